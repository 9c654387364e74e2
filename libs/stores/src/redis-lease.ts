import { randomBytes } from 'node:crypto';
import type { RedisClient } from './redis';

/** Extends the lease while this holder still holds it. KEYS[1] the lease; ARGV its token, ms. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
/** Ends the lease while this holder still holds it (one that lapsed may be another's now). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Runs `task` if no other process holds the lease `key`, and answers whether it ran: periodic work
 * that one replica at a time is enough for, where the others skip the round rather than wait
 * (start-up work, which must wait, has `exclusively`). Taken with SET NX PX, renewed while the
 * task runs, ended after; a holder that dies frees it once `leaseMs` has passed. A lease lapsed
 * through a Redis outage lets a second process in, so the work must stay safe run twice at once.
 */
export async function ifLeased(
  redis: RedisClient,
  key: string,
  leaseMs: number,
  task: () => Promise<unknown>,
): Promise<boolean> {
  const token = randomBytes(12).toString('base64url');
  if ((await redis.set(key, token, 'PX', leaseMs, 'NX')) !== 'OK') return false;
  const renewal = setInterval(() => {
    void redis.eval(RENEW, 1, key, token, leaseMs).catch(() => undefined);
  }, leaseMs / 3);
  renewal.unref();
  try {
    await task();
    return true;
  } finally {
    clearInterval(renewal);
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  }
}
