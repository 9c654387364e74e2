import type { AggregateValue } from '@workapi/column-types';
import { accumulatorFor, KeptValues, type Accumulator } from './accumulators';
import { evaluate, MAX_VALUES_PER_ITEM, tooMany, type RowReader } from './expressions';
import type { AggregatePlan } from './plan';

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

interface Bucket {
  key: AggregateValue[];
  accumulators: Accumulator[];
}

/** Every combination of the group_by values of a row: the sets it falls in. */
function keysOf<Row>(plan: AggregatePlan, row: Row, reader: RowReader<Row>): AggregateValue[][] {
  return plan.groupBy.reduce<AggregateValue[][]>(
    (keys, { expression }) => {
      const values = [...new Set(evaluate(expression, row, reader).map((cell) => cell.value))];
      if (keys.length * values.length > MAX_VALUES_PER_ITEM) tooMany();
      return keys.flatMap((key) => values.map((value) => [...key, value]));
    },
    [[]],
  );
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
 * The plan's result sets over `rows`, in one pass: each row goes to the sets of its group_by
 * values (several where a transform answers several values), where every function adds what it
 * reads. Without group_by, one set, even over no rows (a count of 0); with group_by, one per
 * combination of values met.
 */
export function aggregateRows<Row>(
  plan: AggregatePlan,
  rows: Iterable<Row>,
  reader: RowReader<Row>,
  kept = new KeptValues(),
): ResultSet[] {
  const functions = plan.select.flatMap((entry) => (entry.kind === 'function' ? [entry] : []));
  const buckets = new Map<string, Bucket>();
  const bucketOf = (key: AggregateValue[]): Bucket => {
    const name = JSON.stringify(key);
    let bucket = buckets.get(name);
    if (!bucket) {
      bucket = { key, accumulators: functions.map((entry) => accumulatorFor(entry.fn, kept)) };
      buckets.set(name, bucket);
    }
    return bucket;
  };
  if (plan.groupBy.length === 0) bucketOf([]);
  for (const row of rows) {
    const inputs = functions.map((entry) => ({
      values: entry.param ? evaluate(entry.param, row, reader) : [],
      subitems: entry.fn === 'COUNT_SUBITEMS' ? reader.subitems(row) : 0,
      now: reader.now,
    }));
    for (const key of keysOf(plan, row, reader)) {
      const bucket = bucketOf(key);
      inputs.forEach((input, index) => bucket.accumulators[index].add(input));
    }
  }
  const ordered = withinGroupLimits(
    plan,
    [...buckets.values()].sort((left, right) => compareKeys(left.key, right.key)),
  ).slice(0, plan.limit);
  return ordered.map((bucket) => {
    let next = 0;
    return {
      entries: plan.select.map((entry) => {
        if (entry.kind === 'group')
          return { alias: entry.alias, value: groupByValue(bucket.key[entry.groupIndex]) };
        const accumulator = bucket.accumulators[next];
        next += 1;
        return {
          alias: entry.alias,
          value: { __typename: 'AggregateBasicAggregationResult', result: accumulator.result() },
        };
      }),
    };
  });
}
