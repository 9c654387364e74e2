// roundTrips: database commands, subgraph fetches and internal calls one items_page request costs,
// read from every server's /metrics before and after it, with nothing else running.
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
  fetches: number;
  internal: number;
  total: number;
  /** The counts of every measurement agreed. */
  stable: boolean;
}

/**
 * Counts one request three times, each after a quiet moment, and keeps the smallest count:
 * background work that lands in a window (the gateway's registry poll every ~10 s) only adds.
 */
/** How many times `count` runs a request. */
const COUNTS = 3;

async function count(ctx: BenchContext, run: () => Promise<void>): Promise<Counted> {
  const once = async () => {
    await sleep(200);
    const before = await readMetrics(ctx.stack);
    await run();
    await sleep(200);
    const targets = Object.fromEntries(APPS.map((app) => [`127.0.0.1:${ctx.stack.ports[app]}`, app]));
    const perProcess = diffMetrics(before, await readMetrics(ctx.stack), targets);
    const sum = (pick: (counts: ProcessCounts) => number) =>
      APPS.reduce((total, app) => total + pick(perProcess[app]), 0);
    const db = sum((counts) => counts.db);
    const fetches = sum((counts) => counts.fetches);
    const internal = sum((counts) => counts.internal);
    return { perProcess, db, fetches, internal, total: db + fetches + internal };
  };
  const counts: Array<Omit<Counted, 'stable'>> = [];
  for (let n = 0; n < COUNTS; n += 1) counts.push(await once());
  const least = counts.reduce((best, next) => (next.total < best.total ? next : best));
  return {
    ...least,
    stable: counts.every((next) => next.total === least.total && next.internal === least.internal),
  };
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
    // A later page: page 2 of a fresh iteration, counted alone: one cursor for each count.
    const cursors: string[] = [];
    for (let n = 0; n < COUNTS; n += 1) cursors.push(await firstPage());
    let next = 0;
    measured[`later page, limit ${limit}`] = await count(ctx, async () => {
      const data = await ctx.api.data<{ next_items_page: Page }>(later(limit), { c: cursors[next++] });
      if (data.next_items_page.items.length === 0) throw new Error('empty later page');
    });
  }
  const rows: Row[] = [];
  for (const [label, counted] of Object.entries(measured)) {
    // A later page: at most 2 subgraph fetches and 3 database commands in all, and no internal call.
    const later = label.startsWith('later');
    rows.push(
      later ? atMost(`${label}: db commands`, counted.db, 3) : info(`${label}: db commands`, counted.db),
    );
    rows.push(
      later
        ? atMost(`${label}: subgraph fetches`, counted.fetches, 2)
        : info(`${label}: subgraph fetches`, counted.fetches),
    );
    rows.push(exactly(`${label}: internal calls`, counted.internal, 0));
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
    return `${label}: ${parts.join('; ')}${counted.stable ? '' : ' (the three counts differed: the smallest is shown)'}`;
  });
  return {
    name: 'roundTrips',
    notes,
    title: 'Round trips per request',
    description:
      `Database commands (workapi_db_commands_total), the gateway's subgraph fetches and the subgraphs' internal ` +
      `calls (workapi_internal_calls_total, name="graphql" and the rest) of one items_page request on the ` +
      `${boardLabel(board)}, selecting id, name and ` +
      `column_values { id text }, at limit 50 and 500, read from every server's /metrics before and after; each ` +
      `counted twice after a warm-up, the second count reported.`,
    rows,
    details: Object.fromEntries(
      Object.entries(measured).map(([label, counted]) => [
        label,
        {
          db: counted.db,
          fetches: counted.fetches,
          internal: counted.internal,
          total: counted.total,
          stable: counted.stable,
          perProcess: counted.perProcess,
        },
      ]),
    ),
  };
}
