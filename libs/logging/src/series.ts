import type { Counter, Histogram } from 'prom-client';

/** One series of a counter, its labels bound once. */
export interface BoundCounter {
  inc(value?: number): void;
}

/** One series of a histogram, its labels bound once. */
export interface BoundHistogram {
  observe(value: number): void;
}

type Labels = Record<string, string>;

/** How prom-client 15 keeps a metric's series (not its public API: binding falls back when absent). */
interface Kept<Entry> {
  hashMap?: Record<string, Entry>;
  labelNames?: readonly string[];
  upperBounds?: readonly number[];
}
interface CounterEntry {
  value: number;
  labels: Labels;
}
interface HistogramEntry {
  labels: Labels;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

/**
 * The record prom-client keeps for the series of `labels`, once one recording made it, while the
 * metric keeps its records in the same place (a reset replaces them).
 */
function keptSeries<Entry extends { labels: Labels }>(metric: Kept<Entry>, labels: Labels) {
  let records: Record<string, Entry> | undefined;
  let entry: Entry | undefined;
  return {
    get(): Entry | undefined {
      return records !== undefined && metric.hashMap === records ? entry : undefined;
    },
    find(): void {
      records = metric.hashMap;
      const names = metric.labelNames ?? [];
      entry = Object.values(records ?? {}).find((candidate) =>
        names.every((name) => candidate.labels[name] === labels[name]),
      );
    },
  };
}

/**
 * Binds a counter's series: the first increment goes through prom-client (which checks the labels
 * and makes the series), the next ones add to its record directly, with no labels object, check or
 * hash per call. Label values come from bounded sets (README, Observability), so bound series are few.
 */
export function bindCounter<L extends string>(counter: Counter<L>, labels: Record<L, string>): BoundCounter {
  const kept = keptSeries(counter as unknown as Kept<CounterEntry>, labels);
  return {
    inc(value = 1) {
      const entry = kept.get();
      if (entry && Number.isFinite(value) && value >= 0) {
        entry.value += value;
        return;
      }
      counter.inc(labels, value);
      kept.find();
    },
  };
}

/** Binds a histogram's series, as `bindCounter` does a counter's. */
export function bindHistogram<L extends string>(
  histogram: Histogram<L>,
  labels: Record<L, string>,
): BoundHistogram {
  const metric = histogram as unknown as Kept<HistogramEntry>;
  const kept = keptSeries(metric, labels);
  const bounds = metric.upperBounds ?? [];
  return {
    observe(value) {
      const entry = kept.get();
      if (!entry || !Number.isFinite(value)) {
        histogram.observe(labels, value);
        kept.find();
        return;
      }
      entry.sum += value;
      entry.count += 1;
      // The first bucket that holds the value (none past the last bound: only the count has it).
      for (const bound of bounds) {
        if (value <= bound) {
          entry.bucketValues[bound] += 1;
          break;
        }
      }
    },
  };
}

/**
 * A metric's bound series by label values (in the order of `names`), each bound on first use and
 * kept: what a hot path records through, with one string key per call.
 */
export function seriesBy<L extends string, S>(
  names: readonly L[],
  bind: (labels: Record<L, string>) => S,
): (...values: string[]) => S {
  const bound = new Map<string, S>();
  return (...values) => {
    const key = values.join('\u0000');
    let series = bound.get(key);
    if (series === undefined) {
      series = bind(
        Object.fromEntries(names.map((name, index) => [name, values[index]])) as Record<L, string>,
      );
      bound.set(key, series);
    }
    return series;
  };
}
