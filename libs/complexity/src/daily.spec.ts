import type { RedisClient } from '@workapi/stores';
import { dailyKey, dailyLimitOf, dailyUsage, dayOf } from './daily';
import { limitsFor } from './limits';

describe("an account's requests by day", () => {
  it('reads the last seven days, today first, leaving out the days without a request', async () => {
    const counts: Record<string, string> = {
      [dailyKey('5000001', '2026-11-26')]: '12',
      [dailyKey('5000001', '2026-11-24')]: '3',
      [dailyKey('5000001', '2026-11-19')]: '99',
      [dailyKey('5000002', '2026-11-25')]: '7',
    };
    const mget = jest.fn(async (...keys: string[]) => keys.map((key) => counts[key] ?? null));
    const days = await dailyUsage(
      { mget } as unknown as RedisClient,
      '5000001',
      new Date('2026-11-26T23:59:00Z'),
    );
    expect(days).toEqual([
      { day: '2026-11-26', usage: 12 },
      { day: '2026-11-24', usage: 3 },
    ]);
    // One round trip, over keys of the account's slot.
    expect(mget).toHaveBeenCalledTimes(1);
    expect(mget.mock.calls[0]).toHaveLength(7);
    expect(mget.mock.calls[0].every((key) => key.startsWith('limits:{5000001}:day:'))).toBe(true);
  });

  it("allows a day of the tier's requests per minute", () => {
    expect(dayOf(new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
    expect(dailyLimitOf(limitsFor('free'))).toBe(1_440_000);
    expect(dailyLimitOf(limitsFor('pro', { requestsPerMinute: 10 }))).toBe(14_400);
  });
});
