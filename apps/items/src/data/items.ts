import DataLoader from 'dataloader';
import type { Collection, Db, Filter, FindCursor } from 'mongodb';
import { findByIds, findCovered, type IndexPlan } from '@workapi/stores';
import { cellFields, decoded, type StoredItem } from './cells';
import { ItemCopies } from './item-copies';
import { CopyWalks } from './items-copy-walks';
import { ItemWrites, type ItemsProcess } from './item-writes';
import type { OutboxFields } from './outbox';
import { Roster, rosterIndexes, type ItemState, type RosterMember } from './roster';
import { WebhooksRepository } from './webhooks';

export type { ItemState } from './roster';

/** An item; its outbox holds the deliveries and activity entries its last changes emitted until they are handed on. */
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
  /** Where change_item_position placed it in board order (item-order.ts); absent: its id. */
  position?: number | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * An item as a read shows it: without its lookup keys and its outbox, which only its writes use
 * (a page never shows them, and they are a fifth of a document the store encodes and this
 * process decodes). What `shownById` answers; a write reads the item whole, through `byId`.
 */
export type ShownItem = Omit<ItemRecord, 'lookup' | 'outbox'>;

/** The fields a shown read leaves out (`ShownItem`). */
const NOT_SHOWN = { lookup: 0, outbox: 0 } as const;

export const ITEM_ID_BASE = 2_000_000_000;

/**
 * The request's loader of whole items, which writes read through and clear what they change:
 * whatever it forgets, the request's shown items forget too, so a read after a write in the same
 * request (a later mutation's answer, an update's item) reads what the write stored.
 */
class WholeItems extends DataLoader<string, ItemRecord | null> {
  constructor(
    load: DataLoader.BatchLoadFn<string, ItemRecord | null>,
    private readonly shown: DataLoader<string, ShownItem | null>,
  ) {
    super(load);
  }

  override clear(id: string): this {
    this.shown.clear(id);
    return super.clear(id);
  }

  override clearAll(): this {
    this.shown.clearAll();
    return super.clearAll();
  }

  override prime(id: string, item: ItemRecord | null | Error | PromiseLike<ItemRecord | null>): this {
    this.shown.clear(id);
    return super.prime(id, item);
  }
}

/** Rows asked for in the first reply, so a read costs one round trip up to the reply size limit. */
const ONE_BATCH = 100_000;

export const itemIndexes: IndexPlan = {
  ...rosterIndexes,
  migrations: [],
  retirements: [],
  // Read and written by `_id` only (items-copy-walks.ts).
  copy_walks: [],
  items: [
    { key: { account_id: 1, board_id: 1, state: 1, _id: 1 }, name: 'board_state_id' },
    { key: { account_id: 1, board_id: 1, group_id: 1 }, name: 'board_group' },
    // items_page_by_column_values: equality on one key of the array, a GIN search on FerretDB.
    { key: { account_id: 1, board_id: 1, lookup: 1 }, name: 'board_lookup' },
    // items_page's candidates on MongoDB: a covered scan, keys and board order only (`candidates`).
    {
      key: { account_id: 1, board_id: 1, state: 1, group_id: 1, pending: 1, _id: 1, position: 1 },
      name: 'page_candidates_ranked',
      only: 'mongodb',
    },
    // The webhook relay's one query: items whose outbox holds entries (webhooks/delivery.ts).
    { key: { outbox_pending: 1 }, name: 'outbox_pending' },
    // Item.subitems: a parent's subitems by equality (FerretDB pushes it, and `$in` of it, down).
    { key: { account_id: 1, parent_item_id: 1 }, name: 'parent_item' },
    // duplicate_board: the copies of a share's originals, by `$in` (a GIN search on FerretDB).
    { key: { account_id: 1, board_id: 1, copy_of: 1 }, name: 'board_copy_of' },
  ],
};

/** What items_page needs of every candidate besides its board and group: the fields its rules and sorts read. */
export type CandidateField =
  'name' | 'created_at' | 'updated_at' | 'creator_id' | 'updater_id' | 'position' | 'state';

/** A candidate of items_page: its keys and the fields its query reads. */
export type Candidate = Pick<ItemRecord, '_id' | 'board_id' | 'group_id'> & Partial<ItemRecord>;

export interface Viewer {
  accountId: string;
  userId: string;
}

/** Items of one account; every query carries the account, so nothing crosses accounts. */
export class ItemsRepository {
  private readonly items: Collection<StoredItem>;
  /** Which items each board holds, for first pages that need nothing else of them (roster.ts); null where the engine keeps none. */
  private readonly roster: Roster | null;
  /** Items whole, as a write reads them (with their lookup keys and outbox). */
  readonly byId: DataLoader<string, ItemRecord | null>;
  /** Items as reads show them (`ShownItem`): pages, links, references. */
  readonly shownById: DataLoader<string, ShownItem | null>;
  /** Active item counts by board id, one aggregation for all boards asked in a request. */
  readonly countOfBoard: DataLoader<string, number>;
  /** Every change of the account's items (item-writes.ts); this class keeps the reads. */
  readonly write: ItemWrites;
  /** Where duplicate_board's walks of its source boards stand. */
  readonly copyWalks: CopyWalks;
  /** The copies an operation made, by the item each copies. */
  readonly copies: ItemCopies;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
    process: ItemsProcess,
    /** The request's webhooks, which every write reads its board's from (the process's held ones). */
    webhooks: WebhooksRepository = new WebhooksRepository(db, viewer),
  ) {
    this.items = db.collection<StoredItem>('items');
    this.roster = process.engine.keepsRosters ? new Roster(db, viewer.accountId) : null;
    this.shownById = new DataLoader((ids) => this.readShownByIds(ids));
    this.byId = new WholeItems((ids) => this.read(ids), this.shownById);
    this.write = new ItemWrites(db, viewer, process, this.byId, webhooks);
    this.copyWalks = new CopyWalks(db, viewer.accountId);
    this.copies = new ItemCopies(this.items, viewer.accountId);
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

  /** Rows of the given items as reads show them (`ShownItem`): what `shownById` batches, and the pager's read-ahead. */
  readShownByIds(ids: readonly string[]): Promise<Array<ShownItem | null>> {
    return this.read(ids, NOT_SHOWN);
  }

  /**
   * Fresh rows of the given items, null for those missing, pending or of another account: whole
   * (`byId`), or without the fields `projection` leaves out.
   */
  private async read(
    ids: readonly string[],
    projection?: typeof NOT_SHOWN,
  ): Promise<Array<ItemRecord | null>> {
    const found = await findByIds(
      this.items,
      ids,
      this.visible(),
      (row) => row.account_id === this.viewer.accountId && row.pending !== true,
      projection,
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
   * MongoDB a query without values is a covered scan of `page_candidates_ranked` (no document is read).
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
      index: 'page_candidates_ranked',
      covered: valueKeys.length === 0,
      batchSize: ONE_BATCH,
    });
    return valueKeys.length === 0 ? rows : rows.map(decoded);
  }

  /**
   * Every item of these boards as their rosters know them (id, group, state, creation), or null
   * when a board's roster is not known to be complete: a handful of rows whatever the board's size.
   */
  async members(boardIds: string[]): Promise<Map<string, readonly RosterMember[]> | null> {
    return this.roster ? this.roster.members(boardIds) : null;
  }

  /** All of a board's active items, oldest first (the deprecated Board.items). */
  allOfBoard(boardId: string): Promise<ItemRecord[]> {
    return this.decodedRows(
      this.items.find({ ...this.visible(), board_id: boardId, state: 'active' }).sort({ _id: 1 }),
    );
  }

  /**
   * The board's next active items after item `after`, at most `limit`, in id order, the last id
   * looked at (null: none was left) and whether more may follow, for a walk of a large board a share at a time. Where the
   * engine keeps rosters their ids come from the board's roster (a handful of rows) and only the
   * share's items are read, by id: FerretDB applies a range and a sort in Go, after reading every
   * item of the board. Elsewhere one range read of the `board_state_id` index.
   */
  async activeAfter(
    boardId: string,
    after: string,
    limit: number,
  ): Promise<{ items: ItemRecord[]; last: string | null; more: boolean }> {
    const members = (await this.members([boardId]))?.get(boardId);
    if (!members) {
      const items = await this.decodedRows(
        this.items
          .find({ ...this.visible(), board_id: boardId, state: 'active', _id: { $gt: after } })
          .sort({ _id: 1 })
          .limit(limit),
      );
      return { items, last: items.at(-1)?._id ?? null, more: items.length === limit };
    }
    // The roster may list more than the board holds (unsettled items), never less: the share is read again.
    const left = members
      .filter((member) => member.id > after && (member.state === 'active' || member.state === 'unsettled'))
      .map((member) => member.id)
      .sort();
    const ids = left.slice(0, limit);
    const found = await this.byId.loadMany(ids);
    const items = found.filter(
      (item): item is ItemRecord =>
        item !== null && !(item instanceof Error) && item.board_id === boardId && item.state === 'active',
    );
    return { items, last: ids.at(-1) ?? null, more: left.length > limit };
  }

  private async decodedRows(rows: FindCursor<StoredItem>): Promise<ItemRecord[]> {
    return (await rows.toArray()).map(decoded);
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

  activeInGroup(boardId: string, groupId: string): Promise<ItemRecord[]> {
    return this.decodedRows(
      this.items
        .find({ ...this.visible(), board_id: boardId, group_id: groupId, state: 'active' })
        .sort({ _id: 1 }),
    );
  }
}
