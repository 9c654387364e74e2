import type DataLoader from 'dataloader';
import type { Collection, Db, Filter, UpdateFilter } from 'mongodb';
import { insertWithFreshIds, insertWithOutbox, withFreshId, type StoreEngine } from '@workapi/stores';
import { cellsHolding, cellWrites, decoded, stored, type StoredItem } from './cells';
import type { Additions, CopyTarget, ItemWrite, PartOfWrite, WritePart, WriteSite } from './item-write';
import { ITEM_ID_BASE, type ItemRecord, type ItemState, type Viewer } from './items';
import { Retirements, type HeldRetirements } from './retirements';
import type { WebhooksRepository } from './webhooks';
import { StateChanges } from './state-changes';

/** Item ids a process reserves per counter update (`nextId`): imports create thousands at a time. */
const ITEM_ID_BLOCK = 100;

/**
 * Items given new places at once (`positions`): FerretDB holds a connection per statement in
 * flight (docs/ferretdb.md, bulk updates), so a long run is written this many at a time.
 */
const POSITIONS_AT_ONCE = 25;

/** What the item writes of every request share in this process. */
export interface ItemsProcess {
  engine: StoreEngine;
  /** What every write keeps in step, in the order registered at start (write-parts.ts). */
  parts: WritePart[];
  /** Boards' retirements held in the process (none: every insert reads the store). */
  retirements?: HeldRetirements;
}

/**
 * Every change of an account's items, one `apply` of an `ItemWrite` (data/item-write.ts), in one
 * order (docs/consistency.md):
 * 1. Each registered part begins: it reads what it needs (a board's webhooks); nothing is stored.
 * 2. The parts' `before`: what must precede the change. Roster lines that widen a board's
 *    membership (a new item's line, the mark that an item (a move) or a board (an undo) is
 *    unsettled): a crash after them leaves the roster wider, never narrower, and a page re-checks
 *    what it reads.
 * 3. The document change in one insert or update, carrying what the parts store with it: the
 *    lookup keys of its new name and values (`$addToSet`) and the webhook deliveries it emits, so
 *    neither can be lost apart from the change. Changes of one item take their turns where the
 *    engine rewrites whole documents (`StoreEngine.oneAtATime`). An insert runs 2 and 3 once its
 *    ids are drawn.
 * 4. The request's loader forgets the item.
 * 5. The parts' `after`, in the order registered: roster lines that narrow (a state or group
 *    written); lookup keys the new values are no longer found by, pruned only while the columns
 *    written hold what this write stored (a key left behind only widens a search, which re-checks).
 * 6. An insert settles into a board or group an operation retired meanwhile: a `move`, applied
 *    the same way.
 */
export class ItemWrites {
  private readonly items: Collection<StoredItem>;
  private readonly retirements: Retirements;
  private readonly states: StateChanges;
  private readonly site: WriteSite;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
    private readonly process: ItemsProcess,
    /** The request's loader of items (`ItemsRepository.byId`): read through, and told what changed. */
    private readonly byId: DataLoader<string, ItemRecord | null>,
    webhooks: WebhooksRepository,
  ) {
    this.items = db.collection<StoredItem>('items');
    this.retirements = new Retirements(db, viewer.accountId, process.retirements);
    this.states = new StateChanges(this.items, viewer, process.engine);
    this.site = { db, viewer, engine: process.engine, byId, webhooks };
  }

  /** Stores `write`; answers the items it wrote as they stand after it (none for a bulk change). */
  async apply(write: ItemWrite): Promise<ItemRecord[]> {
    if (write.kind === 'copies' && write.sources.length === 0) return [];
    const shares: PartOfWrite[] = [];
    for (const part of this.process.parts) {
      const share = await part.begin(write, this.site);
      if (share) shares.push(share);
    }
    let written = await this.change(write, shares);
    for (const share of shares) if (share.after) written = (await share.after(written)) ?? written;
    if (write.kind === 'create') return this.settled(write.boardId, write.groupId, written);
    if (write.kind === 'copies')
      return this.settled(write.into.boardId ?? write.sources[0].board_id, write.into.groupId, written);
    if (write.kind === 'relocate') return this.settled(write.boardId, write.groupId, written);
    return written;
  }

  /** The request's loader forgets the items (step 4). */
  private forgotten(items: ItemRecord[]): ItemRecord[] {
    for (const item of items) this.byId.clear(item._id);
    return items;
  }

  private visible(): Filter<StoredItem> {
    return { account_id: this.viewer.accountId, pending: { $ne: true } };
  }

  /** Steps 2 to 4 of `apply`, as each kind of write stores its change. */
  private async change(write: ItemWrite, shares: PartOfWrite[]): Promise<ItemRecord[]> {
    const before = async (inserting: ItemRecord[]) => {
      for (const share of shares) await share.before?.(inserting);
    };
    const additions = (inserted?: ItemRecord) =>
      shares.flatMap((share) => (share.stored ? [share.stored(inserted)] : []));
    switch (write.kind) {
      case 'create':
        return [await this.create(write, before, additions)];
      case 'copies':
        return this.insertCopies(write, before, additions);
      case 'values':
      case 'update':
      case 'relocate': {
        await before([]);
        const updated = await this.updateOne(write, additions());
        this.byId.clear(write.id);
        return updated ? [updated] : [];
      }
      case 'positions':
        await before([]);
        return this.placed(write.positions);
      case 'retire':
        await before([]);
        await this.retirements.remember(write.where, write.state, write.op);
        await this.states.move(write.where, write.state, write.from, write.op);
        return [];
      case 'move':
        await before([]);
        await this.states.move(write.where, write.state, write.from, write.op);
        return [];
      case 'restore':
        await before([]);
        await this.retirements.forget(write.boardId, write.op);
        await this.states.restore(write.boardId, write.op);
        return [];
      case 'retireSubitems':
        await before([]);
        return this.forgotten(
          await this.states.retireSubitems(write.parentId, write.state, write.from, write.op),
        );
      case 'reveal':
        await before([]);
        await this.states.reveal(write.id);
        this.byId.clear(write.id);
        return [];
    }
  }

  /**
   * One item, visible at once, in one insert (with the carrier of its outbox where the engine keeps
   * one, `insertWithOutbox`). Ids come from blocks claimed by one process each
   * (`nextId`), so no other item holds or will take this id; should the insert still meet the id
   * taken (data written by other means), a new id is drawn.
   */
  private create(
    write: Extract<ItemWrite, { kind: 'create' }>,
    before: (inserting: ItemRecord[]) => Promise<void>,
    additions: (inserted: ItemRecord) => Additions[],
  ): Promise<ItemRecord> {
    return withFreshId(this.site.db, 'items', ITEM_ID_BASE, ITEM_ID_BLOCK, async (id) => {
      // Stamped as the id is drawn, so creation time and id agree in order within this process.
      const now = new Date();
      const values = Object.fromEntries(
        write.values.filter((change) => change.value != null).map((change) => [change.key, change.value]),
      );
      const item: ItemRecord = {
        _id: id,
        account_id: this.viewer.accountId,
        board_id: write.boardId,
        group_id: write.groupId,
        name: write.name,
        state: 'active',
        creator_id: this.viewer.userId,
        updater_id: this.viewer.userId,
        ...(Object.keys(values).length > 0 ? { values } : {}),
        ...(write.parentItemId ? { parent_item_id: write.parentItemId } : {}),
        ...(write.position !== undefined ? { position: write.position } : {}),
        created_at: now,
        updated_at: now,
      };
      withAdditions(item, additions(item));
      await before([item]);
      await insertWithOutbox(this.site.engine, this.items, stored(item));
      return item;
    });
  }

  /**
   * Copies of items, with their names, values and lookup keys, into a group of the same board (or of
   * the board duplicate_board made). A
   * copy made by an operation carries the operation and the item it copies, so a retry finds the
   * copies already made (`ItemsRepository.copies`); subitems' copies name their parent's copy.
   */
  private async insertCopies(
    write: Extract<ItemWrite, { kind: 'copies' }>,
    before: (inserting: ItemRecord[]) => Promise<void>,
    additions: (inserted: ItemRecord) => Additions[],
  ): Promise<ItemRecord[]> {
    const { sources, into } = write;
    const now = new Date();
    const copies = await insertWithFreshIds(
      this.items,
      'items',
      ITEM_ID_BASE,
      sources.map((source) =>
        stored({
          account_id: this.viewer.accountId,
          board_id: into.boardId ?? source.board_id,
          group_id: into.groupId,
          name: source.name,
          state: 'active' as const,
          creator_id: this.viewer.userId,
          updater_id: this.viewer.userId,
          ...(source.values ? { values: source.values } : {}),
          ...(source.lookup ? { lookup: source.lookup } : {}),
          ...(into.copy ? { copied_by: into.copy.op, copy_of: source._id } : {}),
          ...parentOfCopy(into, source),
          ...(into.hidden ? { pending: true } : {}),
          created_at: now,
          updated_at: now,
        }),
      ),
      ITEM_ID_BLOCK,
      async (batch) => {
        // Ids are drawn now: what the parts store with each copy goes into its own document.
        for (const copy of batch) withAdditions(copy, additions(decoded(copy)));
        await before(batch.map(decoded));
      },
    );
    return copies.map(decoded);
  }

  /**
   * Values (null clears) and name, or name, group and state, or board, group and all values (a move
   * to another board), of one item in one update of its document; the item was updated now, by the
   * caller. Writes to one item are taken one at a time per process (FerretDB v1 rewrites the whole
   * document: docs/ferretdb.md).
   */
  private async updateOne(
    write: Extract<ItemWrite, { kind: 'values' | 'update' | 'relocate' }>,
    additions: Additions[],
  ): Promise<ItemRecord | null> {
    const set: Record<string, unknown> = { updated_at: new Date(), updater_id: this.viewer.userId };
    let unset: Record<string, ''> = {};
    if (write.kind === 'values') {
      const cells = cellWrites(write.values);
      Object.assign(set, cells.set);
      unset = cells.unset;
      if (write.name !== undefined) set.name = write.name;
    } else if (write.kind === 'relocate') {
      Object.assign(set, { board_id: write.boardId, group_id: write.groupId, position: null });
      unset = await this.relocatedCells(write, set);
    } else Object.assign(set, write.change);
    const add: Record<string, { $each: string[] }> = {};
    for (const addition of additions) {
      Object.assign(set, addition.set);
      for (const [field, values] of Object.entries(addition.add ?? {}))
        if (values.length > 0) add[field] = { $each: [...(add[field]?.$each ?? []), ...values] };
    }
    const update: UpdateFilter<StoredItem> = {
      $set: set,
      ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
      ...(Object.keys(add).length > 0 ? { $addToSet: add } : {}),
    };
    const held = write.kind === 'values' && write.holds ? cellsHolding(write.holds) : {};
    const updated = await this.site.engine.oneAtATime(`items/${write.id}`, () =>
      this.items.findOneAndUpdate({ ...this.visible(), ...held, _id: write.id }, update, {
        returnDocument: 'after',
      }),
    );
    return updated ? decoded(updated) : null;
  }

  /**
   * Items' places in board order, nothing else of them: each in its own update, taking its turn
   * with the item's other writes (`StoreEngine.oneAtATime`). Answers the items as they stand after.
   */
  private async placed(positions: ReadonlyMap<string, number>): Promise<ItemRecord[]> {
    const entries = [...positions];
    for (let start = 0; start < entries.length; start += POSITIONS_AT_ONCE)
      await Promise.all(
        entries
          .slice(start, start + POSITIONS_AT_ONCE)
          .map(([id, position]) =>
            this.site.engine.oneAtATime(`items/${id}`, () =>
              this.items.updateOne({ ...this.visible(), _id: id }, { $set: { position } }),
            ),
          ),
      );
    const ids = [...positions.keys()];
    for (const id of ids) this.byId.clear(id);
    const fresh = await this.byId.loadMany(ids);
    return fresh.filter((item): item is ItemRecord => item !== null && !(item instanceof Error));
  }

  /**
   * Every value of an item moved to another board at once, cell by cell: its new cells set (into
   * `set`), every other cell it had unset (answered), the layout before dropped. Not `cells` set
   * whole: FerretDB v1 leaves a document field unchanged when the new one holds the same values
   * under other keys (docs/ferretdb.md), which a move mapping columns one to one makes.
   */
  private async relocatedCells(
    write: Extract<ItemWrite, { kind: 'relocate' }>,
    set: Record<string, unknown>,
  ): Promise<Record<string, ''>> {
    const current = await this.byId.load(write.id);
    const carried = new Set(
      write.values.filter((change) => change.value != null).map((change) => change.key),
    );
    const left = Object.keys(current?.values ?? {}).filter((key) => !carried.has(key));
    const cells = cellWrites([...write.values, ...left.map((key) => ({ key, value: null }))]);
    Object.assign(set, cells.set);
    const unsetCells = Object.keys(cells.unset).filter((path) => path.startsWith('cells.'));
    return { values: '', ...Object.fromEntries(unsetCells.map((path) => [path, ''] as const)) };
  }

  /**
   * Items that reached a board or group after an operation retired it take the state it gave the
   * others, and are answered as they stand then.
   */
  private async settled(boardId: string, groupId: string, written: ItemRecord[]): Promise<ItemRecord[]> {
    const { board, group } = await this.retirements.of(boardId, groupId);
    if (!board && !group) return written;
    if (board)
      await this.apply({
        kind: 'move',
        where: { boardId },
        state: board.state,
        from: ['active', 'archived'],
        op: board.op,
      });
    if (group) {
      const from: ItemState[] = group.state === 'deleted' ? ['active', 'archived'] : ['active'];
      await this.apply({ kind: 'move', where: { boardId, groupId }, state: group.state, from, op: group.op });
    }
    // Hidden copies are not read through the loader: they are answered as inserted.
    const fresh = await this.byId.loadMany(this.forgotten(written).map((item) => item._id));
    return written.map((item, index) => {
      const found = fresh[index];
      return found && !(found instanceof Error) ? found : item;
    });
  }
}

/** The parent a subitem's copy names: the one given, or the copy of its own parent. */
function parentOfCopy(into: CopyTarget, source: ItemRecord): { parent_item_id?: string } {
  const parent =
    into.parentItemId ?? (source.parent_item_id ? into.parentCopies?.get(source.parent_item_id) : undefined);
  return parent ? { parent_item_id: parent } : {};
}

/** What the parts store with a document about to be inserted, added to it. */
function withAdditions(document: object, additions: Additions[]): void {
  const fields = document as Record<string, unknown>;
  for (const addition of additions) {
    Object.assign(fields, addition.set);
    for (const [field, values] of Object.entries(addition.add ?? {}))
      fields[field] = [...((fields[field] as string[] | undefined) ?? []), ...values];
  }
}
