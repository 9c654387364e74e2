import { invalidArgument } from '@workapi/errors';
import type {
  AggregateQueryInput,
  AggregateSelectElementInput,
  AggregateSelectFunctionName,
} from '../generated/graphql';

/** The functions served: COUNT_ITEMS counts a result set's items, the others read one column of them. */
export type AggregateFunction = 'COUNT_ITEMS' | 'COUNT' | 'SUM' | 'AVERAGE' | 'MIN' | 'MAX';

const SERVED: ReadonlySet<AggregateSelectFunctionName> = new Set<AggregateFunction>([
  'COUNT_ITEMS',
  'COUNT',
  'SUM',
  'AVERAGE',
  'MIN',
  'MAX',
]);

/** One entry of every result set: a group_by column's value, or a function of the set's items. */
export type Selected =
  | { alias: string; kind: 'column'; groupIndex: number }
  | { alias: string; kind: 'function'; fn: AggregateFunction; columnId: string | null };

/** An aggregate query, checked: what the one pass over the board's items computes. */
export interface AggregatePlan {
  board: string;
  groupBy: Array<{ columnId: string; limit: number | null }>;
  select: Selected[];
  /** The most result sets answered. */
  limit: number;
  /** Every column read of the items: those grouped by and those aggregated. */
  reads: string[];
}

/** Result sets an answer holds at most: a group by a column of unique values is cut here. */
export const MAX_RESULT_SETS = 1000;

function positiveLimit(value: number | null | undefined, what: string, max: number): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw invalidArgument(`${what} must be between 1 and ${max}, got ${value}`);
  return value;
}

/** The column a COLUMN element names. */
function columnOf(element: AggregateSelectElementInput): string {
  if (element.type !== 'COLUMN' || !element.column)
    throw invalidArgument(`Select element "${element.as}" of type COLUMN needs a column`);
  return element.column.column_id;
}

function selected(element: AggregateSelectElementInput, groupBy: AggregatePlan['groupBy']): Selected {
  if (element.type === 'COLUMN') {
    const columnId = columnOf(element);
    const groupIndex = groupBy.findIndex((entry) => entry.columnId === columnId);
    if (groupIndex < 0)
      throw invalidArgument(`Selected column ${columnId} must be in group_by, or aggregated by a function`);
    return { alias: element.as, kind: 'column', groupIndex };
  }
  if (!element.function)
    throw invalidArgument(`Select element "${element.as}" of type FUNCTION needs a function`);
  const fn = element.function.function;
  if (!SERVED.has(fn))
    throw invalidArgument(`Function ${fn} is not supported; use one of ${[...SERVED].join(', ')}`);
  const params = element.function.params ?? [];
  if (fn === 'COUNT_ITEMS') {
    if (params.length > 0) throw invalidArgument('COUNT_ITEMS takes no params');
    return { alias: element.as, kind: 'function', fn, columnId: null };
  }
  if (params.length !== 1) throw invalidArgument(`${fn} takes one COLUMN param, the column it reads`);
  return { alias: element.as, kind: 'function', fn: fn as AggregateFunction, columnId: columnOf(params[0]) };
}

/**
 * Checks an aggregate query as monday.com words its rules: a selected COLUMN must be grouped by,
 * a FUNCTION names one served function and the column it reads. Which columns exist is checked
 * against the board when its items are read (Evaluation).
 */
export function planAggregate(input: AggregateQueryInput): AggregatePlan {
  if (input.select.length === 0) throw invalidArgument('select needs at least one element');
  const groupBy = (input.group_by ?? []).map((entry) => ({
    columnId: entry.column_id,
    limit: positiveLimit(entry.limit, 'A group_by limit', MAX_RESULT_SETS),
  }));
  if (new Set(groupBy.map((entry) => entry.columnId)).size < groupBy.length)
    throw invalidArgument('group_by names a column twice');
  const select = input.select.map((element) => selected(element, groupBy));
  const aggregated = select.flatMap((entry) =>
    entry.kind === 'function' && entry.columnId ? [entry.columnId] : [],
  );
  return {
    board: String(input.from.id),
    groupBy,
    select,
    limit: positiveLimit(input.limit, 'limit', MAX_RESULT_SETS) ?? MAX_RESULT_SETS,
    reads: [...new Set([...groupBy.map((entry) => entry.columnId), ...aggregated])],
  };
}
