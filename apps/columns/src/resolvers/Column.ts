import type { ColumnResolvers } from '../generated/graphql';
import { columnsOf } from '../context';

export const Column = {
  /** A value's column (the items subgraph names it by key); all columns of a board are read at once. */
  __resolveReference: async (reference, context) =>
    (await columnsOf(context).column(String(reference.board_id), String(reference.id))) ?? null,
  settings_str: (column) => JSON.stringify(column.settings),
} satisfies ColumnResolvers;
