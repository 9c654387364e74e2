import { randomUUID } from 'node:crypto';
import { signedHeaders } from '@workapi/service-kit';
import { startTestStack, type TestStack } from '@workapi/testing';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
});

afterAll(async () => {
  await env?.stop();
});

const SUBGRAPHS = ['boards', 'items', 'columns'] as const;
const body = JSON.stringify({ query: '{ _service { sdl } }' });

function post(port: number, headers: Record<string, string>, payload = body) {
  return fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
}

describe.each(SUBGRAPHS)('the %s subgraph', (name) => {
  it('answers a request signed with the internal secret', async () => {
    const answer = await post(env.ports[name], signedHeaders('POST', body, { secret: env.internalSecret }));
    expect(answer.status).toBe(200);
    const payload = (await answer.json()) as { data: { _service: { sdl: string } } };
    expect(payload.data._service.sdl).toContain('@key');
  });

  it('refuses unsigned, wrongly signed, tampered and stale requests with 401', async () => {
    expect((await post(env.ports[name], {})).status).toBe(401);
    expect(
      (await post(env.ports[name], signedHeaders('POST', body, { secret: 'another-secret' }))).status,
    ).toBe(401);
    const signed = signedHeaders('POST', body, { secret: env.internalSecret });
    expect((await post(env.ports[name], signed, body.replace('sdl', 'sdl __typename'))).status).toBe(401);
    const impersonating = {
      ...signed,
      'x-caller': JSON.stringify({ accountId: '1', userId: '1', tier: 'pro' }),
    };
    expect((await post(env.ports[name], impersonating)).status).toBe(401);
    const realNow = Date.now;
    Date.now = () => realNow() - 5 * 60_000;
    const stale = signedHeaders('POST', body, { secret: env.internalSecret, requestId: randomUUID() });
    Date.now = realNow;
    expect((await post(env.ports[name], stale)).status).toBe(401);
  });

  it('reports health and readiness without a signature', async () => {
    expect((await fetch(`http://127.0.0.1:${env.ports[name]}/health`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${env.ports[name]}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { mongodb: 'up', redis: 'up' } });
  });
});

describe('gateway readiness', () => {
  it('is 200 with every dependency up, and 503 naming a subgraph that went away', async () => {
    const readyUrl = `http://127.0.0.1:${env.ports.gateway}/ready`;
    const up = await fetch(readyUrl);
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({
      checks: { boards: 'up', items: 'up', columns: 'up', mongodb: 'up', redis: 'up' },
    });
    await env.clients.acme.data(
      'mutation { create_board(board_name: "Still here", board_kind: public) { id } }',
    );
    await env.stack.stopApp('items');
    const partial = await env.clients.acme.request('{ boards { id items_page { items { id } } } }');
    // Partial data: items_page is non-null, so the failing part nulls its board, not the response,
    // and the error does not leak the subgraph's address or the driver's message.
    expect(partial.status).toBe(200);
    expect(partial.body.data).toEqual({ boards: [null] });
    expect(partial.body.errors?.[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(partial.body.errors)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch/);
    const down = await fetch(readyUrl);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ down: ['items'], checks: { items: 'down', boards: 'up' } });
    expect((await fetch(`http://127.0.0.1:${env.ports.gateway}/health`)).status).toBe(200);
  });

  it('answers 503, not a crash, while the boards subgraph cannot check tokens', async () => {
    await env.stack.stopApp('boards');
    const answer = await env.anonymous.request('{ boards { id } }', {}, { token: 'never-seen-token' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
