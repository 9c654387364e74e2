import { endpoints, internalHandler } from '@workapi/internal';
import { boardsOf, type BoardsContext } from '../context';

/**
 * create_subitem's board (docs/consistency.md): the subitems board of a board the caller can see,
 * made on the first subitem and found again after; the account's boards are published anew before
 * the answer, so the caller's next read of the reference data sees it.
 */
export const subitemsBoard = internalHandler({
  endpoint: endpoints.boards.subitemsBoard,
  changesData: true,
  handle: async ({ board_id }, context: BoardsContext) => {
    const boards = boardsOf(context);
    return boards.factsOfBoard(await boards.subitemsBoardOf(board_id));
  },
});
