import { LRUCache } from 'lru-cache';
import type { ItemRecord } from '../data/items';
import { REUSE_SECONDS } from './reuse';

/** What the items of quiet accounts may take of this process's memory, by `sizeOf`'s estimate. */
export const QUIET_ITEMS_BYTES = 32 * 1024 * 1024;

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
 */
export class QuietItems {
  private readonly cache: LRUCache<string, ItemRecord>;

  constructor(maxBytes = QUIET_ITEMS_BYTES) {
    this.cache = new LRUCache<string, ItemRecord>({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      ttl: REUSE_SECONDS * 1_000,
    });
  }

  /**
   * The items of `ids` (null for those `load` did not find), kept ones from here and the rest from
   * `load`, which then stay for later requests at the same count.
   */
  async read(
    account: string,
    changeCount: string,
    ids: readonly string[],
    load: (ids: string[]) => Promise<Array<ItemRecord | null>>,
  ): Promise<Array<ItemRecord | null>> {
    if (changeCount.startsWith('unknown:')) return load([...ids]);
    const prefix = `${account}\n${changeCount}\n`;
    const found = ids.map((id) => this.cache.get(prefix + id) ?? null);
    const missing = ids.filter((_, index) => found[index] === null);
    if (missing.length === 0) return found;
    const loaded = await load(missing);
    const byId = new Map<string, ItemRecord>();
    loaded.forEach((item, index) => {
      if (!item) return;
      byId.set(missing[index], item);
      this.cache.set(prefix + missing[index], item);
    });
    return ids.map((id, index) => found[index] ?? byId.get(id) ?? null);
  }
}

/**
 * An item's memory, estimated without serialising it: a fixed overhead per object and value, and
 * two bytes per character of its strings (nested values' strings counted one level down).
 */
export function sizeOf(item: ItemRecord): number {
  let size = 512 + item.name.length * 2;
  for (const value of Object.values(item.values ?? {})) size += valueSize(value, 1);
  for (const key of item.lookup ?? []) size += 48 + key.length * 2;
  return size;
}

function valueSize(value: unknown, depth: number): number {
  if (typeof value === 'string') return 48 + value.length * 2;
  if (value === null || typeof value !== 'object') return 16;
  if (depth > 8) return 1_024;
  let size = 64;
  for (const entry of Array.isArray(value) ? value : Object.values(value))
    size += valueSize(entry, depth + 1);
  return size;
}
