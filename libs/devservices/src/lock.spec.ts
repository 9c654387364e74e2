import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeLock } from './lock';
import { startTimeOf } from './processes';

const inUse = (pid: number) => `in use by pid ${pid}`;

describe('takeLock', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'lock-spec-')), 'run', 'start.lock');

  it('refuses while its holder runs, naming it, and is free again once released', () => {
    const lock = file();
    const held = takeLock(lock, inUse);
    expect(() => takeLock(lock, inUse)).toThrow(`in use by pid ${process.pid}`);
    held.release();
    takeLock(lock, inUse).release();
  });

  it('takes over a lock whose holder is gone, or whose pid now runs another process', () => {
    for (const stale of ['999999999 12345', `${process.pid} 1`]) {
      const lock = file();
      takeLock(lock, inUse);
      writeFileSync(lock, stale);
      takeLock(lock, inUse);
      expect(readFileSync(lock, 'utf8')).toBe(`${process.pid} ${startTimeOf(process.pid)}`);
    }
  });
});
