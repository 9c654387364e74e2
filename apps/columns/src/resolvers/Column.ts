import type { ColumnResolvers } from '../generated/graphql';

export const Column = {
  settings_str: (column) => JSON.stringify(column.settings),
} satisfies ColumnResolvers;
