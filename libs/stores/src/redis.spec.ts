import { Cluster, Redis } from 'ioredis';
import pino from 'pino';
import { connectRedis, primariesOf, queueConnectionOf, redisTargetOf, RedisUrlError } from './redis';

describe('REDIS_URL', () => {
  it('names one server as ioredis reads it', () => {
    expect(redisTargetOf('redis://:secret@cache:6379/2')).toEqual({
      kind: 'server',
      url: 'redis://:secret@cache:6379/2',
    });
  });

  it('names a Redis Cluster by some of its nodes', () => {
    expect(redisTargetOf('redis+cluster://app:p%40ss@10.0.0.1:7000,10.0.0.2:7001')).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
      ],
      auth: { username: 'app', password: 'p@ss' },
      tls: false,
    });
    expect(redisTargetOf('rediss+cluster://c:7000')).toMatchObject({ kind: 'cluster', tls: true });
  });

  it("names a Sentinel set, the primary they watch, its database and the Sentinels' password", () => {
    expect(
      redisTargetOf('redis+sentinel://:secret@s1:26379,s2:26379,s3:26379/mymaster/3?sentinelPassword=s%20p'),
    ).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
        { host: 's3', port: 26379 },
      ],
      name: 'mymaster',
      db: 3,
      auth: { password: 'secret' },
      sentinelPassword: 's p',
      tls: false,
    });
    expect(redisTargetOf('redis+sentinel://s1:26379/mymaster')).toMatchObject({ db: 0, auth: {} });
  });

  it.each([
    ['redis+cluster://c:7000/1', /takes no path/],
    ['redis+cluster://c', /not host:port/],
    ['redis+sentinel://s1:26379', /primary name/],
    ['redis+sentinel://s1:26379/mymaster/x', /primary name/],
    ['redis+shard://s1:26379', /must be/],
  ])('refuses %s with a message that says the form', (url, message) => {
    expect(() => redisTargetOf(url)).toThrow(RedisUrlError);
    expect(() => redisTargetOf(url)).toThrow(message);
  });

  it('connects a cluster client for a cluster URL, and one server for the rest', () => {
    const silent = pino({ level: 'silent' });
    const cluster = connectRedis({ redisUrl: 'redis+cluster://127.0.0.1:1', redisKeyPrefix: 'p:' }, silent);
    const server = connectRedis({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'p:' }, silent);
    try {
      expect(cluster).toBeInstanceOf(Cluster);
      expect(server).toBeInstanceOf(Redis);
      expect(primariesOf(server)).toEqual([server]);
    } finally {
      cluster.disconnect();
      server.disconnect();
    }
  });

  it("pipelines the servers' commands of one event-loop turn, but not a queue's or a cluster's", () => {
    const silent = pino({ level: 'silent' });
    const server = connectRedis({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'p:' }, silent);
    const cluster = connectRedis({ redisUrl: 'redis+cluster://127.0.0.1:1', redisKeyPrefix: 'p:' }, silent);
    const queue = queueConnectionOf({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      expect((server as Redis).options.enableAutoPipelining).toBe(true);
      expect((cluster as Cluster).options.enableAutoPipelining).toBeFalsy();
      expect((queue as Redis).options.enableAutoPipelining).toBe(false);
    } finally {
      for (const redis of [server, cluster, queue]) redis.disconnect();
    }
  });
});
