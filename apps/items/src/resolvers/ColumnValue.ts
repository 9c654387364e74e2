import type { ColumnValueResolvers, MirroredValueResolvers } from '../generated/graphql';
import {
  COLUMN_TYPES,
  type ColumnTypeHandler,
  type ColumnValueTypename,
  type ColumnValueView,
} from '@workapi/column-types';

const handlerOf = (view: ColumnValueView): ColumnTypeHandler =>
  COLUMN_TYPES[view.column.type as keyof typeof COLUMN_TYPES];

/** Fields every implementation shares: monday.com renders `value` as a JSON string and `text` as display text. */
const shared = {
  id: (view) => view.column.id,
  column: (view) => ({ __typename: 'Column' as const, id: view.column.id, board_id: view.column.board_id }),
  type: (view) => view.column.type,
  text: (view) => handlerOf(view).text(view.stored, view.column, view.read),
  value: (view) => {
    const value = handlerOf(view).value(view.stored, view.column, view.read);
    return value == null ? null : JSON.stringify(value);
  },
} satisfies Omit<ColumnValueResolvers, '__resolveType'>;

/**
 * A type's own fields are its handler's `fields`, named at run time: codegen cannot see through the
 * registry, so the typecheck holds them to nothing more than the type names and the shared fields.
 */
type ImplementationResolvers = typeof shared & Record<string, (view: ColumnValueView) => unknown>;

/** The ColumnValue interface and one resolver map per implementation type, all from the type registry. */
export function columnValueResolvers() {
  const implementations = (Object.values(COLUMN_TYPES) as ColumnTypeHandler[]).map((handler) => {
    const typed = Object.fromEntries(
      Object.entries(handler.fields).map(([field, render]) => [
        field,
        (view: ColumnValueView) => render(view.stored, view.column, view.read),
      ]),
    );
    return [handler.graphqlType, { ...shared, ...typed }];
  });
  return {
    ColumnValue: {
      __resolveType: (view: ColumnValueView) => handlerOf(view).graphqlType,
    } satisfies ColumnValueResolvers,
    // The union admits boards and groups; the mirrors made here show column values, each as its own type.
    MirroredValue: {
      __resolveType: (mirrored) =>
        'column' in mirrored ? handlerOf(mirrored).graphqlType : 'board_id' in mirrored ? 'Group' : 'Board',
    } satisfies MirroredValueResolvers,
    ...(Object.fromEntries(implementations) as Partial<Record<ColumnValueTypename, ImplementationResolvers>>),
  };
}
