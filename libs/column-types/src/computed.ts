import type { ColumnType } from './columns';
import { readOnly } from './read-only';
import { type ColumnTypeHandler, type ColumnValueTypename } from './types';
import type { ReadContext } from './view';

/** "2026-06-03 13:25:07 UTC": how monday.com renders log columns as text. */
const logTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** A read-only type, worked out from the item (and its other values): every write is refused. */
export function computed(
  type: ColumnType,
  graphqlType: ColumnValueTypename,
  handler: Pick<ColumnTypeHandler<null>, 'text' | 'value' | 'fields'>,
): ColumnTypeHandler<null> {
  return readOnly(type, { graphqlType, ...handler });
}

const user = (id: string | null) => (id ? { __typename: 'User', id } : null);

export const creationLog = computed('creation_log', 'CreationLogValue', {
  text: (_stored, _column, read) => logTime(read.item.created_at),
  value: (_stored, _column, read: ReadContext) => ({
    created_at: read.item.created_at.toISOString(),
    creator_id: read.item.creator_id,
  }),
  fields: {
    created_at: (_stored, _column, read) => read.item.created_at.toISOString(),
    creator_id: (_stored, _column, read) => read.item.creator_id,
    creator: (_stored, _column, read) => user(read.item.creator_id),
  },
});

export const lastUpdated = computed('last_updated', 'LastUpdatedValue', {
  text: (_stored, _column, read) => logTime(read.item.updated_at),
  value: (_stored, _column, read) => ({
    updated_at: read.item.updated_at.toISOString(),
    updater_id: read.item.updater_id,
  }),
  fields: {
    updated_at: (_stored, _column, read) => read.item.updated_at.toISOString(),
    updater_id: (_stored, _column, read) => read.item.updater_id,
    updater: (_stored, _column, read) => user(read.item.updater_id),
  },
});

export const itemId = computed('item_id', 'ItemIdValue', {
  text: (_stored, _column, read) => read.item.id,
  value: (_stored, _column, read) => ({ item_id: Number(read.item.id) }),
  fields: { item_id: (_stored, _column, read) => read.item.id },
});

/** The name column is the item's name, owned by the items subgraph; monday.com leaves it out of column_values. */
export const nameColumn: ColumnTypeHandler = {
  ...computed('name', 'TextValue', { text: () => '', value: () => null, fields: {} }),
  // Searched exactly; its "stored value" is the item's name (lookup.ts), and so is a formula's `{name}`.
  lookupTerms: (stored: string) => [stored],
  searchTerms: (value: string) => [value],
  formulaOperand: (stored: string | null) => stored ?? '',
};
