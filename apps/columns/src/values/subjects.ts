import type { RuleSubject, SortKey } from '@workapi/rules';
import type { ColumnRecord } from '../data/columns';
import { COLUMN_TYPES } from '.';
import type { ReadContext } from './view';

type Stored = Record<string, unknown> | string | null;

/** Ids and labels a value answers to in `any_of` (status index and label, dropdown ids and labels, ...). */
function identities(column: ColumnRecord, stored: Stored, text: string): string[] {
  if (stored === null) return [];
  const value = stored as Record<string, unknown>;
  switch (column.type) {
    case 'status':
      return [String(value.index), text];
    case 'dropdown':
      return [...(value.ids as number[]).map(String), ...text.split(', ')];
    case 'tags':
      return [...(value.tag_ids as number[]).map(String), ...text.split(', ')];
    case 'people':
      return (value.personsAndTeams as Array<{ id: number }>).flatMap((person) => [
        String(person.id),
        `person-${person.id}`,
      ]);
    case 'checkbox':
      return ['true', 'v'];
    case 'country':
      return [String(value.countryCode), String(value.countryName)];
    default:
      return [text];
  }
}

/** The number or ISO string that ordering operators and order_by compare. */
function scalar(column: ColumnRecord, stored: Stored, text: string, attribute?: string | null): SortKey {
  if (stored === null) return null;
  const value = stored as Record<string, unknown>;
  switch (column.type) {
    case 'numbers':
      return Number(stored);
    case 'rating':
      return Number(value.rating);
    case 'hour':
      return Number(value.hour) * 60 + Number(value.minute);
    case 'status':
      return Number(value.index);
    case 'checkbox':
      return 1;
    case 'date':
      return value.time ? `${value.date}T${value.time}` : String(value.date);
    case 'timeline':
    case 'week':
      return /^(to|end)/i.test(attribute ?? '') || /END/.test(attribute ?? '')
        ? String(value.to)
        : String(value.from);
    default:
      return text.toLowerCase();
  }
}

/** How the shared rule engine sees this column's value of one item. */
export function subjectOf(column: ColumnRecord, stored: Stored, read: ReadContext): RuleSubject {
  const handler = COLUMN_TYPES[column.type];
  const text = () => handler.text(stored, column, read) ?? '';
  return {
    empty: stored === null,
    identities: () => identities(column, stored, text()),
    text,
    scalar: (attribute) => scalar(column, stored, text(), attribute),
  };
}

export const sortKeyOf = (column: ColumnRecord, stored: Stored, read: ReadContext): SortKey =>
  scalar(column, stored, COLUMN_TYPES[column.type].text(stored, column, read) ?? '');
