import { readOnly } from './read-only';

/** One timed session of a time_tracking value, as monday.com lists them in `history`. */
interface Session {
  id: string;
  status: string;
  started_at: string | null;
  ended_at: string | null;
  started_user_id: string | null;
  ended_user_id: string | null;
  manually_entered_start_date: boolean;
  manually_entered_start_time: boolean;
  manually_entered_end_date: boolean;
  manually_entered_end_time: boolean;
  created_at: string;
  updated_at: string | null;
}

/** monday.com's value: `running` as a string, `startDate` in unix seconds, `duration` in seconds. */
interface TimeTracking {
  running: 'true' | 'false';
  startDate: number | null;
  duration: number;
  additional_value?: Session[];
  changed_at: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 3725 seconds is "01:02:05". */
const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map(twoDigits).join(':');

/**
 * time_tracking: timers are started and stopped in monday.com's UI only, so the API reads and
 * filters them (`any_of` 1: paused or empty, 2: running) and refuses every write. `text` is the
 * time counted so far (closed sessions).
 */
export const timeTrackingColumn = readOnly<TimeTracking>('time_tracking', {
  graphqlType: 'TimeTrackingValue',
  identities: (stored) => [stored.running === 'true' ? '2' : '1'],
  emptyIdentities: ['1'],
  sortKey: (stored) => stored.duration,
  text: (stored) => (stored ? clock(stored.duration) : ''),
  value: (stored) => stored,
  fields: {
    duration: (stored) => stored?.duration ?? null,
    running: (stored) => stored?.running === 'true',
    started_at: (stored) =>
      stored?.startDate == null ? null : new Date(stored.startDate * 1000).toISOString(),
    history: (stored) => stored?.additional_value ?? [],
    updated_at: (stored) => stored?.changed_at ?? null,
  },
});
