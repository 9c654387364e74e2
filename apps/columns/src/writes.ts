import { columnValueInvalid, columnValuesObject, invalidColumnId } from '@workapi/errors';
import type { ColumnRecord } from './data/columns';
import type { ColumnsRepository } from './data/columns';
import type { ColumnsContext } from './context';
import { COLUMN_TYPES, type WriteContext } from './values';

/** One requested change: the column, what the client sent, and in which form. */
export interface RequestedValue {
  columnId: string;
  input: unknown;
  form: 'json' | 'simple';
}

export interface PreparedWrites {
  values: Array<{ columnId: string; value: unknown }>;
  settings: Array<{ columnId: string; settings: Record<string, unknown> }>;
}

/**
 * Checks every requested value against its column before anything is stored, so a request with
 * one bad value changes nothing. Labels created on the way (create_labels_if_missing) come back
 * as settings to store alongside.
 */
export function prepareWrites(
  columns: ColumnRecord[],
  requested: RequestedValue[],
  options: Omit<WriteContext, 'now'>,
): PreparedWrites {
  const prepared: PreparedWrites = { values: [], settings: [] };
  const working = new Map(columns.map((column) => [column.id, column]));
  for (const { columnId, input, form } of requested) {
    const column = working.get(columnId);
    if (!column || column.type === 'name') throw invalidColumnId(columnId);
    const handler = COLUMN_TYPES[column.type];
    if (!handler || handler.readOnly)
      throw columnValueInvalid(column.type, `Column ${columnId} of type ${column.type} cannot be changed`);
    const ctx: WriteContext = { ...options, now: new Date() };
    const { stored, settings } =
      form === 'simple'
        ? handler.fromSimple(String(input ?? ''), column, ctx)
        : handler.fromJson(input, column, ctx);
    if (settings) {
      working.set(columnId, { ...column, settings });
      prepared.settings = [
        ...prepared.settings.filter((entry) => entry.columnId !== columnId),
        { columnId, settings },
      ];
    }
    prepared.values.push({ columnId, value: stored });
  }
  return prepared;
}

/** What checking the requested values needs: the account's users only when a people column is written. */
export async function writeOptions(
  context: ColumnsContext,
  columns: ColumnRecord[],
  requested: RequestedValue[],
  createLabelsIfMissing: boolean,
): Promise<Omit<WriteContext, 'now'>> {
  const written = new Set(requested.map((entry) => entry.columnId));
  const needsUsers = columns.some((column) => column.type === 'people' && written.has(column.id));
  return { createLabelsIfMissing, users: needsUsers ? await context.userNames() : undefined };
}

export async function applyWrites(
  repository: ColumnsRepository,
  boardId: string,
  itemId: string,
  prepared: PreparedWrites,
): Promise<void> {
  for (const { columnId, settings } of prepared.settings)
    await repository.update(boardId, columnId, { settings });
  await repository.writeValues(boardId, itemId, prepared.values);
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
  column: ColumnRecord | undefined,
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
