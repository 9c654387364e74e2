import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { endpoints } from '@workapi/internal';
import type { QueryResolvers } from '../generated/graphql';
import { itemsOf, pagerOf } from '../context';
import { nextPage } from '../paging/pager';
import { itemsPage } from './pages';

export const Query = {
  /** Items of boards the caller can see; a private board's items stay with its members. */
  async items(_, args, context) {
    const found = await itemsOf(context).list({
      ids: idList(args.ids),
      states: args.exclude_nonactive ? ['active'] : ['active', 'archived'],
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
      newestFirst: args.newest_first ?? false,
    });
    const boardIds = [...new Set(found.map((item) => item.board_id))];
    if (boardIds.length === 0) return [];
    const visible = new Set(await context.call(endpoints.boards.visibleBoards, { board_ids: boardIds }));
    return found.filter((item) => visible.has(item.board_id));
  },

  /** monday.com's root form: boards come from query_params.boards (all visible boards without). */
  items_page: (_, args, context) => itemsPage(args, {}, context),

  next_items_page: (_, args, context) => nextPage(pagerOf(context), args.cursor, pageLimit(args.limit), {}),
} satisfies QueryResolvers;
