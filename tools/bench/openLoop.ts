// An open-loop load: requests leave at fixed times, whatever the answers take, so a slow server
// meets the same arrival rate instead of being sent less (a closed loop slows down with it).
import { performance } from 'node:perf_hooks';
import { sleep, stats, type Stats } from './common';

export interface OpenLoopOptions {
  /** Requests per second. */
  rate: number;
  seconds: number;
  /**
   * Sends request `n` (0-based), due `scheduledMs` after the start and leaving `lateMs` after that;
   * settles with its answer. A latency counted from the schedule is `lateMs` + the wait for the answer.
   */
  fire: (n: number, scheduledMs: number, lateMs: number) => Promise<unknown>;
  /**
   * Requests allowed unanswered at once. A request due while that many wait is not sent and is
   * counted as shed: a stalled server must not pile up requests without end.
   */
  maxInFlight: number;
}

export interface OpenLoopResult {
  /** Requests due: rate × seconds. */
  due: number;
  sent: number;
  shed: number;
  /** Most requests unanswered at once. */
  maxInFlight: number;
  /** How late each request left against its schedule, in ms: the generator's own lag. */
  lateness: Stats;
}

/** Runs the schedule, then waits for every request sent to settle (fire's rejections included). */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const due = Math.floor(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const pending = new Set<Promise<unknown>>();
  const late: number[] = [];
  let sent = 0;
  let shed = 0;
  let maxInFlight = 0;
  const start = performance.now();
  for (let n = 0; n < due; n += 1) {
    const scheduledMs = n * interval;
    const wait = start + scheduledMs - performance.now();
    if (wait > 1) await sleep(wait);
    const lateMs = Math.max(0, performance.now() - start - scheduledMs);
    late.push(lateMs);
    if (pending.size >= options.maxInFlight) {
      shed += 1;
      continue;
    }
    const answer = options
      .fire(n, scheduledMs, lateMs)
      .catch(() => undefined)
      .finally(() => pending.delete(answer));
    pending.add(answer);
    sent += 1;
    maxInFlight = Math.max(maxInFlight, pending.size);
  }
  await Promise.all(pending);
  return { due, sent, shed, maxInFlight, lateness: due ? stats(late) : stats([0]) };
}

export interface Timed {
  /** When the request was due, in ms from the start of the measured period. */
  atMs: number;
  ms: number;
}

/** Latency percentiles per window (e.g. per minute) of the measured period; a window may be partial. */
export function perWindow(samples: Timed[], windowMs: number): Array<{ from: number; stats: Stats }> {
  const windows = new Map<number, number[]>();
  for (const sample of samples) {
    const index = Math.floor(sample.atMs / windowMs);
    const values = windows.get(index) ?? [];
    values.push(sample.ms);
    windows.set(index, values);
  }
  return [...windows.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, values]) => ({ from: index * windowMs, stats: stats(values) }));
}

/** A seeded generator (mulberry32): the same run sends the same mix in the same order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks a key with probability proportional to its weight. */
export function pickWeighted<K extends string>(weights: Record<K, number>, random: () => number): K {
  const entries = Object.entries(weights) as Array<[K, number]>;
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [key, weight] of entries) {
    at -= weight;
    if (at < 0) return key;
  }
  return entries[entries.length - 1][0];
}
