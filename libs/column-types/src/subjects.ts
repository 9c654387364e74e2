import type { RuleSubject, SortKey } from '@workapi/rules';
import type { ColumnDefinition } from './columns';
import { COLUMN_TYPES } from './registry';
import type { ReadContext } from './view';

/**
 * How the shared rule engine sees one column's value of one item: the handler of its type says
 * which ids and labels it answers to and what it sorts by; text and its lowercase are the default.
 */
export function subjectOf(column: ColumnDefinition, stored: unknown, read: ReadContext): RuleSubject {
  const handler = COLUMN_TYPES[column.type];
  const text = () => handler.text(stored ?? null, column, read) ?? '';
  return {
    empty: stored == null,
    identities: () =>
      stored == null
        ? [...(handler.emptyIdentities ?? [])]
        : (handler.identities?.(stored, column, text()) ?? [text()]),
    text,
    scalar: (attribute) => sortKeyOf(column, stored, read, attribute),
  };
}

/** The key order_by sorts this value by (null: empty, sorts last). */
export function sortKeyOf(
  column: ColumnDefinition,
  stored: unknown,
  read: ReadContext,
  attribute?: string | null,
): SortKey {
  if (stored == null) return null;
  const handler = COLUMN_TYPES[column.type];
  const text = handler.text(stored, column, read) ?? '';
  return handler.sortKey ? handler.sortKey(stored, column, text, attribute) : text.toLowerCase();
}
