import type { Db } from 'mongodb';
import type { AssetRecord } from '../data/assets';
import type { StoredItem } from '../data/cells';
import type { UpdateRecord } from '../data/updates';

/** The asset ids a stored value names: a file column's `{"files":[{"fileType":"ASSET","assetId":…}]}`. */
function assetIdsIn(value: unknown): string[] {
  const files = (value as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return (files as Array<{ fileType?: unknown; assetId?: unknown }>)
    .filter((entry) => entry?.fileType === 'ASSET' && entry.assetId != null)
    .map((entry) => String(entry.assetId));
}

/**
 * The value keys of boards' columns as they stand (deleted columns left out), from their owner;
 * a board answered with none is one whose columns are unknown.
 */
export type LiveColumnKeys = (accountId: string, boardIds: string[]) => Promise<Map<string, Set<string>>>;

/**
 * Which of an account's assets a record still names: a value of a column not deleted, of an item
 * not deleted (whatever item: copies of items and boards name their originals' assets), or an
 * update that still exists on an item not deleted. The items are read before the columns, so a
 * column deleted meanwhile releases its files, and one made meanwhile holds nothing read here.
 * Reads every live item of the account, so the sweep runs it rarely, and only for accounts with
 * files to decide.
 */
export async function namedAssets(
  db: Db,
  accountId: string,
  assets: AssetRecord[],
  liveColumns: LiveColumnKeys,
): Promise<Set<string>> {
  const named = new Set<string>();
  const items = db.collection<StoredItem>('items');
  const alive = new Set<string>();
  // Board -> value key -> the asset ids its values there name.
  const inValues = new Map<string, Map<string, string[]>>();
  const note = (boardId: string, key: string, ids: string[]) => {
    if (ids.length === 0) return;
    const board = inValues.get(boardId) ?? new Map<string, string[]>();
    inValues.set(boardId, board);
    board.set(key, [...(board.get(key) ?? []), ...ids]);
  };
  const cursor = items.find(
    { account_id: accountId, state: { $ne: 'deleted' } },
    { projection: { _id: 1, board_id: 1, cells: 1, values: 1 } },
  );
  for await (const item of cursor) {
    alive.add(item._id);
    for (const [key, cell] of Object.entries(item.cells ?? {}))
      if (cell.includes('"ASSET"')) note(item.board_id, key, assetIdsIn(JSON.parse(cell)));
    for (const [key, value] of Object.entries(item.values ?? {})) note(item.board_id, key, assetIdsIn(value));
  }
  const columns = inValues.size > 0 ? await liveColumns(accountId, [...inValues.keys()]) : new Map();
  for (const [boardId, byKey] of inValues) {
    const live = columns.get(boardId);
    for (const [key, ids] of byKey)
      // Columns unknown (a board has at least its name column): every value counts.
      if (!live || live.size === 0 || live.has(key)) for (const id of ids) named.add(id);
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
