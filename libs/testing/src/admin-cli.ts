import { spawn } from 'node:child_process';
import { REPO_ROOT, testServices, type TestStack } from './stack';

/** How a run of the admin or schema CLI ended. */
export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

type StackStores = Pick<TestStack, 'dataDir' | 'mongoDbPrefix' | 'redisKeyPrefix'>;

/**
 * Runs `npm run admin` as an operator runs it against a stack: a child process with the stack's
 * store settings (overrides replace any of them). Each run is a new Node process compiling
 * TypeScript: seconds apiece on a busy machine.
 */
export const runAdminCli = (env: StackStores, args: string[], overrides: Record<string, string> = {}) =>
  runTool('tools/admin/main.ts', env, args, overrides);

/** Runs `npm run schema` against a stack's registry, as runAdminCli runs the admin CLI. */
export const runSchemaCli = (env: StackStores, args: string[], overrides: Record<string, string> = {}) =>
  runTool('tools/schema/main.ts', env, args, overrides);

function runTool(
  script: string,
  env: StackStores,
  args: string[],
  overrides: Record<string, string>,
): Promise<AdminRun> {
  const services = testServices();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATA_DIR: env.dataDir,
      MONGO_URL: services.mongo,
      REDIS_URL: services.redis,
      MONGO_DB_PREFIX: env.mongoDbPrefix,
      REDIS_KEY_PREFIX: env.redisKeyPrefix,
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The CLI's --json answer; throws on anything but exit code 0 with JSON alone on stdout. */
export async function adminCliJson<T = Record<string, unknown>>(
  env: StackStores,
  args: string[],
): Promise<T> {
  const run = await runAdminCli(env, [...args, '--json']);
  if (run.code !== 0) throw new Error(`admin ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}
