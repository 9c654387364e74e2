import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import { findByIds, type IndexPlan } from '@workapi/stores';
import type { Viewer } from './items';

/**
 * The users who subscribe to an item besides its creator (who always does), as monday.com keeps
 * them: whoever was assigned to it in a people column or wrote an update on it stays subscribed,
 * even once unassigned. One small document per item, by the item's id, written only when someone
 * joins, so a change reads its item's subscribers with one lookup by id.
 */
export interface ItemSubscribersRecord {
  /** The item's id. */
  _id: string;
  account_id: string;
  user_ids: string[];
}

/** Subscribers an item keeps besides its creator; past this, no one more joins. */
export const MAX_ITEM_SUBSCRIBERS = 500;

/** Read by `_id` only. */
export const itemSubscriberIndexes: IndexPlan = { item_subscribers: [] };

export class ItemSubscribers {
  private readonly subscribers: Collection<ItemSubscribersRecord>;
  /** The users subscribed to an item besides its creator, for every item a request asks about at once. */
  readonly ofItem: DataLoader<string, string[]>;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
  ) {
    this.subscribers = db.collection<ItemSubscribersRecord>('item_subscribers');
    this.ofItem = new DataLoader(async (itemIds) => {
      const found = await findByIds(
        this.subscribers,
        itemIds,
        { account_id: viewer.accountId },
        (row) => row.account_id === viewer.accountId,
      );
      return itemIds.map((id) => found.get(id)?.user_ids ?? []);
    });
  }

  /** Subscribes users to an item (those already subscribed stay once), up to `MAX_ITEM_SUBSCRIBERS`. */
  async add(itemId: string, userIds: string[]): Promise<void> {
    const current = await this.ofItem.load(itemId);
    const joining = [...new Set(userIds)].filter((id) => !current.includes(id));
    const room = MAX_ITEM_SUBSCRIBERS - current.length;
    if (joining.length === 0 || room <= 0) return;
    const added = joining.slice(0, room);
    await this.subscribers.updateOne(
      { _id: itemId, account_id: this.viewer.accountId },
      { $addToSet: { user_ids: { $each: added } } },
      { upsert: true },
    );
    this.ofItem.clear(itemId).prime(itemId, [...current, ...added]);
  }
}
