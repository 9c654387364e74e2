import { invalidArgument } from '@workapi/errors';
import type { ColumnDefinition, ColumnType } from './columns';
import { COLUMN_TYPES } from './registry';

/** Settings as sent: a JSON object, or a string holding one (monday.com accepts both). */
function settingsObject(input: unknown): Record<string, unknown> {
  if (input == null || input === '') return {};
  let parsed = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      throw invalidArgument('Column settings must be valid JSON');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidArgument('Column settings must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/**
 * The settings a column of `type` gets when created (`previous` `{}`) or changed, on a board of
 * `columns`: what was sent, checked by the type's `checkSettings` (libs/column-types registry),
 * else laid over `previous`. Every mutation that sets a column's settings comes through here.
 */
export function columnSettings(
  type: ColumnType,
  input: unknown,
  previous: Record<string, unknown>,
  columns: readonly ColumnDefinition[],
): Record<string, unknown> {
  const sent = settingsObject(input);
  const check = COLUMN_TYPES[type].checkSettings;
  return check ? check(sent, previous, columns) : { ...previous, ...sent };
}

/**
 * The settings a new column of `type` gets on a board of `columns`: what was sent, or when nothing
 * was, its type's `defaultSettings` (create_column and the typed create mutations alike).
 */
export function newColumnSettings(
  type: ColumnType,
  input: unknown,
  columns: readonly ColumnDefinition[],
): Record<string, unknown> {
  const sent = settingsObject(input);
  const defaults = COLUMN_TYPES[type].defaultSettings;
  return columnSettings(type, Object.keys(sent).length === 0 && defaults ? defaults : sent, {}, columns);
}
