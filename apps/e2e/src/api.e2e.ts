import { createHash, randomUUID } from 'node:crypto';
import { postRaw, startTestStack, type TestStack } from '@workapi/testing';

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 2 }, { name: 'globex' }]);
});

afterAll(async () => {
  await env?.stop();
});

const CREATE_BOARD = `mutation ($name: String!, $kind: BoardKind!) {
  create_board(board_name: $name, board_kind: $kind) { id name board_kind state groups { id title } }
}`;

async function createBoard(account: string, name = 'Roadmap', kind = 'public') {
  const data = await env.clients[account].data<{ create_board: { id: string } }>(CREATE_BOARD, {
    name,
    kind,
  });
  return data.create_board.id;
}

describe('a board through the gateway', () => {
  it('is created with its default groups and columns and read back by id', async () => {
    const acme = env.clients.acme;
    const created = await acme.data<{ create_board: Record<string, unknown> }>(CREATE_BOARD, {
      name: 'Launch plan',
      kind: 'public',
    });
    expect(created.create_board).toMatchObject({
      name: 'Launch plan',
      board_kind: 'public',
      state: 'active',
      groups: [
        { id: 'topics', title: 'Group Title' },
        { id: 'group_title', title: 'Group Title' },
      ],
    });
    const id = created.create_board.id as string;
    expect(id).toMatch(/^\d+$/);

    const read = await acme.data<{ boards: Array<Record<string, unknown>> }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { id name groups { id } columns { id title type } } }`,
      { ids: [id] },
    );
    expect(read.boards).toEqual([
      {
        id,
        name: 'Launch plan',
        groups: [{ id: 'topics' }, { id: 'group_title' }],
        columns: [
          { id: 'name', title: 'Name', type: 'name' },
          { id: 'person', title: 'Person', type: 'people' },
          { id: 'status', title: 'Status', type: 'status' },
          { id: 'date4', title: 'Date', type: 'date' },
        ],
      },
    ]);
  });

  it('holds items created in it, listed by items_page with their column values', async () => {
    const acme = env.clients.acme;
    const boardId = await createBoard('acme');
    const first = await acme.data<{ create_item: Record<string, unknown> }>(
      `mutation ($board: ID!) { create_item(board_id: $board, item_name: "Write spec") { id name state board { id name } } }`,
      { board: boardId },
    );
    expect(first.create_item).toMatchObject({
      name: 'Write spec',
      state: 'active',
      board: { id: boardId, name: 'Roadmap' },
    });
    await acme.data(
      `mutation ($board: ID!) { create_item(board_id: $board, item_name: "Review", group_id: "group_title") { id } }`,
      {
        board: boardId,
      },
    );

    const page = await acme.data<{
      boards: Array<{ items_page: { items: Array<Record<string, unknown>> } }>;
    }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { items_page(limit: 10) { items { id name column_values { id type text value } } } } }`,
      { ids: [boardId] },
    );
    const items = page.boards[0].items_page.items;
    expect(items.map((item) => item.name)).toEqual(['Write spec', 'Review']);
    expect(items[0].column_values).toEqual([
      { id: 'person', type: 'people', text: '', value: null },
      { id: 'status', type: 'status', text: '', value: null },
      { id: 'date4', type: 'date', text: '', value: null },
    ]);
  });

  it('rejects an item name outside 1..255 characters and an unknown board', async () => {
    const acme = env.clients.acme;
    const boardId = await createBoard('acme');
    const long = await acme.request(
      `mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }`,
      {
        b: boardId,
        n: 'x'.repeat(256),
      },
    );
    expect(long.status).toBe(200);
    expect(long.body.errors?.[0]).toMatchObject({
      path: ['create_item'],
      extensions: { code: 'ItemNameTooLongException' },
    });
    const unknown = await acme.request(`mutation { create_item(board_id: 999, item_name: "x") { id } }`);
    expect(unknown.body.errors?.[0].extensions?.code).toBe('InvalidBoardIdException');
  });
});

describe('accounts', () => {
  it('see only their own boards, and cannot write into another account’s board', async () => {
    const boardId = await createBoard('acme', 'Acme secrets');
    const globex = env.clients.globex;
    const read = await globex.data<{ boards: unknown[] }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { id } }`,
      { ids: [boardId] },
    );
    expect(read.boards).toEqual([]);
    const all = await globex.data<{ boards: Array<{ id: string }> }>(`{ boards(limit: 500) { id } }`);
    expect(all.boards.map((board) => board.id)).not.toContain(boardId);
    const write = await globex.request(
      `mutation ($b: ID!) { create_item(board_id: $b, item_name: "intruder") { id } }`,
      {
        b: boardId,
      },
    );
    expect(write.body.data).toEqual({ create_item: null });
    expect(write.body.errors?.[0].extensions?.code).toBe('InvalidBoardIdException');
  });

  it('keep private boards to their owners', async () => {
    const boardId = await createBoard('acme', 'Private notes', 'private');
    const colleague = env.clients.acme.withToken(env.tokens.acme[1]);
    const read = await colleague.data<{ boards: unknown[] }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { id } }`,
      { ids: [boardId] },
    );
    expect(read.boards).toEqual([]);
    const own = await env.clients.acme.data<{ boards: unknown[] }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { id } }`,
      {
        ids: [boardId],
      },
    );
    expect(own.boards).toEqual([{ id: boardId }]);
  });

  it('serve a cursor only to the user it was made for, and only while the board is visible', async () => {
    const boardId = await createBoard('acme', 'Private list', 'private');
    for (const name of ['one', 'two', 'three']) {
      await env.clients.acme.data(
        'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
        {
          b: boardId,
          n: name,
        },
      );
    }
    const first = await env.clients.acme.data<{ boards: Array<{ items_page: { cursor: string } }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 1) { cursor items { id } } } }',
      { b: [boardId] },
    );
    const cursor = first.boards[0].items_page.cursor;
    const NEXT = 'query ($c: String!) { next_items_page(cursor: $c, limit: 1) { cursor items { name } } }';
    const colleague = env.clients.acme.withToken(env.tokens.acme[1]);
    const borrowed = await colleague.request(NEXT, { c: cursor });
    expect(borrowed.body.data?.next_items_page ?? null).toBeNull();
    expect(borrowed.body.errors?.[0].extensions?.code).toBe('CursorException');

    const own = await env.clients.acme.request<{ next_items_page: { items: unknown[] } }>(NEXT, {
      c: cursor,
    });
    expect(own.body.data?.next_items_page.items).toHaveLength(1);
    await env.clients.acme.data('mutation ($b: ID!) { delete_board(board_id: $b) { id } }', { b: boardId });
    const gone = await env.clients.acme.request(NEXT, { c: cursor });
    expect(gone.body.errors?.[0]).toMatchObject({
      message: 'The board of this cursor is no longer accessible',
      extensions: { code: 'CursorException' },
    });
  });
});

describe('HTTP contract', () => {
  const QUERY = '{ boards(limit: 1) { id } }';

  it('answers 401 without a token or with an unknown one, and accepts Bearer tokens', async () => {
    const missing = await env.anonymous.request(QUERY);
    expect(missing.status).toBe(401);
    expect(missing.body.errors?.[0].extensions?.code).toBe('UserUnauthorizedException');
    const unknown = await env.anonymous.request(QUERY, {}, { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    const bearer = await env.anonymous.request(QUERY, {}, { token: `Bearer ${env.tokens.acme[0]}` });
    expect(bearer.status).toBe(200);
    expect(bearer.body.data).toHaveProperty('boards');
  });

  it('puts API-Version, X-Request-Id and extensions.request_id on every response', async () => {
    const ok = await env.clients.acme.request(QUERY, {}, { headers: { 'x-request-id': 'trace-123' } });
    expect(ok.headers.get('api-version')).toBe('2026-07');
    expect(ok.headers.get('x-request-id')).toBe('trace-123');
    expect(ok.body.extensions?.request_id).toBe('trace-123');
    const denied = await env.anonymous.request(QUERY);
    expect(denied.headers.get('api-version')).toBe('2026-07');
    expect(denied.body.extensions?.request_id).toBe(denied.headers.get('x-request-id'));
  });

  it('selects the API version from the header and rejects a malformed one', async () => {
    const older = await env.clients.acme.request(QUERY, {}, { headers: { 'api-version': '2026-04' } });
    expect(older.headers.get('api-version')).toBe('2026-04');
    const unknown = await env.clients.acme.request(QUERY, {}, { headers: { 'api-version': '2030-01' } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('api-version')).toBe('2026-07');
    const malformed = await env.clients.acme.request(QUERY, {}, { headers: { 'api-version': 'v2' } });
    expect(malformed.status).toBe(200);
    expect(malformed.body.errors?.[0].extensions?.code).toBe('InvalidVersionException');
    const modern = await env.clients.acme.request(
      QUERY,
      {},
      { headers: { 'api-version': 'v2', accept: 'application/graphql-response+json' } },
    );
    expect(modern.status).toBe(400);
    expect(modern.body.errors?.[0].extensions?.code).toBe('InvalidVersionException');
  });

  it('answers 400 for what is not a GraphQL request, whatever the media type', async () => {
    const auth = { authorization: env.tokens.acme[0] };
    expect((await env.anonymous.post('{"query": ', auth)).status).toBe(400);
    expect((await env.anonymous.post({ variables: {} }, auth)).status).toBe(400);
    expect((await env.anonymous.post({ query: QUERY, variables: [1] }, auth)).status).toBe(400);
  });

  it('answers parse, validation and variable errors with 200 for application/json, 400 for graphql-response+json', async () => {
    const cases: Array<{ query: string; variables?: Record<string, unknown>; code: string }> = [
      { query: '{ boards { id ', code: 'GRAPHQL_PARSE_FAILED' },
      { query: '{ boards { id colour } }', code: 'GRAPHQL_VALIDATION_FAILED' },
      {
        query: 'query ($l: Int!) { boards(limit: $l) { id } }',
        variables: { l: 'many' },
        code: 'BAD_USER_INPUT',
      },
    ];
    for (const { query, variables, code } of cases) {
      for (const [accept, status] of [
        ['application/json', 200],
        ['application/graphql-response+json', 400],
        ['application/graphql-response+json, application/json;q=0.9', 400],
      ] as const) {
        const answer = await env.clients.acme.request(query, variables ?? {}, { headers: { accept } });
        expect({ code, accept, status: answer.status }).toEqual({ code, accept, status });
        expect(answer.body.data).toBeUndefined();
        expect(answer.body.errors?.[0].extensions?.code).toBe(code);
      }
    }
    const parse = await env.clients.acme.request('{ boards { id ');
    expect(parse.body.errors?.[0]).toMatchObject({ locations: [{ line: 1 }] });
    const validation = await env.clients.acme.request('{ boards { id colour } }');
    expect(validation.body.errors?.[0].message).toContain('colour');
  });

  it('rejects an invalid page limit with InvalidArgumentException', async () => {
    const answer = await env.clients.acme.request('{ boards(limit: 501) { id } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({
      path: ['boards'],
      extensions: { code: 'InvalidArgumentException' },
    });
  });

  it('serves queries over GET but not mutations', async () => {
    const url = new URL(env.gatewayUrl);
    url.searchParams.set('query', QUERY);
    const query = await fetch(url, { headers: { authorization: env.tokens.acme[0] } });
    expect(query.status).toBe(200);
    url.searchParams.set('query', 'mutation { create_board(board_name: "x", board_kind: public) { id } }');
    const mutation = await fetch(url, { headers: { authorization: env.tokens.acme[0] } });
    expect(mutation.status).toBe(405);
  });

  it('speaks application/graphql-response+json when asked', async () => {
    const answer = await env.clients.acme.request(
      QUERY,
      {},
      { headers: { accept: 'application/graphql-response+json' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/graphql-response+json');
  });

  it('refuses a request without a token whatever its body says, and still any body over the limit', async () => {
    const url = new URL('/graphql', env.gatewayUrl).href;
    const headers = { 'content-type': 'application/json' };
    // The body of a request without a token is dropped as it arrives, never parsed: even one that
    // is not JSON gets the 401 (a 400 before), with the usual headers and request id.
    const answers = [
      await postRaw(url, { headers, body: Buffer.from('{"query": "{ me { id } }"') }),
      await postRaw(url, {
        headers,
        body: Buffer.from(JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(900 * 1024)}` })),
      }),
      await postRaw(url, { headers, body: [Buffer.from('{"query":'), Buffer.from('"{ me { id } }"}')] }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers['api-version']).toBe('2026-07');
      const body = JSON.parse(answer.body);
      expect(body.errors[0].extensions.code).toBe('UserUnauthorizedException');
      expect(body.extensions.request_id).toBe(answer.headers['x-request-id']);
    }
    // Over the limit, with a content-length or chunked without one: a readable 413, as with a token.
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 'x');
    const chunks = Array.from({ length: 10 }, (_, i) =>
      tenMb.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    for (const body of [tenMb, chunks]) {
      const answer = await postRaw(url, { headers, body });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
  });

  it('refuses bodies over the size limit with 413', async () => {
    const answer = await env.anonymous.post(
      { query: QUERY, variables: { pad: 'x'.repeat(1_100_000) } },
      {
        authorization: env.tokens.acme[0],
      },
    );
    expect(answer.status).toBe(413);
  });

  it('answers every oversized body with a readable 413 while the gateway is busy: never a reset', async () => {
    const url = new URL('/graphql', env.gatewayUrl).href;
    const headers = { 'content-type': 'application/json', authorization: env.tokens.acme[0] };
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 'x');
    let busy = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (busy) await env.clients.globex.request(QUERY);
      }),
    );
    const answers = [];
    try {
      // Node's http client, one connection each, no retry: a reset rejects.
      for (let sent = 0; sent < 20; sent++) answers.push(await postRaw(url, { headers, body: tenMb }));
      // Chunked, without a content-length: refused part way through, once past the limit.
      const chunks = Array.from({ length: 10 }, (_, i) =>
        tenMb.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
      );
      answers.push(await postRaw(url, { headers, body: chunks }));
    } finally {
      busy = false;
      await load;
    }
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
  });
});

describe('automatic persisted queries', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
  const complexity = (body: { extensions?: Record<string, unknown> }) =>
    body.extensions?.complexity as { query: number; before: number; after: number };

  it('prices a hash-only replay exactly like the text it stands for, every time', async () => {
    const query = '{ boards(limit: 7) { id name } }';
    const auth = { authorization: env.tokens.acme[0] };
    const full = await env.anonymous.post({ query }, auth);
    const registered = await env.anonymous.post({ query, extensions: persisted(sha256(query)) }, auth);
    expect(registered.status).toBe(200);
    expect(registered.body.data).toEqual(full.body.data);
    const price = complexity(full.body).query;
    expect(price).toBeGreaterThan(0);
    expect(complexity(registered.body).query).toBe(price);
    for (let replay = 0; replay < 3; replay += 1) {
      const before = complexity((await env.clients.acme.request('{ me { id } }')).body).after;
      const answer = await env.anonymous.post({ extensions: persisted(sha256(query)) }, auth);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(full.body.data);
      expect(complexity(answer.body)).toMatchObject({ query: price, before, after: before - price });
    }
    // Over GET too.
    const url = new URL(env.gatewayUrl);
    url.searchParams.set('extensions', JSON.stringify(persisted(sha256(query))));
    const viaGet = await fetch(url, { headers: auth });
    expect(viaGet.status).toBe(200);
    expect(((await viaGet.json()) as { data: unknown }).data).toEqual(full.body.data);
  });

  it('validates a replay against the version it is sent under', async () => {
    const query = '{ boards(limit: 1) { id items { id } } }';
    const auth = { authorization: env.tokens.acme[0] };
    const registered = await env.anonymous.post(
      { query, extensions: persisted(sha256(query)) },
      { ...auth, 'api-version': '2026-07' },
    );
    expect(registered.body.errors).toBeUndefined();
    const replay = await env.anonymous.post(
      { extensions: persisted(sha256(query)) },
      { ...auth, 'api-version': '2026-10' },
    );
    expect(replay.body.data).toBeUndefined();
    expect(replay.body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "items" on type "Board". Did you mean "tags" or "views"?',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(complexity(replay.body).query).toBe(0);
  });

  it('asks for the text of an unknown hash and refuses a hash that does not match its text', async () => {
    const auth = { authorization: env.tokens.acme[0] };
    const unknown = await env.anonymous.post({ extensions: persisted(sha256('{ me { name } }x')) }, auth);
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    const mismatch = await env.anonymous.post(
      { query: '{ me { id } }', extensions: persisted('0'.repeat(64)) },
      auth,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    const unauthenticated = await env.anonymous.post({ extensions: persisted(sha256('{ me { id } }')) });
    expect(unauthenticated.status).toBe(401);
  });

  /** Whether a hash-only request of `text` finds it stored. */
  const stored = async (text: string) => {
    const answer = await env.anonymous.post(
      { extensions: persisted(sha256(text)) },
      { authorization: env.tokens.globex[0] },
    );
    return answer.body.errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_NOT_FOUND';
  };
  const register = (text: string, headers: Record<string, string>) =>
    env.anonymous.post({ query: text, extensions: persisted(sha256(text)) }, headers);

  it('stores nothing for an anonymous, invalid or refused registration', async () => {
    const auth = { authorization: env.tokens.acme[0] };
    const anonymous = `query Anonymous { me { id } } # ${randomUUID()}`;
    expect((await register(anonymous, {})).status).toBe(401);
    const badToken = `query BadToken { me { id } } # ${randomUUID()}`;
    expect((await register(badToken, { authorization: 'wa_nobody_x' })).status).toBe(401);
    const invalid = `query Invalid { no_such_field } # ${randomUUID()}`;
    expect((await register(invalid, auth)).body.errors?.[0].extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    const tooDear = `query TooDear { boards(limit: 100000) { items_page(limit: 500) { items { id column_values { id text value } } } } } # ${randomUUID()}`;
    expect((await register(tooDear, auth)).body.errors?.[0].extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
    for (const text of [anonymous, badToken, invalid, tooDear])
      expect([text, await stored(text)]).toEqual([text, false]);
    const admitted = `query Admitted { me { id } } # ${randomUUID()}`;
    expect((await register(admitted, auth)).status).toBe(200);
    expect(await stored(admitted)).toBe(true);
  });

  it("keeps an account's registrations within its share, dropping its oldest first", async () => {
    const auth = { authorization: env.tokens.acme[0] };
    // 40 texts of 60 KB: more than the 2 MiB an account may keep.
    const texts = Array.from(
      { length: 40 },
      (_, index) => `query Heavy${index} { me { id } } # ${randomUUID()} ${'x'.repeat(60 * 1024)}`,
    );
    for (const text of texts) expect((await register(text, auth)).status).toBe(200);
    expect(await stored(texts[0])).toBe(false);
    expect(await stored(texts[texts.length - 1])).toBe(true);
    // A text over 64 KB is run, but not stored.
    const long = `query Long { me { id } } # ${'y'.repeat(70 * 1024)}`;
    expect((await register(long, auth)).status).toBe(200);
    expect(await stored(long)).toBe(false);
  });
});
