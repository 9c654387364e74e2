// throughput: a small board read from 20 concurrent clients for 30 s (autocannon, loopback only),
// against the same load on the gateway's GET /health.
import autocannon from 'autocannon';
import {
  atLeast,
  cpuDelta,
  cpuSeconds,
  exactly,
  info,
  log,
  round,
  waitForQuiet,
  type ScenarioResult,
} from './common';
import { boardLabel, needBoard, type BenchContext } from './context';

interface Load {
  requestsPerSecond: number;
  requests: number;
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

export async function throughput(ctx: BenchContext): Promise<ScenarioResult> {
  const board = needBoard(ctx, 'large');
  const seconds = ctx.config.throughputSeconds;
  const query = `{ boards(ids: ["${board.id}"]) { id name groups { id title } items_page(limit: 5) { cursor items { id name column_values { id text } } } } }`;
  const body = JSON.stringify({ query });
  const check = await ctx.api.data<{ boards: Array<{ items_page: { items: unknown[] } }> }>(query);
  if (check.boards[0].items_page.items.length !== 5)
    throw new Error('throughput: the query answers no items');

  log(`  throughput: ${seconds} s on /health, then a warm-up and ${seconds} s on /graphql`);
  await load(ctx, { path: '/health', method: 'GET', seconds: 3 });
  const health = await load(ctx, { path: '/health', method: 'GET', seconds });
  await load(ctx, { path: '/graphql', method: 'POST', body, seconds: 5, connections: 2 });
  await waitForQuiet(ctx.stack.pids(), 120_000);
  const graphql = await load(ctx, { path: '/graphql', method: 'POST', body, seconds });
  const failures = graphql.non2xx + graphql.errors + graphql.graphqlErrors;
  const c = ctx.config.throughputConnections;
  return {
    name: 'throughput',
    title: `Throughput: ${c} concurrent clients`,
    description:
      `autocannon, ${c} connections for ${seconds} s against the gateway on 127.0.0.1 (after a 5 s warm-up), the load ` +
      `generator on the same machine: { boards(ids: [id]) { id name groups { id title } items_page(limit: 5) ` +
      `{ cursor items { id name column_values { id text } } } } } on the ${boardLabel(board)}. ` +
      `Requests still unanswered when the time is up are not counted. Floor: the same load on the gateway's GET /health.`,
    rows: [
      atLeast('requests/s', graphql.requestsPerSecond, 300, 'req/s'),
      info('latency p50', graphql.latencyP50, 'ms'),
      info('latency p99', graphql.latencyP99, 'ms'),
      info('non-2xx answers', graphql.non2xx),
      info('connection errors (timeouts included)', graphql.errors),
      info('200 answers with GraphQL errors', graphql.graphqlErrors),
      exactly('failed requests', failures, 0),
      info(
        'server CPU per /graphql answer',
        (Object.entries(graphql.cpu)
          .filter(([group]) => group !== 'bench')
          .reduce((sum, [, seconds]) => sum + seconds, 0) *
          1000) /
          Math.max(graphql.requests, 1),
        'ms',
      ),
      info('floor: GET /health requests/s', health.requestsPerSecond, 'req/s'),
      info('floor: GET /health latency p50', health.latencyP50, 'ms'),
      info('requests/s / floor', graphql.requestsPerSecond / health.requestsPerSecond),
    ],
    details: { query, connections: c, graphql, health },
  };
}
