import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import type { QueryResolvers } from '../generated/graphql';
import { itemsOf, notificationsOf, referenceOf, type ItemsContext } from '../context';
import { MAX_UPDATES_PAGE, updatesOnBoards } from '../changes/updates';
import { createdRange } from '../changes/date-range';
import { MAX_NOTIFICATIONS_PAGE } from '../notifications/notices';
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
  updates: async (_, args, context) =>
    updatesOnBoards(context, {
      boardIds: await readableBoardIds(context),
      ids: idList(args.ids),
      created: createdRange(
        { name: 'from_date', value: args.from_date },
        { name: 'to_date', value: args.to_date },
      ),
      page: { limit: pageLimit(args.limit, 25, MAX_UPDATES_PAGE), page: pageNumber(args.page) },
    }),

  /** The replies on these boards (those the caller can see), newest first. */
  replies: async (_, args, context) =>
    updatesOnBoards(context, {
      boardIds: await readableBoardIds(context, idList(args.board_ids) ?? []),
      replies: true,
      created: createdRange(
        { name: 'created_at_from', value: args.created_at_from },
        { name: 'created_at_to', value: args.created_at_to },
      ),
      page: { limit: pageLimit(args.limit, 25, MAX_UPDATES_PAGE), page: pageNumber(args.page) },
    }),

  /** The caller's own notifications: no argument names another user's. */
  notifications: (_, args, context) =>
    notificationsOf(context).ofCaller({
      limit: pageLimit(args.limit, 25, MAX_NOTIFICATIONS_PAGE),
      cursor: args.cursor == null ? undefined : String(args.cursor),
      unreadOnly: args.filter_read ?? false,
      since: createdRange({ name: 'since', value: args.since }, { name: 'since', value: null }).from,
    }),
} satisfies QueryResolvers;

/** The boards (all, or of `only`) the caller may read. */
async function readableBoardIds(context: ItemsContext, only?: string[]): Promise<string[]> {
  const reader = context.caller ?? NOBODY;
  return (await referenceOf(context).boards())
    .filter((board) => (!only || only.includes(board.id)) && mayRead(board, reader))
    .map((board) => board.id);
}
