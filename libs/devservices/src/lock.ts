import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startTimeOf } from './processes';

/** Whether the process that wrote `holder` ("<pid> <start time>") still runs. */
function running(holder: string): boolean {
  const [pid, startTime] = holder.trim().split(' ');
  const now = Number(pid) > 0 ? startTimeOf(Number(pid)) : undefined;
  return now !== undefined && now === startTime;
}

export interface FileLock {
  release(): void;
}

/**
 * Takes `file` for this process, or throws naming the live process holding it. The file holds
 * the holder's pid and start time: a lock left by a process that died without releasing it
 * (SIGKILL, a crash, a power cut) names no running process and is taken over. Creation is
 * exclusive; taking over a dead holder's lock is not, so two processes taking over the same stale
 * lock in the same instant could both succeed (not a case for a developer's terminal).
 */
export function takeLock(file: string, describe: (pid: number) => string): FileLock {
  mkdirSync(dirname(file), { recursive: true });
  const mine = `${process.pid} ${startTimeOf(process.pid)}`;
  for (;;) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return {
        release: () => {
          if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: string;
    try {
      holder = readFileSync(file, 'utf8');
    } catch {
      continue; // released meanwhile
    }
    if (running(holder)) throw new Error(describe(Number(holder.split(' ')[0])));
    rmSync(file, { force: true });
  }
}
