import { boardEvent, type BoardEvent, type BoardEventScope } from '@workapi/internal';
import type { ColumnChange, ColumnRecord } from './data/columns';
import type { ColumnsContext } from './context';

/*
 * The board events of column changes (libs/internal board-events.ts): monday.com's `create_column`
 * (an activity log event and a webhook event, with its webhook's fields), and names in its style
 * for the others (docs/activity.md). Each is stored in the column's outbox in the same write as
 * its change (ColumnsRepository), and relayed to the board's activity log and webhooks.
 */

type ColumnFacts = Pick<ColumnRecord, 'id' | 'type' | 'title'>;

/** Who changes the columns of `boardId`. */
export const eventScope = (context: ColumnsContext, boardId: string): BoardEventScope => ({
  accountId: context.caller?.accountId ?? '',
  userId: context.caller?.userId ?? '',
  boardId,
});

const columnFields = (column: ColumnFacts) => ({
  columnId: column.id,
  columnType: column.type,
  columnTitle: column.title,
});

export const columnCreated = (scope: BoardEventScope, column: ColumnFacts): BoardEvent =>
  boardEvent(scope, 'create_column', columnFields(column), { columnId: column.id });

export const columnDeleted = (scope: BoardEventScope, column: ColumnFacts): BoardEvent =>
  boardEvent(scope, 'delete_column', columnFields(column), { columnId: column.id });

/** What a column change changed, by field: its title, its description, how it is set up. */
const COLUMN_CHANGES = [
  { event: 'update_column_name', field: 'title' },
  { event: 'update_column_description', field: 'description' },
  { event: 'update_column_settings', field: 'settings' },
  { event: 'update_column_capabilities', field: 'capabilities' },
] as const;

/** One event per field `change` gives `column` anew. */
export function columnChanged(
  scope: BoardEventScope,
  column: ColumnRecord,
  change: ColumnChange,
): BoardEvent[] {
  const changed = COLUMN_CHANGES.filter(
    ({ field }) =>
      field in change && JSON.stringify(change[field] ?? null) !== JSON.stringify(column[field] ?? null),
  );
  return changed.map(({ event, field }) =>
    boardEvent(
      scope,
      event,
      {
        ...columnFields({ ...column, title: change.title ?? column.title }),
        value: { [field]: change[field] ?? null },
        previousValue: { [field]: column[field] ?? null },
      },
      { columnId: column.id },
    ),
  );
}
