import { createHash } from 'node:crypto';
import type { RedisClient } from '@workapi/stores';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@workapi/logging';

/** Bytes of query text kept in each process (the texts themselves, counted by length). */
const LOCAL_BYTES = 32 * 1024 * 1024;
/** Apollo Server names each entry `apq:<sha256>`. */
const PREFIX = 'apq:';

/**
 * What one account may keep stored at once (docs/security.md, Limits): a client sends a few dozen
 * distinct operations, so these leave room for hundreds. Past either, the account's least recently
 * registered texts are dropped first; a client whose text was dropped is asked for it again
 * (`PersistedQueryNotFound`) and registers it anew.
 */
export const PERSISTED_QUERY_LIMITS = {
  count: 500,
  bytes: 2 * 1024 * 1024,
  /** A longer text is run but not stored: the client keeps sending it whole. */
  textBytes: 64 * 1024,
} as const;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// One account's registrations: a sorted set of `<hash>:<bytes>` scored by when each was registered,
// and the bytes they hold. Both keys share the account's hash tag, so the script runs on one slot of
// a Redis Cluster; it answers the hashes it dropped, whose texts the caller deletes.
const REGISTER = `
local member = ARGV[1] .. ':' .. ARGV[2]
local now = tonumber(ARGV[3])
local known = redis.call('ZSCORE', KEYS[1], member)
redis.call('ZADD', KEYS[1], now, member)
if not known then redis.call('INCRBY', KEYS[2], tonumber(ARGV[2])) end
local dropped = {}
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[6]) * 1000)
local function drop(entry)
  redis.call('ZREM', KEYS[1], entry)
  local hash, bytes = string.match(entry, '^(.*):(%d+)$')
  redis.call('DECRBY', KEYS[2], tonumber(bytes))
  table.insert(dropped, hash)
end
for _, entry in ipairs(expired) do drop(entry) end
while redis.call('ZCARD', KEYS[1]) > tonumber(ARGV[4])
  or tonumber(redis.call('GET', KEYS[2]) or '0') > tonumber(ARGV[5]) do
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0)
  if #oldest == 0 then break end
  drop(oldest[1])
end
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('EXPIRE', KEYS[2], ARGV[6])
return dropped
`;

/**
 * Where automatic persisted queries live: Redis (shared by every gateway replica, `ttlSeconds`)
 * behind a bounded LRU in this process. A hash-only request becomes its text in Apollo's pipeline
 * before parsing, so the plugins price, limit and validate it exactly like the text sent in full
 * (README, HTTP and errors). A text read back is trusted only if it still hashes to its name;
 * while Redis is away, unknown hashes ask the client for the full text again.
 *
 * Apollo offers every registration to `set`, admitted or not, before anyone knows who sent it:
 * `set` stores nothing. A text is stored by `register`, called by the persisted-query plugin for a
 * request that was authenticated and admitted, and counted against its account's share
 * (`PERSISTED_QUERY_LIMITS`), so nobody fills the Redis that also holds limits, idempotency keys
 * and the webhook queue.
 */
export class PersistedQueryStore {
  private readonly local = new LRUCache<string, string>({
    maxSize: LOCAL_BYTES,
    sizeCalculation: (text) => Math.max(text.length, 1),
  });

  constructor(
    /** Its keys get the configured prefix from the client (`keyPrefix`). */
    private readonly redis: RedisClient,
    private readonly logger: Logger,
    private readonly ttlSeconds: number,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const known = this.local.get(key);
    if (known !== undefined) return known;
    try {
      const text = await this.redis.get(key);
      if (text !== null && key.startsWith(PREFIX) && sha256(text) === key.slice(PREFIX.length)) {
        this.local.set(key, text);
        return text;
      }
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'persisted queries unavailable in Redis');
    }
    return undefined;
  }

  /** Apollo's registration, made before the request is admitted: ignored (see `register`). */
  async set(): Promise<void> {}

  async delete(key: string): Promise<boolean> {
    this.local.delete(key);
    await this.redis.del(key).catch(() => 0);
    return true;
  }

  /**
   * Stores the text an admitted request of `accountId` registered under `hash` (its SHA-256),
   * within the account's share. Returns whether it was stored.
   */
  async register(accountId: string, hash: string, text: string): Promise<boolean> {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > PERSISTED_QUERY_LIMITS.textBytes || sha256(text) !== hash) return false;
    const tag = `{apq-account:${accountId}}`;
    try {
      const dropped = (await this.redis.eval(
        REGISTER,
        2,
        `${tag}:queries`,
        `${tag}:bytes`,
        hash,
        bytes,
        Date.now(),
        PERSISTED_QUERY_LIMITS.count,
        PERSISTED_QUERY_LIMITS.bytes,
        this.ttlSeconds,
      )) as string[];
      await this.redis.set(`${PREFIX}${hash}`, text, 'EX', this.ttlSeconds);
      for (const gone of dropped.filter((other) => other !== hash)) {
        this.local.delete(`${PREFIX}${gone}`);
        await this.redis.del(`${PREFIX}${gone}`);
      }
      this.local.set(`${PREFIX}${hash}`, text);
      return true;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'persisted query not stored');
      return false;
    }
  }
}
