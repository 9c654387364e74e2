import { endpoints, internalHandler } from '@workapi/internal';
import { boardsOf, type BoardsContext } from '../context';

/** What the other subgraphs need to accept a write into a board: that the caller sees it, and its groups. */
export const boardAccess = internalHandler({
  endpoint: endpoints.boards.boardAccess,
  writes: false,
  async handle({ board_id }, context: BoardsContext) {
    const board = board_id ? await boardsOf(context).byId.load(board_id) : null;
    if (!board || board.state === 'deleted') return null;
    return {
      id: board._id,
      state: board.state,
      groups: board.groups
        .filter((group) => !group.deleted)
        .sort((a, b) => Number(a.position) - Number(b.position))
        .map((group) => ({ id: group.id, archived: group.archived })),
    };
  },
});
