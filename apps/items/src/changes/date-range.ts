import { invalidArgument } from '@workapi/errors';

/** When something was created, both ends inclusive; an end not given is open. */
export interface CreatedRange {
  from?: Date;
  to?: Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY_MS = 86_400_000;

/**
 * One end of a range as monday.com takes it (`2026-01-31` or `2026-01-31T12:30`, UTC unless a zone
 * is given): a date alone is its whole day, so as the range's end it reaches the day's last moment.
 */
export function moment(value: string, name: string, end: boolean): Date {
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    const day = Date.parse(`${text}T00:00:00Z`);
    // V8 rolls 2026-02-30 over into March: a day that does not come back as written does not exist.
    if (!Number.isNaN(day) && new Date(day).toISOString().startsWith(text))
      return new Date(end ? day + DAY_MS - 1 : day);
  } else if (DATE_TIME.test(text)) {
    const at = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
    if (!Number.isNaN(at)) return new Date(at);
  }
  throw invalidArgument(
    `${name} is not a date (YYYY-MM-DD) or an ISO 8601 date and time: ${JSON.stringify(value)}`,
  );
}

/** The range `from`..`to` names, by the arguments' names for the message of a bad one. */
export function createdRange(
  from: { name: string; value: string | null | undefined },
  to: { name: string; value: string | null | undefined },
): CreatedRange {
  return {
    ...(from.value ? { from: moment(from.value, from.name, false) } : {}),
    ...(to.value ? { to: moment(to.value, to.name, true) } : {}),
  };
}

/** Whether a moment lies in the range. */
export const within = (range: CreatedRange, at: Date): boolean =>
  (!range.from || at >= range.from) && (!range.to || at <= range.to);
