// duplicate: duplicate_board(duplicate_type: duplicate_board_with_pulses) of a 10,000-item board
// shaped like real ones (the realistic board's columns, every value set), timed from the request
// until the copy is complete, against the store's best plan for the same rows: the driver reading
// the source's documents and inserting their copies with one insertMany, in the same run.
import { performance } from 'node:perf_hooks';
import type { Document } from 'mongodb';
import { atMost, exactly, info, log, round, sleep, timed, type ScenarioResult } from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

/** Items on the board duplicated (BENCH_DUPLICATE_ITEMS). */
export const DUPLICATE_ITEMS = 10_000;

/** Sources a copy_board call reads (apps/boards/src/cascades.ts `COPY_BATCH`). */
const SHARE = 250;
/** Past this, the copy is taken for stuck and the scenario fails. */
const COPY_MAX_MS = 30 * 60_000;
/** How often the bench asks whether the copy is done: one read by key of the boards' small `operations`. */
const POLL_MS = 250;

const DUPLICATE = `mutation ($b: ID!) {
  duplicate_board(board_id: $b, duplicate_type: duplicate_board_with_pulses) { is_async board { id } }
}`;

/** A stored item as the API copies it: its own id, board and deliveries are the copy's to get. */
function copyOf(source: Document, index: number, boardId: string): Document {
  const copy: Document = { ...source, _id: `bench-duplicate-floor-${index}`, board_id: boardId };
  for (const field of ['outbox', 'outbox_pending', 'outbox_token', 'position']) delete copy[field];
  return { ...copy, copied_by: 'bench-floor', copy_of: source._id, created_at: new Date() };
}

export async function duplicate(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'duplicate');
  const items = ctx.store.items.collection('items');
  const operations = ctx.store.boards.collection('operations');

  const started = performance.now();
  const { duplicate_board: made } = await ctx.api.data<{
    duplicate_board: { is_async: boolean; board: { id: string } };
  }>(DUPLICATE, { b: board.id });
  const answeredMs = performance.now() - started;
  // The cascade's document is removed once its last step is done (apps/boards/src/cascades.ts).
  while (await operations.findOne({ copy_board_id: made.board.id }, { projection: { _id: 1 } })) {
    if (performance.now() - started > COPY_MAX_MS)
      throw new Error(`duplicate: the copy of ${board.id} is not done after ${COPY_MAX_MS / 60_000} min`);
    await sleep(POLL_MS);
  }
  const copyMs = performance.now() - started;
  const scope = { account_id: board.accountId, board_id: made.board.id, state: 'active' };
  const copied = await items.countDocuments(scope);
  const [sample, original] = await Promise.all([
    items.findOne({ ...scope, copy_of: board.itemIds[0] }),
    items.findOne({ _id: board.itemIds[0] as never }),
  ]);
  const sameValues = sample !== null && JSON.stringify(sample.cells) === JSON.stringify(original?.cells);
  log(`  duplicate: ${board.items} items copied in ${(copyMs / 1000).toFixed(1)} s`);

  // The floor: the same rows read and written once each, straight through the driver; removed after.
  const floorBoard = `${board.id}-floor`;
  const floorStarted = performance.now();
  const sourceScope = { account_id: board.accountId, board_id: board.id, state: 'active' };
  const sources = await items.find(sourceScope, { batchSize: 100_000 }).toArray();
  await items.insertMany(
    sources.map((source, index) => copyOf(source, index, floorBoard)),
    { ordered: false },
  );
  const floorMs = performance.now() - floorStarted;
  await items.deleteMany({ account_id: board.accountId, board_id: floorBoard });
  if (sources.length !== board.items)
    throw new Error(`duplicate: the floor read ${sources.length} of ${board.items} items`);

  // Why a share is read by id (data/items.ts `activeAfter`): a share of 250 from the middle of the
  // board, by a range on `_id` (FerretDB applies the range and the sort after reading the whole
  // board) and by its ids.
  const middle = Math.floor(board.items / 2);
  const shareIds = board.itemIds.slice(middle, middle + SHARE);
  const { ms: rangeMs } = await timed(() =>
    items
      .find({ ...sourceScope, _id: { $gt: board.itemIds[middle - 1] as never } })
      .sort({ _id: 1 })
      .limit(SHARE)
      .toArray(),
  );
  const { ms: idsMs } = await timed(() =>
    items.find({ ...sourceScope, _id: { $in: shareIds as never[] } }).toArray(),
  );

  const perSecond = (ms: number) => board.items / (ms / 1000);
  return {
    name: 'duplicate',
    title: 'Duplicate a board with its items',
    description:
      `On the ${boardLabel(board)} shaped like real ones (${board.valueColumns.length} columns, every value set): ` +
      `duplicate_board(duplicate_type: duplicate_board_with_pulses), timed from the request until the copy is ` +
      `complete (its operation finished, run after run in the background), then checked: every item copied, the ` +
      `first with its values. Floor: the driver's find of the source's ${board.items.toLocaleString('en-US')} documents and one ` +
      `insertMany of their copies, the store's best plan for the same rows.`,
    rows: [
      exactly('items copied', copied, board.items),
      exactly("the first item's copy has its values", sameValues ? 1 : 0, 1),
      info('copy', copyMs / 1000, 's'),
      info('items/s', perSecond(copyMs), 'items/s'),
      info('mutation answered in', answeredMs, 'ms'),
      info('floor', floorMs / 1000, 's'),
      info('floor items/s', perSecond(floorMs), 'items/s'),
      atMost('copy / floor', copyMs / floorMs, 5),
      info(`a share of ${SHARE} by a range on _id`, rangeMs, 'ms'),
      info(`a share of ${SHARE} by its ids`, idsMs, 'ms'),
    ],
    details: {
      board: board.id,
      boardItems: board.items,
      copy: made.board.id,
      isAsync: made.is_async,
      answeredMs: round(answeredMs),
      copyMs: round(copyMs),
      floorMs: round(floorMs),
      ratio: round(copyMs / floorMs),
      shareByRangeMs: round(rangeMs),
      shareByIdsMs: round(idsMs),
    },
  };
}
