// `npm start`: provisions MongoDB and Redis when no URLs are given (README, Where MongoDB and Redis come from), then runs
// the three subgraphs and the gateway in the foreground, restarting any that crashes (with backoff),
// and any service process it started itself. Ctrl-C or SIGTERM stops everything.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchStack, provisionServices, type ProvisionedServices } from '@workapi/devservices';
import { loadConfig } from '@workapi/config';

const root = resolve(__dirname, '..');
const env = { ...process.env };
const log = (message: string) => console.log(`[start] ${message}`);

function devToken(dataDir: string): string {
  const file = join(dataDir, 'dev-token');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  env.DATA_DIR = dataDir;
  mkdirSync(dataDir, { recursive: true });
  let services: ProvisionedServices | undefined;
  if (!production) {
    services = await provisionServices({ dataDir, env, persistent: true, supervise: true, log });
    env.MONGO_URL = services.mongoUrl;
    env.REDIS_URL = services.redisUrl;
  }
  // Validates everything (and creates the development secrets) once, before any app starts.
  const config = loadConfig(env);
  if (!production && !env.DEV_ACCOUNTS) {
    const token = devToken(dataDir);
    env.DEV_ACCOUNTS = `${token}:pro:dev`;
    log(`dev account "dev" (tier pro), API token: ${token}`);
  }
  const pidsFile = join(dataDir, 'run', 'apps.json');
  const stack = await launchStack({ root, env, output: 'inherit', supervise: true, log, pidsFile }).catch(
    async (error) => {
      await services?.stop();
      throw error;
    },
  );
  log(`ready: ${stack.gatewayUrl} (health http://127.0.0.1:${config.ports.gateway}/ready)`);
  log(
    `apps: ${Object.entries(stack.pids())
      .map(([app, pid]) => `${app} pid ${pid}`)
      .join(', ')}`,
  );

  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${reason})`);
    const codes = await stack.stop();
    await services?.stop();
    // An app that did not drain within its grace period (or failed while stopping) fails the stop.
    const unclean = Object.entries(codes).filter(([, exitCode]) => exitCode !== 0);
    for (const [app, exitCode] of unclean) log(`${app} did not stop cleanly (exit code ${exitCode})`);
    log('stopped');
    process.exit(unclean.length > 0 ? 1 : code);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  void stack.exited.then(({ app, code }) => stop(`${app} exited with code ${code}`, 1));
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
