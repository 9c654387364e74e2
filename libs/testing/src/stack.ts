import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  freePort,
  installChromium,
  launchStack,
  onPath,
  provisionS3,
  provisionServices,
  s3Environment,
  versityGw,
  type ProvisionedS3,
  type ProvisionedServices,
  type RunningStack,
} from '@workapi/devservices';
import { GraphQLClient } from './client';
import { retryOnPortClash } from './port-clash';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const SERVICES_ENV = 'WORKAPI_TEST_SERVICES';
const BROWSER_ENV = 'WORKAPI_TEST_BROWSER';

/**
 * Jest global setup: MongoDB and Redis for the whole run, found or provisioned the same way as
 * `npm start` does (containers where a runtime exists, local binaries otherwise), thrown away after.
 */
export async function provisionTestServices(): Promise<ProvisionedServices & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workapi-test-'));
  const log = (message: string) => console.log(`[test services] ${message}`);
  const services = await provisionServices({ dataDir, env: process.env, persistent: false, log });
  process.env[SERVICES_ENV] = JSON.stringify({
    mongo: services.mongoUrl,
    redis: services.redisUrl,
    postgres: services.postgresUrl,
  });
  process.env[BROWSER_ENV] = JSON.stringify(await provisionBrowser(log));
  // Built now, so that a test asking for S3 starts it in a moment. Without Go, that test fails
  // with the same reason; the others need no S3.
  await versityGw(process.env, log).catch((error: Error) => log(error.message));
  return {
    ...services,
    dataDir,
    async stop() {
      await services.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium for the API explorer's browser test: found on PATH, else installed from the OS packages
 * when running as root (logged). When neither works, the reason (naming the command that would
 * install it) is kept for the browser test to fail with, so nothing is skipped in silence.
 */
async function provisionBrowser(
  log: (message: string) => void,
): Promise<{ path?: string; missing?: string }> {
  const found = onPath('chromium', process.env);
  if (found) return { path: found };
  try {
    const path = await installChromium(process.env, log);
    log(`chromium: installed ${path}`);
    return { path };
  } catch (error) {
    const missing = (error as Error).message;
    log(missing);
    return { missing };
  }
}

/** The Chromium of this test run, or an error saying how to install it. */
export function testBrowser(): string {
  const value = process.env[BROWSER_ENV];
  if (!value)
    throw new Error(`${BROWSER_ENV} is unset: run the e2e suite through its Jest config (global setup)`);
  const browser = JSON.parse(value) as { path?: string; missing?: string };
  if (!browser.path) throw new Error(browser.missing);
  return browser.path;
}

/** The services of this test run; `postgres` is the database under a provisioned FerretDB, if any. */
export function testServices(): { mongo: string; redis: string; postgres?: string } {
  const value = process.env[SERVICES_ENV];
  if (!value)
    throw new Error(`${SERVICES_ENV} is unset: run the e2e suite through its Jest config (global setup)`);
  return JSON.parse(value);
}

export interface TestAccount {
  name: string;
  tier: string;
  tokens: string[];
}

export interface TestStack {
  stack: RunningStack;
  gatewayUrl: string;
  ports: Record<'gateway' | 'boards' | 'items' | 'columns', number>;
  internalSecret: string;
  /** Where this stack's Redis keys start. */
  redisKeyPrefix: string;
  /** This stack's databases are `<prefix>_<subgraph>`. */
  mongoDbPrefix: string;
  /** A client per account, authenticated as that account's first user. */
  clients: Record<string, GraphQLClient>;
  anonymous: GraphQLClient;
  tokens: Record<string, string[]>;
  dataDir: string;
  /** The stack's S3-compatible server, when it was asked for (`s3`). */
  s3?: ProvisionedS3;
  /** The process id of each server (gateway and subgraphs). */
  pids(): Record<'gateway' | 'boards' | 'items' | 'columns', number>;
  stop(): Promise<void>;
}

const token = () => randomBytes(16).toString('hex');

/** An S3-compatible server of one test's own, and the keys to it (`provisionS3`). */
export function startTestS3(dataDir: string): Promise<ProvisionedS3> {
  const log = (message: string) => console.log(`[test services] ${message}`);
  return provisionS3({ dataDir, env: process.env, persistent: false, log });
}

/**
 * Starts the four real servers as processes over the shared services, with databases and Redis
 * keys unique to this stack so test files run in parallel without seeing each other. With `s3`,
 * the files go to an S3-compatible server of the stack's own, stopped with it.
 */
export async function startTestStack(
  accounts: Array<{
    name: string;
    tier?: string;
    users?: number;
    /** Each user's role, by position (DEV_ACCOUNTS' fourth part); the default is the contract's. */
    roles?: Array<string | undefined>;
  }> = [{ name: 'acme' }, { name: 'globex' }],
  extraEnv: Record<string, string> = {},
  options: { s3?: boolean } = {},
): Promise<TestStack> {
  const services = testServices();
  const unique = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), `workapi-stack-${unique}-`));
  const tokens: Record<string, string[]> = {};
  const entries: string[] = [];
  for (const account of accounts) {
    tokens[account.name] = Array.from({ length: account.users ?? 1 }, token);
    tokens[account.name].forEach((value, n) => {
      const role = account.roles?.[n];
      entries.push(`${value}:${account.tier ?? 'pro'}:${account.name}${role ? `:${role}` : ''}`);
    });
  }
  const internalSecret = randomBytes(32).toString('hex');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    MONGO_URL: services.mongo,
    REDIS_URL: services.redis,
    MONGO_DB_PREFIX: `t${unique}`,
    REDIS_KEY_PREFIX: `t${unique}:`,
    INTERNAL_SECRET: internalSecret,
    CURSOR_SECRET: randomBytes(32).toString('hex'),
    DEV_ACCOUNTS: entries.join(','),
    ...extraEnv,
  };
  const s3 = options.s3 ? await startTestS3(dataDir) : undefined;
  if (s3) Object.assign(env, s3Environment(s3));
  let ports = { gateway: 0, boards: 0, items: 0, columns: 0 };
  const stack = await retryOnPortClash(async () => {
    ports = {
      gateway: await freePort(),
      boards: await freePort(),
      items: await freePort(),
      columns: await freePort(),
    };
    const appPorts = {
      PORT: String(ports.gateway),
      BOARDS_PORT: String(ports.boards),
      ITEMS_PORT: String(ports.items),
      COLUMNS_PORT: String(ports.columns),
    };
    return launchStack({ root: REPO_ROOT, env: { ...appPorts, ...env }, output: 'pipe', supervise: true });
  }).catch(async (error) => {
    await s3?.stop();
    throw error;
  });
  const clients = Object.fromEntries(
    accounts.map((account) => [account.name, new GraphQLClient(stack.gatewayUrl, tokens[account.name][0])]),
  );
  return {
    stack,
    gatewayUrl: stack.gatewayUrl,
    ports,
    internalSecret,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    mongoDbPrefix: env.MONGO_DB_PREFIX,
    clients,
    anonymous: new GraphQLClient(stack.gatewayUrl),
    tokens,
    dataDir,
    ...(s3 && { s3 }),
    pids: () => stack.pids(),
    async stop() {
      await stack.stop();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const readRepoFile = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
