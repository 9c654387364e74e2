import { createLogger, loadConfig, stopOnSignals } from '@workapi/service-kit';
import { startGateway } from './gateway';

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger('gateway', config.logLevel);
  const { service } = await startGateway(config, logger);
  stopOnSignals(service, logger);
}

main().catch((error) => {
  console.error(`gateway failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
