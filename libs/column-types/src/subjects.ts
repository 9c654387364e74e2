import type { RuleSubject, SortKey } from '@workapi/rules';
import type { ColumnDefinition } from './columns';
import { COLUMN_TYPES } from './registry';
import { linkedIdsOf } from './relations';
import type { ReadContext } from './view';

/**
 * How the shared rule engine sees one column's value of one item: the handler of its type says
 * which ids and labels it answers to and what it sorts by; text and its lowercase are the default.
 */
export function subjectOf(column: ColumnDefinition, stored: unknown, read: ReadContext): RuleSubject {
  const handler = COLUMN_TYPES[column.type];
  const view = stored != null && handler.ruleView ? handler.ruleView(stored, column, read) : null;
  const seen = view ? view.stored : stored;
  const text = () => (view ? view.text : (handler.text(seen ?? null, column, read) ?? ''));
  return {
    empty: seen == null,
    identities: () =>
      seen == null
        ? [...(handler.emptyIdentities ?? [])]
        : (handler.identities?.(seen, column, text()) ?? [text()]),
    text,
    scalar: (attribute) => sortKeyOf(column, seen, read, attribute),
  };
}

/**
 * The items a value links to that rules on it must know the state of (`ReadContext.shownLinks`):
 * those of a type whose rules see only the links still shown (`ruleView`).
 */
export const linksRuledOn = (column: ColumnDefinition, stored: unknown): string[] =>
  COLUMN_TYPES[column.type].ruleView ? linkedIdsOf(stored) : [];

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
