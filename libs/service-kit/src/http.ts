import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger';
import { metricsText } from './metrics';

export type CheckState = 'up' | 'down';
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

export interface GraphQLHttpRequest {
  method: 'GET' | 'POST';
  headers: http.IncomingHttpHeaders;
  search: string;
  rawBody: string;
  body: unknown;
  requestId: string;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ServiceOptions {
  logger: Logger;
  maxBodyBytes: number;
  shutdownGraceMs: number;
  /** Each check resolves when its dependency answers; `/ready` is 200 only when all do. */
  readiness: ReadinessChecks;
  /** Handlers by exact path (`/graphql`, `/internal/...`); each gets the read and parsed body. */
  routes: Record<string, (request: GraphQLHttpRequest) => Promise<HttpResponse>>;
  /** Releases what the service holds (database clients ...) once in-flight requests are done. */
  onStopped?: () => Promise<void>;
}

export interface Service {
  listen(port: number, host: string): Promise<number>;
  stop(): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const CHECK_TIMEOUT_MS = 2_000;

export function errorBody(requestId: string, message: string, code: string): string {
  return JSON.stringify({
    errors: [{ message, extensions: { code } }],
    extensions: { request_id: requestId },
  });
}

/** Runs every readiness check in parallel with a timeout; names what did not answer. */
export async function checkReadiness(
  checks: ReadinessChecks,
): Promise<{ ready: boolean; checks: Record<string, CheckState> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const state: CheckState = await withTimeout(check(), CHECK_TIMEOUT_MS).then(
        () => 'up',
        () => 'down',
      );
      return [name, state] as const;
    }),
  );
  return { ready: entries.every(([, state]) => state === 'up'), checks: Object.fromEntries(entries) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Keep reading (and dropping) the rest so the client gets the 413 rather than a reset.
        req.removeAllListeners('data');
        req.resume();
        reject(
          new HttpProblem(413, `Request body exceeds ${limit} bytes`, 'PAYLOAD_TOO_LARGE', {
            connection: 'close',
          }),
        );
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseGraphQLBody(req: http.IncomingMessage, rawBody: string): unknown {
  if (req.method !== 'POST') return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpProblem(415, 'POST requests must have Content-Type: application/json', 'BAD_REQUEST');
  }
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new HttpProblem(400, 'Request body is not valid JSON', 'BAD_REQUEST');
  }
}

/**
 * The HTTP shell every server of the product shares: `/health`, `/ready`, `/graphql`, request ids,
 * access logs, a body size limit and a graceful stop that drains in-flight requests.
 */
export function createService(options: ServiceOptions): Service {
  const { logger } = options;
  let inFlight = 0;
  let stopping = false;
  let drained: (() => void) | undefined;

  const server = http.createServer(async (req, res) => {
    const started = process.hrtime.bigint();
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    const url = new URL(req.url ?? '/', 'http://localhost');
    inFlight += 1;
    let status = 500;
    let operationName: string | undefined;
    const send = (code: number, headers: Record<string, string>, body: string) => {
      status = code;
      res.writeHead(code, {
        'content-type': 'application/json; charset=utf-8',
        ...headers,
        'x-request-id': requestId,
        ...(stopping ? { connection: 'close' } : {}),
      });
      res.end(body);
    };
    try {
      if (url.pathname === '/health') {
        send(200, {}, JSON.stringify({ status: 'ok' }));
      } else if (url.pathname === '/ready') {
        const report = stopping
          ? { ready: false, checks: { shutdown: 'down' as CheckState } as Record<string, CheckState> }
          : await checkReadiness(options.readiness);
        const down = Object.keys(report.checks).filter((name) => report.checks[name] === 'down');
        send(
          report.ready ? 200 : 503,
          {},
          JSON.stringify({ status: report.ready ? 'ready' : 'unavailable', checks: report.checks, down }),
        );
      } else if (url.pathname === '/metrics' && req.method === 'GET') {
        const metrics = await metricsText();
        send(200, { 'content-type': metrics.contentType }, metrics.body);
      } else if (Object.hasOwn(options.routes, url.pathname)) {
        if (req.method !== 'GET' && req.method !== 'POST') {
          throw new HttpProblem(405, `Use GET or POST for ${url.pathname}`, 'METHOD_NOT_ALLOWED', {
            allow: 'GET, POST',
          });
        }
        const rawBody = await readBody(req, options.maxBodyBytes);
        const body = parseGraphQLBody(req, rawBody);
        operationName = operationNameOf(body, url);
        const response = await options.routes[url.pathname]({
          method: req.method,
          headers: req.headers,
          search: url.search,
          rawBody,
          body,
          requestId,
        });
        send(response.status, response.headers, response.body);
      } else {
        send(404, {}, errorBody(requestId, `No route for ${url.pathname}`, 'NOT_FOUND'));
      }
    } catch (error) {
      if (error instanceof HttpProblem) {
        send(error.status, error.headers, errorBody(requestId, error.message, error.code));
      } else {
        logger.error({ err: error, requestId }, 'request failed');
        if (!res.headersSent)
          send(500, {}, errorBody(requestId, 'Internal server error', 'INTERNAL_SERVER_ERROR'));
      }
    } finally {
      inFlight -= 1;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (!['/health', '/ready', '/metrics'].includes(url.pathname)) {
        logger.info(
          { requestId, method: req.method, path: url.pathname, status, operationName, durationMs },
          'request',
        );
      }
      if (stopping && inFlight === 0) drained?.();
    }
  });
  server.keepAliveTimeout = 65_000;

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => (drained = resolve)),
          new Promise<void>((resolve) => setTimeout(resolve, options.shutdownGraceMs).unref()),
        ]);
      }
      server.closeAllConnections();
      await closed;
      await options.onStopped?.();
    },
  };
}

function operationNameOf(body: unknown, url: URL): string | undefined {
  if (body && typeof body === 'object' && 'operationName' in body) {
    const name = (body as { operationName?: unknown }).operationName;
    return typeof name === 'string' ? name : undefined;
  }
  return url.searchParams.get('operationName') ?? undefined;
}

/** Stops the service on SIGTERM/SIGINT and exits once it has drained. */
export function stopOnSignals(service: Service, logger: Logger): void {
  const stop = (signal: string) => {
    logger.info({ signal }, 'stopping: draining in-flight requests');
    service.stop().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
