import { COLUMN_TYPES, type ColumnTypeHandler } from '../values';
import type { ColumnValueView } from './Item';

type FieldResolver = (view: ColumnValueView) => unknown;

const handlerOf = (view: ColumnValueView): ColumnTypeHandler =>
  COLUMN_TYPES[view.column.type as keyof typeof COLUMN_TYPES];

/** Fields every implementation shares: monday.com renders `value` as a JSON string and `text` as display text. */
const shared: Record<string, FieldResolver> = {
  id: (view) => view.column.id,
  column: (view) => view.column,
  type: (view) => view.column.type,
  text: (view) => handlerOf(view).text(view.stored, view.column, view.read),
  value: (view) => {
    const value = handlerOf(view).value(view.stored, view.column, view.read);
    return value == null ? null : JSON.stringify(value);
  },
};

/** The ColumnValue interface and one resolver map per implementation type, all from the type registry. */
export function columnValueResolvers(): Record<string, Record<string, unknown>> {
  const resolvers: Record<string, Record<string, unknown>> = {
    ColumnValue: { __resolveType: (view: ColumnValueView) => handlerOf(view).graphqlType },
  };
  for (const handler of Object.values(COLUMN_TYPES) as ColumnTypeHandler[]) {
    const typed = Object.fromEntries(
      Object.entries(handler.fields).map(([field, render]) => [
        field,
        (view: ColumnValueView) => render(view.stored, view.column, view.read),
      ]),
    );
    resolvers[handler.graphqlType] = { ...shared, ...typed };
  }
  return resolvers;
}
