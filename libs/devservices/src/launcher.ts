import { readFileSync } from 'node:fs';
import { procStat } from './processes';

/** The parent of `pid` (stat field 4); undefined once it has exited. */
const parentOf = (pid: number): number | undefined => {
  const parent = procStat(pid)?.[1];
  return parent === undefined ? undefined : Number(parent);
};

/** Whether npm (or yarn, pnpm) started `pid` for a package script: it then has `npm_lifecycle_event`. */
function inPackageScript(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .some((variable) => variable.startsWith('npm_lifecycle_event='));
  } catch {
    return false;
  }
}

/** This process and those between it and whoever ran it, each with the parent it had. */
export type LauncherChain = Array<{ pid: number; parent: number }>;

/**
 * Who ran this process, recorded now (before any of them can be gone): for `npm start`, npm
 * itself and what it ran in between (its shell, tsx), which all carry the script's environment;
 * else the parent alone. Empty where there is no /proc.
 */
export function launcherChain(): LauncherChain {
  const chain: LauncherChain = [];
  let pid = process.pid;
  for (let parent = parentOf(pid); parent !== undefined && parent > 1; parent = parentOf(pid)) {
    chain.push({ pid, parent });
    if (!inPackageScript(parent)) break;
    pid = parent;
  }
  return chain;
}

/**
 * Calls `gone` once any process of `chain` has ended (its child then has another parent), polling
 * every `intervalMs`. An `npm start` whose npm is killed, or whose shell dies of the SIGTERM npm
 * passes on, leaves this process running with nobody to stop it: this is how it notices.
 */
export function whenLauncherGone(chain: LauncherChain, gone: () => void, intervalMs = 1_000): void {
  const timer = setInterval(() => {
    if (chain.every(({ pid, parent }) => parentOf(pid) === parent)) return;
    clearInterval(timer);
    gone();
  }, intervalMs);
  timer.unref();
}
