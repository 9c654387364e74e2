import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { findByIds, withFreshId, type IndexPlan, type StoreEngine } from '@workapi/stores';
import { outboxFields, outboxUpdate, type OutboxEntries } from './outbox';
import type { Viewer } from './items';
import { UpdateTexts, updateTextIndexes, type UpdateText } from './update-texts';
import { UpdateLikes, updateLikeIndexes } from './update-likes';

/**
 * An update (a comment on an item) or, with `parent_id`, a reply to one. Kept in the items
 * database, beside the items they are read with; every document carries its item and board, so
 * a read of one item's updates, or of the updates of the boards a caller can see, is an equality
 * on an indexed field. Their texts live apart (update-texts.ts), so these documents stay small.
 */
export interface UpdateRecord {
  _id: string;
  account_id: string;
  board_id: string;
  item_id: string;
  /** The update a reply answers; absent on an update. */
  parent_id?: string;
  creator_id: string;
  /**
   * The text, inline, only in documents written before texts moved to `update_bodies` (and by a
   * replica still running the code before, during a rolling deploy): answered from here when present.
   */
  body?: string;
  text_body?: string;
  /** duplicate_board with updates: the operation that made this copy, and the update it copies. */
  copied_by?: string;
  copy_of?: string;
  /** pin_to_top: the update is pinned to the top of its item. */
  pinned?: boolean;
  /** create_update's `original_creation_date`: when an imported update was first written, as sent. */
  original_creation_date?: string;
  created_at: Date;
  updated_at: Date;
}

export const UPDATE_ID_BASE = 3_000_000_000;
/** Update ids a process reserves per counter update (`nextId`). */
const UPDATE_ID_BLOCK = 20;

export const updateIndexes: IndexPlan = {
  updates: [
    { key: { account_id: 1, item_id: 1 }, name: 'account_item' },
    { key: { account_id: 1, parent_id: 1 }, name: 'account_parent' },
    { key: { account_id: 1, board_id: 1, created_at: -1, _id: -1 }, name: 'account_board_newest' },
    // The webhook relay's query of this collection: updates whose outbox holds deliveries.
    { key: { outbox_pending: 1 }, name: 'outbox_pending' },
  ],
  ...updateTextIndexes,
  ...updateLikeIndexes,
};

/** Newest first, as monday.com lists updates; ids break ties within one millisecond. */
export const newestFirst = (a: UpdateRecord, b: UpdateRecord) =>
  b.created_at.getTime() - a.created_at.getTime() || Number(b._id) - Number(a._id);

const oldestFirst = (a: UpdateRecord, b: UpdateRecord) => newestFirst(b, a);

/** Updates and replies of one account; every query carries the account, so nothing crosses accounts. */
export class UpdatesRepository {
  private readonly updates: Collection<UpdateRecord>;
  private readonly texts: UpdateTexts;
  /** Their likes, read with them and gone with them. */
  readonly likes: UpdateLikes;
  /** Updates and replies by id. */
  readonly byId: DataLoader<string, UpdateRecord | null>;
  /** An item's updates (replies left out), newest first: one query for every item of a request. */
  readonly ofItem: DataLoader<string, UpdateRecord[]>;
  /** An update's replies, oldest first; primed by `ofItem`, which reads them with their updates. */
  readonly repliesOf: DataLoader<string, UpdateRecord[]>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
    private readonly engine: StoreEngine,
  ) {
    this.updates = db.collection<UpdateRecord>('updates');
    this.texts = new UpdateTexts(db, viewer);
    this.likes = new UpdateLikes(db, viewer);
    this.byId = new DataLoader(async (ids) => {
      const found = await findByIds(
        this.updates,
        ids,
        { account_id: viewer.accountId },
        (row) => row.account_id === viewer.accountId,
      );
      return ids.map((id) => found.get(id) ?? null);
    });
    this.ofItem = new DataLoader(async (itemIds) => {
      const found = await this.find({ item_id: { $in: [...itemIds] } });
      const replies = groupBy(
        found.filter((update) => update.parent_id),
        (reply) => reply.parent_id as string,
      );
      const updates = found.filter((update) => !update.parent_id);
      for (const update of updates) {
        this.repliesOf.prime(update._id, (replies.get(update._id) ?? []).sort(oldestFirst));
      }
      const byItem = groupBy(updates, (update) => update.item_id);
      return itemIds.map((id) => (byItem.get(id) ?? []).sort(newestFirst));
    });
    this.repliesOf = new DataLoader(async (parentIds) => {
      const byParent = groupBy(
        await this.find({ parent_id: { $in: [...parentIds] } }),
        (reply) => reply.parent_id as string,
      );
      return parentIds.map((id) => (byParent.get(id) ?? []).sort(oldestFirst));
    });
  }

  /**
   * The text of an update or reply: inline in a document of the layout before, else read with
   * every other text the request asks for. Missing only while a delete runs (the update goes
   * first, its text after): then empty.
   */
  async textOf(update: UpdateRecord): Promise<UpdateText> {
    if (update.body !== undefined) return { body: update.body, text_body: update.text_body ?? '' };
    return (await this.texts.byId.load(update._id)) ?? { body: '', text_body: '' };
  }

  private find(filter: Filter<UpdateRecord>): Promise<UpdateRecord[]> {
    return this.updates.find({ account_id: this.viewer.accountId, ...filter }).toArray();
  }

  /**
   * A page of the updates (or, with `replies`, of the replies) on these boards, newest first,
   * created within `created` (inclusive) when given. On FerretDB the boards are the pushed-down
   * equality and the sort runs in memory over their updates.
   */
  listOfBoards(
    boardIds: string[],
    page: { limit: number; page: number },
    options: { replies?: boolean; created?: { from?: Date; to?: Date } } = {},
  ): Promise<UpdateRecord[]> {
    if (boardIds.length === 0) return Promise.resolve([]);
    const { from, to } = options.created ?? {};
    const filter: Filter<UpdateRecord> = {
      account_id: this.viewer.accountId,
      board_id: { $in: boardIds },
      parent_id: { $exists: options.replies ?? false },
    };
    if (from || to) filter.created_at = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
    return this.updates
      .find(filter)
      .sort({ created_at: -1, _id: -1 })
      .skip((page.page - 1) * page.limit)
      .limit(page.limit)
      .toArray();
  }

  /**
   * Stores a new update or reply by the caller, under a fresh id: its text first, then the update,
   * so an update never lacks its text; a failure between leaves a text nothing points to, unseen.
   */
  async create(
    input: {
      boardId: string;
      itemId: string;
      parentId?: string;
      body: string;
      textBody: string;
      originalCreationDate?: string;
    },
    /** The webhook deliveries (create_update) stored with the update, in the same insert. */
    outbox?: (update: UpdateRecord) => OutboxEntries,
  ): Promise<UpdateRecord> {
    return withFreshId(this.db, 'updates', UPDATE_ID_BASE, UPDATE_ID_BLOCK, async (id) => {
      await this.texts.insert(id, { body: input.body, text_body: input.textBody });
      const now = new Date();
      const update: UpdateRecord = {
        _id: id,
        account_id: this.viewer.accountId,
        board_id: input.boardId,
        item_id: input.itemId,
        ...(input.parentId ? { parent_id: input.parentId } : {}),
        creator_id: this.viewer.userId,
        ...(input.originalCreationDate ? { original_creation_date: input.originalCreationDate } : {}),
        created_at: now,
        updated_at: now,
      };
      if (outbox) Object.assign(update, outboxFields(outbox(update)));
      await this.updates.insertOne(update);
      return update;
    });
  }

  /**
   * move_item_to_board: the updates and replies of these items named on the board they move to,
   * as the account's updates are listed by board. Running it again changes nothing more. In the
   * updates' turns, as the relay clears their outboxes in them (`StoreEngine.updateMany`).
   */
  async moveOfItems(itemIds: string[], boardId: string): Promise<void> {
    await this.engine.updateMany(
      this.updates,
      { account_id: this.viewer.accountId, item_id: { $in: itemIds } },
      { $set: { board_id: boardId } },
    );
    for (const id of itemIds) this.ofItem.clear(id);
  }

  /**
   * duplicate_board with updates: copies of the updates and replies of the items `copies` names
   * (original id -> copy), on `boardId`, as their authors wrote them then. Each copy's text goes
   * first, then the copy, carrying operation `op` and the update it copies, so a retry makes only
   * the copies still missing; updates before replies, so a reply's copy names its update's.
   */
  async copyOfItems(copies: Map<string, string>, boardId: string, op: string): Promise<number> {
    if (copies.size === 0) return 0;
    const originals = await this.find({ item_id: { $in: [...copies.keys()] } });
    const made = new Map(
      (await this.find({ copied_by: op, board_id: boardId })).map((copy) => [
        copy.copy_of as string,
        copy._id,
      ]),
    );
    const ordered = [
      ...originals.filter((update) => !update.parent_id),
      ...originals.filter((update) => update.parent_id),
    ];
    for (const original of ordered.filter((update) => !made.has(update._id))) {
      const { body, text_body } = await this.textOf(original);
      const parent = original.parent_id ? made.get(original.parent_id) : undefined;
      const copy = await withFreshId(this.db, 'updates', UPDATE_ID_BASE, UPDATE_ID_BLOCK, async (id) => {
        await this.texts.insert(id, { body, text_body });
        const record: UpdateRecord = {
          _id: id,
          account_id: this.viewer.accountId,
          board_id: boardId,
          item_id: copies.get(original.item_id) as string,
          ...(parent ? { parent_id: parent } : {}),
          creator_id: original.creator_id,
          ...(original.original_creation_date
            ? { original_creation_date: original.original_creation_date }
            : {}),
          copied_by: op,
          copy_of: original._id,
          created_at: original.created_at,
          updated_at: original.updated_at,
        };
        await this.updates.insertOne(record);
        return record;
      });
      made.set(original._id, copy._id);
    }
    return made.size;
  }

  /**
   * Replaces the text of an update or reply, then marks the update changed, dropping an inline
   * text of the layout before (which would otherwise be answered first). The edit's events
   * (edit_update) go into the update's outbox first: an edit cut short after them is told again
   * when a retry finishes it, but no edit is ever left untold.
   */
  async edit(
    id: string,
    body: { body: string; textBody: string },
    outbox: OutboxEntries = {},
  ): Promise<UpdateRecord | null> {
    const filter = { account_id: this.viewer.accountId, _id: id };
    await this.tell(id, outbox);
    await this.texts.replace(id, { body: body.body, text_body: body.textBody });
    const updated = await this.engine.oneAtATime(`updates/${id}`, () =>
      this.updates.findOneAndUpdate(
        filter,
        { $set: { updated_at: new Date() }, $unset: { body: '', text_body: '' } },
        { returnDocument: 'after' },
      ),
    );
    this.byId.clear(id);
    return updated ?? null;
  }

  /** Puts events about an update into its outbox, ahead of the change they tell of. */
  async tell(id: string, outbox: OutboxEntries): Promise<void> {
    if (Object.keys(outbox).length === 0) return;
    await this.engine.oneAtATime(`updates/${id}`, () =>
      this.updates.updateOne({ account_id: this.viewer.accountId, _id: id }, { $set: outboxUpdate(outbox) }),
    );
  }

  /** pin_to_top and unpin_from_top: the update as it stands after. */
  async pin(id: string, pinned: boolean): Promise<UpdateRecord | null> {
    const updated = await this.updates.findOneAndUpdate(
      { account_id: this.viewer.accountId, _id: id },
      pinned ? { $set: { pinned: true } } : { $unset: { pinned: '' } },
      { returnDocument: 'after' },
    );
    this.byId.clear(id);
    return updated ?? null;
  }

  /**
   * Before updates are deleted, the webhook events still waiting in their outboxes (a create_update
   * not yet relayed) move to their item's outbox, which outlives a delete (an item is deleted by
   * its state), so deleting an update never loses its event. Cut short between the move and the
   * delete, an event sits in both: the relay queues it under its event id, once.
   */
  private async handOverOutboxes(filter: Filter<UpdateRecord>): Promise<void> {
    const pending = await this.updates
      .find({ ...filter, outbox_pending: true } as Filter<UpdateRecord>, {
        projection: { item_id: 1, outbox: 1 },
      })
      .toArray();
    for (const update of pending as Array<UpdateRecord & { outbox?: OutboxEntries }>)
      await this.toItemOutbox(update.item_id, update.outbox ?? {});
  }

  /** Adds entries to an item's outbox, which outlives its updates. */
  private async toItemOutbox(itemId: string, entries: OutboxEntries): Promise<void> {
    if (Object.keys(entries).length === 0) return;
    await this.engine.oneAtATime(`items/${itemId}`, () =>
      this.db
        .collection<{ _id: string }>('items')
        .updateOne({ _id: itemId }, { $set: outboxUpdate(entries) }),
    );
  }

  /**
   * Deletes an update with its replies, or a reply. The replies go first, so a delete cut short
   * leaves the update in place for a retry to finish, never replies without their update; the
   * texts go last, so no update is ever left without its text (a text left behind is unseen). The
   * delete's events (delete_update) go first, to the item's outbox: a delete cut short after them
   * is told when a retry finishes it too, but no delete is ever left untold.
   */
  async remove(id: string, told?: { itemId: string; outbox: OutboxEntries }): Promise<void> {
    if (told) await this.toItemOutbox(told.itemId, told.outbox);
    const replies = await this.idsOf({ account_id: this.viewer.accountId, parent_id: id });
    await this.handOverOutboxes({ account_id: this.viewer.accountId, parent_id: id });
    await this.updates.deleteMany({ account_id: this.viewer.accountId, parent_id: id });
    await this.handOverOutboxes({ account_id: this.viewer.accountId, _id: id });
    await this.updates.deleteOne({ account_id: this.viewer.accountId, _id: id });
    await this.texts.remove([id, ...replies]);
    await this.likes.removeOf([id, ...replies]);
    this.byId.clear(id);
  }

  /**
   * Deletes every update and reply of an item (delete_item), by item, then their texts: running it
   * again deletes nothing more.
   */
  async removeOfItem(itemId: string): Promise<void> {
    const ids = await this.idsOf({ account_id: this.viewer.accountId, item_id: itemId });
    await this.handOverOutboxes({ account_id: this.viewer.accountId, item_id: itemId });
    await this.updates.deleteMany({ account_id: this.viewer.accountId, item_id: itemId });
    await this.texts.remove(ids);
    await this.likes.removeOf(ids);
    this.ofItem.clear(itemId);
  }

  private async idsOf(filter: Filter<UpdateRecord>): Promise<string[]> {
    const rows = await this.updates.find(filter, { projection: { _id: 1 } }).toArray();
    return rows.map((row) => row._id);
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = key(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return groups;
}
