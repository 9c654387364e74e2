import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { join } from 'node:path';

/** Ports handed out by this process: never handed out twice, even once freed again. */
const handedOut = new Set<number>();

/** Where the OS picks the local ports of outgoing connections (and of `listen(0)`). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const range: [number, number] = [Number(low), Number(high)];
    if (range.every(Number.isInteger)) return range;
  } catch {
    // Not Linux: the IANA dynamic range.
  }
  return [49152, 65535];
}

/** Whether a loopback port can be listened on now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on the loopback interface for a server about to start. It is drawn at random
 * below the OS's ephemeral range: a port from `listen(0)` may meanwhile become the local port of
 * some outgoing connection, or be handed to another test process, and under load (parallel test
 * files, each starting servers) such a port then belonged to two servers at once.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const low = 10_000;
  const high = Math.max(low + 1_000, ephemeralLow) - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    if (await bindable(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free loopback port between ${low} and ${high}`);
}

/**
 * The fields of /proc/<pid>/stat from the third (state) on, or undefined when `pid` runs nothing
 * (exited, a zombie, or no /proc). The command name before them is in parentheses and may hold spaces.
 */
export function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : fields;
  } catch {
    return undefined;
  }
}

/** When `pid` started, in clock ticks after boot (stat field 22): tells a reused pid apart. */
export function startTimeOf(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

/** Whether something accepts TCP connections on this loopback port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** How long a service of ours may take to listen once started. */
const SERVICE_START_TIMEOUT_MS = 60_000;

export async function waitForPort(port: number, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`exited with code ${child.exitCode} before listening`);
    if (await isListening(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not open within ${timeoutMs} ms`);
}

export interface StartOptions {
  cwd?: string;
  /** The whole environment of the process (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** Run as this user instead of the current one (needs root). */
  user?: { uid: number; gid: number };
  /** What `stop()` sends first (default SIGTERM); SIGKILL follows after `stopTimeoutMs` (10 s). */
  stopSignal?: NodeJS.Signals;
  stopTimeoutMs?: number;
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The watchdog of `endWithThisProcess` ($1 pid, $2 a word of its command line, $3 stop signal, $4
 * seconds before SIGKILL). `read` returns only at EOF: its stdin is a pipe whose other end only the
 * parent holds, so EOF means the parent is gone. The command line is checked so that a pid reused
 * since is never signalled.
 */
const WATCHDOG = `
while read -r _; do :; done
alive() { grep -qa -- "$2" "/proc/$1/cmdline" 2>/dev/null; }
alive "$1" "$2" || exit 0
kill -s "$3" "$1"
waited=0
while alive "$1" "$2" && [ "$waited" -lt "$4" ]; do sleep 1; waited=$((waited + 1)); done
alive "$1" "$2" && kill -s KILL "$1"
`;

/**
 * Ties `child` to this process: when this process ends, however it ends (SIGKILL and crashes run
 * no handler of ours), `child` is sent `signal`, then SIGKILL after `graceSeconds`. A small shell
 * watchdog per child, in a session of its own (a Ctrl-C for our process group does not reach it),
 * reads a pipe from us until EOF, which the kernel delivers once we are gone. PR_SET_PDEATHSIG
 * would need a native addon (none well kept on npm) and fires on the death of the spawning thread,
 * not process; polling our pid from a timer would need a process of its own as well.
 */
export function endWithThisProcess(
  child: ChildProcess,
  marker: string,
  signal: NodeJS.Signals,
  graceSeconds: number,
): void {
  if (!child.pid) return;
  const args = [String(child.pid), marker, signal.replace(/^SIG/, ''), String(graceSeconds)];
  const watchdog = spawn('/bin/sh', ['-c', WATCHDOG, 'watchdog', ...args], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  // Neither the watchdog nor its pipe keeps this process alive.
  watchdog.unref();
  (watchdog.stdin as Socket).unref();
  child.once('exit', () => watchdog.kill('SIGKILL'));
}

/**
 * Starts a long-running service binary in its own process group (so a Ctrl-C meant for the apps
 * does not take the database down before they drain), ended with this process
 * (`endWithThisProcess`), logging to `${runDir}/${name}.log` and recording its pid so a start
 * after a crash can clean up what the crash left running.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  runDir: string,
  options: StartOptions = {},
): ManagedProcess {
  mkdirSync(runDir, { recursive: true });
  killStale(runDir, name);
  const log = openSync(join(runDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    stdio: ['ignore', log, log],
    detached: true,
    cwd: options.cwd,
    env: options.env,
    uid: options.user?.uid,
    gid: options.user?.gid,
  });
  closeSync(log);
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  endWithThisProcess(child, name, options.stopSignal ?? 'SIGTERM', Math.ceil(stopTimeoutMs / 1000));
  const pidFile = join(runDir, `${name}.pid`);
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(options.stopSignal ?? 'SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
        await exited;
        clearTimeout(timer);
      }
      rmSync(pidFile, { force: true });
    },
  };
}

/** Resolves with `managed` once it listens on `port`; stops it when it does not. */
export async function startListening(managed: ManagedProcess, port: number): Promise<ManagedProcess> {
  try {
    await waitForPort(port, SERVICE_START_TIMEOUT_MS, managed.child);
  } catch (error) {
    await managed.stop();
    throw error;
  }
  return managed;
}

function killStale(runDir: string, name: string): void {
  const pidFile = join(runDir, `${name}.pid`);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes(name)) process.kill(pid, 'SIGKILL');
  } catch {
    // Not running any more: nothing to clean up.
  }
  rmSync(pidFile, { force: true });
}
