// soak: a steady mix of reads and writes from five users of two accounts, sent open-loop (at a fixed
// rate, whatever the answers take) for SOAK_SECONDS, on boards seeded for it. Every answer must be a
// 200 without GraphQL errors, and no server's memory may grow. Floors, measured in the same run:
// the same mix closed-loop (the capacity the rate is a fraction of) and one request at a time (the
// latency of the mix on an idle stack).
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  APPS,
  atLeast,
  below,
  cpuDelta,
  cpuSeconds,
  exactly,
  gatewayEndpoint,
  http,
  info,
  log,
  readMetrics,
  round,
  sleep,
  stats,
  waitForQuiet,
  type App,
  type GraphQLErrorEntry,
  type Row,
  type ScenarioResult,
  type Stats,
} from './common';
import type { BenchContext } from './context';
import { seedBoard, SMALL_BOARD } from './ingest';
import { GROWTH_LIMIT, heapGrowth, leastReadings, type Growth } from './memoryGrowth';
import { openLoop, perWindow, pickWeighted, seededRandom, type Timed } from './openLoop';

/** The mix: how often each operation comes, out of 100. */
const MIX = {
  firstPage: 12,
  filteredPage: 6,
  nextPage: 18,
  readItems: 16,
  readBoard: 8,
  createItem: 14,
  changeValue: 12,
  changeValues: 8,
  duplicateItem: 3,
  archiveItem: 3,
};
type Operation = keyof typeof MIX;
const OPERATIONS = Object.keys(MIX) as Operation[];

/** The two accounts: the first (three users, the larger board) gets three requests in four. */
const TENANTS = [
  { account: 'bench', weight: 3, share: 1 },
  { account: 'second', weight: 1, share: 4 },
] as const;

/** Users sending the closed-loop floor at once. */
const PROBE_CONNECTIONS = 8;
/** The default rate, as a fraction of the capacity measured in the same run. */
const RATE_FRACTION = 0.6;
/** A request unanswered after this long is an error. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Requests unanswered at once beyond which the generator sheds instead of sending. */
const MAX_IN_FLIGHT = 200;

const Q = {
  firstPage: `query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 25) { cursor items { id name column_values { id text value } } } } }`,
  filteredPage: `query ($q: ItemsQuery) { items_page(limit: 50, query_params: $q) { cursor items { id name column_values(ids: ["status", "numbers"]) { id text } } } }`,
  nextPage: `query ($c: String!) { next_items_page(cursor: $c, limit: 25) { cursor items { id name column_values { id text } } } }`,
  readItems: `query ($i: [ID!]) { items(ids: $i) { id name state group { id title } column_values { id text value } } }`,
  readBoard: `query ($b: [ID!]) { boards(ids: $b) { id name state items_count columns { id title type } groups { id title } } }`,
  createItem: `mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }`,
  changeValue: `mutation ($b: ID!, $i: ID!, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }`,
  changeValues: `mutation ($b: ID!, $i: ID!, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id } }`,
  duplicateItem: `mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id } }`,
  archiveItem: `mutation ($i: ID!) { archive_item(item_id: $i) { id } }`,
} satisfies Record<Operation, string>;

interface Tenant {
  account: string;
  weight: number;
  tokens: string[];
  userId: string;
  boardId: string;
  /** Active items of the board: reads and changes pick from them. */
  items: string[];
  /** Items the soak made and has not archived: archive_item takes only these. */
  made: string[];
  /** Iterations not finished yet, each with its user: a cursor serves only the user it was made for. */
  cursors: Array<{ cursor: string; token: string }>;
  sequence: number;
}

type Data = Record<string, unknown>;

interface Call {
  operation: Operation;
  token: string;
  query: string;
  variables: Record<string, unknown>;
  /** Checks the answer's data and updates the tenant; a string says what is wrong with it. */
  then: (data: Data) => string | undefined;
}

const pageOf = (data: Data, path: 'boards' | 'items_page' | 'next_items_page') => {
  const page =
    path === 'boards'
      ? (data.boards as Array<{ items_page: unknown }> | undefined)?.[0]?.items_page
      : data[path];
  return page as { cursor: string | null; items: Array<{ id: string }> } | undefined;
};

const idOf = (data: Data, field: string) => (data[field] as { id?: string } | null)?.id;

function valuesOf(tenant: Tenant, n: number): Record<string, unknown> {
  return {
    person: { personsAndTeams: [{ id: Number(tenant.userId), kind: 'person' }] },
    status: { index: n % 3 },
    date4: { date: new Date(Date.UTC(2026, 0, 1) + (n % 365) * 86_400_000).toISOString().slice(0, 10) },
    text: `Soak ${n}`,
    numbers: String((n * 37) % 1000),
  };
}

/** The request for `operation` on `tenant`, from the tenant's state now. */
function callOf(tenant: Tenant, wanted: Operation, random: () => number): Call {
  const anyToken = tenant.tokens[Math.floor(random() * tenant.tokens.length)];
  const anyItem = () => tenant.items[Math.floor(random() * tenant.items.length)];
  const n = tenant.sequence++;
  // Without a cursor to follow or an item of its own to archive, the tenant starts or makes one.
  const operation =
    wanted === 'nextPage' && tenant.cursors.length === 0
      ? 'firstPage'
      : wanted === 'archiveItem' && tenant.made.length === 0
        ? 'createItem'
        : wanted;
  const iteration = operation === 'nextPage' ? tenant.cursors.shift() : undefined;
  const token = iteration?.token ?? anyToken;
  const call = (variables: Record<string, unknown>, then: Call['then']): Call => ({
    operation,
    token,
    query: Q[operation],
    variables,
    then,
  });
  const keepCursor = (page: ReturnType<typeof pageOf>) => {
    if (!page || !Array.isArray(page.items)) return 'no page';
    if (page.cursor) tenant.cursors.push({ cursor: page.cursor, token });
    if (tenant.cursors.length > 50) tenant.cursors.shift();
    return undefined;
  };
  const keepItem = (field: string) => (data: Data) => {
    const id = idOf(data, field);
    if (!id) return `no ${field} id`;
    tenant.items.push(id);
    tenant.made.push(id);
    return undefined;
  };
  const answersItem = (field: string) => (data: Data) => (idOf(data, field) ? undefined : `no ${field} id`);
  switch (operation) {
    case 'firstPage':
      return call({ b: [tenant.boardId] }, (data) => {
        const page = pageOf(data, 'boards');
        return page?.items.length ? keepCursor(page) : 'an empty first page';
      });
    case 'filteredPage':
      return call(
        {
          q: {
            boards: [tenant.boardId],
            rules:
              n % 2
                ? [{ column_id: 'status', compare_value: ['Done'], operator: 'any_of' }]
                : [{ column_id: 'numbers', compare_value: [500], operator: 'greater_than' }],
            order_by: [{ column_id: 'date4', direction: 'desc' }],
          },
        },
        (data) => keepCursor(pageOf(data, 'items_page')),
      );
    case 'nextPage':
      return call({ c: iteration?.cursor }, (data) => keepCursor(pageOf(data, 'next_items_page')));
    case 'readItems':
      return call({ i: [anyItem(), anyItem(), anyItem()] }, (data) =>
        Array.isArray(data.items) && data.items.length > 0 ? undefined : 'no items',
      );
    case 'readBoard':
      return call({ b: [tenant.boardId] }, (data) =>
        (data.boards as unknown[] | undefined)?.length === 1 ? undefined : 'no board',
      );
    case 'createItem':
      return call(
        { b: tenant.boardId, n: `Soak item ${n}`, v: JSON.stringify(valuesOf(tenant, n)) },
        keepItem('create_item'),
      );
    case 'changeValue':
      return call(
        n % 2
          ? { b: tenant.boardId, i: anyItem(), c: 'status', v: JSON.stringify({ index: n % 3 }) }
          : { b: tenant.boardId, i: anyItem(), c: 'text', v: JSON.stringify(`Changed ${n}`) },
        answersItem('change_column_value'),
      );
    case 'changeValues':
      return call(
        {
          b: tenant.boardId,
          i: anyItem(),
          v: JSON.stringify({ status: { index: (n + 1) % 3 }, numbers: String(n % 1000), text: `Both ${n}` }),
        },
        answersItem('change_multiple_column_values'),
      );
    case 'duplicateItem':
      return call({ b: tenant.boardId, i: anyItem() }, keepItem('duplicate_item'));
    case 'archiveItem': {
      // Out of the pools before it leaves, so no later request picks it.
      const id = tenant.made.splice(Math.floor(random() * tenant.made.length), 1)[0];
      tenant.items.splice(tenant.items.indexOf(id), 1);
      return call({ i: id }, answersItem('archive_item'));
    }
  }
}

interface Outcome {
  operation: Operation;
  /** From when the request was due to its answer. */
  ms: number;
  /** When the answer came, ms from the start of the run. */
  answeredAtMs: number;
  /** `extensions.code` of each GraphQL error, `HTTP 5xx`, `TRANSPORT`, `TIMEOUT` or `BAD_ANSWER`. */
  failure?: { code: string; message: string };
}

/** Sends one request to the gateway; never throws. */
async function perform(ctx: BenchContext, call: Call, lateMs: number, runStart: number): Promise<Outcome> {
  const body = JSON.stringify({ query: call.query, variables: call.variables });
  const start = performance.now();
  const outcome = (failure?: Outcome['failure']): Outcome => {
    const now = performance.now();
    return { operation: call.operation, ms: lateMs + now - start, answeredAtMs: now - runStart, failure };
  };
  let answer;
  try {
    answer = await http(
      ctx.stack.ports.gateway,
      'POST',
      '/graphql',
      body,
      { authorization: call.token },
      REQUEST_TIMEOUT_MS,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return outcome({ code: /timed out/.test(message) ? 'TIMEOUT' : 'TRANSPORT', message });
  }
  let parsed: { data?: Data | null; errors?: GraphQLErrorEntry[] } = {};
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    // Judged below by its status; a 200 that is not JSON is a bad answer.
  }
  const firstError = parsed.errors?.[0];
  if (firstError) {
    const code = String(firstError.extensions?.code ?? 'NO_CODE');
    return outcome({ code, message: `HTTP ${answer.status}: ${firstError.message}` });
  }
  if (answer.status !== 200)
    return outcome({ code: `HTTP ${answer.status}`, message: answer.text.slice(0, 200) });
  const wrong = parsed.data ? call.then(parsed.data) : 'no data';
  return wrong ? outcome({ code: 'BAD_ANSWER', message: wrong }) : outcome();
}

/** What a phase of the soak answered, summarised. */
class Tally {
  readonly timed: Array<Timed & { operation: Operation }> = [];
  readonly failures = new Map<string, { count: number; example: string }>();
  answered = 0;

  add(outcome: Outcome, atMs: number): void {
    this.answered += 1;
    this.timed.push({ atMs, ms: outcome.ms, operation: outcome.operation });
    if (!outcome.failure) return;
    const key = `${outcome.operation}: ${outcome.failure.code}`;
    const entry = this.failures.get(key) ?? {
      count: 0,
      example: `after ${Math.round(outcome.ms)} ms, ${outcome.failure.message}`,
    };
    entry.count += 1;
    this.failures.set(key, entry);
  }

  get errors(): number {
    return [...this.failures.values()].reduce((sum, entry) => sum + entry.count, 0);
  }

  latency(): Stats {
    return stats(this.timed.map((sample) => sample.ms));
  }

  byOperation(): Array<[Operation, Stats]> {
    return OPERATIONS.flatMap((operation) => {
      const samples = this.timed.filter((sample) => sample.operation === operation).map((s) => s.ms);
      return samples.length ? [[operation, stats(samples)] as [Operation, Stats]] : [];
    });
  }

  failureLines(): string[] {
    return [...this.failures.entries()].map(
      ([key, entry]) => `${key} ×${entry.count}, e.g. ${entry.example.slice(0, 160)}`,
    );
  }
}

/** Picks the tenant and the operation of each request, from one seeded sequence. */
function mixOf(tenants: Tenant[], seed: number) {
  const random = seededRandom(seed);
  const weights = Object.fromEntries(tenants.map((tenant) => [tenant.account, tenant.weight]));
  return () => {
    const tenant = tenants.find((candidate) => candidate.account === pickWeighted(weights, random));
    return callOf(tenant ?? tenants[0], pickWeighted(MIX, random), random);
  };
}

/** `workers` users each sending the mix one request after the other for `seconds`. */
async function closedLoop(ctx: BenchContext, tenants: Tenant[], workers: number, seconds: number) {
  const next = mixOf(tenants, workers);
  const tally = new Tally();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const outcome = await perform(ctx, next(), 0, start);
        tally.add(outcome, outcome.answeredAtMs);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { tally, perSecond: tally.answered / elapsed };
}

interface MemoryReading {
  rss: number;
  heap: number;
  external: number;
  afterFullGc: number;
}

const MEMORY_METRICS = {
  rss: 'process_resident_memory_bytes',
  heap: 'nodejs_heap_size_used_bytes',
  external: 'nodejs_external_memory_bytes',
  afterFullGc: 'nodejs_heap_used_after_full_gc_bytes',
} as const;

/** Each server's memory, from its `GET /metrics`. */
async function readMemory(ctx: BenchContext): Promise<Record<App, MemoryReading>> {
  const entries = await Promise.all(
    APPS.map(async (app) => {
      const answer = await http(ctx.stack.ports[app], 'GET', '/metrics', undefined, {}, REQUEST_TIMEOUT_MS);
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(answer.text)?.[1]);
      const reading = {
        rss: value(MEMORY_METRICS.rss),
        heap: value(MEMORY_METRICS.heap),
        external: value(MEMORY_METRICS.external),
        afterFullGc: value(MEMORY_METRICS.afterFullGc),
      };
      const missing = Object.values(MEMORY_METRICS).filter((name) => !Number.isFinite(value(name)));
      if (missing.length) throw new Error(`${app} /metrics serves no ${missing.join(', ')}`);
      return [app, reading] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<App, MemoryReading>;
}

async function seedTenants(ctx: BenchContext): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  for (const spec of TENANTS) {
    const tokens = ctx.stack.tokens[spec.account];
    if (!tokens?.length) throw new Error(`soak: the stack has no account "${spec.account}"`);
    const api = gatewayEndpoint(ctx.stack, tokens[0]);
    const { me } = await api.data<{ me: { id: string } }>('{ me { id } }');
    const items = Math.max(50, Math.round(ctx.config.soakItems / spec.share));
    log(`  soak: seeding a ${items}-item board for account ${spec.account}`);
    const { board } = await seedBoard(
      { ...ctx, api, token: tokens[0], userId: me.id },
      { ...SMALL_BOARD, name: `Soak ${spec.account}`, items },
    );
    tenants.push({
      account: spec.account,
      weight: spec.weight,
      tokens,
      userId: me.id,
      boardId: board.id,
      items: [...board.itemIds],
      made: [],
      cursors: [],
      sequence: 0,
    });
  }
  return tenants;
}

const MB = 1024 * 1024;
const basisLabel = (growth: Growth) =>
  growth.basis === 'after full collections' ? 'after a full collection' : 'used, least in a third';
const grouped = (value: number) => value.toLocaleString('en-US');
const mb = (bytes: number) => round(bytes / MB, 1);

export async function soak(ctx: BenchContext): Promise<ScenarioResult> {
  const { soakSeconds: seconds, soakWarmupSeconds: warmupSeconds, soakProbeSeconds } = ctx.config;
  const tenants = await seedTenants(ctx);

  log(`  soak: capacity of the mix, ${PROBE_CONNECTIONS} users closed-loop for ${soakProbeSeconds} s`);
  const capacity = await closedLoop(ctx, tenants, PROBE_CONNECTIONS, soakProbeSeconds);
  await waitForQuiet(ctx.stack.pids(), 120_000, ctx.idleCpu);
  const floorSeconds = Math.max(5, Math.round(soakProbeSeconds / 2));
  log(`  soak: the mix one request at a time for ${floorSeconds} s`);
  const unloaded = await closedLoop(ctx, tenants, 1, floorSeconds);
  await waitForQuiet(ctx.stack.pids(), 120_000, ctx.idleCpu);

  const rate = ctx.config.soakRate || Math.max(0.5, round(capacity.perSecond * RATE_FRACTION, 1));
  const warmupMs = warmupSeconds * 1000;
  const endMs = warmupMs + seconds * 1000;
  const sampleEveryMs = Math.max(500, Math.min(5_000, (seconds * 1000) / 12));
  log(
    `  soak: ${rate} req/s open-loop (capacity ${round(capacity.perSecond, 1)} req/s), ` +
      `${warmupSeconds} s warm-up, then ${seconds} s measured`,
  );

  const next = mixOf(tenants, 1);
  const warmup = new Tally();
  const measured = new Tally();
  let answeredInPeriod = 0;
  const memory: Array<{ atMs: number; reading: Record<App, MemoryReading> }> = [];
  const pagesBefore = await readMetrics(ctx.stack);
  const cpuBefore = cpuSeconds(ctx.stack.pids());
  let loopDone = false;
  const runStart = performance.now();
  let loadAtStart = 0;
  const sampling = (async () => {
    await sleep(warmupMs);
    loadAtStart = loadavg()[0];
    // Each sample is timed from the start of the measured period; the last one comes after the drain.
    for (let at = 0; at <= seconds * 1000 && !loopDone; at += sampleEveryMs) {
      await sleep(runStart + warmupMs + at - performance.now());
      memory.push({ atMs: at, reading: await readMemory(ctx) });
    }
  })();
  const loop = await openLoop({
    rate,
    seconds: warmupSeconds + seconds,
    maxInFlight: MAX_IN_FLIGHT,
    fire: async (_n, scheduledMs, lateMs) => {
      const outcome = await perform(ctx, next(), lateMs, runStart);
      if (scheduledMs < warmupMs) return warmup.add(outcome, scheduledMs);
      measured.add(outcome, scheduledMs - warmupMs);
      if (outcome.answeredAtMs <= endMs) answeredInPeriod += 1;
    },
  });
  loopDone = true;
  const loadAtEnd = loadavg()[0];
  await sampling;
  const drainedMs = performance.now() - runStart - endMs;
  const cpu = cpuDelta(cpuBefore, cpuSeconds(ctx.stack.pids()));
  const elapsedSeconds = (performance.now() - runStart) / 1000;
  memory.push({ atMs: seconds * 1000 + drainedMs, reading: await readMemory(ctx) });
  const pagesAfter = await readMetrics(ctx.stack);

  const sent = measured.answered;
  const latency = measured.latency();
  const floor = unloaded.tally.latency();
  const minutes = perWindow(measured.timed, 60_000);
  const growth = Object.fromEntries(
    APPS.map((app) => {
      const readings = memory.map(({ atMs, reading }) => ({ atMs, ...reading[app] }));
      const heap = heapGrowth(
        readings.map(({ atMs, heap: heapUsed, afterFullGc }) => ({ atMs, heapUsed, afterFullGc })),
      );
      const rss = leastReadings(readings.map(({ atMs, rss: bytes }) => ({ atMs, bytes })));
      return [app, { heap, rss }] as const;
    }),
  ) as Record<App, { heap: Growth; rss: Omit<Growth, 'collections'> }>;
  const firstPages = (kind: 'reused' | 'computed') => {
    const key = `workapi_items_page_first_pages_total{snapshot="${kind}"}`;
    return (pagesAfter.items[key] ?? 0) - (pagesBefore.items[key] ?? 0);
  };
  const serverCpu = Object.entries(cpu)
    .filter(([group]) => group !== 'bench')
    .reduce((sum, [, used]) => sum + used, 0);
  const limit = GROWTH_LIMIT * 100;
  const cpuCount = cpus().length;

  const rows: Row[] = [
    info('floor: capacity of the mix, closed-loop', capacity.perSecond, 'req/s'),
    info('target rate (open-loop)', rate, 'req/s'),
    info('target rate / capacity', rate / capacity.perSecond),
    info('requests sent', sent),
    atLeast(
      'answered per second within the period',
      answeredInPeriod / seconds,
      round(rate * 0.95, 1),
      'req/s',
    ),
    exactly('errors (non-200, GraphQL errors, no answer)', measured.errors, 0),
    exactly('requests shed (200 unanswered at once)', loop.shed, 0),
    info('errors during the warm-up', warmup.errors),
    info('latency p50', latency.p50, 'ms'),
    info('latency p95', latency.p95, 'ms'),
    info('latency p99', latency.p99, 'ms'),
    ...minutes.flatMap(({ from, stats: window }) => {
      const label = `minute ${from / 60_000 + 1}${window.n < (rate * 60) / 2 ? ' (partial)' : ''}`;
      return [
        info(`${label}: p50`, window.p50, 'ms'),
        info(`${label}: p95`, window.p95, 'ms'),
        info(`${label}: p99`, window.p99, 'ms'),
      ];
    }),
    info('floor: one at a time, p50', floor.p50, 'ms'),
    info('latency p50 / floor', latency.p50 / floor.p50),
    info('most requests unanswered at once', loop.maxInFlight),
    info('generator lateness p99', loop.lateness.p99, 'ms'),
    info('server CPU per request', (serverCpu * 1000) / (sent + warmup.answered), 'ms'),
    info('server CPU busy, of the machine', (serverCpu / (cpuCount * elapsedSeconds)) * 100, '%'),
    ...APPS.flatMap((app) => [
      info(`${app}: heap ${basisLabel(growth[app].heap)}, first`, mb(growth[app].heap.first), 'MB'),
      info(`${app}: heap ${basisLabel(growth[app].heap)}, last`, mb(growth[app].heap.last), 'MB'),
      below(`${app}: heap growth`, growth[app].heap.growth * 100, limit, '%'),
      info(`${app}: RSS growth`, growth[app].rss.growth * 100, '%'),
    ]),
  ];
  const last = memory[memory.length - 1];
  const memoryTable = memory
    .filter((sample) => sample === last || sample.atMs % 15_000 < sampleEveryMs)
    .map(
      (sample) =>
        `${sample === last ? 'end' : `${round(sample.atMs / 1000, 0)} s`}: ` +
        APPS.map(
          (app) =>
            `${app} ${mb(sample.reading[app].heap)}/${mb(sample.reading[app].afterFullGc)}/${mb(sample.reading[app].rss)}`,
        ).join(', '),
    );
  const notes = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average (1 min) ` +
      `${round(loadAtStart)} when the measured period began and ${round(loadAtEnd)} when it ended, on ${cpuCount} cores ` +
      `(anything else running lowers the capacity floor and raises the latencies).`,
    `Memory, heap used / heap after the last full collection / RSS in MB, at the start of the measured period, every 15 s and after the last answer: ${memoryTable.join('; ')}.`,
    `Growth per process, read every ${round(sampleEveryMs / 1000, 1)} s: ` +
      APPS.map(
        (app) =>
          `${app} ${mb(growth[app].heap.first)} → ${mb(growth[app].heap.last)} MB heap ${basisLabel(growth[app].heap)} ` +
          `(${round(growth[app].heap.growth * 100, 1)} %, ${growth[app].heap.collections} full collections), ` +
          `${mb(growth[app].rss.first)} → ${mb(growth[app].rss.last)} MB RSS (least in the first and last thirds)`,
      ).join('; ') +
      '.',
    `Per operation (count, p50 / p95 ms): ` +
      measured
        .byOperation()
        .map(([operation, s]) => `${operation} ${s.n}, ${Math.round(s.p50)} / ${Math.round(s.p95)}`)
        .join('; ') +
      `. First pages: ${firstPages('computed')} computed from the items, ${firstPages('reused')} reusing a snapshot.`,
    `Floors: closed-loop ${capacity.tally.answered} requests (${capacity.tally.errors} errors), p50 ${capacity.tally.latency().p50} ms; ` +
      `one at a time ${unloaded.tally.answered} requests (${unloaded.tally.errors} errors).`,
    ...[...measured.failureLines(), ...warmup.failureLines().map((line) => `warm-up: ${line}`)].map(
      (line) => `Error: ${line}`,
    ),
  ];

  return {
    name: 'soak',
    title: `Soak: ${rate} requests/s of mixed reads and writes for ${seconds} s`,
    description:
      `Open-loop (each request leaves on schedule, whatever the previous answers take) at ${rate} requests/s ` +
      `(${ctx.config.soakRate ? 'set by SOAK_RATE' : `${round(RATE_FRACTION * 100, 0)} % of the floor`}; the floor is the capacity of ` +
      `the same mix measured closed-loop with ${PROBE_CONNECTIONS} users just before), ${warmupSeconds} s of warm-up then ` +
      `${seconds} s measured. Two accounts: a board of ${grouped(ctx.config.soakItems)} items with 5 values each, ` +
      `read and written by three users (three requests in four), and one of ` +
      `${grouped(Math.round(ctx.config.soakItems / TENANTS[1].share))} items by two. The mix: ` +
      `${OPERATIONS.map((operation) => `${operation} ${MIX[operation]} %`).join(', ')} ` +
      `(first pages of 25 by board and of 50 filtered and ordered, next pages by cursor, items(ids) and boards(ids) with ` +
      `column values, create_item with 5 values, change_column_value, change_multiple_column_values, duplicate_item, ` +
      `archive_item of the soak's own items). An error is any non-200, any GraphQL error, a missing answer or one ` +
      `without the expected data. Latency runs from when a request was due. Memory is read from each server's ` +
      `GET /metrics. Heap used saws between collections, so a server grew when its heap right after the last full ` +
      `collection of the period is ${limit} % or more above its heap after the first (at least a third of the period ` +
      `apart); a server that collected less than that is judged on its least heap used over the last third of the ` +
      `readings against the least over the first.`,
    rows,
    notes,
    details: {
      rate,
      seconds,
      warmupSeconds,
      loadAverage: { start: round(loadAtStart), end: round(loadAtEnd) },
      mix: MIX,
      capacity: { perSecond: round(capacity.perSecond), latency: capacity.tally.latency() },
      unloaded: {
        perSecond: round(unloaded.perSecond),
        latency: floor,
        byOperation: unloaded.tally.byOperation(),
      },
      loop: { ...loop, drainedMs: round(drainedMs) },
      answeredInPeriod,
      errors: Object.fromEntries(measured.failures),
      warmupErrors: Object.fromEntries(warmup.failures),
      latency,
      perMinute: minutes,
      byOperation: measured.byOperation(),
      firstPages: { computed: firstPages('computed'), reused: firstPages('reused') },
      cpu,
      memory,
      growth,
    },
  };
}
