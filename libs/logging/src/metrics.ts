import { Counter, Gauge, Registry } from 'prom-client';
import type { MongoClient } from 'mongodb';

/**
 * What each process counts about the work it sends elsewhere, served at `GET /metrics`
 * (Prometheus text). The bench and the round-trip tests read these counters around a request to
 * see how many database commands and internal calls it cost.
 */
export const metricsRegistry = new Registry();

export const databaseCommands = new Counter({
  name: 'workapi_db_commands_total',
  help: 'Commands sent to MongoDB (or FerretDB), by command name',
  labelNames: ['command'] as const,
  registers: [metricsRegistry],
});

export const internalCalls = new Counter({
  name: 'workapi_internal_calls_total',
  help: 'Calls to another service of the product: signed internal endpoints and subgraph fetches',
  labelNames: ['target', 'name'] as const,
  registers: [metricsRegistry],
});

/**
 * The process's memory, read at each scrape, under the names prom-client's default metrics use.
 * Only these three: the rest of the defaults (the Node version among them) would be served on an
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

/** Handshakes and health checks are the driver's own traffic, not work a request asked for. */
const DRIVER_HOUSEKEEPING = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'endSessions',
  'saslStart',
  'saslContinue',
]);

/** Counts every command the client sends (the client must be made with `monitorCommands: true`). */
export function countDatabaseCommands(client: MongoClient): void {
  client.on('commandStarted', (event) => {
    if (!DRIVER_HOUSEKEEPING.has(event.commandName)) databaseCommands.inc({ command: event.commandName });
  });
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
