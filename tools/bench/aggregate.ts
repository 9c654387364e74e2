// aggregate: the count of each status and the sum, average, minimum and maximum of a numbers
// column over the small board, against the driver's read of the same rows projected to the same
// two values, which is the store's best plan for them: the one read the API makes too.
import { atMost, info, measure, round, type ScenarioResult } from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

const NUMBERS = 'numbers';
const number = (as: string, fn: string) =>
  `{ type: FUNCTION, function: { function: ${fn}, params: [{ type: COLUMN, column: { column_id: "${NUMBERS}" }, as: "${NUMBERS}" }] }, as: "${as}" }`;
const AGGREGATE = `query ($b: ID!) {
  aggregate(query: {
    from: { type: TABLE, id: $b }
    group_by: [{ column_id: "status" }]
    select: [
      { type: COLUMN, column: { column_id: "status" }, as: "status" }
      { type: FUNCTION, function: { function: COUNT_ITEMS }, as: "count" }
      ${number('sum', 'SUM')} ${number('average', 'AVERAGE')} ${number('min', 'MIN')} ${number('max', 'MAX')}
    ]
  }) {
    results { entries { alias value {
      ... on AggregateGroupByResult { value_string }
      ... on AggregateBasicAggregationResult { result }
    } } }
  }
}`;

interface Answer {
  aggregate: {
    results: Array<{ entries: Array<{ alias: string; value: { value_string?: string; result?: number } }> }>;
  };
}

/** Items and the sum of their numbers, over every result set. */
function totals(answer: Answer): { items: number; sum: number } {
  const of = (alias: string) =>
    answer.aggregate.results.reduce(
      (total, set) => total + (set.entries.find((entry) => entry.alias === alias)?.value.result ?? 0),
      0,
    );
  return { items: of('count'), sum: of('sum') };
}

export async function aggregate(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'small');
  const reps = ctx.config.reps;
  const warmup = Math.max(2, Math.ceil(reps / 5));
  let answer: Answer | undefined;
  const query = await measure(warmup, reps, async () => {
    answer = await ctx.api.data<Answer>(AGGREGATE, { b: board.id });
  });

  // The floor: the board's active items, only the two values aggregated, through the driver; their
  // totals must be the API's.
  const items = ctx.store.items.collection('items');
  const filter = { account_id: board.accountId, board_id: board.id, state: 'active', pending: { $ne: true } };
  const projection = { _id: 1, group_id: 1, 'cells.status': 1, [`cells.${NUMBERS}`]: 1 };
  let floorTotals = { items: 0, sum: 0 };
  const floor = await measure(warmup, reps, async () => {
    const rows = await items.find(filter, { projection, batchSize: 100_000 }).toArray();
    floorTotals = rows.reduce(
      (total, row) => {
        const cell = (row.cells as Record<string, string> | undefined)?.[NUMBERS];
        return { items: total.items + 1, sum: total.sum + (cell ? Number(JSON.parse(cell)) : 0) };
      },
      { items: 0, sum: 0 },
    );
  });
  const apiTotals = totals(answer as Answer);
  if (
    apiTotals.items !== board.items ||
    floorTotals.items !== board.items ||
    apiTotals.sum !== floorTotals.sum
  )
    throw new Error(
      `aggregate: the API counted ${JSON.stringify(apiTotals)}, the store ${JSON.stringify(floorTotals)}, of ${board.items} items`,
    );

  return {
    name: 'aggregate',
    title: 'Aggregate: count by status, sum, average, min and max of a numbers column',
    description:
      `On the ${boardLabel(board)}: aggregate(query: {from: {type: TABLE, id}, group_by: [{column_id: "status"}], ` +
      `select: [status, COUNT_ITEMS, SUM, AVERAGE, MIN, MAX of "${NUMBERS}"]}), ${reps} after ${warmup} warm-ups; ` +
      `its totals checked against the floor's. Floor: the driver's find of the board's active items projected ` +
      `to the status and numbers cells (the read the API makes), added up in the bench.`,
    rows: [
      info('p50', query.p50, 'ms'),
      info('p95', query.p95, 'ms'),
      info('floor p50', floor.p50, 'ms'),
      atMost('p50 / floor', query.p50 / floor.p50, 2),
    ],
    details: {
      board: board.id,
      boardItems: board.items,
      resultSets: answer?.aggregate.results.length ?? 0,
      query,
      floor,
      ratio: round(query.p50 / floor.p50),
    },
  };
}
