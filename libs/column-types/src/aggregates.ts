import type { ColumnDefinition } from './columns';
import { COLUMN_TYPES } from './registry';
import type { ReadContext } from './view';

/** A value as aggregate groups and adds it up: a number, a truth or text; null when empty. */
export type AggregateValue = number | boolean | string | null;

/**
 * One value as aggregate's functions read it: the value it groups and adds up, and what its
 * transforms extract (a status's label or colour, a timeline's dates, a people value's persons).
 */
export interface AggregateCell {
  value: AggregateValue;
  /** As `text` renders it; null when empty. */
  text: string | null;
  /** One of the type's typed fields (`label`, `index`, `from` ...); undefined where the type has none. */
  field(name: string): unknown;
  /** Its `value` JSON, as the API answers it. */
  raw(): unknown;
  /** The values it holds: each person, label or tag of a multi-valued value; itself otherwise. */
  parts(): AggregateValue[];
}

/**
 * The value aggregate reads: what a formula reads of it (numbers as numbers, a checkbox as a
 * truth), else its text (a status by its label). Empty stays null rather than a formula's 0, so an
 * empty number is neither counted nor averaged.
 */
export function aggregateValueOf(
  column: ColumnDefinition,
  stored: unknown,
  read: ReadContext,
): AggregateValue {
  if (stored == null) return null;
  const handler = COLUMN_TYPES[column.type];
  if (handler.formulaOperand) return handler.formulaOperand(stored, column, read);
  const text = handler.text(stored, column, read);
  return text ? text : null;
}

/** A value that is no column's: a transform's result, or the item's own name or group. */
export function plainCell(value: AggregateValue): AggregateCell {
  return {
    value,
    text: value === null ? null : String(value),
    field: () => undefined,
    raw: () => value,
    parts: () => [value],
  };
}

/** Names of what a multi-valued field lists; undefined for a field that lists nothing. */
function partsOfField(name: string, listed: unknown, read: ReadContext): AggregateValue[] | undefined {
  if (!Array.isArray(listed)) return undefined;
  if (name === 'persons_and_teams')
    return (listed as Array<{ id: string; kind: string }>).map(
      ({ id, kind }) =>
        (kind === 'team' ? read.directory.teams : read.directory.users).get(String(id)) ?? String(id),
    );
  return (listed as Array<{ label?: string; name?: string }>).map(
    (entry) => entry.label ?? entry.name ?? null,
  );
}

/** The typed fields whose lists are a value's parts (people, dropdown, tags). */
const LISTING_FIELDS = ['persons_and_teams', 'values', 'tags'];

/** A column's value as aggregate reads it; typed fields are rendered only when a transform asks. */
export function aggregateCellOf(column: ColumnDefinition, stored: unknown, read: ReadContext): AggregateCell {
  const handler = COLUMN_TYPES[column.type];
  const field = (name: string): unknown => {
    const render = handler.fields[name];
    if (!render) return undefined;
    const rendered = render(stored ?? null, column, read);
    // Fields that read other items (links) answer later; aggregate reads nothing more per item.
    if (rendered instanceof Promise) {
      rendered.catch(() => undefined);
      return undefined;
    }
    return rendered;
  };
  const value = aggregateValueOf(column, stored, read);
  return {
    value,
    text: stored == null ? null : handler.text(stored, column, read) || null,
    field,
    raw: () => (stored == null ? null : handler.value(stored, column, read)),
    parts: () => {
      if (stored == null) return [null];
      for (const name of LISTING_FIELDS) {
        const parts = partsOfField(name, field(name), read);
        if (parts) return parts.length > 0 ? parts : [null];
      }
      return [value];
    },
  };
}
