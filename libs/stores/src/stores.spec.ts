import { concernsFor } from './stores';

describe('the MongoDB client’s concerns', () => {
  it('writes to and reads from a majority of a replica set unless MONGO_URL says otherwise', () => {
    expect(concernsFor('mongodb://a,b,c/?replicaSet=rs0')).toEqual({
      writeConcern: { w: 'majority' },
      readConcern: { level: 'majority' },
    });
    expect(concernsFor('mongodb://a/?w=1&readConcernLevel=local')).toEqual({});
    expect(concernsFor('mongodb://a/?w=2')).toEqual({ readConcern: { level: 'majority' } });
  });
});
