import type { ColumnDefinition, ColumnType } from '@workapi/column-types';

/** A column of `board` (10 unless given), for unit tests. */
export const columnOf = (
  id: string,
  type: ColumnType,
  settings: Record<string, unknown> = {},
  board = '10',
): ColumnDefinition => ({
  board_id: board,
  id,
  title: id,
  type,
  settings,
  description: null,
  archived: false,
  position: 0,
});
