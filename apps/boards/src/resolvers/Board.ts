import type { UserRecord } from '@workapi/accounts';
import type { BoardRecord, GroupRecord } from '../data/boards';
import { boardsOf, usersOf, type BoardsContext } from '../context';

const usersByIds = async (ids: string[], context: BoardsContext): Promise<UserRecord[]> =>
  (await usersOf(context).loadMany(ids)).filter(
    (user): user is UserRecord => user !== null && !(user instanceof Error),
  );

export const Board = {
  __resolveReference(reference: { id: string }, context: BoardsContext): Promise<BoardRecord | null> {
    return boardsOf(context).byId.load(String(reference.id));
  },
  id: (board: BoardRecord) => board._id,
  updated_at: (board: BoardRecord) => board.updated_at.toISOString(),
  groups(board: BoardRecord, args: { ids?: string[] | null }): Array<GroupRecord & { board_id: string }> {
    const groups = args.ids
      ? board.groups.filter((group) => args.ids?.includes(group.id) && !group.deleted)
      : board.groups.filter((group) => !group.archived && !group.deleted);
    return groups
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((group) => ({ ...group, board_id: board._id }));
  },
  creator: (board: BoardRecord, _: unknown, context: BoardsContext) =>
    usersOf(context).load(board.creator_id),
  owners: (board: BoardRecord, _: unknown, context: BoardsContext) => usersByIds(board.owner_ids, context),
  subscribers: (board: BoardRecord, _: unknown, context: BoardsContext) =>
    usersByIds(board.subscriber_ids, context),
};
