import { MongoClient } from 'mongodb';
import {
  eventually,
  type GraphQLAnswer,
  type GraphQLClient,
  startTestStack,
  storeCommandsOn,
  testServices,
  type TestStack,
} from '@workapi/testing';

// Notifications through the gateway, as each user reads their own bell: the ones changes send by
// themselves (assigned in a people column, mentioned in an update or through a team, a reply to
// one's update, a change on an item one subscribes to) reach the right users and only them, sent
// from the change's outbox events, create_notification sends one, and no one ever reads another
// user's. A change's notifications arrive a moment after it (the outbox relay sends them all at
// once), so a test waits for those it expects before it checks who was not told.

let env: TestStack;
/** The account's admin, who makes the board. */
let boss: GraphQLClient;
let ann: GraphQLClient;
let bob: GraphQLClient;
/** A user of another account. */
let stranger: GraphQLClient;
const ids: Record<'boss' | 'ann' | 'bob' | 'stranger', string> = { boss: '', ann: '', bob: '', stranger: '' };
let boardId: string;

interface Notice {
  id: string;
  title: string | null;
  text: string | null;
  read: boolean;
  created_at: string;
  creators: Array<{ id: string }>;
  item: { id: string } | null;
  board: { id: string } | null;
  update: { id: string } | null;
}

const NOTICE = 'id title text read created_at creators { id } item { id } board { id } update { id }';

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

async function bell(client: GraphQLClient, args = ''): Promise<Notice[]> {
  const { notifications } = await client.data<{ notifications: Notice[] }>(
    `{ notifications${args} { ${NOTICE} } }`,
  );
  return notifications;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a change's notifications may take to arrive, on a loaded machine. */
const ARRIVAL_MS = 30_000;

/**
 * The notifications of an item in a user's bell, oldest first, as [title, text], once at least
 * `expected` of them arrived (or the wait is over).
 */
async function aboutItem(
  client: GraphQLClient,
  item: string,
  expected = 0,
): Promise<Array<[string | null, string | null]>> {
  const deadline = Date.now() + ARRIVAL_MS;
  for (;;) {
    const found = (await bell(client, '(limit: 100)'))
      .filter((notice) => notice.item?.id === item)
      .reverse()
      .map((notice): [string | null, string | null] => [notice.title, notice.text]);
    if (found.length >= expected || Date.now() > deadline) return found;
    await sleep(200);
  }
}

async function createItem(client: GraphQLClient, name: string, values?: object): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }',
    { b: boardId, n: name, v: values ? JSON.stringify(values) : null },
  );
  return create_item.id;
}

const people = (...users: string[]) => ({
  personsAndTeams: users.map((id) => ({ id: Number(id), kind: 'person' })),
});

async function assign(client: GraphQLClient, item: string, ...users: string[]) {
  await client.data(
    'mutation ($b: ID!, $i: ID!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: "person", value: $v) { id } }',
    { b: boardId, i: item, v: JSON.stringify(people(...users)) },
  );
}

async function post(
  client: GraphQLClient,
  args: { item?: string; parent?: string; body: string; mentions?: Array<{ id: string; type: string }> },
) {
  return client.request<{ create_update: { id: string } | null }>(
    'mutation ($i: ID, $p: ID, $b: String!, $m: [UpdateMention]) { create_update(item_id: $i, parent_id: $p, body: $b, mentions_list: $m) { id } }',
    { i: args.item ?? null, p: args.parent ?? null, b: args.body, m: args.mentions ?? null },
  );
}

async function posted(client: GraphQLClient, args: Parameters<typeof post>[1]): Promise<string> {
  const answer = await post(client, args);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.create_update?.id as string;
}

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 3 },
    { name: 'globex', users: 1 },
  ]);
  boss = env.clients.acme;
  ann = boss.withToken(env.tokens.acme[1]);
  bob = boss.withToken(env.tokens.acme[2]);
  stranger = env.clients.globex;
  for (const [name, client] of [
    ['boss', boss],
    ['ann', ann],
    ['bob', bob],
    ['stranger', stranger],
  ] as const) {
    ids[name] = (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
  }
  const { create_board } = await boss.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Bell", board_kind: public) { id } }',
  );
  boardId = create_board.id;
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('assignments', () => {
  it('tells the users a people column assigns, once, and no one else', async () => {
    const item = await createItem(boss, 'Assigned task');
    await assign(boss, item, ids.ann);

    await aboutItem(ann, item, 1);
    const [notice] = await bell(ann);
    expect(notice).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      title: 'Assigned to you',
      text: 'You were assigned to "Assigned task"',
      read: false,
      creators: [{ id: ids.boss }],
      item: { id: item },
      board: { id: boardId },
      update: null,
    });
    expect(Date.parse(notice.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await aboutItem(bob, item)).toEqual([]);
    // Who made the change is never told of it.
    expect(await aboutItem(boss, item)).toEqual([]);

    // Adding Bob tells Bob he is assigned, and Ann (assigned before, so subscribed) of the change.
    await assign(boss, item, ids.ann, ids.bob);
    expect(await aboutItem(bob, item, 1)).toEqual([
      ['Assigned to you', 'You were assigned to "Assigned task"'],
    ]);
    expect(await aboutItem(ann, item, 2)).toEqual([
      ['Assigned to you', 'You were assigned to "Assigned task"'],
      ['An item you follow changed', '"Assigned task": Person changed'],
    ]);
  });

  it('tells the users a new item is made with, and not one who assigns themselves', async () => {
    const item = await createItem(ann, 'Made assigned', { person: people(ids.ann, ids.bob) });
    expect(await aboutItem(bob, item, 1)).toEqual([
      ['Assigned to you', 'You were assigned to "Made assigned"'],
    ]);
    expect(await aboutItem(ann, item)).toEqual([]);
    expect(await aboutItem(boss, item)).toEqual([]);
  });
});

describe('updates', () => {
  it('tells the users an update mentions, by mentions_list or a mention link, and only them', async () => {
    const item = await createItem(ann, 'Mentioning');
    const update = await posted(ann, {
      item,
      body: `<p>Look, <a class="user_mention_editor router" data-mention-type="User" data-mention-id="${ids.boss}" href="https://x.monday.com/users/${ids.boss}">@Boss</a></p>`,
      mentions: [{ id: ids.bob, type: 'User' }],
    });
    await aboutItem(bob, item, 1);
    const [notice] = (await bell(bob)).filter((entry) => entry.item?.id === item);
    expect(notice).toMatchObject({
      title: 'You were mentioned',
      text: 'mentioned you in an update on "Mentioning": Look, @Boss',
      creators: [{ id: ids.ann }],
      update: { id: update },
    });
    expect(await aboutItem(boss, item, 1)).toEqual([
      ['You were mentioned', 'mentioned you in an update on "Mentioning": Look, @Boss'],
    ]);
    expect(await aboutItem(ann, item)).toEqual([]);
  });

  it("tells each member of a mentioned team once, however often named, and not the update's writer", async () => {
    const { create_team } = await boss.data<{ create_team: { id: string } }>(
      'mutation ($u: [ID!]) { create_team(input: { name: "Reviewers", subscriber_ids: $u }) { id } }',
      { u: [ids.ann, ids.bob] },
    );
    const item = await createItem(ann, 'Team review');
    const link = `<a data-mention-type="Team" data-mention-id="${create_team.id}">@Reviewers</a>`;
    await posted(ann, {
      item,
      body: `<p>${link} please review</p>`,
      mentions: [{ id: create_team.id, type: 'Team' }],
    });
    const told = [
      ['You were mentioned', 'mentioned you in an update on "Team review": @Reviewers please review'],
    ];
    expect(await aboutItem(bob, item, 1)).toEqual(told);
    // Ann wrote it, though her team is named; Boss is not of the team and follows nothing here.
    expect(await aboutItem(ann, item)).toEqual([]);
    expect(await aboutItem(boss, item)).toEqual([]);
  });

  it('refuses a mention of a user of another account, or of a board the writer cannot see, and posts nothing', async () => {
    const item = await createItem(ann, 'Refused mentions');
    const foreign = await post(ann, { item, body: 'Hello', mentions: [{ id: ids.stranger, type: 'User' }] });
    expect(codeOf(foreign)).toBe('InvalidArgumentException');
    const { create_board } = await boss.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Boss only", board_kind: private) { id } }',
    );
    const hidden = await post(ann, {
      item,
      body: 'Hello',
      mentions: [{ id: create_board.id, type: 'Board' }],
    });
    expect(codeOf(hidden)).toBe('ResourceNotFoundException');
    const { items } = await ann.data<{ items: Array<{ updates: unknown[] }> }>(
      'query ($i: [ID!]) { items(ids: $i) { updates { id } } }',
      { i: [item] },
    );
    expect(items[0].updates).toEqual([]);
  });

  it("tells the writer of an update of a reply, and the item's subscribers of new updates", async () => {
    const item = await createItem(boss, 'Discussed');
    const update = await posted(ann, { item, body: 'My thoughts' });
    // Boss made the item, so he follows it; Ann wrote on it, so she follows it from now on.
    expect(await aboutItem(boss, item, 1)).toEqual([
      ['New update', 'wrote an update on "Discussed": My thoughts'],
    ]);
    await posted(bob, { parent: update, body: 'I agree' });
    await aboutItem(ann, item, 1);
    const [reply] = (await bell(ann)).filter((entry) => entry.item?.id === item);
    expect(reply).toMatchObject({
      title: 'New reply',
      text: 'replied to your update on "Discussed": I agree',
      creators: [{ id: ids.bob }],
      update: { id: update },
    });
    expect(await aboutItem(ann, item)).toHaveLength(1);
    expect(await aboutItem(boss, item, 2)).toEqual([
      ['New update', 'wrote an update on "Discussed": My thoughts'],
      ['New update', 'wrote an update on "Discussed": I agree'],
    ]);
    expect(await aboutItem(bob, item)).toEqual([]);
  });
});

describe('subscribed items', () => {
  it("tells an item's subscribers of its changes, and not other users", async () => {
    const item = await createItem(ann, 'Followed');
    await boss.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: item });
    expect(await aboutItem(ann, item, 1)).toEqual([['An item you follow changed', '"Followed": archived']]);
    expect(await aboutItem(bob, item)).toEqual([]);
    const { items } = await bob.data<{ items: Array<{ subscribers: Array<{ id: string }> }> }>(
      'query ($i: [ID!]) { items(ids: $i) { subscribers { id } } }',
      { i: [item] },
    );
    expect(items[0].subscribers).toEqual([{ id: ids.ann }]);
  });
});

describe('notifications sent from the outbox', () => {
  it("are written by the relay from the change's events, not by the request, and arrive", async () => {
    const item = await createItem(boss, 'Relayed', { person: people(ids.ann) });
    await aboutItem(ann, item, 1);
    // Ann follows the item (assigned); Bob's change is one write of the item, its events in its
    // outbox: the request reads no subscribers and writes no notification, the relay does both.
    const before = await storeCommandsOn(env.ports.items, 'item_subscribers', 'notifications');
    await bob.data(
      'mutation ($b: ID!, $i: ID!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "name", value: "Relayed again") { id } }',
      { b: boardId, i: item },
    );
    expect((await storeCommandsOn(env.ports.items, 'item_subscribers', 'notifications')) - before).toBe(0);
    expect(await aboutItem(ann, item, 2)).toEqual([
      ['Assigned to you', 'You were assigned to "Relayed"'],
      ['An item you follow changed', '"Relayed again": renamed'],
    ]);
    expect(await aboutItem(boss, item, 1)).toEqual([
      ['An item you follow changed', '"Relayed again": renamed'],
    ]);
  });

  it('are sent even when the items process is killed between the change and its relay', async () => {
    const item = await createItem(boss, 'Crashed', { person: people(ids.ann) });
    await aboutItem(ann, item, 1);
    const mongo = await new MongoClient(testServices().mongo).connect();
    const names: string[] = [];
    try {
      const items = mongo.db(`${env.mongoDbPrefix}_items`).collection('items');
      const pid = env.pids().items;
      // As activity-logs.e2e.ts does: the process is frozen right after the change is answered
      // and killed while its events still wait in the item's outbox; otherwise its relay was
      // first, and the change is made again.
      for (let tries = 1; ; tries += 1) {
        names.push(`Crashed ${tries}`);
        await bob.data(
          'mutation ($b: ID!, $i: ID!, $n: String!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "name", value: $n) { id } }',
          { b: boardId, i: item, n: names.at(-1) },
        );
        process.kill(pid, 'SIGSTOP');
        if ((await items.findOne({ _id: item as never }))?.outbox_pending) break;
        process.kill(pid, 'SIGCONT');
        expect(tries).toBeLessThan(10);
      }
      process.kill(pid, 'SIGKILL');
    } finally {
      await mongo.close();
    }
    // The restarted process relays what the change stored with itself: Ann hears of every rename, once.
    const told = await eventually(
      () => aboutItem(ann, item).catch(() => []),
      (now) => now.length >= 1 + names.length,
      { ms: 120_000, everyMs: 500 },
    );
    const renames = told.slice(1);
    expect(renames).toHaveLength(names.length);
    expect(new Set(renames.map(([title]) => title))).toEqual(new Set(['An item you follow changed']));
  }, 180_000);
});

describe('create_notification', () => {
  it('sends a user of the account a notification about an item, which only they read', async () => {
    const item = await createItem(boss, 'Pinged');
    const { create_notification } = await boss.data<{ create_notification: { id: string; text: string } }>(
      'mutation ($u: ID!, $t: ID!) { create_notification(user_id: $u, target_id: $t, target_type: Project, text: "Please look") { id text } }',
      { u: ids.bob, t: item },
    );
    expect(create_notification).toEqual({ id: expect.stringMatching(/^\d+$/), text: 'Please look' });
    const [notice] = await bell(bob, '(limit: 1)');
    expect(notice).toMatchObject({
      id: create_notification.id,
      title: null,
      text: 'Please look',
      creators: [{ id: ids.boss }],
      item: { id: item },
    });
    expect((await bell(ann)).map((entry) => entry.id)).not.toContain(create_notification.id);
    expect((await bell(boss)).map((entry) => entry.id)).not.toContain(create_notification.id);
  });

  it('refuses a user of another account, a target the sender cannot see, and an overlong text', async () => {
    const item = await createItem(boss, 'Guarded');
    const send = (client: GraphQLClient, user: string, target: string, text = 'Hi') =>
      client.request(
        'mutation ($u: ID!, $t: ID!, $x: String!) { create_notification(user_id: $u, target_id: $t, target_type: Project, text: $x) { id } }',
        { u: user, t: target, x: text },
      );
    expect(codeOf(await send(boss, ids.stranger, item))).toBe('ResourceNotFoundException');
    expect(codeOf(await send(stranger, ids.ann, item))).toBe('ResourceNotFoundException');
    expect(codeOf(await send(boss, ids.ann, item, 'x'.repeat(2_001)))).toBe('InvalidArgumentException');
    expect(await bell(stranger)).toEqual([]);
    expect(await aboutItem(ann, item)).toEqual([]);
  });
});

describe('reading the bell', () => {
  it('pages with the cursor, keeps the unread and the recent, and never answers another user', async () => {
    const item = await createItem(boss, 'Paged');
    for (const text of ['one', 'two', 'three'])
      await boss.data(
        'mutation ($u: ID!, $t: ID!, $x: String!) { create_notification(user_id: $u, target_id: $t, target_type: Project, text: $x) { id } }',
        { u: ids.ann, t: item, x: text },
      );
    const first = await bell(ann, '(limit: 2)');
    expect(first.map((notice) => notice.text)).toEqual(['three', 'two']);
    const next = await bell(ann, `(limit: 2, cursor: ${first[1].id})`);
    expect(next[0].text).toBe('one');
    expect((await bell(ann, '(filter_read: true, limit: 100)')).length).toBe(
      (await bell(ann, '(limit: 100)')).length,
    );
    expect(await bell(ann, '(since: "2999-01-01")')).toEqual([]);
    // Ann's cursor names nothing of Bob's: Bob is answered nothing, not Ann's.
    expect(await bell(bob, `(cursor: ${first[1].id})`)).toEqual([]);
    expect(await bell(stranger, '(limit: 100)')).toEqual([]);
  });
});
