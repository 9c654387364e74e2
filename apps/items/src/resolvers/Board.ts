import type { BoardResolvers } from '../generated/graphql';
import { itemsOf } from '../context';
import { itemsPage } from './pages';

export const Board = {
  /**
   * The board reached the gateway through the boards subgraph, which resolved it for this caller,
   * and brings its groups in board order (`@requires`): nothing more to ask.
   */
  items_page: (board, args, context) =>
    itemsPage(
      args,
      {
        board: String(board.id),
        groupOrder: (board.groups ?? []).flatMap((group) => (group ? [group.id] : [])),
      },
      context,
    ),
  /** Deprecated: every active item at once, oldest first. */
  items: (board, _, context) => itemsOf(context).allOfBoard(String(board.id)),
  items_count: (board, _, context) => itemsOf(context).countOfBoard.load(String(board.id)),
} satisfies BoardResolvers;
