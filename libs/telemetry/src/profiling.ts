import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join, resolve } from 'node:path';
import type { Logger } from '@workapi/logging';

/** The signal that starts a CPU profile of a server process, and stops it the second time. */
export const PROFILE_SIGNAL = 'SIGUSR2';

/** Where profiles are written: `${DATA_DIR}/profiles`, read here like the `OTEL_*` variables. */
export const profilesDir = (env: Record<string, string | undefined> = process.env) =>
  join(resolve(env.DATA_DIR ?? '.data'), 'profiles');

/** The file a profile of `service` (process `pid`) started at `started` is written to. */
export const profileFile = (dir: string, service: string, pid: number, started: Date) =>
  join(dir, `${service}-${pid}-${started.toISOString().replace(/[:.]/g, '-')}.cpuprofile`);

/**
 * A CPU profile of this process, taken through the inspector protocol in the process itself (no
 * port is opened): `.cpuprofile` JSON, which Chrome DevTools (Performance, load profile) and
 * speedscope open.
 */
export class CpuProfiler {
  private session: Session | null = null;
  private started: Date | null = null;

  get running(): boolean {
    return this.session !== null;
  }

  async start(): Promise<void> {
    if (this.session) return;
    const session = new Session();
    session.connect();
    this.session = session;
    this.started = new Date();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }

  /** Stops the profile and writes it under `dir`; resolves with the file's path. */
  async stopInto(dir: string, service: string): Promise<string> {
    const session = this.session;
    const started = this.started ?? new Date();
    if (!session) throw new Error('no profile is running');
    this.session = null;
    try {
      const { profile } = await session.post('Profiler.stop');
      await mkdir(dir, { recursive: true });
      const file = profileFile(dir, service, process.pid, started);
      await writeFile(file, JSON.stringify(profile));
      return file;
    } finally {
      session.disconnect();
    }
  }
}

/**
 * Profiles this process between two `SIGUSR2`s (what `npm run profile` sends), writing the profile
 * to `dir` and logging where. Costs nothing until the first signal.
 */
export function profileOnSignal(service: string, logger: Logger, dir = profilesDir()): () => void {
  const profiler = new CpuProfiler();
  const toggle = () => {
    const step = profiler.running
      ? profiler.stopInto(dir, service).then((file) => logger.info({ file }, 'cpu profile written'))
      : profiler
          .start()
          .then(() => logger.info(`cpu profile started: ${PROFILE_SIGNAL} again writes it to ${dir}`));
    step.catch((error: unknown) => logger.error({ err: error }, 'cpu profile failed'));
  };
  process.on(PROFILE_SIGNAL, toggle);
  return () => process.off(PROFILE_SIGNAL, toggle);
}
