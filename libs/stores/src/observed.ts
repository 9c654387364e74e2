import type { Cluster, Command, Redis } from 'ioredis';
import type { CommandStartedEvent, MongoClient } from 'mongodb';
import {
  databaseCommands,
  databaseDuration,
  databaseErrors,
  redisDuration,
  redisErrors,
  secondsSince,
} from '@workapi/logging';

/** Handshakes and health checks are the driver's own traffic, not work a request asked for. */
const DRIVER_HOUSEKEEPING = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'endSessions',
  'saslStart',
  'saslContinue',
]);

/**
 * The collection a command names: its own field for most (`find: 'items'`), `collection` for
 * `getMore`; empty for database-wide commands. The names are the code's own, so the label stays few.
 */
function collectionOf(event: CommandStartedEvent): string {
  const named = event.commandName === 'getMore' ? event.command.collection : event.command[event.commandName];
  return typeof named === 'string' ? named : '';
}

/**
 * Counts and times every command the client sends, and counts those that fail, from the driver's
 * command monitoring (the client must be made with `monitorCommands: true`). Counted by collection
 * too, so a test can tell which collection a request read (update-texts.e2e.ts).
 */
export function observeDatabase(client: MongoClient): void {
  client.on('commandStarted', (event) => {
    if (DRIVER_HOUSEKEEPING.has(event.commandName)) return;
    databaseCommands.inc({ command: event.commandName, collection: collectionOf(event) });
  });
  client.on('commandSucceeded', (event) => {
    if (DRIVER_HOUSEKEEPING.has(event.commandName)) return;
    databaseDuration.observe({ op: event.commandName }, event.duration / 1000);
  });
  client.on('commandFailed', (event) => {
    if (DRIVER_HOUSEKEEPING.has(event.commandName)) return;
    databaseDuration.observe({ op: event.commandName }, event.duration / 1000);
    databaseErrors.inc({ op: event.commandName });
  });
}

/**
 * What ioredis sends on each connection by itself (`CLIENT SETINFO`, which a Redis before 7.2
 * refuses, and the ready check), and the readiness probe's PING: not work a request asked for.
 */
const CLIENT_HOUSEKEEPING = new Set(['auth', 'hello', 'client', 'info', 'select', 'ping']);

/**
 * Times every command the client sends, from its first send to its answer, and counts those that
 * fail (refused at once while Redis is away included). ioredis has no command events, so its one
 * entry point, `sendCommand`, is wrapped: pipelines and transactions send each command through it
 * (a cluster's too, which then hands each to the node that serves its slot).
 */
export function observeRedis(redis: Redis | Cluster): void {
  const send = redis.sendCommand.bind(redis) as (command: Command, ...rest: unknown[]) => unknown;
  // A command sent again after a reconnection passes through twice; it is timed once.
  const seen = new WeakSet<object>();
  const observed = (command: Command, ...rest: unknown[]) => {
    if (!seen.has(command) && !CLIENT_HOUSEKEEPING.has(command.name)) {
      seen.add(command);
      const start = performance.now();
      const labels = { command: command.name };
      command.promise.then(
        () => redisDuration.observe(labels, secondsSince(start)),
        () => {
          redisDuration.observe(labels, secondsSince(start));
          redisErrors.inc(labels);
        },
      );
    }
    return send(command, ...rest);
  };
  redis.sendCommand = observed as typeof redis.sendCommand;
}
