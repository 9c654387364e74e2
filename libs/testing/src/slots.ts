// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module (the package has no types) that libs compiling only their own src must see too
/// <reference path="./cluster-key-slot.d.ts" />
import calculateSlot from 'cluster-key-slot';
import { Redis, type Command } from 'ioredis';

/** What one command sent to Redis carried: its name and its keys (the client's key prefix in front). */
export interface SentCommand {
  name: string;
  keys: string[];
}

/**
 * A Redis client that sends nothing: each command is answered at once by `answer` (by default
 * `QUEUED` inside a transaction and null otherwise) and recorded. `units()` are what a Redis
 * Cluster must route to one slot: each command on its own, and each pipeline or transaction
 * whole, its commands together (they share the stream ioredis writes them to).
 */
export function recordingRedis(
  answer: (command: SentCommand & { args: unknown[] }) => unknown = () => null,
  keyPrefix = 'workapi:',
) {
  const redis = new Redis({ lazyConnect: true, keyPrefix, enableOfflineQueue: false });
  const units: SentCommand[][] = [];
  const byBatch = new Map<object, SentCommand[]>();
  const record = (command: Command, batch?: object) => {
    const sent = { name: command.name, keys: command.getKeys().map(String) };
    const unit = batch ? byBatch.get(batch) : undefined;
    if (unit) unit.push(sent);
    else {
      units.push([sent]);
      if (batch) byBatch.set(batch, units[units.length - 1]);
    }
    return sent;
  };
  redis.sendCommand = ((command: Command, batch?: object) => {
    const sent = record(command, batch);
    command.resolve(
      command.inTransaction && !['multi', 'exec'].includes(command.name)
        ? 'QUEUED'
        : answer({ ...sent, args: command.args }),
    );
    return command.promise;
  }) as typeof redis.sendCommand;
  return { redis, units: () => units };
}

/** The distinct Redis Cluster slots the keys of one unit (a command, a pipeline) fall in. */
export function slotsOf(unit: SentCommand[]): number[] {
  return [...new Set(unit.flatMap((command) => command.keys.map((key) => calculateSlot(key))))];
}
