import { columnSettings } from '@workapi/column-types';
import { invalidArgument, invalidColumnId, name } from '@workapi/errors';
import type { ColumnChange, ColumnRecord, ColumnType } from '../data/columns';
import { columnsOf, writableBoard, type ColumnsContext } from '../context';
import { capabilitiesOf, type NewColumn } from './create-column';
import { columnChanged, eventScope } from '../column-events';

/** What every mutation that changes a column asks for (update_column and the typed ones). */
export interface ColumnUpdate {
  board_id: string;
  id: string;
  title?: string | null;
  description?: string | null;
  revision: string;
  capabilities?: NewColumn['capabilities'];
  settings?: unknown;
  column_type: ColumnType;
}

/** A column's revision: the count of its changes, which every change moves on. */
export const revisionOf = (column: Pick<ColumnRecord, 'settings_version'>): string =>
  String(column.settings_version ?? 0);

const staleRevision = (columnId: string) =>
  invalidArgument(
    `Column ${columnId} changed since this revision was read: read its revision again and retry the change`,
  );

/**
 * Changes a column at the revision the caller read, as monday.com's optimistic concurrency does: a
 * revision that is no longer the column's is refused and nothing changes. Settings are derived from
 * the column as read and stored only while it is still at that revision.
 */
export async function updateColumn(context: ColumnsContext, args: ColumnUpdate): Promise<ColumnRecord> {
  const { id: boardId } = await writableBoard(context, args.board_id);
  const repository = columnsOf(context);
  const column = await repository.column(boardId, args.id);
  if (!column) throw invalidColumnId(args.id);
  if (column.type !== args.column_type) {
    throw invalidArgument(`Column ${args.id} is a ${column.type} column, not ${args.column_type}`);
  }
  if (revisionOf(column) !== args.revision) throw staleRevision(args.id);
  const change: ColumnChange = {};
  if (args.title != null) change.title = name(args.title, 'title');
  if (args.description != null) change.description = args.description;
  if (args.settings != null)
    change.settings = columnSettings(
      column.type,
      args.settings,
      column.settings,
      await repository.ofBoard(boardId),
    );
  const capabilities = capabilitiesOf(args.capabilities, column.type);
  if (capabilities) change.capabilities = capabilities;
  const events = columnChanged(eventScope(context, boardId), column, change);
  const updated = await repository.update(boardId, args.id, change, column.settings_version ?? 0, events);
  if (updated) return updated;
  if (!(await repository.column(boardId, args.id))) throw invalidColumnId(args.id);
  throw staleRevision(args.id);
}
