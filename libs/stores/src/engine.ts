import pMap from 'p-map';
import {
  BSON,
  type Collection,
  type Db,
  type Document,
  type Filter,
  type FindOptions,
  type IndexDescription,
  type UpdateFilter,
} from 'mongodb';
import type { Logger } from '@workapi/logging';

/*
 * Where MongoDB and FerretDB differ, and the one place that knows (docs/ferretdb.md): which engine
 * answers, which indexes it gets, how a batch of ids is read, how a covered scan is asked for, and
 * which updates are taken one at a time. Repositories call these and never ask for the engine.
 */

/**
 * How a batch of ids is read: `in` is one `{_id: {$in: ids}}` query; `each` is one `{_id: id}`
 * query per id, a few at a time.
 *
 * MongoDB answers `$in` from the `_id` index, so one query is best; so does FerretDB over PostgreSQL
 * as provisioned here (its `$in` pushdown and GIN indexes, docs/ferretdb.md). FerretDB v1 (SQLite) answers
 * `$in` by reading and decoding every document of the collection, and pushes down only a filter
 * that is exactly `{_id: <string>}`: with our build (docs/ferretdb.md) that is an index search,
 * so looking ids up one by one costs the same whatever the collection's size. A stock FerretDB
 * v1 scans the table for that too; there one scan for the whole batch beats one per id.
 */
export type IdLookup = 'in' | 'each';

export type PlanKind = 'index' | 'scan' | 'unknown';

/** Whether an `explain` answer reads through an index or the whole collection. */
export function planKind(explain: Document | undefined): PlanKind {
  const text = JSON.stringify(explain?.queryPlanner ?? {});
  // MongoDB names the stage; FerretDB returns its backend's plan: SQLite's query plan lines, or
  // PostgreSQL's EXPLAIN nodes.
  if (/COLLSCAN|detail=SCAN |"Node Type":"Seq Scan"/.test(text)) return 'scan';
  if (/IDHACK|IXSCAN|EXPRESS|detail=SEARCH |"Node Type":"(Bitmap Index|Index|Index Only) Scan"/.test(text))
    return 'index';
  return 'unknown';
}

/** `each` only where `$in` scans the collection and `_id` equality does not. */
export function chooseIdLookup(equality: PlanKind, batch: PlanKind): IdLookup {
  return batch === 'scan' && equality === 'index' ? 'each' : 'in';
}

const decided = new WeakMap<Db, Map<string, IdLookup>>();

/**
 * The lookup for the collection `name` of `db`, decided once from how it plans both queries. A
 * collection not made yet has no plan: then `in`, and the question is asked again next time.
 */
export async function idLookupFor(db: Db, name: string): Promise<IdLookup> {
  const known = decided.get(db) ?? new Map<string, IdLookup>();
  decided.set(db, known);
  const lookup = known.get(name);
  if (lookup) return lookup;
  const collection = db.collection<{ _id: string }>(name);
  const probe = ['0', '1'];
  try {
    const [equality, batch] = await Promise.all([
      collection.find({ _id: probe[0] }).explain('queryPlanner'),
      collection.find({ _id: { $in: probe } }).explain('queryPlanner'),
    ]);
    const kinds = [planKind(equality), planKind(batch)] as const;
    if (kinds.includes('unknown')) return 'in';
    const chosen = chooseIdLookup(...kinds);
    known.set(name, chosen);
    return chosen;
  } catch {
    return 'in';
  }
}

/**
 * The most values an `$in` may list and still be pushed down by FerretDB (docs/ferretdb.md, patch 2):
 * a longer list is a scan, so long lists are sent in chunks (`inChunks`).
 */
export const IN_PUSHDOWN_AT_MOST = 1_000;

/** `values` in consecutive chunks of at most `size`, each an `$in` list FerretDB pushes down. */
export function inChunks<T>(values: readonly T[], size = IN_PUSHDOWN_AT_MOST): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}

/**
 * The documents a query finds, each decoded once. With command monitoring on (every client of the
 * stack's servers, observed.ts), the driver decodes each reply whole for its event and then the
 * cursor's documents again; asked for them `raw`, it leaves the documents as bytes in the event's
 * copy, and they are decoded here, once. For the reads whose replies are large: a page's items, a
 * first page's candidates.
 */
export async function findDecoded<T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  options: FindOptions & { batchSize: number },
): Promise<T[]> {
  const rows = (await collection
    .find(filter, { ...options, raw: true })
    .toArray()) as unknown as Uint8Array[];
  return rows.map((bytes) => BSON.deserialize(bytes) as T);
}

/** Ids looked up at once when a batch is read one id at a time (`each`). */
const LOOKUPS_IN_FLIGHT = 16;

/**
 * The documents with these ids, by id, read the way `idLookupFor` chose for the collection: one
 * `$in` query narrowed by `scope`, or one `{_id}` query per id (which can carry nothing else, as
 * FerretDB pushes nothing else down). `accept` applies the scope to the rows on both paths alike.
 */
export async function findByIds<T extends { _id: string }>(
  collection: Collection<T>,
  ids: readonly string[],
  scope: Filter<T>,
  accept: (row: T) => boolean,
  /** Fields left out of what the store sends (`{ field: 0 }`); `accept` must not read them. */
  projection?: Document,
): Promise<Map<string, T>> {
  const lookup = await idLookupFor(collection.db, collection.collectionName);
  const rows =
    lookup === 'each'
      ? await pMap(ids, (id) => collection.findOne({ _id: id } as Filter<T>, { projection }), {
          concurrency: LOOKUPS_IN_FLIGHT,
        })
      : // One batch for the whole answer: no getMore round trip however many ids a page holds. One
        // more than the ids, so the server finds the end within the batch and closes the cursor
        // (a batch filled exactly leaves it open, and the driver asks again to learn it is done).
        await findDecoded(collection, { ...scope, _id: { $in: [...ids] } } as Filter<T>, {
          projection,
          batchSize: ids.length + 1,
        });
  const byId = new Map<string, T>();
  for (const row of rows) if (row && accept(row as T)) byId.set((row as T)._id, row as T);
  return byId;
}

/** The database engine behind the driver: MongoDB itself, or FerretDB (docs/ferretdb.md). */
export type Engine = 'mongodb' | 'ferretdb';

const engines = new WeakMap<Db, Promise<Engine>>();

/** Asked once per database handle; FerretDB says so in buildInfo. */
export function engineOf(db: Db): Promise<Engine> {
  let engine = engines.get(db);
  if (!engine) {
    engine = db
      .command({ buildInfo: 1 })
      .then((info): Engine => (info.ferretdbVersion ? 'ferretdb' : 'mongodb'));
    engine.catch(() => engines.delete(db));
    engines.set(db, engine);
  }
  return engine;
}

/**
 * Indexes by collection. `only` keeps an index to one engine: one that serves a query shape on
 * MongoDB alone (a covered scan, say) would cost FerretDB a write per row and serve it nothing.
 */
export type IndexPlan = Record<string, Array<IndexDescription & { only?: Engine }>>;

/**
 * Creates the declared collections and indexes; safe to run at every start (createIndexes is idempotent). One
 * index per command: FerretDB v1 drops the connection when one command re-creates several
 * existing indexes (docs/ferretdb.md), and MongoDB does not mind either way.
 */
export async function ensureIndexes(db: Db, plan: IndexPlan, logger: Logger): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  const engine = await engineOf(db);
  for (const [collection, planned] of Object.entries(plan)) {
    if (!existing.has(collection)) await createCollection(db, collection);
    const indexes = planned.filter((index) => !index.only || index.only === engine);
    for (const index of indexes) {
      const description: IndexDescription & { only?: Engine } = { ...index };
      delete description.only;
      await db.collection(collection).createIndexes([description]);
    }
    logger.debug({ collection, indexes: indexes.map((index) => index.name) }, 'indexes ensured');
  }
}

const NAMESPACE_EXISTS = 48;

/** Creates a collection up front; another replica starting at the same time may have won. */
async function createCollection(db: Db, name: string): Promise<void> {
  try {
    await db.createCollection(name);
  } catch (error) {
    if ((error as { code?: number }).code !== NAMESPACE_EXISTS) throw error;
  }
}

/**
 * The rows of `filter` with only `projection`. Where `covered` (the projection holds only keys of
 * `index`), MongoDB is told to scan that index, so no document is read; FerretDB has no covered
 * scans and refuses hints it cannot use, so there the projection only keeps what it sends back small.
 */
export async function findCovered<T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  options: { projection: Document; index: string; covered: boolean; batchSize: number },
): Promise<T[]> {
  const find: FindOptions & { batchSize: number } = {
    projection: options.projection,
    batchSize: options.batchSize,
  };
  if (options.covered && (await engineOf(collection.db)) === 'mongodb') find.hint = options.index;
  return findDecoded(collection, filter, find);
}

/** Turns by key: each task runs after every earlier task of the same key has settled. */
class Turns {
  private readonly queues = new Map<string, Promise<unknown>>();

  take<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.takeAll([key], task);
  }

  /**
   * One turn of several keys: `task` runs once every earlier task of any of them has settled, and
   * later tasks of each wait for it. Queued for all keys at once, so it never holds one key while
   * waiting for another, and cannot deadlock with other turns.
   */
  takeAll<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)];
    const turn = Promise.all(unique.map((key) => this.queues.get(key))).then(task);
    const settled = turn.catch(() => undefined);
    for (const key of unique) this.queues.set(key, settled);
    void settled.then(() => {
      for (const key of unique) if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return turn;
  }
}

/** Id blocks are claimed one at a time per entity in this process, whatever the engine (`nextId`). */
const idTurns = new Turns();

/** Runs `task` after every earlier task of the same `key` in this process has settled. */
export function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  return idTurns.take(key, task);
}

/**
 * What repositories need to know of the engine behind the driver, as one object a test can build
 * (`storeEngine`), instead of asking which engine answers.
 */
export interface StoreEngine {
  readonly name: Engine;
  /**
   * Runs a change of one document (`key`) in its turn. FerretDB v1 applies an update by reading
   * the document and writing it back whole, without a lock (docs/ferretdb.md), so two at once
   * could undo each other's fields: there changes of one key are taken one at a time in this
   * process. MongoDB updates fields in place, atomically per document: there it runs at once.
   */
  oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** A change of several documents (`keys`) in one turn of them all: one `updateMany` of a batch. */
  allAtATime<T>(keys: readonly string[], task: () => Promise<T>): Promise<T>;
  /**
   * `updateMany(filter, update)` that takes the turns of the documents it changes, named as their
   * other writers and the outbox relay name them (`<collection>/<_id>`). On FerretDB the matching
   * ids are read first, then updated in chunks (`inChunks`), each chunk in one turn of its
   * documents, by `filter` and its ids: a change of one document that ran meanwhile is not written
   * back over. On MongoDB one `updateMany`. Answers how many documents it matched.
   */
  updateMany<T extends Document>(
    collection: Collection<T>,
    filter: Filter<T>,
    update: UpdateFilter<T>,
  ): Promise<number>;
  /**
   * Whether boards keep rosters of their items (apps/items data/roster.ts). FerretDB decodes every
   * document it reads, so a first page learns a board's membership from a few roster rows; MongoDB
   * answers it from a covered index scan (`findCovered`), and writes no roster lines.
   */
  readonly keepsRosters: boolean;
  /**
   * Whether the engine removes expired documents itself, by a TTL index (`expireAfterSeconds`).
   * MongoDB does; FerretDB v1 has no TTL indexes, so there whoever keeps documents for a time
   * sweeps them (the items relay, its activity log).
   */
  readonly expiresDocuments: boolean;
  /**
   * Whether a new document's outbox is inserted beside it, in a carrier document of its own
   * (outbox.ts `insertWithOutbox`). FerretDB rewrites a document whole to clear a field of it, so
   * clearing a new item's outbox would write the item a second time, with every index entry of it;
   * its insert of two documents is one PostgreSQL transaction, and the relay deletes the carrier
   * instead. MongoDB clears the field in place: there the outbox stays in the document.
   */
  readonly outboxCarriers: boolean;
}

/** A new engine object: each has its own turns (`oneAtATime`). */
export function storeEngine(name: Engine): StoreEngine {
  if (name === 'mongodb')
    return {
      name,
      keepsRosters: false,
      expiresDocuments: true,
      outboxCarriers: false,
      oneAtATime: (_key, task) => task(),
      allAtATime: (_keys, task) => task(),
      updateMany: async (collection, filter, update) =>
        (await collection.updateMany(filter, update)).matchedCount,
    };
  const turns = new Turns();
  return {
    name,
    keepsRosters: true,
    expiresDocuments: false,
    outboxCarriers: true,
    oneAtATime: (key, task) => turns.take(key, task),
    allAtATime: (keys, task) => turns.takeAll(keys, task),
    async updateMany<T extends Document>(
      collection: Collection<T>,
      filter: Filter<T>,
      update: UpdateFilter<T>,
    ) {
      const found = await collection.find(filter, { projection: { _id: 1 } }).toArray();
      let matched = 0;
      for (const ids of inChunks(found.map((document) => document._id as unknown))) {
        const chunk = { ...filter, _id: { $in: ids } } as Filter<T>;
        matched += await turns.takeAll(
          ids.map((id) => `${collection.collectionName}/${String(id)}`),
          async () => (await collection.updateMany(chunk, update)).matchedCount,
        );
      }
      return matched;
    },
  };
}

/** One engine object per engine in this process, so its request writes and its relay take the same turns. */
const processEngines = new Map<Engine, StoreEngine>();

/** This process's engine object for the database behind `db`. */
export async function storeEngineOf(db: Db): Promise<StoreEngine> {
  const name = await engineOf(db);
  let engine = processEngines.get(name);
  if (!engine) processEngines.set(name, (engine = storeEngine(name)));
  return engine;
}
