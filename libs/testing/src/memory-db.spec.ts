import { engineOf, findByIds, insertWithFreshIds, isDuplicateKey, nextId } from '@workapi/stores';
import { memoryDb } from './memory-db';

interface Row {
  _id: string;
  board?: string;
  tags?: string[];
  seen?: Date;
}

describe('an in-memory Db', () => {
  it('refuses a second document under one _id as MongoDB does (code 11000)', async () => {
    const rows = memoryDb().collection<Row>('rows');
    await rows.insertOne({ _id: 'a' });
    const refused = await rows.insertOne({ _id: 'a' }).catch((error: unknown) => error);
    expect(isDuplicateKey(refused)).toBe(true);
  });

  it('inserts the rest of an unordered batch, and fresh ids are drawn for the refused', async () => {
    const db = memoryDb();
    const rows = db.collection<Row>('rows');
    const taken = await nextId(db, 'rows', 0, 10);
    await rows.insertOne({ _id: String(Number(taken) + 1) });
    const inserted = await insertWithFreshIds(rows, 'rows', 0, [{ board: 'x' }, { board: 'y' }], 10);
    expect(new Set([taken, ...inserted.map((row) => row._id)]).size).toBe(3);
    expect(await rows.countDocuments({})).toBe(3);
  });

  it('applies MongoDB operators, upserts from the filter, and keeps its own copies', async () => {
    const rows = memoryDb().collection<Row>('rows');
    const seen = new Date(5);
    await rows.updateOne({ _id: 'a', board: 'x' }, { $setOnInsert: { tags: ['t'] } }, { upsert: true });
    await rows.updateOne({ _id: 'a' }, { $setOnInsert: { tags: ['u'] }, $set: { seen } }, { upsert: true });
    const after = await rows.findOneAndUpdate(
      { _id: 'a', seen: new Date(5) },
      { $addToSet: { tags: { $each: ['t', 'v'] } } },
      { returnDocument: 'after' },
    );
    expect(after).toEqual({ _id: 'a', board: 'x', tags: ['t', 'v'], seen });
    expect(await rows.findOne({ seen: new Date(6) })).toBeNull();
    after?.tags?.push('changed outside');
    expect((await rows.findOne({ _id: 'a' }))?.tags).toEqual(['t', 'v']);
  });

  it('serves the engine probes and id reads of libs/stores', async () => {
    const db = memoryDb('ferretdb');
    const rows = db.collection<Row>('rows');
    await rows.insertMany([{ _id: 'a' }, { _id: 'b', tags: ['x'], seen: new Date(5) }]);
    expect(await engineOf(db)).toBe('ferretdb');
    expect([...(await findByIds(rows, ['b', 'c'], {}, () => true)).keys()]).toEqual(['b']);
    // Read raw and decoded once (findDecoded): the same values, dates as dates, the projection applied.
    const [b] = (await findByIds(rows, ['b'], {}, () => true, { tags: 0 })).values();
    expect(b).toEqual({ _id: 'b', seen: new Date(5) });
    expect(b.seen).toBeInstanceOf(Date);
  });

  it('says so when asked for a call it does not serve', () => {
    expect(() => memoryDb().collection('rows').bulkWrite([])).toThrow(
      'Collection(rows).bulkWrite is not supported',
    );
  });
});
