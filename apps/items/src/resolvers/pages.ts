import { invalidArgument, pageLimit } from '@workapi/errors';
import { pagerOf, referenceOf, writableBoard, type ItemsContext } from '../context';
import { readForValues } from '../changes/values';
import { normalizeLookup } from '../paging/lookup';
import { firstPage, nextPage, type ItemsPage } from '../paging/pager';
import { normalizeQuery, type PageScope } from '../paging/query';
import type {
  QueryItems_PageArgs,
  QueryItems_Page_By_Column_ValuesArgs,
  QueryNext_Items_PageArgs,
} from '../generated/graphql';

/**
 * The one place a page's reads are counted: what `page.read` says it read (paging/pager.ts) goes
 * into the request's reads, which libs/subgraph `readsPlugin` reports to the gateway in the
 * response, where pricing charges it (docs/architecture.md, "Billing of items read").
 */
async function charged(context: ItemsContext, reading: Promise<ItemsPage>): Promise<ItemsPage> {
  const page = await reading;
  context.reads.items += page.read;
  await readForValues(context, page.items);
  return page;
}

/**
 * What `hierarchy_scope_config` may be (monday.com's 2026-01 schema types it String): which levels
 * of a multi-level board a query's filters apply to. Every board here is classic (Board.hierarchy_type),
 * where subitems are items of their own board, so both answer the same page; any other value is
 * refused, as a misspelt one would otherwise be ignored without a word.
 */
const HIERARCHY_SCOPES = ['parentItems', 'allItems'];

function checkHierarchyScope(scope: string | null | undefined): void {
  if (scope != null && !HIERARCHY_SCOPES.includes(scope))
    throw invalidArgument(`hierarchy_scope_config must be one of ${HIERARCHY_SCOPES.join(', ')}`);
}

/**
 * Every items_page entry point (root, Board, Group): without a cursor the first page of the
 * query; with one the next page of the iteration it belongs to, refused when the scope or the
 * query_params sent along differ from those that made it. A board's items_page brings its
 * groups' order (`groupOrder`) for ordering by group.
 */
export async function itemsPage(
  args: QueryItems_PageArgs,
  scope: PageScope & { groupOrder?: string[] },
  context: ItemsContext,
): Promise<ItemsPage> {
  checkHierarchyScope(args.hierarchy_scope_config);
  const { groupOrder, ...where } = scope;
  const limit = pageLimit(args.limit);
  const implied = where.board || where.group;
  const query = args.query_params
    ? normalizeQuery(implied ? { ...args.query_params, boards: null } : args.query_params)
    : undefined;
  if (args.cursor) {
    return charged(
      context,
      nextPage(pagerOf(context), args.cursor, limit, { scope: implied || query ? where : undefined, query }),
    );
  }
  return charged(
    context,
    firstPage(pagerOf(context), query ?? normalizeQuery(null), where, limit, groupOrder),
  );
}

/** next_items_page: the next page of any iteration, bound to nothing but its cursor. */
export function nextItemsPage(args: QueryNext_Items_PageArgs, context: ItemsContext): Promise<ItemsPage> {
  return charged(context, nextPage(pagerOf(context), args.cursor, pageLimit(args.limit), {}));
}

/**
 * items_page_by_column_values: the first page of a search by value on one board (docs/lookup.md),
 * or, with only the cursor of a page before, the next page of its iteration, which is an
 * items_page iteration like any other (next_items_page continues it too).
 */
export async function itemsPageByColumnValues(
  args: QueryItems_Page_By_Column_ValuesArgs,
  context: ItemsContext,
): Promise<ItemsPage> {
  const limit = pageLimit(args.limit);
  checkHierarchyScope(args.hierarchy_scope_config);
  const scope: PageScope = { board: String(args.board_id) };
  if (args.cursor && args.columns)
    throw invalidArgument('items_page_by_column_values takes either columns or a cursor, not both');
  if (args.cursor) return charged(context, nextPage(pagerOf(context), args.cursor, limit, { scope }));
  if (!args.columns) throw invalidArgument('items_page_by_column_values needs columns, or a cursor');
  const board = await writableBoard(context, String(args.board_id));
  const reference = referenceOf(context);
  const columns = await reference.columns(board.id);
  const searched = new Set(args.columns.map((entry) => entry.column_id));
  const directory = await reference.directory(columns.filter((column) => searched.has(column.id)));
  const lookup = normalizeLookup(args.columns, columns, directory);
  return charged(context, firstPage(pagerOf(context), { ...normalizeQuery(null), lookup }, scope, limit));
}
