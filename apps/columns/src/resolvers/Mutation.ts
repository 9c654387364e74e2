import { COLUMN_TYPES } from '@workapi/column-types';
import { invalidArgument, invalidColumnId, name } from '@workapi/errors';
import type { ColumnRecord, ColumnType } from '../data/columns';
import type { MutationResolvers } from '../generated/graphql';
import { columnsOf, writableBoard, type ColumnsContext } from '../context';

const COLUMN_ID = /^[a-z0-9_]{1,20}$/;

async function existingColumn(
  context: ColumnsContext,
  boardId: string,
  columnId: string,
): Promise<ColumnRecord> {
  const column = await columnsOf(context).column(boardId, columnId);
  if (!column) throw invalidColumnId(columnId);
  return column;
}

function nextColumnId(taken: Set<string>, type: ColumnType): string {
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
    const { id: boardId } = await writableBoard(context, args.board_id);
    const repository = columnsOf(context);
    const [columns, everUsed] = await Promise.all([
      repository.ofBoard(boardId),
      repository.idsEverUsed(boardId),
    ]);
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
    COLUMN_TYPES[args.column_type].checkSettings?.(settings, columns);
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
      id: args.id ?? nextColumnId(everUsed, args.column_type),
      title: name(args.title, 'title'),
      type: args.column_type,
      settings,
      description: args.description ?? null,
      archived: false,
      position,
    });
  },

  async change_column_title(_, args, context) {
    const { id: boardId } = await writableBoard(context, args.board_id);
    await existingColumn(context, boardId, args.column_id);
    return columnsOf(context).update(boardId, args.column_id, { title: name(args.title, 'title') });
  },

  async change_column_metadata(_, args, context) {
    const { id: boardId } = await writableBoard(context, args.board_id);
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
    const { id: boardId } = await writableBoard(context, args.board_id);
    const column = await existingColumn(context, boardId, args.column_id);
    if (column.type === 'name') throw invalidArgument('The name column cannot be deleted');
    await columnsOf(context).remove(boardId, column.id);
    return column;
  },
} satisfies MutationResolvers;
