import type { BoardRecord, GroupRecord } from '../data/boards';
import { boardsOf, type BoardsContext } from '../context';

export const Board = {
  __resolveReference(reference: { id: string }, context: BoardsContext): Promise<BoardRecord | null> {
    return boardsOf(context).byId.load(String(reference.id));
  },
  id: (board: BoardRecord) => board._id,
  updated_at: (board: BoardRecord) => board.updated_at.toISOString(),
  groups(board: BoardRecord, args: { ids?: string[] | null }): GroupRecord[] {
    if (args.ids) return board.groups.filter((group) => args.ids?.includes(group.id));
    return board.groups.filter((group) => !group.archived && !group.deleted);
  },
};
