import { LRUCache } from 'lru-cache';

/**
 * The longest anything is held without being read again, whatever its stamp says: a bound on how
 * long a stamp lost with Redis's data (a count starting again from nothing may come back to one
 * held) could leave a process with an old answer.
 */
const HELD_MS = 60_000;

/**
 * Data that rarely changes, held by one process per key (an account's board), each value under
 * the stamp it was read under: a version or token kept in Redis, which every change of the data
 * moves before it answers (docs/consistency.md). A read whose request saw the same stamp is
 * answered from here; any other reads the store and holds its answer under the new stamp.
 * Bounded by `maxSize` (each value counts `size`, 1 unless said) across accounts.
 */
export class HeldUnder<Value> {
  private readonly held: LRUCache<string, { stamp: string; value: Value }>;

  constructor(options: { maxSize: number; size?: (value: Value) => number }) {
    const size = options.size ?? (() => 1);
    this.held = new LRUCache({
      maxSize: options.maxSize,
      sizeCalculation: (entry) => size(entry.value),
      ttl: HELD_MS,
    });
  }

  /**
   * The value held for `key` under `stamp`, or what `read` answers, then held under it. `stamp` is
   * read before `read` runs: a change after the read moves the stamp past the one kept here.
   */
  async heldOr(key: string, stamp: string, read: () => Promise<Value>): Promise<Value> {
    const held = this.held.get(key);
    if (held?.stamp === stamp) return held.value;
    const value = await read();
    this.held.set(key, { stamp, value });
    return value;
  }

  /** This process changed what keys starting with `prefix` hold: each is read anew. */
  forget(prefix: string): void {
    for (const key of [...this.held.keys()]) if (key.startsWith(prefix)) this.held.delete(key);
  }
}
