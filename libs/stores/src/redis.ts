import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { Config } from '@workapi/config';
import type { Logger } from '@workapi/logging';
import { observeRedis } from './observed';

/**
 * A connection to the stack's Redis: one server (or a managed endpoint that follows failover), a
 * Sentinel-watched primary (both `Redis`), or a Redis Cluster. Every multi-key command, script,
 * transaction and pipeline the servers send keeps its keys under one hash tag (`{account}`,
 * `{snapshot id}`), so each is one slot's and runs the same on all three (docs/scaling.md, Redis).
 */
export type RedisClient = Redis | Cluster;

/** Where `REDIS_URL` points, read from its scheme (README, Configuration). */
export type RedisTarget =
  | { kind: 'server'; url: string }
  | { kind: 'cluster'; nodes: Array<{ host: string; port: number }>; auth: Auth; tls: boolean }
  | {
      kind: 'sentinel';
      sentinels: Array<{ host: string; port: number }>;
      name: string;
      db: number;
      auth: Auth;
      sentinelPassword?: string;
      tls: boolean;
    };

interface Auth {
  username?: string;
  password?: string;
}

/** `redis[s]+cluster://` and `redis[s]+sentinel://`: a comma-separated host list, which `URL` cannot parse. */
const SEVERAL_HOSTS =
  /^(rediss?)\+(cluster|sentinel):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/?#]+)(\/[^?#]*)?(?:\?([^#]*))?$/;

export class RedisUrlError extends Error {}

/**
 * Reads `REDIS_URL`:
 * - `redis://[[user]:password@]host:port[/db]` (or `rediss://`): one server, as ioredis reads it;
 * - `redis+cluster://[[user]:password@]host:port[,host:port...]`: a Redis Cluster, from any of its nodes;
 * - `redis+sentinel://[[user]:password@]host:port[,host:port...]/<primary name>[/db][?sentinelPassword=...]`:
 *   the primary the Sentinels name; the credentials are the primary's.
 * `rediss+cluster://` and `rediss+sentinel://` speak TLS to every node (and to the Sentinels).
 */
export function redisTargetOf(url: string): RedisTarget {
  if (!/^rediss?\+/.test(url)) return { kind: 'server', url };
  const match = SEVERAL_HOSTS.exec(url);
  if (!match)
    throw new RedisUrlError(`REDIS_URL ${schemeOf(url)} must be ${schemeOf(url)}host:port[,host:port...]`);
  const [, scheme, kind, username, password, hostList, path = '', query = ''] = match;
  const hosts = hostList.split(',').map((entry) => {
    const host = /^([^:]+):(\d{1,5})$/.exec(entry.trim());
    if (!host) throw new RedisUrlError(`REDIS_URL: "${entry}" is not host:port`);
    return { host: host[1], port: Number(host[2]) };
  });
  const auth: Auth = {
    ...(username && { username: decodeURIComponent(username) }),
    ...(password && { password: decodeURIComponent(password) }),
  };
  const tls = scheme === 'rediss';
  const params = new URLSearchParams(query);
  const segments = path.split('/').filter(Boolean);
  if (kind === 'cluster') {
    // A cluster has only database 0.
    if (segments.length > 0) throw new RedisUrlError('REDIS_URL redis+cluster:// takes no path');
    return { kind: 'cluster', nodes: hosts, auth, tls };
  }
  const [name, db = '0', ...rest] = segments;
  if (!name || rest.length > 0 || !/^\d+$/.test(db)) {
    throw new RedisUrlError('REDIS_URL redis+sentinel:// must end in /<primary name>[/db]');
  }
  const sentinelPassword = params.get('sentinelPassword') ?? undefined;
  return {
    kind: 'sentinel',
    sentinels: hosts,
    name: decodeURIComponent(name),
    db: Number(db),
    auth,
    ...(sentinelPassword && { sentinelPassword }),
    tls,
  };
}

const schemeOf = (url: string) => /^[^:]+:\/\//.exec(url)?.[0] ?? 'redis://';

/** What a connection does with a command while Redis is away. */
interface WhileAway {
  maxRetriesPerRequest: number | null;
  enableOfflineQueue: boolean;
}

/**
 * The servers' connections fail a command at once while Redis is away (the servers then serve
 * without it, or refuse what needs it), and keep reconnecting.
 */
const FAIL_AT_ONCE: WhileAway = { maxRetriesPerRequest: 1, enableOfflineQueue: false };
/** A queue's connection waits for Redis instead: BullMQ blocks on it and requires this. */
const WAIT: WhileAway = { maxRetriesPerRequest: null, enableOfflineQueue: true };
const reconnectIn = (attempt: number) => Math.min(attempt * 200, 2_000);

function clientOf(target: RedisTarget, keyPrefix: string, whileAway: WhileAway): RedisClient {
  const options: RedisOptions = {
    ...whileAway,
    keyPrefix,
    lazyConnect: false,
    retryStrategy: reconnectIn,
    // The servers' commands of one event-loop turn go out in one write (`enableAutoPipelining`):
    // system calls writing one command each were 6% of the gateway's CPU under load. Not for a
    // queue's connection (BullMQ's own), nor on a cluster, where ioredis routes a pipelined EVAL
    // by its key count instead of its key (redis/ioredis#2109).
    enableAutoPipelining: whileAway === FAIL_AT_ONCE,
  };
  switch (target.kind) {
    case 'server':
      return new Redis(target.url, options);
    case 'sentinel':
      return new Redis({
        ...options,
        ...target.auth,
        sentinels: target.sentinels,
        name: target.name,
        db: target.db,
        ...(target.sentinelPassword && { sentinelPassword: target.sentinelPassword }),
        ...(target.tls && { tls: {}, enableTLSForSentinelMode: true, sentinelTLS: {} }),
      });
    case 'cluster': {
      const cluster: ClusterOptions = {
        keyPrefix,
        enableOfflineQueue: whileAway.enableOfflineQueue,
        clusterRetryStrategy: reconnectIn,
        redisOptions: {
          ...target.auth,
          maxRetriesPerRequest: whileAway.maxRetriesPerRequest,
          ...(target.tls && { tls: {} }),
        },
      };
      return new Cluster(target.nodes, cluster);
    }
  }
}

/** The stack's Redis, as `REDIS_URL` names it; its commands timed (`observeRedis`), its outages logged once. */
export function connectRedis(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
  logger: Logger,
): RedisClient {
  const redis = clientOf(redisTargetOf(config.redisUrl), config.redisKeyPrefix, FAIL_AT_ONCE);
  observeRedis(redis);
  let reported = false;
  redis.on('error', (error: Error) => {
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
 * A connection for a BullMQ queue and its workers, to the Redis `REDIS_URL` names (a Cluster as an
 * ioredis `Cluster`, which BullMQ takes). It waits for Redis rather than failing commands, and has
 * no `keyPrefix`, which BullMQ refuses: the queue's own `prefix` carries the stack's, ending in one
 * hash tag so that on a cluster every key of the queue is one slot's (BullMQ's scripts touch several).
 * Its commands are timed; its failures reach the queue's and workers' `error` events, which their
 * owner logs.
 */
export function queueConnectionOf(config: Pick<Config, 'redisUrl'>): RedisClient {
  const redis = clientOf(redisTargetOf(config.redisUrl), '', WAIT);
  observeRedis(redis);
  redis.on('error', () => undefined);
  return redis;
}

/**
 * A second connection for SUBSCRIBE (a subscribed connection does nothing else), which queues
 * and waits for Redis instead of failing at once. On a cluster a PUBLISH reaches every node, so a
 * subscriber on any of them hears it.
 */
export function subscriberOf(redis: RedisClient): RedisClient {
  const waiting = { enableOfflineQueue: true };
  return redis instanceof Cluster
    ? redis.duplicate(undefined, {
        ...waiting,
        redisOptions: { ...redis.options.redisOptions, maxRetriesPerRequest: null },
      })
    : redis.duplicate({ ...waiting, maxRetriesPerRequest: null });
}

/** The servers that hold keys: the one server, or each primary of a cluster (what SCAN must visit). */
export function primariesOf(redis: RedisClient): Redis[] {
  return redis instanceof Cluster ? redis.nodes('master') : [redis];
}
