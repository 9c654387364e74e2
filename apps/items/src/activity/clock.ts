/** monday.com's 17-digit `created_at`: the millisecond, then the event's place within it (EventClock). */
export const createdAtText = (at: Date, seq: number) => `${at.getTime()}${String(seq).padStart(4, '0')}`;
