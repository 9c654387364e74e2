import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION, EXIT, SeedApi, SeedError, Stopped } from './api';

interface Seen {
  at: number;
  headers: IncomingHttpHeaders;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A stand-in gateway answering the scripted replies in turn, then 200 with `{data: {ok: true}}`. */
async function gateway(replies: Reply[]): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ at: Date.now(), headers: req.headers });
      const reply = replies.shift() ?? { status: 200, body: { data: { ok: true } } };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, seen, server };
}

let server: Server | undefined;
afterEach(() => server?.close());

const api = (url: string, stopping = new AbortController().signal, onWait?: (text: string) => void) =>
  new SeedApi(url, 'secret-token', 'WORKAPI_TOKEN', stopping, onWait);

const limited = (code: string, seconds: number): Reply => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: { errors: [{ message: 'over the limit', extensions: { code, retry_in_seconds: seconds } }] },
});

describe('seed API client', () => {
  it('sends the token, the API version and the Idempotency-Key', async () => {
    const fake = await gateway([]);
    server = fake.server;
    await expect(api(fake.url).data('mutation { ok }', {}, 'key-1')).resolves.toEqual({ ok: true });
    expect(fake.seen[0].headers).toMatchObject({
      authorization: 'secret-token',
      'api-version': API_VERSION,
      'idempotency-key': 'key-1',
    });
  });

  it('waits for Retry-After on 429 and sends the request again, and tells what it waits for', async () => {
    const fake = await gateway([limited('COMPLEXITY_BUDGET_EXHAUSTED', 1)]);
    server = fake.server;
    const waits: string[] = [];
    const client = api(fake.url, undefined, (text) => waits.push(text));
    await expect(client.data('mutation { ok }', {}, 'key-2')).resolves.toEqual({ ok: true });
    expect(fake.seen).toHaveLength(2);
    expect(fake.seen[1].at - fake.seen[0].at).toBeGreaterThanOrEqual(950);
    expect(fake.seen[1].headers['idempotency-key']).toBe('key-2');
    expect(waits).toEqual(['COMPLEXITY_BUDGET_EXHAUSTED, waiting 1 s']);
    expect(client.counters).toMatchObject({ requests: 2, throttled: 1 });
  });

  it('holds back every request while one waits for a limit', async () => {
    const fake = await gateway([limited('RATE_LIMIT_EXCEEDED', 1)]);
    server = fake.server;
    const client = api(fake.url);
    const first = client.data('query { ok }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = client.data('query { ok }');
    await Promise.all([first, second]);
    expect(fake.seen).toHaveLength(3);
    expect(fake.seen[1].at - fake.seen[0].at).toBeGreaterThanOrEqual(950);
    expect(fake.seen[2].at - fake.seen[0].at).toBeGreaterThanOrEqual(950);
  });

  it('sends a request again with the same key after 409 IDEMPOTENCY_CONFLICT and after a 5xx', async () => {
    const fake = await gateway([
      { status: 409, headers: { 'retry-after': '0' }, body: { errors: [{ message: 'running' }] } },
      { status: 503, headers: { 'retry-after': '0' }, body: { errors: [{ message: 'away' }] } },
    ]);
    server = fake.server;
    const client = api(fake.url);
    await expect(client.data('mutation { ok }', {}, 'key-3')).resolves.toEqual({ ok: true });
    expect(fake.seen.map((seen) => seen.headers['idempotency-key'])).toEqual(['key-3', 'key-3', 'key-3']);
    expect(client.counters.retried).toBe(2);
  });

  it('stops at once on a refused token, naming where the token came from', async () => {
    const fake = await gateway([
      {
        status: 401,
        body: {
          errors: [{ message: 'Not Authenticated', extensions: { code: 'UserUnauthorizedException' } }],
        },
      },
    ]);
    server = fake.server;
    const call = api(fake.url).data('query { ok }');
    await expect(call).rejects.toThrow(SeedError);
    await expect(call).rejects.toThrow(
      /refused the API token from WORKAPI_TOKEN \(401 UserUnauthorizedException/,
    );
    await expect(call).rejects.toMatchObject({ exitCode: EXIT.tokenRefused });
    expect(fake.seen).toHaveLength(1);
  });

  it('says so when no gateway answers at the URL', async () => {
    const fake = await gateway([]);
    await new Promise((resolve) => fake.server.close(resolve));
    const call = api(fake.url).data('query { ok }');
    await expect(call).rejects.toThrow(
      new RegExp(`Cannot reach the gateway at ${fake.url} \\(ECONNREFUSED\\)\\. Is npm start running\\?`),
    );
    await expect(call).rejects.toMatchObject({ exitCode: EXIT.unreachable });
  });

  it('turns errors of a setup step into a message naming the operation and the code', async () => {
    const fake = await gateway([
      {
        status: 200,
        body: {
          data: { create_column: null },
          errors: [{ message: 'Column id taken', extensions: { code: 'InvalidArgumentException' } }],
        },
      },
    ]);
    server = fake.server;
    await expect(api(fake.url).data('mutation { create_column { id } }')).rejects.toThrow(
      'create_column failed: InvalidArgumentException: Column id taken',
    );
  });

  it('gives up waiting for a limit when the seed is stopped, without sending again', async () => {
    const fake = await gateway([limited('RATE_LIMIT_EXCEEDED', 30)]);
    server = fake.server;
    const stop = new AbortController();
    const call = api(fake.url, stop.signal).data('query { ok }');
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.abort();
    await expect(call).rejects.toThrow(Stopped);
    expect(fake.seen).toHaveLength(1);
  });
});
