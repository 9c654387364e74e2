import type { Collection, Db } from 'mongodb';
import { recordInvalid } from '@workapi/errors';
import { withFreshId, type IndexPlan } from '@workapi/stores';

/** What can be a favorite: monday.com's `GraphqlMondayObject` this server has (no dashboards). */
export type FavoriteType = 'Board' | 'Folder';

/** One object of a user's favorites list, at its place in the list. */
export interface FavoriteRecord {
  _id: string;
  account_id: string;
  user_id: string;
  object_id: string;
  object_type: FavoriteType;
  /** The name the user gave it in the list, if any. */
  name: string | null;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export const favoriteIndexes: IndexPlan = {
  favorites: [{ key: { account_id: 1, user_id: 1 }, name: 'user_favorites' }],
};

/** A user's list holds at most this many objects, so no one list grows without bound. */
export const MAX_FAVORITES = 1000;
const FAVORITE_ID_BASE = 16_000_000;
const STEP = 1024;

/** Where a new favorite goes: between two objects of the list, or at its end. */
export interface FavoritePlace {
  prev?: { id: string; type: string } | null;
  next?: { id: string; type: string } | null;
}

/** The favorites list of one user of one account. */
export class FavoritesRepository {
  private readonly favorites: Collection<FavoriteRecord>;

  constructor(
    private readonly db: Db,
    private readonly viewer: { accountId: string; userId: string },
  ) {
    this.favorites = db.collection('favorites');
  }

  /** The list, in its order. */
  async list(): Promise<FavoriteRecord[]> {
    const found = await this.favorites
      .find({ account_id: this.viewer.accountId, user_id: this.viewer.userId })
      .toArray();
    return found.sort((a, b) => a.position - b.position || Number(a._id) - Number(b._id));
  }

  /** Adds an object to the list (once: asked again, the entry it has), placed as asked. */
  async add(
    object: { id: string; type: FavoriteType },
    name: string | null,
    place: FavoritePlace,
  ): Promise<FavoriteRecord> {
    const list = await this.list();
    const held = list.find((entry) => entry.object_id === object.id && entry.object_type === object.type);
    if (held) return held;
    if (list.length >= MAX_FAVORITES)
      throw recordInvalid(`A favorites list holds at most ${MAX_FAVORITES} objects`);
    const at = (ref: FavoritePlace['prev']) =>
      ref
        ? list.find((entry) => entry.object_id === String(ref.id) && entry.object_type === ref.type)
        : undefined;
    const prev = at(place.prev);
    const next = at(place.next);
    const last = list.at(-1)?.position ?? 0;
    const position =
      prev && next
        ? (prev.position + next.position) / 2
        : prev
          ? prev.position + STEP / 2
          : next
            ? next.position - STEP / 2
            : last + STEP;
    const now = new Date();
    return withFreshId(this.db, 'favorites', FAVORITE_ID_BASE, 1, async (id) => {
      const record: FavoriteRecord = {
        _id: id,
        account_id: this.viewer.accountId,
        user_id: this.viewer.userId,
        object_id: object.id,
        object_type: object.type,
        name,
        position,
        created_at: now,
        updated_at: now,
      };
      await this.favorites.insertOne(record);
      return record;
    });
  }

  /** Takes an object off the list; whether it was on it. */
  async remove(object: { id: string; type: string }): Promise<boolean> {
    const { deletedCount } = await this.favorites.deleteOne({
      account_id: this.viewer.accountId,
      user_id: this.viewer.userId,
      object_id: object.id,
      object_type: object.type as FavoriteType,
    });
    return deletedCount > 0;
  }
}
