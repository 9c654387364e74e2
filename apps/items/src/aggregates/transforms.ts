import type { AggregateCell, AggregateValue } from '@workapi/column-types';

/**
 * monday.com's transformative functions: each reads one item's values (its params) and answers a
 * value, or several (FLATTEN, PERSON, ID of a multi-valued value), each of which the item is grouped
 * by or aggregated with. monday.com documents only their names; the meanings are in docs/aggregate.md.
 */
export type TransformName =
  | 'NONE'
  | 'UPPER'
  | 'LOWER'
  | 'TRIM'
  | 'LENGTH'
  | 'FIRST'
  | 'LEFT'
  | 'FLATTEN'
  | 'CASE'
  | 'EQUALS'
  | 'BETWEEN'
  | 'COUNT_KEYS'
  | 'DATE_TRUNC_DAY'
  | 'DATE_TRUNC_WEEK'
  | 'DATE_TRUNC_MONTH'
  | 'DATE_TRUNC_QUARTER'
  | 'DATE_TRUNC_YEAR'
  | 'DATE'
  | 'START_DATE'
  | 'END_DATE'
  | 'HOUR'
  | 'PERSON'
  | 'ID'
  | 'LABEL'
  | 'COLOR'
  | 'ORDER'
  | 'RAW'
  | 'IS_DONE'
  | 'PHONE_COUNTRY_SHORT_NAME';

type Result = AggregateValue | AggregateValue[];

interface Transform {
  /** How many params it takes: at least, at most. */
  arity: readonly [number, number];
  /** The first param's value (one of its values, when it has several), then the others' first. */
  apply(first: AggregateCell, rest: AggregateCell[]): Result;
}

const text = (cell: AggregateCell): string | null =>
  cell.text ?? (cell.value === null ? null : String(cell.value));

const onText =
  (change: (text: string) => AggregateValue) =>
  (cell: AggregateCell): AggregateValue => {
    const value = text(cell);
    return value === null ? null : change(value);
  };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day a value names (a date's date, a timestamp's UTC day) as YYYY-MM-DD; null when none. */
function dayOf(cell: AggregateCell): string | null {
  const date = cell.field('date');
  if (typeof date === 'string' && DAY_PATTERN.test(date)) return date.slice(0, 10);
  const value = text(cell);
  return value && DAY_PATTERN.test(value) ? value.slice(0, 10) : null;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first day of the period (a week runs Monday to Sunday, as monday.com's week column does). */
const truncate =
  (period: 'day' | 'week' | 'month' | 'quarter' | 'year') =>
  (cell: AggregateCell): AggregateValue => {
    const match = DAY_PATTERN.exec(dayOf(cell) ?? '');
    if (!match) return null;
    const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    switch (period) {
      case 'day':
        return isoDay(Date.UTC(year, month, day));
      case 'week': {
        const time = Date.UTC(year, month, day);
        return isoDay(time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000);
      }
      case 'month':
        return isoDay(Date.UTC(year, month, 1));
      case 'quarter':
        return isoDay(Date.UTC(year, month - (month % 3), 1));
      default:
        return isoDay(Date.UTC(year, 0, 1));
    }
  };

/** The hour of a value's time (a date column's time, a timestamp's UTC hour); null without one. */
function hourOf(cell: AggregateCell): AggregateValue {
  const time = cell.field('time');
  if (typeof time === 'string' && /^\d{2}:/.test(time)) return Number(time.slice(0, 2));
  const match = /[T ](\d{2}):\d{2}/.exec(text(cell) ?? '');
  return match ? Number(match[1]) : null;
}

/** A typed field's value where it is a scalar; null where the type has none. */
function scalarField(cell: AggregateCell, ...names: string[]): AggregateValue {
  for (const name of names) {
    const value = cell.field(name);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  }
  return null;
}

const listOrNull = (values: AggregateValue[]): Result => (values.length > 0 ? values : null);

/** The ids a value holds: people's and teams', dropdown options', tags', a status's index. */
function idsOf(cell: AggregateCell, persons = false): Result {
  const people = cell.field('persons_and_teams') as Array<{ id: unknown; kind: string }> | undefined;
  if (people)
    return listOrNull(
      people.filter((entry) => !persons || entry.kind === 'person').map((entry) => String(entry.id)),
    );
  if (persons) return null;
  const options = cell.field('values') as Array<{ id: unknown }> | undefined;
  if (options) return listOrNull(options.map((option) => String(option.id)));
  const tags = cell.field('tag_ids') as unknown[] | undefined;
  if (tags) return listOrNull(tags.map(String));
  return scalarField(cell, 'index');
}

/** What a condition of CASE holds: a truth, a number but 0, text but the empty one. */
const holds = (value: AggregateValue) => value !== null && value !== false && value !== 0 && value !== '';

function caseOf(first: AggregateCell, rest: AggregateCell[]): AggregateValue {
  const params = [first, ...rest];
  for (let index = 0; index + 1 < params.length; index += 2)
    if (holds(params[index].value)) return params[index + 1].value;
  return params.length % 2 === 1 ? params[params.length - 1].value : null;
}

/** Values compared only with their own kind (numbers, text, truths); null across kinds or with empty. */
function comparable(values: AggregateValue[]): boolean {
  return values.every((value) => value !== null && typeof value === typeof values[0]);
}

export const TRANSFORMS: Record<TransformName, Transform> = {
  NONE: { arity: [1, 1], apply: (cell) => cell.value },
  UPPER: { arity: [1, 1], apply: onText((value) => value.toUpperCase()) },
  LOWER: { arity: [1, 1], apply: onText((value) => value.toLowerCase()) },
  TRIM: { arity: [1, 1], apply: onText((value) => value.trim()) },
  LENGTH: { arity: [1, 1], apply: onText((value) => [...value].length) },
  FIRST: { arity: [1, 1], apply: (cell) => cell.parts()[0] ?? null },
  LEFT: {
    arity: [2, 2],
    apply: (cell, [count]) =>
      typeof count.value === 'number' && count.value >= 0
        ? onText((value) => [...value].slice(0, Math.floor(count.value as number)).join(''))(cell)
        : null,
  },
  FLATTEN: { arity: [1, 1], apply: (cell) => cell.parts() },
  CASE: { arity: [2, 100], apply: caseOf },
  EQUALS: {
    arity: [2, 2],
    apply: (cell, [other]) =>
      cell.value === null || other.value === null ? null : cell.value === other.value,
  },
  BETWEEN: {
    arity: [3, 3],
    apply: (cell, [low, high]) => {
      const values = [cell.value, low.value, high.value];
      if (!comparable(values)) return null;
      const [value, from, to] = values as Array<number | string | boolean>;
      return from <= value && value <= to;
    },
  },
  COUNT_KEYS: {
    arity: [1, 1],
    apply: (cell) => (cell.value === null ? 0 : cell.parts().filter((part) => part !== null).length),
  },
  DATE_TRUNC_DAY: { arity: [1, 1], apply: truncate('day') },
  DATE_TRUNC_WEEK: { arity: [1, 1], apply: truncate('week') },
  DATE_TRUNC_MONTH: { arity: [1, 1], apply: truncate('month') },
  DATE_TRUNC_QUARTER: { arity: [1, 1], apply: truncate('quarter') },
  DATE_TRUNC_YEAR: { arity: [1, 1], apply: truncate('year') },
  DATE: { arity: [1, 1], apply: dayOf },
  START_DATE: { arity: [1, 1], apply: (cell) => scalarField(cell, 'from', 'start_date') ?? dayOf(cell) },
  END_DATE: { arity: [1, 1], apply: (cell) => scalarField(cell, 'to', 'end_date') ?? dayOf(cell) },
  HOUR: { arity: [1, 1], apply: hourOf },
  PERSON: { arity: [1, 1], apply: (cell) => idsOf(cell, true) },
  ID: { arity: [1, 1], apply: (cell) => idsOf(cell) },
  LABEL: {
    arity: [1, 1],
    apply: (cell) => {
      const options = cell.field('values') as Array<{ label: string }> | undefined;
      if (options) return listOrNull(options.map((option) => option.label));
      return cell.value === null ? null : (scalarField(cell, 'label') ?? text(cell));
    },
  },
  COLOR: {
    arity: [1, 1],
    apply: (cell) => {
      const style = cell.field('label_style') as { color?: string } | null | undefined;
      return style?.color ?? scalarField(cell, 'color');
    },
  },
  ORDER: { arity: [1, 1], apply: (cell) => scalarField(cell, 'index') },
  RAW: {
    arity: [1, 1],
    apply: (cell) => {
      const raw = cell.raw();
      return raw === null || raw === undefined ? null : JSON.stringify(raw);
    },
  },
  IS_DONE: { arity: [1, 1], apply: (cell) => scalarField(cell, 'is_done') },
  PHONE_COUNTRY_SHORT_NAME: { arity: [1, 1], apply: (cell) => scalarField(cell, 'country_short_name') },
};

export function isTransform(name: string): name is TransformName {
  return Object.prototype.hasOwnProperty.call(TRANSFORMS, name);
}
