import {
  chooseIdLookup,
  inChunks,
  IN_PUSHDOWN_AT_MOST,
  planKind,
  storeEngine,
  type StoreEngine,
} from './engine';
import type { Collection, Document } from 'mongodb';

// Plans as the servers answer `find(...).explain('queryPlanner')`.
const sqlitePlan = (detail: string) => ({
  queryPlanner: { Plan: [`id=2 parent=0 notused=0 detail=${detail}`] },
  filterPushdown: true,
});
const ferretSearch = sqlitePlan('SEARCH items_3a79338f USING INDEX items_3a79338f__id_ (<expr>=?)');
const ferretScan = sqlitePlan('SCAN items_3a79338f');
const mongoIdHack = { queryPlanner: { winningPlan: { stage: 'IDHACK' } } };
const mongoInIndex = {
  queryPlanner: { winningPlan: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: '_id_' } } },
};
const mongoCollScan = { queryPlanner: { winningPlan: { stage: 'COLLSCAN' } } };

describe('planKind', () => {
  it('reads index searches and table scans from SQLite plans (FerretDB)', () => {
    expect(planKind(ferretSearch)).toBe('index');
    expect(planKind(ferretScan)).toBe('scan');
  });

  it('reads MongoDB stages', () => {
    expect(planKind(mongoIdHack)).toBe('index');
    expect(planKind(mongoInIndex)).toBe('index');
    expect(planKind({ queryPlanner: { winningPlan: { stage: 'EXPRESS_IXSCAN' } } })).toBe('index');
    expect(planKind(mongoCollScan)).toBe('scan');
  });

  it('reads PostgreSQL plans (FerretDB over PostgreSQL)', () => {
    const pg = (node: object) => ({ queryPlanner: { Plan: node }, filterPushdown: true });
    const bitmap = pg({
      'Node Type': 'Bitmap Heap Scan',
      Plans: [{ 'Node Type': 'BitmapOr', Plans: [{ 'Node Type': 'Bitmap Index Scan' }] }],
    });
    expect(planKind(bitmap)).toBe('index');
    expect(planKind(pg({ 'Node Type': 'Seq Scan', Filter: "(_jsonb -> '_id') @> ..." }))).toBe('scan');
    expect(chooseIdLookup(planKind(bitmap), planKind(bitmap))).toBe('in');
  });

  it('knows nothing from an empty plan (a collection not made yet)', () => {
    expect(planKind({ queryPlanner: {} })).toBe('unknown');
    expect(planKind(undefined)).toBe('unknown');
  });
});

describe('inChunks', () => {
  it('splits an $in list into chunks FerretDB pushes down, every value once, in order', () => {
    const ids = Array.from({ length: 2 * IN_PUSHDOWN_AT_MOST + 1 }, (_, n) => `i${n}`);
    const chunks = inChunks(ids);
    expect(chunks.map((chunk) => chunk.length)).toEqual([IN_PUSHDOWN_AT_MOST, IN_PUSHDOWN_AT_MOST, 1]);
    expect(chunks.flat()).toEqual(ids);
    expect(inChunks(ids.slice(0, 3), 2)).toEqual([['i0', 'i1'], ['i2']]);
    expect(inChunks([])).toEqual([]);
  });
});

describe('chooseIdLookup', () => {
  it('reads ids one by one only where $in scans and _id equality searches the index', () => {
    expect(chooseIdLookup(planKind(ferretSearch), planKind(ferretScan))).toBe('each');
  });

  it('keeps one $in query on MongoDB and on a FerretDB whose _id lookups scan too', () => {
    expect(chooseIdLookup(planKind(mongoIdHack), planKind(mongoInIndex))).toBe('in');
    expect(chooseIdLookup(planKind(ferretScan), planKind(ferretScan))).toBe('in');
    expect(chooseIdLookup('unknown', 'scan')).toBe('in');
  });
});

describe('storeEngine', () => {
  /** Two changes of one key and one of another, started together: the order each ends in. */
  async function race(engine: StoreEngine): Promise<string[]> {
    const ended: string[] = [];
    const change = (key: string, name: string, ms: number) =>
      engine.oneAtATime(key, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        ended.push(name);
      });
    await Promise.all([
      change('items/1', 'slow', 30),
      change('items/1', 'quick', 1),
      change('items/2', 'other', 1),
    ]);
    return ended;
  }

  it('takes changes of one document one at a time on FerretDB, which rewrites documents whole', async () => {
    const ended = await race(storeEngine('ferretdb'));
    // 'quick' waits for 'slow', its key's earlier change; 'other' does not.
    expect(ended.indexOf('slow')).toBeLessThan(ended.indexOf('quick'));
    expect(ended[0]).toBe('other');
  });

  it('runs changes at once on MongoDB, which updates fields in place', async () => {
    expect(await race(storeEngine('mongodb'))).toEqual(['quick', 'other', 'slow']);
  });

  it('keeps rosters only where documents are decoded whole (FerretDB)', () => {
    expect(storeEngine('ferretdb').keepsRosters).toBe(true);
    expect(storeEngine('mongodb').keepsRosters).toBe(false);
  });

  it('expires documents by a TTL index only on MongoDB: FerretDB v1 has none, so its keepers sweep', () => {
    expect(storeEngine('mongodb').expiresDocuments).toBe(true);
    expect(storeEngine('ferretdb').expiresDocuments).toBe(false);
  });

  it('takes a change of several documents after the earlier changes of each, and before the later ones', async () => {
    const engine = storeEngine('ferretdb');
    const ended: string[] = [];
    const change = (name: string, ms: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      ended.push(name);
    };
    await Promise.all([
      engine.oneAtATime('items/1', change('first of 1', 30)),
      engine.oneAtATime('items/2', change('first of 2', 10)),
      engine.allAtATime(['items/1', 'items/2'], change('both', 1)),
      engine.oneAtATime('items/2', change('after, of 2', 1)),
      engine.oneAtATime('items/3', change('other', 5)),
    ]);
    expect(ended).toEqual(['other', 'first of 2', 'first of 1', 'both', 'after, of 2']);
  });

  it('goes on with a key after a change of it failed', async () => {
    const engine = storeEngine('ferretdb');
    await expect(engine.oneAtATime('k', async () => Promise.reject(new Error('lost')))).rejects.toThrow(
      'lost',
    );
    expect(await engine.oneAtATime('k', async () => 'next')).toBe('next');
  });

  describe('updateMany', () => {
    /** A collection of three documents that records each update's filter and when it ran. */
    function collection(log: string[]) {
      const documents = [
        { _id: 'a', state: 'active' },
        { _id: 'b', state: 'active' },
        { _id: 'c', state: 'deleted' },
      ];
      return {
        collectionName: 'items',
        find: (filter: { state: string }) => ({
          toArray: async () => documents.filter((document) => document.state === filter.state),
        }),
        updateMany: async (filter: Record<string, unknown>) => {
          log.push(`updateMany ${JSON.stringify(filter)}`);
          return { matchedCount: 2 };
        },
      } as unknown as Collection<Document>;
    }

    it('on FerretDB, changes the documents it found in their turns: after an earlier change of one of them, before a later one', async () => {
      const engine = storeEngine('ferretdb');
      const log: string[] = [];
      const slow = engine.oneAtATime('items/b', async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        log.push('earlier change of b');
      });
      const many = engine.updateMany(collection(log), { state: 'active' }, { $set: { state: 'deleted' } });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const later = engine.oneAtATime('items/a', async () => log.push('later change of a'));
      expect(await many).toBe(2);
      await Promise.all([slow, later]);
      expect(log).toEqual([
        'earlier change of b',
        'updateMany {"state":"active","_id":{"$in":["a","b"]}}',
        'later change of a',
      ]);
    });

    it('on MongoDB, is one updateMany by the filter alone', async () => {
      const log: string[] = [];
      const matched = await storeEngine('mongodb').updateMany(
        collection(log),
        { state: 'active' },
        { $set: { state: 'deleted' } },
      );
      expect(matched).toBe(2);
      expect(log).toEqual(['updateMany {"state":"active"}']);
    });
  });
});
