import type DataLoader from 'dataloader';
import { isKeyOfColumn, nameLookupKey } from '@workapi/column-types';
import type { Collection, Db, Filter } from 'mongodb';
import { insertWithFreshIds, withFreshId, type StoreEngine } from '@workapi/stores';
import { cellWrites, decoded, stored, type StoredItem } from './cells';
import { ITEM_ID_BASE, type ItemRecord, type RetirementRecord, type Viewer } from './items';
import { outboxFields, outboxUpdate, type OutboxEntries } from './outbox';
import { Roster, type ItemState, type RosterItem } from './roster';

/** Item ids a process reserves per counter update (`nextId`): imports create thousands at a time. */
const ITEM_ID_BLOCK = 100;

/**
 * A value to store in one column of an item (null clears it), under the column's value key, and
 * the lookup keys the value is found by (libs/column-types `lookupKeysOf`).
 */
export interface ValueChange {
  key: string;
  value: unknown;
  lookup: string[];
}

/**
 * The lookup keys of the columns stored under `prefixes` that a write leaves behind, and the stored
 * fields it wrote them with (`written`: a filter on those fields as the write left them).
 */
interface LookupChange {
  prefixes: string[];
  keys: string[];
  written: Filter<StoredItem>;
}

/** The webhook deliveries a write stores with an item it writes (webhooks/events.ts `Outbox.emit`). */
export type ItemOutbox = (item: ItemRecord) => OutboxEntries;

/** What the item writes of every request share in this process. */
export interface ItemsProcess {
  engine: StoreEngine;
  /** Boards whose roster this process knows to be complete (has a base); unused without rosters. */
  completeRosters: Set<string>;
}

/**
 * Every change of an account's items, one place for the order its parts keep (docs/consistency.md):
 * 1. Roster lines that widen a board's membership come first: a new item's line, or the mark that
 *    an item (a move) or a board (an undo) is unsettled. A crash after them leaves the roster
 *    wider, never narrower, and a page re-checks what it reads.
 * 2. The document changes in one insert or update, carrying the lookup keys of its new name and
 *    values (`$addToSet`) and the webhook deliveries it emits (data/outbox.ts), so neither can be
 *    lost apart from the change. Changes of one item take their turns where the engine rewrites
 *    whole documents (`StoreEngine.oneAtATime`).
 * 3. The request's loader forgets the item.
 * 4. Roster lines that narrow (a state or group written) come after the change.
 * 5. Lookup keys the new values are no longer found by are pruned, only while the columns written
 *    hold what this write stored: a key left behind only widens a search, which re-checks.
 * 6. An insert settles into a board or group an operation retired meanwhile (`settle`).
 * Rosters are kept only where the engine needs them (`StoreEngine.keepsRosters`).
 */
export class ItemWrites {
  private readonly items: Collection<StoredItem>;
  private readonly retirements: Collection<RetirementRecord>;
  /** Which items each board holds (roster.ts); null where the engine keeps no rosters. */
  private readonly roster: Roster | null;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
    private readonly process: ItemsProcess,
    /** The request's loader of items (`ItemsRepository.byId`): read through, and told what changed. */
    private readonly byId: DataLoader<string, ItemRecord | null>,
  ) {
    this.items = db.collection<StoredItem>('items');
    this.retirements = db.collection<RetirementRecord>('retirements');
    this.roster = process.engine.keepsRosters ? new Roster(db, viewer.accountId) : null;
  }

  private get engine(): StoreEngine {
    return this.process.engine;
  }

  private forget(id: string): void {
    this.byId.clear(id);
  }

  private visible(): Filter<StoredItem> {
    return { account_id: this.viewer.accountId, pending: { $ne: true } };
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
      if (await this.settle(input.boardId, input.groupId))
        return (await this.byId.clear(id).load(id)) ?? item;
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
      written: {
        ...cells.set,
        ...Object.fromEntries(Object.keys(unset).map((field) => [field, { $exists: false }])),
        ...(name !== undefined ? { name } : {}),
      },
    };
    const updated = await this.engine.oneAtATime(`items/${id}`, () =>
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
    this.forget(id);
    return updated ? this.withoutStaleKeys(decoded(updated), lookup) : null;
  }

  /**
   * Takes out the lookup keys of the written columns that their new values are not found by. Only
   * while those columns hold what this write stored: a write since may have stored a value one of
   * the keys finds again. Not by `updated_at`: two writes within one millisecond share it. A key
   * left behind (a crash, or a write since) only widens a search, which re-checks every item it
   * returns.
   */
  private async withoutStaleKeys(item: ItemRecord, change: LookupChange): Promise<ItemRecord> {
    const kept = new Set(change.keys);
    const stale = (item.lookup ?? []).filter(
      (key) => !kept.has(key) && change.prefixes.some((prefix) => isKeyOfColumn(key, prefix)),
    );
    if (stale.length === 0) return item;
    await this.engine.oneAtATime(`items/${item._id}`, () =>
      this.items.updateOne({ _id: item._id, ...change.written }, { $pullAll: { lookup: stale } }),
    );
    this.forget(item._id);
    return { ...item, lookup: (item.lookup ?? []).filter((key) => !stale.includes(key)) };
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
    if (current && current.group_id !== change.group_id) await this.roster?.unsettle(current.board_id, [id]);
    const named = change.name !== undefined ? [nameLookupKey(change.name)] : [];
    const updated = await this.engine.oneAtATime(`items/${id}`, () =>
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
    this.forget(id);
    if (!updated) return null;
    if (moving || change.state !== undefined) await this.roster?.changed([rosterItem(updated)]);
    const item = decoded(updated);
    return named.length > 0
      ? this.withoutStaleKeys(item, { prefixes: ['name'], keys: named, written: { name: change.name } })
      : item;
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
    await this.roster?.retired(where, from, state);
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
    await this.roster?.unsettle(boardId, '*');
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
    if (!this.roster) return;
    const board = `${this.viewer.accountId}:${boardId}`;
    if (!this.process.completeRosters.has(board)) {
      await this.roster.complete(boardId);
      this.process.completeRosters.add(board);
    }
    await this.roster.added(items);
  }
}

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
