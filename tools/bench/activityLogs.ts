// activityLogs: the last day of a busy board's activity log (docs/activity.md), newest first, on
// the large board, whose ingest logged one create_pulse per item; against the same find with the driver.
import { performance } from 'node:perf_hooks';
import { atMost, info, measure, round, sleep, type ScenarioResult } from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

const LAST_DAY = `query ($b: [ID!], $from: ISO8601DateTime) {
  boards(ids: $b) { activity_logs(from: $from, limit: 25) { id event data created_at } }
}`;
/** How long the relay may take to log the board's creations before the scenario gives up. */
const CATCH_UP_MS = 600_000;

export async function activityLogs(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'large');
  const reps = Math.max(ctx.config.reps * 5, 20);
  const warmup = Math.max(ctx.config.reps, 5);
  const logs = ctx.store.items.collection('activity_logs');
  const scope = { account_id: board.accountId, board_id: board.id };

  // The relay logs the ingest's creations after it: the log is read once it holds them all.
  const waited = performance.now();
  while ((await logs.countDocuments(scope)) < board.items) {
    if (performance.now() - waited > CATCH_UP_MS) throw new Error('activityLogs: the relay did not catch up');
    await sleep(1_000);
  }
  const catchUpMs = performance.now() - waited;

  const from = () => new Date(Date.now() - 86_400_000);
  const stats = await measure(warmup, reps, async () => {
    const { boards } = await ctx.api.data<{ boards: Array<{ activity_logs: unknown[] }> }>(LAST_DAY, {
      b: [board.id],
      from: from().toISOString(),
    });
    if (boards[0]?.activity_logs.length !== 25) throw new Error('activityLogs: not a page of 25');
  });
  // The floor: the store's best plan for the same 25 entries, with the driver: those of the newest
  // ticks that hold them (data/activity-logs.ts), the ticks known beforehand.
  const since = from();
  const ticks = (await ctx.store.items.collection('activity_ticks').find(scope).toArray())
    .map((record) => String(record.tick))
    .sort((a, b) => Number(b) - Number(a));
  const newest: string[] = [];
  for (const tick of ticks) {
    newest.push(tick);
    if ((await logs.countDocuments({ ...scope, tick: { $in: newest } })) >= 25) break;
  }
  const floor = await measure(warmup, reps, async () => {
    const found = await logs
      .find({ ...scope, tick: { $in: newest }, created_at: { $gte: since } })
      .sort({ created_at: -1, seq: -1 })
      .limit(25)
      .toArray();
    if (found.length !== 25) throw new Error('activityLogs floor: not a page of 25');
  });

  return {
    name: 'activityLogs',
    title: "Activity logs: a busy board's last day",
    description:
      `On the ${boardLabel(board)}, whose ingest logged ${board.items.toLocaleString('en-US')} events within the day: ` +
      `boards(ids: [id]) { activity_logs(from: <a day ago>, limit: 25) { id event data created_at } }, ${reps} times ` +
      `after ${warmup} warm-ups. Floor: the driver's find of the same 25 entries by the newest ticks that hold them ` +
      `(account, board, tick $in, from; newest 25), the ticks known beforehand.`,
    rows: [
      atMost('p50', stats.p50, 100, 'ms'),
      info('p95', stats.p95, 'ms'),
      info('floor p50', floor.p50, 'ms'),
      atMost('p50 / floor', stats.p50 / floor.p50, 3),
      info('relay caught up after ingest', catchUpMs / 1000, 's'),
    ],
    details: {
      board: board.id,
      boardItems: board.items,
      query: stats,
      floor,
      ratio: round(stats.p50 / floor.p50),
      catchUpMs: round(catchUpMs),
    },
  };
}
