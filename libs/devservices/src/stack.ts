import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { endWithThisProcess, isListening } from './processes';
import { RestartPolicy } from './supervise';

export const APPS = ['boards', 'items', 'columns', 'gateway'] as const;
export type App = (typeof APPS)[number];
export type SubgraphApp = Exclude<App, 'gateway'>;

type Env = Record<string, string | undefined>;

const PORT_VARIABLES: Record<App, string> = {
  gateway: 'PORT',
  boards: 'BOARDS_PORT',
  items: 'ITEMS_PORT',
  columns: 'COLUMNS_PORT',
};
const DEFAULT_PORTS: Record<App, number> = { gateway: 4000, boards: 4001, items: 4002, columns: 4003 };
const URLS_VARIABLES: Record<SubgraphApp, string> = {
  boards: 'BOARDS_URLS',
  items: 'ITEMS_URLS',
  columns: 'COLUMNS_URLS',
};

/**
 * The port of each process of the stack: an app's first at its own port, a subgraph's further
 * replicas at the ports upward from it that no other app of the stack takes.
 */
export function stackPorts(env: Env, replicas: Partial<Record<SubgraphApp, number>>): Record<App, number[]> {
  const base = Object.fromEntries(
    APPS.map((app) => [app, Number(env[PORT_VARIABLES[app]] ?? DEFAULT_PORTS[app])]),
  ) as Record<App, number>;
  const taken = new Set(Object.values(base));
  const ports = Object.fromEntries(APPS.map((app) => [app, [base[app]]])) as Record<App, number[]>;
  for (const app of APPS) {
    if (app === 'gateway') continue;
    let next = base[app];
    for (let replica = 1; replica < (replicas[app] ?? 1); replica += 1) {
      do next += 1;
      while (taken.has(next));
      taken.add(next);
      ports[app].push(next);
    }
  }
  return ports;
}

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
  /** How many processes of each subgraph to run (1 each by default): `REPLICAS_<APP>`. */
  replicas?: Partial<Record<SubgraphApp, number>>;
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
  /** The process id of each app's first process (the bench reads their peak memory from /proc). */
  pids(): Record<(typeof APPS)[number], number>;
  /** Every process of the stack: app, replica number, port and process id. */
  processes(): Array<{ app: App; replica: number; port: number; pid: number }>;
  /**
   * Restarts an app's processes one at a time, each once the one before is ready again (its
   * `/ready` answers 200): with two replicas or more, the app keeps serving throughout.
   */
  restart(app: App): Promise<void>;
}

const OUTPUT_KEPT = 20_000;
/** How long an app orphaned by our death may drain before SIGKILL (beyond any SHUTDOWN_GRACE_MS in use). */
const APP_STOP_SECONDS = 120;

/**
 * Runs the gateway and the three subgraphs as separate processes (straight from TypeScript via
 * tsx) and resolves once the gateway's `/ready` answers 200.
 */
export async function launchStack(options: StackOptions): Promise<RunningStack> {
  const ports = stackPorts(options.env, options.replicas ?? {});
  for (const port of Object.values(ports).flat()) {
    if (await isListening(port)) {
      throw new Error(
        `port ${port} is already in use (another npm start?): stop that process or set the *PORT variables`,
      );
    }
  }
  const host = (port: number) => `http://127.0.0.1:${port}/graphql`;
  // Every process knows every replica of each subgraph (the gateway to route, the subgraphs for
  // their internal calls); each listens on its own port.
  const shared: Env = { ...options.env };
  for (const app of ['boards', 'items', 'columns'] as const) {
    if (!options.env[URLS_VARIABLES[app]]) shared[URLS_VARIABLES[app]] = ports[app].map(host).join(',');
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
    replica: number;
    port: number;
    child: ChildProcess;
    /** Stopped on purpose (stop, stopApp): not restarted. */
    held: boolean;
    policy: RestartPolicy;
    restart?: NodeJS.Timeout;
  }
  const spawnApp = (entry: Supervised) => {
    const main = join('apps', entry.app, 'src', 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: options.root,
      env: { ...shared, [PORT_VARIABLES[entry.app]]: String(entry.port) } as NodeJS.ProcessEnv,
      stdio: ['ignore', options.output, options.output],
      // A process group of its own: a Ctrl-C (or kill -TERM -<pgid>) for ours reaches only us, and
      // `stop` drains the apps in order (gateway first), each once; a second signal from the
      // terminal would make an app quit without draining.
      detached: true,
    });
    // Should this process die without stopping the stack, the app still drains and frees its port.
    endWithThisProcess(child, main, 'SIGTERM', APP_STOP_SECONDS);
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
    Object.fromEntries(
      children.filter((entry) => entry.replica === 0).map(({ app, child }) => [app, child.pid ?? 0]),
    ) as Record<(typeof APPS)[number], number>;
  const processes = () =>
    children.map(({ app, replica, port, child }) => ({ app, replica, port, pid: child.pid ?? 0 }));
  const recordPids = () => {
    if (!options.pidsFile) return;
    mkdirSync(dirname(options.pidsFile), { recursive: true });
    writeFileSync(options.pidsFile, `${JSON.stringify(pids())}\n`);
  };
  const children: Supervised[] = APPS.flatMap((app) =>
    ports[app].map((port, replica) => {
      const name = replica === 0 ? app : `${app} #${replica + 1}`;
      const entry = { app, replica, port, held: false, policy: new RestartPolicy(name, log) } as Supervised;
      spawnApp(entry);
      return entry;
    }),
  );
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
  const readyAt = (port: number) =>
    fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(3_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
  /** One process after the other: stopped (it drains), started again on its port, ready again. */
  const restart = async (app: App) => {
    for (const entry of children.filter((candidate) => candidate.app === app)) {
      await halt(entry);
      if (stopping) return;
      entry.held = false;
      spawnApp(entry);
      recordPids();
      const until = Date.now() + (options.readyTimeoutMs ?? 90_000);
      while (!(await readyAt(entry.port))) {
        if (Date.now() > until) throw new Error(`${app} on port ${entry.port} did not become ready again`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      log(`${app} on port ${entry.port} restarted (pid ${entry.child.pid})`);
    }
  };
  const port = String(ports.gateway[0]);
  const gatewayUrl = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let early: { app: string; code: number | null } | undefined;
  void exited.then((first) => {
    if (!stopping && !up) early = first;
  });
  while (Date.now() < deadline && !early) {
    if (await readyAt(ports.gateway[0])) {
      up = true;
      const stopApp = async (app: string, signal?: 'SIGTERM' | 'SIGKILL') => {
        await Promise.all(
          children.filter((candidate) => candidate.app === app).map((entry) => halt(entry, signal)),
        );
      };
      return {
        gatewayUrl,
        exited,
        stop,
        stopApp,
        output: (app) => outputs.get(app) ?? '',
        pids,
        processes,
        restart,
      };
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
