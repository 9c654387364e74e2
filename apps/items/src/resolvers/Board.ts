import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import type { BoardResolvers } from '../generated/graphql';
import { itemsOf, referenceOf } from '../context';
import { itemsPage } from './pages';
import { MAX_UPDATES_PAGE, updatesOnBoards } from '../changes/updates';
import { createdRange } from '../changes/date-range';
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
  /** Updates on its items; there are no board-level updates here, so board_updates_only answers none. */
  async updates(board, args, context) {
    const facts = await referenceOf(context).board(String(board.id));
    if (args.board_updates_only || !mayRead(facts, context.caller ?? NOBODY)) return [];
    return updatesOnBoards(context, {
      boardIds: [facts.id],
      ids: idList(args.ids),
      created: createdRange(
        { name: 'from_date', value: args.from_date },
        { name: 'to_date', value: args.to_date },
      ),
      page: { limit: pageLimit(args.limit, 25, MAX_UPDATES_PAGE), page: pageNumber(args.page) },
    });
  },
  activity_logs: (board, args, context) => activityLogs(context, String(board.id), args),
} satisfies BoardResolvers;
