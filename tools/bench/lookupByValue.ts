// lookupByValue: items_page_by_column_values by email on the large board, as a CRM finds a deal;
// against the raw driver's read of the same lookup key, which must be an index search.
import { EMPTY_DIRECTORY, searchKeysOf, type ColumnDefinition } from '@workapi/column-types';
import { planKind } from '@workapi/stores';
import { atMost, info, measure, round, type ScenarioResult } from './common';
import { boardLabel, needBoard, type BenchContext } from './context';
import { LARGE_EMAIL_COLUMN, largeBoardEmail } from './ingest';

const SEARCH = `query ($b: ID!, $email: String!) {
  items_page_by_column_values(board_id: $b, columns: [{ column_id: "${LARGE_EMAIL_COLUMN}", column_values: [$email] }]) {
    cursor items { id name }
  }
}`;

export async function lookupByValue(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'large');
  const reps = Math.max(ctx.config.reps * 5, 20);
  const warmup = Math.max(ctx.config.reps, 5);
  // A different item each time, spread over the whole board.
  const nth = (rep: number) => Math.abs(rep * 7919 + 104_729) % board.items;

  const stats = await measure(warmup, reps, async (rep) => {
    const { items_page_by_column_values: found } = await ctx.api.data<{
      items_page_by_column_values: { cursor: string | null; items: Array<{ id: string }> };
    }>(SEARCH, { b: board.id, email: largeBoardEmail(nth(rep)).toUpperCase() });
    if (found.items.length !== 1 || found.cursor !== null) throw new Error('lookupByValue: not one item');
  });

  // The floor: the key the API reads, read with the driver (docs/lookup.md).
  const column = { id: LARGE_EMAIL_COLUMN, type: 'email', settings: {} } as ColumnDefinition;
  const keyOf = (rep: number) => searchKeysOf(column, largeBoardEmail(nth(rep)), EMPTY_DIRECTORY)[0];
  const items = ctx.store.items.collection('items');
  const filterOf = (rep: number) => ({ account_id: board.accountId, board_id: board.id, lookup: keyOf(rep) });
  const floor = await measure(warmup, reps, async (rep) => {
    if ((await items.find(filterOf(rep)).toArray()).length !== 1)
      throw new Error('lookupByValue floor: not one item');
  });
  const plan = planKind(await items.find(filterOf(0)).explain('queryPlanner'));
  if (plan === 'scan') throw new Error('lookupByValue: the lookup key is read by a scan of the items');

  return {
    name: 'lookupByValue',
    title: 'Lookup by value: one item by email',
    description:
      `On the ${boardLabel(board)}: items_page_by_column_values(board_id, columns: [{column_id: "${LARGE_EMAIL_COLUMN}", ` +
      `column_values: [address]}]) { cursor items { id name } }, a different address each time (in upper case: ` +
      `addresses match ignoring case), ${reps} after ${warmup} warm-ups. Floor: the driver's find of the same ` +
      `lookup key, whose plan must be an index search (${plan}).`,
    rows: [
      atMost('p50', stats.p50, 10, 'ms'),
      info('p95', stats.p95, 'ms'),
      info('floor p50', floor.p50, 'ms'),
      info('p50 / floor', stats.p50 / floor.p50),
    ],
    details: {
      board: board.id,
      boardItems: board.items,
      query: stats,
      floor,
      plan,
      ratio: round(stats.p50 / floor.p50),
    },
  };
}
