import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { nextId, upserted } from '@workapi/stores';
import { testServices } from '@workapi/testing';

// Ids drawn in blocks (nextId with a block size) on the test run's own store: FerretDB here,
// MongoDB where a container runtime or MONGO_URL provides it.

let client: MongoClient;
let db: Db;

beforeAll(async () => {
  client = await new MongoClient(testServices().mongo).connect();
  db = client.db(`ids_${randomBytes(4).toString('hex')}`);
});

afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

describe('ids in blocks', () => {
  it('hands out distinct, increasing ids to requests at once, one counter update per block', async () => {
    const ids = await Promise.all(Array.from({ length: 250 }, () => nextId(db, 'things', 5_000, 100)));
    expect(new Set(ids).size).toBe(250);
    expect(ids.map(Number)).toEqual(Array.from({ length: 250 }, (_, index) => 5_001 + index));
    expect(await db.collection('counters').findOne({ _id: 'things' as never })).toMatchObject({ seq: 300 });
  });

  it('skips a block another process claimed from the same counter reading', async () => {
    // Another process read the counter at 0 as this one will (FerretDB's $inc is not atomic),
    // and claimed the block ending at 100 first.
    await db.collection<{ _id: string }>('id_blocks').insertOne({ _id: 'others:100' });
    const first = await nextId(db, 'others', 7_000, 100);
    expect(first).toBe('7101');
    const rest = await Promise.all(Array.from({ length: 99 }, () => nextId(db, 'others', 7_000, 100)));
    expect(rest.map(Number)).toEqual(Array.from({ length: 99 }, (_, index) => 7_102 + index));
  });

  it('hands out ids when replicas take a new counter at the same moment', async () => {
    // Each replica a process of its own: its own reserved blocks and its own queue of counter updates.
    const replicas: Array<typeof nextId> = [];
    for (let replica = 0; replica < 4; replica += 1)
      await jest.isolateModulesAsync(async () => {
        replicas.push((await import('@workapi/stores')).nextId);
      });
    expect(new Set(replicas).size).toBe(4);
    for (let round = 0; round < 10; round += 1) {
      // All upsert a counter none has made yet: their inserts collide.
      const ids = await Promise.all(replicas.map((draw) => draw(db, `raced${round}`, 9_000, 100)));
      expect(new Set(ids).size).toBe(replicas.length);
    }
  });

  it('makes a document requests upsert at the same moment once, and fails none of them', async () => {
    // As replicas upsert a new board's roster base or default columns.
    const bases = db.collection<{ _id: string; base?: boolean; by?: number }>('bases');
    for (let round = 0; round < 10; round += 1) {
      const _id = `board${round}:base`;
      await Promise.all(
        [1, 2, 3, 4].map((by) =>
          upserted(() => bases.updateOne({ _id }, { $setOnInsert: { base: true, by } }, { upsert: true })),
        ),
      );
      expect(await bases.countDocuments({ _id })).toBe(1);
    }
  });
});
