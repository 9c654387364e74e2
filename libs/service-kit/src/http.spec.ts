import pino from 'pino';
import { createService, type Service } from './http';

const logger = pino({ level: 'silent' });

describe('the HTTP shell', () => {
  let service: Service;
  let base: string;
  let release: () => void = () => undefined;
  const stopped = jest.fn();

  beforeEach(async () => {
    stopped.mockReset();
    service = createService({
      logger,
      maxBodyBytes: 1_000,
      shutdownGraceMs: 5_000,
      readiness: {
        mongodb: async () => 'pong',
        redis: async () => {
          throw new Error('ECONNREFUSED');
        },
      },
      routes: {
        '/graphql': async (request) => ({
          status: 200,
          headers: {},
          body: JSON.stringify({ got: request.body }),
        }),
        '/slow': () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 200, headers: {}, body: '{"slow":true}' });
          }),
      },
      onStopped: async () => stopped(),
    });
    base = `http://127.0.0.1:${await service.listen(0, '127.0.0.1')}`;
  });

  afterEach(async () => {
    release();
    await service.stop();
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

  it('passes parsed JSON bodies on and rejects bad JSON, other content types and methods', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
    const ok = await post('{"query":"{ a }"}');
    expect(await ok.json()).toEqual({ got: { query: '{ a }' } });
    const bad = await post('{"query":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    expect((await post('query=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await fetch(`${base}/graphql`, { method: 'PUT' })).status).toBe(405);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    expect((await post(JSON.stringify({ query: 'x'.repeat(2_000) }))).status).toBe(413);
  });

  it('echoes a well-formed X-Request-Id and makes one up otherwise', async () => {
    const given = await fetch(`${base}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const invented = await fetch(`${base}/health`, { headers: { 'x-request-id': 'bad id\twith tabs' } });
    expect(invented.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drains an in-flight request on stop before releasing its resources', async () => {
    const inFlight = fetch(`${base}/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = service.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).not.toHaveBeenCalled();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ slow: true });
    await stopping;
    expect(stopped).toHaveBeenCalledTimes(1);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });
});
