import type { Config } from '@workapi/config';
import { openFileStore } from '@workapi/files';
import type { Logger } from '@workapi/logging';
import { backgroundMongoClientOf, databaseFor } from '@workapi/stores';
import type { BackgroundWork } from '@workapi/subgraph';
import { FileSweep } from './sweep';

/**
 * Runs the file sweep every `FILE_SWEEP_INTERVAL_SECONDS`, one round at a time. Every items
 * process runs it: two rounds at once only remove the same unnamed files twice.
 */
export function startFileSweep(config: Config, logger: Logger): BackgroundWork {
  const mongo = backgroundMongoClientOf(config, 'workapi-items-files', 2);
  const db = databaseFor(mongo, config, 'items');
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    round = round
      .then(async () => new FileSweep(db, await openFileStore(config.files), logger).run())
      .catch((error: Error) =>
        logger.warn({ err: error.message }, 'file sweep failed; tried again next round'),
      );
  }, config.files.sweepIntervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
      await mongo.close();
    },
  };
}
