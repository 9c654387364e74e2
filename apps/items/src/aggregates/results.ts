import type { AggregateValue } from '@workapi/column-types';
import type { AggregateFunction, AggregatePlan } from './plan';

/** A group_by column's value in a result set (AggregateGroupByResult). */
export interface GroupByValue {
  __typename: 'AggregateGroupByResult';
  value_string: string | null;
  value_int: number | null;
  value_float: number | null;
  value_boolean: boolean | null;
}

/** A function's result in a result set (AggregateBasicAggregationResult). */
export interface FunctionResult {
  __typename: 'AggregateBasicAggregationResult';
  result: number | null;
}

export interface ResultSet {
  entries: Array<{ alias: string; value: GroupByValue | FunctionResult }>;
}

const INT_MAX = 2 ** 31 - 1;

/** One function's running state over a result set's items: a single pass, nothing kept per item. */
class Accumulator {
  private items = 0;
  private values = 0;
  private numbers = 0;
  private sum = 0;
  private min = Infinity;
  private max = -Infinity;

  add(value: AggregateValue): void {
    this.items += 1;
    if (value === null) return;
    this.values += 1;
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    this.numbers += 1;
    this.sum += value;
    this.min = Math.min(this.min, value);
    this.max = Math.max(this.max, value);
  }

  /** Counts are never null; the others are null where no number was read. */
  result(fn: AggregateFunction): number | null {
    if (fn === 'COUNT_ITEMS') return this.items;
    if (fn === 'COUNT') return this.values;
    if (this.numbers === 0) return null;
    if (fn === 'SUM') return this.sum;
    if (fn === 'AVERAGE') return this.sum / this.numbers;
    return fn === 'MIN' ? this.min : this.max;
  }
}

interface Bucket {
  key: AggregateValue[];
  accumulators: Accumulator[];
}

const KIND_ORDER = { number: 0, string: 1, boolean: 2 } as const;

/** Numbers, then text, then truths, each in its own order; empty last. */
function compareValues(left: AggregateValue, right: AggregateValue): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  const kinds =
    KIND_ORDER[typeof left as keyof typeof KIND_ORDER] - KIND_ORDER[typeof right as keyof typeof KIND_ORDER];
  if (kinds !== 0) return kinds;
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareKeys(left: AggregateValue[], right: AggregateValue[]): number {
  for (let index = 0; index < left.length; index += 1) {
    const result = compareValues(left[index], right[index]);
    if (result !== 0) return result;
  }
  return 0;
}

function groupByValue(value: AggregateValue): GroupByValue {
  const number = typeof value === 'number' ? value : null;
  return {
    __typename: 'AggregateGroupByResult',
    value_string: typeof value === 'string' ? value : null,
    value_int: number !== null && Number.isInteger(number) && Math.abs(number) <= INT_MAX ? number : null,
    value_float: number,
    value_boolean: typeof value === 'boolean' ? value : null,
  };
}

/** A group_by limit keeps the first values of its column, in result order. */
function withinGroupLimits(plan: AggregatePlan, buckets: Bucket[]): Bucket[] {
  return plan.groupBy.reduce((kept, { limit }, index) => {
    if (limit === null) return kept;
    const values = [...new Set(kept.map((bucket) => bucket.key[index]))].sort(compareValues).slice(0, limit);
    const allowed = new Set(values);
    return kept.filter((bucket) => allowed.has(bucket.key[index]));
  }, buckets);
}

/**
 * The plan's result sets over `rows`, in one pass: each row goes to the set of its group_by
 * values, where every function adds the value it reads (`valueOf`). Without group_by, one set,
 * even over no rows (a count of 0); with group_by, one per combination of values met.
 */
export function aggregateRows<Row>(
  plan: AggregatePlan,
  rows: Iterable<Row>,
  valueOf: (row: Row, columnId: string) => AggregateValue,
): ResultSet[] {
  const functions = plan.select.flatMap((entry) => (entry.kind === 'function' ? [entry] : []));
  const buckets = new Map<string, Bucket>();
  const bucketOf = (key: AggregateValue[]): Bucket => {
    const name = JSON.stringify(key);
    let bucket = buckets.get(name);
    if (!bucket) {
      bucket = { key, accumulators: functions.map(() => new Accumulator()) };
      buckets.set(name, bucket);
    }
    return bucket;
  };
  if (plan.groupBy.length === 0) bucketOf([]);
  for (const row of rows) {
    const bucket = bucketOf(plan.groupBy.map((entry) => valueOf(row, entry.columnId)));
    functions.forEach((entry, index) =>
      bucket.accumulators[index].add(entry.columnId === null ? null : valueOf(row, entry.columnId)),
    );
  }
  const ordered = withinGroupLimits(
    plan,
    [...buckets.values()].sort((left, right) => compareKeys(left.key, right.key)),
  ).slice(0, plan.limit);
  return ordered.map((bucket) => {
    let next = 0;
    return {
      entries: plan.select.map((entry) => {
        if (entry.kind === 'column')
          return { alias: entry.alias, value: groupByValue(bucket.key[entry.groupIndex]) };
        const accumulator = bucket.accumulators[next];
        next += 1;
        return {
          alias: entry.alias,
          value: { __typename: 'AggregateBasicAggregationResult', result: accumulator.result(entry.fn) },
        };
      }),
    };
  });
}
