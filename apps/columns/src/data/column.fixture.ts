import type { ColumnRecord, ColumnType } from './columns';

/** A column of board 10 in account 1, for unit tests. */
export const columnOf = (
  id: string,
  type: ColumnType,
  settings: Record<string, unknown> = {},
): ColumnRecord => ({
  account_id: '1',
  board_id: '10',
  id,
  title: id,
  type,
  settings,
  description: null,
  archived: false,
  position: 0,
});
