import type { ItemWrite, PartOfWrite, WritePart, WriteSite } from '../item-write';
import type { ItemRecord } from '../items';
import { Roster, type RosterItem } from '../roster';

/**
 * A board's roster (data/roster.ts), kept in step with every write that changes an item's board,
 * group, state or place in board order, so that a crash between a write and its line leaves the roster wider, never
 * narrower: a new item's line before the item; a move first marks the item unsettled, an undo the
 * whole board; a line that narrows (a state or group written, a board or group retired, an item
 * gone to another board, shown on the board it left as deleted from it) after.
 * Registered only where the engine keeps rosters (`StoreEngine.keepsRosters`); one per process.
 */
export class RosterPart implements WritePart {
  readonly name = 'roster';
  /** Boards, by `<account>:<board>`, whose roster this process knows to be complete (has a base). */
  private readonly completeRosters = new Set<string>();

  begin(write: ItemWrite, site: WriteSite): PartOfWrite | null {
    const roster = new Roster(site.db, site.viewer.accountId);
    switch (write.kind) {
      case 'create':
      case 'copies':
        return { before: (inserting) => this.rostered(roster, site.viewer.accountId, inserting) };
      case 'update': {
        const moving = write.change.group_id !== undefined;
        if (!moving && write.change.state === undefined && write.change.position === undefined) return null;
        return {
          before: async () => {
            // A lost line must not hide the item from its new group.
            const current = moving ? await site.byId.load(write.id) : null;
            if (current && current.group_id !== write.change.group_id)
              await roster.unsettle(current.board_id, [write.id]);
          },
          after: async (written) => void (await roster.changed(written.map(rosterItem))),
        };
      }
      case 'relocate':
        return {
          // Onto the new board's roster before the move, off the old one's after (a line that narrows).
          before: async () => {
            const current = await site.byId.load(write.id);
            if (current)
              await this.rostered(roster, site.viewer.accountId, [
                { ...current, board_id: write.boardId, group_id: write.groupId, position: null },
              ]);
          },
          after: async (written) =>
            void (await roster.changed(
              written.map((item) => ({ ...rosterItem(item), boardId: write.fromBoardId, state: 'deleted' })),
            )),
        };
      case 'retire':
      case 'move':
        return { after: async () => void (await roster.retired(write.where, write.from, write.state)) };
      case 'restore':
        // Items come back from archived or deleted: the roster cannot tell which, so none is left out.
        return { before: () => roster.unsettle(write.boardId, '*') };
      case 'retireSubitems':
      case 'positions':
        return { after: async (written) => void (await roster.changed(written.map(rosterItem))) };
      case 'values':
      case 'reveal':
        // A hidden copy is in its roster already; a value changes no board, group or state.
        return null;
    }
  }

  /**
   * New items of a board into its roster, before the items are stored. A board this process has
   * not yet seen a complete roster for gets its base first: at start every board that had items
   * got one (`buildRosters`), so a board without one has no item yet.
   */
  private async rostered(roster: Roster, accountId: string, items: ItemRecord[]): Promise<void> {
    if (items.length === 0) return;
    const boardId = items[0].board_id;
    const board = `${accountId}:${boardId}`;
    if (!this.completeRosters.has(board)) {
      await roster.complete(boardId);
      this.completeRosters.add(board);
    }
    await roster.added(items.map(rosterItem));
  }
}

const rosterItem = (item: ItemRecord): RosterItem => ({
  id: item._id,
  boardId: item.board_id,
  groupId: item.group_id,
  state: item.state,
  createdAt: item.created_at,
  position: item.position,
});
