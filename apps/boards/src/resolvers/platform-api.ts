import { dailyLimitOf } from '@workapi/complexity';
import { usersOf, type BoardsContext } from '../context';

/**
 * `platform_api`: the account's requests by day, as the gateway counts them when it admits them
 * (libs/complexity daily.ts), and the most its tier's per-minute limit allows in a day.
 */
export async function platformApi(context: BoardsContext) {
  const { caller, apiUse } = context;
  if (!caller) return null;
  const base = dailyLimitOf(apiUse.limitsOf(caller.tier));
  const now = new Date();
  return {
    daily_limit: { base, total: base },
    daily_analytics: {
      last_updated: now.toISOString(),
      by_day: await apiUse.byDay(caller.accountId, now),
      by_user: await Promise.all(
        (await apiUse.byUser(caller.accountId, now)).map(async ({ userId, usage }) => ({
          user: await usersOf(context).load(userId),
          usage,
        })),
      ),
      // No app sends requests here: every token is a user's own (schema.graphql).
      by_app: [],
    },
  };
}
