import { recordingRedis, slotsOf } from '@workapi/testing';
import { SnapshotStore } from './snapshots';

describe('snapshots on a Redis Cluster', () => {
  it('writes and reads a snapshot and its meta in transactions of one slot', async () => {
    const ids = ['101', '102', '103'];
    // What EXEC answers: the create's two SETs, then the read's renewals, range and meta.
    const execs = [
      ['OK', 'OK'],
      [1, 1, SnapshotStore.pack(ids.slice(1)), '{"board":"10"}'],
    ];
    const { redis, units } = recordingRedis(({ name }) => (name === 'exec' ? execs.shift() : 'OK'));
    const store = new SnapshotStore(redis, 60);
    const id = await store.create(ids, { board: '10' });
    expect(await store.read(id, 1, 2)).toEqual({ ids: ['102', '103'], meta: { board: '10' } });

    const [create, read] = units();
    expect(create.map((command) => command.name)).toEqual(['multi', 'set', 'set', 'exec']);
    expect(read.map((command) => command.name)).toEqual([
      'multi',
      'expire',
      'expire',
      'getrange',
      'get',
      'exec',
    ]);
    expect(slotsOf([...create, ...read])).toHaveLength(1);
  });
});
