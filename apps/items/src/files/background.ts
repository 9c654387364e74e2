import type { Config } from '@workapi/config';
import { openFileStore } from '@workapi/files';
import type { Logger } from '@workapi/logging';
import {
  backgroundMongoClientOf,
  databaseFor,
  everyInterval,
  ifLeased,
  type RedisClient,
} from '@workapi/stores';
import type { BackgroundWork } from '@workapi/subgraph';
import { liveColumnsOf } from './live-columns';
import { FileSweep } from './sweep';

/** The lease one items process sweeps under; renewed while a round runs, lapsed this long after a crash. */
const SWEEP_LEASE = 'files:sweep';
const SWEEP_LEASE_MS = 60_000;

/**
 * Runs the file sweep every `FILE_SWEEP_INTERVAL_SECONDS`, one round at a time, in one items
 * process at a time (a Redis lease): every round reads each account's items, which one replica
 * is enough for. Should the lease lapse mid-round, two rounds at once only remove the same
 * unnamed files twice.
 */
export function startFileSweep(config: Config, logger: Logger, redis: RedisClient): BackgroundWork {
  const mongo = backgroundMongoClientOf(config, 'workapi-items-files', 2);
  const db = databaseFor(mongo, config, 'items');
  const liveColumns = liveColumnsOf(config);
  const rounds = everyInterval(
    config.files.sweepIntervalSeconds * 1000,
    () =>
      ifLeased(redis, SWEEP_LEASE, SWEEP_LEASE_MS, async () =>
        new FileSweep(db, await openFileStore(config.files), logger, liveColumns).run(),
      ),
    (error) => logger.warn({ err: error.message }, 'file sweep failed; tried again next round'),
  );
  return {
    async stop() {
      await rounds.stop();
      await mongo.close();
    },
  };
}
