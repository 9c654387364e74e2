import type { NodeSDK } from '@opentelemetry/sdk-node';

type Env = Record<string, string | undefined>;

/** Probes and scrapes: no trace is wanted for them. */
const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics']);
const untraced = (path: string | undefined) => UNTRACED_PATHS.has((path ?? '').split('?')[0]);

let sdk: NodeSDK | undefined;

/**
 * Whether the standard OpenTelemetry variables ask for traces: `OTEL_EXPORTER_OTLP_ENDPOINT`, or an
 * exporter named in `OTEL_TRACES_EXPORTER` (not `none`), and the SDK not disabled. The other
 * variables only say how, once on.
 */
export function tracingConfigured(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter) return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

/**
 * Starts the OpenTelemetry Node SDK for this process when the environment asks for traces
 * (README, Observability), as `service`; otherwise does nothing and loads none of it. Call it
 * before the server's modules load: it instruments Node's `http` (incoming requests, the parent
 * of everything a request does) as they require it, and undici, under `fetch` and the gateway's
 * subgraph connections alike (subgraph fetches and internal calls, which carry the `traceparent`
 * header on). Everything else (exporter, protocol, sampler,
 * resource attributes) is the SDK's own reading of its `OTEL_*` variables, so the environment is
 * read here, at the very start, rather than through the product's configuration.
 */
export function startTracing(service: string, env: Env = process.env): boolean {
  if (sdk || !tracingConfigured(env)) return false;
  // Loaded only when wanted: the SDK and its exporters are some 50 MB of modules.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  /* eslint-enable @typescript-eslint/no-require-imports */
  sdk = new NodeSDK({
    serviceName: service,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => untraced(request.url) }),
      new UndiciInstrumentation({ ignoreRequestHook: (request) => untraced(request.path) }),
    ],
    // Traces only: metrics are Prometheus's (`GET /metrics`), logs are pino's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return true;
}

/** Whether this process records spans: code that would make its own spans asks first. */
export const tracingStarted = (): boolean => sdk !== undefined;

/** Sends the spans not yet exported and stops; for the process's last moments. */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}
