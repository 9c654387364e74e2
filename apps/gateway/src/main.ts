import { closeOnSignals, createLogger, loadConfig } from '@workapi/service-kit';
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
