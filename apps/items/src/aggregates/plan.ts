import { invalidArgument } from '@workapi/errors';
import type { AggregateQueryInput, AggregateSelectElementInput } from '../generated/graphql';
import { AGGREGATES, isAggregate, type AggregateName } from './accumulators';
import { isTransform, TRANSFORMS, type TransformName } from './transforms';

/** What a value is read from: a column of the item, or a transform of other expressions. */
export type Expression =
  { kind: 'column'; columnId: string } | { kind: 'transform'; fn: TransformName; params: Expression[] };

/** One entry of every result set: a group_by value (a column or a transform), or an aggregate of the set. */
export type Selected =
  | { alias: string; kind: 'group'; groupIndex: number }
  | { alias: string; kind: 'function'; fn: AggregateName; param: Expression | null };

/** An aggregate query, checked: what the one pass over the board's items computes. */
export interface AggregatePlan {
  board: string;
  groupBy: Array<{ expression: Expression; limit: number | null }>;
  select: Selected[];
  /** The most result sets answered. */
  limit: number;
  /** Every column read of the items: those grouped by and those the functions read. */
  reads: string[];
  /** Whether a function counts the items' subitems (COUNT_SUBITEMS), read only then. */
  subitems: boolean;
}

/** Result sets an answer holds at most: a group by a column of unique values is cut here. */
export const MAX_RESULT_SETS = 1000;

/** Columns and functions of one query, all its expressions together: the work per item read is bounded. */
export const MAX_EXPRESSION_NODES = 100;

function positiveLimit(value: number | null | undefined, what: string, max: number): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw invalidArgument(`${what} must be between 1 and ${max}, got ${value}`);
  return value;
}

/** The column a COLUMN element names. */
function columnOf(element: AggregateSelectElementInput): string {
  if (!element.column) throw invalidArgument(`Select element "${element.as}" of type COLUMN needs a column`);
  return element.column.column_id;
}

/** Counts the nodes of the expressions a query builds, refusing past the bound. */
class Nodes {
  private count = 0;

  take(): void {
    this.count += 1;
    if (this.count > MAX_EXPRESSION_NODES)
      throw invalidArgument(`An aggregate reads at most ${MAX_EXPRESSION_NODES} columns and functions`);
  }
}

function functionOf(element: AggregateSelectElementInput) {
  if (!element.function)
    throw invalidArgument(`Select element "${element.as}" of type FUNCTION needs a function`);
  return { fn: element.function.function, params: element.function.params ?? [] };
}

/** A param: a column, or a transform of params; an aggregate cannot be aggregated again. */
function expressionOf(element: AggregateSelectElementInput, nodes: Nodes): Expression {
  nodes.take();
  if (element.type === 'COLUMN') return { kind: 'column', columnId: columnOf(element) };
  const { fn, params } = functionOf(element);
  if (!isTransform(fn))
    throw invalidArgument(`${fn} aggregates a result set; it cannot be the param of another function`);
  const [least, most] = TRANSFORMS[fn].arity;
  if (params.length < least || params.length > most)
    throw invalidArgument(
      least === most
        ? `${fn} takes ${least} param${least === 1 ? '' : 's'}`
        : `${fn} takes ${least} to ${most} params`,
    );
  return { kind: 'transform', fn, params: params.map((param) => expressionOf(param, nodes)) };
}

/** The expression a group_by element groups by: the transform selected under its name, else the column. */
function groupExpression(columnId: string, select: readonly AggregateSelectElementInput[], nodes: Nodes) {
  const named = select.find(
    (element) =>
      element.as === columnId && element.type === 'FUNCTION' && isTransform(element.function?.function ?? ''),
  );
  if (named) return expressionOf(named, nodes);
  nodes.take();
  return { kind: 'column' as const, columnId };
}

function selected(
  element: AggregateSelectElementInput,
  groupNames: readonly string[],
  groupBy: AggregatePlan['groupBy'],
  nodes: Nodes,
): Selected {
  const grouped = groupNames.indexOf(element.as);
  if (element.type === 'COLUMN') {
    const columnId = columnOf(element);
    const byColumn = groupBy.findIndex(
      (entry) => entry.expression.kind === 'column' && entry.expression.columnId === columnId,
    );
    const groupIndex = byColumn >= 0 ? byColumn : grouped;
    if (groupIndex < 0)
      throw invalidArgument(`Selected column ${columnId} must be in group_by, or aggregated by a function`);
    return { alias: element.as, kind: 'group', groupIndex };
  }
  const { fn, params } = functionOf(element);
  if (isTransform(fn)) {
    if (grouped < 0)
      throw invalidArgument(
        `${fn} transforms each item's value: group_by needs an element with column_id "${element.as}", its alias`,
      );
    return { alias: element.as, kind: 'group', groupIndex: grouped };
  }
  if (!isAggregate(fn)) throw invalidArgument(`Function ${fn} is not supported`);
  if (grouped >= 0)
    throw invalidArgument(`${fn} aggregates a result set: group_by cannot name its alias "${element.as}"`);
  if (params.length !== AGGREGATES[fn])
    throw invalidArgument(
      AGGREGATES[fn] === 0 ? `${fn} takes no params` : `${fn} takes one param, what it reads`,
    );
  nodes.take();
  return {
    alias: element.as,
    kind: 'function',
    fn,
    param: params[0] ? expressionOf(params[0], nodes) : null,
  };
}

function columnsOf(expression: Expression): string[] {
  return expression.kind === 'column' ? [expression.columnId] : expression.params.flatMap(columnsOf);
}

/**
 * Checks an aggregate query as monday.com words its rules: a selected COLUMN is grouped by (its
 * column_id or its alias in group_by); a transformative FUNCTION is grouped by its alias; an
 * aggregative one is not, and reads one param (a column, or a transform of columns). Which columns
 * exist is checked against the board when its items are read (Evaluation).
 */
export function planAggregate(input: AggregateQueryInput): AggregatePlan {
  if (input.select.length === 0) throw invalidArgument('select needs at least one element');
  const nodes = new Nodes();
  const groupNames = (input.group_by ?? []).map((entry) => entry.column_id);
  if (new Set(groupNames).size < groupNames.length) throw invalidArgument('group_by names a column twice');
  const groupBy = (input.group_by ?? []).map((entry) => ({
    expression: groupExpression(entry.column_id, input.select, nodes),
    limit: positiveLimit(entry.limit, 'A group_by limit', MAX_RESULT_SETS),
  }));
  const select = input.select.map((element) => selected(element, groupNames, groupBy, nodes));
  const expressions = [
    ...groupBy.map((entry) => entry.expression),
    ...select.flatMap((entry) => (entry.kind === 'function' && entry.param ? [entry.param] : [])),
  ];
  return {
    board: String(input.from.id),
    groupBy,
    select,
    limit: positiveLimit(input.limit, 'limit', MAX_RESULT_SETS) ?? MAX_RESULT_SETS,
    reads: [...new Set(expressions.flatMap(columnsOf))],
    subitems: select.some((entry) => entry.kind === 'function' && entry.fn === 'COUNT_SUBITEMS'),
  };
}
