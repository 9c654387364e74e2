import type { GroupRecord } from '../data/boards';
import { boardsOf, type BoardsContext } from '../context';

export type GroupView = GroupRecord & { board_id: string };

export const Group = {
  /** Group ids are unique within a board only, so the entity key carries the board. */
  async __resolveReference(
    reference: { id: string; board_id: string },
    context: BoardsContext,
  ): Promise<GroupView | null> {
    const board = await boardsOf(context).byId.load(String(reference.board_id));
    const group = board?.groups.find((candidate) => candidate.id === reference.id);
    return board && group ? { ...group, board_id: board._id } : null;
  },
};
