import { Redis } from 'ioredis';
import { MongoClient, type Db, type IndexDescription } from 'mongodb';
import type { Config } from './config';
import type { Logger } from './logger';

export async function connectMongo(config: Config, appName: string): Promise<MongoClient> {
  const client = new MongoClient(config.mongoUrl, {
    appName,
    serverSelectionTimeoutMS: 5_000,
    connectTimeoutMS: 5_000,
  });
  await client.connect();
  return client;
}

/** Each subgraph keeps its collections in a database of its own: `${prefix}_${subgraph}`. */
export function databaseFor(client: MongoClient, config: Config, subgraph: string): Db {
  return client.db(`${config.mongoDbPrefix}_${subgraph}`);
}

export type IndexPlan = Record<string, IndexDescription[]>;

/** Creates the declared indexes; safe to run at every start (createIndexes is idempotent). */
export async function ensureIndexes(db: Db, plan: IndexPlan, logger: Logger): Promise<void> {
  for (const [collection, indexes] of Object.entries(plan)) {
    await db.collection(collection).createIndexes(indexes);
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
export async function nextId(db: Db, entity: string, base: number): Promise<string> {
  const counter = await db
    .collection<{ _id: string; seq: number }>('counters')
    .findOneAndUpdate({ _id: entity }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
  return String(base + (counter?.seq ?? 1));
}
