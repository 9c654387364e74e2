// Shared pieces of the bench: timed HTTP over keep-alive sockets, statistics, the store the
// floors read straight through the driver, /metrics and /proc readings, and the result rows.
import { Agent, request as httpRequest } from 'node:http';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Db, Document, MongoClient } from 'mongodb';
import { signedHeaders, type Caller } from '@workapi/internal';
import type { TestStack } from '@workapi/testing';

export const SCENARIOS = [
  'ingest',
  'page500',
  'pointReads',
  'lookupByValue',
  'aggregate',
  'duplicate',
  'fullWalk',
  'roundTrips',
  'throughput',
  'gatewayOverhead',
  'soak',
  'rollingRestart',
  'activityLogs',
  'upload',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
export type App = 'gateway' | 'boards' | 'items' | 'columns';
export const APPS: App[] = ['gateway', 'boards', 'items', 'columns'];

export const log = (message: string) => console.log(`[bench] ${message}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${raw} is not a positive number`);
  return Math.floor(value);
}

// ---------------------------------------------------------------------------------------------
// Statistics

export interface Stats {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles; numbers rounded to 0.01. */
export function stats(samples: number[]): Stats {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    n: sorted.length,
    min: round(sorted[0]),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
  };
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** Runs `work` `warmup` times unmeasured, then `reps` times measured (one after the other). */
export async function measure(warmup: number, reps: number, work: (rep: number) => Promise<unknown>) {
  for (let rep = 0; rep < warmup; rep += 1) await work(-1 - rep);
  const samples: number[] = [];
  for (let rep = 0; rep < reps; rep += 1) samples.push((await timed(() => work(rep))).ms);
  return stats(samples);
}

// ---------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent, so timings hold the server's work and not connection setup.

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpAnswer {
  status: number;
  text: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

export function http(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
  timeoutMs = 300_000,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - start,
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export interface GraphQLErrorEntry {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResult<T> {
  status: number;
  data: T | null;
  errors: GraphQLErrorEntry[];
  ms: number;
}

/** An answer whose errors all say the data was temporarily unavailable (contract, section 4). */
function retryable(answer: GraphQLResult<unknown>): boolean {
  return (
    answer.status === 503 ||
    (answer.errors.length > 0 &&
      answer.errors.every((error) => /temporarily unavailable/i.test(error.message)))
  );
}

/** A GraphQL endpoint spoken to over the keep-alive agent. */
export class Endpoint {
  constructor(
    readonly port: number,
    private readonly headers: () => Record<string, string>,
    private readonly signWith?: (body: string) => Record<string, string>,
  ) {}

  async request<T>(
    query: string,
    variables?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    const body = JSON.stringify(variables ? { query, variables } : { query });
    const headers = { ...this.headers(), ...(this.signWith ? this.signWith(body) : {}), ...extraHeaders };
    const answer = await http(this.port, 'POST', '/graphql', body, headers);
    let parsed: { data?: T | null; errors?: GraphQLErrorEntry[] };
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = { errors: [{ message: `HTTP ${answer.status}: ${answer.text.slice(0, 200)}` }] };
    }
    return { status: answer.status, data: parsed.data ?? null, errors: parsed.errors ?? [], ms: answer.ms };
  }

  /** Throws on any error: for steps whose answer the bench needs. */
  async data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    let answer = await this.request<T>(query, variables);
    // A read the API says may be retried (a subgraph briefly unreachable on a busy machine) is
    // asked again a few times, as a client would; a mutation never is, since it may have run.
    const read = !/^\s*mutation\b/.test(query);
    for (let attempt = 1; read && attempt <= 3 && retryable(answer); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      answer = await this.request<T>(query, variables);
    }
    if (answer.status !== 200 || answer.errors.length > 0 || !answer.data) {
      throw new Error(
        `operation failed (HTTP ${answer.status}): ${JSON.stringify(answer.errors).slice(0, 500)}\n  ${query.slice(0, 200)}`,
      );
    }
    return answer.data;
  }
}

export function gatewayEndpoint(stack: TestStack, token: string): Endpoint {
  return new Endpoint(stack.ports.gateway, () => ({ authorization: token }));
}

/** A subgraph called directly, signed with the internal secret, as the gateway would call it. */
export function subgraphEndpoint(
  stack: TestStack,
  app: Exclude<App, 'gateway'>,
  identity: { caller: Caller; apiVersion: string },
): Endpoint {
  return new Endpoint(
    stack.ports[app],
    () => ({}),
    (body) =>
      signedHeaders(
        { method: 'POST', path: '/graphql', target: app, body },
        {
          secret: stack.internalSecret,
          caller: identity.caller,
          apiVersion: identity.apiVersion,
        },
      ),
  );
}

/** Resolves an API token to its caller the way the gateway does (signed /internal/authenticate). */
export async function callerOf(stack: TestStack, token: string): Promise<Caller> {
  const body = JSON.stringify({ token });
  const answer = await http(
    stack.ports.boards,
    'POST',
    '/internal/authenticate',
    body,
    signedHeaders(
      { method: 'POST', path: '/internal/authenticate', target: 'boards', body },
      { secret: stack.internalSecret },
    ),
  );
  if (answer.status !== 200)
    throw new Error(`/internal/authenticate answered ${answer.status}: ${answer.text}`);
  const caller = (JSON.parse(answer.text) as { result: Caller | null }).result;
  if (!caller) throw new Error('the bench token resolves to no caller');
  return caller;
}

// ---------------------------------------------------------------------------------------------
// /metrics and /proc

/** `metric{labels}` → value, for the workapi_* counters of one process. */
export type MetricSample = Record<string, number>;

export async function readMetrics(stack: TestStack): Promise<Record<App, MetricSample>> {
  const entries = await Promise.all(
    APPS.map(async (app) => {
      const answer = await http(stack.ports[app], 'GET', '/metrics');
      if (answer.status !== 200) throw new Error(`${app} /metrics answered ${answer.status}`);
      const sample: MetricSample = {};
      for (const line of answer.text.split('\n')) {
        if (!line.startsWith('workapi_')) continue;
        const match = /^(\S+?)(\{.*\})?\s+(\S+)$/.exec(line);
        if (match) sample[`${match[1]}${match[2] ?? ''}`] = Number(match[3]);
      }
      return [app, sample] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<App, MetricSample>;
}

export interface ProcessCounts {
  db: number;
  /** Redis commands (`workapi_redis_command_duration_seconds_count`); a pipeline counts each command. */
  redis: number;
  /** The gateway's fetches from subgraphs (`workapi_internal_calls_total{name="graphql"}`). */
  fetches: number;
  /** Calls of a subgraph to another's internal endpoints. */
  internal: number;
  /** Non-zero counters, e.g. `db find` → 2, `internal 127.0.0.1:4002 graphql` → 1. */
  detail: Record<string, number>;
}

/** Counter changes per process; `targets` names the host:port labels (e.g. 127.0.0.1:4002 → items). */
export function diffMetrics(
  before: Record<App, MetricSample>,
  after: Record<App, MetricSample>,
  targets: Record<string, string> = {},
): Record<App, ProcessCounts> {
  const result = {} as Record<App, ProcessCounts>;
  for (const app of APPS) {
    const counts: ProcessCounts = { db: 0, redis: 0, fetches: 0, internal: 0, detail: {} };
    for (const [key, value] of Object.entries(after[app])) {
      const delta = value - (before[app][key] ?? 0);
      if (delta === 0) continue;
      const labels = Object.fromEntries(
        [...key.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]] as const),
      );
      if (key.startsWith('workapi_db_commands_total')) {
        counts.db += delta;
        counts.detail[`db ${labels.command}`] = (counts.detail[`db ${labels.command}`] ?? 0) + delta;
      } else if (key.startsWith('workapi_redis_command_duration_seconds_count')) {
        counts.redis += delta;
        counts.detail[`redis ${labels.command}`] = (counts.detail[`redis ${labels.command}`] ?? 0) + delta;
      } else if (key.startsWith('workapi_internal_calls_total')) {
        if (labels.name === 'graphql') counts.fetches += delta;
        else counts.internal += delta;
        counts.detail[`call ${labels.name} → ${targets[labels.target] ?? labels.target}`] = delta;
      }
    }
    result[app] = counts;
  }
  return result;
}

/** Peak (VmHWM) and current (VmRSS) resident memory of a process, in MB. */
export function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakMb: round(kb('VmHWM') / 1024, 1), rssMb: round(kb('VmRSS') / 1024, 1) };
}

/** Resets a process's peak RSS to its current RSS (Linux ≥ 4.0); false when not allowed. */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The store, read straight through the driver for the floors.

/**
 * Where the stack keeps column values: in the items' own documents (`embedded`), or, in layouts
 * before, one document per item (`item_values`) or per value (`column_values`) of the columns database.
 */
export type ValuesModel = 'embedded' | 'item_values' | 'column_values';

/** What a floor read got: the item documents, and how many value documents (or items holding values). */
export interface FloorRead {
  items: number;
  values: number;
}

export class Store {
  private constructor(
    readonly boards: Db,
    readonly items: Db,
    readonly columns: Db,
  ) {}

  static async open(mongo: MongoClient, prefix: string): Promise<Store> {
    const { databases } = await mongo.db().admin().listDatabases({ nameOnly: true });
    const find = (suffix: string) => {
      const name = databases.map((db) => db.name).find((candidate) => candidate === `${prefix}_${suffix}`);
      if (!name) throw new Error(`no database ${prefix}_${suffix} (have: ${databases.map((db) => db.name)})`);
      return mongo.db(name);
    };
    return new Store(find('boards'), find('items'), find('columns'));
  }

  private model?: ValuesModel;

  async valuesModel(): Promise<ValuesModel> {
    if (!this.model) {
      const names = (await this.columns.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      this.model = names.includes('item_values')
        ? 'item_values'
        : names.includes('column_values')
          ? 'column_values'
          : 'embedded';
    }
    return this.model;
  }

  /** How the floors read values, for the descriptions. */
  async describeValues(): Promise<string> {
    const model = await this.valuesModel();
    return model === 'embedded'
      ? 'values inside each item document'
      : `then their values (${model}) by ${model === 'item_values' ? '_id' : 'item_id'}`;
  }

  async boardById(id: string): Promise<Document | null> {
    return this.boards.collection('boards').findOne({ _id: id as never });
  }

  async itemById(id: string): Promise<Document | null> {
    return this.items.collection('items').findOne({ _id: id as never });
  }

  private async counted(items: Document[], values: () => Promise<Document[]>): Promise<FloorRead> {
    if ((await this.valuesModel()) === 'embedded') {
      return { items: items.length, values: items.filter((item) => item.cells ?? item.values).length };
    }
    return { items: items.length, values: (await values()).length };
  }

  /** One item and its values, as a point read needs them. */
  async itemWithValues(accountId: string, id: string): Promise<FloorRead> {
    const item = await this.itemById(id);
    return this.counted(item ? [item] : [], async (): Promise<Document[]> => {
      if ((await this.valuesModel()) !== 'item_values')
        return this.columns
          .collection('column_values')
          .find({ account_id: accountId, item_id: id })
          .toArray();
      const doc = await this.columns.collection('item_values').findOne({ _id: id as never });
      return doc ? [doc] : [];
    });
  }

  /** Items by id and their values, as a page needs them. */
  async itemsWithValues(accountId: string, ids: string[]): Promise<FloorRead> {
    const items = await this.items
      .collection('items')
      .find({ _id: { $in: ids as never[] } })
      .toArray();
    return this.counted(items, async () =>
      (await this.valuesModel()) === 'item_values'
        ? this.columns
            .collection('item_values')
            .find({ _id: { $in: ids as never[] } })
            .toArray()
        : this.columns
            .collection('column_values')
            .find({ account_id: accountId, item_id: { $in: ids } })
            .toArray(),
    );
  }

  /** Every item of a board and its values, as a full walk reads them. */
  async boardWithValues(accountId: string, boardId: string): Promise<FloorRead> {
    const items = await this.items
      .collection('items')
      .find({ account_id: accountId, board_id: boardId })
      .toArray();
    return this.counted(items, async () =>
      this.columns
        .collection(await this.valuesModel())
        .find({ account_id: accountId, board_id: boardId })
        .toArray(),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Results

export type Verdict = 'PASS' | 'MISS' | 'INFO';

export interface Row {
  metric: string;
  /** Human-readable target, e.g. "≥ 250"; absent for information rows. */
  target?: string;
  value: number | null;
  unit: string;
  verdict: Verdict;
}

export interface ScenarioResult {
  name: ScenarioName;
  title: string;
  /** What was measured, in a sentence or two (goes into BENCHMARKS.md). */
  description: string;
  rows: Row[];
  /** Every number behind the rows (samples summarised as Stats). */
  details: Record<string, unknown>;
  seconds?: number;
  /** Lines printed under the table (and in BENCHMARKS.md), e.g. a breakdown per process. */
  notes?: string[];
  /** CPU seconds each process group used during the scenario (see cpuSeconds). */
  cpu?: Record<string, number>;
}

export const info = (metric: string, value: number | null, unit = ''): Row => ({
  metric,
  value: value === null ? null : round(value),
  unit,
  verdict: 'INFO',
});

export function atMost(metric: string, value: number | null, max: number, unit = ''): Row {
  return {
    metric,
    target: `≤ ${max}${unit ? ` ${unit}` : ''}`,
    value: value === null ? null : round(value),
    unit,
    verdict: value !== null && value <= max ? 'PASS' : 'MISS',
  };
}

export function atLeast(metric: string, value: number | null, min: number, unit = ''): Row {
  return {
    metric,
    target: `≥ ${min}${unit ? ` ${unit}` : ''}`,
    value: value === null ? null : round(value),
    unit,
    verdict: value !== null && value >= min ? 'PASS' : 'MISS',
  };
}

export function below(metric: string, value: number | null, max: number, unit = ''): Row {
  return {
    metric,
    target: `< ${max}${unit ? ` ${unit}` : ''}`,
    value: value === null ? null : round(value),
    unit,
    verdict: value !== null && value < max ? 'PASS' : 'MISS',
  };
}

export function exactly(metric: string, value: number | null, expected: number, unit = ''): Row {
  return {
    metric,
    target: `= ${expected}${unit ? ` ${unit}` : ''}`,
    value,
    unit,
    verdict: value === expected ? 'PASS' : 'MISS',
  };
}

// ---------------------------------------------------------------------------------------------
// CPU time of the processes this bench started (the four servers and the provisioned stores).

let clockTicks = 0;
function ticksPerSecond(): number {
  if (!clockTicks) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/**
 * CPU seconds used so far by each group of this process's descendants: the servers by name, then
 * `ferretdb`, `postgres`, `redis` and `other` by command; `bench` is this process. A process's
 * reaped children are counted with it (short-lived PostgreSQL backends land in the postmaster).
 */
export function cpuSeconds(appPids: Record<App, number>): Record<string, number> {
  const byPid = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      byPid.set(Number(entry), { ppid: Number(fields[1]), comm, ticks });
    } catch {
      // The process exited while being read.
    }
  }
  const names = new Map<number, string>(Object.entries(appPids).map(([app, pid]) => [pid, app]));
  const groupOf = (pid: number, comm: string) =>
    names.get(pid) ??
    (comm.startsWith('ferretdb')
      ? 'ferretdb'
      : comm.startsWith('postgres')
        ? 'postgres'
        : comm.startsWith('redis')
          ? 'redis'
          : 'other');
  const descends = (pid: number) => {
    for (let at = byPid.get(pid)?.ppid; at && at > 1; at = byPid.get(at)?.ppid) {
      if (at === process.pid) return true;
    }
    return false;
  };
  const usage = process.cpuUsage();
  const result: Record<string, number> = { bench: (usage.user + usage.system) / 1e6 };
  for (const [pid, entry] of byPid) {
    if (!descends(pid)) continue;
    const group = groupOf(pid, entry.comm);
    result[group] = (result[group] ?? 0) + entry.ticks / ticksPerSecond();
  }
  return result;
}

/** CPU seconds each group used between two readings of `cpuSeconds`, rounded to `digits`. */
export function cpuDelta(
  before: Record<string, number>,
  after: Record<string, number>,
  digits = 1,
): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [group, value] of Object.entries(after)) {
    const used = round(value - (before[group] ?? 0), digits);
    if (used > 0) delta[group] = used;
  }
  return delta;
}

/** CPU seconds the servers and stores (not the bench) used between two readings. */
const serversCpu = (before: Record<string, number>, after: Record<string, number>) =>
  Object.entries(after)
    .filter(([group]) => group !== 'bench')
    .reduce((sum, [group, value]) => sum + value - (before[group] ?? 0), 0);

/** CPU seconds a second the servers and stores use over `ms` with no request: their floor when idle. */
export async function idleCpuOf(appPids: Record<App, number>, ms = 5_000): Promise<number> {
  const before = cpuSeconds(appPids);
  await sleep(ms);
  return serversCpu(before, cpuSeconds(appPids)) / (ms / 1000);
}

/** What the servers may use above their idle floor and still count as quiet. */
const QUIET_MARGIN = 0.1;

/**
 * Waits until the servers and stores are idle (no more than `idleCpu`, their floor with no request,
 * plus 0.1 CPU seconds per second between two readings a second apart), e.g. while they finish
 * requests a load test left behind. With a floor of 0 it waited for less than the stack ever uses
 * (its relays, pools and timers: about 0.3 here) and always ran out its `maxMs`.
 */
export async function waitForQuiet(appPids: Record<App, number>, maxMs: number, idleCpu: number) {
  const start = performance.now();
  let last = cpuSeconds(appPids);
  while (performance.now() - start < maxMs) {
    await sleep(1_000);
    const now = cpuSeconds(appPids);
    const busy = serversCpu(last, now);
    last = now;
    if (busy < idleCpu + QUIET_MARGIN) return { quiet: true, waitedMs: performance.now() - start };
  }
  return { quiet: false, waitedMs: performance.now() - start };
}
