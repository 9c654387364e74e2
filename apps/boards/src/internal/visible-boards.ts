import { endpoints, internalHandler } from '@workapi/internal';
import { boardsOf, type BoardsContext } from '../context';

/** Which of these boards (all, without board_ids) the caller can see, for reads of items, which live elsewhere. */
export const visibleBoards = internalHandler({
  endpoint: endpoints.boards.visibleBoards,
  writes: false,
  handle: ({ board_ids }, context: BoardsContext) => boardsOf(context).visibleIds(board_ids),
});
