import { randomUUID } from 'node:crypto';
import { type SubgraphName } from '@workapi/config';
import { allEndpoints, INTERNAL_HEADERS, internalPath, signedHeaders } from '@workapi/internal';
import { postRaw, residentBytes, startTestStack, type TestStack } from '@workapi/testing';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'resent' }]);
});

afterAll(async () => {
  await env?.stop();
});

const SUBGRAPHS = ['boards', 'items', 'columns'] as const;
const body = JSON.stringify({ query: '{ _service { sdl } }' });

/** Headers the gateway would send to `path` of the `target` subgraph with this body. */
function signedFor(target: SubgraphName, path = '/graphql', payload = body, secret = env.internalSecret) {
  return signedHeaders({ method: 'POST', path, target, body: payload }, { secret });
}

function post(subgraph: SubgraphName, headers: Record<string, string>, payload = body, path = '/graphql') {
  return fetch(`http://127.0.0.1:${env.ports[subgraph]}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
}

describe.each(SUBGRAPHS)('the %s subgraph', (name) => {
  it('answers a request signed with the internal secret', async () => {
    const answer = await post(name, signedFor(name));
    expect(answer.status).toBe(200);
    const payload = (await answer.json()) as { data: { _service: { sdl: string } } };
    expect(payload.data._service.sdl).toContain('@key');
  });

  it('refuses unsigned, wrongly signed, tampered and stale requests with 401', async () => {
    expect((await post(name, {})).status).toBe(401);
    expect((await post(name, signedFor(name, '/graphql', body, 'another-secret'))).status).toBe(401);
    const signed = signedFor(name);
    expect((await post(name, signed, body.replace('sdl', 'sdl __typename'))).status).toBe(401);
    const impersonating = {
      ...signed,
      'x-caller': JSON.stringify({ accountId: '1', userId: '1', tier: 'pro', role: 'admin' }),
    };
    expect((await post(name, impersonating)).status).toBe(401);
    const realNow = Date.now;
    Date.now = () => realNow() - 5 * 60_000;
    const stale = signedHeaders(
      { method: 'POST', path: '/graphql', target: name, body },
      { secret: env.internalSecret, requestId: randomUUID() },
    );
    Date.now = realNow;
    expect((await post(name, stale)).status).toBe(401);
  });

  it("takes signed bodies beyond the clients' limit: what the gateway sends grows with the query", async () => {
    const large = JSON.stringify({
      query: '{ _service { sdl } }',
      variables: { pad: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect((await post(name, signedFor(name, '/graphql', large), large)).status).toBe(200);
  });

  it('serves a signed request once: a replay of it gets 401', async () => {
    const signed = signedFor(name);
    expect((await post(name, signed)).status).toBe(200);
    const replayed = await post(name, signed);
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { errors: Array<{ extensions: { code: string } }> }).errors).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });

  it('refuses with 401 a request sent to another endpoint or subgraph than it was signed for', async () => {
    const [first] = allEndpoints.filter((endpoint) => endpoint.target === name);
    const payload = JSON.stringify({});
    const forFirst = signedFor(name, internalPath(first), payload);
    expect((await post(name, forFirst, payload, '/graphql')).status).toBe(401);
    expect(
      (await post(name, signedFor(name, '/graphql', payload), payload, internalPath(first))).status,
    ).toBe(401);
    const other = SUBGRAPHS.find((subgraph) => subgraph !== name) as SubgraphName;
    const forGraphql = signedFor(name);
    expect((await post(other, forGraphql)).status).toBe(401);
    // Refused before its nonce was taken: where it was meant to go, it is still served.
    expect((await post(name, forGraphql)).status).toBe(200);
  });

  it('reports health, readiness and metrics without a signature', async () => {
    expect((await fetch(`http://127.0.0.1:${env.ports[name]}/health`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${env.ports[name]}/metrics`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${env.ports[name]}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ checks: { mongodb: 'up', redis: 'up' } });
  });
});

describe('a change the gateway sends twice under one key (after its connection dropped)', () => {
  it('runs once: a resend, beside the first attempt or after it, gets the same answer', async () => {
    // An account of its own: the readiness test below reads every board of acme's.
    const client = env.clients.resent;
    const { me } = await client.data<{
      me: { id: string; is_admin: boolean; account: { id: string; tier: string } };
    }>('{ me { id is_admin account { id tier } } }');
    const { create_board: board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Sent twice", board_kind: public) { id } }',
    );
    const caller = {
      accountId: me.account.id,
      userId: me.id,
      tier: me.account.tier,
      role: me.is_admin ? 'admin' : 'member',
    };
    const change = (name: string) =>
      JSON.stringify({
        query: 'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id name } }',
        variables: { b: board.id, n: name },
      });
    // Each attempt signed afresh (its own nonce), under the one key, as the gateway resends.
    const send = (payload: string, once: string) =>
      post(
        'items',
        signedHeaders(
          { method: 'POST', path: '/graphql', target: 'items', body: payload },
          { secret: env.internalSecret, requestId: randomUUID(), apiVersion: '2026-01', caller, once },
        ),
        payload,
      );
    const key = randomUUID();
    const together = await Promise.all([send(change('Once'), key), send(change('Once'), key)]);
    const later = await send(change('Once'), key);
    const answers = await Promise.all(
      [...together, later].map(async (answer) => [answer.status, await answer.text()]),
    );
    expect(answers[0][0]).toBe(200);
    expect(JSON.parse(answers[0][1] as string)).toMatchObject({ data: { create_item: { name: 'Once' } } });
    expect(answers).toEqual([answers[0], answers[0], answers[0]]);
    // Another key is another change, though its body is the same.
    expect((await send(change('Once'), randomUUID())).status).toBe(200);
    // The key is signed: one swapped after signing is refused.
    const signed = signedHeaders(
      { method: 'POST', path: '/graphql', target: 'items', body: change('Swapped') },
      { secret: env.internalSecret, caller, once: randomUUID() },
    );
    expect((await post('items', { ...signed, [INTERNAL_HEADERS.once]: key }, change('Swapped'))).status).toBe(
      401,
    );

    const { boards } = await client.data<{
      boards: Array<{ items_page: { items: Array<{ name: string }> } }>;
    }>('query ($b: ID!) { boards(ids: [$b]) { items_page { items { name } } } }', { b: board.id });
    expect(boards[0].items_page.items.map((item) => item.name)).toEqual(['Once', 'Once']);
  });
});

describe('a large body a subgraph was not signed to take', () => {
  const SIXTY_MB = 60 * 1024 * 1024;

  it('is refused with a readable 401 before it is read: the subgraph does not grow', async () => {
    const pid = env.pids().items;
    const url = (path: string) => `http://127.0.0.1:${env.ports.items}${path}`;
    // Well-formed: before the head check, such a body was read whole and parsed before any refusal.
    const large = Buffer.from(
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(SIXTY_MB) } }),
    );
    const chunked = Array.from({ length: 60 }, (_, i) =>
      large.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    const small = signedFor('items');
    const refusals: Array<[string, string, Record<string, string>, Buffer | Buffer[]]> = [
      ['unsigned', '/graphql', {}, large],
      ['unsigned, to a path it does not serve', '/nowhere', {}, large],
      [
        'head signed with another secret',
        '/graphql',
        signedFor('items', '/graphql', body, 'another-secret'),
        large,
      ],
      // Headers the gateway signed for a small body, sent with a large one.
      ['signed for a smaller body', '/graphql', small, large],
      ['signed, but chunked without a length', '/graphql', small, chunked],
      [
        'with its head signature forged',
        '/graphql',
        { ...small, [INTERNAL_HEADERS.headSignature]: `h1=${'0'.repeat(64)}` },
        large,
      ],
    ];
    const before = residentBytes(pid);
    for (const [what, path, headers, payload] of refusals) {
      const answer = await postRaw(url(path), {
        headers: { 'content-type': 'application/json', ...headers },
        body: payload,
        stopWhenAnswered: true,
      });
      expect({ what, status: answer.status }).toEqual({ what, status: 401 });
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
    expect(residentBytes(pid) - before).toBeLessThan(20 * 1024 * 1024);
    // Refused on its headers, its nonce untouched: sent as signed, it is served.
    expect((await post('items', small)).status).toBe(200);
  });

  it('answers a small unsigned body with 401 over a clean close', async () => {
    const answer = await postRaw(`http://127.0.0.1:${env.ports.items}/graphql`, {
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(body),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
  });
});

describe.each(allEndpoints.map((endpoint) => [internalPath(endpoint), endpoint] as const))(
  'the internal endpoint %s',
  (path, endpoint) => {
    it('answers 400 naming the field to a malformed payload', async () => {
      // Every field of the payload a number: no contract takes a number for a whole field.
      const fields = Object.keys(endpoint.payload.shape);
      const payload = JSON.stringify(Object.fromEntries(fields.map((field) => [field, 12345])));
      const answer = await post(endpoint.target, signedFor(endpoint.target, path, payload), payload, path);
      expect(answer.status).toBe(400);
      const [error] = ((await answer.json()) as { errors: Array<{ message: string; extensions: object }> })
        .errors;
      expect(error.extensions).toEqual({ code: 'BAD_REQUEST' });
      expect(error.message).toContain(`Invalid payload for ${path}: ${fields[0]}: Expected`);
    });
  },
);

describe('gateway readiness', () => {
  it('is 200 with every dependency up, and 503 naming a subgraph that went away', async () => {
    const readyUrl = `http://127.0.0.1:${env.ports.gateway}/ready`;
    const up = await fetch(readyUrl);
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({
      checks: { boards: 'up', items: 'up', columns: 'up', mongodb: 'up', redis: 'up' },
    });
    const { create_board: board } = await env.clients.acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Still here", board_kind: public) { id } }',
    );
    const { create_item: item } = await env.clients.acme.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Kept") { id } }',
      { b: board.id },
    );
    await env.stack.stopApp('items', 'SIGKILL');

    // At the root: the boards are answered, the items field is null, and its error says where and why.
    const root = await env.clients.acme.request(
      'query ($b: ID!, $i: ID!) { boards(ids: [$b]) { id name } items(ids: [$i]) { id } }',
      {
        b: board.id,
        i: item.id,
      },
    );
    expect(root.status).toBe(200);
    expect(root.body.data).toEqual({ boards: [{ id: board.id, name: 'Still here' }], items: null });
    expect(root.body.errors).toEqual([
      {
        message:
          'Temporarily unavailable: this part of the answer could not be fetched. Retry the request shortly.',
        path: ['items'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);

    // Nested: items_page is non-null, so its null goes up to the board, and the error keeps the
    // field's full path.
    const nested = await env.clients.acme.request('{ boards { id items_page { items { id } } } }');
    expect(nested.status).toBe(200);
    expect(nested.body.data).toEqual({ boards: [null] });
    expect(nested.body.errors).toEqual([
      expect.objectContaining({
        path: ['boards', 0, 'items_page'],
        message: expect.stringMatching(/^Temporarily unavailable/),
      }),
    ]);
    // Nothing names the subgraph, its address, or the cause.
    expect(JSON.stringify([root.body, nested.body])).not.toMatch(
      /127\.0\.0\.1|ECONNREFUSED|fetch failed|subgraph|serviceName|stack/,
    );

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

describe('supervision', () => {
  it('restarts a crashed subgraph while the gateway answers partial data, then recovers on its own', async () => {
    const crashing = await startTestStack([{ name: 'acme' }]);
    try {
      const client = crashing.clients.acme;
      await client.data(
        'mutation { create_board(board_name: "Survives a crash", board_kind: public) { id } }',
      );
      const readyUrl = `http://127.0.0.1:${crashing.ports.gateway}/ready`;
      const gatewayPid = crashing.pids().gateway;
      const killed = crashing.pids().items;
      process.kill(killed, 'SIGKILL');

      // Meanwhile: boards still answer, the items part fails at its path, /ready names items.
      const partial = await client.request('{ me { id } boards { id items_page { items { id } } } }');
      expect(partial.status).toBe(200);
      expect(partial.body.data?.me).toBeTruthy();
      const down = await fetch(readyUrl);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ down: ['items'] });

      // Back within the backoff, as a new process, with no restart of the gateway.
      const deadline = Date.now() + 60_000;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ready = (await fetch(readyUrl)).status === 200;
      }
      expect(ready).toBe(true);
      expect(crashing.pids().items).not.toBe(killed);
      expect(crashing.pids().gateway).toBe(gatewayPid);
      const whole = await client.request('{ boards { id items_page { items { id } } } }');
      expect(whole.body.errors).toBeUndefined();
      expect(whole.body.data?.boards).toHaveLength(1);
    } finally {
      await crashing.stop();
    }
  }, 120_000);
});
