import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import { inChunks, upserted, type IndexPlan } from '@workapi/stores';
import type { Viewer } from './items';

/**
 * A user's like of an update or reply: one per user and update (its `_id` says so, so liking twice
 * is one like), kept apart from the updates, whose documents stay small for listing.
 */
export interface UpdateLikeRecord {
  /** `<update id>_<user id>`. */
  _id: string;
  account_id: string;
  update_id: string;
  creator_id: string;
  reaction_type: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Ids per delete, well within what FerretDB pushes down in one `$in` (`IN_PUSHDOWN_AT_MOST`). */
const REMOVE_CHUNK = 500;

export const updateLikeIndexes: IndexPlan = {
  update_likes: [{ key: { account_id: 1, update_id: 1 }, name: 'account_update' }],
};

export class UpdateLikes {
  private readonly likes: Collection<UpdateLikeRecord>;
  /** An update's likes, oldest first: one query for every update of a request. */
  readonly ofUpdate: DataLoader<string, UpdateLikeRecord[]>;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
  ) {
    this.likes = db.collection<UpdateLikeRecord>('update_likes');
    this.ofUpdate = new DataLoader(async (updateIds) => {
      const found = await this.likes
        .find({ account_id: viewer.accountId, update_id: { $in: [...updateIds] } })
        .toArray();
      return updateIds.map((id) =>
        found
          .filter((like) => like.update_id === id)
          .sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
      );
    });
  }

  /** The caller likes an update, with a reaction (null: a plain like); liking again changes only the reaction. */
  async like(updateId: string, reactionType: string | null): Promise<void> {
    const now = new Date();
    // A like sent twice at once (a double click) upserts the same new document twice.
    await upserted(() =>
      this.likes.updateOne(
        { _id: `${updateId}_${this.viewer.userId}`, account_id: this.viewer.accountId },
        {
          $set: { reaction_type: reactionType, updated_at: now },
          $setOnInsert: { update_id: updateId, creator_id: this.viewer.userId, created_at: now },
        },
        { upsert: true },
      ),
    );
    this.ofUpdate.clear(updateId);
  }

  /** Takes back the caller's like of an update, if any. */
  async unlike(updateId: string): Promise<void> {
    await this.likes.deleteOne({
      _id: `${updateId}_${this.viewer.userId}`,
      account_id: this.viewer.accountId,
    });
    this.ofUpdate.clear(updateId);
  }

  /** The likes of updates that are gone. */
  async removeOf(updateIds: string[]): Promise<void> {
    for (const chunk of inChunks(updateIds, REMOVE_CHUNK)) {
      await this.likes.deleteMany({ account_id: this.viewer.accountId, update_id: { $in: chunk } });
      for (const id of chunk) this.ofUpdate.clear(id);
    }
  }
}
