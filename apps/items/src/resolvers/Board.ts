import type { BoardResolvers } from '../generated/graphql';
import { itemsOf } from '../context';
import { itemsPage } from './pages';
import { activityLogs } from '../activity/read';

export const Board = {
  /**
   * The board brings its groups in board order (`@requires`), for ordering by group. Whether the
   * caller may see it is checked where its items are read (paging/pager.ts `readableBoards`).
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
  activity_logs: (board, args, context) => activityLogs(context, String(board.id), args),
} satisfies BoardResolvers;
