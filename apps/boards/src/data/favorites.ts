import type { Collection, Db } from 'mongodb';
import { recordInvalid } from '@workapi/errors';
import { inChunks, isDuplicateKey, withFreshId, type IndexPlan, type Migration } from '@workapi/stores';

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

/** One entry per object in a user's list: the same object added twice at once is stored once. */
const ONE_PER_OBJECT = {
  key: { account_id: 1, user_id: 1, object_type: 1, object_id: 1 },
  name: 'user_object_unique',
  unique: true,
} as const;

/**
 * Makes the favorites one per object (`ONE_PER_OBJECT`): entries a race stored twice before it
 * existed go, the oldest of each staying, then the unique index is made. A migration, not part of
 * `favoriteIndexes`, because the index cannot be made while such twins remain, and indexes are made
 * before migrations run. Idempotent: run again, it finds no twin and the index made.
 */
export function favoritesOnePerObject(db: Db): Migration {
  return {
    name: 'favorites-one-per-object',
    async run() {
      const favorites = db.collection<FavoriteRecord>('favorites');
      const kept = new Map<string, string>();
      const twins: string[] = [];
      const all = favorites.find(
        {},
        { projection: { _id: 1, account_id: 1, user_id: 1, object_type: 1, object_id: 1 } },
      );
      for await (const entry of all) {
        const key = [entry.account_id, entry.user_id, entry.object_type, entry.object_id].join('\n');
        const other = kept.get(key);
        if (other === undefined) kept.set(key, entry._id);
        else if (Number(entry._id) < Number(other)) {
          twins.push(other);
          kept.set(key, entry._id);
        } else twins.push(entry._id);
      }
      for (const chunk of inChunks(twins)) await favorites.deleteMany({ _id: { $in: chunk } });
      await favorites.createIndexes([{ ...ONE_PER_OBJECT }]);
    },
  };
}

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
      try {
        await this.favorites.insertOne(record);
        return record;
      } catch (error) {
        // The same object added at the same moment by another request: its entry is the answer.
        // (A refused id instead is drawn again by withFreshId.)
        const held = isDuplicateKey(error) ? await this.held(object) : null;
        if (held) return held;
        throw error;
      }
    });
  }

  /** The viewer's entry for an object, as the unique index keys it. */
  private entryOf(object: { id: string; type: string }) {
    return {
      account_id: this.viewer.accountId,
      user_id: this.viewer.userId,
      object_id: object.id,
      object_type: object.type as FavoriteType,
    };
  }

  private held(object: { id: string; type: FavoriteType }): Promise<FavoriteRecord | null> {
    return this.favorites.findOne(this.entryOf(object));
  }

  /** Takes an object off the list; whether it was on it. */
  async remove(object: { id: string; type: string }): Promise<boolean> {
    const { deletedCount } = await this.favorites.deleteOne(this.entryOf(object));
    return deletedCount > 0;
  }
}
