import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import type { ItemRecord, ItemState, Viewer } from './items';
import { decoded, type StoredItem } from './cells';
import { Roster } from './roster';

/**
 * Subitems as stored: items of a board's subitems board that name their parent item
 * (`parent_item_id`, indexed), in the same `items` collection as every item, so a parent and its
 * subitems change together in this subgraph without another owner's help.
 */
export class SubitemsRepository {
  private readonly items: Collection<StoredItem>;
  private readonly roster: Roster;
  /** Every visible subitem of each parent asked for in a request (any state), oldest first: one query. */
  readonly ofParent: DataLoader<string, ItemRecord[]>;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
  ) {
    this.items = db.collection<StoredItem>('items');
    this.roster = new Roster(db, viewer.accountId);
    this.ofParent = new DataLoader(async (parentIds) => {
      const rows = await this.items
        .find({
          account_id: viewer.accountId,
          parent_item_id: { $in: [...parentIds] },
          pending: { $ne: true },
        })
        .toArray();
      const found: ItemRecord[] = rows.map(decoded);
      const byParent = new Map<string, ItemRecord[]>(parentIds.map((id) => [id, []]));
      for (const subitem of found.sort((a, b) => Number(a._id) - Number(b._id))) {
        byParent.get(subitem.parent_item_id as string)?.push(subitem);
      }
      return parentIds.map((id) => byParent.get(id) ?? []);
    });
  }

  /**
   * Moves a parent's subitems that are in one of the `from` states to `state`, each remembering its
   * state before and the write `op` that moved it (as a board operation's items do). By equality on
   * the parent and the state only; running it again changes nothing more.
   */
  async retire(parentId: string, state: ItemState, from: ItemState[], op: string): Promise<number> {
    const scope = { account_id: this.viewer.accountId, parent_item_id: parentId };
    const moving = (await this.items.find(scope).toArray()).filter(
      (subitem) => subitem.state !== state && from.includes(subitem.state),
    );
    const now = new Date();
    for (const prior of new Set(moving.map((subitem) => subitem.state))) {
      await this.items.updateMany(
        { ...scope, state: prior },
        {
          $set: {
            state,
            prior_state: prior,
            changed_by: op,
            updated_at: now,
            updater_id: this.viewer.userId,
          },
        },
      );
    }
    // Narrowing lines go after the items' change (roster.ts).
    await this.roster.changed(
      moving.map((subitem) => ({
        id: subitem._id,
        boardId: subitem.board_id,
        groupId: subitem.group_id,
        state,
        createdAt: subitem.created_at,
      })),
    );
    this.ofParent.clear(parentId);
    return moving.length;
  }

  /**
   * Shows a copy made hidden, with its subitems' copies: the subitems first, so the parent never
   * shows without them.
   */
  async reveal(copyId: string): Promise<void> {
    const scope = { account_id: this.viewer.accountId };
    await this.items.updateMany(
      { ...scope, parent_item_id: copyId, pending: true },
      { $unset: { pending: '' } },
    );
    await this.items.updateOne({ ...scope, _id: copyId }, { $unset: { pending: '' } });
    this.ofParent.clear(copyId);
  }
}
