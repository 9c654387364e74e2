import type { Collection, Filter, UpdateFilter } from 'mongodb';
import type { StoreEngine } from '@workapi/stores';
import { decoded, type StoredItem } from './cells';
import type { Where } from './item-write';
import type { ItemRecord, ItemState, Viewer } from './items';

/**
 * The document changes of writes that change many items' state at once (`ItemWrites.apply` runs
 * them in its order): a board's or group's items moved by an operation and restored by its undo,
 * a parent's subitems retired with it, a hidden copy shown. Each item moved remembers its state
 * before and what moved it, for an exact undo; each change runs again without changing more.
 * Each takes the turns of the items it changes with their other writers (`StoreEngine.updateMany`):
 * on FerretDB, which rewrites documents whole, a relay clearing an item's outbox meanwhile would
 * otherwise write its old state back.
 */
export class StateChanges {
  constructor(
    private readonly items: Collection<StoredItem>,
    private readonly viewer: Viewer,
    private readonly engine: StoreEngine,
  ) {}

  private updateMany(filter: Filter<StoredItem>, update: UpdateFilter<StoredItem>): Promise<number> {
    return this.engine.updateMany(this.items, filter, update);
  }

  private moved(prior: ItemState, state: ItemState, op: string, now = new Date()) {
    return {
      $set: { state, prior_state: prior, changed_by: op, updated_at: now, updater_id: this.viewer.userId },
    };
  }

  /**
   * Moves the items of a board (or of one of its groups) that are in one of the `from` states to
   * `state`, pending ones included (a copy still being made follows its group). One `updateMany`
   * per state moved from, each by equality only (board, group, state), which FerretDB pushes down
   * to its index as MongoDB does.
   */
  async move(where: Where, state: ItemState, from: ItemState[], op: string): Promise<void> {
    const now = new Date();
    for (const prior of from.filter((candidate) => candidate !== state)) {
      const filter: Filter<StoredItem> = {
        account_id: this.viewer.accountId,
        board_id: where.boardId,
        state: prior,
      };
      if (where.groupId) filter.group_id = where.groupId;
      await this.updateMany(filter, this.moved(prior, state, op, now));
    }
  }

  /** Each item of the board `op` moved gets back the state it had. */
  async restore(boardId: string, op: string): Promise<void> {
    for (const prior of ['active', 'archived'] as const) {
      await this.updateMany(
        { account_id: this.viewer.accountId, board_id: boardId, changed_by: op, prior_state: prior },
        { $set: { state: prior, updated_at: new Date() }, $unset: { changed_by: '', prior_state: '' } },
      );
    }
  }

  /**
   * Moves a parent's subitems that are in one of the `from` states to `state`, by the write `op` on
   * the parent. By equality on the parent and the state only. Answers the subitems moved, as after.
   */
  async retireSubitems(
    parentId: string,
    state: ItemState,
    from: ItemState[],
    op: string,
  ): Promise<ItemRecord[]> {
    const scope = { account_id: this.viewer.accountId, parent_item_id: parentId };
    const moving = (await this.items.find(scope).toArray())
      .map(decoded)
      .filter((subitem) => subitem.state !== state && from.includes(subitem.state));
    const now = new Date();
    for (const prior of new Set(moving.map((subitem) => subitem.state)))
      await this.updateMany({ ...scope, state: prior }, this.moved(prior, state, op, now));
    return moving.map((subitem) => ({ ...subitem, state, prior_state: subitem.state, changed_by: op }));
  }

  /** Shows a copy made hidden: its subitems' copies first, so the parent never shows without them. */
  async reveal(copyId: string): Promise<void> {
    const scope = { account_id: this.viewer.accountId };
    await this.updateMany({ ...scope, parent_item_id: copyId, pending: true }, { $unset: { pending: '' } });
    await this.engine.oneAtATime(`items/${copyId}`, () =>
      this.items.updateOne({ ...scope, _id: copyId }, { $unset: { pending: '' } }),
    );
  }
}
