import { createHash } from 'node:crypto';
import type { RedisClient } from '@workapi/stores';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@workapi/logging';

/** Bytes of query text kept in each process (the texts themselves, counted by length). */
const LOCAL_BYTES = 32 * 1024 * 1024;
/** Apollo Server names each entry `apq:<sha256>`. */
const PREFIX = 'apq:';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Where Apollo Server keeps automatic persisted queries: Redis (shared by every gateway replica,
 * a day) behind a bounded LRU in this process. A hash-only request becomes its text in Apollo's
 * pipeline before parsing, so the plugins price, limit and validate it exactly like the text sent
 * in full (README, HTTP and errors). A text read back is trusted only if it still hashes to its name;
 * while Redis is away, unknown hashes ask the client for the full text again.
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

  async set(key: string, text: string, options?: { ttl?: number | null }): Promise<void> {
    this.local.set(key, text);
    try {
      if (options?.ttl) await this.redis.set(key, text, 'EX', options.ttl);
      else await this.redis.set(key, text);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'persisted query kept in this process only');
    }
  }

  async delete(key: string): Promise<boolean> {
    this.local.delete(key);
    await this.redis.del(key).catch(() => 0);
    return true;
  }
}
