import {
  eventually,
  startTestStack,
  type GraphQLAnswer,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

// The rest of monday.com's updates, through the gateway: likes, pins, clearing an item's updates,
// a board's updates, root replies, updates by date, and an item's subscribers; each as its users
// see it, and refused to those who may not.

let env: TestStack;
/** The board's owner (and the account's admin). */
let owner: GraphQLClient;
let member: GraphQLClient;
let stranger: GraphQLClient;
let ownerId: string;
let memberId: string;
let boardId: string;
let itemId: string;
let otherItem: string;

interface Like {
  creator_id: string;
  creator: { id: string };
  reaction_type: string | null;
}

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

async function createItem(client: GraphQLClient, board: string, name: string): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: board, n: name },
  );
  return create_item.id;
}

async function post(
  client: GraphQLClient,
  item: string | null,
  body: string,
  parent?: string,
): Promise<string> {
  const { create_update } = await client.data<{ create_update: { id: string } }>(
    'mutation ($i: ID, $b: String!, $p: ID) { create_update(item_id: $i, body: $b, parent_id: $p) { id } }',
    { i: item, b: body, p: parent ?? null },
  );
  return create_update.id;
}

async function likesOf(client: GraphQLClient, update: string): Promise<Like[]> {
  const { updates } = await client.data<{ updates: Array<{ likes: Like[] }> }>(
    'query ($i: [ID!]) { updates(ids: $i) { likes { creator_id creator { id } reaction_type } } }',
    { i: [update] },
  );
  return updates[0].likes;
}

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 2 },
    { name: 'globex', users: 1 },
  ]);
  owner = env.clients.acme;
  member = owner.withToken(env.tokens.acme[1]);
  stranger = env.clients.globex;
  ownerId = (await owner.data<{ me: { id: string } }>('{ me { id } }')).me.id;
  memberId = (await member.data<{ me: { id: string } }>('{ me { id } }')).me.id;
  const { create_board } = await owner.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Talk", board_kind: public) { id } }',
  );
  boardId = create_board.id;
  itemId = await createItem(owner, boardId, 'Talked about');
  otherItem = await createItem(owner, boardId, 'Also talked about');
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('likes', () => {
  it('keeps one like per user, with its reaction, until taken back', async () => {
    const update = await post(owner, itemId, 'Like me');
    await member.data('mutation ($u: ID!) { like_update(update_id: $u) { id } }', { u: update });
    const { like_update } = await owner.data<{ like_update: { id: string; likes: Like[] } }>(
      'mutation ($u: ID!) { like_update(update_id: $u, reaction_type: "heart") { id likes { creator_id reaction_type } } }',
      { u: update },
    );
    expect(like_update.likes).toEqual([
      { creator_id: memberId, reaction_type: null },
      { creator_id: ownerId, reaction_type: 'heart' },
    ]);
    // Liking again changes the reaction, not the count.
    await member.data('mutation ($u: ID!) { like_update(update_id: $u, reaction_type: "clap") { id } }', {
      u: update,
    });
    expect(await likesOf(owner, update)).toEqual([
      { creator_id: memberId, creator: { id: memberId }, reaction_type: 'clap' },
      { creator_id: ownerId, creator: { id: ownerId }, reaction_type: 'heart' },
    ]);
    const { unlike_update } = await member.data<{ unlike_update: { likes: Like[] } }>(
      'mutation ($u: ID!) { unlike_update(update_id: $u) { likes { creator_id } } }',
      { u: update },
    );
    expect(unlike_update.likes).toEqual([{ creator_id: ownerId }]);
  });

  it('takes a like sent several times at once (a double click) as one, and fails none', async () => {
    for (let round = 0; round < 5; round += 1) {
      const update = await post(owner, itemId, `Clicked ${round}`);
      // Each request's upsert finds no like yet, so their inserts collide on the like's id.
      const answers = await Promise.all(
        ['heart', 'clap', 'heart', 'clap'].map((reaction) =>
          member.request(
            'mutation ($u: ID!, $r: String) { like_update(update_id: $u, reaction_type: $r) { id } }',
            {
              u: update,
              r: reaction,
            },
          ),
        ),
      );
      expect(answers.map((answer) => answer.body.errors ?? [])).toEqual([[], [], [], []]);
      const likes = await likesOf(owner, update);
      expect(likes.map((like) => like.creator_id)).toEqual([memberId]);
    }
  });

  it('likes a reply, and refuses an update of another account as unknown', async () => {
    const update = await post(owner, itemId, 'Thread');
    const reply = await post(member, null, 'Reply', update);
    const { like_update } = await owner.data<{ like_update: { id: string } }>(
      'mutation ($u: ID!) { like_update(update_id: $u) { id } }',
      { u: reply },
    );
    expect(like_update.id).toBe(reply);
    const { updates } = await owner.data<{ updates: Array<{ replies: Array<{ likes: Like[] }> }> }>(
      'query ($i: [ID!]) { updates(ids: $i) { replies { likes { creator_id } } } }',
      { i: [update] },
    );
    expect(updates[0].replies[0].likes).toEqual([{ creator_id: ownerId }]);
    const foreign = await stranger.request('mutation ($u: ID!) { like_update(update_id: $u) { id } }', {
      u: update,
    });
    expect(codeOf(foreign)).toBe('ResourceNotFoundException');
    expect(await likesOf(owner, update)).toEqual([]);
  });
});

describe("an imported update's original creation date", () => {
  it('is kept as sent and answered beside created_at; use_app_info is taken; a bad date is refused', async () => {
    const CREATE = `mutation ($i: ID, $p: ID, $d: String, $a: Boolean) {
      create_update(item_id: $i, parent_id: $p, body: "Imported", original_creation_date: $d, use_app_info: $a) {
        id original_creation_date created_at
      }
    }`;
    const create = (variables: Record<string, unknown>) => owner.request(CREATE, { i: itemId, ...variables });
    const made = await create({ d: '2019-03-14T09:26:53Z', a: true });
    expect(made.body.errors).toBeUndefined();
    const update = (
      made.body.data as { create_update: { id: string; original_creation_date: string; created_at: string } }
    ).create_update;
    expect(update.original_creation_date).toBe('2019-03-14T09:26:53Z');
    // The update was still created now: the date is the import's record, not the update's.
    expect(Date.parse(update.created_at)).toBeGreaterThan(Date.parse('2026-01-01'));
    const { updates } = await member.data<{ updates: Array<{ original_creation_date: string | null }> }>(
      'query ($i: [ID!]) { updates(ids: $i) { original_creation_date } }',
      { i: [update.id] },
    );
    expect(updates).toEqual([{ original_creation_date: '2019-03-14T09:26:53Z' }]);
    const plain = await post(owner, itemId, 'Not imported');
    const { updates: others } = await owner.data<{
      updates: Array<{ original_creation_date: string | null }>;
    }>('query ($i: [ID!]) { updates(ids: $i) { original_creation_date } }', { i: [plain] });
    expect(others).toEqual([{ original_creation_date: null }]);
    const day = await create({ d: '2019-03-14' });
    expect(day.body.errors).toBeUndefined();
    for (const bad of ['yesterday', '2019-02-30', `2019-03-14T09:26:53.${'1'.repeat(100)}Z`]) {
      const refused = await create({ d: bad });
      expect([bad, refused.body.errors?.[0].extensions?.code]).toEqual([bad, 'InvalidArgumentException']);
    }
  });
});

describe('pins', () => {
  it('pins an update to the top of its item and unpins it; a reply or another item is refused', async () => {
    const update = await post(owner, itemId, 'Pin me');
    const { pin_to_top } = await member.data<{ pin_to_top: { pinned_to_top: Array<{ item_id: string }> } }>(
      'mutation ($u: ID!, $i: ID) { pin_to_top(id: $u, item_id: $i) { pinned_to_top { item_id } } }',
      { u: update, i: itemId },
    );
    expect(pin_to_top.pinned_to_top).toEqual([{ item_id: itemId }]);
    const { updates } = await owner.data<{ updates: Array<{ pinned_to_top: unknown[] }> }>(
      'query ($i: [ID!]) { updates(ids: $i) { pinned_to_top { item_id } } }',
      { i: [update] },
    );
    expect(updates[0].pinned_to_top).toEqual([{ item_id: itemId }]);

    const elsewhere = await owner.request(
      'mutation ($u: ID!, $i: ID) { pin_to_top(id: $u, item_id: $i) { id } }',
      {
        u: update,
        i: otherItem,
      },
    );
    expect(codeOf(elsewhere)).toBe('InvalidArgumentException');
    const reply = await post(owner, null, 'A reply', update);
    expect(
      codeOf(await owner.request('mutation ($u: ID!) { pin_to_top(id: $u) { id } }', { u: reply })),
    ).toBe('InvalidArgumentException');

    const { unpin_from_top } = await owner.data<{ unpin_from_top: { pinned_to_top: unknown[] } }>(
      'mutation ($u: ID!) { unpin_from_top(id: $u) { pinned_to_top { item_id } } }',
      { u: update },
    );
    expect(unpin_from_top.pinned_to_top).toEqual([]);
  });
});

describe('clear_item_updates', () => {
  it("deletes every update of an item for the board's owner, and refuses a member", async () => {
    const item = await createItem(owner, boardId, 'To clear');
    const mine = await post(owner, item, 'Mine');
    await post(member, item, 'Theirs');
    await post(member, null, 'A reply', mine);
    const refused = await member.request('mutation ($i: ID!) { clear_item_updates(item_id: $i) { id } }', {
      i: item,
    });
    expect(codeOf(refused)).toBe('UserUnauthorizedException');

    const { clear_item_updates } = await owner.data<{ clear_item_updates: { id: string } }>(
      'mutation ($i: ID!) { clear_item_updates(item_id: $i) { id } }',
      { i: item },
    );
    expect(clear_item_updates.id).toBe(item);
    const { items } = await member.data<{ items: Array<{ updates: unknown[] }> }>(
      'query ($i: [ID!]) { items(ids: $i) { updates { id } } }',
      { i: [item] },
    );
    expect(items[0].updates).toEqual([]);
    const { updates } = await member.data<{ updates: unknown[] }>(
      'query ($i: [ID!]) { updates(ids: $i) { id } }',
      {
        i: [mine],
      },
    );
    expect(updates).toEqual([]);
  });
});

describe('lists of updates', () => {
  let boardOnly: string;
  let older: string;
  let newer: string;
  let reply: string;

  beforeAll(async () => {
    const { create_board } = await owner.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Listed", board_kind: public) { id } }',
    );
    boardOnly = create_board.id;
    const first = await createItem(owner, boardOnly, 'First');
    const second = await createItem(owner, boardOnly, 'Second');
    older = await post(owner, first, 'Older');
    newer = await post(member, second, 'Newer');
    reply = await post(owner, null, 'Reply on the board', older);
  });

  it("answers a board's updates newest first, paged, by ids, and none board-level", async () => {
    const read = (args: string) =>
      owner.data<{ boards: Array<{ updates: Array<{ id: string }> }> }>(
        `query ($b: [ID!]) { boards(ids: $b) { updates${args} { id } } }`,
        { b: [boardOnly] },
      );
    expect((await read('')).boards[0].updates).toEqual([{ id: newer }, { id: older }]);
    expect((await read('(limit: 1, page: 2)')).boards[0].updates).toEqual([{ id: older }]);
    expect((await read(`(ids: [${older}])`)).boards[0].updates).toEqual([{ id: older }]);
    expect((await read('(board_updates_only: true)')).boards[0].updates).toEqual([]);
    expect((await read('(from_date: "2999-01-01T00:00:00Z")')).boards[0].updates).toEqual([]);
    const over = await owner.request('query ($b: [ID!]) { boards(ids: $b) { updates(limit: 101) { id } } }', {
      b: [boardOnly],
    });
    expect(codeOf(over)).toBe('InvalidArgumentException');
  });

  it('answers the replies of the boards named, within the dates given', async () => {
    const { replies } = await member.data<{ replies: Array<{ id: string; body: string }> }>(
      'query ($b: [ID!]!) { replies(board_ids: $b) { id body } }',
      { b: [boardOnly] },
    );
    expect(replies).toEqual([{ id: reply, body: 'Reply on the board' }]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await member.data<{ replies: unknown[] }>(
      'query ($b: [ID!]!, $f: String, $t: String) { replies(board_ids: $b, created_at_from: $f, created_at_to: $t) { id } }',
      { b: [boardOnly], f: today, t: today },
    );
    expect(dated.replies).toEqual([{ id: reply }]);
    const later = await member.data<{ replies: unknown[] }>(
      'query ($b: [ID!]!) { replies(board_ids: $b, created_at_from: "2999-01-01") { id } }',
      { b: [boardOnly] },
    );
    expect(later.replies).toEqual([]);
    const bad = await member.request(
      'query ($b: [ID!]!) { replies(board_ids: $b, created_at_to: "soon") { id } }',
      {
        b: [boardOnly],
      },
    );
    expect(codeOf(bad)).toBe('InvalidArgumentException');
    // Another account's user names the board and gets nothing of it.
    const { replies: foreign } = await stranger.data<{ replies: unknown[] }>(
      'query ($b: [ID!]!) { replies(board_ids: $b) { id } }',
      { b: [boardOnly] },
    );
    expect(foreign).toEqual([]);
  });

  it('keeps the updates created between from_date and to_date, a date alone being its whole day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const read = (from: string, to: string) =>
      owner.data<{ updates: Array<{ id: string }> }>(
        'query ($i: [ID!], $f: String, $t: String) { updates(ids: $i, from_date: $f, to_date: $t) { id } }',
        { i: [older, newer], f: from, t: to },
      );
    expect((await read(today, today)).updates).toEqual([{ id: newer }, { id: older }]);
    expect((await read(yesterday, yesterday)).updates).toEqual([]);
  });
});

describe('Item.subscribers', () => {
  it('lists the creator, who was assigned and who wrote an update, each once', async () => {
    const item = await createItem(owner, boardId, 'Followed');
    const subscribers = async () =>
      (await stranger.request('query ($i: [ID!]) { items(ids: $i) { subscribers { id } } }', { i: [item] }))
        .body.data;
    const read = async () =>
      (
        await member.data<{ items: Array<{ subscribers: Array<{ id: string }> }> }>(
          'query ($i: [ID!]) { items(ids: $i) { subscribers { id } } }',
          { i: [item] },
        )
      ).items[0].subscribers;
    expect(await read()).toEqual([{ id: ownerId }]);
    await post(member, item, 'Joining');
    await post(owner, item, 'Again');
    // An update's writer joins the item's subscribers when the notification relay hands the
    // update's event on (docs/notifications.md), moments after the write: wait up to 20 s for it.
    const joined = [{ id: ownerId }, { id: memberId }];
    const seen = await eventually(read, (now) => JSON.stringify(now) === JSON.stringify(joined), {
      ms: 20_000,
      everyMs: 200,
    });
    expect(seen).toEqual(joined);
    expect(await subscribers()).toEqual({ items: [] });
  });

  it('exists in 2026-01, where likes and pins do not', async () => {
    const old = await owner.request(
      'query ($i: [ID!]) { items(ids: $i) { subscribers { id } } }',
      { i: [itemId] },
      { headers: { 'API-Version': '2026-01' } },
    );
    expect(old.body.errors).toBeUndefined();
    const like = await owner.request('mutation { like_update(update_id: 1) { id } }', undefined, {
      headers: { 'API-Version': '2026-04' },
    });
    expect(codeOf(like)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
