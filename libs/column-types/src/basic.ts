import { columnValueInvalid } from '@workapi/errors';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  stringField,
  type ColumnTypeHandler,
  type Parsed,
  changedAt,
} from './types';

const MAX_TEXT = 20_000;

function limited(type: 'text' | 'long_text', value: string): string {
  if (value.length > MAX_TEXT)
    throw columnValueInvalid(type, `A ${type} value holds at most ${MAX_TEXT} characters`);
  return value;
}

/** text: a plain string; `value` is that string as JSON. */
export const text: ColumnTypeHandler<string> = {
  graphqlType: 'TextValue',
  lookupTerms: (stored) => [stored],
  searchTerms: (value) => [value],
  fromJson(input) {
    if (isEmptyInput(input)) return CLEARED;
    throw columnValueInvalid('text', 'A text value is a string, e.g. "\\"Hello\\""');
  },
  fromSimple: (input) => (input === '' ? CLEARED : { stored: limited('text', input) }),
  text: (stored) => stored ?? '',
  value: (stored) => stored,
  fields: {},
};

interface LongText {
  text: string;
  changed_at: string;
}

export const longText: ColumnTypeHandler<LongText> = {
  graphqlType: 'LongTextValue',
  lookupTerms: (stored) => [stored.text],
  searchTerms: (value) => [value],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const body = stringField(
      'long_text',
      asObject('long_text', input, '{"text": "Some words"}').text,
      'text',
      false,
    );
    return body
      ? { stored: { text: limited('long_text', body), changed_at: ctx.now.toISOString() } }
      : CLEARED;
  },
  fromSimple: (input, _column, ctx) =>
    input === ''
      ? CLEARED
      : { stored: { text: limited('long_text', input), changed_at: ctx.now.toISOString() } },
  text: (stored) => stored?.text ?? '',
  value: (stored) => stored,
  fields: { updated_at: changedAt },
};

/** numbers: stored as its canonical decimal string, which is also monday.com's `value`. */
function parseNumber(input: string): Parsed {
  const trimmed = input.trim();
  if (trimmed === '') return CLEARED;
  const number = Number(trimmed);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed) || !Number.isFinite(number)) {
    throw columnValueInvalid('numbers', `"${input}" is not a number`);
  }
  return { stored: String(number) };
}

export const numbers: ColumnTypeHandler<string> = {
  graphqlType: 'NumbersValue',
  calculated: ['SUM', 'MIN', 'MAX', 'NONE'],
  sortKey: (stored) => Number(stored),
  // Stored canonical (String(Number)), so "42.0" finds 42.
  lookupTerms: (stored) => [stored],
  searchTerms: (value) => {
    try {
      const parsed = parseNumber(value).stored;
      return parsed === null ? [] : [String(parsed)];
    } catch {
      return [];
    }
  },
  fromJson(input) {
    if (isEmptyInput(input)) return CLEARED;
    throw columnValueInvalid(
      'numbers',
      'A numbers value is a number or a string holding one, e.g. "\\"42\\""',
    );
  },
  fromSimple: parseNumber,
  // An empty number counts as 0 in a formula, as an empty cell does in Excel.
  formulaOperand: (stored) => (stored == null ? 0 : Number(stored)),
  text: (stored) => stored ?? '',
  value: (stored) => stored,
  fields: {
    direction: (_stored, column) =>
      typeof column.settings.unit === 'object' && column.settings.unit
        ? ((column.settings.unit as { direction?: string }).direction ?? null)
        : null,
    number: (stored) => (stored == null ? null : Number(stored)),
    symbol: (_stored, column) =>
      typeof column.settings.unit === 'object' && column.settings.unit
        ? ((column.settings.unit as { symbol?: string }).symbol ?? null)
        : null,
  },
};

interface Checkbox {
  checked: true;
  changed_at: string;
}

function checkedFrom(raw: unknown): boolean {
  if (raw === true || raw === 'true' || raw === 'v') return true;
  if (raw === false || raw === 'false' || raw == null || raw === '') return false;
  throw columnValueInvalid('checkbox', 'A checkbox value is {"checked": "true"} or {"checked": "false"}');
}

/** checkbox: unchecked is the empty value. */
export const checkbox: ColumnTypeHandler<Checkbox> = {
  graphqlType: 'CheckboxValue',
  identities: () => ['true', 'v'],
  sortKey: () => 1,
  lookupTerms: () => ['v'],
  searchTerms: (value) => (['true', 'v', 'checked'].includes(value.trim().toLowerCase()) ? ['v'] : []),
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const raw =
      typeof input === 'boolean' ? input : asObject('checkbox', input, '{"checked": "true"}').checked;
    const checked = checkedFrom(raw);
    return checked ? { stored: { checked: true, changed_at: ctx.now.toISOString() } } : CLEARED;
  },
  fromSimple: (input, _column, ctx) =>
    checkedFrom(input.trim().toLowerCase())
      ? { stored: { checked: true, changed_at: ctx.now.toISOString() } }
      : CLEARED,
  formulaOperand: (stored) => Boolean(stored),
  text: (stored) => (stored ? 'v' : ''),
  value: (stored) => (stored ? { checked: 'true', changed_at: stored.changed_at } : null),
  fields: { updated_at: changedAt, checked: (stored) => Boolean(stored) },
};

interface Rating {
  rating: number;
  changed_at: string;
}

function rating(input: unknown, max: number, now: Date): Parsed {
  const value = typeof input === 'string' ? Number(input.trim()) : input;
  if (value === 0) return CLEARED;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw columnValueInvalid('rating', `A rating is a whole number from 1 to ${max} (0 clears it)`);
  }
  return { stored: { rating: value, changed_at: now.toISOString() } };
}

const maxRating = (settings: Record<string, unknown>) =>
  typeof settings.max === 'number' && settings.max >= 1 ? Math.floor(settings.max) : 5;

export const ratingColumn: ColumnTypeHandler<Rating> = {
  graphqlType: 'RatingValue',
  sortKey: (stored) => Number(stored.rating),
  lookupTerms: (stored) => [String(stored.rating)],
  searchTerms: (value) => (/^\d+$/.test(value.trim()) ? [String(Number(value.trim()))] : []),
  fromJson(input, column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    return rating(asObject('rating', input, '{"rating": 5}').rating, maxRating(column.settings), ctx.now);
  },
  fromSimple: (input, column, ctx) =>
    input.trim() === '' ? CLEARED : rating(input, maxRating(column.settings), ctx.now),
  formulaOperand: (stored) => stored?.rating ?? 0,
  text: (stored) => (stored ? String(stored.rating) : ''),
  value: (stored) => stored,
  fields: { updated_at: changedAt, rating: (stored) => stored?.rating ?? null },
};

interface Hour {
  hour: number;
  minute: number;
  changed_at: string;
}

function hour(h: unknown, m: unknown, now: Date): Parsed {
  const hourValue = typeof h === 'string' ? Number(h) : h;
  const minuteValue = m == null ? 0 : typeof m === 'string' ? Number(m) : m;
  const valid = (value: unknown, max: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
  if (!valid(hourValue, 23) || !valid(minuteValue, 59)) {
    throw columnValueInvalid('hour', 'An hour value is {"hour": 0-23, "minute": 0-59}');
  }
  return { stored: { hour: hourValue, minute: minuteValue, changed_at: now.toISOString() } };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const hourColumn: ColumnTypeHandler<Hour> = {
  graphqlType: 'HourValue',
  sortKey: (stored) => Number(stored.hour) * 60 + Number(stored.minute),
  lookupTerms: (stored) => [`${twoDigits(stored.hour)}:${twoDigits(stored.minute)}`],
  searchTerms: (value) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
    return match ? [`${twoDigits(Number(match[1]))}:${match[2]}`] : [];
  },
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('hour', input, '{"hour": 16, "minute": 42}');
    return hour(value.hour, value.minute, ctx.now);
  },
  fromSimple(input, _column, ctx) {
    if (input.trim() === '') return CLEARED;
    const match = /^(\d{1,2}):(\d{2})$/.exec(input.trim());
    if (!match) throw columnValueInvalid('hour', `"${input}" is not a time in the form HH:MM`);
    return hour(Number(match[1]), Number(match[2]), ctx.now);
  },
  text: (stored) => (stored ? `${twoDigits(stored.hour)}:${twoDigits(stored.minute)}` : ''),
  value: (stored) => stored,
  fields: {
    updated_at: changedAt,
    hour: (stored) => stored?.hour ?? null,
    minute: (stored) => stored?.minute ?? null,
  },
};
