import DataLoader from 'dataloader';
import { isKeyOfColumn, nameLookupKey } from '@workapi/column-types';
import type { Collection, Db, Filter, FindCursor } from 'mongodb';
import {
  findByIds,
  findCovered,
  insertWithFreshIds,
  serialized,
  withFreshId,
  type IndexPlan,
} from '@workapi/stores';
import { outboxFields, outboxUpdate, type OutboxEntries, type OutboxFields } from './outbox';
import { cellFields, cellWrites, decoded, stored, type StoredItem } from './cells';
import { Roster, rosterIndexes, type ItemState, type RosterItem, type RosterMember } from './roster';

export type { ItemState } from './roster';

/** An item; its outbox holds the webhook deliveries its last changes emitted until they are queued. */
export interface ItemRecord extends OutboxFields {
  _id: string;
  account_id: string;
  board_id: string;
  group_id: string;
  name: string;
  state: ItemState;
  creator_id: string;
  /** Who changed the item last (its creator until someone else does). */
  updater_id?: string;
  /**
   * The item's column values by column id, as the column's type stores them (libs/column-types); a
   * column without an entry is empty. Kept in the item's own document: one read serves the item
   * and its values, one write changes them. Stored as one JSON string per column (cells.ts).
   */
  values?: Record<string, unknown>;
  /**
   * The keys its name and values are found by (items_page_by_column_values, docs/lookup.md):
   * `<value key>:<term>`, indexed. Never narrower than the values: a write adds its keys with its
   * values, and removes the keys of the values it replaced only after.
   */
  lookup?: string[];
  /** Items of the layout before values moved here could be left pending by a crash; they stay invisible. */
  pending?: boolean;
  /** The board or group operation that last moved the item (docs/consistency.md), and its state before. */
  changed_by?: string;
  prior_state?: ItemState;
  /** A subitem: its parent item, on the board its board holds the subitems of (subitems.ts). */
  parent_item_id?: string;
  /** duplicate_group and duplicate_item: the operation that made this copy, and the item it copies. */
  copied_by?: string;
  copy_of?: string;
  created_at: Date;
  updated_at: Date;
}

export const ITEM_ID_BASE = 2_000_000_000;

/** Item ids a process reserves per counter update (`nextId`): imports create thousands at a time. */
const ITEM_ID_BLOCK = 100;

/** Rows asked for in the first reply, so a read costs one round trip up to the reply size limit. */
const ONE_BATCH = 100_000;

/**
 * What a board or group operation left for items that arrive after it: a board or group retired
 * in state `state` by operation `op`. One per board, keyed `<account>:<board>`, read by `_id`.
 */
export interface RetirementRecord {
  _id: string;
  account_id: string;
  board_id: string;
  board?: { state: ItemState; op: string };
  groups?: Record<string, { state: ItemState; op: string }>;
}

export const itemIndexes: IndexPlan = {
  ...rosterIndexes,
  migrations: [],
  retirements: [],
  items: [
    { key: { account_id: 1, board_id: 1, state: 1, _id: 1 }, name: 'board_state_id' },
    { key: { account_id: 1, board_id: 1, group_id: 1 }, name: 'board_group' },
    // items_page_by_column_values: equality on one key of the array, a GIN search on FerretDB.
    { key: { account_id: 1, board_id: 1, lookup: 1 }, name: 'board_lookup' },
    // items_page's candidates on MongoDB: a covered scan, keys only (`candidates`).
    {
      key: { account_id: 1, board_id: 1, state: 1, group_id: 1, pending: 1, _id: 1 },
      name: 'page_candidates',
      only: 'mongodb',
    },
    // The webhook relay's one query: items whose outbox holds deliveries (webhooks/delivery.ts).
    { key: { outbox_pending: 1 }, name: 'outbox_pending' },
    // Item.subitems: a parent's subitems by equality (FerretDB pushes it, and `$in` of it, down).
    { key: { account_id: 1, parent_item_id: 1 }, name: 'parent_item' },
  ],
};

/** What items_page needs of every candidate besides its board and group: the fields its rules and sorts read. */
export type CandidateField = 'name' | 'created_at' | 'updated_at' | 'creator_id' | 'updater_id';

/**
 * A value to store in one column of an item (null clears it), under the column's value key, and
 * the lookup keys the value is found by (libs/column-types `lookupKeysOf`).
 */
export interface ValueChange {
  key: string;
  value: unknown;
  lookup: string[];
}

/** The lookup keys of the column stored under `prefix` that a write leaves behind. */
interface LookupChange {
  prefixes: string[];
  keys: string[];
}

/** A candidate of items_page: its keys and the fields its query reads. */
export type Candidate = Pick<ItemRecord, '_id' | 'board_id' | 'group_id'> & Partial<ItemRecord>;

export interface Viewer {
  accountId: string;
  userId: string;
}

/** The webhook deliveries a write stores with an item it writes (webhooks/events.ts `Outbox.emit`). */
export type ItemOutbox = (item: ItemRecord) => OutboxEntries;

/** Items of one account; every query carries the account, so nothing crosses accounts. */
export class ItemsRepository {
  private readonly items: Collection<StoredItem>;
  private readonly retirements: Collection<RetirementRecord>;
  /** Which items each board holds, for first pages that need nothing else of them (roster.ts). */
  private readonly roster: Roster;
  readonly byId: DataLoader<string, ItemRecord | null>;
  /** Active item counts by board id, one aggregation for all boards asked in a request. */
  readonly countOfBoard: DataLoader<string, number>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {
    this.items = db.collection<StoredItem>('items');
    this.retirements = db.collection<RetirementRecord>('retirements');
    this.roster = new Roster(db, viewer.accountId);
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

  private visible(): Filter<StoredItem> {
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
    return ids.map((id) => {
      const row = found.get(id);
      return row ? decoded(row) : null;
    });
  }

  list(query: {
    ids?: string[];
    states: ItemState[];
    limit: number;
    page: number;
    newestFirst: boolean;
  }): Promise<ItemRecord[]> {
    const filter: Filter<StoredItem> = { ...this.visible(), state: { $in: query.states } };
    if (query.ids) filter._id = { $in: query.ids };
    return this.decodedRows(
      this.items
        .find(filter)
        .sort({ _id: query.newestFirst ? -1 : 1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit),
    );
  }

  /**
   * Every visible item matching the coarse filters, for items_page to filter and sort: keys only,
   * plus the fields and the values (under `valueKeys`) the query's rules and sorts read. On
   * MongoDB a query without values is a covered scan of `page_candidates` (no document is read).
   * FerretDB reads and decodes every candidate row whatever the projection, but sends only the
   * projected fields, which keeps a 100,000-item board's first page small in this process; the
   * page's own rows are read by id afterwards.
   */
  async candidates(
    where: {
      boardIds: string[];
      groupId?: string;
      states: ItemState[];
      ids?: string[] | null;
    },
    fields: CandidateField[] = [],
    valueKeys: string[] = [],
  ): Promise<Candidate[]> {
    const filter: Filter<StoredItem> = {
      ...this.visible(),
      board_id: { $in: where.boardIds },
      state: { $in: where.states },
    };
    if (where.groupId) filter.group_id = where.groupId;
    if (where.ids) filter._id = { $in: where.ids };
    const projection = Object.fromEntries(
      ['_id', 'board_id', 'group_id', ...fields, ...valueKeys.flatMap(cellFields)].map((field) => [field, 1]),
    );
    const rows = await findCovered(this.items, filter, {
      projection,
      index: 'page_candidates',
      covered: valueKeys.length === 0,
      batchSize: ONE_BATCH,
    });
    return valueKeys.length === 0 ? rows : rows.map(decoded);
  }

  /**
   * Every item of these boards as their rosters know them (id, group, state, creation), or null
   * when a board's roster is not known to be complete: a handful of rows whatever the board's size.
   */
  members(boardIds: string[]): Promise<Map<string, RosterMember[]> | null> {
    return this.roster.members(boardIds);
  }

  /** All of a board's active items, oldest first (the deprecated Board.items). */
  allOfBoard(boardId: string): Promise<ItemRecord[]> {
    return this.decodedRows(
      this.items.find({ ...this.visible(), board_id: boardId, state: 'active' }).sort({ _id: 1 }),
    );
  }

  private async decodedRows(rows: FindCursor<StoredItem>): Promise<ItemRecord[]> {
    return (await rows.toArray()).map(decoded);
  }

  /**
   * Creates one item with its values, visible at once, in one insert. Ids come from blocks
   * claimed by one process each (`nextId`), so no other item holds or will take this id; should
   * the insert still meet the id taken (data written by other means), a new id is drawn.
   */
  async create(
    input: {
      boardId: string;
      groupId: string;
      name: string;
      values: ValueChange[];
      /** A subitem's parent item. */
      parentItemId?: string;
    },
    outbox?: ItemOutbox,
  ): Promise<ItemRecord> {
    return withFreshId(this.db, 'items', ITEM_ID_BASE, ITEM_ID_BLOCK, async (id) => {
      // Stamped as the id is drawn, so creation time and id agree in order within this process.
      const now = new Date();
      const values = storedValues(input.values);
      await this.rostered(input.boardId, [
        { id, boardId: input.boardId, groupId: input.groupId, state: 'active', createdAt: now },
      ]);
      const item: ItemRecord = {
        _id: id,
        account_id: this.viewer.accountId,
        board_id: input.boardId,
        group_id: input.groupId,
        name: input.name,
        state: 'active',
        creator_id: this.viewer.userId,
        updater_id: this.viewer.userId,
        ...(Object.keys(values).length > 0 ? { values } : {}),
        lookup: [nameLookupKey(input.name), ...input.values.flatMap((change) => change.lookup)],
        ...(input.parentItemId ? { parent_item_id: input.parentItemId } : {}),
        created_at: now,
        updated_at: now,
      };
      if (outbox) Object.assign(item, outboxFields(outbox(item)));
      await this.items.insertOne(stored(item));
      // A board or group retired meanwhile takes the new item along (`setStateWhere`).
      if (await this.settle(input.boardId, input.groupId)) return (await this.readByIds([id]))[0] ?? item;
      return item;
    });
  }

  /**
   * Copies of items, with their names and values, into a group of the same board, visible at once
   * unless `hidden` (duplicate_item shows a copy once its subitems' copies exist: subitems.ts).
   * A copy made by an operation carries the operation and the item it copies, so a retry finds
   * the copies already made (`copiesBy`); subitems' copies name their parent's copy.
   */
  async insertCopies(
    sources: ItemRecord[],
    into: { groupId: string; copy?: { op: string }; parentItemId?: string; hidden?: boolean },
    outbox?: ItemOutbox,
  ): Promise<ItemRecord[]> {
    if (sources.length === 0) return [];
    const now = new Date();
    const copies = await insertWithFreshIds(
      this.items,
      'items',
      ITEM_ID_BASE,
      sources.map((source) =>
        stored({
          account_id: this.viewer.accountId,
          board_id: source.board_id,
          group_id: into.groupId,
          name: source.name,
          state: 'active' as const,
          creator_id: this.viewer.userId,
          updater_id: this.viewer.userId,
          ...(source.values ? { values: source.values } : {}),
          ...(source.lookup ? { lookup: source.lookup } : {}),
          ...(into.copy ? { copied_by: into.copy.op, copy_of: source._id } : {}),
          ...(into.parentItemId ? { parent_item_id: into.parentItemId } : {}),
          ...(into.hidden ? { pending: true } : {}),
          created_at: now,
          updated_at: now,
        }),
      ),
      ITEM_ID_BLOCK,
      async (batch) => {
        // Ids are drawn now: each copy's events go into its own document, inserted with it.
        if (outbox) for (const copy of batch) Object.assign(copy, outboxFields(outbox(decoded(copy))));
        await this.rostered(sources[0].board_id, batch.map(rosterItem));
      },
    );
    await this.settle(sources[0].board_id, into.groupId);
    return copies.map(decoded);
  }

  /**
   * Stores values of one item (null clears) and, with `name`, its name column, in one update of
   * its document; the item was updated now, by the caller. Writes to one item are taken one at a
   * time per process (FerretDB v1 rewrites the whole document: docs/ferretdb.md). The change's
   * webhook deliveries are stored in the same update.
   */
  async writeValues(
    id: string,
    values: ValueChange[],
    name?: string,
    outbox: OutboxEntries = {},
  ): Promise<ItemRecord | null> {
    const set: Record<string, unknown> = {
      updated_at: new Date(),
      updater_id: this.viewer.userId,
      ...outboxUpdate(outbox),
    };
    const cells = cellWrites(values);
    Object.assign(set, cells.set);
    const unset = cells.unset;
    if (name !== undefined) set.name = name;
    const lookup: LookupChange = {
      prefixes: [...values.map((change) => change.key), ...(name !== undefined ? ['name'] : [])],
      keys: [
        ...values.flatMap((change) => change.lookup),
        ...(name !== undefined ? [nameLookupKey(name)] : []),
      ],
    };
    const updated = await serialized(`items/${id}`, () =>
      this.items.findOneAndUpdate(
        { ...this.visible(), _id: id },
        {
          $set: set,
          ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
          ...(lookup.keys.length > 0 ? { $addToSet: { lookup: { $each: lookup.keys } } } : {}),
        },
        { returnDocument: 'after' },
      ),
    );
    this.byId.clear(id);
    return updated ? this.withoutStaleKeys(decoded(updated), lookup) : null;
  }

  /**
   * Takes out the lookup keys of the written columns that their new values are not found by. Only
   * while the item is as this write left it (its `updated_at`): a write since may have added one of
   * them again. A key left behind (a crash, or a write since) only widens a search, which re-checks
   * every item it returns.
   */
  private async withoutStaleKeys(item: ItemRecord, change: LookupChange): Promise<ItemRecord> {
    const kept = new Set(change.keys);
    const stale = (item.lookup ?? []).filter(
      (key) => !kept.has(key) && change.prefixes.some((prefix) => isKeyOfColumn(key, prefix)),
    );
    if (stale.length === 0) return item;
    await serialized(`items/${item._id}`, () =>
      this.items.updateOne({ _id: item._id, updated_at: item.updated_at }, { $pullAll: { lookup: stale } }),
    );
    this.byId.clear(item._id);
    return { ...item, lookup: (item.lookup ?? []).filter((key) => !stale.includes(key)) };
  }

  /**
   * Ids of the board's items holding any of the lookup `keys`: one `$in` read on the `board_lookup`
   * index (a multikey index scan on MongoDB; on FerretDB our build pushes it down as one `?|`
   * search of the index's GIN twin, docs/ferretdb.md). A superset: the search re-checks each
   * item's values.
   */
  async idsWithLookupKeys(boardId: string, keys: string[]): Promise<string[]> {
    const rows = await this.items
      .find(
        { account_id: this.viewer.accountId, board_id: boardId, lookup: { $in: keys } },
        { projection: { _id: 1 }, batchSize: ONE_BATCH },
      )
      .toArray();
    return rows.map((row) => row._id);
  }

  /**
   * Changes an item's name, group or state. A move to another group is marked unsettled in the
   * board's roster first (a lost line must not hide the item from its new group); a group or state
   * change is written to the roster after the item. The change's webhook deliveries are stored in
   * the same update.
   */
  async update(
    id: string,
    change: Partial<Pick<ItemRecord, 'group_id' | 'state' | 'name'>>,
    outbox: OutboxEntries = {},
  ): Promise<ItemRecord | null> {
    const moving = change.group_id !== undefined;
    const current = moving ? await this.byId.load(id) : null;
    if (current && current.group_id !== change.group_id) await this.roster.unsettle(current.board_id, [id]);
    const named = change.name !== undefined ? [nameLookupKey(change.name)] : [];
    const updated = await serialized(`items/${id}`, () =>
      this.items.findOneAndUpdate(
        { ...this.visible(), _id: id },
        {
          $set: {
            ...change,
            updated_at: new Date(),
            updater_id: this.viewer.userId,
            ...outboxUpdate(outbox),
          },
          ...(named.length > 0 ? { $addToSet: { lookup: { $each: named } } } : {}),
        },
        { returnDocument: 'after' },
      ),
    );
    this.byId.clear(id);
    if (!updated) return null;
    if (moving || change.state !== undefined) await this.roster.changed([rosterItem(updated)]);
    const item = decoded(updated);
    return named.length > 0 ? this.withoutStaleKeys(item, { prefixes: ['name'], keys: named }) : item;
  }

  /**
   * Moves the items of a board (or of one of its groups) that are in one of the `from` states to
   * `state`, pending ones included (a copy still being made follows its group), each remembering
   * its state before and the operation that moved it, for an exact undo (`restore`). The board or
   * group is remembered first, so an item inserted meanwhile settles into the same state
   * (`settle`); running it again changes nothing more.
   */
  async setStateWhere(
    where: { boardId: string; groupId?: string },
    state: ItemState,
    from: ItemState[],
    op: string,
  ): Promise<void> {
    const key = `${this.viewer.accountId}:${where.boardId}`;
    const mark = where.groupId ? { [`groups.${where.groupId}`]: { state, op } } : { board: { state, op } };
    await this.retirements.updateOne(
      { _id: key },
      { $set: { account_id: this.viewer.accountId, board_id: where.boardId, ...mark } },
      { upsert: true },
    );
    await this.moveWhere(where, state, from, op);
  }

  /**
   * One `updateMany` per state moved from, each by equality only (board, group, state), which
   * FerretDB pushes down to its index as MongoDB does.
   */
  private async moveWhere(
    where: { boardId: string; groupId?: string },
    state: ItemState,
    from: ItemState[],
    op: string,
  ): Promise<void> {
    const now = new Date();
    for (const prior of from.filter((candidate) => candidate !== state)) {
      const filter: Filter<StoredItem> = {
        account_id: this.viewer.accountId,
        board_id: where.boardId,
        state: prior,
      };
      if (where.groupId) filter.group_id = where.groupId;
      await this.items.updateMany(filter, {
        $set: { state, prior_state: prior, changed_by: op, updated_at: now, updater_id: this.viewer.userId },
      });
    }
    await this.roster.retired(where, from, state);
  }

  /**
   * Items that reached a board or group after an operation retired it take the state it gave the
   * others. Called after every insert; true when something was retired.
   */
  private async settle(boardId: string, groupId: string): Promise<boolean> {
    const retired = await this.retirements.findOne({ _id: `${this.viewer.accountId}:${boardId}` });
    if (!retired || retired.account_id !== this.viewer.accountId) return false;
    const board = retired.board;
    const group = retired.groups?.[groupId];
    if (board) await this.moveWhere({ boardId }, board.state, ['active', 'archived'], board.op);
    if (group) {
      const from: ItemState[] = group.state === 'deleted' ? ['active', 'archived'] : ['active'];
      await this.moveWhere({ boardId, groupId }, group.state, from, group.op);
    }
    return Boolean(board || group);
  }

  /** Undoes operation `op` on a board: each item it moved gets back the state it had, and later arrivals are no longer retired. */
  async restore(boardId: string, op: string): Promise<void> {
    // Items come back from archived or deleted: the roster cannot tell which, so none is left out.
    await this.roster.unsettle(boardId, '*');
    const key = `${this.viewer.accountId}:${boardId}`;
    const retired = await this.retirements.findOne({ _id: key });
    if (retired && retired.account_id === this.viewer.accountId) {
      const unset: Record<string, ''> = {};
      if (retired.board?.op === op) unset.board = '';
      for (const [id, group] of Object.entries(retired.groups ?? {})) {
        if (group.op === op) unset[`groups.${id}`] = '';
      }
      if (Object.keys(unset).length > 0) await this.retirements.updateOne({ _id: key }, { $unset: unset });
    }
    for (const prior of ['active', 'archived'] as const) {
      await this.items.updateMany(
        { account_id: this.viewer.accountId, board_id: boardId, changed_by: op, prior_state: prior },
        { $set: { state: prior, updated_at: new Date() }, $unset: { changed_by: '', prior_state: '' } },
      );
    }
  }

  /**
   * New items of a board into its roster, before the items are stored. A board this process has
   * not yet seen a complete roster for gets its base first: at start every board that had items
   * got one (`buildRosters`), so a board without one has no item yet.
   */
  private async rostered(boardId: string, items: RosterItem[]): Promise<void> {
    if (!knownRosters.has(`${this.viewer.accountId}:${boardId}`)) {
      await this.roster.complete(boardId);
      knownRosters.add(`${this.viewer.accountId}:${boardId}`);
    }
    await this.roster.added(items);
  }

  /** The copies operation `op` already made, by the item each copies. */
  async copiesBy(boardId: string, op: string): Promise<Map<string, ItemRecord>> {
    const copies = await this.decodedRows(
      this.items.find({ account_id: this.viewer.accountId, board_id: boardId, copied_by: op }),
    );
    return new Map(copies.map((copy) => [copy.copy_of as string, copy]));
  }

  activeInGroup(boardId: string, groupId: string): Promise<ItemRecord[]> {
    return this.decodedRows(
      this.items
        .find({ ...this.visible(), board_id: boardId, group_id: groupId, state: 'active' })
        .sort({ _id: 1 }),
    );
  }
}

/** Boards whose roster this process knows to be complete (has a base). */
const knownRosters = new Set<string>();

const rosterItem = (
  item: Pick<ItemRecord, '_id' | 'board_id' | 'group_id' | 'state' | 'created_at'>,
): RosterItem => ({
  id: item._id,
  boardId: item.board_id,
  groupId: item.group_id,
  state: item.state,
  createdAt: item.created_at,
});

/** The stored form of values: cleared ones are left out. */
function storedValues(values: ValueChange[]): Record<string, unknown> {
  return Object.fromEntries(
    values.filter((change) => change.value != null).map((change) => [change.key, change.value]),
  );
}
