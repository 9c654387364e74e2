// throughput: the realistic board (issue 28) read from 20 concurrent clients for 20 s (autocannon,
// loopback only), against the same load on the gateway's GET /health; with the CPU each process
// spent, and the database and Redis commands each server sent, per answer.
import autocannon from 'autocannon';
import {
  APPS,
  atLeast,
  atMost,
  cpuDelta,
  cpuSeconds,
  diffMetrics,
  exactly,
  http,
  info,
  log,
  readMetrics,
  round,
  waitForQuiet,
  type Row,
  type ScenarioResult,
} from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

interface Load {
  requestsPerSecond: number;
  requests: number;
  /** 2xx answers: what CPU per answer divides by. */
  answered: number;
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 200 answers carrying GraphQL errors. */
  graphqlErrors: number;
  seconds: number;
  /** CPU seconds each process group used during the run. */
  cpu: Record<string, number>;
}

async function load(
  ctx: BenchContext,
  options: { path: string; method: 'GET' | 'POST'; body?: string; seconds: number; connections?: number },
): Promise<Load> {
  const cpuBefore = cpuSeconds(ctx.stack.pids());
  const result = await autocannon({
    url: `http://127.0.0.1:${ctx.stack.ports.gateway}${options.path}`,
    method: options.method,
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json', authorization: ctx.token } : {},
    connections: options.connections ?? ctx.config.throughputConnections,
    duration: options.seconds,
    // A slow answer is waited for rather than abandoned and sent again, which would pile work up.
    timeout: Math.max(options.seconds, 10),
    verifyBody: options.body ? (body) => !String(body).includes('"errors"') : undefined,
  });
  return {
    requestsPerSecond: round(result.requests.average),
    requests: result.requests.total,
    answered: result['2xx'],
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    graphqlErrors: result.mismatches,
    seconds: result.duration,
    cpu: cpuDelta(cpuBefore, cpuSeconds(ctx.stack.pids())),
  };
}

/** The processes CPU per answer is reported for; `other` only appears if something else ran. */
const PROCESSES = ['gateway', 'boards', 'items', 'columns', 'ferretdb', 'postgres', 'redis', 'other'];

/** What the gateway says it enforces for the bench account: its RateLimit-Policy and the query's cost. */
async function limitsInForce(ctx: BenchContext, body: string) {
  const answer = await http(ctx.stack.ports.gateway, 'POST', '/graphql', body, { authorization: ctx.token });
  const parsed = JSON.parse(answer.text) as {
    data?: { boards: Array<{ items_page: { items: unknown[] } }> };
    extensions?: { complexity?: { query?: number } };
  };
  if (answer.status !== 200 || parsed.data?.boards[0]?.items_page.items.length !== 5)
    throw new Error(
      `throughput: the query answers no items (HTTP ${answer.status}): ${answer.text.slice(0, 300)}`,
    );
  return {
    policy: String(answer.headers['ratelimit-policy'] ?? ''),
    cost: parsed.extensions?.complexity?.query ?? null,
  };
}

export async function throughput(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'realistic');
  const seconds = ctx.config.throughputSeconds;
  const query = `{ boards(ids: ["${board.id}"]) { id name groups { id title } items_page(limit: 5) { cursor items { id name column_values { id text } } } } }`;
  const body = JSON.stringify({ query });
  const limits = await limitsInForce(ctx, body);

  log(`  throughput: ${seconds} s on /health, then a warm-up and ${seconds} s on /graphql`);
  await load(ctx, { path: '/health', method: 'GET', seconds: 3 });
  const health = await load(ctx, { path: '/health', method: 'GET', seconds });
  await load(ctx, { path: '/graphql', method: 'POST', body, seconds: 5, connections: 2 });
  await waitForQuiet(ctx.stack.pids(), 120_000, ctx.idleCpu);
  const metricsBefore = await readMetrics(ctx.stack);
  const graphql = await load(ctx, { path: '/graphql', method: 'POST', body, seconds });
  const targets = Object.fromEntries(APPS.map((app) => [`127.0.0.1:${ctx.stack.ports[app]}`, app]));
  const counts = diffMetrics(metricsBefore, await readMetrics(ctx.stack), targets);
  const failures = graphql.non2xx + graphql.errors + graphql.graphqlErrors;
  const answered = Math.max(graphql.answered, 1);

  const cpuMs = (group: string) => ((graphql.cpu[group] ?? 0) * 1000) / answered;
  const perProcess = Object.fromEntries(PROCESSES.map((group) => [group, round(cpuMs(group))]));
  const total = PROCESSES.reduce((sum, group) => sum + cpuMs(group), 0);
  const commands = Object.fromEntries(
    APPS.map((app) => [
      app,
      {
        db: round(counts[app].db / answered),
        redis: round(counts[app].redis / answered),
        detail: Object.fromEntries(
          Object.entries(counts[app].detail).map(([name, n]) => [name, round(n / answered, 3)]),
        ),
      },
    ]),
  );
  const perAnswer = (pick: 'db' | 'redis') => APPS.reduce((sum, app) => sum + commands[app][pick], 0);
  // The gateway has its judged row above; every other process is shown.
  const processRows: Row[] = PROCESSES.filter(
    (group) => group !== 'gateway' && (group !== 'other' || graphql.cpu.other),
  ).map((group) => info(`CPU per answer: ${group}`, cpuMs(group), 'ms'));

  const c = ctx.config.throughputConnections;
  const l = ctx.limits;
  return {
    name: 'throughput',
    title: `Throughput: ${c} concurrent clients on a realistic board`,
    description:
      `autocannon, ${c} connections for ${seconds} s against the gateway on 127.0.0.1 (after a 5 s warm-up), the load ` +
      `generator on the same machine: { boards(ids: [id]) { id name groups { id title } items_page(limit: 5) ` +
      `{ cursor items { id name column_values { id text } } } } } on the ${boardLabel(board)} shaped like real ones ` +
      `(the default columns plus text, numbers, long_text, email, link, checkbox, timeline and rating, every value ` +
      `set). Limits in force: RATE_LIMIT_PER_MINUTE=${l.rateLimitPerMinute} and ` +
      `COMPLEXITY_BUDGET_PER_MINUTE=${l.complexityBudgetPerMinute}, the account on the ${l.tier} tier ` +
      `(the gateway answered RateLimit-Policy: ${limits.policy || 'none'}; the query costs ${limits.cost ?? '?'} ` +
      `complexity points). CPU per answer: CPU seconds each process used during the run (/proc) over the 2xx ` +
      `answers; the load generator's own is not counted. Requests still unanswered when the time is up are not ` +
      `counted. Floor: the same load on the gateway's GET /health.`,
    rows: [
      atLeast('requests/s', graphql.requestsPerSecond, 300, 'req/s'),
      info('latency p50', graphql.latencyP50, 'ms'),
      info('latency p99', graphql.latencyP99, 'ms'),
      info('non-2xx answers', graphql.non2xx),
      info('connection errors (timeouts included)', graphql.errors),
      info('200 answers with GraphQL errors', graphql.graphqlErrors),
      exactly('failed requests', failures, 0),
      atMost('CPU per answer: all servers and stores', total, 6.5, 'ms'),
      atMost('CPU per answer: gateway', cpuMs('gateway'), 1.5, 'ms'),
      atMost('CPU per answer: ferretdb + postgres', cpuMs('ferretdb') + cpuMs('postgres'), 2.5, 'ms'),
      ...processRows,
      info('CPU per answer: the load generator (not counted)', cpuMs('bench'), 'ms'),
      info('database commands per answer', perAnswer('db')),
      info('Redis commands per answer', perAnswer('redis')),
      info('floor: GET /health requests/s', health.requestsPerSecond, 'req/s'),
      info('floor: GET /health latency p50', health.latencyP50, 'ms'),
      info('requests/s / floor', graphql.requestsPerSecond / health.requestsPerSecond),
    ],
    notes: APPS.filter((app) => Object.keys(commands[app].detail).length > 0).map(
      (app) =>
        `Per answer, ${app} sent: ` +
        Object.entries(commands[app].detail)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ') +
        '.',
    ),
    details: {
      query,
      connections: c,
      limits: { ...l, policy: limits.policy, queryCost: limits.cost },
      cpuMsPerAnswer: { ...perProcess, total: round(total) },
      commandsPerAnswer: commands,
      graphql,
      health,
    },
  };
}
