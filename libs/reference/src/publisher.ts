import type { RedisClient } from '@workapi/stores';
import type { Logger } from '@workapi/logging';
import { entryKey, sequenceKey, versionsKey, type OwnedKind } from './keys';
import type { ReferenceData, ReferenceKind } from './facts';

/** How long an entry stays in Redis without a change or a reader's refill. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
/** How often a publication Redis refused is tried again, until it is through. */
const RETRY_MS = 1_000;

/**
 * Stores the entry unless Redis holds one of the same or a later version (a slower writer that
 * read older data loses), then, for a change, counts the kind's published version up, which every
 * reader checks at the start of each request. KEYS: entry, versions. ARGV: version, json, kind,
 * ttl, '1' for a change ('0' for a refill, which changes nothing a reader holds).
 */
const PUBLISH = `
local current = redis.call('GET', KEYS[1])
local newer = true
if current then
  local space = string.find(current, ' ', 1, true)
  if space and tonumber(string.sub(current, 1, space - 1)) >= tonumber(ARGV[1]) then newer = false end
end
if newer then redis.call('SET', KEYS[1], ARGV[1] .. ' ' .. ARGV[2], 'EX', ARGV[4]) end
if ARGV[5] == '1' then redis.call('HINCRBY', KEYS[2], ARGV[3], 1) end
return newer and 1 or 0
`;

interface PublishingRedis {
  publishReference(
    entry: string,
    versions: string,
    version: number,
    json: string,
    kind: ReferenceKind,
    ttl: number,
    change: '0' | '1',
  ): Promise<number>;
}

/**
 * The owner's side of reference data (docs/architecture.md, "Reference data"): after each change
 * it has stored, the owner publishes the data anew in Redis and counts the kind's version up,
 * before its mutation answers, so no reader answers from the old data afterwards. Versions come
 * from a Redis counter taken before the data is read, and an entry is replaced only by a later
 * one, so of two writers publishing at once the one that read last wins.
 */
export class ReferencePublisher {
  private readonly redis: RedisClient & PublishingRedis;
  /** Publications and counts Redis refused (it was away), by key: retried until they are through. */
  private readonly pending = new Map<string, () => Promise<void>>();
  private retry: NodeJS.Timeout | undefined;

  constructor(
    redis: RedisClient,
    private readonly logger: Logger,
  ) {
    redis.defineCommand('publishReference', { numberOfKeys: 2, lua: PUBLISH });
    this.redis = redis as RedisClient & PublishingRedis;
  }

  /** The owner changed this entry's data: publish it anew, and make every reader drop what it holds. */
  async changed<K extends ReferenceKind>(
    accountId: string,
    kind: K,
    id: string,
    load: () => Promise<ReferenceData[K]>,
  ): Promise<void> {
    const key = entryKey(accountId, kind, id);
    const publish = async () => {
      const version = await this.redis.incr(sequenceKey(accountId, kind, id));
      const data = await load();
      await this.redis.publishReference(
        key,
        versionsKey(accountId),
        version,
        JSON.stringify(data),
        kind,
        ENTRY_TTL_SECONDS,
        '1',
      );
    };
    await this.untilThrough(key, publish, { kind, what: 'publish reference data' });
  }

  /**
   * The owner changed data it alone reads and holds per process (`OWNED_KINDS`): its version is
   * counted up before the mutation answers, so every process reads the data anew for the requests
   * that follow. While Redis is away, requests read no versions and hold nothing; the count is
   * tried again until it is through.
   */
  async counted(accountId: string, kind: OwnedKind): Promise<void> {
    const key = `${versionsKey(accountId)}/${kind}`;
    const count = async () => void (await this.redis.hincrby(versionsKey(accountId), kind, 1));
    await this.untilThrough(key, count, { kind, what: 'count a version up' });
  }

  /** Runs `work` now; refused (Redis away), it is tried again every second until it is through. */
  private async untilThrough(key: string, work: () => Promise<void>, about: { kind: string; what: string }) {
    try {
      await work();
      this.pending.delete(key);
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message, kind: about.kind },
        `could not ${about.what}; retrying`,
      );
      this.pending.set(key, work);
      this.scheduleRetry();
    }
  }

  /**
   * A reader found no entry (Redis lost it, or it expired): the data as stored now, kept in Redis
   * for the next reader. Readers already holding the kind keep it: nothing changed.
   */
  async refill<K extends ReferenceKind>(
    accountId: string,
    kind: K,
    id: string,
    load: () => Promise<ReferenceData[K]>,
  ): Promise<ReferenceData[K]> {
    let version: number | null = null;
    try {
      version = await this.redis.incr(sequenceKey(accountId, kind, id));
    } catch {
      // Redis away: the reader gets the data all the same; nothing is kept.
    }
    const data = await load();
    if (version !== null) {
      await this.redis
        .publishReference(
          entryKey(accountId, kind, id),
          versionsKey(accountId),
          version,
          JSON.stringify(data),
          kind,
          ENTRY_TTL_SECONDS,
          '0',
        )
        .catch(() => undefined);
    }
    return data;
  }

  private scheduleRetry(): void {
    if (this.retry) return;
    this.retry = setTimeout(async () => {
      this.retry = undefined;
      for (const [key, publish] of [...this.pending]) {
        try {
          await publish();
          this.pending.delete(key);
        } catch {
          // Still away: tried again on the next round.
        }
      }
      if (this.pending.size > 0) this.scheduleRetry();
    }, RETRY_MS);
    this.retry.unref();
  }
}
