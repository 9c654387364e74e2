import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';

// Updates (comments on items) and their replies, through the gateway: posting, replying,
// editing and deleting, what a body keeps of its HTML, who sees and changes what, pages, and
// the API versions that have them.

let env: TestStack;
let author: GraphQLClient;
let colleague: GraphQLClient;
let stranger: GraphQLClient;
let boardId: string;
let itemId: string;
let privateItem: string;

const UPDATE_FIELDS = 'id body text_body creator_id creator { id name } created_at updated_at item_id';

interface Reply {
  id: string;
  body: string;
  text_body: string;
  creator_id: string;
}
interface Update extends Reply {
  item_id: string;
  created_at: string;
  updated_at: string;
  creator: { id: string; name: string };
  replies: Reply[];
}

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

async function createItem(client: GraphQLClient, board: string, name: string): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: board, n: name },
  );
  return create_item.id;
}

async function post(client: GraphQLClient, item: string | null, body: string, parent?: string) {
  return client.request<{ create_update: Update | null }>(
    `mutation ($i: ID, $b: String!, $p: ID) { create_update(item_id: $i, body: $b, parent_id: $p) { ${UPDATE_FIELDS} replies { id body } } }`,
    { i: item, b: body, p: parent ?? null },
  );
}

async function posted(client: GraphQLClient, item: string | null, body: string, parent?: string) {
  const answer = await post(client, item, body, parent);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.create_update as Update;
}

async function updatesOfItem(client: GraphQLClient, item: string, args = ''): Promise<Update[] | null> {
  const answer = await client.request<{ items: Array<{ updates: Update[] }> }>(
    `query ($i: [ID!]) { items(ids: $i) { updates${args} { ${UPDATE_FIELDS} replies { id body text_body creator_id } } } }`,
    { i: [item] },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.items[0]?.updates ?? null;
}

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 2 },
    { name: 'globex', users: 1 },
  ]);
  author = env.clients.acme;
  colleague = author.withToken(env.tokens.acme[1]);
  stranger = env.clients.globex;
  const { create_board } = await author.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Updates", board_kind: public) { id } }',
  );
  boardId = create_board.id;
  itemId = await createItem(author, boardId, 'Discussed');
  const secret = await author.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Secret", board_kind: private) { id } }',
  );
  privateItem = await createItem(author, secret.create_board.id, 'Hidden');
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('posting, replying, editing and deleting', () => {
  it('posts an update, replies to it, and reads both back with the item, newest update first', async () => {
    const { me } = await author.data<{ me: { id: string; name: string } }>('{ me { id name } }');
    const first = await posted(author, itemId, '<p>First <b>word</b></p>');
    expect(first).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      body: '<p>First <b>word</b></p>',
      text_body: 'First word',
      creator_id: me.id,
      creator: { id: me.id, name: me.name },
      item_id: itemId,
      replies: [],
    });
    expect(Date.parse(first.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const second = await posted(author, itemId, 'Second');
    const reply = await posted(colleague, null, 'A reply', first.id);
    // A reply to a reply joins the same thread; naming the item as well is fine.
    const nested = await posted(author, itemId, 'Another reply', reply.id);
    expect(reply.item_id).toBe(itemId);

    const updates = await updatesOfItem(author, itemId);
    expect(updates?.map((update) => update.id)).toEqual([second.id, first.id]);
    expect(updates?.[1].replies.map((entry) => [entry.id, entry.body])).toEqual([
      [reply.id, 'A reply'],
      [nested.id, 'Another reply'],
    ]);
    const { updates: root } = await author.data<{
      updates: Array<{ id: string; replies: Array<{ id: string }> }>;
    }>('query ($i: [ID!]) { updates(ids: $i) { id replies { id } } }', { i: [first.id, reply.id] });
    // Replies are read under their update, not as updates of their own.
    expect(root).toEqual([{ id: first.id, replies: [{ id: reply.id }, { id: nested.id }] }]);
  });

  it('lets the creator edit and delete, with the replies, and no one else', async () => {
    const update = await posted(author, itemId, 'Draft');
    const reply = await posted(author, null, 'Reply to draft', update.id);
    for (const attempt of [
      `mutation { edit_update(id: ${update.id}, body: "Hijacked") { id } }`,
      `mutation { delete_update(id: ${update.id}) { id } }`,
    ]) {
      const refused = await colleague.request(attempt);
      expect(codeOf(refused)).toBe('UserUnauthorizedException');
      expect(refused.body.errors?.[0].extensions?.status_code).toBe(403);
    }
    const { edit_update } = await author.data<{ edit_update: Update }>(
      'mutation ($i: ID!) { edit_update(id: $i, body: "<i>Final</i>") { id body text_body created_at updated_at } }',
      { i: update.id },
    );
    expect(edit_update).toMatchObject({ id: update.id, body: '<i>Final</i>', text_body: 'Final' });
    expect(Date.parse(edit_update.updated_at)).toBeGreaterThanOrEqual(Date.parse(edit_update.created_at));
    const { delete_update } = await author.data<{ delete_update: { id: string; body: string } }>(
      'mutation ($i: ID!) { delete_update(id: $i) { id body } }',
      { i: update.id },
    );
    expect(delete_update).toEqual({ id: update.id, body: '<i>Final</i>' });
    const left = await author.data<{ updates: unknown[] }>('query ($i: [ID!]) { updates(ids: $i) { id } }', {
      i: [update.id],
    });
    expect(left.updates).toEqual([]);
    // Its reply went with it.
    const again = await author.request(`mutation { edit_update(id: ${reply.id}, body: "x") { id } }`);
    expect(codeOf(again)).toBe('ResourceNotFoundException');
  });

  it('deletes an item’s updates with the item', async () => {
    const doomed = await createItem(author, boardId, 'Doomed');
    const update = await posted(author, doomed, 'Gone soon');
    await author.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: doomed });
    const { updates } = await author.data<{ updates: unknown[] }>(
      'query ($i: [ID!]) { updates(ids: $i) { id } }',
      {
        i: [update.id],
      },
    );
    expect(updates).toEqual([]);
    expect(codeOf(await post(author, null, 'late reply', update.id))).toBe('ResourceNotFoundException');
  });
});

describe('bodies', () => {
  it('removes script tags, event handlers and javascript: URLs, and keeps the formatting', async () => {
    const update = await posted(
      author,
      itemId,
      '<p onclick="steal()">Keep <strong>bold</strong>, <em>em</em> and <a href="https://example.com">a link</a></p>' +
        '<script>alert(1)</script><a href="javascript:alert(1)">bad link</a><img src="https://example.com/a.png" onerror="alert(1)">' +
        '<ul><li>one</li><li>two</li></ul>',
    );
    expect(update.body).toBe(
      '<p>Keep <strong>bold</strong>, <em>em</em> and <a href="https://example.com">a link</a></p>' +
        '<a>bad link</a><img src="https://example.com/a.png" /><ul><li>one</li><li>two</li></ul>',
    );
    expect(update.text_body).toBe('Keep bold, em and a link\n\nbad link\n * one\n * two');
    const { edit_update } = await author.data<{ edit_update: Update }>(
      'mutation ($i: ID!, $b: String!) { edit_update(id: $i, body: $b) { body } }',
      { i: update.id, b: '<b onmouseover="x()">safe</b><script>x()</script>' },
    );
    expect(edit_update.body).toBe('<b>safe</b>');
  });

  it('refuses a body with nothing left to show', async () => {
    for (const body of ['', '<script>alert(1)</script>']) {
      expect(codeOf(await post(author, itemId, body))).toBe('InvalidArgumentException');
    }
  });
});

describe('pages', () => {
  it('pages an item’s updates and the account’s, at most 100 a page', async () => {
    const paged = await createItem(author, boardId, 'Paged');
    const made: string[] = [];
    for (let n = 1; n <= 5; n += 1) made.push((await posted(author, paged, `Note ${n}`)).id);
    const newest = [...made].reverse();
    expect((await updatesOfItem(author, paged, '(limit: 2)'))?.map((update) => update.id)).toEqual(
      newest.slice(0, 2),
    );
    expect((await updatesOfItem(author, paged, '(limit: 2, page: 3)'))?.map((update) => update.id)).toEqual(
      newest.slice(4),
    );
    const root = await author.data<{ updates: Array<{ id: string }> }>('{ updates(limit: 3) { id } }');
    expect(root.updates.map((update) => update.id)).toEqual(newest.slice(0, 3));
    const second = await author.data<{ updates: Array<{ id: string }> }>(
      '{ updates(limit: 3, page: 2) { id } }',
    );
    // Then the older updates of the account's other items.
    expect(second.updates.map((update) => update.id).slice(0, 2)).toEqual(newest.slice(3, 5));

    const full = await author.request('{ updates(limit: 100) { id } }');
    expect(full.body.errors).toBeUndefined();
    for (const query of [
      '{ updates(limit: 101) { id } }',
      `{ items(ids: [${paged}]) { updates(limit: 101) { id } } }`,
      '{ updates(limit: 0) { id } }',
      '{ updates(page: 0) { id } }',
      `{ updates(ids: [${Array.from({ length: 101 }, (_, n) => n + 1).join(', ')}]) { id } }`,
    ]) {
      const refused = await author.request(query);
      expect([query, codeOf(refused)]).toEqual([query, 'InvalidArgumentException']);
    }
  });
});

describe('who sees what', () => {
  it('shows nothing of an account’s updates to another account, and lets it change none', async () => {
    const update = await posted(author, itemId, 'Acme only');
    const seen = await stranger.data<{ updates: Array<{ id: string }> }>(
      'query ($i: [ID!]) { updates(ids: $i) { id } }',
      {
        i: [update.id],
      },
    );
    expect(seen.updates).toEqual([]);
    const all = await stranger.data<{ updates: Array<{ id: string }> }>('{ updates(limit: 100) { id } }');
    expect(all.updates).toEqual([]);
    for (const attempt of [
      `mutation { edit_update(id: ${update.id}, body: "x") { id } }`,
      `mutation { delete_update(id: ${update.id}) { id } }`,
      `mutation { create_update(parent_id: ${update.id}, body: "x") { id } }`,
      `mutation { create_update(item_id: ${itemId}, body: "x") { id } }`,
    ]) {
      expect([attempt, codeOf(await stranger.request(attempt))]).toEqual([
        attempt,
        'ResourceNotFoundException',
      ]);
    }
    expect((await updatesOfItem(author, itemId))?.map((entry) => entry.body)).toContain('Acme only');
  });

  it('keeps a private board’s updates to its members', async () => {
    const update = await posted(author, privateItem, 'Private note');
    const root = await colleague.data<{ updates: Array<{ id: string }> }>('{ updates(limit: 100) { id } }');
    expect(root.updates.map((entry) => entry.id)).not.toContain(update.id);
    const byId = await colleague.data<{ updates: unknown[] }>(
      'query ($i: [ID!]) { updates(ids: $i) { id } }',
      {
        i: [update.id],
      },
    );
    expect(byId.updates).toEqual([]);
    expect(codeOf(await post(colleague, privateItem, 'x'))).toBe('ResourceNotFoundException');
    const own = await author.data<{ updates: Array<{ id: string }> }>('{ updates(limit: 100) { id } }');
    expect(own.updates.map((entry) => entry.id)).toContain(update.id);
  });

  it('answers unknown and malformed ids with the contract’s codes', async () => {
    for (const [attempt, code] of [
      ['mutation { create_update(item_id: 2099999999, body: "x") { id } }', 'ResourceNotFoundException'],
      ['mutation { create_update(item_id: "nope", body: "x") { id } }', 'ResourceNotFoundException'],
      ['mutation { create_update(parent_id: 3099999999, body: "x") { id } }', 'ResourceNotFoundException'],
      ['mutation { create_update(body: "x") { id } }', 'InvalidArgumentException'],
      ['mutation { edit_update(id: 3099999999, body: "x") { id } }', 'ResourceNotFoundException'],
      ['mutation { delete_update(id: "nope") { id } }', 'ResourceNotFoundException'],
      ['mutation { create_update(item_id: 1) { id } }', 'GRAPHQL_VALIDATION_FAILED'],
    ] as const) {
      const answer = await author.request(attempt);
      expect(answer.status).toBe(200);
      expect([attempt, codeOf(answer)]).toEqual([attempt, code]);
    }
    const other = await createItem(author, boardId, 'Other');
    const update = await posted(author, itemId, 'Thread');
    expect(codeOf(await post(author, other, 'wrong item', update.id))).toBe('InvalidArgumentException');
  });
});

describe('versions', () => {
  it('has updates from 2026-07 on, and not in 2026-04', async () => {
    const queries = [
      '{ updates { id } }',
      `{ items(ids: [${itemId}]) { updates { id } } }`,
      `mutation { create_update(item_id: ${itemId}, body: "v") { id } }`,
    ];
    for (const query of queries) {
      const old = await author.request(query, {}, { headers: { 'api-version': '2026-04' } });
      expect(old.status).toBe(200);
      expect([query, codeOf(old)]).toEqual([query, 'GRAPHQL_VALIDATION_FAILED']);
      for (const version of ['2026-07', '2026-10']) {
        const answer = await author.request(query, {}, { headers: { 'api-version': version } });
        expect([query, version, answer.body.errors]).toEqual([query, version, undefined]);
      }
    }
  });
});
