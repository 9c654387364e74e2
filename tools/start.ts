// `npm start`: provisions MongoDB and Redis when no URLs are given (README, Where MongoDB and Redis come from),
// and an S3-compatible server for the files when DEV_S3=1 asks for one, then runs
// the three subgraphs (REPLICAS_<APP> processes each) and the gateway in the foreground, restarting any
// that crashes (with backoff), and any service process it started itself. `npm run restart -- <app>`
// (or SIGHUP with a request in ${DATA_DIR}/run/restart.json) restarts an app's processes one at a
// time. Ctrl-C or SIGTERM stops everything, and so does the end of the npm that ran it; should this
// process itself die, the processes it started stop on their own (endWithThisProcess). One
// `npm start` per DATA_DIR: a second one refuses to start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  APPS,
  launchStack,
  launcherChain,
  provisionServices,
  s3Environment,
  takeLock,
  wantsDevS3,
  whenLauncherGone,
  type App,
  type ProvisionedServices,
  type SubgraphApp,
} from '@workapi/devservices';
import { loadConfig } from '@workapi/config';

const root = resolve(__dirname, '..');
const env = { ...process.env };
const log = (message: string) => console.log(`[start] ${message}`);

/** `REPLICAS_BOARDS`, `REPLICAS_ITEMS`, `REPLICAS_COLUMNS`: processes of each subgraph (1 to 16, default 1). */
function replicasOf(variables: Record<string, string | undefined>): Partial<Record<SubgraphApp, number>> {
  const replicas: Partial<Record<SubgraphApp, number>> = {};
  for (const app of ['boards', 'items', 'columns'] as const) {
    const name = `REPLICAS_${app.toUpperCase()}`;
    const value = variables[name];
    if (value === undefined || value === '') continue;
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1 || count > 16)
      throw new Error(`${name} must be a whole number from 1 to 16`);
    replicas[app] = count;
  }
  return replicas;
}

/** What `npm run restart` asks of a running `npm start` (run/restart.json), and what it answers. */
export interface RestartRequest {
  id: string;
  app: App;
}

function devToken(dataDir: string): string {
  const file = join(dataDir, 'dev-token');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  // Recorded first: npm may be gone by the time the stack is up.
  const launchers = launcherChain();
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  env.DATA_DIR = dataDir;
  mkdirSync(dataDir, { recursive: true });
  // Two starts on one data directory would fight over its database files and pid files.
  const lock = takeLock(
    join(dataDir, 'run', 'start.lock'),
    (pid) =>
      `DATA_DIR ${dataDir} is in use by another npm start (pid ${pid}): ` +
      `stop that one (Ctrl-C in its terminal, or kill ${pid}) or set DATA_DIR to another directory`,
  );
  let services: ProvisionedServices | undefined;
  if (!production) {
    services = await provisionServices({
      dataDir,
      env,
      persistent: true,
      supervise: true,
      log,
      s3: wantsDevS3(env),
    });
    env.MONGO_URL = services.mongoUrl;
    env.REDIS_URL = services.redisUrl;
    if (services.s3) Object.assign(env, s3Environment(services.s3));
  }
  // Validates everything (and creates the development secrets) once, before any app starts.
  const config = loadConfig(env);
  if (!production && !env.DEV_ACCOUNTS) {
    const token = devToken(dataDir);
    env.DEV_ACCOUNTS = `${token}:pro:dev`;
    log(`dev account "dev" (tier pro), API token: ${token}`);
  }
  const pidsFile = join(dataDir, 'run', 'apps.json');
  const replicas = replicasOf(env);
  const stack = await launchStack({
    root,
    env,
    output: 'inherit',
    supervise: true,
    log,
    pidsFile,
    replicas,
  }).catch(async (error) => {
    await services?.stop();
    throw error;
  });
  // How `npm run restart` and whoever waits for "ready" find this process and its apps: written
  // and logged before "ready" is said, so a reader that sees "ready" has them (the two lines are
  // separate writes to the pipe).
  const runDir = join(dataDir, 'run');
  writeFileSync(join(runDir, 'start.pid'), String(process.pid));
  log(
    `apps: ${stack
      .processes()
      .map(({ app, port, pid }) => `${app} :${port} pid ${pid}`)
      .join(', ')}`,
  );
  log(`ready: ${stack.gatewayUrl} (health http://127.0.0.1:${config.ports.gateway}/ready)`);
  let restarts = Promise.resolve();
  process.on('SIGHUP', () => {
    let request: RestartRequest;
    try {
      request = JSON.parse(readFileSync(join(runDir, 'restart.json'), 'utf8')) as RestartRequest;
      if (!(APPS as readonly string[]).includes(request.app)) throw new Error(`no app ${request.app}`);
    } catch (error) {
      log(`SIGHUP without a valid ${join(runDir, 'restart.json')}: ${(error as Error).message}`);
      return;
    }
    // One restart at a time, in the order they were asked for.
    restarts = restarts.then(async () => {
      log(`restarting ${request.app}, one process at a time`);
      const answer: { id: string; done: boolean; error?: string } = await stack.restart(request.app).then(
        () => ({ id: request.id, done: true }),
        (error: Error) => ({ id: request.id, done: false, error: error.message }),
      );
      log(answer.done ? `${request.app} restarted` : `${request.app} restart failed: ${answer.error}`);
      // Written whole under another name, then renamed: `npm run restart` polls for the file and
      // must never read it half written.
      const answerFile = join(runDir, `restarted-${request.id}.json`);
      writeFileSync(`${answerFile}.part`, JSON.stringify(answer));
      renameSync(`${answerFile}.part`, answerFile);
    });
  });

  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${reason})`);
    const codes = await stack.stop();
    rmSync(join(dataDir, 'run', 'start.pid'), { force: true });
    await services?.stop();
    // An app that did not drain within its grace period (or failed while stopping) fails the stop.
    const unclean = Object.entries(codes).filter(([, exitCode]) => exitCode !== 0);
    for (const [app, exitCode] of unclean) log(`${app} did not stop cleanly (exit code ${exitCode})`);
    lock.release();
    log('stopped');
    process.exit(unclean.length > 0 ? 1 : code);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  whenLauncherGone(launchers, () => void stop('the npm that ran it has ended', 1));
  void stack.exited.then(({ app, code }) => stop(`${app} exited with code ${code}`, 1));
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
