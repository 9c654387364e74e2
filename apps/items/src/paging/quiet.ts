import { LRUCache } from 'lru-cache';
import { approximateBytes } from '@workapi/reference';
import type { ShownItem } from '../data/items';
import { REUSE_SECONDS } from './reuse';

/** What the items of quiet accounts may take of this process's memory, by `sizeOf`'s estimate. */
export const QUIET_ITEMS_BYTES = 32 * 1024 * 1024;
/**
 * Pages a walk reads ahead of the one answered (pager.ts), and so the read-aheads one account may
 * have in flight in a process: a client walking a board finds the next page read, and the one
 * after under way while it takes in this one (docs/items-page.md, "Read-ahead").
 */
export const PAGES_AHEAD = 2;

/**
 * Items pages read while their account's write count stood still, kept in this process under that
 * count (docs/items-page.md). Every write raises the count before it starts and after it ends
 * (libs/stores change-counter.ts), so an item kept under the count a page reads now is the item the store
 * holds: polling a board, twenty users opening it, a walk read twice, read their items from here,
 * not from the store. The count is the one the first page's reuse key reads already, and a count
 * Redis could not give (`unknown:…`) is never kept. Like reused snapshots, nothing is kept longer
 * than `REUSE_SECONDS`, which bounds what a write whose raise was lost can leave stale.
 * Entries of a count that moved on are never asked for again, and the least recently used leave
 * first; the cache is shared by every account of the process, bounded by `QUIET_ITEMS_BYTES`.
 * A page with a cursor reads the next page's items ahead into it (`readAhead`), under its count.
 */
export class QuietItems {
  private readonly cache: LRUCache<string, ShownItem>;
  /**
   * Items a read-ahead is loading, by the cache key they will be kept under: the read, and the
   * item's place in what it answers (undefined when it failed). A page asking for one waits for it
   * instead of reading it again.
   */
  private readonly loading = new Map<string, Loading>();
  /** Read-aheads in flight in this process, by account: `PAGES_AHEAD` each at most. */
  private readonly readingAhead = new Map<string, number>();

  constructor(maxBytes = QUIET_ITEMS_BYTES) {
    this.cache = new LRUCache<string, ShownItem>({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      ttl: REUSE_SECONDS * 1_000,
    });
  }

  /**
   * The items of `ids` (null for those `load` did not find), kept ones from here, those a
   * read-ahead is loading when it has, and the rest from `load`, which then stay for later
   * requests at the same count.
   */
  async read(
    account: string,
    changeCount: string,
    ids: readonly string[],
    load: (ids: string[]) => Promise<Array<ShownItem | null>>,
  ): Promise<Array<ShownItem | null>> {
    const prefix = keyPrefix(account, changeCount);
    if (prefix === null) return load([...ids]);
    const found: Array<ShownItem | null | undefined> = ids.map((id) => this.cache.get(prefix + id));
    // Waited for once per read-ahead, not once per item: a page's items are one or two of them.
    const awaited = new Map<Loading['read'], Array<[at: number, index: number]>>();
    ids.forEach((id, at) => {
      const loading = found[at] === undefined ? this.loading.get(prefix + id) : undefined;
      if (!loading) return;
      const spots = awaited.get(loading.read);
      if (spots) spots.push([at, loading.index]);
      else awaited.set(loading.read, [[at, loading.index]]);
    });
    for (const [read, spots] of awaited) {
      const items = await read;
      for (const [at, index] of spots) found[at] = items?.[index];
    }
    const missing = ids.filter((_, index) => found[index] === undefined);
    if (missing.length === 0) return found as Array<ShownItem | null>;
    const loaded = await this.loadAndKeep(prefix, missing, load);
    const byId = new Map(missing.map((id, index) => [id, loaded[index]]));
    return ids.map((id, index) => found[index] ?? byId.get(id) ?? null);
  }

  /**
   * Starts loading `ids` (a page after the one just answered) for a request to come at the same
   * count, unless they are kept or being loaded already, the count is unknown or the account
   * has `PAGES_AHEAD` read-aheads in flight here. Nothing waits for it; a failed one is forgotten.
   */
  readAhead(
    account: string,
    changeCount: string,
    ids: readonly string[],
    load: (ids: string[]) => Promise<Array<ShownItem | null>>,
  ): void {
    const prefix = keyPrefix(account, changeCount);
    const inFlight = this.readingAhead.get(account) ?? 0;
    if (prefix === null || inFlight >= PAGES_AHEAD) return;
    const missing = ids.filter((id) => !this.cache.has(prefix + id) && !this.loading.has(prefix + id));
    if (missing.length === 0) return;
    this.readingAhead.set(account, inFlight + 1);
    const read = this.loadAndKeep(prefix, missing, load).catch(() => undefined);
    missing.forEach((id, index) => this.loading.set(prefix + id, { read, index }));
    void read.then(() => {
      for (const id of missing) this.loading.delete(prefix + id);
      const left = (this.readingAhead.get(account) ?? 1) - 1;
      if (left > 0) this.readingAhead.set(account, left);
      else this.readingAhead.delete(account);
    });
  }

  private async loadAndKeep(
    prefix: string,
    ids: string[],
    load: (ids: string[]) => Promise<Array<ShownItem | null>>,
  ): Promise<Array<ShownItem | null>> {
    const loaded = await load(ids);
    loaded.forEach((item, index) => {
      if (item) this.cache.set(prefix + ids[index], item);
    });
    return loaded;
  }
}

/** An item a read-ahead is loading: the read, and the item's place in its answer (undefined: it failed). */
interface Loading {
  read: Promise<Array<ShownItem | null> | undefined>;
  index: number;
}

/** Where an account's items are kept at a count; null for a count Redis could not give, never kept. */
const keyPrefix = (account: string, changeCount: string): string | null =>
  changeCount.startsWith('unknown:') ? null : `${account}\n${changeCount}\n`;

/**
 * An item's memory, estimated without serialising it (`approximateBytes`): a fixed overhead for the
 * item, two bytes a character of its name, and its values (nested values counted one level down).
 */
export function sizeOf(item: ShownItem): number {
  let size = 512 + item.name.length * 2;
  for (const value of Object.values(item.values ?? {})) size += approximateBytes(value, 1);
  return size;
}
