import { columnValueInvalid } from '@workapi/errors';
import {
  asObject,
  calendarDate,
  CLEARED,
  isEmptyInput,
  stringField,
  type ColumnTypeHandler,
  type Parsed,
  changedAt,
} from './types';

interface DateStored {
  date: string;
  time: string | null;
  changed_at: string;
}

/** HH:MM or HH:MM:SS (UTC) as HH:MM:SS. */
function clockTime(value: string): string {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) {
    throw columnValueInvalid('date', `"${value}" is not a time in the form HH:MM:SS`);
  }
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

function date(day: string | null, time: string | null, now: Date): Parsed {
  if (!day) {
    if (time) throw columnValueInvalid('date', 'A date value with a time needs a date too');
    return CLEARED;
  }
  return {
    stored: {
      date: calendarDate('date', day),
      time: time ? clockTime(time) : null,
      changed_at: now.toISOString(),
    },
  };
}

export const dateColumn: ColumnTypeHandler<DateStored> = {
  graphqlType: 'DateValue',
  calculated: ['MIN', 'MAX', 'NONE'],
  sortKey: (stored) => (stored.time ? `${stored.date}T${stored.time}` : String(stored.date)),
  // By its day, whatever its time: "2026-06-03" (a time after it is ignored).
  lookupTerms: (stored) => [stored.date],
  searchTerms: (value) => [value.trim().split(/\s+/)[0]],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('date', input, '{"date": "2026-06-03", "time": "13:25:00"}');
    return date(
      stringField('date', value.date, 'date', false),
      stringField('date', value.time, 'time', false),
      ctx.now,
    );
  },
  fromSimple(input, _column, ctx) {
    const [day, time, extra] = input.trim().split(/\s+/);
    if (extra !== undefined)
      throw columnValueInvalid('date', `"${input}" is not a date like "2026-06-03" or "2026-06-03 13:25:00"`);
    return date(day || null, time ?? null, ctx.now);
  },
  text: (stored) => (stored ? (stored.time ? `${stored.date} ${stored.time.slice(0, 5)}` : stored.date) : ''),
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    icon: () => null,
    date: (stored) => stored?.date ?? null,
    time: (stored) => stored?.time ?? null,
  },
};

interface Range {
  from: string;
  to: string;
  changed_at: string;
}

function range(type: 'timeline' | 'week', from: string | null, to: string | null, now: Date): Parsed {
  if (!from && !to) return CLEARED;
  if (!from || !to) throw columnValueInvalid(type, `A ${type} value needs both ends`);
  const start = calendarDate(type, from);
  const end = calendarDate(type, to);
  if (end < start) throw columnValueInvalid(type, `The ${type} ends (${end}) before it starts (${start})`);
  return { stored: { from: start, to: end, changed_at: now.toISOString() } };
}

/** A range is found by "from - to", as its text reads. */
const rangeLookup = {
  lookupTerms: (stored: Range) => [`${stored.from} - ${stored.to}`],
  searchTerms: (value: string) => {
    const match = /^(\S+)\s*(?:-|\s)\s*(\S+)$/.exec(value.trim());
    return match ? [`${match[1]} - ${match[2]}`] : [];
  },
};

/** A range compares by its start, or by its end when the rule's attribute names the end. */
const rangeEnd = (stored: Range, _column: unknown, _text: string, attribute?: string | null) =>
  /^(to|end)/i.test(attribute ?? '') || /END/.test(attribute ?? '') ? String(stored.to) : String(stored.from);

export const timelineColumn: ColumnTypeHandler<Range> = {
  graphqlType: 'TimelineValue',
  calculated: ['MIN_MAX', 'NONE'],
  sortKey: rangeEnd,
  ...rangeLookup,
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('timeline', input, '{"from": "2026-06-03", "to": "2026-06-07"}');
    return range(
      'timeline',
      stringField('timeline', value.from, 'from', false),
      stringField('timeline', value.to, 'to', false),
      ctx.now,
    );
  },
  fromSimple(input, _column, ctx) {
    if (input.trim() === '') return CLEARED;
    const match = /^(\S+)\s*(?:-|\s)\s*(\S+)$/.exec(input.trim());
    if (!match)
      throw columnValueInvalid('timeline', `"${input}" is not a range like "2026-06-03 - 2026-06-07"`);
    return range('timeline', match[1], match[2], ctx.now);
  },
  text: (stored) => (stored ? `${stored.from} - ${stored.to}` : ''),
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    visualization_type: () => null,
    from: (stored) => stored?.from ?? null,
    to: (stored) => stored?.to ?? null,
  },
};

const DAY = 86_400_000;

/** A week runs Monday to Sunday, as monday.com's week column does. */
function week(from: string | null, to: string | null, now: Date): Parsed {
  const parsed = range('week', from, to, now);
  if (parsed.stored === null) return parsed;
  const { from: start, to: end } = parsed.stored as Range;
  const startDay = new Date(`${start}T00:00:00Z`);
  if (
    startDay.getUTCDay() !== 1 ||
    new Date(startDay.getTime() + 6 * DAY).toISOString().slice(0, 10) !== end
  ) {
    throw columnValueInvalid('week', 'A week starts on a Monday and ends on the Sunday after it');
  }
  return parsed;
}

export const weekColumn: ColumnTypeHandler<Range> = {
  graphqlType: 'WeekValue',
  sortKey: rangeEnd,
  ...rangeLookup,
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const inner = asObject(
      'week',
      input,
      '{"week": {"startDate": "2026-06-01", "endDate": "2026-06-07"}}',
    ).week;
    if (isEmptyInput(inner)) return CLEARED;
    const value = asObject('week', inner, '{"week": {"startDate": "2026-06-01", "endDate": "2026-06-07"}}');
    return week(
      stringField('week', value.startDate, 'startDate', false),
      stringField('week', value.endDate, 'endDate', false),
      ctx.now,
    );
  },
  fromSimple(input) {
    if (input.trim() === '') return CLEARED;
    throw columnValueInvalid(
      'week',
      'A week value is JSON: {"week": {"startDate": "2026-06-01", "endDate": "2026-06-07"}}',
    );
  },
  text: (stored) => (stored ? `${stored.from} - ${stored.to}` : ''),
  value: (stored) =>
    stored ? { week: { startDate: stored.from, endDate: stored.to }, changed_at: stored.changed_at } : null,
  fields: { start_date: (stored) => stored?.from ?? null, end_date: (stored) => stored?.to ?? null },
};
