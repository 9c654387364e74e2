import { Agent, request as httpRequest } from 'node:http';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { createServer, listen } from './server';

const logger = pino({ level: 'silent' });

describe('the HTTP server every process runs on', () => {
  let app: FastifyInstance;
  let base: string;
  let release: () => void = () => undefined;
  let slowStarted = false;
  const closed = jest.fn();

  beforeEach(async () => {
    closed.mockReset();
    slowStarted = false;
    app = createServer({
      logger,
      bodyLimit: 1_000,
      readiness: {
        mongodb: async () => 'pong',
        redis: async () => {
          throw new Error('ECONNREFUSED');
        },
      },
      onClose: async () => closed(),
    });
    app.post('/echo', async (request) => ({ got: request.body, raw: request.rawBody }));
    app.post('/slow', () => {
      slowStarted = true;
      return new Promise((resolve) => (release = () => resolve({ slow: true })));
    });
    base = `http://127.0.0.1:${await listen(app, 0, '127.0.0.1')}`;
  });

  afterEach(async () => {
    release();
    await app.close();
  });

  it('answers /health and names what is down on /ready with 503', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      checks: { mongodb: 'up', redis: 'down' },
      down: ['redis'],
    });
  });

  it('keeps the exact body beside the parsed one, and refuses bad JSON, other types, unknown paths and big bodies', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': type }, body });
    const ok = await post('{"query" : "{ a }"}');
    expect(await ok.json()).toEqual({ got: { query: '{ a }' }, raw: '{"query" : "{ a }"}' });
    const bad = await post('{"query":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_REQUEST' } }],
      extensions: { request_id: bad.headers.get('x-request-id') },
    });
    expect((await post('query=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    const nowhere = await fetch(`${base}/nowhere`);
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    const big = await post(JSON.stringify({ query: 'x'.repeat(2_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('echoes a well-formed X-Request-Id and makes one up otherwise', async () => {
    const given = await fetch(`${base}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const invented = await fetch(`${base}/health`, { headers: { 'x-request-id': 'bad id\twith tabs' } });
    expect(invented.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drains an in-flight request on close before releasing its resources', async () => {
    const inFlight = fetch(`${base}/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    while (!slowStarted) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).not.toHaveBeenCalled();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ slow: true });
    await closing;
    expect(closed).toHaveBeenCalledTimes(1);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });

  it('during a signalled drain answers a request on an idle keep-alive connection with 503 marked not executed, not a reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; connection?: string; notExecuted?: unknown; body?: string }>(
        (resolve, reject) => {
          const outgoing = httpRequest(`${base}/health`, { agent }, (answer) => {
            let body = '';
            answer.on('data', (chunk) => (body += chunk));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode,
                connection: answer.headers.connection,
                notExecuted: answer.headers['x-not-executed'],
                body,
              }),
            );
          });
          outgoing.on('error', reject);
          outgoing.end();
        },
      );
    try {
      expect(await get()).toMatchObject({ status: 200, connection: 'keep-alive' });
      app.drainLingerMs = 5_000; // what closeOnSignals sets (half its grace)
      const closing = app.close();
      // The client goes on using its idle connection while the drain begins.
      let answer = await get();
      while (answer.status === 200) answer = await get();
      // Marked as not executed: a caller may send it to another replica, a mutation too.
      expect(answer).toMatchObject({ status: 503, connection: 'close', notExecuted: '1' });
      // The refusal is an error a GraphQL client reads: the contract's shape and code.
      expect(JSON.parse(answer.body as string)).toMatchObject({
        errors: [
          {
            message: expect.stringContaining('shutting down'),
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ],
        extensions: { request_id: expect.any(String) },
      });
      await closing;
    } finally {
      agent.destroy();
    }
  });
});

describe('the access log', () => {
  /** A server logging at `level` into `lines`, with a route that answers and one that fails. */
  async function serverLoggingAt(level: string) {
    const lines: Array<{ level: number; msg: string; path?: string; status?: number }> = [];
    const app = createServer({
      logger: pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) }),
      bodyLimit: 1_000,
      readiness: {},
    });
    app.get('/fine', async () => ({ fine: true }));
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    const base = `http://127.0.0.1:${await listen(app, 0, '127.0.0.1')}`;
    for (const path of ['/fine', '/fine?x=1', '/broken', '/health', '/nowhere'])
      await fetch(`${base}${path}`);
    await app.close();
    return lines
      .filter((line) => line.msg === 'request')
      .map(({ level, path, status }) => [level, path, status]);
  }

  it('writes no line per answered request at the default level, but always one per failed request', async () => {
    expect(await serverLoggingAt('info')).toEqual([[40, '/broken', 500]]);
  });

  it('writes one per request at debug, probes left out', async () => {
    expect(await serverLoggingAt('debug')).toEqual([
      [20, '/fine', 200],
      [20, '/fine', 200],
      [40, '/broken', 500],
      [20, '/nowhere', 404],
    ]);
  });
});
