import type { RedisClient } from '@workapi/stores';

/*
 * Fair delivery: each account has at most `perAccount` deliveries in flight, across every items
 * process, so one account's dead receiver holds only its own slots and the workers stay free for
 * the others. A slot is a member of the account's sorted set (the delivery's job id), scored by when
 * its lease ends: a process that dies mid-delivery frees its slots once their leases lapse.
 */

/**
 * Takes a slot: drops lapsed leases, then adds (or renews, for a delivery taken over after its
 * process died) this delivery's lease if the account holds fewer than its share. Answers 1 or 0.
 * KEYS[1] the account's set; ARGV lease ms, share, delivery id. Redis's clock, one for all processes.
 */
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return 1
end
return 0`;

export class AccountSlots {
  /**
   * @param keyPrefix the queue's prefix, so the sets share its Redis Cluster hash tag
   * @param leaseMs longer than a delivery can take
   */
  constructor(
    private readonly redis: RedisClient,
    private readonly keyPrefix: string,
    private readonly perAccount: number,
    private readonly leaseMs: number,
  ) {}

  private key(accountId: string): string {
    return `${this.keyPrefix}:slots:${accountId}`;
  }

  /** Whether the delivery may go now; if so, `release` must follow. */
  async take(accountId: string, deliveryId: string): Promise<boolean> {
    const taken = await this.redis.eval(
      TAKE,
      1,
      this.key(accountId),
      this.leaseMs,
      this.perAccount,
      deliveryId,
    );
    return taken === 1;
  }

  async release(accountId: string, deliveryId: string): Promise<void> {
    await this.redis.zrem(this.key(accountId), deliveryId);
  }
}
