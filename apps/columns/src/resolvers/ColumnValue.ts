import type { ColumnType } from '../data/columns';
import type { ColumnValueView } from './Item';

/** GraphQL type of the value of each column type; types without their own implementation yet render as text. */
const VALUE_TYPES: Partial<Record<ColumnType, string>> = {
  people: 'PeopleValue',
  status: 'StatusValue',
  date: 'DateValue',
};

export const ColumnValue = {
  __resolveType: (view: ColumnValueView) => VALUE_TYPES[view.column.type] ?? 'TextValue',
};

/** Fields every implementation shares: monday.com renders `value` as a JSON string and `text` as display text. */
export const columnValueFields = {
  id: (view: ColumnValueView) => view.column.id,
  column: (view: ColumnValueView) => view.column,
  type: (view: ColumnValueView) => view.column.type,
  text: (view: ColumnValueView) => (view.value == null ? '' : String(view.value)),
  value: (view: ColumnValueView) => (view.value == null ? null : JSON.stringify(view.value)),
};
