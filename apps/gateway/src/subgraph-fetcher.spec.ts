import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { INTERNAL_HEADERS, Replicas } from '@workapi/internal';
import { SubgraphConnections } from './subgraph-client';
import { subgraphSender } from './subgraph-fetcher';
import { failureOf } from './unavailable';

/** Requests the subgraph received, and how it answers them (by default: never). */
const received: IncomingMessage[] = [];
let answer: ((request: IncomingMessage, body: string) => [number, string]) | null = null;
let server: Server;
let url: string;
let connections: SubgraphConnections;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (!answer) return;
      const [status, text] = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

beforeEach(() => {
  received.length = 0;
  answer = null;
  connections = new SubgraphConnections();
});

afterEach(async () => {
  await connections.close().catch(() => undefined);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetchWith = (deadline: number, targets = [url], mutation = false) =>
  subgraphSender('secret', 'items', connections, new Replicas(targets))(
    mutation ? '{"query":"mutation { x }"}' : '{"query":"{ __typename }"}',
    { requestId: 'r1', caller: { accountId: '1', userId: '2', tier: 'pro', role: 'member' } },
    deadline,
    !mutation,
  );

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  return port;
}

describe('subgraph fetches within the request deadline', () => {
  it('gives a fetch only the time the request has left', async () => {
    const started = Date.now();
    // Long enough for the request to reach the server on a loaded machine (150 ms was not, in CI),
    // short against the 5 s a fetch would otherwise wait for a server that never answers.
    const failure = await fetchWith(Date.now() + 1_000).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(failureOf(failure)).toBe('lost');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The identity is signed into the request; the deadline stays in the gateway.
    expect(received).toHaveLength(1);
    expect(received[0].headers[INTERNAL_HEADERS.requestId]).toBe('r1');
    expect(JSON.parse(String(received[0].headers[INTERNAL_HEADERS.caller]))).toMatchObject({
      accountId: '1',
    });
    expect(received[0].headers[INTERNAL_HEADERS.signature]).toMatch(/^v2=/);
    // Signed twice: the headers alone (checked before the body is read), then with the body.
    expect(received[0].headers[INTERNAL_HEADERS.headSignature]).toMatch(/^h1=/);
  });

  it('sends nothing once the request has run out of time: nothing ran', async () => {
    const failure = await fetchWith(Date.now() - 1).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'The request ran out of time' });
    expect(failureOf(failure)).toBe('refused');
    expect(received).toHaveLength(0);
  });
});

describe('subgraph fetches on pooled connections', () => {
  it('answers with the status, headers and body, read whole', async () => {
    answer = (_request, body) => [200, JSON.stringify({ data: { echo: JSON.parse(body).query } })];
    const response = await fetchWith(Date.now() + 5_000);
    expect([response.ok, response.status, response.statusText]).toEqual([true, 200, 'OK']);
    expect(response.header('Content-Type')).toBe('application/json');
    expect(JSON.parse(response.body)).toEqual({ data: { echo: '{ __typename }' } });
  });

  it('keeps connections open for the next requests', async () => {
    answer = () => [200, '{"data":{}}'];
    for (let n = 0; n < 10; n += 1) await fetchWith(Date.now() + 5_000);
    // One after another: the pool may open a second connection while the first is released.
    expect(new Set(received.map((request) => request.socket.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('drops an idle connection itself before a draining subgraph would close it under a request', async () => {
    answer = () => [200, '{"data":{}}'];
    const closed: number[] = [];
    const watch = (socket: Socket) => socket.once('close', () => closed.push(Date.now()));
    server.on('connection', watch);
    try {
      await fetchWith(Date.now() + 5_000);
      const answered = Date.now();
      // A draining server closes connections idle 2 s (libs/http, SET_ASIDE_MS): the pool, sooner.
      while (closed.length === 0 && Date.now() - answered < 3_000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toHaveLength(1);
      expect(closed[0] - answered).toBeLessThan(1_800);
    } finally {
      server.off('connection', watch);
    }
  });

  it('hands on a failed answer with its status, for the data source to turn into an error', async () => {
    answer = () => [503, '{"errors":[{"message":"draining"}]}'];
    const response = await fetchWith(Date.now() + 5_000);
    expect([response.ok, response.status, response.statusText]).toEqual([false, 503, 'Service Unavailable']);
  });

  it('fails a refused connection as one that sent nothing', async () => {
    const port = await closedPort();
    const failure = await fetchWith(Date.now() + 5_000, [`http://127.0.0.1:${port}/graphql`]).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'ECONNREFUSED' });
    expect(failureOf(failure)).toBe('refused');
  });

  it('fails a connection the subgraph drops mid-request as one that may have run', async () => {
    answer = (request) => {
      request.socket.destroy();
      return [200, ''];
    };
    const failure = await fetchWith(Date.now() + 5_000).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(failureOf(failure)).toBe('lost');
  });
});

describe('subgraph fetches across replicas', () => {
  it('send a request refused by one replica to another, signed afresh, mutations too', async () => {
    answer = () => [200, '{"data":{}}'];
    const down = `http://127.0.0.1:${await closedPort()}/graphql`;
    const response = await fetchWith(Date.now() + 5_000, [down, url], true);
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('send a request whose connection dropped to another replica, a change under the key it first had', async () => {
    const keys: Array<string | undefined> = [];
    const dropping = createServer((request) => {
      keys.push(request.headers[INTERNAL_HEADERS.once] as string | undefined);
      request.socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const dropped = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}/graphql`;
    answer = () => [200, '{"data":{}}'];
    try {
      const read = await fetchWith(Date.now() + 5_000, [dropped, url]);
      expect(read.status).toBe(200);
      // A query changes nothing: it carries no key.
      expect([keys, received[0].headers[INTERNAL_HEADERS.once]]).toEqual([[undefined], undefined]);
      const write = await fetchWith(Date.now() + 5_000, [dropped, url], true);
      expect(write.status).toBe(200);
      expect(received).toHaveLength(2);
      // Signed afresh, under the same key, which the subgraph runs once (libs/subgraph once.ts).
      expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(received[1].headers[INTERNAL_HEADERS.once]).toBe(keys[1]);
      expect(received[1].headers[INTERNAL_HEADERS.nonce]).not.toBe(undefined);
      // Each change its own key.
      await fetchWith(Date.now() + 5_000, [url], true);
      expect(received[2].headers[INTERNAL_HEADERS.once]).not.toBe(keys[1]);
    } finally {
      await new Promise((resolve) => dropping.close(resolve));
    }
  });

  it('send a draining replica’s 503 marked not executed to another, but hand on any other 503', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return [calls === 1 ? 503 : 200, '{"data":{}}'];
    };
    const drainingOnce = createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        response.writeHead(503, { 'x-not-executed': '1', 'content-type': 'application/json' }).end('{}'),
      );
    });
    await new Promise<void>((resolve) => drainingOnce.listen(0, '127.0.0.1', resolve));
    const draining = `http://127.0.0.1:${(drainingOnce.address() as AddressInfo).port}/graphql`;
    try {
      const retried = await fetchWith(Date.now() + 5_000, [draining, url], true);
      expect(retried.status).toBe(503); // the first answer of `url` is a plain 503: handed on
      expect(calls).toBe(1);
      const plain = await fetchWith(Date.now() + 5_000, [url, draining]);
      expect(plain.status).toBe(200);
    } finally {
      drainingOnce.closeAllConnections();
      await new Promise((resolve) => drainingOnce.close(resolve));
    }
  });
});
