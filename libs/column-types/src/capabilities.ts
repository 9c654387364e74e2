import { invalidArgument } from '@workapi/errors';
import type { ColumnType } from './columns';
import { COLUMN_TYPES } from './registry';

/** How a calculated column sums up its subitems' values on the parent item (monday.com's `CalculatedFunction`). */
export type CalculatedFunction = 'MIN' | 'MAX' | 'SUM' | 'MIN_MAX' | 'NONE' | 'COUNT_KEYS';

/** A column's calculated capability, as `Column.capabilities.calculated` answers it. */
export interface CalculatedCapability {
  function: CalculatedFunction;
  calculated_type: ColumnType;
}

/**
 * The calculated capability a column of `type` gets when asked to sum up with `fn`
 * (create_column, update_column, the typed status mutations): refused, as monday.com refuses it,
 * when its type does not sum up that way (`ColumnTypeHandler.calculated`; a status column only
 * counts its labels) or not at all.
 */
export function calculatedCapability(type: ColumnType, fn: CalculatedFunction): CalculatedCapability {
  const allowed = COLUMN_TYPES[type].calculated ?? [];
  if (allowed.length === 0) throw invalidArgument(`A ${type} column has no calculated capability`);
  if (!allowed.includes(fn))
    throw invalidArgument(`A ${type} column is calculated with ${allowed.join(', ')}, not ${fn}`);
  return { function: fn, calculated_type: type };
}

/** monday.com's `ColumnCapability`: what a client says it can show beyond plain values. */
export type ColumnCapabilityName = 'CALCULATED';

/** The capabilities a column has, by monday.com's names. */
export const capabilityNamesOf = (column: {
  capabilities?: { calculated?: CalculatedCapability | null } | null;
}): ColumnCapabilityName[] => (column.capabilities?.calculated ? ['CALCULATED'] : []);

/**
 * Whether a column is shown to a client that supports these capabilities: it is when the client
 * supports every capability the column has (a column with none is always shown). monday.com's
 * `Board.columns` leaves the others out, and with no list given shows only columns with none.
 */
export const shownWith = (
  column: { capabilities?: { calculated?: CalculatedCapability | null } | null },
  supported: readonly string[] | null | undefined,
): boolean => capabilityNamesOf(column).every((name) => supported?.includes(name) ?? false);
