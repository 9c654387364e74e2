import {
  isSearchable,
  lookupKeysOf,
  searchKeysOf,
  valueKey,
  type ColumnDefinition,
  type SearchContext,
} from '@workapi/column-types';
import { invalidArgument, invalidColumnId } from '@workapi/errors';
import type { ShownItem, ItemsRepository } from '../data/items';

/*
 * items_page_by_column_values (docs/lookup.md): each searched column becomes the lookup keys its
 * values find; an item matches when, in every searched column, it holds one of that column's keys.
 */

/** One searched column, and the keys any of which its value must be found by. */
export interface LookupColumn {
  column_id: string;
  keys: string[];
}

/** `ItemsPageByColumnValuesQuery` as the client sent it. */
export interface LookupInput {
  column_id: string;
  column_values: ReadonlyArray<string | null>;
}

/** Values searched in one request at most (each is one indexed read). */
export const MAX_LOOKUP_VALUES = 100;

/**
 * The searched columns as lookup keys: each column must be one of the board's and searchable, and
 * each value a non-empty string; a value that names nothing there (an unknown label, user or
 * tag) finds nothing. Keys are sorted, so the same search binds its cursor the same way.
 */
export function normalizeLookup(
  input: readonly LookupInput[],
  columns: ColumnDefinition[],
  search: SearchContext,
): LookupColumn[] {
  if (input.length === 0) throw invalidArgument('columns needs at least one column to search');
  const total = input.reduce((sum, entry) => sum + entry.column_values.length, 0);
  if (total > MAX_LOOKUP_VALUES)
    throw invalidArgument(`At most ${MAX_LOOKUP_VALUES} column values can be searched at once`);
  return input.map((entry) => {
    const column = columns.find((candidate) => candidate.id === entry.column_id);
    if (!column) throw invalidColumnId(entry.column_id);
    if (!isSearchable(column))
      throw invalidArgument(`Column ${column.id} of type ${column.type} cannot be searched by value`);
    if (entry.column_values.length === 0)
      throw invalidArgument(`column_values of column ${column.id} names no value to search`);
    const keys = entry.column_values.flatMap((value) => {
      if (value == null || value.trim() === '')
        throw invalidArgument(
          'Searching for an empty value is not supported; use items_page with an is_empty rule',
        );
      return searchKeysOf(column, value, search);
    });
    return { column_id: column.id, keys: [...new Set(keys)].sort() };
  });
}

/**
 * The ids of the board's items that may match, in id order: per column, one indexed read of all
 * its keys (`$in`), the columns intersected. However many values a search names, it is one read a
 * column, so a request of many searches holds one connection at a time for each. A superset of
 * the matches (a key a crash left behind); every page re-checks its items with `matchesLookup`.
 */
export async function lookupCandidates(
  items: ItemsRepository,
  boardId: string,
  lookup: LookupColumn[],
): Promise<string[]> {
  let found: string[] | null = null;
  for (const column of lookup) {
    const ids = new Set(await items.idsWithLookupKeys(boardId, column.keys));
    found = found ? found.filter((id) => ids.has(id)) : [...ids];
    if (found.length === 0) break;
  }
  return (found ?? []).sort((a, b) => Number(a) - Number(b));
}

/** Whether the item's values (as read now) match the search; a column gone since matches nothing. */
export function matchesLookup(
  item: ShownItem,
  lookup: LookupColumn[],
  columns: ReadonlyMap<string, ColumnDefinition>,
): boolean {
  return lookup.every(({ column_id, keys }) => {
    const column = columns.get(column_id);
    if (!column) return false;
    const stored = column.type === 'name' ? item.name : item.values?.[valueKey(column)];
    return lookupKeysOf(column, stored).some((key) => keys.includes(key));
  });
}
