// ingest: create_item through the gateway, 50 aliased mutations per request, a few requests in
// flight, until the boards hold BENCH_ITEMS and BENCH_SMALL_ITEMS items. The boards stay for the
// other scenarios.
import { performance } from 'node:perf_hooks';
import { atLeast, info, log, round, type ScenarioResult } from './common';
import type { BenchContext, SeededBoard } from './context';

export interface SeedSpec {
  name: string;
  items: number;
  /** Columns to add to the default ones (name, person, status, date4). */
  extraColumns: Array<{ id: string; title: string; type: string }>;
  /** The column_values of the n-th item (0-based). */
  values: (n: number, ctx: BenchContext) => Record<string, unknown>;
}

export interface SeedTimeline {
  /** [ms since the first request, items created so far], one entry per finished request. */
  points: Array<[number, number]>;
  seconds: number;
  requests: number;
  errors: number;
  firstError?: string;
}

/** `{"status": {"index": 1}, "date4": {"date": "2026-01-15"}}` and friends, varied per item. */
const dateOf = (n: number) => {
  const day = new Date(Date.UTC(2026, 0, 1) + (n % 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

/** The large board's email column: lookupByValue finds its items by address. */
export const LARGE_EMAIL_COLUMN = 'email';

/** The address of the large board's n-th item (0-based). */
export const largeBoardEmail = (n: number) => `deal${n}@bench.example`;

export const LARGE_BOARD: Omit<SeedSpec, 'items'> = {
  name: 'Bench large',
  extraColumns: [{ id: LARGE_EMAIL_COLUMN, title: 'Email', type: 'email' }],
  values: (n) => ({
    status: { index: n % 3 },
    date4: { date: dateOf(n) },
    [LARGE_EMAIL_COLUMN]: { email: largeBoardEmail(n), text: `Deal ${n}` },
  }),
};

export const SMALL_BOARD: Omit<SeedSpec, 'items'> = {
  name: 'Bench small',
  extraColumns: [
    { id: 'text', title: 'Notes', type: 'text' },
    { id: 'numbers', title: 'Estimate', type: 'numbers' },
  ],
  values: (n, ctx) => ({
    person: { personsAndTeams: [{ id: Number(ctx.userId), kind: 'person' }] },
    status: { index: n % 3 },
    date4: { date: dateOf(n) },
    text: `Note ${n} for the bench`,
    numbers: String((n * 37) % 1000),
  }),
};

/** Items on the realistic board: the size of the board issue 28 measured throughput on. */
export const REALISTIC_ITEMS = 1_000;

const FIRST_NAMES = ['Ada', 'Bruno', 'Chiara', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas'];
const TOPICS = ['onboarding', 'renewal', 'pricing review', 'security audit', 'data migration', 'launch plan'];
const NOTE =
  'Call notes: the customer wants the rollout split into two phases, with the reporting module first ' +
  'and the integrations after the quarter closes. Legal still has to sign off on the data processing ' +
  'addendum; procurement asked for a revised quote that includes the extra seats and the premium ' +
  'support tier. Next step: send the summary and book a follow-up with their IT lead.';

/**
 * A board shaped like real ones (issue 28): the default columns plus text, numbers, long_text,
 * email, link, checkbox, timeline and rating, every value set on every item, with values of the
 * length people type (a sentence of text, a few hundred characters of long_text).
 */
export const REALISTIC_BOARD: Omit<SeedSpec, 'items'> = {
  name: 'Bench realistic',
  extraColumns: [
    { id: 'text', title: 'Summary', type: 'text' },
    { id: 'numbers', title: 'Deal size', type: 'numbers' },
    { id: 'long_text', title: 'Notes', type: 'long_text' },
    { id: 'email', title: 'Contact email', type: 'email' },
    { id: 'link', title: 'Proposal', type: 'link' },
    { id: 'checkbox', title: 'Signed', type: 'checkbox' },
    { id: 'timeline', title: 'Rollout', type: 'timeline' },
    { id: 'rating', title: 'Fit', type: 'rating' },
  ],
  values: (n, ctx) => {
    const person = FIRST_NAMES[n % FIRST_NAMES.length];
    const topic = TOPICS[n % TOPICS.length];
    return {
      person: { personsAndTeams: [{ id: Number(ctx.userId), kind: 'person' }] },
      status: { index: n % 3 },
      date4: { date: dateOf(n) },
      text: `${person} is leading the ${topic} for account ${n}, due before the end of the month.`,
      numbers: String(1_000 + ((n * 7_919) % 99_000)),
      long_text: { text: `${NOTE} (${topic}, account ${n})` },
      email: {
        email: `${person.toLowerCase()}.${n}@northwind-traders.com`,
        text: `${person} (account ${n})`,
      },
      link: {
        url: `https://docs.northwind-traders.com/proposals/${n}/${topic.replace(/ /g, '-')}`,
        text: `Proposal ${n}`,
      },
      checkbox: { checked: 'true' },
      // Two weeks that do not wrap past the end of the year dateOf cycles through.
      timeline: { from: dateOf(n % 300), to: dateOf((n % 300) + 14) },
      rating: { rating: 1 + (n % 5) },
    };
  },
};

const batchDocuments = new Map<number, string>();

/** One request: `size` aliased create_item mutations; the same text for every batch of a size. */
function batchDocument(size: number): string {
  let doc = batchDocuments.get(size);
  if (!doc) {
    const vars = Array.from({ length: size }, (_, i) => `$n${i}: String!, $v${i}: JSON`).join(', ');
    const fields = Array.from(
      { length: size },
      (_, i) => `i${i}: create_item(board_id: $b, item_name: $n${i}, column_values: $v${i}) { id }`,
    ).join('\n  ');
    doc = `mutation ($b: ID!, ${vars}) {\n  ${fields}\n}`;
    batchDocuments.set(size, doc);
  }
  return doc;
}

/** Creates the board (and its extra columns) and fills it through the API. */
export async function seedBoard(
  ctx: BenchContext,
  spec: SeedSpec,
): Promise<{ board: SeededBoard; timeline: SeedTimeline }> {
  const { create_board } = await ctx.api.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: spec.name },
  );
  const boardId = create_board.id;
  for (const column of spec.extraColumns) {
    await ctx.api.data(
      'mutation ($b: ID!, $t: String!, $type: ColumnType!, $id: String) { create_column(board_id: $b, title: $t, column_type: $type, id: $id) { id } }',
      { b: boardId, t: column.title, type: column.type, id: column.id },
    );
  }
  const { batchSize, ingestConcurrency } = ctx.config;
  const itemIds: string[] = [];
  const timeline: SeedTimeline = { points: [], seconds: 0, requests: 0, errors: 0 };
  let sequence = 0; // item numbers asked for so far (names stay unique across retries)
  let inFlight = 0;
  let failedInARow = 0;
  let lastLog = 0;
  let lastLogAt = 0;
  const start = performance.now();
  const maxErrors = 50 + Math.ceil(spec.items / 100);

  // Each worker keeps one request in flight; items a request failed to create are asked for again.
  const worker = async () => {
    while (itemIds.length + inFlight < spec.items) {
      const size = Math.min(batchSize, spec.items - itemIds.length - inFlight);
      inFlight += size;
      const variables: Record<string, unknown> = { b: boardId };
      for (let i = 0; i < size; i += 1) {
        const n = sequence++;
        variables[`n${i}`] = `Item ${String(n + 1).padStart(6, '0')}`;
        variables[`v${i}`] = JSON.stringify(spec.values(n, ctx));
      }
      let answer;
      try {
        answer = await ctx.api.request<Record<string, { id: string } | null>>(batchDocument(size), variables);
      } catch (error) {
        answer = { status: 0, data: null, errors: [{ message: String(error) }], ms: 0 };
      }
      inFlight -= size;
      timeline.requests += 1;
      const created = Object.values(answer.data ?? {}).filter((item): item is { id: string } => !!item?.id);
      for (const item of created) itemIds.push(item.id);
      const failed = size - created.length;
      if (failed > 0 || answer.status !== 200) {
        timeline.errors += Math.max(failed, 1);
        timeline.firstError ??= `HTTP ${answer.status}: ${JSON.stringify(answer.errors[0] ?? {}).slice(0, 300)}`;
        failedInARow = created.length === 0 ? failedInARow + 1 : 0;
        if (failedInARow >= 10 || timeline.errors > maxErrors) {
          throw new Error(
            `ingest into "${spec.name}" keeps failing (${timeline.errors} errors): ${timeline.firstError}`,
          );
        }
      } else {
        failedInARow = 0;
      }
      const now = performance.now() - start;
      timeline.points.push([now, itemIds.length]);
      if (itemIds.length - lastLog >= 5_000 || (itemIds.length === spec.items && lastLog < spec.items)) {
        const recent = ((itemIds.length - lastLog) / (now - lastLogAt)) * 1000;
        const left = (spec.items - itemIds.length) / recent;
        log(
          `  ${spec.name}: ${itemIds.length.toLocaleString('en-US')} / ${spec.items.toLocaleString('en-US')} items, ` +
            `${((itemIds.length / now) * 1000).toFixed(0)} items/s overall, ${recent.toFixed(0)} items/s lately` +
            (left > 0 ? `, about ${Math.ceil(left / 60)} min to go` : ''),
        );
        lastLog = itemIds.length;
        lastLogAt = now;
      }
    }
  };
  await Promise.all(Array.from({ length: ingestConcurrency }, worker));
  timeline.seconds = (performance.now() - start) / 1000;

  const accountId = String((await ctx.store.itemById(itemIds[0]))?.account_id ?? '');
  const { boards } = await ctx.api.data<{
    boards: Array<{ items_count: number; columns: Array<{ id: string }> }>;
  }>('query ($b: [ID!]) { boards(ids: $b) { items_count columns { id } } }', { b: [boardId] });
  const count = boards[0].items_count;
  if (count !== spec.items || itemIds.length !== spec.items) {
    throw new Error(
      `"${spec.name}" holds ${count} items (${itemIds.length} created), expected ${spec.items}`,
    );
  }
  itemIds.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const board: SeededBoard = {
    id: boardId,
    items: count,
    itemIds,
    accountId,
    valueColumns: Object.keys(spec.values(0, ctx)),
    columns: boards[0].columns.map((column) => column.id).filter((id) => id !== 'name'),
  };
  return { board, timeline };
}

/** items/s in each tenth of the items, to see whether ingest slows down as the board grows. */
export function curve(timeline: SeedTimeline, total: number): number[] {
  const rates: number[] = [];
  let from: [number, number] = [0, 0];
  for (let tenth = 1; tenth <= 10; tenth += 1) {
    const to = timeline.points.find(([, count]) => count >= (total * tenth) / 10);
    if (!to || to[0] <= from[0]) continue;
    rates.push(round(((to[1] - from[1]) / (to[0] - from[0])) * 1000, 1));
    from = to;
  }
  return rates;
}

/** items/s over the first `window` items, over the last `window`, and overall. */
export function rates(timeline: SeedTimeline, total: number, window = 1_000) {
  const points = timeline.points;
  const w = Math.min(window, total);
  const firstAt = points.find(([, count]) => count >= w) ?? points[points.length - 1];
  const first = (firstAt[1] / firstAt[0]) * 1000;
  const end = points[points.length - 1];
  let startOfLast: [number, number] = [0, 0];
  for (const point of points) if (point[1] <= total - w) startOfLast = point;
  const last = ((end[1] - startOfLast[1]) / (end[0] - startOfLast[0])) * 1000;
  return { first, last, overall: (end[1] / end[0]) * 1000, window: w };
}

export async function ingest(ctx: BenchContext): Promise<ScenarioResult> {
  const warm = await seedBoard(ctx, {
    ...SMALL_BOARD,
    name: 'Bench warm-up',
    items: ctx.config.batchSize * 8,
  });
  log(`ingest warm-up: ${warm.board.items} items in ${warm.timeline.seconds.toFixed(1)} s`);
  const large = await seedBoard(ctx, { ...LARGE_BOARD, items: ctx.config.items });
  ctx.boards.large = large.board;
  const small = await seedBoard(ctx, { ...SMALL_BOARD, items: ctx.config.smallItems });
  ctx.boards.small = small.board;
  const l = rates(large.timeline, large.board.items);
  const s = rates(small.timeline, small.board.items);
  const n = (value: number) => value.toLocaleString('en-US');
  return {
    name: 'ingest',
    title: 'Ingest: create_item through the gateway',
    description:
      `create_item in requests of ${ctx.config.batchSize} aliased mutations, ${ctx.config.ingestConcurrency} requests in flight, ` +
      `each item with a status, a date and an email value, until the board holds ${n(large.board.items)} items; ` +
      `then a second board of ${n(small.board.items)} items with 5 values each (person, status, date, text, numbers). ` +
      `A ${ctx.config.batchSize * 8}-item warm-up board comes first.`,
    rows: [
      info(`large board: items/s over the first ${n(l.window)}`, l.first, 'items/s'),
      info(`large board: items/s over the last ${n(l.window)}`, l.last, 'items/s'),
      atLeast('large board: last / first', l.last / l.first, 0.8),
      atLeast('large board: overall', l.overall, 250, 'items/s'),
      info('large board: time', large.timeline.seconds, 's'),
      info('small board (5 values per item): overall', s.overall, 'items/s'),
      info('small board: last / first', s.last / s.first),
      info('failed create_item (retried)', large.timeline.errors + small.timeline.errors),
    ],
    details: {
      large: {
        board: large.board.id,
        items: large.board.items,
        seconds: round(large.timeline.seconds),
        requests: large.timeline.requests,
        errors: large.timeline.errors,
        firstError: large.timeline.firstError ?? null,
        firstItemsPerSecond: round(l.first),
        lastItemsPerSecond: round(l.last),
        overallItemsPerSecond: round(l.overall),
        window: l.window,
        itemsPerSecondByTenth: curve(large.timeline, large.board.items),
      },
      small: {
        board: small.board.id,
        items: small.board.items,
        seconds: round(small.timeline.seconds),
        requests: small.timeline.requests,
        errors: small.timeline.errors,
        firstError: small.timeline.firstError ?? null,
        firstItemsPerSecond: round(s.first),
        lastItemsPerSecond: round(s.last),
        overallItemsPerSecond: round(s.overall),
        window: s.window,
        itemsPerSecondByTenth: curve(small.timeline, small.board.items),
      },
      batchSize: ctx.config.batchSize,
      concurrency: ctx.config.ingestConcurrency,
    },
  };
}
