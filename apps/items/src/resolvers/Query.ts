import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import type { QueryResolvers } from '../generated/graphql';
import { newestFirst, type UpdateRecord } from '../data/updates';
import { itemsOf, referenceOf, updatesOf } from '../context';
import { MAX_UPDATES_PAGE, pageOf, readable } from '../changes/updates';
import { itemsPage, itemsPageByColumnValues, nextItemsPage } from './pages';
import { boardWebhooks } from './webhooks';
import { aggregate } from '../aggregates/aggregate';
import { assetsByIds } from './Asset';

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
    const reader = context.caller ?? NOBODY;
    return found.filter((item) => mayRead(boards.get(item.board_id), reader));
  },

  /** monday.com's root form: boards come from query_params.boards (all visible boards without). */
  items_page: (_, args, context) => itemsPage(args, {}, context),

  next_items_page: (_, args, context) => nextItemsPage(args, context),

  items_page_by_column_values: (_, args, context) => itemsPageByColumnValues(args, context),
  webhooks: (_, args, context) => boardWebhooks(context, args),

  aggregate: (_, args, context) => aggregate(args, context),

  assets: (_, args, context) => assetsByIds(context, args.ids),

  /**
   * The updates of the boards the caller can see, newest first; with ids, those of them. An update
   * whose item was deleted with its group is left out of its page.
   */
  async updates(_, args, context) {
    const page = { limit: pageLimit(args.limit, 25, MAX_UPDATES_PAGE), page: pageNumber(args.page) };
    const ids = idList(args.ids);
    const repository = updatesOf(context);
    if (ids) {
      const found = (await repository.byId.loadMany(ids)).filter(
        (update): update is UpdateRecord =>
          update !== null && !(update instanceof Error) && !update.parent_id,
      );
      return pageOf((await readable(context, found)).sort(newestFirst), page);
    }
    const reader = context.caller ?? NOBODY;
    const boards = (await referenceOf(context).boards()).filter((board) => mayRead(board, reader));
    return readable(
      context,
      await repository.listOfBoards(
        boards.map((board) => board.id),
        page,
      ),
    );
  },
} satisfies QueryResolvers;
