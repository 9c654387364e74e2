import { columnValueInvalid } from '@workapi/errors';
import { asObject, CLEARED, isEmptyInput, keyedField, stringField, type ColumnTypeHandler } from './types';

interface WorldClock {
  timezone: string;
  changed_at: string;
}

/** The zone's canonical IANA name ("europe/london" is "Europe/London"); an unknown zone is refused. */
function ianaZone(name: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    throw columnValueInvalid('world_clock', `"${name}" is not a time zone like "Europe/London"`);
  }
}

/** "Pacific/Samoa" is "Samoa" and "America/New_York" "New York" where monday.com's filters name them. */
const placeOf = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/**
 * world_clock: an IANA time zone, written as JSON only (`{"timezone": "Europe/London"}`). Its text
 * is the zone's name: a clock's local time would change between two reads of one value.
 */
export const worldClockColumn: ColumnTypeHandler<WorldClock> = {
  graphqlType: 'WorldClockValue',
  identities: (stored) => [stored.timezone, placeOf(stored.timezone)],
  fromJson(input, _column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const example = '{"timezone": "Europe/London"}';
    const zone = stringField(
      'world_clock',
      keyedField('world_clock', asObject('world_clock', input, example), 'timezone', example),
      'timezone',
      false,
    );
    return zone ? { stored: { timezone: ianaZone(zone), changed_at: ctx.now.toISOString() } } : CLEARED;
  },
  fromSimple(input) {
    if (input.trim() === '') return CLEARED;
    throw columnValueInvalid('world_clock', 'A world_clock value is JSON: {"timezone": "Europe/London"}');
  },
  text: (stored) => stored?.timezone ?? '',
  value: (stored) => stored,
  fields: {
    timezone: (stored) => stored?.timezone ?? null,
    updated_at: (stored) => stored?.changed_at ?? null,
  },
};
