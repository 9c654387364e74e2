import './tracing';
import { loadConfig } from '@workapi/config';
import { closeOnSignals } from '@workapi/http';
import { createLogger } from '@workapi/logging';
import { startGateway } from './gateway';

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger('gateway', config.logLevel);
  const { app } = await startGateway(config, logger);
  closeOnSignals(app, logger, config.shutdownGraceMs);
}

main().catch((error) => {
  console.error(`gateway failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
