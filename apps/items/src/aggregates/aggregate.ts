import { invalidBoardId } from '@workapi/errors';
import { mayRead } from '@workapi/reference';
import { pagerOf, subitemsOf, type ItemsContext } from '../context';
import type { ItemRecord } from '../data/items';
import type { QueryAggregateArgs } from '../generated/graphql';
import { evaluationFor, readLinks, STATES } from '../paging/pager';
import { normalizeQuery } from '../paging/query';
import { planAggregate } from './plan';
import { aggregateRows, type ResultSet } from './results';

/**
 * aggregate: one read of the board's items (items_page's candidates query, docs/items-page.md),
 * projected to the fields and values its rules, groups and functions read, then filtered and
 * aggregated in one pass, never a walk of pages (and, for COUNT_SUBITEMS, one of its subitems). Every item read is charged, as a first page's are
 * (docs/architecture.md, "Billing of items read").
 */
export async function aggregate(
  args: QueryAggregateArgs,
  context: ItemsContext,
): Promise<{ results: ResultSet[] }> {
  const plan = planAggregate(args.query);
  const pager = pagerOf(context);
  const board = await pager.reference.board(plan.board);
  if (!mayRead(board, pager)) throw invalidBoardId(plan.board);
  // The board is from.id; the sort of query does not change a sum.
  const query = {
    ...normalizeQuery({ ...args.query.query, boards: null, order_by: null }),
    reads: plan.reads,
  };
  const evaluation = await evaluationFor(pager, query, [board.id]);
  const candidates = await pager.items.candidates(
    { boardIds: [board.id], states: STATES[query.state], ids: query.ids },
    evaluation.fieldsRead(),
    evaluation.valueKeysRead(),
  );
  context.reads.items += candidates.length;
  await readLinks(pager, evaluation, candidates as ItemRecord[]);
  const rows = (candidates as ItemRecord[]).filter((item) => evaluation.matches(item));
  const subitems = plan.subitems ? await subitemCounts(context, board.subitems_board_id) : new Map();
  return {
    results: aggregateRows(plan, rows, {
      cell: (item, columnId) => evaluation.aggregated(item, columnId),
      subitems: (item) => subitems.get(item._id) ?? 0,
      now: new Date(),
    }),
  };
}

/**
 * Active subitems by parent (COUNT_SUBITEMS): one more read, of the board's subitems board, each
 * subitem charged as an item read. A board without subitems has none to count.
 */
async function subitemCounts(
  context: ItemsContext,
  subitemsBoard: string | undefined,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!subitemsBoard) return counts;
  const parents = await subitemsOf(context).parentsOnBoard(subitemsBoard);
  context.reads.items += parents.length;
  for (const parent of parents) counts.set(parent, (counts.get(parent) ?? 0) + 1);
  return counts;
}
