import DataLoader from 'dataloader';
import {
  MongoBulkWriteError,
  MongoClient,
  type MongoClientOptions,
  type Collection,
  type Db,
  type Filter,
  type OptionalUnlessRequiredId,
} from 'mongodb';
import type { Config } from '@workapi/config';
import type { Logger } from '@workapi/logging';
import { observeDatabase } from './observed';
import { serialized } from './engine';

const MONGO_START_DEADLINE_MS = 30_000;

/**
 * Writes are acknowledged once a majority of a replica set holds them, and reads see only what a
 * majority holds: an election can then roll back nothing a client was told, nor anything a server
 * read and passed on (reference data published to Redis, an `items_page` snapshot, an id block, a
 * lease, the registry's head), and a read after a write that returned still sees it, as reads
 * go to the primary. `w` or `readConcernLevel` in MONGO_URL win. FerretDB accepts both and
 * ignores them (docs/ferretdb.md).
 */
export function concernsFor(url: string): MongoClientOptions {
  const given = new URLSearchParams(url.split('?')[1] ?? '');
  return {
    ...(!given.has('w') && { writeConcern: { w: 'majority' } }),
    ...(!given.has('readConcernLevel') && { readConcern: { level: 'majority' } }),
  };
}

/**
 * Connects and pings, retrying for a while: at start the database may still be coming up (a
 * container starting beside us, FerretDB opening its SQLite files), and that is not an error yet.
 * A tool that should say at once that the database is away passes a short `deadlineMs`.
 */
export async function connectMongo(
  config: Pick<Config, 'mongoUrl'>,
  appName: string,
  logger?: Logger,
  deadlineMs = MONGO_START_DEADLINE_MS,
): Promise<MongoClient> {
  const deadline = Date.now() + deadlineMs;
  for (let attempt = 1; ; attempt += 1) {
    const client = mongoClientOf(config, appName);
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return client;
    } catch (error) {
      await client.close().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      logger?.warn({ attempt, err: (error as Error).message }, 'MongoDB not answering yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2_000)));
    }
  }
}

/** Every client of the stack's MongoDB: its concerns, and up to 5 s to find a server each time. */
const clientOptions = (config: Pick<Config, 'mongoUrl'>, appName: string): MongoClientOptions => ({
  ...concernsFor(config.mongoUrl),
  appName,
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
});

/**
 * A client that connects on its first command and waits up to 5 s for a server each time: for a
 * process that must start while MongoDB is away (the gateway: its registry falls back meanwhile).
 */
export function mongoClientOf(config: Pick<Config, 'mongoUrl'>, appName: string): MongoClient {
  const client = new MongoClient(config.mongoUrl, {
    ...clientOptions(config, appName),
    monitorCommands: true,
  });
  observeDatabase(client);
  return client;
}

/**
 * A client for a process's background work (the webhook relay), with the same concerns: its own
 * small pool, so its polling never takes a connection a request waits for, and its commands left
 * out of `workapi_db_commands_total`, which counts requests' work (the scale tests, per request).
 */
export function backgroundMongoClientOf(
  config: Pick<Config, 'mongoUrl'>,
  appName: string,
  maxPoolSize = 5,
): MongoClient {
  return new MongoClient(config.mongoUrl, { ...clientOptions(config, appName), maxPoolSize });
}

/** Each subgraph keeps its collections in a database of its own: `${prefix}_${subgraph}`. */
export function databaseFor(
  client: MongoClient,
  config: Pick<Config, 'mongoDbPrefix'>,
  subgraph: string,
): Db {
  return client.db(`${config.mongoDbPrefix}_${subgraph}`);
}

const DUPLICATE_KEY = 11000;

/**
 * Inserts documents whose ids say what they are (an event's, an event and a user's), so one
 * inserted again is refused as a duplicate and changes nothing: what a relay that hands an entry
 * on twice needs. One insert, not a bulk of upserts: FerretDB holds a PostgreSQL connection for
 * each statement of an update command until it ends (docs/ferretdb.md). Answers the documents
 * refused because their id was there already.
 */
export async function insertAbsent<T extends { _id: string }>(
  collection: Collection<T>,
  documents: T[],
): Promise<T[]> {
  if (documents.length === 0) return [];
  try {
    await collection.insertMany(documents as Array<OptionalUnlessRequiredId<T>>, { ordered: false });
    return [];
  } catch (error) {
    const failures = error instanceof MongoBulkWriteError ? [error.writeErrors].flat() : [];
    const duplicatesOnly = failures.length > 0 && failures.every((failure) => failure.code === DUPLICATE_KEY);
    if (!duplicatesOnly) throw error;
    return failures.map((failure) => documents[failure.index]);
  }
}

/** Ids a process has reserved and not handed out yet, by database and entity. */
const blocks = new Map<string, { next: number; end: number }>();

/**
 * Numeric ids like monday.com's, from a per-entity counter in the owner's database. `base` keeps
 * the id spaces of different entities apart, so an id names one kind of thing. With `block` > 1
 * a process reserves that many ids in one counter update and hands them out itself: one database
 * command per `block` ids instead of one per id. Ids then grow in creation order within a process,
 * not across processes (items sort their creation log by `created_at`, then id). Blocks are
 * claimed with a unique insert, so no two processes hand out the same id on any engine.
 */
export async function nextId(db: Db, entity: string, base: number, block = 1): Promise<string> {
  // FerretDB v1 does not run findAndModify's $inc atomically: concurrent requests read the same
  // counter and hand out one id twice (docs/ferretdb.md). Counters are therefore taken one at a
  // time per process; MongoDB's $inc is atomic across replicas anyway.
  const key = `${db.databaseName}/${entity}`;
  return serialized(key, async () => {
    let reserved = blocks.get(key);
    while (!reserved || reserved.next > reserved.end) {
      const end = await advanced(db, entity, block);
      // A block is claimed by inserting its name under the unique `_id`: where the counter is not
      // atomic (FerretDB), two processes may read the same block, and only one claim succeeds.
      if (block > 1 && !(await claimed(db, `${entity}:${end}`))) continue;
      reserved = { next: end - block + 1, end };
      blocks.set(key, reserved);
    }
    const id = reserved.next;
    reserved.next += 1;
    return String(base + id);
  });
}

/** The counter of `entity` advanced by `block`: its new value. */
async function advanced(db: Db, entity: string, block: number): Promise<number> {
  const counter = await upserted(() =>
    db
      .collection<{ _id: string; seq: number }>('counters')
      .findOneAndUpdate({ _id: entity }, { $inc: { seq: block } }, { upsert: true, returnDocument: 'after' }),
  );
  return counter?.seq ?? block;
}

async function claimed(db: Db, name: string): Promise<boolean> {
  try {
    await db.collection<{ _id: string }>('id_blocks').insertOne({ _id: name });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Forgets the ids this process reserved for `entity`: one of them was refused as a duplicate, so
 * another process holds the same block (FerretDB's counter), and the next id comes from a new one.
 */
export function releaseIdBlock(db: Db, entity: string): void {
  blocks.delete(`${db.databaseName}/${entity}`);
}

/** Whether a write was refused because the unique `_id` (or another unique key) is taken. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}

/** Times an upsert is tried when its insert collides with another request's. */
const UPSERT_ATTEMPTS = 5;

/**
 * Runs an upsert, and again when it is refused as a duplicate key. Requests that upsert the same
 * document at once can each find none and insert it: MongoDB documents the race for a new
 * document, and FerretDB showed it once for a counter that existed (docs/ferretdb.md). The document
 * is there then, so the next attempt updates it. Only for a write that changed nothing when it was
 * refused: one upsert, or a bulk write whose every operation only sets fields on insert.
 */
export async function upserted<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isDuplicateKey(error) || attempt === UPSERT_ATTEMPTS) throw error;
    }
  }
}

const FRESH_ID_ATTEMPTS = 10;

/**
 * Runs `write` with a fresh id from `nextId` until it is not refused as a duplicate key (the
 * id taken by data written by other means): then the block is released and a new id drawn.
 */
export async function withFreshId<T>(
  db: Db,
  entity: string,
  base: number,
  block: number,
  write: (id: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < FRESH_ID_ATTEMPTS; attempt += 1) {
    const id = await nextId(db, entity, base, block);
    try {
      return await write(id);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      releaseIdBlock(db, entity);
    }
  }
  throw new Error(`no free ${entity} id after ${FRESH_ID_ATTEMPTS} attempts`);
}

/**
 * Inserts documents under fresh ids from `nextId`, in their order. Where the counter is not atomic
 * across replicas (FerretDB v1), two replicas can draw the same id: the unique `_id` refuses the
 * second insert, and that document draws again, so ids stay unique on every engine.
 */
export async function insertWithFreshIds<T extends { _id: string }>(
  collection: Collection<T>,
  entity: string,
  base: number,
  documents: Array<Omit<T, '_id'>>,
  block = 1,
  /** Runs with each batch, ids drawn, before it is inserted (what must exist before the documents do). */
  beforeInsert: (batch: T[]) => Promise<void> = async () => undefined,
): Promise<T[]> {
  const inserted: T[] = new Array(documents.length);
  let waiting = documents.map((_, index) => index);
  for (let attempt = 0; attempt < FRESH_ID_ATTEMPTS && waiting.length > 0; attempt += 1) {
    const batch: T[] = [];
    for (const index of waiting) {
      batch.push({ ...documents[index], _id: await nextId(collection.db, entity, base, block) } as T);
    }
    let refused = new Set<number>();
    await beforeInsert(batch);
    try {
      await collection.insertMany(batch as Array<OptionalUnlessRequiredId<T>>, { ordered: false });
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const errors = [error.writeErrors].flat();
      // Only duplicate ids are drawn again; a failure of the whole write (the server gone, no write
      // error named) is the caller's, never read as every document inserted.
      if (errors.length === 0 || errors.some((entry) => entry.code !== DUPLICATE_KEY)) throw error;
      refused = new Set(errors.map((entry) => entry.index));
      releaseIdBlock(collection.db, entity);
    }
    batch.forEach((document, position) => {
      if (!refused.has(position)) inserted[waiting[position]] = document;
    });
    waiting = waiting.filter((_, position) => refused.has(position));
  }
  if (waiting.length > 0) throw new Error(`no free ${entity} id after ${FRESH_ID_ATTEMPTS} attempts`);
  return inserted;
}

/**
 * A per-request loader of documents by `_id` within `scope` (the caller's account, visibility):
 * every id asked for during one request is fetched with one query.
 */
export function loaderById<T extends { _id: string }>(
  collection: Collection<T>,
  scope: Filter<T>,
): DataLoader<string, T | null> {
  return new DataLoader(async (ids) => {
    const found = (await collection.find({ ...scope, _id: { $in: [...ids] } } as Filter<T>).toArray()) as T[];
    const byId = new Map(found.map((document) => [document._id, document]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
