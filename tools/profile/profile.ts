import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from '@workapi/devservices';
import { PROFILE_SIGNAL } from '@workapi/telemetry';

export type App = (typeof APPS)[number];

export const HELP = `npm run profile -- [app ...] [--seconds N]

CPU profiles of the apps of a running npm start (all four when none is named: ${APPS.join(', ')}),
taken for N seconds (default 10) and written to \${DATA_DIR:-.data}/profiles/ as .cpuprofile files:
open them in https://www.speedscope.app or Chrome DevTools (Performance, Load profile).`;

export interface ProfileOptions {
  apps: App[];
  seconds: number;
}

export class UsageError extends Error {}

export function parseProfileArgs(args: string[]): ProfileOptions | 'help' {
  const apps: App[] = [];
  let seconds = 10;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--seconds') {
      seconds = Number(args[(index += 1)]);
      if (!(seconds > 0 && seconds <= 3_600)) throw new UsageError('--seconds takes a number from 0 to 3600');
    } else if ((APPS as readonly string[]).includes(arg)) {
      if (!apps.includes(arg as App)) apps.push(arg as App);
    } else throw new UsageError(`unknown app or option: ${arg}`);
  }
  return { apps: apps.length > 0 ? apps : [...APPS], seconds };
}

/** The process ids `npm start` recorded (`${DATA_DIR}/run/apps.json`) of those of `apps` that run. */
export function runningApps(pidsFile: string, apps: App[]): Map<App, number> {
  if (!existsSync(pidsFile)) throw new UsageError(`${pidsFile} does not exist: is npm start running?`);
  const pids = JSON.parse(readFileSync(pidsFile, 'utf8')) as Partial<Record<App, number>>;
  const running = new Map<App, number>();
  for (const app of apps) {
    const pid = pids[app];
    if (!pid) throw new UsageError(`${pidsFile} names no ${app} process`);
    try {
      process.kill(pid, 0);
    } catch {
      throw new UsageError(`${app} (pid ${pid}) is not running: is npm start running?`);
    }
    running.set(app, pid);
  }
  return running;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest profile of `app` (process `pid`) in `dir` not among `before`. */
function newProfile(dir: string, app: App, pid: number, before: Set<string>): string | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((name) => name.startsWith(`${app}-${pid}-`) && name.endsWith('.cpuprofile') && !before.has(name))
    .sort()
    .pop();
}

/**
 * Starts a CPU profile in each app (`SIGUSR2`), waits `seconds`, stops them (`SIGUSR2` again) and
 * resolves with the file each wrote under `dir`.
 */
export async function profileApps(
  pids: Map<App, number>,
  seconds: number,
  dir: string,
  log: (message: string) => void,
): Promise<Map<App, string>> {
  const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
  for (const pid of pids.values()) process.kill(pid, PROFILE_SIGNAL);
  log(`profiling ${[...pids.keys()].join(', ')} for ${seconds} s`);
  await sleep(seconds * 1000);
  for (const pid of pids.values()) process.kill(pid, PROFILE_SIGNAL);
  const written = new Map<App, string>();
  const deadline = Date.now() + 30_000;
  while (written.size < pids.size && Date.now() < deadline) {
    for (const [app, pid] of pids) {
      const file = written.has(app) ? undefined : newProfile(dir, app, pid, before);
      if (file) written.set(app, join(dir, file));
    }
    if (written.size < pids.size) await sleep(100);
  }
  const missing = [...pids.keys()].filter((app) => !written.has(app));
  if (missing.length > 0) throw new Error(`no profile from ${missing.join(', ')}: see its log`);
  return written;
}
