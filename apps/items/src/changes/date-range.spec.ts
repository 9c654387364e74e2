import { createdRange, within } from './date-range';

const range = (from: string | null, to: string | null) =>
  createdRange({ name: 'from_date', value: from }, { name: 'to_date', value: to });

describe('createdRange', () => {
  it('takes a date alone as its whole day, in UTC', () => {
    const day = range('2026-03-01', '2026-03-01');
    expect(day.from?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(day.to?.toISOString()).toBe('2026-03-01T23:59:59.999Z');
    expect(within(day, new Date('2026-03-01T23:59:59Z'))).toBe(true);
    expect(within(day, new Date('2026-03-02T00:00:00Z'))).toBe(false);
  });

  it('takes a date and time as that moment, UTC unless a zone is given', () => {
    expect(range('2026-03-01T12:30', null).from?.toISOString()).toBe('2026-03-01T12:30:00.000Z');
    expect(range(null, '2026-03-01T12:30:00+02:00').to?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
  });

  it('leaves an end not given open', () => {
    expect(range(null, null)).toEqual({});
    expect(within({}, new Date(0))).toBe(true);
  });

  it('refuses what is not a date, naming the argument', () => {
    expect(() => range('soon', null)).toThrow(/from_date/);
    expect(() => range(null, '2026-02-30')).toThrow(/to_date/);
  });
});
