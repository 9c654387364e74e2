import { randomBytes } from 'node:crypto';
import type { RedisClient } from '@workapi/stores';
import { pagingUnavailable } from '@workapi/errors';
import { cursorSnapshotBytes, cursorSnapshots } from '@workapi/logging';

/** Bytes per item id in a snapshot: ids are integers below 2^48. */
export const BYTES_PER_ID = 6;

/** A snapshot offered to the same first page: its id and how many ids it holds. */
export interface RememberedSnapshot {
  snapshot: string;
  length: number;
}

/**
 * The ordered item ids an iteration walks, kept in Redis as one packed string (6 bytes per item)
 * so any page is one GETRANGE, shared by every replica, and gone after `ttl` seconds unused.
 */
export class SnapshotStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly ttlSeconds: number,
  ) {}

  /** Redis not answering is the client's clear CursorException, not an internal error. */
  private async reach<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch {
      throw pagingUnavailable();
    }
  }

  /**
   * The snapshot's ids; its meta beside it under the same hash tag, so the two stay on one slot of
   * a Redis Cluster for the transactions that read and write them together. (The client adds the
   * configured key prefix.)
   */
  private key(id: string) {
    return `snapshot:{${id}}`;
  }

  static pack(ids: string[]): Buffer {
    const buffer = Buffer.alloc(ids.length * BYTES_PER_ID);
    ids.forEach((id, index) => buffer.writeUIntBE(Number(id), index * BYTES_PER_ID, BYTES_PER_ID));
    return buffer;
  }

  static unpack(buffer: Buffer): string[] {
    const ids: string[] = [];
    for (let offset = 0; offset + BYTES_PER_ID <= buffer.length; offset += BYTES_PER_ID) {
      ids.push(String(buffer.readUIntBE(offset, BYTES_PER_ID)));
    }
    return ids;
  }

  /** Stores the ids and the query meta under a fresh random id. */
  async create(ids: string[], meta: object): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    const packed = SnapshotStore.pack(ids);
    const results = await this.reach(() =>
      this.redis
        .multi()
        .set(this.key(id), packed, 'EX', this.ttlSeconds)
        .set(`${this.key(id)}:meta`, JSON.stringify(meta), 'EX', this.ttlSeconds)
        .exec(),
    );
    if (!results || results.some(([error]) => error)) throw pagingUnavailable();
    cursorSnapshots.inc();
    cursorSnapshotBytes.observe(packed.length);
    return id;
  }

  /** Names a snapshot under `reuseKey` (a query at a write count) for `seconds`. */
  async remember(reuseKey: string, entry: RememberedSnapshot, seconds: number): Promise<void> {
    await this.reach(() => this.redis.set(`reuse:${reuseKey}`, JSON.stringify(entry), 'EX', seconds));
  }

  /** The snapshot named under `reuseKey`, if any. */
  async recall(reuseKey: string): Promise<RememberedSnapshot | null> {
    const entry = await this.reach(() => this.redis.get(`reuse:${reuseKey}`));
    return entry ? (JSON.parse(entry) as RememberedSnapshot) : null;
  }

  /**
   * Ids [from, from + count) and the meta, renewing the TTL (activity keeps an iteration alive);
   * null when the snapshot expired or never existed.
   */
  async read<TMeta>(id: string, from: number, count: number): Promise<{ ids: string[]; meta: TMeta } | null> {
    const key = this.key(id);
    const results = await this.reach(() =>
      this.redis
        .multi()
        .expire(key, this.ttlSeconds)
        .expire(`${key}:meta`, this.ttlSeconds)
        .getrangeBuffer(key, from * BYTES_PER_ID, (from + count) * BYTES_PER_ID - 1)
        .get(`${key}:meta`)
        .exec(),
    );
    if (!results || results.some(([error]) => error)) throw pagingUnavailable();
    const [[, renewed], , [, slice], [, meta]] = results as Array<[Error | null, unknown]>;
    if (renewed !== 1 || typeof meta !== 'string') return null;
    return { ids: SnapshotStore.unpack(slice as Buffer), meta: JSON.parse(meta) as TMeta };
  }
}
