import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { engineOf, findByIds, insertWithFreshIds, withFreshId, type IndexPlan } from '@workapi/stores';

export type ItemState = 'active' | 'archived' | 'deleted';

export interface ItemRecord {
  _id: string;
  account_id: string;
  board_id: string;
  group_id: string;
  name: string;
  state: ItemState;
  creator_id: string;
  /** Who changed the item last (its creator until someone else does). */
  updater_id?: string;
  /** Set while a create spanning subgraphs (column values) is in progress; such items are invisible. */
  pending?: boolean;
  created_at: Date;
  updated_at: Date;
}

export const ITEM_ID_BASE = 2_000_000_000;

/** Item ids a process reserves per counter update (`nextId`): imports create thousands at a time. */
const ITEM_ID_BLOCK = 100;

/** Rows asked for in the first reply, so a read costs one round trip up to the reply size limit. */
const ONE_BATCH = 100_000;

export const itemIndexes: IndexPlan = {
  items: [
    { key: { account_id: 1, board_id: 1, state: 1, _id: 1 }, name: 'board_state_id' },
    { key: { account_id: 1, board_id: 1, group_id: 1 }, name: 'board_group' },
    // items_page's candidates on MongoDB: a covered scan, keys only (`candidates`).
    {
      key: { account_id: 1, board_id: 1, state: 1, group_id: 1, pending: 1, _id: 1 },
      name: 'page_candidates',
      only: 'mongodb',
    },
  ],
};

/** What items_page needs of every candidate besides its board and group: the fields its rules and sorts read. */
export type CandidateField = 'name' | 'created_at' | 'updated_at';

/** A candidate of items_page: its keys and the fields its query reads. */
export type Candidate = Pick<ItemRecord, '_id' | 'board_id' | 'group_id'> & Partial<ItemRecord>;

export interface Viewer {
  accountId: string;
  userId: string;
}

/** Items of one account; every query carries the account, so nothing crosses accounts. */
export class ItemsRepository {
  private readonly items: Collection<ItemRecord>;
  readonly byId: DataLoader<string, ItemRecord | null>;
  /** Active item counts by board id, one aggregation for all boards asked in a request. */
  readonly countOfBoard: DataLoader<string, number>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {
    this.items = db.collection<ItemRecord>('items');
    this.byId = new DataLoader((ids) => this.readByIds(ids));
    this.countOfBoard = new DataLoader(async (boardIds: readonly string[]) => {
      const counts = await this.items
        .aggregate<{ _id: string; count: number }>([
          {
            $match: {
              account_id: viewer.accountId,
              board_id: { $in: [...boardIds] },
              state: 'active',
              pending: { $ne: true },
            },
          },
          { $group: { _id: '$board_id', count: { $sum: 1 } } },
        ])
        .toArray();
      const byBoard = new Map(counts.map((entry) => [entry._id, entry.count]));
      return boardIds.map((id) => byBoard.get(id) ?? 0);
    });
  }

  private visible(): Filter<ItemRecord> {
    return { account_id: this.viewer.accountId, pending: { $ne: true } };
  }

  /** Fresh rows of the given items, null for those missing, pending or of another account. */
  private async readByIds(ids: readonly string[]): Promise<Array<ItemRecord | null>> {
    const found = await findByIds(
      this.items,
      ids,
      this.visible(),
      (row) => row.account_id === this.viewer.accountId && row.pending !== true,
    );
    return ids.map((id) => found.get(id) ?? null);
  }

  list(query: {
    ids?: string[];
    states: ItemState[];
    limit: number;
    page: number;
    newestFirst: boolean;
  }): Promise<ItemRecord[]> {
    const filter: Filter<ItemRecord> = { ...this.visible(), state: { $in: query.states } };
    if (query.ids) filter._id = { $in: query.ids };
    return this.items
      .find(filter)
      .sort({ _id: query.newestFirst ? -1 : 1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .toArray();
  }

  /**
   * Every visible item matching the coarse filters, for items_page to filter and sort: keys only,
   * plus the fields the query's rules and sorts read. On MongoDB that is a covered scan of
   * `page_candidates` (no document is read). FerretDB reads and decodes every candidate row
   * whatever the projection, but sends only the projected fields, which keeps a 100,000-item
   * board's first page small in this process; the page's own rows are read by id afterwards.
   */
  async candidates(
    where: {
      boardIds: string[];
      groupId?: string;
      states: ItemState[];
      ids?: string[] | null;
    },
    fields: CandidateField[] = [],
  ): Promise<Candidate[]> {
    const filter: Filter<ItemRecord> = {
      ...this.visible(),
      board_id: { $in: where.boardIds },
      state: { $in: where.states },
    };
    if (where.groupId) filter.group_id = where.groupId;
    if (where.ids) filter._id = { $in: where.ids };
    const projection = Object.fromEntries(
      ['_id', 'board_id', 'group_id', ...fields].map((field) => [field, 1]),
    );
    const covered = (await engineOf(this.db)) === 'mongodb';
    const rows = await this.items
      .find(filter, { projection, ...(covered ? { hint: 'page_candidates' } : {}) })
      .batchSize(ONE_BATCH)
      .toArray();
    return rows as Candidate[];
  }

  /** All of a board's active items, oldest first (the deprecated Board.items). */
  allOfBoard(boardId: string): Promise<ItemRecord[]> {
    return this.items
      .find({ ...this.visible(), board_id: boardId, state: 'active' })
      .sort({ _id: 1 })
      .toArray();
  }

  /**
   * Creates one item, visible at once: `prepare` runs first with the item's id (create_item stores
   * the column values there, in the columns subgraph), and the item is inserted only once it
   * succeeded, so a refused value leaves nothing behind and no pending state is needed. Ids come
   * from blocks claimed by one process each (`nextId`), so no other item holds or will take this
   * id; should the insert still meet the id taken (data written by other means), a new id is
   * drawn and `prepare` runs again for it.
   */
  async create(
    input: { boardId: string; groupId: string; name: string },
    prepare: (id: string) => Promise<void>,
  ): Promise<ItemRecord> {
    return withFreshId(this.db, 'items', ITEM_ID_BASE, ITEM_ID_BLOCK, async (id) => {
      // Stamped as the id is drawn, so creation time and id agree in order within this process.
      const now = new Date();
      await prepare(id);
      const item: ItemRecord = {
        _id: id,
        account_id: this.viewer.accountId,
        board_id: input.boardId,
        group_id: input.groupId,
        name: input.name,
        state: 'active',
        creator_id: this.viewer.userId,
        updater_id: this.viewer.userId,
        created_at: now,
        updated_at: now,
      };
      await this.items.insertOne(item);
      return item;
    });
  }

  /** Inserts items that stay invisible until `publish` (their column values are written elsewhere first). */
  async createPending(
    inputs: Array<{ boardId: string; groupId: string; name: string }>,
  ): Promise<ItemRecord[]> {
    if (inputs.length === 0) return [];
    const now = new Date();
    return insertWithFreshIds(
      this.items,
      'items',
      ITEM_ID_BASE,
      inputs.map((input) => ({
        account_id: this.viewer.accountId,
        board_id: input.boardId,
        group_id: input.groupId,
        name: input.name,
        state: 'active' as const,
        creator_id: this.viewer.userId,
        updater_id: this.viewer.userId,
        pending: true,
        created_at: now,
        updated_at: now,
      })),
      ITEM_ID_BLOCK,
    );
  }

  async publish(ids: string[]): Promise<void> {
    await this.items.updateMany(
      { account_id: this.viewer.accountId, _id: { $in: ids } },
      { $unset: { pending: '' } },
    );
  }

  async discard(ids: string[]): Promise<void> {
    await this.items.deleteMany({ account_id: this.viewer.accountId, _id: { $in: ids }, pending: true });
  }

  async update(
    id: string,
    change: Partial<Pick<ItemRecord, 'group_id' | 'state' | 'name'>>,
  ): Promise<ItemRecord | null> {
    const updated = await this.items.findOneAndUpdate(
      { ...this.visible(), _id: id },
      { $set: { ...change, updated_at: new Date(), updater_id: this.viewer.userId } },
      { returnDocument: 'after' },
    );
    this.byId.clear(id);
    return updated ?? null;
  }

  /** Moves the live items of a board (or of one of its groups) to another state, for board and group removal. */
  async setStateWhere(
    where: { boardId: string; groupId?: string },
    state: ItemState,
    from: ItemState[],
  ): Promise<string[]> {
    const filter: Filter<ItemRecord> = { ...this.visible(), board_id: where.boardId, state: { $in: from } };
    if (where.groupId) filter.group_id = where.groupId;
    const ids = (await this.items.find(filter, { projection: { _id: 1 } }).toArray()).map((item) => item._id);
    if (ids.length > 0) {
      await this.items.updateMany(
        { account_id: this.viewer.accountId, _id: { $in: ids } },
        { $set: { state, updated_at: new Date(), updater_id: this.viewer.userId } },
      );
    }
    return ids;
  }

  activeInGroup(boardId: string, groupId: string): Promise<ItemRecord[]> {
    return this.items
      .find({ ...this.visible(), board_id: boardId, group_id: groupId, state: 'active' })
      .sort({ _id: 1 })
      .toArray();
  }

  /** A value of the item changed elsewhere (and, with `name`, its name column): the caller updated it now. */
  async touch(id: string, name?: string): Promise<void> {
    await this.items.updateOne(
      { ...this.visible(), _id: id },
      {
        $set: {
          updated_at: new Date(),
          updater_id: this.viewer.userId,
          ...(name === undefined ? {} : { name }),
        },
      },
    );
    this.byId.clear(id);
  }
}
