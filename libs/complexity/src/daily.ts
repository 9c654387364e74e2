import type { RedisClient } from '@workapi/stores';
import type { Limits } from './limits';

/*
 * An account's requests by day (UTC): the admission script counts every request it admits in the
 * day's key of the account (`dailyKey`), beside its per-minute windows, in the same round trip.
 * `platform_api` reads them back.
 */

/** Days of counts kept: `platform_api` shows a week. */
export const DAILY_DAYS_KEPT = 7;
/** A day key outlives its week by a day, so the oldest day shown is whole. */
export const DAILY_KEY_TTL_SECONDS = (DAILY_DAYS_KEPT + 1) * 86_400;
const DAY_MS = 86_400_000;

/** The UTC day of a moment: `2026-11-26`. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The key of an account's requests on a day, in the slot of its other limit keys (Redis Cluster). */
export const dailyKey = (account: string, day: string) => `limits:{${account}}:day:${day}`;

/** The key of an account's requests on a day by user (a hash of user id to count), in the same slot. */
export const dailyUsersKey = (account: string, day: string) => `limits:{${account}}:day:${day}:users`;

/**
 * Requests a day the account may make: its tier's requests per minute, every minute of the day
 * (no daily cap is kept beside the per-minute one).
 */
export const dailyLimitOf = (limits: Pick<Limits, 'requestsPerMinute'>) => limits.requestsPerMinute * 1_440;

export interface DayUsage {
  day: string;
  usage: number;
}

/** An account's requests on each of the last `DAILY_DAYS_KEPT` days, today first, days without any left out. */
export async function dailyUsage(redis: RedisClient, account: string, now = new Date()): Promise<DayUsage[]> {
  const days = Array.from({ length: DAILY_DAYS_KEPT }, (_, back) =>
    dayOf(new Date(now.getTime() - back * DAY_MS)),
  );
  const counts = await redis.mget(...days.map((day) => dailyKey(account, day)));
  return days.flatMap((day, index) => (counts[index] ? [{ day, usage: Number(counts[index]) }] : []));
}

export interface UserUsage {
  userId: string;
  usage: number;
}

/** Each user's requests of the account today (UTC), the busiest first. */
export async function dailyUsageByUser(
  redis: RedisClient,
  account: string,
  now = new Date(),
): Promise<UserUsage[]> {
  const counts = await redis.hgetall(dailyUsersKey(account, dayOf(now)));
  return Object.entries(counts)
    .map(([userId, usage]) => ({ userId, usage: Number(usage) }))
    .sort((a, b) => b.usage - a.usage || Number(a.userId) - Number(b.userId));
}
