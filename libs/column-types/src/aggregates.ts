import type { ColumnDefinition } from './columns';
import { COLUMN_TYPES } from './registry';
import type { ReadContext } from './view';

/** A value as aggregate groups and adds it up: a number, a truth or text; null when empty. */
export type AggregateValue = number | boolean | string | null;

/**
 * The value aggregate reads: what a formula reads of it (numbers as numbers, a checkbox as a
 * truth), else its text (a status by its label). Empty stays null rather than a formula's 0, so an
 * empty number is neither counted nor averaged.
 */
export function aggregateValueOf(
  column: ColumnDefinition,
  stored: unknown,
  read: ReadContext,
): AggregateValue {
  if (stored == null) return null;
  const handler = COLUMN_TYPES[column.type];
  if (handler.formulaOperand) return handler.formulaOperand(stored, column, read);
  const text = handler.text(stored, column, read);
  return text ? text : null;
}
