import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

// What an operator sees: each process's `GET /metrics` after real traffic, and the traces the
// stack sends to an OTLP/HTTP collector when, and only when, the standard variables ask for them.

const STACK_START_MS = 180_000;
const ITEMS = ['Alpha', 'Beta', 'Gamma'];

type Labels = Record<string, string>;
interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

/** Every sample a process serves at `/metrics`, its labels parsed. */
async function scrape(port: number): Promise<Sample[]> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The sum of the samples named `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Labels = {}): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** A stand-in OpenTelemetry collector: keeps every OTLP/HTTP JSON export it is sent. */
async function startCollector(): Promise<{ server: Server; url: string; exports: unknown[] }> {
  const exports: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') exports.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: Array<{ key: string; value: { stringValue?: string } }>;
}
interface Span extends OtlpSpan {
  service: string;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

/** Every span exported, with the service that recorded it. */
function spansOf(exports: unknown[]): Span[] {
  return (exports as OtlpExport[]).flatMap((sent) =>
    sent.resourceSpans.flatMap(({ resource, scopeSpans }) => {
      const service = resource.attributes.find((entry) => entry.key === 'service.name')?.value.stringValue;
      return scopeSpans.flatMap(({ spans }) => spans.map((span) => ({ ...span, service: service ?? '' })));
    }),
  );
}

async function newBoardWithItems(client: GraphQLClient): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Observed", board_kind: public) { id } }',
  );
  for (const name of ITEMS) {
    await client.data('mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }', {
      b: create_board.id,
      n: name,
    });
  }
  return create_board.id;
}

const BOARD = 'query ($b: [ID!]) { boards(ids: $b) { id name } }';
// Two of three items: the first page keeps a snapshot of all three for the next.
const PAGE = 'query ($b: [ID!]) { boards(ids: $b) { id items_page(limit: 2) { cursor items { id name } } } }';

describe('GET /metrics after real traffic, with tracing off', () => {
  let env: TestStack;
  let acme: GraphQLClient;
  let board: string;
  // Where traces would go if tracing were on regardless (a signal-specific endpoint does not turn it on).
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    env = await startTestStack([{ name: 'acme' }], {
      COMPLEXITY_MAX_PER_QUERY: '100000',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    });
    acme = env.clients.acme;
    board = await newBoardWithItems(acme);
  }, STACK_START_MS);

  afterAll(async () => {
    await env?.stop();
    collector?.server.close();
  });

  it('counts and times requests by operation type, first root field and outcome, and rejections by limit', async () => {
    const before = await scrape(env.ports.gateway);
    await acme.data('query Whatever { me { id } }');
    await acme.data(BOARD, { b: [board] });
    // invalid: a field the schema does not have
    expect((await acme.request('{ nope }')).body.errors?.[0].extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    // unauthenticated
    expect((await env.anonymous.request('{ me { id } }')).status).toBe(401);
    // rejected by a shape limit: more aliases than allowed
    const aliases = Array.from({ length: 101 }, (_, index) => `a${index}: me { id }`).join(' ');
    expect((await acme.request(`{ ${aliases} }`)).body.errors?.[0].extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    // rejected by the parser's token limit, a shape limit too
    expect(
      (await acme.request(`{ ${'__typename '.repeat(15_001)} }`)).body.errors?.[0].extensions?.code,
    ).toBe('GRAPHQL_PARSE_FAILED');
    // rejected by the complexity limit per query
    const dear =
      'query { boards(limit: 100) { items_page(limit: 500) { items { column_values { id text } } } } }';
    expect((await acme.request(dear)).body.errors?.[0].extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    // rejected: one address sending unknown tokens, past the 20 a minute looked up
    const guesses: number[] = [];
    for (let guess = 0; guess < 21; guess += 1) {
      const token = randomBytes(8).toString('hex');
      guesses.push((await env.anonymous.request('{ me { id } }', undefined, { token })).status);
    }
    expect(guesses).toEqual([...Array(20).fill(401), 429]);
    const after = await scrape(env.ports.gateway);

    const grew = (name: string, labels: Labels) => total(after, name, labels) - total(before, name, labels);
    const requests = 'workapi_graphql_requests_total';
    expect(grew(requests, { operation_type: 'query', root_field: 'me', outcome: 'ok' })).toBe(1);
    expect(grew(requests, { operation_type: 'query', root_field: 'boards', outcome: 'ok' })).toBe(1);
    // the client's operation name is no label: series stay bounded by the schema
    expect(after.some((sample) => Object.values(sample.labels).includes('Whatever'))).toBe(false);
    expect(grew(requests, { operation_type: 'unknown', root_field: 'unknown', outcome: 'invalid' })).toBe(1);
    expect(grew(requests, { outcome: 'unauthenticated' })).toBe(1 + 20);
    expect(grew(requests, { operation_type: 'query', root_field: 'boards', outcome: 'rejected' })).toBe(1);
    expect(grew(requests, { outcome: 'rejected' })).toBe(2 + 1 + 1);
    expect(grew('workapi_rejections_total', { reason: 'shape' })).toBe(2);
    expect(grew('workapi_rejections_total', { reason: 'complexity_max' })).toBe(1);
    expect(grew('workapi_rejections_total', { reason: 'token_flood' })).toBe(1);
    expect(grew('workapi_rejections_total', { reason: 'budget' })).toBe(0);

    const durations = 'workapi_graphql_request_duration_seconds_count';
    expect(grew(durations, { root_field: 'me', outcome: 'ok' })).toBe(1);
    expect(
      grew('workapi_graphql_request_duration_seconds_sum', { root_field: 'boards', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    // the page was charged: one observation of its settled cost
    expect(grew('workapi_complexity_cost_count', { operation_type: 'query', root_field: 'boards' })).toBe(1);
    expect(grew('workapi_complexity_cost_sum', { root_field: 'boards' })).toBeGreaterThan(0);
    // the gateway's fetches to the subgraphs, answered
    expect(
      grew('workapi_internal_call_duration_seconds_count', { target: 'boards', outcome: 'ok' }),
    ).toBeGreaterThan(0);
  });

  it('has each subgraph count its own requests, the items subgraph its snapshots, every process its stores', async () => {
    const before = await scrape(env.ports.items);
    await acme.data(PAGE, { b: [board] });
    const [gateway, boards, items, columns] = await Promise.all(
      [env.ports.gateway, env.ports.boards, env.ports.items, env.ports.columns].map(scrape),
    );

    // items_page is the items subgraph's field on Board: the gateway asks it through _entities
    const grew = (name: string, labels: Labels) => total(items, name, labels) - total(before, name, labels);
    expect(grew('workapi_subgraph_requests_total', { root_field: '_entities', outcome: 'ok' })).toBe(1);
    expect(grew('workapi_items_page_first_pages_total', { snapshot: 'computed' })).toBe(1);
    expect(grew('workapi_cursor_snapshots_total', {})).toBe(1);
    // 6 bytes an item id
    expect(grew('workapi_cursor_snapshot_bytes_sum', {})).toBe(6 * ITEMS.length);
    expect(
      total(boards, 'workapi_subgraph_requests_total', { root_field: 'boards', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    // each process serves its own series: no subgraph answered a client, the gateway no subgraph request
    expect(total(gateway, 'workapi_subgraph_requests_total')).toBe(0);
    for (const subgraph of [boards, items, columns])
      expect(total(subgraph, 'workapi_graphql_requests_total')).toBe(0);

    // databases and Redis, timed by command
    expect(total(boards, 'workapi_db_operation_duration_seconds_count', { op: 'insert' })).toBeGreaterThan(0);
    expect(grew('workapi_db_operation_duration_seconds_count', {})).toBeGreaterThan(0);
    expect(grew('workapi_db_operation_duration_seconds_sum', {})).toBeGreaterThan(0);
    expect(total(items, 'workapi_db_errors_total')).toBe(0);
    expect(total(gateway, 'workapi_redis_command_duration_seconds_count')).toBeGreaterThan(0);
    expect(total(items, 'workapi_redis_command_duration_seconds_count', { command: 'set' })).toBeGreaterThan(
      0,
    );
    expect(total(gateway, 'workapi_redis_errors_total')).toBe(0);
    for (const process of [gateway, boards, items, columns])
      expect(total(process, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
  });

  it('sends no trace when no OTLP endpoint or trace exporter is configured', async () => {
    await acme.data(PAGE, { b: [board] });
    // Stopping flushes whatever a running SDK would still hold.
    await env.stop();
    expect(collector.exports).toEqual([]);
  });
});

describe('OpenTelemetry traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  let env: TestStack;
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    env = await startTestStack([{ name: 'acme', users: 2 }], {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    });
  }, STACK_START_MS);

  afterAll(async () => {
    await env?.stop();
    collector?.server.close();
  });

  it('follows one request from the gateway into the subgraphs and their internal calls, under one trace id', async () => {
    const board = await newBoardWithItems(env.clients.acme);
    // A token not used yet: the gateway looks it up with an internal call to the boards subgraph.
    const second = env.clients.acme.withToken(env.tokens.acme[1]);
    const { boards } = await second.data<{
      boards: Array<{ items_page: { items: Array<{ name: string }> } }>;
    }>(PAGE, { b: [board] });
    // Signed subgraph requests still pass their checks with the traceparent header added.
    expect(boards[0].items_page.items.map((item) => item.name)).toEqual(ITEMS.slice(0, 2));
    // Stopping flushes the spans each process still holds.
    await env.stop();

    const spans = spansOf(collector.exports);
    const page = spans.find((span) => span.service === 'gateway' && span.name === 'query boards');
    expect(page).toBeDefined();
    const trace = spans.filter((span) => span.traceId === page!.traceId);
    const services = new Set(trace.map((span) => span.service));
    expect(services).toContain('gateway');
    expect(['boards', 'items', 'columns'].filter((name) => services.has(name)).length).toBeGreaterThanOrEqual(
      2,
    );
    // a subgraph's span continues one of the gateway's: the traceparent crossed the process boundary
    const gatewaySpans = new Set(
      trace.filter((span) => span.service === 'gateway').map((span) => span.spanId),
    );
    expect(
      trace.some((span) => span.service !== 'gateway' && gatewaySpans.has(span.parentSpanId ?? '')),
    ).toBe(true);
    // the token lookup, an internal call, is part of the same trace, served by the boards subgraph
    const path = (span: Span) =>
      span.attributes?.find((entry) => ['url.path', 'http.target'].includes(entry.key))?.value.stringValue ??
      '';
    expect(trace.some((span) => span.service === 'boards' && path(span).startsWith('/internal/'))).toBe(true);
    // and each subgraph recorded the operation it served
    expect(trace.some((span) => span.service === 'items' && span.name === 'query _entities')).toBe(true);
  });
});
