import { setTimeout as sleep } from 'node:timers/promises';
import { columnValueInvalid, columnValuesObject, invalidColumnId } from '@workapi/errors';
import type { ColumnRecord, ColumnsRepository } from './data/columns';
import { columnsOf, type ColumnsContext } from './context';
import { COLUMN_TYPES, type WriteContext } from './values';

/** One requested change: the column, what the client sent, and in which form. */
export interface RequestedValue {
  columnId: string;
  input: unknown;
  form: 'json' | 'simple';
}

export interface PreparedWrites {
  values: Array<{ columnId: string; value: unknown }>;
  /** New settings of a column, and the `settings_version` of the settings they were derived from. */
  settings: Array<{ columnId: string; settings: Record<string, unknown>; version: number }>;
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
        { columnId, settings, version: column.settings_version ?? 0 },
      ];
    }
    prepared.values.push({ columnId, value: stored });
  }
  return prepared;
}

/** What checking the requested values needs: the account's users only when a people column is written. */
async function writeOptions(
  context: ColumnsContext,
  columns: ColumnRecord[],
  requested: RequestedValue[],
  createLabelsIfMissing: boolean,
): Promise<Omit<WriteContext, 'now'>> {
  const written = new Set(requested.map((entry) => entry.columnId));
  const needsUsers = columns.some((column) => column.type === 'people' && written.has(column.id));
  return { createLabelsIfMissing, users: needsUsers ? await context.userNames() : undefined };
}

const MAX_ATTEMPTS = 10;

/**
 * Checks the requested values against the board's columns, then stores the settings of labels
 * created on the way and the item's values. Settings are stored by compare-and-set: when another
 * request changed a column since it was read, everything is read and prepared again, so two
 * requests creating labels never take the same index, and each value names the label that its
 * own stored settings hold. Gives up after MAX_ATTEMPTS with the values unstored.
 */
export async function storeValues(
  context: ColumnsContext,
  boardId: string,
  itemId: string,
  requested: RequestedValue[],
  createLabelsIfMissing: boolean,
): Promise<void> {
  const repository = columnsOf(context);
  for (let attempt = 1; ; attempt += 1) {
    const columns = await repository.ofBoard.load(boardId);
    const options = await writeOptions(context, columns, requested, createLabelsIfMissing);
    const prepared = prepareWrites(columns, requested, options);
    if (await storeSettings(repository, boardId, prepared)) {
      await repository.writeValues(boardId, itemId, prepared.values);
      return;
    }
    if (attempt === MAX_ATTEMPTS) {
      throw new Error(
        `Columns of board ${boardId} kept changing under item ${itemId}'s write; gave up after ${MAX_ATTEMPTS} attempts`,
      );
    }
    // Jittered, so requests that lost to the same write do not all read again at once.
    await sleep(Math.random() * Math.min(250, 20 * 2 ** attempt));
  }
}

/**
 * False as soon as a column's settings changed since they were read. Columns stored before it keep
 * their new labels, which the next attempt finds instead of creating them again.
 */
async function storeSettings(
  repository: ColumnsRepository,
  boardId: string,
  prepared: PreparedWrites,
): Promise<boolean> {
  for (const { columnId, settings, version } of prepared.settings) {
    if (!(await repository.replaceSettings(boardId, columnId, settings, version))) return false;
  }
  return true;
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
