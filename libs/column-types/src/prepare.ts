import { columnValueInvalid, columnValuesObject, invalidColumnId } from '@workapi/errors';
import { valueKey, type ColumnDefinition } from './columns';
import { lookupKeysOf } from './lookup';
import { notWritable } from './read-only';
import { COLUMN_TYPES } from './registry';
import type { WriteContext } from './types';

/** One requested change: the column, what the client sent, and in which form. */
export interface RequestedValue {
  columnId: string;
  input: unknown;
  form: 'json' | 'simple';
}

export interface PreparedValues {
  /**
   * Each column's value to store (null clears), under the column's value key, and the lookup keys
   * the value is found by (lookup.ts).
   */
  values: Array<{ columnId: string; key: string; value: unknown; lookup: string[] }>;
  /**
   * Columns whose settings the values need changed (labels created on the way): the new settings
   * and the `settings_version` they were derived from, to store by compare-and-set before the values.
   */
  settings: Array<{ columnId: string; settings: Record<string, unknown>; version: number }>;
}

/**
 * Checks every requested value against its column before anything is stored, so a request with
 * one bad value changes nothing. Labels created on the way (create_labels_if_missing, and tags
 * always) come back as the settings their columns need first.
 */
export function prepareValues(
  columns: ColumnDefinition[],
  requested: RequestedValue[],
  options: Omit<WriteContext, 'now'>,
): PreparedValues {
  const prepared: PreparedValues = { values: [], settings: [] };
  const working = new Map(columns.map((column) => [column.id, column]));
  for (const entry of requested) {
    const { columnId, input, form } = entry;
    const column = working.get(columnId);
    if (!column || column.type === 'name') throw invalidColumnId(columnId);
    const handler = COLUMN_TYPES[column.type];
    if (!handler || handler.readOnly) throw notWritable(column.type);
    const ctx: WriteContext = { ...options, now: new Date() };
    const { stored, settings } =
      form === 'simple'
        ? handler.fromSimple(String(input ?? ''), column, ctx)
        : handler.fromJson(input, column, ctx);
    if (settings) {
      working.set(columnId, { ...column, settings });
      const earlier = prepared.settings.find((change) => change.columnId === columnId);
      prepared.settings = [
        ...prepared.settings.filter((change) => change !== earlier),
        { columnId, settings, version: earlier?.version ?? column.settings_version ?? 0 },
      ];
    }
    prepared.values.push({
      columnId,
      key: valueKey(column),
      value: stored,
      lookup: lookupKeysOf(column, stored),
    });
  }
  return prepared;
}

/**
 * The items the requested values name (board_relation, dependency), for the caller to find those
 * it may link to (`WriteContext.linkable`) before `prepareValues` checks them.
 */
export function itemsNamedBy(columns: ColumnDefinition[], requested: RequestedValue[]): string[] {
  const named = requested.flatMap(({ columnId, input }) => {
    const column = columns.find((candidate) => candidate.id === columnId);
    return (column && COLUMN_TYPES[column.type]?.itemsNamed?.(input)) ?? [];
  });
  return [...new Set(named)];
}

/** `column_values` of change_multiple_column_values and create_item: strings are simple values, the rest JSON. */
export function requestedFromMap(columnValues: unknown): RequestedValue[] {
  return Object.entries(columnValuesObject(columnValues) ?? {}).map(([columnId, input]) => ({
    columnId,
    input,
    form: typeof input === 'string' || typeof input === 'number' ? 'simple' : 'json',
  }));
}

/** `value` of change_column_value: a JSON document, usually sent as a string holding it. */
export function requestedFromJson(
  columnId: string,
  value: unknown,
  column: ColumnDefinition | undefined,
): RequestedValue {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = value === '' ? null : JSON.parse(value);
    } catch {
      throw columnValueInvalid(column?.type ?? 'text', `The value for column ${columnId} is not valid JSON`);
    }
  }
  return {
    columnId,
    input: parsed,
    form: typeof parsed === 'string' || typeof parsed === 'number' ? 'simple' : 'json',
  };
}
