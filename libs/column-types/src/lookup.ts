import { createHash } from 'node:crypto';
import { valueKey, type ColumnDefinition } from './columns';
import { COLUMN_TYPES } from './registry';
import type { SearchContext } from './types';

/*
 * Lookup keys (docs/lookup.md): every item keeps, in one top-level array, a key per term each of
 * its values is found by, `<value key>:<term>`, and `name:<name>` for its name. A search by value
 * reads the items holding one key, a top-level equality that FerretDB pushes down to a GIN index.
 * Value keys are column ids ([a-z0-9_]) or `id~generation`, so the prefix of a key tells its
 * column without doubt.
 */

/** Terms longer than this are kept as a digest, so keys stay short in the index whatever the value. */
const MAX_TERM = 48;

/** The name column's prefix: the item's name, which is not one of its values. */
const NAME = 'name';

function keyOf(prefix: string, term: string): string {
  if (term.length <= MAX_TERM) return `${prefix}:${term}`;
  return `${prefix}#${createHash('sha256').update(term).digest('base64url').slice(0, 32)}`;
}

const unique = (keys: string[]) => [...new Set(keys)];

/** Whether items_page_by_column_values can search this column (creation_log and last_updated cannot). */
export function isSearchable(column: ColumnDefinition): boolean {
  const handler = COLUMN_TYPES[column.type];
  return Boolean(handler?.lookupTerms && handler.searchTerms);
}

/** The keys an item holding `stored` in `column` is found by (none for an empty value). */
export function lookupKeysOf(column: ColumnDefinition, stored: unknown): string[] {
  const handler = COLUMN_TYPES[column.type];
  if (stored == null || !handler?.lookupTerms) return [];
  const prefix = column.type === 'name' ? NAME : valueKey(column);
  return unique(handler.lookupTerms(stored, column).map((term) => keyOf(prefix, term)));
}

/** The key an item named `name` is found by in the name column. */
export const nameLookupKey = (name: string): string => keyOf(NAME, name);

/** The keys a searched string finds in `column` (none when it names nothing there, e.g. an unknown label). */
export function searchKeysOf(column: ColumnDefinition, value: string, search: SearchContext): string[] {
  const handler = COLUMN_TYPES[column.type];
  if (!handler?.searchTerms) return [];
  const prefix = column.type === 'name' ? NAME : valueKey(column);
  return unique(handler.searchTerms(value, column, search).map((term) => keyOf(prefix, term)));
}

/** Whether `key` is one of the keys of the column stored under `prefix` (a value key, or the name's). */
export const isKeyOfColumn = (key: string, prefix: string): boolean =>
  key.startsWith(`${prefix}:`) || key.startsWith(`${prefix}#`);

/** Every lookup key of an item: its name's and its values' in the board's columns. */
export function lookupKeysOfItem(
  columns: ColumnDefinition[],
  item: { name: string; values?: Record<string, unknown> },
): string[] {
  return unique([
    nameLookupKey(item.name),
    ...columns
      .filter((column) => column.type !== 'name')
      .flatMap((column) => lookupKeysOf(column, item.values?.[valueKey(column)])),
  ]);
}
