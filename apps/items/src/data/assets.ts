import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import { findByIds, isDuplicateKey, withFreshId, type IndexPlan } from '@workapi/stores';
import { parseKey, type StoredUpload } from '@workapi/files';
import type { Viewer } from './items';

/**
 * A file uploaded to the account (monday.com's asset): what the gateway stored and where it was
 * added. The bytes are in the file store under `key`; this record is what names them, so a key
 * no record names is the sweep's to remove (assets/sweep.ts).
 */
export interface AssetRecord {
  _id: string;
  account_id: string;
  board_id: string;
  /** The item it was added to, or whose update it was attached to. */
  item_id: string;
  /** Further items whose file columns were given it (update_assets_on_item). */
  item_ids?: string[];
  /** The file column it was added to (add_file_to_column). */
  column_id?: string;
  /** The update or reply it was attached to (add_file_to_update). */
  update_id?: string;
  key: string;
  thumbnail_key: string | null;
  name: string;
  extension: string;
  size: number;
  content_type: string;
  geometry: string | null;
  uploaded_by: string;
  created_at: Date;
}

/** An asset as another type names it (FileAssetValue.asset): its id, read in full when a field needs more. */
export interface AssetReference {
  __typename?: 'Asset';
  id: string;
}

export type AssetParent = AssetRecord | AssetReference;

/** Where an upload was added: an item's file column, or an update of an item. */
export type AssetPlace = { board_id: string; item_id: string } & (
  { column_id: string } | { update_id: string }
);

/**
 * The account of the claims on released uploads (`AssetsRepository.release`): records under the
 * upload's key, so its unique index refuses an asset recorded after, yet of no account, so no
 * account's reads (its assets, its storage use) ever count them.
 */
export const RELEASED_UPLOADS = '-released';

/** A claim on an upload whose bytes were removed before any record named it. */
interface ReleasedUpload {
  _id: string;
  account_id: typeof RELEASED_UPLOADS;
  key: string;
  released_at: Date;
}

export const ASSET_ID_BASE = 4_000_000_000;
const ASSET_ID_BLOCK = 20;

export const assetIndexes: IndexPlan = {
  assets: [
    // One record per stored file: an upload reference sent twice records it once.
    { key: { key: 1 }, name: 'key', unique: true },
    { key: { account_id: 1, item_id: 1 }, name: 'account_item' },
    { key: { account_id: 1, update_id: 1 }, name: 'account_update' },
  ],
};

/** The account's assets; every query carries the account, so nothing crosses accounts. */
export class AssetsRepository {
  private readonly assets: Collection<AssetRecord>;
  readonly byId: DataLoader<string, AssetRecord | null>;
  /** Assets of each item, in upload order: one query for every item of an answer. */
  readonly ofItem: DataLoader<string, AssetRecord[]>;
  /** Assets of each update or reply, in upload order. */
  readonly ofUpdate: DataLoader<string, AssetRecord[]>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {
    this.assets = db.collection<AssetRecord>('assets');
    const account = viewer.accountId;
    this.byId = new DataLoader(async (ids) => {
      const found = await findByIds(
        this.assets,
        ids,
        { account_id: account },
        (row) => row.account_id === account,
      );
      return ids.map((id) => found.get(id) ?? null);
    });
    this.ofItem = new DataLoader(async (itemIds) => {
      const rows = await this.assets
        .find({ account_id: account, item_id: { $in: [...itemIds] } })
        .sort({ created_at: 1, _id: 1 })
        .toArray();
      return itemIds.map((id) => rows.filter((row) => row.item_id === id));
    });
    this.ofUpdate = new DataLoader(async (updateIds) => {
      const rows = await this.assets
        .find({ account_id: account, update_id: { $in: [...updateIds] } })
        .sort({ created_at: 1, _id: 1 })
        .toArray();
      return updateIds.map((id) => rows.filter((row) => row.update_id === id));
    });
  }

  /**
   * Records a stored upload where it was added; null when that upload was recorded already.
   * `before` runs with the record about to be inserted (an item's value naming it): until the
   * record exists its file is an unrecorded one the sweep spares, so whatever names the asset is
   * written first, and the sweep never finds a record nothing names yet.
   */
  async create(
    upload: StoredUpload,
    place: AssetPlace,
    before: (record: AssetRecord) => Promise<unknown> = async () => undefined,
  ): Promise<AssetRecord | null> {
    if (await this.assets.findOne({ key: upload.key }, { projection: { _id: 1 } })) return null;
    try {
      return await withFreshId(this.db, 'assets', ASSET_ID_BASE, ASSET_ID_BLOCK, async (id) => {
        const record: AssetRecord = {
          _id: id,
          account_id: this.viewer.accountId,
          ...place,
          key: upload.key,
          thumbnail_key: upload.thumbnailKey,
          name: upload.name,
          extension: upload.extension,
          size: upload.bytes,
          content_type: upload.contentType,
          geometry: upload.geometry,
          uploaded_by: this.viewer.userId,
          created_at: new Date(),
        };
        await before(record);
        await this.assets.insertOne(record);
        return record;
      });
    } catch (error) {
      // `withFreshId` retries a taken id; a taken key is this upload recorded meanwhile.
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  /**
   * Claims uploads of the account no asset records, so their bytes may be removed at once (a
   * refused request's): answers the keys claimed. A claim takes the upload's key, so recording an
   * asset for it later fails (`create` answers null) and no record ever names removed bytes. The
   * sweep drops claims once no request can still be recording their uploads.
   */
  async release(keys: string[]): Promise<string[]> {
    const claims = this.db.collection<ReleasedUpload>('assets');
    const claimed: string[] = [];
    for (const key of keys) {
      const parsed = parseKey(key);
      // Only an upload's own key, of this account (a thumbnail's goes with it).
      if (parsed?.accountId !== this.viewer.accountId || parsed.originalKey !== key) continue;
      try {
        await claims.insertOne({
          _id: `${RELEASED_UPLOADS}/${key}`,
          account_id: RELEASED_UPLOADS,
          key,
          released_at: new Date(),
        });
        claimed.push(key);
      } catch (error) {
        // A record holds the key: the upload was recorded (or released already).
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return claimed;
  }

  /** Notes that an item's file column names these assets, so the sweep keeps them while it does. */
  async namedBy(itemId: string, assetIds: string[]): Promise<void> {
    if (assetIds.length === 0) return;
    await this.assets.updateMany(
      { account_id: this.viewer.accountId, _id: { $in: assetIds }, item_id: { $ne: itemId } },
      { $addToSet: { item_ids: itemId } },
    );
  }
}
