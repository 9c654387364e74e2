import type { AggregateCell, AggregateValue } from '@workapi/column-types';
import { invalidArgument } from '@workapi/errors';

/** monday.com's aggregative functions: each answers one number per result set. */
export type AggregateName =
  | 'COUNT_ITEMS'
  | 'COUNT_SUBITEMS'
  | 'COUNT'
  | 'COUNT_DISTINCT'
  | 'SUM'
  | 'AVERAGE'
  | 'MEDIAN'
  | 'MIN'
  | 'MAX'
  | 'MIN_MAX'
  | 'DURATION_RUNNING';

/** How many params each takes: the counts of items none, the others the one value they read. */
export const AGGREGATES: Record<AggregateName, 0 | 1> = {
  COUNT_ITEMS: 0,
  COUNT_SUBITEMS: 0,
  COUNT: 1,
  COUNT_DISTINCT: 1,
  SUM: 1,
  AVERAGE: 1,
  MEDIAN: 1,
  MIN: 1,
  MAX: 1,
  MIN_MAX: 1,
  DURATION_RUNNING: 1,
};

export function isAggregate(name: string): name is AggregateName {
  return Object.prototype.hasOwnProperty.call(AGGREGATES, name);
}

/** Distinct values (COUNT_DISTINCT) or numbers (MEDIAN) one function keeps for one result set. */
export const MAX_KEPT_PER_SET = 10_000;
/** The same, over every function and result set of one aggregate. */
export const MAX_KEPT_PER_QUERY = 100_000;

/**
 * What COUNT_DISTINCT and MEDIAN keep in memory, bounded per result set and per query, so that a
 * query's memory does not grow with the board past these caps: it is refused instead.
 */
export class KeptValues {
  private kept = 0;

  constructor(
    private readonly perSet = MAX_KEPT_PER_SET,
    private readonly perQuery = MAX_KEPT_PER_QUERY,
  ) {}

  /** Makes room for one more value of a set that holds `held`, or refuses the query. */
  take(fn: AggregateName, held: number): void {
    if (held >= this.perSet)
      throw invalidArgument(
        `${fn} keeps at most ${this.perSet} values per result set; narrow the query with rules or group_by`,
      );
    if (this.kept >= this.perQuery)
      throw invalidArgument(
        `COUNT_DISTINCT and MEDIAN keep at most ${this.perQuery} values per query; narrow the query with rules or group_by`,
      );
    this.kept += 1;
  }
}

/** One item of a result set, as the functions read it: the values of their param, its subitems. */
export interface ItemInput {
  values: AggregateCell[];
  subitems: number;
  now: Date;
}

/** One function's running state over a result set's items: a single pass. */
export interface Accumulator {
  add(item: ItemInput): void;
  result(): number | null;
}

const finite = (value: AggregateValue): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A time tracking value's seconds, with a running timer's time until now. */
function runningSeconds(cell: AggregateCell, now: Date): AggregateValue {
  const duration = cell.field('duration');
  const startedAt = cell.field('started_at');
  const running = cell.field('running') === true && typeof startedAt === 'string';
  if (typeof duration !== 'number' && !running) return finite(cell.value) ? cell.value : null;
  const since = running ? Math.max(0, (now.getTime() - Date.parse(startedAt as string)) / 1000) : 0;
  return (typeof duration === 'number' ? duration : 0) + Math.floor(since);
}

/** Counts of items and values, and sums and bounds of numbers, nothing kept per item. */
class Running implements Accumulator {
  private items = 0;
  private subitems = 0;
  private values = 0;
  private numbers = 0;
  private sum = 0;
  private min = Infinity;
  private max = -Infinity;

  constructor(private readonly fn: AggregateName) {}

  add(item: ItemInput): void {
    this.items += 1;
    this.subitems += item.subitems;
    for (const cell of item.values) {
      const value = this.fn === 'DURATION_RUNNING' ? runningSeconds(cell, item.now) : cell.value;
      if (value === null) continue;
      this.values += 1;
      if (!finite(value)) continue;
      this.numbers += 1;
      this.sum += value;
      this.min = Math.min(this.min, value);
      this.max = Math.max(this.max, value);
    }
  }

  /** Counts are never null; the others are null where no number was read. */
  result(): number | null {
    if (this.fn === 'COUNT_ITEMS') return this.items;
    if (this.fn === 'COUNT_SUBITEMS') return this.subitems;
    if (this.fn === 'COUNT') return this.values;
    if (this.numbers === 0) return null;
    switch (this.fn) {
      case 'AVERAGE':
        return this.sum / this.numbers;
      case 'MIN':
        return this.min;
      case 'MAX':
        return this.max;
      case 'MIN_MAX':
        return this.max - this.min;
      default:
        return this.sum;
    }
  }
}

/** The distinct non-empty values of a set (1 and "1" are two). */
class Distinct implements Accumulator {
  private readonly seen = new Set<string>();

  constructor(private readonly kept: KeptValues) {}

  add(item: ItemInput): void {
    for (const { value } of item.values) {
      if (value === null) continue;
      const key = JSON.stringify(value);
      if (this.seen.has(key)) continue;
      this.kept.take('COUNT_DISTINCT', this.seen.size);
      this.seen.add(key);
    }
  }

  result(): number {
    return this.seen.size;
  }
}

/** The middle number of a set (the mean of the two middle ones when their count is even). */
class Median implements Accumulator {
  private readonly numbers: number[] = [];

  constructor(private readonly kept: KeptValues) {}

  add(item: ItemInput): void {
    for (const { value } of item.values) {
      if (!finite(value)) continue;
      this.kept.take('MEDIAN', this.numbers.length);
      this.numbers.push(value);
    }
  }

  result(): number | null {
    if (this.numbers.length === 0) return null;
    const sorted = [...this.numbers].sort((left, right) => left - right);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
}

export function accumulatorFor(fn: AggregateName, kept: KeptValues): Accumulator {
  if (fn === 'COUNT_DISTINCT') return new Distinct(kept);
  if (fn === 'MEDIAN') return new Median(kept);
  return new Running(fn);
}
