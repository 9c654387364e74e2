// Did a process's memory grow during a steady load? The soak's verdict, apart from the stack.

export interface MemorySample {
  /** ms from the start of the measured period. */
  atMs: number;
  bytes: number;
}

export interface HeapSample {
  atMs: number;
  /** Heap used when read. */
  heapUsed: number;
  /** Heap used right after the process's last full collection (GET /metrics). */
  afterFullGc: number;
}

export interface Growth {
  /** What was compared: the heap after full collections, or the least readings of each third. */
  basis: 'after full collections' | 'least readings';
  /** The reading the period is judged from (after its first full collection, or the least of its first third). */
  first: number;
  /** The reading it is judged at (after its last full collection, or the least of its last third). */
  last: number;
  /** (last − first) / first. */
  growth: number;
  /** Full collections seen during the period. */
  collections: number;
  grew: boolean;
}

/** Growth at or above this fraction fails the soak. */
export const GROWTH_LIMIT = 0.1;

/**
 * Whether the heap grew over the period. Heap used saws up between collections and drops after
 * each, so a reading says more about when the collector last ran than about what the process
 * holds. What it holds is the heap right after a full collection: the growth is that reading after
 * the last full collection of the period against the one after its first, when they lie at least a
 * third of the period apart. A process that collected less than that (its heap never filled up) is
 * judged on its least readings instead (`leastReadings`). It grew at `limit` (10 %) or more.
 */
export function heapGrowth(samples: HeapSample[], limit = GROWTH_LIMIT): Growth {
  const ordered = [...samples].sort((a, b) => a.atMs - b.atMs);
  // A change of the reading is a new full collection; the first sample's reading predates the period.
  const collections = ordered.filter(
    (sample, index) =>
      index > 0 && sample.afterFullGc > 0 && sample.afterFullGc !== ordered[index - 1].afterFullGc,
  );
  const span = ordered.length ? ordered[ordered.length - 1].atMs - ordered[0].atMs : 0;
  if (collections.length >= 2 && collections[collections.length - 1].atMs - collections[0].atMs >= span / 3) {
    const first = collections[0].afterFullGc;
    const last = collections[collections.length - 1].afterFullGc;
    const growth = (last - first) / first;
    return {
      basis: 'after full collections',
      first,
      last,
      growth,
      collections: collections.length,
      grew: growth >= limit,
    };
  }
  const least = leastReadings(
    ordered.map((sample) => ({ atMs: sample.atMs, bytes: sample.heapUsed })),
    limit,
  );
  return { ...least, collections: collections.length };
}

/**
 * Growth of a sawing reading judged at its lows: the least value over the first third of the
 * samples against the least over the last third. Needs three samples at least.
 */
export function leastReadings(samples: MemorySample[], limit = GROWTH_LIMIT): Omit<Growth, 'collections'> {
  if (samples.length < 3) throw new Error(`leastReadings needs 3 samples or more, got ${samples.length}`);
  const ordered = [...samples].sort((a, b) => a.atMs - b.atMs);
  const third = Math.floor(ordered.length / 3);
  const least = (part: MemorySample[]) => Math.min(...part.map((sample) => sample.bytes));
  const first = least(ordered.slice(0, third));
  const last = least(ordered.slice(ordered.length - third));
  const growth = (last - first) / first;
  return { basis: 'least readings', first, last, growth, grew: growth >= limit };
}
