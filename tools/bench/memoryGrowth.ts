// Did a process's memory grow during a steady load? The soak's verdict, apart from the stack.

export interface MemorySample {
  /** ms from the start of the measured period. */
  atMs: number;
  bytes: number;
}

export interface Growth {
  /** Least reading over the first third of the samples. */
  first: number;
  /** Least reading over the last third. */
  last: number;
  /** (last − first) / first. */
  growth: number;
  /** Least-squares slope over every sample, bytes per minute (information: it follows the sawtooth). */
  slopePerMinute: number;
  grew: boolean;
}

/** Growth at or above this fraction fails the soak. */
export const GROWTH_LIMIT = 0.1;

/**
 * V8's heap saws up between collections and drops after each, so a single reading at either end
 * says more about when the collector last ran than about what the process holds. Each end is read
 * at its lowest instead: the least value over the first third of the samples (taken after the
 * warm-up) against the least over the last third. The process grew when the last is
 * `GROWTH_LIMIT` or more above the first. Needs three samples at least.
 */
export function memoryGrowth(samples: MemorySample[], limit = GROWTH_LIMIT): Growth {
  if (samples.length < 3) throw new Error(`memoryGrowth needs 3 samples or more, got ${samples.length}`);
  const ordered = [...samples].sort((a, b) => a.atMs - b.atMs);
  const third = Math.floor(ordered.length / 3);
  const least = (part: MemorySample[]) => Math.min(...part.map((sample) => sample.bytes));
  const first = least(ordered.slice(0, third));
  const last = least(ordered.slice(ordered.length - third));
  const growth = (last - first) / first;
  return { first, last, growth, slopePerMinute: slope(ordered) * 60_000, grew: growth >= limit };
}

/** Least-squares slope of bytes over ms. */
function slope(samples: MemorySample[]): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, s) => sum + s.atMs, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.bytes, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.atMs - meanX) * (s.bytes - meanY);
    den += (s.atMs - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}
