import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { mayRead } from '@workapi/reference';
import type { QueryResolvers } from '../generated/graphql';
import { itemsOf, pagerOf, referenceOf } from '../context';
import { nextPage } from '../paging/pager';
import { itemsPage, itemsPageByColumnValues } from './pages';
import { boardWebhooks } from './webhooks';

export const Query = {
  /** Items of boards the caller can see (the reference data says which); a private board's items stay with its members. */
  async items(_, args, context) {
    const found = await itemsOf(context).list({
      ids: idList(args.ids),
      states: args.exclude_nonactive ? ['active'] : ['active', 'archived'],
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
      newestFirst: args.newest_first ?? false,
    });
    if (found.length === 0) return [];
    const boards = new Map((await referenceOf(context).boards()).map((board) => [board.id, board]));
    const userId = context.caller?.userId ?? '';
    return found.filter((item) => mayRead(boards.get(item.board_id), userId));
  },

  /** monday.com's root form: boards come from query_params.boards (all visible boards without). */
  items_page: (_, args, context) => itemsPage(args, {}, context),

  next_items_page: (_, args, context) => nextPage(pagerOf(context), args.cursor, pageLimit(args.limit), {}),

  items_page_by_column_values: (_, args, context) => itemsPageByColumnValues(args, context),
  webhooks: (_, args, context) => boardWebhooks(context, args),
} satisfies QueryResolvers;
