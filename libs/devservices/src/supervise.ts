import type { ManagedProcess } from './processes';

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 15_000;
/** Running this long earns the short delay again. */
const STEADY_MS = 60_000;

/**
 * `npm start`'s restart policy for one process, app or service alike: 0.5 s doubling to 15 s, back
 * to 0.5 s after a minute of running; each exit and restart is logged in the same words.
 */
export class RestartPolicy {
  private delayMs = FIRST_DELAY_MS;
  private startedAt = Date.now();

  constructor(
    private readonly name: string,
    private readonly log: (message: string) => void,
  ) {}

  /** Logs the exit; returns how long to wait before starting again. */
  exited(code: number | null, signal: NodeJS.Signals | null): number {
    if (Date.now() - this.startedAt > STEADY_MS) this.delayMs = FIRST_DELAY_MS;
    const delayMs = this.next();
    this.log(`${this.name} exited (${signal ?? `code ${code}`}); restarting in ${delayMs} ms`);
    return delayMs;
  }

  /** Logs a start that failed; returns how long to wait before trying again. */
  failed(error: unknown): number {
    const delayMs = this.next();
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    this.log(`${this.name} did not restart (${reason}); trying again in ${delayMs} ms`);
    return delayMs;
  }

  restarted(pid: number | undefined): void {
    this.startedAt = Date.now();
    this.log(`${this.name} restarted (pid ${pid})`);
  }

  private next(): number {
    const delayMs = this.delayMs;
    this.delayMs = Math.min(delayMs * 2, LONGEST_DELAY_MS);
    return delayMs;
  }
}

/** A service kept running by `superviseService`. */
export interface SupervisedService {
  /** The process now serving (it changes at each restart). */
  current(): ManagedProcess;
  /** Stops the service for good: no restart follows, one under way is stopped once it has started. */
  stop(): Promise<void>;
}

/**
 * Runs a service with `start` (which resolves once it serves, and stops what it started when it
 * fails) and starts it again the same way whenever it exits on its own, by `RestartPolicy`.
 */
export async function superviseService(
  name: string,
  start: () => Promise<ManagedProcess>,
  log: (message: string) => void,
): Promise<SupervisedService> {
  const policy = new RestartPolicy(name, log);
  let current = await start();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;

  const restartIn = (delayMs: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      restarting = start()
        .then(
          (managed) => {
            current = managed;
            if (stopping) return;
            policy.restarted(managed.child.pid);
            watch(managed);
          },
          (error) => {
            if (!stopping) restartIn(policy.failed(error));
          },
        )
        .finally(() => (restarting = undefined));
    }, delayMs);
  };
  const watch = ({ child }: ManagedProcess) => {
    const exited = (code: number | null, signal: NodeJS.Signals | null) => {
      if (!stopping) restartIn(policy.exited(code, signal));
    };
    if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode, child.signalCode);
    else child.once('exit', exited);
  };
  watch(current);

  return {
    current: () => current,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await restarting;
      await current.stop();
    },
  };
}

/** Runs a service of ours with `start`, under `superviseService` when asked to (`npm start`). */
export async function runService(
  options: { supervise?: boolean; log: (message: string) => void },
  name: string,
  start: () => Promise<ManagedProcess>,
): Promise<{ stop(): Promise<void> }> {
  return options.supervise ? superviseService(name, start, options.log) : start();
}
