import { invalidArgument, invalidColumnId, name } from '@workapi/errors';
import type { ColumnChange, ColumnRecord } from '../data/columns';
import type { MutationResolvers } from '../generated/graphql';
import { createColumn } from '../changes/create-column';
import { updateColumn } from '../changes/update-column';
import { columnsOf, writableBoard, type ColumnsContext } from '../context';
import { columnChanged, columnDeleted, eventScope } from '../column-events';

/** Changes a column's own fields, its events (column-events.ts) stored with the change. */
async function changeColumn(
  context: ColumnsContext,
  boardId: string,
  column: ColumnRecord,
  change: ColumnChange,
): Promise<ColumnRecord | null> {
  const events = columnChanged(eventScope(context, boardId), column, change);
  return columnsOf(context).update(boardId, column.id, change, undefined, events);
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

export const Mutation = {
  create_column: (_, args, context) => createColumn(context, args),
  create_status_column: (_, args, context) =>
    createColumn(context, { ...args, column_type: 'status', defaults: args.defaults ?? {} }),
  create_dropdown_column: (_, args, context) =>
    createColumn(context, { ...args, column_type: 'dropdown', defaults: args.defaults ?? {} }),

  update_column: (_, args, context) => updateColumn(context, args),
  update_status_column: (_, args, context) => updateColumn(context, { ...args, column_type: 'status' }),
  update_dropdown_column: (_, args, context) => updateColumn(context, { ...args, column_type: 'dropdown' }),

  async change_column_title(_, args, context) {
    const { id: boardId } = await writableBoard(context, args.board_id);
    const column = await existingColumn(context, boardId, args.column_id);
    return changeColumn(context, boardId, column, { title: name(args.title, 'title') });
  },

  async change_column_metadata(_, args, context) {
    const { id: boardId } = await writableBoard(context, args.board_id);
    const column = await existingColumn(context, boardId, args.column_id);
    if (args.column_property === 'title') {
      return changeColumn(context, boardId, column, { title: name(args.value ?? '', 'title') });
    }
    if (args.column_property === 'description') {
      return changeColumn(context, boardId, column, { description: args.value ?? null });
    }
    throw invalidArgument('column_property must be title or description');
  },

  async delete_column(_, args, context) {
    const { id: boardId } = await writableBoard(context, args.board_id);
    const column = await existingColumn(context, boardId, args.column_id);
    if (column.type === 'name') throw invalidArgument('The name column cannot be deleted');
    await columnsOf(context).remove(boardId, column.id, [
      columnDeleted(eventScope(context, boardId), column),
    ]);
    return column;
  },
} satisfies MutationResolvers;
