// The run file, ${DATA_DIR}/seed-run.json: which seed run is under way, so that a resumed run sends
// the same Idempotency-Keys as the run it resumes (a request the interrupted run left in flight is
// then answered, not repeated) and spreads its dates around the same day. A finished run removes
// it, so the next run's keys never meet the stored answers of an earlier one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SeedRun {
  id: string;
  url: string;
  /** YYYY-MM-DD: the day the run started. */
  anchorDay: string;
  /** An interrupted run of the same gateway was found and is continued. */
  resumed: boolean;
  /** The file, or null when it could not be written (the run is then not resumable by key). */
  file: string | null;
}

const FILE = 'seed-run.json';

export function openRun(dataDir: string, url: string, now = new Date()): SeedRun {
  const file = join(dataDir, FILE);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<SeedRun>;
    if (stored.url === url && typeof stored.id === 'string' && typeof stored.anchorDay === 'string') {
      return { id: stored.id, url, anchorDay: stored.anchorDay, resumed: true, file };
    }
  } catch {
    // No run under way (or an unreadable file, which a new run replaces).
  }
  const run = { id: randomBytes(6).toString('hex'), url, anchorDay: now.toISOString().slice(0, 10) };
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
    return { ...run, resumed: false, file };
  } catch {
    return { ...run, resumed: false, file: null };
  }
}

export function closeRun(run: SeedRun): void {
  if (run.file) rmSync(run.file, { force: true });
}
