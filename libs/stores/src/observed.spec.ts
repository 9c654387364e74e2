import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { MongoClient } from 'mongodb';
import type { Counter, Histogram } from 'prom-client';
import {
  databaseCommands,
  databaseDuration,
  databaseErrors,
  redisDuration,
  redisErrors,
} from '@workapi/logging';
import { observeDatabase, observeRedis } from './observed';

/** A counter's total over every series carrying these labels. */
async function counted(counter: Counter<string>, labels: Record<string, string>): Promise<number> {
  const { values } = await counter.get();
  return values
    .filter((entry) => Object.entries(labels).every(([k, v]) => entry.labels[k] === v))
    .reduce((total, entry) => total + entry.value, 0);
}

/** How many observations a histogram holds under these labels, and their sum. */
async function observed(histogram: Histogram<string>, labels: Record<string, string>) {
  const { values } = await histogram.get();
  const matching = values.filter((entry) => Object.entries(labels).every(([k, v]) => entry.labels[k] === v));
  return {
    count: matching.find((entry) => entry.metricName?.endsWith('_count'))?.value ?? 0,
    sum: matching.find((entry) => entry.metricName?.endsWith('_sum'))?.value ?? 0,
  };
}

describe('observeDatabase', () => {
  it('times answered and failed commands, counts failures, and leaves the driver housekeeping out', async () => {
    const client = new EventEmitter();
    observeDatabase(client as unknown as MongoClient);
    client.emit('commandStarted', { commandName: 'aggregate', command: { aggregate: 'items' } });
    client.emit('commandSucceeded', { commandName: 'aggregate', duration: 40 });
    client.emit('commandStarted', { commandName: 'getMore', command: { getMore: 7, collection: 'items' } });
    client.emit('commandStarted', { commandName: 'aggregate', command: { aggregate: 1 } });
    client.emit('commandFailed', { commandName: 'aggregate', duration: 2_000 });
    client.emit('commandStarted', { commandName: 'hello', command: { hello: 1 } });
    client.emit('commandSucceeded', { commandName: 'hello', duration: 1 });

    expect(await counted(databaseCommands, { command: 'aggregate' })).toBe(2);
    expect(await counted(databaseCommands, { command: 'aggregate', collection: 'items' })).toBe(1);
    expect(await counted(databaseCommands, { command: 'getMore', collection: 'items' })).toBe(1);
    expect(await observed(databaseDuration, { op: 'aggregate' })).toEqual({ count: 2, sum: 2.04 });
    expect(await counted(databaseErrors, { op: 'aggregate' })).toBe(1);
    expect(await counted(databaseCommands, { command: 'hello' })).toBe(0);
    expect((await observed(databaseDuration, { op: 'hello' })).count).toBe(0);
  });
});

describe('observeRedis', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    // A Redis that answers GET (and PING) and refuses everything else.
    server = createServer((socket) =>
      socket.on('data', (chunk) => {
        const command = chunk.toString().toLowerCase();
        if (command.includes('ping')) socket.write('+PONG\r\n');
        else socket.write(command.includes('get') ? '$5\r\nvalue\r\n' : '-ERR refused\r\n');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('times each command and counts those Redis refuses, leaving its own housekeeping out', async () => {
    const redis = new Redis({ port, host: '127.0.0.1', enableReadyCheck: false, maxRetriesPerRequest: 0 });
    observeRedis(redis);
    expect(await redis.get('key')).toBe('value');
    await expect(redis.set('key', 'value')).rejects.toThrow('refused');
    expect(await redis.ping()).toBe('PONG');
    redis.disconnect();

    expect((await observed(redisDuration, { command: 'get' })).count).toBe(1);
    expect((await observed(redisDuration, { command: 'set' })).count).toBe(1);
    expect(await counted(redisErrors, { command: 'get' })).toBe(0);
    expect(await counted(redisErrors, { command: 'set' })).toBe(1);
    // CLIENT SETINFO on connecting (refused here, as by a Redis before 7.2), the readiness PING
    expect(await counted(redisErrors, { command: 'client' })).toBe(0);
    expect((await observed(redisDuration, { command: 'ping' })).count).toBe(0);
  });

  it('counts the commands refused at once while Redis is away', async () => {
    const redis = new Redis({ port: 1, host: '127.0.0.1', enableOfflineQueue: false, lazyConnect: true });
    redis.on('error', () => undefined);
    observeRedis(redis);
    const before = await counted(redisErrors, { command: 'set' });
    await expect(redis.set('key', 'value')).rejects.toThrow();
    redis.disconnect();
    expect(await counted(redisErrors, { command: 'set' })).toBe(before + 1);
  });
});
