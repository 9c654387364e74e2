import { pageLimit } from '@workapi/errors';
import { pagerOf, type ItemsContext } from '../context';
import { firstPage, nextPage, type ItemsPage } from '../paging/pager';
import { normalizeQuery, type PageScope } from '../paging/query';
import type { QueryItems_PageArgs } from '../generated/graphql';

/**
 * Every items_page entry point (root, Board, Group): without a cursor the first page of the
 * query; with one the next page of the iteration it belongs to, refused when the scope or the
 * query_params sent along differ from those that made it. A board's items_page brings its
 * groups' order (`groupOrder`) for ordering by group.
 */
export function itemsPage(
  args: QueryItems_PageArgs,
  scope: PageScope & { groupOrder?: string[] },
  context: ItemsContext,
): Promise<ItemsPage> {
  const { groupOrder, ...where } = scope;
  const limit = pageLimit(args.limit);
  const implied = where.board || where.group;
  const query = args.query_params
    ? normalizeQuery(implied ? { ...args.query_params, boards: null } : args.query_params)
    : undefined;
  if (args.cursor) {
    return nextPage(pagerOf(context), args.cursor, limit, {
      scope: implied || query ? where : undefined,
      query,
    });
  }
  return firstPage(pagerOf(context), query ?? normalizeQuery(null), where, limit, groupOrder);
}
