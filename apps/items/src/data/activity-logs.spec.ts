import { daysBetween } from './activity-logs';
import { sweepDays } from './retention';

describe('daysBetween', () => {
  it('names every UTC day a span touches, so FerretDB searches those days only', () => {
    expect(daysBetween(new Date('2026-07-01T23:00:00Z'), new Date('2026-07-03T01:00:00Z'))).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
    ]);
    expect(daysBetween(new Date('2026-07-02T00:00:00Z'), new Date('2026-07-01T00:00:00Z'))).toEqual([]);
  });

  it('names none for a span of more than 62 days: the board is read whole', () => {
    expect(daysBetween(new Date('2026-01-01T00:00:00Z'), new Date('2026-03-03T00:00:00Z'))).toHaveLength(62);
    expect(daysBetween(new Date('2026-01-01T00:00:00Z'), new Date('2026-03-04T00:00:00Z'))).toBeUndefined();
  });
});

describe('sweepDays', () => {
  it('removes the week of days just before the oldest day kept', () => {
    expect(sweepDays(365, new Date('2026-07-01T12:00:00Z'))).toEqual([
      '2025-06-30',
      '2025-06-29',
      '2025-06-28',
      '2025-06-27',
      '2025-06-26',
      '2025-06-25',
      '2025-06-24',
    ]);
  });
});
