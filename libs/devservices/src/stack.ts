import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { isListening } from './processes';

export const APPS = ['boards', 'items', 'columns', 'gateway'] as const;

type Env = Record<string, string | undefined>;

export interface StackOptions {
  /** The repository root (where package.json and apps/ are). */
  root: string;
  env: Env;
  /** 'inherit' shows the apps' logs in this terminal; 'pipe' keeps them for error reports. */
  output: 'inherit' | 'pipe';
  readyTimeoutMs?: number;
}

export interface RunningStack {
  gatewayUrl: string;
  /** Resolves with the name and exit code of the first app that exits on its own. */
  exited: Promise<{ app: string; code: number | null }>;
  /** SIGTERM to every app; resolves when all have drained and exited. */
  stop(): Promise<void>;
  /** SIGTERM to one app (to see how the others cope); resolves when it has exited. */
  stopApp(app: (typeof APPS)[number]): Promise<void>;
  /** Recent output of each app (only with output 'pipe'). */
  output(app: string): string;
  /** The process id of each app (the bench reads their peak memory from /proc). */
  pids(): Record<(typeof APPS)[number], number>;
}

const OUTPUT_KEPT = 20_000;

/**
 * Runs the gateway and the three subgraphs as separate processes (straight from TypeScript via
 * tsx) and resolves once the gateway's `/ready` answers 200.
 */
export async function launchStack(options: StackOptions): Promise<RunningStack> {
  const ports = ['PORT', 'BOARDS_PORT', 'ITEMS_PORT', 'COLUMNS_PORT'].map((name, index) =>
    Number(options.env[name] ?? 4000 + index),
  );
  for (const port of ports) {
    if (await isListening(port)) {
      throw new Error(
        `port ${port} is already in use (another npm start?): stop that process or set the *PORT variables`,
      );
    }
  }
  const outputs = new Map<string, string>();
  let stopping = false;
  const children = APPS.map((app) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('apps', app, 'src', 'main.ts')], {
      cwd: options.root,
      env: options.env as NodeJS.ProcessEnv,
      stdio: ['ignore', options.output, options.output],
    });
    if (options.output === 'pipe') {
      const keep = (chunk: Buffer) =>
        outputs.set(app, ((outputs.get(app) ?? '') + chunk.toString()).slice(-OUTPUT_KEPT));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    }
    return { app, child };
  });
  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
  const exited = Promise.race(children.map(async ({ app, child }) => ({ app, code: await exitOf(child) })));
  const stop = async () => {
    stopping = true;
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(({ child }) => exitOf(child)));
  };
  const port = options.env.PORT ?? '4000';
  const gatewayUrl = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let early: { app: string; code: number | null } | undefined;
  void exited.then((first) => {
    if (!stopping) early = first;
  });
  while (Date.now() < deadline && !early) {
    const ready = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(3_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) {
      const stopApp = async (app: string) => {
        const entry = children.find((candidate) => candidate.app === app);
        if (!entry) return;
        stopping = true;
        entry.child.kill('SIGTERM');
        await exitOf(entry.child);
      };
      const pids = () =>
        Object.fromEntries(children.map(({ app, child }) => [app, child.pid ?? 0])) as Record<
          (typeof APPS)[number],
          number
        >;
      return { gatewayUrl, exited, stop, stopApp, output: (app) => outputs.get(app) ?? '', pids };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const reason = early
    ? `${early.app} exited with code ${early.code}`
    : 'the gateway did not become ready in time';
  const detail =
    options.output === 'pipe' ? APPS.map((app) => `--- ${app}\n${outputs.get(app) ?? ''}`).join('\n') : '';
  throw new Error(`stack failed to start: ${reason}\n${detail}`);
}
