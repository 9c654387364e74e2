import type { Db } from 'mongodb';
import { parseKey, type FileStore } from '@workapi/files';
import type { Logger } from '@workapi/logging';
import { RELEASED_UPLOADS, type AssetRecord } from '../data/assets';
import { namedAssets, type LiveColumnKeys } from './named';

/**
 * A stored file no record names yet may be an upload still on its way to its record (a 500 MB
 * upload over a slow link): spared this long after its upload began (its key says when).
 */
export const UNRECORDED_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  removed: number;
  kept: number;
}

/**
 * Removes stored files no record names: an asset whose item, update or file column entry is gone
 * (deleted item, deleted update, deleted column, value cleared or replaced) is released, its record then its
 * bytes; a file with no record at all past the grace is a failed request's. A file a record
 * names is never removed. Walks the store one account at a time (keys start with the account).
 */
export class FileSweep {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly logger: Logger,
    private readonly liveColumns: LiveColumnKeys,
    private readonly graceMs = UNRECORDED_GRACE_MS,
  ) {}

  async run(now = Date.now()): Promise<SweepResult> {
    const result: SweepResult = { removed: 0, kept: 0 };
    let account: string | undefined;
    let keys: string[] = [];
    for await (const key of this.store.list('')) {
      const parsed = parseKey(key);
      // Not a key this product made: someone else's object in a shared bucket, never ours to remove.
      if (!parsed) continue;
      if (parsed.accountId !== account && keys.length > 0)
        await this.sweepAccount(account as string, keys, now, result);
      if (parsed.accountId !== account) keys = [];
      account = parsed.accountId;
      keys.push(key);
    }
    if (account && keys.length > 0) await this.sweepAccount(account, keys, now, result);
    // Claims on released uploads outlive any request that could still be recording them.
    await this.db
      .collection<{ account_id: string; released_at: Date }>('assets')
      .deleteMany({ account_id: RELEASED_UPLOADS, released_at: { $lt: new Date(now - this.graceMs) } });
    if (result.removed > 0) this.logger.info(result, 'stored files no record names removed');
    return result;
  }

  private async sweepAccount(
    accountId: string,
    keys: string[],
    now: number,
    result: SweepResult,
  ): Promise<void> {
    const assets = this.db.collection<AssetRecord>('assets');
    const originals = [...new Set(keys.map((key) => parseKey(key)?.originalKey as string))];
    const records = await assets.find({ account_id: accountId, key: { $in: originals } }).toArray();
    const byKey = new Map(records.map((record) => [record.key, record]));
    const named = await namedAssets(this.db, accountId, records, this.liveColumns);
    const released = records.filter((record) => !named.has(record._id));
    // The records go first: a key whose record is gone is one no record names, whatever happens next.
    if (released.length > 0)
      await assets.deleteMany({ account_id: accountId, _id: { $in: released.map((record) => record._id) } });
    const gone = new Set(released.map((record) => record.key));
    for (const key of keys) {
      const parsed = parseKey(key);
      if (!parsed) continue;
      const unrecorded = !byKey.has(parsed.originalKey) && now - parsed.createdAt > this.graceMs;
      if (gone.has(parsed.originalKey) || unrecorded) {
        await this.store.delete(key);
        result.removed += 1;
      } else result.kept += 1;
    }
  }
}
