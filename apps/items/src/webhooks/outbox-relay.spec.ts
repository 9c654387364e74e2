import {
  insertWithOutbox,
  onOutboxWork,
  outboxFields,
  outboxUpdate,
  relayOutboxes,
  storeEngine,
  type Engine,
} from '@workapi/stores';
import { callsTo, memoryDb } from '@workapi/testing';

/*
 * The outbox relay (libs/stores outbox.ts) as the items relay runs it over items' documents: what
 * it hands on, and what it clears, in one update of the batch.
 */

type Entry = { event: string };
const SOURCES = [
  { collection: 'items', turn: (document: Record<string, unknown>) => `items/${String(document._id)}` },
];

async function itemsWith(count: number) {
  const db = memoryDb('ferretdb');
  const items = db.collection<{ _id: string } & Record<string, unknown>>('items');
  await items.insertMany(
    Array.from({ length: count }, (_, n) => ({
      _id: String(n + 1),
      name: `Item ${n + 1}`,
      ...outboxFields<Entry>({ [`create-${n + 1}`]: { event: 'create_pulse' } }),
    })),
  );
  return { db, items };
}

describe('relayOutboxes', () => {
  it('hands on every pending entry and clears the outboxes of the batch, leaving the documents as they were', async () => {
    const { db, items } = await itemsWith(3);
    const handed: string[] = [];
    const moved = await relayOutboxes<Entry>(db, SOURCES, async (entries) => {
      handed.push(...entries.map(([id]) => id));
    });
    expect(moved).toBe(3);
    expect(handed.sort()).toEqual(['create-1', 'create-2', 'create-3']);
    expect(await items.find({}).toArray()).toEqual([
      { _id: '1', name: 'Item 1' },
      { _id: '2', name: 'Item 2' },
      { _id: '3', name: 'Item 3' },
    ]);
    expect(await relayOutboxes<Entry>(db, SOURCES, async () => undefined)).toBe(0);
  });

  it('catches up in one round when behind: batches of 200 until one comes back short, five at most', async () => {
    const { db } = await itemsWith(1_450);
    const batches: number[] = [];
    const relay = () =>
      relayOutboxes<Entry>(db, SOURCES, async (entries) => {
        batches.push(entries.length);
      });
    expect(await relay()).toBe(1_000);
    expect(batches).toEqual([200, 200, 200, 200, 200]);
    batches.length = 0;
    expect(await relay()).toBe(450);
    expect(batches).toEqual([200, 200, 50]);
  });

  it('keeps an entry written while the batch was handed on, and hands it on in the next round, once', async () => {
    const { db, items } = await itemsWith(2);
    const rounds: string[][] = [];
    const relay = () =>
      relayOutboxes<Entry>(db, SOURCES, async (entries) => {
        rounds.push(entries.map(([id]) => id).sort());
        // A change of item 2 lands while the first round hands on its create_pulse.
        if (rounds.length === 1)
          await items.updateOne(
            { _id: '2' },
            { $set: outboxUpdate<Entry>({ 'rename-2': { event: 'update_name' } }) },
          );
      });
    await relay();
    await relay();
    await relay();
    expect(rounds).toEqual([['create-1', 'create-2'], ['rename-2'], []]);
    expect(await items.findOne({ _id: '2' })).toEqual({ _id: '2', name: 'Item 2' });
  });

  it.each<[Engine, number]>([
    ['ferretdb', 0],
    ['mongodb', 1],
  ])(
    "hands on a new document's outbox; on %s, clears it with %i updates of the documents",
    async (engine, rewrites) => {
      const db = memoryDb(engine);
      const items = db.collection<{ _id: string } & Record<string, unknown>>('items');
      const updates = callsTo(items, 'updateMany');
      for (const n of [1, 2])
        await insertWithOutbox(storeEngine(engine), items, {
          _id: String(n),
          name: `Item ${n}`,
          ...outboxFields<Entry>({ [`create-${n}`]: { event: 'create_pulse' } }),
        });
      // FerretDB: the outbox is in a carrier of its own, inserted with the item.
      expect(await items.countDocuments({})).toBe(engine === 'ferretdb' ? 4 : 2);
      const handed: string[] = [];
      const relay = () =>
        relayOutboxes<Entry>(db, SOURCES, async (entries) => {
          handed.push(...entries.map(([id]) => id));
        });
      expect(await relay()).toBe(2);
      expect(await relay()).toBe(0);
      expect(handed.sort()).toEqual(['create-1', 'create-2']);
      expect(await items.find({}).toArray()).toEqual([
        { _id: '1', name: 'Item 1' },
        { _id: '2', name: 'Item 2' },
      ]);
      expect(updates()).toBe(rewrites);
    },
  );

  it('packs a carrier, which relays from before packing do not find, and still hands on a carrier stored unpacked', async () => {
    const db = memoryDb('ferretdb');
    const items = db.collection<{ _id: string } & Record<string, unknown>>('items');
    const created = { at: new Date('2026-11-29T10:00:00.000Z'), seq: 3, groups: ['topics'] };
    await insertWithOutbox(storeEngine('ferretdb'), items, {
      _id: '1',
      name: 'Item 1',
      ...outboxFields({ 'create-1': created }),
    });
    const carrier = await items.findOne({ carrier_of: '1' });
    expect(carrier).toMatchObject({ outbox_pending: 'packed', outbox_token: 'create-1' });
    expect(carrier?.outbox).toBeUndefined();
    // What a relay from before packing reads during a rolling deploy: not this carrier, which it
    // would have handed on empty and deleted.
    expect(await items.countDocuments({ outbox_pending: true })).toBe(0);
    // A carrier a process from before packing stored.
    await items.insertOne({
      _id: 'outbox:create-2',
      outbox: { 'create-2': { event: 'create_pulse' } },
      outbox_pending: true,
      outbox_token: 'create-2',
      outbox_carrier: true,
      carrier_of: '2',
    });
    const handed: Array<[string, unknown]> = [];
    expect(await relayOutboxes(db, SOURCES, async (entries) => void handed.push(...entries))).toBe(2);
    expect(handed.sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ['create-1', created],
      ['create-2', { event: 'create_pulse' }],
    ]);
    expect(await items.find({}).toArray()).toEqual([{ _id: '1', name: 'Item 1' }]);
  });

  it("reads this process's carriers by id, and scans for the other outboxes at most once a second meanwhile", async () => {
    const db = memoryDb('ferretdb');
    const items = db.collection<{ _id: string } & Record<string, unknown>>('items');
    const filters: Array<Record<string, unknown>> = [];
    const find = items.find.bind(items);
    (items as unknown as { find: typeof find }).find = ((
      filter: Record<string, unknown>,
      options?: never,
    ) => {
      filters.push(filter);
      return find(filter as never, options);
    }) as typeof find;
    const created = (n: number) =>
      insertWithOutbox(storeEngine('ferretdb'), items, {
        _id: String(n),
        name: `Item ${n}`,
        ...outboxFields<Entry>({ [`create-${n}`]: { event: 'create_pulse' } }),
      });
    const reads = () => {
      const byId = filters.filter((filter) => '_id' in filter).length;
      const scans = filters.length - byId;
      filters.length = 0;
      return { byId, scans };
    };
    const handed: string[] = [];
    const relay = () =>
      relayOutboxes<Entry>(db, SOURCES, async (entries) => void handed.push(...entries.map(([id]) => id)));
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      await created(1);
      await created(2);
      expect(await relay()).toBe(2);
      expect(reads()).toEqual({ byId: 1, scans: 1 });
      // Within the second: another import's items, and a document written to in place (another
      // process's change, say), which only the scan finds.
      await created(3);
      await items.insertOne({
        _id: '9',
        name: 'Item 9',
        ...outboxFields<Entry>({ 'rename-9': { event: 'update_name' } }),
      });
      now.mockReturnValue(1_000_500);
      expect(await relay()).toBe(1);
      expect(reads()).toEqual({ byId: 1, scans: 0 });
      expect(handed.sort()).toEqual(['create-1', 'create-2', 'create-3']);
      // A second on, or with no carrier of its own to hand on, the relay scans again.
      now.mockReturnValue(1_001_000);
      expect(await relay()).toBe(1);
      expect(reads()).toEqual({ byId: 0, scans: 1 });
      expect(handed.sort()).toEqual(['create-1', 'create-2', 'create-3', 'rename-9']);
      // A change written in place by this process is scanned for in the next round, even within the second.
      await created(4);
      await items.updateOne(
        { _id: '1' },
        { $set: outboxUpdate<Entry>({ 'rename-1': { event: 'update_name' } }) },
      );
      now.mockReturnValue(1_001_200);
      expect(await relay()).toBe(2);
      expect(reads()).toEqual({ byId: 1, scans: 1 });
      expect(handed.slice(-2).sort()).toEqual(['create-4', 'rename-1']);
      expect(await items.find({}).toArray()).toEqual(
        ['1', '2', '3', '9', '4'].map((id) => ({ _id: id, name: `Item ${id}` })),
      );
    } finally {
      now.mockRestore();
    }
  });

  it("stores neither a document nor its carrier when the document's id is taken", async () => {
    const db = memoryDb('ferretdb');
    const items = db.collection<{ _id: string } & Record<string, unknown>>('items');
    await items.insertOne({ _id: '1', name: 'Stored before' });
    await expect(
      insertWithOutbox(storeEngine('ferretdb'), items, {
        _id: '1',
        name: 'Item 1',
        ...outboxFields<Entry>({ 'create-1': { event: 'create_pulse' } }),
      }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await items.find({}).toArray()).toEqual([{ _id: '1', name: 'Stored before' }]);
    expect(await relayOutboxes<Entry>(db, SOURCES, async () => undefined)).toBe(0);
  });
});

describe('news of outbox work', () => {
  it('reaches the relays of this process with every write built with entries, and none without', () => {
    let heard = 0;
    const unsubscribe = onOutboxWork(() => (heard += 1));
    outboxFields<Entry>({ 'create-1': { event: 'create_pulse' } });
    outboxUpdate<Entry>({ 'update-1': { event: 'update_name' } });
    outboxFields<Entry>({});
    outboxUpdate<Entry>({});
    expect(heard).toBe(2);
    unsubscribe();
    outboxFields<Entry>({ 'create-2': { event: 'create_pulse' } });
    expect(heard).toBe(2);
  });
});
