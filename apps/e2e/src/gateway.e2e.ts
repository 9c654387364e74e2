import fc from 'fast-check';
import { serverAudits } from 'graphql-http';
import { startTestStack, type TestStack } from '@workapi/testing';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }]);
});

afterAll(async () => {
  await env?.stop();
});

const codes = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  (answer.body.errors ?? []).map((error) => error.extensions?.code);

describe('shape limits', () => {
  it('refuses 5,000 aliases, and a query over the alias limit, before executing anything', async () => {
    const huge = `{ ${Array.from({ length: 5_000 }, (_, n) => `a${n}: me { id }`).join(' ')} }`;
    const refused = await env.clients.acme.request(huge);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toBeUndefined();
    // 30,000 tokens: refused by the parser already, before validation looks at it.
    expect(refused.body.errors?.[0].message).toMatch(/15000 tokens\. Parsing aborted/);
    expect(codes(refused)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(refused.body.extensions?.complexity).toMatchObject({ query: 0 });

    const aliased = `{ me { ${Array.from({ length: 101 }, (_, n) => `a${n}: id`).join(' ')} } }`;
    const overAliases = await env.clients.acme.request(
      aliased,
      {},
      { headers: { accept: 'application/graphql-response+json' } },
    );
    expect(overAliases.status).toBe(400);
    expect(overAliases.body.errors?.[0]).toMatchObject({
      message: 'Aliases limit of 100 exceeded, found 101.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses depth 30, too many root fields and too many tokens, each with its limit named', async () => {
    // Shape limits are checked before the schema, so the fields need not exist to be counted.
    const deep = `{ ${'me { '.repeat(30)} id ${'} '.repeat(30)} }`;
    const tooDeep = await env.clients.acme.request(deep);
    expect(tooDeep.body.data).toBeUndefined();
    expect(tooDeep.body.errors?.[0].message).toMatch(/^Query depth limit of 15 exceeded, found \d+\.$/);
    expect(codes(tooDeep)).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    const roots = `{ ${Array.from({ length: 101 }, () => 'me { id }').join(' ')} }`;
    const tooWide = await env.clients.acme.request(roots);
    expect(tooWide.body.errors?.map((error) => error.message)).toContain(
      'Root fields limit of 100 exceeded, found 101.',
    );

    const tokens = `{ me { ${'id '.repeat(15_001)} } }`;
    const tooLong = await env.clients.acme.request(tokens);
    expect(tooLong.body.errors?.[0].message).toMatch(/15000 tokens\. Parsing aborted/);
    expect(codes(tooLong)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('keeps `__schema` introspection, which is deep by nature, outside the depth limit', async () => {
    const ofType = `{ __schema { types { fields { type { ${'ofType { '.repeat(20)} name ${'} '.repeat(20)} } } } } }`;
    const answer = await env.clients.acme.request(ofType);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('GraphQL over HTTP', () => {
  it('passes every MUST and SHOULD of the graphql-http server audit', async () => {
    const token = env.tokens.acme[0];
    const audits = serverAudits({
      url: env.gatewayUrl,
      fetchFn: (input: string | URL | Request, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', token);
        return fetch(input, { ...init, headers });
      },
    });
    expect(audits.length).toBeGreaterThan(30);
    const failed: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== 'ok') failed.push(`${audit.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
  });
});

describe('Idempotency-Key on mutations', () => {
  const CREATE =
    'mutation ($name: String!) { create_board(board_name: $name, board_kind: public) { id name } }';
  const boardCount = async () =>
    ((await env.clients.acme.data<{ boards: unknown[] }>('{ boards(limit: 500) { id } }')).boards ?? [])
      .length;

  it('answers a retry with the first result, charged nothing, without acting again', async () => {
    const before = await boardCount();
    const headers = { 'idempotency-key': `retry-${Date.now()}` };
    const first = await env.clients.acme.request(CREATE, { name: 'Once' }, { headers });
    expect(first.status).toBe(200);
    const retry = await env.clients.acme.request(CREATE, { name: 'Once' }, { headers });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect(retry.body.extensions?.complexity).toMatchObject({ query: 0 });
    expect(retry.body.extensions?.request_id).not.toBe(first.body.extensions?.request_id);
    expect(await boardCount()).toBe(before + 1);

    const other = await env.clients.acme.request(CREATE, { name: 'Another' }, { headers });
    expect(other.status).toBe(422);
    expect(await boardCount()).toBe(before + 1);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT with Retry-After while the first is still running', async () => {
    // Eight sent together usually meet the first one running (a board takes several round trips to
    // make), but on a busy machine the first can finish before the rest arrive; each round uses a
    // fresh key and must keep the invariants, and some round must see the conflict.
    const conflicts: number[] = [];
    for (let round = 0; round < 5 && conflicts.length === 0; round += 1) {
      const name = `Raced-${round}-${Date.now()}`;
      const headers = { 'idempotency-key': `race-${round}-${Date.now()}` };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => env.clients.acme.request(CREATE, { name }, { headers })),
      );
      const statuses = answers.map((answer) => answer.status);
      // One ran; each other one either met it running (409) or found its result (200, same data).
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      const ran = answers.filter((answer) => answer.status === 200);
      expect(new Set(ran.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
      for (const conflict of answers.filter((answer) => answer.status === 409)) {
        expect(conflict.body.errors?.[0].extensions?.code).toBe('IDEMPOTENCY_CONFLICT');
        expect(Number(conflict.headers.get('retry-after'))).toBeGreaterThan(0);
        conflicts.push(conflict.status);
      }
      const names = (
        await env.clients.acme.data<{ boards: Array<{ name: string }> }>('{ boards(limit: 500) { name } }')
      ).boards;
      expect(names.filter((board) => board.name === name)).toHaveLength(1);
    }
    expect(conflicts.length).toBeGreaterThan(0);
  });

  it('keeps keys apart per account, and ignores the header on queries', async () => {
    const headers = { 'idempotency-key': `shared-${Date.now()}` };
    const acme = await env.clients.acme.request(CREATE, { name: 'Mine' }, { headers });
    const globex = await env.clients.globex.request(CREATE, { name: 'Mine' }, { headers });
    expect([acme.status, globex.status]).toEqual([200, 200]);
    expect(globex.body.data).not.toEqual(acme.body.data);
    const query = await env.clients.acme.request(
      '{ me { id } }',
      {},
      { headers: { 'idempotency-key': 'q' } },
    );
    expect(query.status).toBe(200);
    const bad = await env.clients.acme.request(
      CREATE,
      { name: 'x' },
      { headers: { 'idempotency-key': 'has space' } },
    );
    expect(bad.status).toBe(400);
  });
});

describe('unknown tokens', () => {
  it('refuse an address that floods unknown tokens with 429 before any lookup, while known tokens work', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 21; guess += 1) {
      statuses.push((await env.anonymous.request('{ me { id } }', {}, { token: `guess-${guess}` })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    const throttled = await env.anonymous.request('{ me { id } }', {}, { token: 'guess-21' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.errors?.[0].extensions?.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // A token that was valid lately is looked up again from the same address, so a client behind
    // the same address as a flood keeps working.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect((await env.clients.acme.request('{ me { id } }')).status).toBe(200);
  });
});

describe('generated bad input', () => {
  it('never gets a server fault, a stack or an internal address, and leaves the server healthy', async () => {
    const token = env.tokens.acme[0];
    const fragments = [
      '{',
      '}',
      'boards',
      'me',
      'id',
      '(',
      ')',
      'limit:',
      '$x',
      '...',
      'on',
      'query',
      'mutation',
      '"',
      '#',
      '@skip',
      'items_page',
      '__schema',
      ' ',
      '\n',
      'a:',
      '1e999',
      'null',
    ];
    const queryText = fc.oneof(
      fc.array(fc.constantFrom(...fragments), { maxLength: 40 }).map((parts) => parts.join(' ')),
      fc.string({ maxLength: 200 }),
    );
    const json = fc.jsonValue({ maxDepth: 3 });
    const body = fc.oneof(
      fc.record(
        { query: queryText, variables: fc.oneof(json, fc.dictionary(fc.string(), json)) },
        { requiredKeys: [] },
      ),
      json,
      fc.record(
        { query: queryText, operationName: fc.oneof(fc.string(), json), extensions: json },
        { requiredKeys: [] },
      ),
    );
    const headers = fc.record(
      {
        'api-version': fc.oneof(
          fc.constantFrom('2026-07', '2026-10', '2030-01', 'v2', ''),
          fc.string({ maxLength: 20 }),
        ),
        accept: fc.constantFrom(
          'application/json',
          'application/graphql-response+json',
          '*/*',
          'text/html',
          'x/y',
        ),
        authorization: fc.oneof(
          fc.constant(token),
          fc.constant(`Bearer ${token}`),
          fc.string({ maxLength: 30 }),
        ),
        'idempotency-key': fc.string({ maxLength: 40 }),
      },
      { requiredKeys: [] },
    );
    const printable = (value: string) => value.replace(/[^\x20-\x7e]/g, '');
    await fc.assert(
      fc.asyncProperty(body, headers, fc.boolean(), async (sent, given, raw) => {
        const answer = await fetch(env.gatewayUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...Object.fromEntries(Object.entries(given).map(([name, value]) => [name, printable(value)])),
          },
          body: raw ? JSON.stringify(sent).slice(0, -1) : JSON.stringify(sent),
        });
        const text = await answer.text();
        expect(answer.status).toBeLessThan(500);
        expect(text).not.toMatch(/at .*\.(ts|js):\d+|127\.0\.0\.1|ECONNREFUSED|MongoServerError/);
        if (answer.headers.get('content-type')?.includes('json'))
          expect(() => JSON.parse(text)).not.toThrow();
      }),
      { numRuns: 150, seed: 20261123 },
    );
    expect((await fetch(`http://127.0.0.1:${env.ports.gateway}/ready`)).status).toBe(200);
    expect((await env.clients.acme.request('{ me { id } }')).status).toBe(200);
  }, 120_000);
});
