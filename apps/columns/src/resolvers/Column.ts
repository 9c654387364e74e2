import type { ColumnRecord } from '../data/columns';

export const Column = {
  settings_str: (column: ColumnRecord) => JSON.stringify(column.settings),
};
