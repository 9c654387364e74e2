import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import { loaderById, nextId, type IndexPlan } from '@workapi/service-kit';

export type ItemState = 'active' | 'archived' | 'deleted';

export interface ItemRecord {
  _id: string;
  account_id: string;
  board_id: string;
  group_id: string;
  name: string;
  state: ItemState;
  creator_id: string;
  created_at: Date;
  updated_at: Date;
}

export const ITEM_ID_BASE = 2_000_000_000;

export const itemIndexes: IndexPlan = {
  items: [{ key: { account_id: 1, board_id: 1, state: 1, _id: 1 }, name: 'board_state_id' }],
};

export interface Viewer {
  accountId: string;
  userId: string;
}

/** Items of one account; every query carries the account, so nothing crosses accounts. */
export class ItemsRepository {
  private readonly items: Collection<ItemRecord>;
  readonly byId: DataLoader<string, ItemRecord | null>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {
    this.items = db.collection<ItemRecord>('items');
    this.byId = loaderById(this.items, { account_id: viewer.accountId });
  }

  firstPage(boardId: string, limit: number): Promise<ItemRecord[]> {
    return this.items
      .find({ account_id: this.viewer.accountId, board_id: boardId, state: 'active' })
      .sort({ _id: 1 })
      .limit(limit)
      .toArray();
  }

  async create(input: { boardId: string; groupId: string; name: string }): Promise<ItemRecord> {
    const now = new Date();
    const item: ItemRecord = {
      _id: await nextId(this.db, 'items', ITEM_ID_BASE),
      account_id: this.viewer.accountId,
      board_id: input.boardId,
      group_id: input.groupId,
      name: input.name,
      state: 'active',
      creator_id: this.viewer.userId,
      created_at: now,
      updated_at: now,
    };
    await this.items.insertOne(item);
    return item;
  }
}
