import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isListening } from './processes';
import { RestartPolicy } from './supervise';

export const APPS = ['boards', 'items', 'columns', 'gateway'] as const;

type Env = Record<string, string | undefined>;

export interface StackOptions {
  /** The repository root (where package.json and apps/ are). */
  root: string;
  env: Env;
  /** 'inherit' shows the apps' logs in this terminal; 'pipe' keeps them for error reports. */
  output: 'inherit' | 'pipe';
  readyTimeoutMs?: number;
  /**
   * Restart an app that exits on its own once the stack is up, with backoff (0.5 s doubling to
   * 15 s, back to 0.5 s after a minute of running), logging each restart (`npm start`).
   */
  supervise?: boolean;
  log?: (message: string) => void;
  /**
   * A JSON file kept up to date with each app's process id (`{"gateway": 4242, ...}`), rewritten
   * when one restarts and removed when the stack stops: how `npm run profile` finds them.
   */
  pidsFile?: string;
}

export interface RunningStack {
  gatewayUrl: string;
  /** Resolves with the name and exit code of the first app that exits on its own (never, when supervised). */
  exited: Promise<{ app: string; code: number | null }>;
  /**
   * SIGTERM to the gateway, then, once it has drained, to the subgraphs (its in-flight requests still
   * need them); resolves with the exit code of each app it stopped (0: drained within its grace).
   */
  stop(): Promise<Partial<Record<(typeof APPS)[number], number | null>>>;
  /**
   * Stops one app for good (to see how the others cope): SIGTERM lets it drain, SIGKILL kills it
   * as a crash would; resolves when it has exited. It is not restarted.
   */
  stopApp(app: (typeof APPS)[number], signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
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
  let up = false;
  const log = options.log ?? (() => undefined);
  let firstExit: (exit: { app: string; code: number | null }) => void = () => undefined;
  const exited = new Promise<{ app: string; code: number | null }>((resolve) => (firstExit = resolve));
  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  interface Supervised {
    app: (typeof APPS)[number];
    child: ChildProcess;
    /** Stopped on purpose (stop, stopApp): not restarted. */
    held: boolean;
    policy: RestartPolicy;
    restart?: NodeJS.Timeout;
  }
  const spawnApp = (entry: Supervised) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('apps', entry.app, 'src', 'main.ts')], {
      cwd: options.root,
      env: options.env as NodeJS.ProcessEnv,
      stdio: ['ignore', options.output, options.output],
    });
    if (options.output === 'pipe') {
      const keep = (chunk: Buffer) =>
        outputs.set(entry.app, ((outputs.get(entry.app) ?? '') + chunk.toString()).slice(-OUTPUT_KEPT));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
    }
    entry.child = child;
    child.once('exit', (code, signal) => {
      if (stopping || entry.held || entry.child !== child) return;
      if (!up || !options.supervise) {
        firstExit({ app: entry.app, code });
        return;
      }
      const delayMs = entry.policy.exited(code, signal);
      entry.restart = setTimeout(() => {
        entry.restart = undefined;
        if (stopping || entry.held) return;
        spawnApp(entry);
        recordPids();
        entry.policy.restarted(entry.child.pid);
      }, delayMs);
    });
  };
  const pids = () =>
    Object.fromEntries(children.map(({ app, child }) => [app, child.pid ?? 0])) as Record<
      (typeof APPS)[number],
      number
    >;
  const recordPids = () => {
    if (!options.pidsFile) return;
    mkdirSync(dirname(options.pidsFile), { recursive: true });
    writeFileSync(options.pidsFile, `${JSON.stringify(pids())}\n`);
  };
  const children: Supervised[] = APPS.map((app) => {
    const entry = { app, held: false, policy: new RestartPolicy(app, log) } as Supervised;
    spawnApp(entry);
    return entry;
  });
  recordPids();
  /** Stops an app; its exit code when it was running, undefined when it had already exited. */
  const halt = async (entry: Supervised, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    entry.held = true;
    clearTimeout(entry.restart);
    if (entry.child.exitCode !== null || entry.child.signalCode !== null) return undefined;
    entry.child.kill(signal);
    return exitOf(entry.child);
  };
  const stop = async () => {
    stopping = true;
    const codes: Partial<Record<(typeof APPS)[number], number | null>> = {};
    const stopAll = (entries: Supervised[]) =>
      Promise.all(
        entries.map(async (entry) => {
          const code = await halt(entry);
          if (code !== undefined) codes[entry.app] = code;
        }),
      );
    await stopAll(children.filter((entry) => entry.app === 'gateway'));
    await stopAll(children.filter((entry) => entry.app !== 'gateway'));
    if (options.pidsFile) rmSync(options.pidsFile, { force: true });
    return codes;
  };
  const port = options.env.PORT ?? '4000';
  const gatewayUrl = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let early: { app: string; code: number | null } | undefined;
  void exited.then((first) => {
    if (!stopping && !up) early = first;
  });
  while (Date.now() < deadline && !early) {
    const ready = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(3_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) {
      up = true;
      const stopApp = async (app: string, signal?: 'SIGTERM' | 'SIGKILL') => {
        const entry = children.find((candidate) => candidate.app === app);
        if (entry) await halt(entry, signal);
      };
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
