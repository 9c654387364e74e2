import { rateLimited } from '@workapi/errors';
import type { Logger } from '@workapi/logging';
import type { RedisClient } from '@workapi/stores';

/**
 * duplicate_board's own limit beside the tier's: monday.com's 40 a minute per account
 * (../shared/monday/surface.md §3.5, its "additional" rate limit), since each call may copy a
 * whole board. Counted per account in a 60-second window shared by every replica.
 */
export const DUPLICATES_PER_MINUTE = 40;
const WINDOW_SECONDS = 60;

// The account's hash tag keeps the key in its slot, as the gateway's limits do (libs/complexity).
const keyOf = (accountId: string) => `limits:{${accountId}}:duplicate_board`;

export class DuplicateQuota {
  constructor(
    private readonly redis: RedisClient,
    private readonly logger: Logger,
  ) {}

  /**
   * Counts one duplicate_board of the account, refusing it (`RATE_LIMIT_EXCEEDED`, with the
   * seconds until the window ends) past the limit. While Redis does not answer, the call goes on,
   * as the gateway's limits fall back rather than stop: the tier's limits still bound it.
   */
  async take(accountId: string): Promise<void> {
    const key = keyOf(accountId);
    let counted: { count: number; ttl: number };
    try {
      // One transaction: the window opens with the first call, and every call counts in it.
      const answers = await this.redis
        .multi()
        .set(key, 0, 'EX', WINDOW_SECONDS, 'NX')
        .incr(key)
        .ttl(key)
        .exec();
      counted = { count: Number(answers?.[1]?.[1]), ttl: Number(answers?.[2]?.[1]) };
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'duplicate_board limit unavailable');
      return;
    }
    if (counted.count > DUPLICATES_PER_MINUTE) {
      const retry = Math.max(1, counted.ttl);
      throw rateLimited(
        `duplicate_board is limited to ${DUPLICATES_PER_MINUTE} calls per minute per account, retry in ${retry} seconds`,
        retry,
      );
    }
  }
}
