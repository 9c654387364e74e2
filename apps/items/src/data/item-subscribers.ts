import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import { findByIds, upserted, type IndexPlan } from '@workapi/stores';
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

  constructor(db: Db, viewer: Viewer) {
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
}

/**
 * Subscribers of items of any account, as the notifications relay reads and adds them: once per
 * relay round for all the items its events concern.
 */
export class RelayedSubscribers {
  private readonly subscribers: Collection<ItemSubscribersRecord>;

  constructor(db: Db) {
    this.subscribers = db.collection<ItemSubscribersRecord>('item_subscribers');
  }

  /** The subscribers kept for these items (an item of another account than given answers none). */
  async of(items: ReadonlyArray<{ _id: string; account_id: string }>): Promise<Map<string, string[]>> {
    const accounts = new Map(items.map((item) => [item._id, item.account_id]));
    const found = await findByIds(
      this.subscribers,
      [...accounts.keys()],
      {},
      (row) => accounts.get(row._id) === row.account_id,
    );
    return new Map([...accounts.keys()].map((id) => [id, found.get(id)?.user_ids ?? []]));
  }

  /** Subscribes users to an item besides `current` (those already subscribed), up to `MAX_ITEM_SUBSCRIBERS`. */
  async join(item: { _id: string; account_id: string }, current: string[], userIds: string[]): Promise<void> {
    const joining = [...new Set(userIds)].filter((id) => !current.includes(id));
    const added = joining.slice(0, Math.max(0, MAX_ITEM_SUBSCRIBERS - current.length));
    if (added.length === 0) return;
    // Relays of two replicas can hand on events of one new item at once (an entry handed on twice
    // is taken as once): their upserts of its first subscribers then collide.
    await upserted(() =>
      this.subscribers.updateOne(
        { _id: item._id, account_id: item.account_id },
        { $addToSet: { user_ids: { $each: added } } },
        { upsert: true },
      ),
    );
  }
}
