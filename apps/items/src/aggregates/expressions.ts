import { plainCell, type AggregateCell } from '@workapi/column-types';
import { invalidArgument } from '@workapi/errors';
import type { Expression } from './plan';
import { TRANSFORMS } from './transforms';

/** What the pass reads of a row: a column's value, how many subitems it has, and the time it runs at. */
export interface RowReader<Row> {
  cell(row: Row, columnId: string): AggregateCell;
  subitems(row: Row): number;
  now: Date;
}

/** Values one item may answer for one expression, or sets it may fall in; past it the query is refused. */
export const MAX_VALUES_PER_ITEM = 1000;

export function tooMany(): never {
  throw invalidArgument(
    `An item falls in at most ${MAX_VALUES_PER_ITEM} result sets or values of a function`,
  );
}

/** An expression's values for a row: one, or several where a transform answers several (FLATTEN). */
export function evaluate<Row>(expression: Expression, row: Row, reader: RowReader<Row>): AggregateCell[] {
  if (expression.kind === 'column') return [reader.cell(row, expression.columnId)];
  const [first, ...rest] = expression.params.map((param) => evaluate(param, row, reader));
  const others = rest.map((values) => values[0]);
  const values = first.flatMap((cell) => {
    const result = TRANSFORMS[expression.fn].apply(cell, others);
    return Array.isArray(result) ? result : [result];
  });
  if (values.length > MAX_VALUES_PER_ITEM) tooMany();
  return (values.length > 0 ? values : [null]).map(plainCell);
}
