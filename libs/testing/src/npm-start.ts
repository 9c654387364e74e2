import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { freePort } from '@workapi/devservices';
import { REPO_ROOT } from './stack';

export type AppPorts = Record<'gateway' | 'boards' | 'items' | 'columns', number>;

/** `npm start` running as a child of the test, its output kept. */
export interface StartedApi {
  child: ChildProcess;
  output(): string;
  exit: Promise<number | null>;
}

/** Four free ports, one per app. */
export async function freeAppPorts(): Promise<AppPorts> {
  return {
    gateway: await freePort(),
    boards: await freePort(),
    items: await freePort(),
    columns: await freePort(),
  };
}

/**
 * `size` consecutive free ports: `npm start` with replicas puts a subgraph's further replicas on the
 * ports above the four apps'.
 */
export async function freePortBlock(size: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    // Below the ephemeral range other tests' ports come from.
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const ports = Array.from({ length: size }, (_, index) => base + index);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return base;
  }
}

/** `npm run restart -- <app>` (tools/restart.ts) against the `npm start` of `dataDir`; its exit code. */
export function restartApp(dataDir: string, app: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/restart.ts', app], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export interface NpmStartOptions {
  /**
   * Run it through npm itself (`npm start`), in a process group of its own as a terminal would:
   * `child` is then npm, and `-child.pid` the group a Ctrl-C reaches. Otherwise `child` runs
   * tools/start.ts directly.
   */
  throughNpm?: boolean;
}

/** Runs `npm start` (tools/start.ts) as a user would, with its data in `dataDir` and the apps on `ports`. */
export function npmStart(
  dataDir: string,
  ports: AppPorts,
  extraEnv: Record<string, string> = {},
  options: NpmStartOptions = {},
): StartedApi {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(ports.gateway),
    BOARDS_PORT: String(ports.boards),
    ITEMS_PORT: String(ports.items),
    COLUMNS_PORT: String(ports.columns),
    ...extraEnv,
  };
  const [command, args] = options.throughNpm
    ? ['npm', ['start']]
    : [process.execPath, ['--import', 'tsx', 'tools/start.ts']];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env,
    stdio: 'pipe',
    detached: options.throughNpm,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** Resolves once `started` has logged `pattern`; fails with its output when it exits first or time runs out. */
export async function untilLogged(started: StartedApi, pattern: RegExp, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(started.output())) return;
    if (started.child.exitCode !== null) throw new Error(`npm start exited early:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not log ${pattern} within ${timeoutMs} ms:\n${started.output()}`);
}

/** Resolves once `npm start` says the API is ready. */
export const untilReady = (started: StartedApi) => untilLogged(started, /\[start\] ready/);
