import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { bindCounter, bindHistogram, seriesBy } from './series';

/**
 * Everything a process measures, served at its `GET /metrics` (Prometheus text). Declared here in
 * one catalogue, so the dashboard (docs/grafana-dashboard.json) is checked against it; each
 * process fills only those that concern it (the gateway prices, the items subgraph makes
 * snapshots). Labels take their values from bounded sets only (README, Observability): root field
 * names of the schema, never the client's operation names.
 */
export const metricsRegistry = new Registry();

/** Seconds, from a fraction of a millisecond (a Redis GET) to a request at its subgraph timeout. */
const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** `query`, `mutation` or `unknown` (not resolved), the first root field (`unknown` likewise), and the outcome. */
const OPERATION_LABELS = ['operation_type', 'root_field', 'outcome'] as const;

export const graphqlRequests = new Counter({
  name: 'workapi_graphql_requests_total',
  help: 'GraphQL requests the gateway answered, by operation type, first root field and outcome',
  labelNames: OPERATION_LABELS,
  registers: [metricsRegistry],
});

export const graphqlRequestDuration = new Histogram({
  name: 'workapi_graphql_request_duration_seconds',
  help: 'Time from the start of a GraphQL request at the gateway to its answer',
  labelNames: OPERATION_LABELS,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const complexityCost = new Histogram({
  name: 'workapi_complexity_cost',
  help: 'Complexity points charged for each executed operation, once settled (unused estimate refunded)',
  labelNames: ['operation_type', 'root_field'] as const,
  buckets: [1, 10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000],
  registers: [metricsRegistry],
});

export const REJECTION_REASONS = [
  'budget',
  'rate',
  'concurrency',
  'text_pace',
  'complexity_max',
  'token_flood',
  'shape',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const rejections = new Counter({
  name: 'workapi_rejections_total',
  help: 'Requests the gateway refused to protect itself or an account, by limit',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const uploadBytes = new Counter({
  name: 'workapi_upload_bytes_total',
  help: 'Bytes of uploaded files the gateway stored',
  registers: [metricsRegistry],
});

export const uploadFailures = new Counter({
  name: 'workapi_upload_failures_total',
  help: 'Multipart uploads the gateway did not store, by reason (too_large, invalid, failed)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const subgraphRequests = new Counter({
  name: 'workapi_subgraph_requests_total',
  help: 'GraphQL requests a subgraph answered, by operation type, first root field and outcome',
  labelNames: OPERATION_LABELS,
  registers: [metricsRegistry],
});

export const subgraphRequestDuration = new Histogram({
  name: 'workapi_subgraph_request_duration_seconds',
  help: 'Time a subgraph took to answer a GraphQL request',
  labelNames: OPERATION_LABELS,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const internalCalls = new Counter({
  name: 'workapi_internal_calls_total',
  help: 'Calls to another service of the product: signed internal endpoints and subgraph fetches',
  labelNames: ['target', 'name'] as const,
  registers: [metricsRegistry],
});

export const internalCallDuration = new Histogram({
  name: 'workapi_internal_call_duration_seconds',
  help: 'Time until another service answered a call (ok), refused it (refused: a 4xx) or failed (failed)',
  labelNames: ['target', 'name', 'outcome'] as const,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const databaseCommands = new Counter({
  name: 'workapi_db_commands_total',
  help: 'Commands sent to MongoDB (or FerretDB), by command name and collection',
  labelNames: ['command', 'collection'] as const,
  registers: [metricsRegistry],
});

export const databaseDuration = new Histogram({
  name: 'workapi_db_operation_duration_seconds',
  help: 'Time MongoDB (or FerretDB) took to answer a command, by command name, failures included',
  labelNames: ['op'] as const,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const databaseErrors = new Counter({
  name: 'workapi_db_errors_total',
  help: 'Commands MongoDB (or FerretDB) failed or could not be sent, by command name',
  labelNames: ['op'] as const,
  registers: [metricsRegistry],
});

export const redisDuration = new Histogram({
  name: 'workapi_redis_command_duration_seconds',
  help: 'Time Redis took to answer a command, by command name, failures included',
  labelNames: ['command'] as const,
  buckets: SECONDS,
  registers: [metricsRegistry],
});

export const redisErrors = new Counter({
  name: 'workapi_redis_errors_total',
  help: 'Redis commands that failed or were refused while Redis was away, by command name',
  labelNames: ['command'] as const,
  registers: [metricsRegistry],
});

export const cursorSnapshots = new Counter({
  name: 'workapi_cursor_snapshots_total',
  help: 'Snapshots of item ids made for items_page iterations (items subgraph)',
  registers: [metricsRegistry],
});

export const cursorSnapshotBytes = new Histogram({
  name: 'workapi_cursor_snapshot_bytes',
  help: 'Size of each snapshot stored in Redis, in bytes (6 per item)',
  buckets: [64, 256, 1_024, 4_096, 16_384, 65_536, 262_144, 1_048_576, 4_194_304, 16_777_216],
  registers: [metricsRegistry],
});

export const firstPages = new Counter({
  name: 'workapi_items_page_first_pages_total',
  help: 'First pages of items_page, by whether their snapshot was reused or computed from the items',
  labelNames: ['snapshot'] as const,
  registers: [metricsRegistry],
});

export const WEBHOOK_OUTCOMES = ['delivered', 'failed', 'gave_up', 'dropped'] as const;

export const webhookDeliveries = new Counter({
  name: 'workapi_webhook_deliveries_total',
  help: 'Webhook delivery tries by outcome: delivered (2xx), failed (tried again later), gave_up (30 minutes passed), dropped (webhook deleted) (items subgraph)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** What became of a supergraph the gateway was to apply (contract section 7, docs/registry.md). */
export const SUPERGRAPH_OUTCOMES = ['applied', 'rejected', 'unreachable'] as const;
export type SupergraphOutcome = (typeof SUPERGRAPH_OUTCOMES)[number];

export const supergraphUpdates = new Counter({
  name: 'workapi_supergraph_updates_total',
  help: 'Supergraphs the gateway applied, rejected (failed to parse, compose or validate: the last good one kept serving), or could not ask the registry for',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const webhookEventsRelayed = new Counter({
  name: 'workapi_webhook_events_relayed_total',
  help: 'Webhook events moved from the outboxes written with their changes into the delivery queue (items subgraph)',
  registers: [metricsRegistry],
});

export const webhookQueueDepth = new Gauge({
  name: 'workapi_webhook_queue_depth',
  help: 'Webhook deliveries in the queue by state (waiting, delayed: waiting to be tried again, active, failed), read by each items process',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const supergraphVersion = new Gauge({
  name: 'workapi_supergraph_version',
  help: 'The registry version of the supergraph the gateway serves; 0 for the checked-in supergraph',
  registers: [metricsRegistry],
});

/**
 * The process's memory, read at each scrape, under the names prom-client's default metrics use.
 * Only these three (and the heap after a full collection below): the rest of the defaults (the Node version among them) would be served on an
 * endpoint nobody authenticates. The bench's soak watches them for growth.
 */
const MEMORY: Array<[name: string, help: string, read: () => number]> = [
  ['process_resident_memory_bytes', 'Resident memory size in bytes', () => process.memoryUsage.rss()],
  ['nodejs_heap_size_used_bytes', 'V8 heap used, in bytes', () => process.memoryUsage().heapUsed],
  [
    'nodejs_external_memory_bytes',
    'Memory outside the V8 heap (buffers), in bytes',
    () => process.memoryUsage().external,
  ],
];
for (const [name, help, read] of MEMORY) {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * The heap used right after the last full (mark-compact) collection: what the process still holds,
 * without the garbage that makes heap used saw between collections. A soak compares these readings
 * over time to see whether the process keeps more and more.
 */
const heapAfterFullGc = new Gauge({
  name: 'nodejs_heap_used_after_full_gc_bytes',
  help: 'V8 heap used right after the last full collection, in bytes (0 before the first)',
  registers: [metricsRegistry],
});
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
      heapAfterFullGc.set(process.memoryUsage().heapUsed);
  }
}).observe({ entryTypes: ['gc'] });

/** Seconds since `start` (a `performance.now()` reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;

const callsBy = seriesBy(['target', 'name'] as const, (labels) => bindCounter(internalCalls, labels));
const callDurationsBy = seriesBy(['target', 'name', 'outcome'] as const, (labels) =>
  bindHistogram(internalCallDuration, labels),
);

/**
 * Counts a call to another service of the product (`target`: the subgraph, `name`: the endpoint,
 * or `graphql` for a subgraph fetch) and times it until its answer's status arrives.
 */
export async function observeCall<T extends { ok: boolean; status: number }>(
  target: string,
  name: string,
  send: () => Promise<T>,
): Promise<T> {
  callsBy(target, name).inc();
  const start = performance.now();
  const observe = (outcome: 'ok' | 'refused' | 'failed') =>
    callDurationsBy(target, name, outcome).observe(secondsSince(start));
  try {
    const response = await send();
    observe(response.ok ? 'ok' : response.status < 500 ? 'refused' : 'failed');
    return response;
  } catch (error) {
    observe('failed');
    throw error;
  }
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
