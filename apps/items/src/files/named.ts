import type { Db } from 'mongodb';
import type { AssetRecord } from '../data/assets';
import type { StoredItem } from '../data/cells';
import type { UpdateRecord } from '../data/updates';

/** The asset ids a stored value names: a file column's `{"files":[{"fileType":"ASSET","assetId":…}]}`. */
function assetIdsIn(value: unknown, into: Set<string>): void {
  const files = (value as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return;
  for (const entry of files as Array<{ fileType?: unknown; assetId?: unknown }>)
    if (entry?.fileType === 'ASSET' && entry.assetId != null) into.add(String(entry.assetId));
}

/**
 * Which of an account's assets a record still names: a value of an item not deleted (whatever
 * item: copies of items and boards name their originals' assets), or an update that still
 * exists on an item not deleted. Reads every live item of the account, so the sweep runs it
 * rarely, and only for accounts with files to decide.
 */
export async function namedAssets(db: Db, accountId: string, assets: AssetRecord[]): Promise<Set<string>> {
  const named = new Set<string>();
  const items = db.collection<StoredItem>('items');
  const alive = new Set<string>();
  const cursor = items.find(
    { account_id: accountId, state: { $ne: 'deleted' } },
    { projection: { _id: 1, cells: 1, values: 1 } },
  );
  for await (const item of cursor) {
    alive.add(item._id);
    for (const cell of Object.values(item.cells ?? {}))
      if (cell.includes('"ASSET"')) assetIdsIn(JSON.parse(cell), named);
    for (const value of Object.values(item.values ?? {})) assetIdsIn(value, named);
  }
  const ofUpdates = assets.filter((asset) => asset.update_id !== undefined);
  if (ofUpdates.length > 0) {
    const updates = await db
      .collection<UpdateRecord>('updates')
      .find({ account_id: accountId, _id: { $in: ofUpdates.map((asset) => asset.update_id as string) } })
      .project<{ _id: string; item_id: string }>({ _id: 1, item_id: 1 })
      .toArray();
    const live = new Set(updates.filter((update) => alive.has(update.item_id)).map((update) => update._id));
    for (const asset of ofUpdates) if (live.has(asset.update_id as string)) named.add(asset._id);
  }
  return named;
}
