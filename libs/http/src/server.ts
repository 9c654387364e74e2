import { randomUUID } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from '@workapi/logging';
import { metricsText } from '@workapi/logging';
import { PROFILE_SIGNAL, profileOnSignal } from '@workapi/telemetry';
import { withTimeout } from './timeout';
import { answerUnreadBody, OVERSIZED_BODY_DISCARD } from './unread-body';

export type CheckState = 'up' | 'down';
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

export interface ServerOptions {
  logger: Logger;
  /** Largest request body accepted; a larger one gets 413 PAYLOAD_TOO_LARGE. */
  bodyLimit: number;
  /** Each check resolves when its dependency answers; `/ready` is 200 only when all do. */
  readiness: ReadinessChecks;
  /** Releases what the service holds (database clients ...) once in-flight requests are done. */
  onClose?: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks over the bytes the sender signed. */
    rawBody?: string;
  }
  interface FastifyInstance {
    /**
     * The longest `close()` keeps the listener open, answering 503, for clients that may be about
     * to send on an idle keep-alive connection (0 by default; `closeOnSignals` sets it).
     */
    drainLingerMs: number;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const CHECK_TIMEOUT_MS = 2_000;
/**
 * Probes and scrapes: answered to anyone (they say nothing about tenants), and not requests anyone
 * needs in the access log.
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);
/** The level of an access line: every request at debug, a failed one (5xx) where it is always seen. */
const ACCESS_LEVEL = { ok: 'debug', failed: 'warn' } as const;
/** A keep-alive connection idle this long is taken for one its client has put aside. */
const SET_ASIDE_MS = 2_000;

/**
 * undici's options for a client of our servers (the gateway's subgraph pools, internal calls): an
 * idle keep-alive connection is dropped by the client after a second, well before a draining server
 * takes it for set aside (SET_ASIDE_MS) and closes it, so no request is sent on a connection at the
 * moment its server closes it (the request would be reset, perhaps after it ran). The server's
 * `Keep-Alive: timeout=65` hint would otherwise keep it 64 s. At most a second: undici keeps
 * longer idle times on a coarse timer.
 */
export const CLIENT_KEEP_ALIVE = {
  keepAliveTimeout: SET_ASIDE_MS / 2,
  keepAliveMaxTimeout: SET_ASIDE_MS / 2,
};

/** A request as a route sees it: its headers, its exact bytes and its parsed JSON body. */
export interface ReceivedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
  requestId: string;
}

/** What a route answers: sent as JSON. */
export interface RouteAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const received = (request: FastifyRequest): ReceivedRequest => ({
  method: request.method,
  headers: request.headers,
  rawBody: request.rawBody ?? '',
  body: request.body,
  requestId: request.id,
});

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

/** The server's open connections that carry no request now, each with when it became idle. */
function idleConnections(app: FastifyInstance): Map<Socket, number> {
  const idle = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    idle.set(socket, Date.now());
    socket.once('close', () => idle.delete(socket));
  });
  app.server.on('request', (request, response) => {
    idle.delete(request.socket);
    response.once('finish', () => {
      const kept = String(response.getHeader('connection') ?? '').toLowerCase() !== 'close';
      if (kept && !request.socket.destroyed) idle.set(request.socket, Date.now());
    });
  });
  return idle;
}

/**
 * Waits (at most `lingerMs`) until every idle connection has been idle `SET_ASIDE_MS`: until then
 * its client may be sending on it right now, and closing it would reset that request.
 */
async function untilIdleSetAside(idle: Map<Socket, number>, lingerMs: number): Promise<void> {
  const deadline = Date.now() + lingerMs;
  while (Date.now() < deadline) {
    // One turn of the event loop's I/O first: a busy process may not have read what has arrived.
    await new Promise((resolve) => setImmediate(resolve));
    const now = Date.now();
    if ([...idle.values()].every((since) => now - since >= SET_ASIDE_MS)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The contract code of a request the framework refused before any handler ran. */
function codeOf(error: FastifyError): string {
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 404) return 'NOT_FOUND';
  if (error.statusCode === 405) return 'METHOD_NOT_ALLOWED';
  return 'BAD_REQUEST';
}

/** Marks a refusal of which nothing ran (a draining server's 503): safe to send again, mutations too. */
export const NOT_EXECUTED_HEADER = 'x-not-executed';

/**
 * The HTTP server every process of the product runs on: Fastify, with its pino logger, request ids
 * (a client's `X-Request-Id` when well-formed), an access log (a line per request at `debug`, per
 * 5xx answer at `warn`: none per request at the default level), a body limit,
 * `/health`, `/ready`, `/metrics`, and errors in the GraphQL shape with the request id.
 * Routes are added by the caller; `serve` listens and drains on SIGTERM/SIGINT.
 */
export function createServer(options: ServerOptions): FastifyInstance {
  const app = fastifyFor(options);
  keepRawJsonBodies(app);
  const drain = drainOnClose(app);
  answerEveryRequest(app, options.logger, drain);
  if (options.onClose) app.addHook('onClose', options.onClose);
  answerErrorsInGraphqlShape(app);
  serveProbes(app, options.readiness);
  return app;
}

function fastifyFor({ logger, bodyLimit }: ServerOptions): FastifyInstance {
  return Fastify({
    loggerInstance: logger,
    bodyLimit,
    // The access log is written below, instead of Fastify's two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Fastify's own 503 has its own body and no Retry-After or X-Not-Executed: the drain below answers.
    return503OnClosing: false,
    keepAliveTimeout: 65_000,
    // Request bodies are checked as sent: no type coercion, nothing silently removed.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false } },
  }) as unknown as FastifyInstance;
}

/** JSON bodies keep their exact text beside the parsed value (signatures cover the bytes). */
function keepRawJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
}

/**
 * The drain. Fastify's and Node's own options were weighed, and each falls short:
 * - `return503OnClosing` answers in Fastify's shape, which a GraphQL client cannot read, without
 *   Retry-After, nor X-Not-Executed that tells a caller it may send the request elsewhere.
 * - `forceCloseConnections: 'idle'`, and Node 20's `server.close()` (it calls
 *   `closeIdleConnections()` itself), drop idle keep-alive connections at once, resetting a request
 *   a client has just sent on one. Node keeps no idle time of its connections to wait on, so
 *   `idleConnections` tracks it and `untilIdleSetAside` lingers first.
 * - Fastify marks `Connection: close` only on requests that arrive once closing began; a request in
 *   flight would keep its connection after its answer, and Node would wait out `keepAliveTimeout`
 *   (65 s) for it. So every answer sent while closing closes its connection (`answerEveryRequest`).
 */
function drainOnClose(app: FastifyInstance): { closing: boolean } {
  const drain = { closing: false };
  const idle = idleConnections(app);
  app.decorate('drainLingerMs', 0);
  app.addHook('preClose', async () => {
    drain.closing = true;
    // Meanwhile a request on an idle connection gets 503 with Connection: close, and the listener stays open.
    await untilIdleSetAside(idle, app.drainLingerMs);
  });
  return drain;
}

/**
 * What every request gets: its id in `X-Request-Id`, 503 while the server drains (and its
 * connection closed), and its line in the access log.
 */
function answerEveryRequest(app: FastifyInstance, logger: Logger, drain: { closing: boolean }): void {
  // Hooks of every request take callbacks: no promise made per hook per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (!drain.closing) return done();
    // Answered here: Fastify goes no further when a callback hook sends without calling done.
    // X-Not-Executed: nothing of the request ran, so a caller may send it again elsewhere.
    reply
      .code(503)
      .header('retry-after', '1')
      .header(NOT_EXECUTED_HEADER, '1')
      .type('application/json; charset=utf-8')
      .send(errorBody(request.id, 'The server is shutting down; try again', 'INTERNAL_SERVER_ERROR'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? ACCESS_LEVEL.failed : ACCESS_LEVEL.ok;
    const path = logger.isLevelEnabled(level) ? request.url.split('?')[0] : '';
    if (path && !PROBE_PATHS.has(path)) {
      logger[level](
        {
          requestId: request.id,
          method: request.method,
          path,
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request',
      );
    }
    done();
  });
}

/** Errors and unknown routes answered in the GraphQL shape, with the request id; a 5xx logged, not shown. */
function answerErrorsInGraphqlShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, requestId: request.id }, 'request failed');
      return reply
        .code(500)
        .type('application/json; charset=utf-8')
        .send(errorBody(request.id, 'Internal server error', 'INTERNAL_SERVER_ERROR'));
    }
    const message = error.validation ? `Invalid request: ${error.message}` : error.message;
    const answer = (to: FastifyReply) =>
      to
        .code(status)
        .type('application/json; charset=utf-8')
        .send(errorBody(request.id, message, codeOf(error)));
    // Refused from its content-length, or part way: the rest of the body is still coming.
    if (status === 413) return answerUnreadBody(request, reply, OVERSIZED_BODY_DISCARD, answer);
    return answer(reply);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(
        errorBody(request.id, `No route for ${request.method} ${request.url.split('?')[0]}`, 'NOT_FOUND'),
      ),
  );
}

/** `/health`, `/ready` (every readiness check, with what is down) and `/metrics`. */
function serveProbes(app: FastifyInstance, readiness: ReadinessChecks): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const report = await checkReadiness(readiness);
    const down = Object.keys(report.checks).filter((name) => report.checks[name] === 'down');
    return reply
      .code(report.ready ? 200 : 503)
      .send({ status: report.ready ? 'ready' : 'unavailable', checks: report.checks, down });
  });
  app.get('/metrics', async (_request, reply) => {
    const metrics = await metricsText();
    return reply.type(metrics.contentType).send(metrics.body);
  });
}

/** Listens; returns the port (0 picks a free one). */
export async function listen(app: FastifyInstance, port: number, host: string): Promise<number> {
  await app.listen({ port, host });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/**
 * Stops the server on SIGTERM/SIGINT (or an uncaught fault): refuses new requests (503, also on
 * idle keep-alive connections for a moment), lets in-flight ones finish within `graceMs`, releases
 * resources (`onClose`) and exits. Between two SIGUSR2s it takes a CPU profile of the process
 * (`npm run profile`), named for the logger's service.
 */
export function closeOnSignals(app: FastifyInstance, logger: Logger, graceMs: number): void {
  const { service } = logger.bindings() as { service?: string };
  profileOnSignal(service ?? 'server', logger);
  app.drainLingerMs = graceMs / 2;
  // close-with-grace would stop on SIGUSR2 as well (nodemon's restart signal): here it profiles.
  closeWithGrace({ delay: graceMs, skip: [PROFILE_SIGNAL] }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'stopping after an unexpected fault');
    else logger.info({ signal }, 'stopping: draining in-flight requests');
    await app.close();
    logger.info('stopped');
    logger.flush?.();
  });
}
