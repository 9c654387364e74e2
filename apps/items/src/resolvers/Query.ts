import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { endpoints } from '@workapi/internal';
import type { ItemRecord } from '../data/items';
import { itemsOf, pagerOf, type ItemsContext } from '../context';
import { nextPage } from '../paging/pager';
import { itemsPage, type ItemsPageArgs } from './pages';

interface ItemsArgs {
  ids?: string[] | null;
  limit?: number | null;
  page?: number | null;
  newest_first?: boolean | null;
  exclude_nonactive?: boolean | null;
}

export const Query = {
  /** Items of boards the caller can see; a private board's items stay with its members. */
  async items(_: unknown, args: ItemsArgs, context: ItemsContext): Promise<ItemRecord[]> {
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
  items_page: (_: unknown, args: ItemsPageArgs, context: ItemsContext) => itemsPage(args, {}, context),

  next_items_page: (_: unknown, args: { cursor: string; limit?: number | null }, context: ItemsContext) =>
    nextPage(pagerOf(context), args.cursor, pageLimit(args.limit), {}),
};
