import type { ColumnResolvers } from '../generated/graphql';
import { revisionOf } from '../changes/update-column';
import { columnsOf } from '../context';

export const Column = {
  /** A value's column (the items subgraph names it by key); all columns of a board are read at once. */
  __resolveReference: async (reference, context) =>
    (await columnsOf(context).column(String(reference.board_id), String(reference.id))) ?? null,
  // monday.com answers JSON as a JSON-encoded string (codegen.ts), so both forms read alike.
  settings: (column) => JSON.stringify(column.settings),
  settings_str: (column) => JSON.stringify(column.settings),
  width: (column) => column.width ?? null,
  revision: (column) => revisionOf(column),
  capabilities: (column) => ({ calculated: column.capabilities?.calculated ?? null }),
} satisfies ColumnResolvers;
