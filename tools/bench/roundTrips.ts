// roundTrips: database commands and internal calls one items_page request costs, read from every
// server's /metrics before and after it, with nothing else running.
import {
  APPS,
  atMost,
  diffMetrics,
  exactly,
  info,
  readMetrics,
  sleep,
  type App,
  type ProcessCounts,
  type Row,
  type ScenarioResult,
} from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

const SELECTION = 'cursor items { id name column_values { id text } }';
const first = (limit: number) =>
  `query ($b: ID!) { items_page(limit: ${limit}, query_params: { boards: [$b] }) { ${SELECTION} } }`;
const later = (limit: number) =>
  `query ($c: String!) { next_items_page(cursor: $c, limit: ${limit}) { ${SELECTION} } }`;

interface Page {
  cursor: string | null;
  items: unknown[];
}

interface Counted {
  perProcess: Record<App, ProcessCounts>;
  db: number;
  internal: number;
  total: number;
  /** The counts of both measurements agreed. */
  stable: boolean;
}

/** Counts one request, twice (each after a quiet moment) to see that nothing else was counted. */
async function count(ctx: BenchContext, run: () => Promise<void>): Promise<Counted> {
  const once = async () => {
    await sleep(200);
    const before = await readMetrics(ctx.stack);
    await run();
    await sleep(200);
    const targets = Object.fromEntries(APPS.map((app) => [`127.0.0.1:${ctx.stack.ports[app]}`, app]));
    const perProcess = diffMetrics(before, await readMetrics(ctx.stack), targets);
    const db = APPS.reduce((sum, app) => sum + perProcess[app].db, 0);
    const internal = APPS.reduce((sum, app) => sum + perProcess[app].internal, 0);
    return { perProcess, db, internal, total: db + internal };
  };
  const a = await once();
  const b = await once();
  return { ...b, stable: a.db === b.db && a.internal === b.internal };
}

export async function roundTrips(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'small');
  const measured: Record<string, Counted> = {};
  for (const limit of [50, 500]) {
    if (board.items <= limit) throw new Error(`roundTrips needs more than ${limit} items on the small board`);
    const firstPage = async () => {
      const data = await ctx.api.data<{ items_page: Page }>(first(limit), { b: board.id });
      if (data.items_page.items.length !== limit || !data.items_page.cursor) throw new Error('short page');
      return data.items_page.cursor;
    };
    const cursor = await firstPage(); // warm-up (and the token is in the gateway's cache now)
    await ctx.api.data(later(limit), { c: cursor });
    measured[`first page, limit ${limit}`] = await count(ctx, async () => void (await firstPage()));
    // A later page: page 2 of a fresh iteration, counted alone.
    const cursors: string[] = [];
    for (let n = 0; n < 2; n += 1) cursors.push(await firstPage());
    let next = 0;
    measured[`later page, limit ${limit}`] = await count(ctx, async () => {
      const data = await ctx.api.data<{ next_items_page: Page }>(later(limit), { c: cursors[next++] });
      if (data.next_items_page.items.length === 0) throw new Error('empty later page');
    });
  }
  const rows: Row[] = [];
  for (const [label, counted] of Object.entries(measured)) {
    rows.push(info(`${label}: db commands`, counted.db));
    rows.push(info(`${label}: internal calls`, counted.internal));
    rows.push(atMost(`${label}: total`, counted.total, 6));
  }
  for (const page of ['first page', 'later page']) {
    const a = measured[`${page}, limit 50`].total;
    const b = measured[`${page}, limit 500`].total;
    rows.push(exactly(`${page}: total at 500 − total at 50`, b - a, 0));
  }
  const notes = Object.entries(measured).map(([label, counted]) => {
    const parts = APPS.filter((app) => Object.keys(counted.perProcess[app].detail).length).map((app) => {
      const detail = Object.entries(counted.perProcess[app].detail)
        .map(([what, times]) => (times > 1 ? `${what} ×${times}` : what))
        .join(', ');
      return `${app}: ${detail}`;
    });
    return `${label}: ${parts.join('; ')}${counted.stable ? '' : ' (the two counts differed)'}`;
  });
  return {
    name: 'roundTrips',
    notes,
    title: 'Round trips per request',
    description:
      `Database commands (workapi_db_commands_total) and internal calls (workapi_internal_calls_total, the gateway's ` +
      `subgraph fetches included) of one items_page request on the ${boardLabel(board)}, selecting id, name and ` +
      `column_values { id text }, at limit 50 and 500, read from every server's /metrics before and after; each ` +
      `counted twice after a warm-up, the second count reported.`,
    rows,
    details: Object.fromEntries(
      Object.entries(measured).map(([label, counted]) => [
        label,
        {
          db: counted.db,
          internal: counted.internal,
          total: counted.total,
          stable: counted.stable,
          perProcess: counted.perProcess,
        },
      ]),
    ),
  };
}
