import {
  invalidArgument,
  invalidBoardId,
  itemName,
  name,
  resourceNotFound,
  invalidColumnId,
} from '@workapi/errors';
import { endpoints } from '@workapi/internal';
import type { ColumnRecord, ColumnType } from '../data/columns';
import type { MutationResolvers } from '../generated/graphql';
import { columnsOf, type ColumnsContext } from '../context';
import { requestedFromJson, requestedFromMap, storeValues, type RequestedValue } from '../writes';

const COLUMN_ID = /^[a-z0-9_]{1,20}$/;

async function writableBoard(context: ColumnsContext, boardId: string): Promise<string> {
  const board = await context.call(endpoints.boards.boardAccess, { board_id: String(boardId) });
  if (!board) throw invalidBoardId(String(boardId));
  return board.id;
}

async function existingColumn(
  context: ColumnsContext,
  boardId: string,
  columnId: string,
): Promise<ColumnRecord> {
  const column = await columnsOf(context).column(boardId, columnId);
  if (!column) throw invalidColumnId(columnId);
  return column;
}

/** The board must be the caller's (checked first, as monday.com does), and the item alive on it. */
async function writableItem(
  context: ColumnsContext,
  boardId: string,
  itemId: string | null | undefined,
): Promise<string> {
  if (!itemId) throw invalidArgument('item_id is required');
  await writableBoard(context, boardId);
  const item = await context.call(endpoints.items.itemAccess, { item_id: String(itemId) });
  if (!item || item.board_id !== String(boardId)) throw resourceNotFound('Item', String(itemId));
  return item.id;
}

async function changeValues(
  context: ColumnsContext,
  args: { board_id: string; item_id?: string | null; create_labels_if_missing?: boolean | null },
  requested: (columns: ColumnRecord[]) => RequestedValue[],
): Promise<{ __typename: 'Item'; id: string }> {
  const boardId = String(args.board_id);
  const itemId = await writableItem(context, boardId, args.item_id);
  const all = requested(await columnsOf(context).ofBoard.load(boardId));
  // The name column is the item's name (items subgraph): checked here, stored with the touch below.
  const nameEntry = all.find((entry) => entry.columnId === 'name');
  const newName = nameEntry ? itemName(String(nameEntry.input ?? '')) : undefined;
  const values = all.filter((entry) => entry !== nameEntry);
  await storeValues(context, boardId, itemId, values, args.create_labels_if_missing ?? false);
  await context.call(endpoints.items.touch, {
    item_id: itemId,
    ...(newName === undefined ? {} : { name: newName }),
  });
  return { __typename: 'Item', id: itemId };
}

function nextColumnId(columns: ColumnRecord[], type: ColumnType): string {
  const taken = new Set(columns.map((column) => column.id));
  if (!taken.has(type)) return type;
  for (let n = 1; ; n += 1) if (!taken.has(`${type}_${n}`)) return `${type}_${n}`;
}

function settingsFrom(defaults: unknown): Record<string, unknown> {
  if (defaults == null || defaults === '') return {};
  const parsed = typeof defaults === 'string' ? JSON.parse(defaults) : defaults;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidArgument('defaults must be a JSON object of column settings');
  }
  return parsed as Record<string, unknown>;
}

export const Mutation = {
  async create_column(_, args, context) {
    const boardId = await writableBoard(context, args.board_id);
    const repository = columnsOf(context);
    const columns = await repository.ofBoard.load(boardId);
    if (args.column_type === 'name') throw invalidArgument('A board has exactly one name column');
    if (args.id != null && (!COLUMN_ID.test(args.id) || columns.some((column) => column.id === args.id))) {
      throw invalidArgument(
        `Column id "${args.id}" must be 1-20 lowercase letters, digits or _ and unused on the board`,
      );
    }
    let settings: Record<string, unknown>;
    try {
      settings = settingsFrom(args.defaults);
    } catch (error) {
      throw error instanceof SyntaxError ? invalidArgument('defaults must be valid JSON') : error;
    }
    const last = columns.at(-1)?.position ?? -1;
    let position = last + 1;
    if (args.after_column_id) {
      const index = columns.findIndex((column) => column.id === args.after_column_id);
      if (index < 0) throw invalidColumnId(String(args.after_column_id));
      const next = columns[index + 1];
      position = next ? (columns[index].position + next.position) / 2 : columns[index].position + 1;
    }
    return repository.insert({
      board_id: boardId,
      id: args.id ?? nextColumnId(columns, args.column_type),
      title: name(args.title, 'title'),
      type: args.column_type,
      settings,
      description: args.description ?? null,
      archived: false,
      position,
    });
  },

  async change_column_title(_, args, context) {
    const boardId = await writableBoard(context, args.board_id);
    await existingColumn(context, boardId, args.column_id);
    return columnsOf(context).update(boardId, args.column_id, { title: name(args.title, 'title') });
  },

  async change_column_metadata(_, args, context) {
    const boardId = await writableBoard(context, args.board_id);
    await existingColumn(context, boardId, args.column_id);
    if (args.column_property === 'title') {
      return columnsOf(context).update(boardId, args.column_id, { title: name(args.value ?? '', 'title') });
    }
    if (args.column_property === 'description') {
      return columnsOf(context).update(boardId, args.column_id, { description: args.value ?? null });
    }
    throw invalidArgument('column_property must be title or description');
  },

  async delete_column(_, args, context) {
    const boardId = await writableBoard(context, args.board_id);
    const column = await existingColumn(context, boardId, args.column_id);
    if (column.type === 'name') throw invalidArgument('The name column cannot be deleted');
    await columnsOf(context).remove(boardId, column.id);
    return column;
  },

  change_column_value: (_, args, context) =>
    changeValues(context, args, (columns) => [
      requestedFromJson(
        args.column_id,
        args.value,
        columns.find((column) => column.id === args.column_id),
      ),
    ]),

  change_simple_column_value: (_, args, context) =>
    changeValues(context, args, () => [
      { columnId: args.column_id, input: args.value ?? '', form: 'simple' },
    ]),

  change_multiple_column_values: (_, args, context) =>
    changeValues(context, args, () => requestedFromMap(args.column_values)),
} satisfies MutationResolvers;
