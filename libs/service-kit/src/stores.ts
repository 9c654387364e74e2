import { Redis } from 'ioredis';
import DataLoader from 'dataloader';
import { MongoClient, type Collection, type Db, type Filter, type IndexDescription } from 'mongodb';
import type { Config } from './config';
import type { Logger } from './logger';

const MONGO_START_DEADLINE_MS = 30_000;

/**
 * Connects and pings, retrying for a while: at start the database may still be coming up (a
 * container starting beside us, FerretDB opening its SQLite files), and that is not an error yet.
 */
export async function connectMongo(config: Config, appName: string, logger?: Logger): Promise<MongoClient> {
  const deadline = Date.now() + MONGO_START_DEADLINE_MS;
  for (let attempt = 1; ; attempt += 1) {
    const client = new MongoClient(config.mongoUrl, {
      appName,
      serverSelectionTimeoutMS: 5_000,
      connectTimeoutMS: 5_000,
    });
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

/** Each subgraph keeps its collections in a database of its own: `${prefix}_${subgraph}`. */
export function databaseFor(client: MongoClient, config: Config, subgraph: string): Db {
  return client.db(`${config.mongoDbPrefix}_${subgraph}`);
}

export type IndexPlan = Record<string, IndexDescription[]>;

/**
 * Creates the declared indexes; safe to run at every start (createIndexes is idempotent). One
 * index per command: FerretDB v1 drops the connection when one command re-creates several
 * existing indexes (docs/ferretdb.md), and MongoDB does not mind either way.
 */
export async function ensureIndexes(db: Db, plan: IndexPlan, logger: Logger): Promise<void> {
  for (const [collection, indexes] of Object.entries(plan)) {
    for (const index of indexes) await db.collection(collection).createIndexes([index]);
    logger.debug({ collection, indexes: indexes.map((index) => index.name) }, 'indexes ensured');
  }
}

export function connectRedis(config: Config, logger: Logger): Redis {
  const redis = new Redis(config.redisUrl, {
    keyPrefix: config.redisKeyPrefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) logger.warn({ err: error.message }, 'redis unavailable; retrying');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.info('redis reachable again');
    reported = false;
  });
  return redis;
}

/**
 * Numeric ids like monday.com's, from an atomic per-entity counter in the owner's database.
 * `base` keeps the id spaces of different entities apart, so an id names one kind of thing.
 */
const counterQueues = new Map<string, Promise<unknown>>();

export async function nextId(db: Db, entity: string, base: number): Promise<string> {
  // FerretDB v1 does not run findAndModify's $inc atomically: concurrent requests read the same
  // counter and hand out one id twice (docs/ferretdb.md). Counters are therefore taken one at a
  // time per process; MongoDB's $inc is atomic across replicas anyway.
  const key = `${db.databaseName}/${entity}`;
  const turn = (counterQueues.get(key) ?? Promise.resolve()).then(async () => {
    const counter = await db
      .collection<{ _id: string; seq: number }>('counters')
      .findOneAndUpdate({ _id: entity }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
    return String(base + (counter?.seq ?? 1));
  });
  const settled = turn.catch(() => undefined);
  counterQueues.set(key, settled);
  void settled.then(() => {
    if (counterQueues.get(key) === settled) counterQueues.delete(key);
  });
  return turn;
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
