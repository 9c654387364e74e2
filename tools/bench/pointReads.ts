// pointReads: one board, one item, by id, on the large board; against findOne by _id.
import { atMost, info, measure, round, type ScenarioResult } from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

const BOARD = 'query ($b: [ID!]) { boards(ids: $b) { id name groups { id title } } }';
const ITEM = 'query ($i: [ID!]) { items(ids: $i) { id name column_values { id text } } }';

export async function pointReads(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'large');
  const reps = Math.max(ctx.config.reps * 5, 20);
  const warmup = Math.max(ctx.config.reps, 5);
  // A different item each time, spread over the whole board.
  const itemAt = (rep: number) => board.itemIds[Math.abs(rep * 7919 + 104_729) % board.itemIds.length];

  const boardStats = await measure(warmup, reps, async () => {
    const { boards } = await ctx.api.data<{ boards: Array<{ id: string; groups: unknown[] }> }>(BOARD, {
      b: [board.id],
    });
    if (boards.length !== 1 || boards[0].groups.length === 0) throw new Error('pointReads: no board');
  });
  const itemStats = await measure(warmup, reps, async (rep) => {
    const { items } = await ctx.api.data<{ items: Array<{ id: string; column_values: unknown[] }> }>(ITEM, {
      i: [itemAt(rep)],
    });
    if (items.length !== 1 || items[0].column_values.length === 0) throw new Error('pointReads: no item');
  });

  const boardFloor = await measure(warmup, reps, async () => {
    if (!(await ctx.store.boardById(board.id))) throw new Error('pointReads floor: no board');
  });
  const itemFloor = await measure(warmup, reps, async (rep) => {
    const id = itemAt(rep);
    if ((await ctx.store.itemWithValues(board.accountId, id)).items !== 1)
      throw new Error('pointReads floor: no item');
  });
  const valuesRead = await ctx.store.describeValues();

  return {
    name: 'pointReads',
    title: 'Point reads: one board, one item',
    description:
      `On the ${boardLabel(board)}: boards(ids: [id]) { id name groups { id title } } and ` +
      `items(ids: [id]) { id name column_values { id text } } (a different item each time), ${reps} of each after ` +
      `${warmup} warm-ups. Floor: findOne by _id of the board; of the item, ${valuesRead}.`,
    rows: [
      atMost('board: p50', boardStats.p50, 10, 'ms'),
      info('board: p95', boardStats.p95, 'ms'),
      info('board: floor p50', boardFloor.p50, 'ms'),
      info('board: p50 / floor', boardStats.p50 / boardFloor.p50),
      atMost('item: p50', itemStats.p50, 10, 'ms'),
      info('item: p95', itemStats.p95, 'ms'),
      info('item: floor p50', itemFloor.p50, 'ms'),
      info('item: p50 / floor', itemStats.p50 / itemFloor.p50),
    ],
    details: {
      board: board.id,
      boardItems: board.items,
      boardQuery: boardStats,
      itemQuery: itemStats,
      boardFloor,
      itemFloor,
      boardRatio: round(boardStats.p50 / boardFloor.p50),
      itemRatio: round(itemStats.p50 / itemFloor.p50),
    },
  };
}
