/**
 * monday.com's formula functions that Excel (and so hot-formula-parser) lacks or does otherwise:
 * date arithmetic on `YYYY-MM-DD` dates, FORMAT_DATE, WORKDAYS, HOURS_DIFF, TEXT, a TODAY without
 * a time, and a REPT and SUBSTITUTE that cannot fill the memory. Dates are UTC, as every date of the API
 * (docs/column-values.md). A function throws `Error('VALUE')`, which the parser turns into
 * `#VALUE!`, for an argument it cannot read.
 */

const DAY_MS = 86_400_000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

const notAValue = () => new Error('VALUE');

/** A date argument: a Date (DATE, TODAY) or a date column's text (`2026-06-03` or `2026-06-03 13:25`). */
export function dateOf(value: unknown): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match) throw notAValue();
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** How a date reads in a formula's answer: its day, and its time when it has one. */
export function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw notAValue();
  const day = date.toISOString().slice(0, 10);
  return date.getTime() % DAY_MS === 0 ? day : `${day} ${date.toISOString().slice(11, 16)}`;
}

function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || value === '' || !Number.isFinite(number)) throw notAValue();
  return number;
}

const addDays = (date: unknown, days: unknown) =>
  isoDate(new Date(dateOf(date).getTime() + Math.trunc(numberOf(days)) * DAY_MS));

const monthName = (date: Date, month: 'long' | 'short') =>
  date.toLocaleString('en-US', { month, timeZone: 'UTC' });
const dayName = (date: Date, weekday: 'long' | 'short') =>
  date.toLocaleString('en-US', { weekday, timeZone: 'UTC' });

/** The moment.js tokens monday.com's FORMAT_DATE takes, longest first so `MMMM` is not read as `MM`. */
const DATE_TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (date) => String(date.getUTCFullYear()),
  YY: (date) => pad(date.getUTCFullYear() % 100),
  MMMM: (date) => monthName(date, 'long'),
  MMM: (date) => monthName(date, 'short'),
  MM: (date) => pad(date.getUTCMonth() + 1),
  M: (date) => String(date.getUTCMonth() + 1),
  dddd: (date) => dayName(date, 'long'),
  ddd: (date) => dayName(date, 'short'),
  DD: (date) => pad(date.getUTCDate()),
  D: (date) => String(date.getUTCDate()),
  HH: (date) => pad(date.getUTCHours()),
  mm: (date) => pad(date.getUTCMinutes()),
  ss: (date) => pad(date.getUTCSeconds()),
};
const DATE_TOKEN = new RegExp(Object.keys(DATE_TOKENS).join('|'), 'g');

/** FORMAT_DATE's format when none is given: "Jan 06, 2019", as monday.com shows a date. */
const DEFAULT_DATE_FORMAT = 'MMM DD, YYYY';

function formatDate(date: unknown, format: unknown = DEFAULT_DATE_FORMAT): string {
  const day = dateOf(date);
  return String(format).replace(DATE_TOKEN, (token) => DATE_TOKENS[token](day));
}

/** Working days (Monday to Friday) from one date to another, both counted; negative backwards. */
function workdays(end: unknown, start: unknown): number {
  const [to, from] = [dateOf(end), dateOf(start)].map((date) => Math.floor(date.getTime() / DAY_MS));
  const [first, last, sign] = from <= to ? [from, to, 1] : [to, from, -1];
  const days = last - first + 1;
  let count = Math.floor(days / 7) * 5;
  // The days past whole weeks start on the first day's weekday (1970-01-01 was a Thursday).
  for (let offset = 0; offset < days % 7; offset += 1) {
    const weekday = (first + offset + 4) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return sign * count;
}

const TIME = /^(\d{1,2}):(\d{2})/;

/** HOURS_DIFF("23:00", "20:00") => "03:00": the time from the second to the first, as HH:MM. */
function hoursDiff(end: unknown, start: unknown): string {
  const minutes = (value: unknown) => {
    const match = TIME.exec(String(value).trim());
    if (!match) throw notAValue();
    return Number(match[1]) * 60 + Number(match[2]);
  };
  const difference = minutes(end) - minutes(start);
  const absolute = Math.abs(difference);
  return `${difference < 0 ? '-' : ''}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * TEXT(8500.6, "$#,##0.00") => "$8,500.60": the number formats monday.com documents, a literal
 * prefix and suffix around `0`/`#` digits, `,` grouping, decimals after `.`, `%` for a percentage.
 */
function text(value: unknown, format: unknown): string {
  const pattern = String(format);
  const digits = /[#0][#0,]*(?:\.[#0]*)?/.exec(pattern);
  if (!digits) return pattern;
  const percent = pattern.includes('%');
  const number = numberOf(value) * (percent ? 100 : 1);
  const decimals = digits[0].split('.')[1]?.length ?? 0;
  const formatted = number.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: digits[0].includes(','),
  });
  return pattern.slice(0, digits.index) + formatted + pattern.slice(digits.index + digits[0].length);
}

/**
 * The longest text a function that multiplies text makes (REPT, SUBSTITUTE), and the longest
 * answer shown: the counts are the formula's to choose, the memory the server's.
 */
export const MAX_TEXT = 10_000;

function repeat(value: unknown, times: unknown): string {
  const count = Math.trunc(numberOf(times));
  const text = String(value ?? '');
  if (count < 0 || text.length * count > MAX_TEXT) throw notAValue();
  return text.repeat(count);
}

/**
 * Excel's SUBSTITUTE(text, old, new[, instance]), its answer's length known before it is made:
 * formula.js's would make SUBSTITUTE(REPT("x",10000),"x",REPT("y",10000)), 10⁸ characters.
 */
function substitute(text: unknown, old: unknown, replacement: unknown, instance: unknown): string {
  const source = String(text ?? '');
  const from = String(old ?? '');
  const to = String(replacement ?? '');
  if (from === '') return source;
  const parts = source.split(from);
  if (instance != null) {
    const nth = Math.trunc(numberOf(instance));
    if (nth < 1) throw notAValue();
    if (nth >= parts.length) return source;
    return parts.slice(0, nth).join(from) + to + parts.slice(nth).join(from);
  }
  if (source.length + (parts.length - 1) * (to.length - from.length) > MAX_TEXT) throw notAValue();
  return parts.join(to);
}

/** TODAY() is a day, without the time Excel's has, so DAYS({date}, TODAY()) counts whole days. */
const today = () => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

/** The functions given to the parser, each taking its arguments as one array. */
export const MONDAY_FUNCTIONS: Record<string, (args: unknown[]) => unknown> = {
  ADD_DAYS: ([date, days]) => addDays(date, days),
  SUBTRACT_DAYS: ([date, days]) => addDays(date, -numberOf(days)),
  FORMAT_DATE: ([date, format]) => formatDate(date, format ?? undefined),
  WORKDAYS: ([end, start]) => workdays(end, start),
  HOURS_DIFF: ([end, start]) => hoursDiff(end, start),
  TEXT: ([value, format]) => text(value, format),
  REPT: ([value, times]) => repeat(value, times),
  SUBSTITUTE: ([text, old, replacement, instance]) => substitute(text, old, replacement, instance),
  TODAY: () => today(),
};
