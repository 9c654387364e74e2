import { MongoClient, type Db } from 'mongodb';
import { PENDING_OUTBOX, planKind } from '@workapi/stores';
import {
  eventually,
  GraphQLClient,
  psql,
  sequentialScans,
  startTestStack,
  startWebhookReceiver,
  testServices,
  type TestStack,
  type WebhookReceiver,
} from '@workapi/testing';

/*
 * Board.activity_logs through the gateway (docs/activity.md): a scripted session of changes gives
 * exactly its entries, newest first, with monday.com's event names, filterable as monday.com's;
 * the same events reach a webhook receiver; an items process killed between a change and its
 * entry loses nothing; and the last day of a busy board's log is read through an index.
 */

jest.setTimeout(600_000);

const RELAY_INTERVAL_MS = 1_000;

interface Entry {
  id: string;
  event: string;
  entity: string;
  data: string;
  user_id: string;
  account_id: string;
  created_at: string;
}

let env: TestStack;
let owner: GraphQLClient;
let colleague: GraphQLClient;
let receiver: WebhookReceiver;
let mongo: MongoClient;
let items: Db;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  env = await startTestStack([{ name: 'acme', users: 2 }], {
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RELAY_INTERVAL_MS: String(RELAY_INTERVAL_MS),
  });
  owner = env.clients.acme;
  colleague = owner.withToken(env.tokens.acme[1]);
  mongo = await new MongoClient(testServices().mongo).connect();
  items = mongo.db(`${env.mongoDbPrefix}_items`);
});

afterAll(async () => {
  await mongo?.close();
  await env?.stop();
  await receiver?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ACTIVITY = `query ($b: ID!, $items: [ID!], $columns: [String], $groups: [String], $users: [ID!],
  $from: ISO8601DateTime, $to: ISO8601DateTime, $limit: Int, $page: Int) {
  boards(ids: [$b]) {
    activity_logs(item_ids: $items, column_ids: $columns, group_ids: $groups, user_ids: $users,
      from: $from, to: $to, limit: $limit, page: $page) { id event entity data user_id account_id created_at }
  }
}`;

async function activity(boardId: string, filter: Record<string, unknown> = {}): Promise<Entry[]> {
  const { boards } = await owner.data<{ boards: Array<{ activity_logs: Entry[] }> }>(ACTIVITY, {
    b: boardId,
    limit: 100,
    ...filter,
  });
  return boards[0].activity_logs;
}

const dataOf = (entry: Entry) => JSON.parse(entry.data) as Record<string, unknown>;

async function userId(client: GraphQLClient): Promise<string> {
  return (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
}

describe('Board.activity_logs', () => {
  /** What one change of the script must log: its event, item, and what filters find it by. */
  interface Step {
    event: string;
    item: string;
    user: string;
    column?: string;
    groups: string[];
    at: number;
  }
  const steps: Step[] = [];
  let boardId: string;
  let text: string;
  let top: string;
  let done: string;
  let users: { owner: string; colleague: string };

  beforeAll(async () => {
    users = { owner: await userId(owner), colleague: await userId(colleague) };
    const { create_board } = await owner.data<{
      create_board: { id: string; groups: Array<{ id: string }> };
    }>('mutation { create_board(board_name: "Logged", board_kind: public) { id groups { id } } }');
    boardId = create_board.id;
    top = create_board.groups[0].id;
    text = (
      await owner.data<{ create_column: { id: string } }>(
        'mutation ($b: ID!) { create_column(board_id: $b, title: "Notes", column_type: text) { id } }',
        { b: boardId },
      )
    ).create_column.id;
    done = (
      await owner.data<{ create_group: { id: string } }>(
        'mutation ($b: ID!) { create_group(board_id: $b, group_name: "Done") { id } }',
        { b: boardId },
      )
    ).create_group.id;
    // One webhook per kind of change of the script: every entry is heard by exactly one of them.
    const kinds = [
      'create_item',
      'create_subitem',
      'change_column_value',
      'change_name',
      'change_subitem_name',
      'item_moved_to_any_group',
      'create_update',
      'item_archived',
      'item_deleted',
      'subitem_archived',
      'subitem_deleted',
    ];
    for (const kind of kinds)
      await owner.data(
        'mutation ($b: ID!, $u: String!, $e: WebhookEventType!) { create_webhook(board_id: $b, url: $u, event: $e) { id } }',
        { b: boardId, u: `${receiver.url}/${kind}`, e: kind },
      );
    await runScript();
  });

  /** 30 changes of every kind, by two users; each pushes the entry it must log. */
  async function runScript(): Promise<void> {
    const groupOf = new Map<string, string>();
    const as = (client: GraphQLClient) => (client === owner ? users.owner : users.colleague);
    const log = (step: Omit<Step, 'at'>) => {
      const at = Date.now();
      steps.push({ ...step, at });
      // The next change is written in a later millisecond than this one's answer, so a time span
      // between two answers holds exactly the changes made between them.
      while (Date.now() <= at);
    };

    const create = async (client: GraphQLClient, name: string, group = top) => {
      const { create_item } = await client.data<{ create_item: { id: string } }>(
        'mutation ($b: ID!, $n: String!, $g: String) { create_item(board_id: $b, item_name: $n, group_id: $g) { id } }',
        { b: boardId, n: name, g: group },
      );
      groupOf.set(create_item.id, group);
      log({ event: 'create_pulse', item: create_item.id, user: as(client), groups: [group] });
      return create_item.id;
    };
    const setText = async (client: GraphQLClient, item: string, value: string) => {
      await client.data(
        'mutation ($b: ID!, $i: ID!, $c: String!, $v: String) { change_simple_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
        { b: boardId, i: item, c: text, v: value },
      );
      log({
        event: 'update_column_value',
        item,
        user: as(client),
        column: text,
        groups: [groupOf.get(item) as string],
      });
    };
    const rename = async (
      client: GraphQLClient,
      board: string,
      item: string,
      name: string,
      group: string,
    ) => {
      await client.data(
        'mutation ($b: ID!, $i: ID!, $v: String) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "name", value: $v) { id } }',
        { b: board, i: item, v: name },
      );
      log({ event: 'update_name', item, user: as(client), groups: [group] });
    };
    const move = async (client: GraphQLClient, item: string, group: string) => {
      await client.data(
        'mutation ($i: ID!, $g: String!) { move_item_to_group(item_id: $i, group_id: $g) { id } }',
        {
          i: item,
          g: group,
        },
      );
      log({
        event: 'move_pulse_into_group',
        item,
        user: as(client),
        groups: [groupOf.get(item) as string, group],
      });
      groupOf.set(item, group);
    };
    const retire = async (client: GraphQLClient, item: string, how: 'archive' | 'delete', group: string) => {
      await client.data(`mutation ($i: ID!) { ${how}_item(item_id: $i) { id } }`, { i: item });
      log({
        event: how === 'archive' ? 'archive_pulse' : 'delete_pulse',
        item,
        user: as(client),
        groups: [group],
      });
    };
    const update = async (client: GraphQLClient, item: string, parent?: string) => {
      const { create_update } = await client.data<{ create_update: { id: string } }>(
        'mutation ($i: ID, $p: ID) { create_update(item_id: $i, parent_id: $p, body: "<p>Noted</p>") { id } }',
        { i: parent ? null : item, p: parent ?? null },
      );
      log({ event: 'create_update', item, user: as(client), groups: [] });
      return create_update.id;
    };
    const subitem = async (client: GraphQLClient, parent: string, name: string) => {
      const { create_subitem } = await client.data<{
        create_subitem: { id: string; board: { id: string }; group: { id: string } };
      }>(
        'mutation ($p: ID!, $n: String!) { create_subitem(parent_item_id: $p, item_name: $n) { id board { id } group { id } } }',
        { p: parent, n: name },
      );
      const made = { id: create_subitem.id, board: create_subitem.board.id, group: create_subitem.group.id };
      log({ event: 'create_pulse', item: made.id, user: as(client), groups: [made.group] });
      return made;
    };

    const one = await create(owner, 'One'); // 1
    const two = await create(owner, 'Two'); // 2
    const three = await create(colleague, 'Three'); // 3
    await setText(owner, one, 'hello'); // 4
    await rename(owner, boardId, two, 'Two renamed', top); // 5
    await move(owner, one, done); // 6
    const noted = await update(owner, two); // 7
    await update(colleague, two, noted); // 8: a reply
    const sub1 = await subitem(owner, one, 'Sub one'); // 9
    await rename(owner, sub1.board, sub1.id, 'Sub one renamed', sub1.group); // 10
    const four = await create(owner, 'Four'); // 11
    await retire(owner, four, 'archive', top); // 12
    const five = await create(owner, 'Five', done); // 13
    await retire(owner, five, 'delete', done); // 14
    const { duplicate_item } = await owner.data<{ duplicate_item: { id: string } }>(
      'mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id } }',
      { b: boardId, i: two },
    ); // 15
    groupOf.set(duplicate_item.id, top);
    log({ event: 'create_pulse', item: duplicate_item.id, user: users.owner, groups: [top] });
    await setText(colleague, three, 'by a colleague'); // 16
    await move(colleague, three, done); // 17
    await move(colleague, three, top); // 18
    await setText(owner, two, 'second'); // 19
    await setText(owner, duplicate_item.id, 'copied'); // 20
    await owner.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: sub1.id }); // 21
    log({ event: 'archive_pulse', item: sub1.id, user: users.owner, groups: [sub1.group] });
    const sub2 = await subitem(owner, two, 'Sub two'); // 22
    await rename(owner, sub2.board, sub2.id, 'Sub two renamed', sub2.group); // 23
    await owner.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: sub2.id }); // 24
    log({ event: 'delete_pulse', item: sub2.id, user: users.owner, groups: [sub2.group] });
    await update(owner, three); // 25
    await move(owner, one, top); // 26
    await rename(owner, boardId, one, 'One renamed', top); // 27
    await retire(owner, three, 'delete', top); // 28
    await setText(owner, one, 'bye'); // 29
    await create(colleague, 'Six', done); // 30
  }

  it('holds exactly the session’s 30 changes, newest first, with monday.com’s event names', async () => {
    expect(steps).toHaveLength(30);
    const logged = await eventually(
      () => activity(boardId),
      (found) => found.length >= steps.length + 2,
    );
    // Before the script, the board got its column and its group: the oldest two entries.
    expect(logged.slice(steps.length).map((entry) => [entry.event, entry.entity])).toEqual([
      ['create_group', 'board'],
      ['create_column', 'board'],
    ]);
    const entries = logged.slice(0, steps.length);
    const expected = [...steps].reverse();
    expect(entries.map((entry) => [entry.event, String(dataOf(entry).pulse_id), entry.user_id])).toEqual(
      expected.map((step) => [step.event, step.item, step.user]),
    );
    for (const entry of entries) {
      expect(entry).toMatchObject({ entity: 'pulse', account_id: expect.stringMatching(/^\d+$/) });
      expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry.created_at).toMatch(/^\d{17}$/);
    }
    const times = entries.map((entry) => BigInt(entry.created_at));
    expect([...times].sort((a, b) => (a > b ? -1 : 1))).toEqual(times);
    // monday.com's data: the value and the one before it, the column, the item's board and group.
    const firstText = entries.at(-4) as Entry;
    expect(dataOf(firstText)).toMatchObject({
      board_id: Number(boardId),
      pulse_id: Number(steps[3].item),
      pulse_name: 'One',
      column_id: text,
      column_type: 'text',
      column_title: 'Notes',
      previous_value: null,
    });
    expect(JSON.stringify(dataOf(firstText).value)).toContain('hello');
    // Read again after the relay's later rounds: nothing was logged twice.
    await sleep(3 * RELAY_INTERVAL_MS);
    expect(await activity(boardId)).toHaveLength(32);
  });

  it('finds the entries of items, columns, groups, users and a time span', async () => {
    // The item changes the filter finds (the board's own column and group changes: below).
    const expectFound = async (filter: Record<string, unknown>, keep: (step: Step) => boolean) => {
      const found = (await activity(boardId, filter)).filter((entry) => entry.entity === 'pulse');
      const wanted = steps.filter(keep).reverse();
      expect(found.map((entry) => [entry.event, String(dataOf(entry).pulse_id)])).toEqual(
        wanted.map((step) => [step.event, step.item]),
      );
      expect(wanted.length).toBeGreaterThan(0);
    };
    const one = steps[0].item;
    await expectFound({ items: [one] }, (step) => step.item === one);
    await expectFound({ columns: [text] }, (step) => step.column === text);
    const done = steps[5].groups[1];
    await expectFound({ groups: [done] }, (step) => step.groups.includes(done));
    await expectFound({ users: [users.colleague] }, (step) => step.user === users.colleague);
    // Each step's time is taken once it was answered: from just after the 15th's answer to the
    // 20th's, the log holds the 16th to the 20th.
    await expectFound(
      { from: new Date(steps[14].at + 1).toISOString(), to: new Date(steps[19].at).toISOString() },
      (step) => steps.indexOf(step) >= 15 && steps.indexOf(step) < 20,
    );
    // Pages of the same order.
    const page2 = await activity(boardId, { limit: 10, page: 2 });
    expect(page2.map((entry) => entry.id)).toEqual(
      (await activity(boardId)).slice(10, 20).map((entry) => entry.id),
    );
  });

  it('and the same events reach the webhooks, each once', async () => {
    const heard = await eventually(
      async () => [...receiver.events.values()],
      (events) => events.length >= steps.length,
    );
    const told = (pairs: string[][]) => pairs.map((pair) => pair.join(' ')).sort();
    expect(told(heard.map((event) => [String(event.type), String(event.pulseId ?? event.itemId)]))).toEqual(
      told(steps.map((step) => [step.event, step.item])),
    );
  });
});

/** A new public board of the owner's, by id. */
async function newBoard(name: string): Promise<string> {
  const { create_board } = await owner.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  return create_board.id;
}

/** Subscribes the receiver to `event` on the board. */
async function subscribe(boardId: string, event: string): Promise<void> {
  await owner.data(
    'mutation ($b: ID!, $u: String!, $e: WebhookEventType!) { create_webhook(board_id: $b, url: $u, event: $e) { id } }',
    { b: boardId, u: `${receiver.url}/${event}`, e: event },
  );
}

/** The events the receiver heard of one board. */
const heardOn = (boardId: string) =>
  [...receiver.events.values()].filter((event) => String(event.boardId) === boardId);

describe('changes of a board’s groups, columns and attributes', () => {
  it('are each logged once, with monday.com’s names, and create_column reaches webhooks', async () => {
    const boardId = await newBoard('Structure');
    await subscribe(boardId, 'create_column');
    const run = (query: string, variables: Record<string, unknown> = {}) =>
      owner.data<Record<string, { id: string }>>(query, { b: boardId, ...variables });
    const group = (await run('mutation ($b: ID!) { create_group(board_id: $b, group_name: "Later") { id } }'))
      .create_group.id;
    const updateGroup = (attribute: string, value: string) =>
      run(
        `mutation ($b: ID!, $g: String!, $v: String!) { update_group(board_id: $b, group_id: $g, group_attribute: ${attribute}, new_value: $v) { id } }`,
        { g: group, v: value },
      );
    await updateGroup('title', 'Much later');
    await updateGroup('color', '#ff642e');
    await updateGroup('position', '10');
    const column = (
      await run('mutation ($b: ID!) { create_column(board_id: $b, title: "Memo", column_type: text) { id } }')
    ).create_column.id;
    await run(
      'mutation ($b: ID!, $c: String!) { change_column_title(board_id: $b, column_id: $c, title: "Memo 2") { id } }',
      {
        c: column,
      },
    );
    await run(
      'mutation ($b: ID!, $c: String!) { change_column_metadata(board_id: $b, column_id: $c, column_property: description, value: "Notes") { id } }',
      { c: column },
    );
    await run(
      'mutation ($b: ID!) { update_board(board_id: $b, board_attribute: name, new_value: "Renamed") }',
    );
    await run(
      'mutation ($b: ID!) { update_board(board_id: $b, board_attribute: description, new_value: "About") }',
    );
    const copy = (
      await run('mutation ($b: ID!, $g: String!) { duplicate_group(board_id: $b, group_id: $g) { id } }', {
        g: group,
      })
    ).duplicate_group.id;
    await run('mutation ($b: ID!, $g: String!) { archive_group(board_id: $b, group_id: $g) { id } }', {
      g: copy,
    });
    await run('mutation ($b: ID!, $g: String!) { delete_group(board_id: $b, group_id: $g) { id } }', {
      g: group,
    });
    await run('mutation ($b: ID!, $c: String!) { delete_column(board_id: $b, column_id: $c) { id } }', {
      c: column,
    });
    const expected = [
      'create_group',
      'update_group_name',
      'update_group_color',
      'update_group_position',
      'create_column',
      'update_column_name',
      'update_column_description',
      'update_board_name',
      'update_board_description',
      'duplicate_group',
      'archive_group',
      'delete_group',
      'delete_column',
    ];
    await eventually(
      () => activity(boardId),
      (found) => found.length >= expected.length,
    );
    // Read after the relays' later rounds: each change once, newest first.
    await sleep(3 * RELAY_INTERVAL_MS);
    const entries = await activity(boardId);
    expect(entries.map((entry) => entry.event)).toEqual([...expected].reverse());
    for (const entry of entries) expect(entry.entity).toBe('board');
    const byEvent = new Map(entries.map((entry) => [entry.event, dataOf(entry)]));
    expect(byEvent.get('create_group')).toEqual({
      board_id: Number(boardId),
      group_id: group,
      group_title: 'Later',
      group_color: expect.any(String),
    });
    expect(byEvent.get('update_group_name')).toMatchObject({
      group_id: group,
      value: { title: 'Much later' },
      previous_value: { title: 'Later' },
    });
    expect(byEvent.get('create_column')).toEqual({
      board_id: Number(boardId),
      column_id: column,
      column_type: 'text',
      column_title: 'Memo',
    });
    expect(byEvent.get('update_board_name')).toMatchObject({
      value: { name: 'Renamed' },
      previous_value: { name: 'Structure' },
    });
    expect(byEvent.get('duplicate_group')).toMatchObject({ group_id: copy, source_group_id: group });
    // Found by the column and the group they concern.
    const ofColumn = await activity(boardId, { columns: [column] });
    expect(ofColumn.map((entry) => entry.event)).toEqual([
      'delete_column',
      'update_column_description',
      'update_column_name',
      'create_column',
    ]);
    const ofCopy = await activity(boardId, { groups: [copy] });
    expect(ofCopy.map((entry) => entry.event)).toEqual(['archive_group', 'duplicate_group']);
    // create_column is a webhook event too, heard once.
    const heard = await eventually(
      async () => heardOn(boardId),
      (events) => events.length >= 1,
    );
    await sleep(3 * RELAY_INTERVAL_MS);
    expect(heardOn(boardId)).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      type: 'create_column',
      boardId: Number(boardId),
      columnId: column,
      columnType: 'text',
      columnTitle: 'Memo',
    });
  });

  it('loses none when the boards process is killed between a change and its relay', async () => {
    const boardId = await newBoard('Killed boards');
    const boards = mongo.db(`${env.mongoDbPrefix}_boards`).collection('boards');
    const pid = env.pids().boards;
    const titles: string[] = [];
    await killedWhileWaiting(
      pid,
      async () => {
        titles.push(`Group ${titles.length + 1}`);
        await owner.data(
          'mutation ($b: ID!, $n: String!) { create_group(board_id: $b, group_name: $n) { id } }',
          { b: boardId, n: titles.at(-1) },
        );
      },
      async () => Boolean((await boards.findOne({ _id: boardId as never }))?.outbox_pending),
    );
    // The restarted process relays what the board's outbox kept: every group, once.
    const created = await eventually(
      async () => (await activity(boardId).catch(() => [])).filter((entry) => entry.event === 'create_group'),
      (found) => found.length >= titles.length,
    );
    await sleep(3 * RELAY_INTERVAL_MS);
    expect(created.map((entry) => dataOf(entry).group_title)).toEqual([...titles].reverse());
    expect((await activity(boardId)).map((entry) => entry.event)).toEqual(titles.map(() => 'create_group'));
  });
});

describe('edits and deletes of updates', () => {
  it('are logged and reach webhooks as edit_update and delete_update', async () => {
    const boardId = await newBoard('Updates');
    await subscribe(boardId, 'edit_update');
    await subscribe(boardId, 'delete_update');
    const { create_item } = await owner.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Discussed") { id } }',
      { b: boardId },
    );
    const { create_update } = await owner.data<{ create_update: { id: string } }>(
      'mutation ($i: ID!) { create_update(item_id: $i, body: "<p>First</p>") { id } }',
      { i: create_item.id },
    );
    await owner.data('mutation ($u: ID!) { edit_update(id: $u, body: "<p>Second</p>") { id } }', {
      u: create_update.id,
    });
    await owner.data('mutation ($u: ID!) { delete_update(id: $u) { id } }', { u: create_update.id });
    const expected = ['delete_update', 'edit_update', 'create_update', 'create_pulse'];
    await eventually(
      () => activity(boardId),
      (found) => found.length >= expected.length,
    );
    await sleep(3 * RELAY_INTERVAL_MS);
    const entries = await activity(boardId);
    expect(entries.map((entry) => entry.event)).toEqual(expected);
    expect(dataOf(entries[1])).toMatchObject({
      pulse_id: Number(create_item.id),
      update_id: Number(create_update.id),
      text_body: 'Second',
    });
    expect(dataOf(entries[0])).toMatchObject({
      pulse_id: Number(create_item.id),
      update_id: Number(create_update.id),
    });
    await eventually(
      async () => heardOn(boardId),
      (events) => events.length >= 2,
    );
    const heard = heardOn(boardId)
      .map((event) => [event.type, event.pulseId, event.updateId])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(heard).toEqual([
      ['delete_update', Number(create_item.id), Number(create_update.id)],
      ['edit_update', Number(create_item.id), Number(create_update.id)],
    ]);
  });
});

describe('activity entries when an items process dies', () => {
  it('loses nothing when the process is killed between a change and its entry', async () => {
    const { create_board } = await owner.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Killed", board_kind: public) { id } }',
    );
    const boardId = create_board.id;
    const { create_item } = await owner.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Before") { id } }',
      { b: boardId },
    );
    const itemId = create_item.id;
    const pid = env.pids().items;
    // The change's activity entry still waits in the item's outbox.
    const names: string[] = [];
    await killedWhileWaiting(
      pid,
      async () => {
        names.push(`After ${names.length + 1}`);
        await owner.data(
          'mutation ($b: ID!, $i: ID!, $n: String!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "name", value: $n) { id } }',
          { b: boardId, i: itemId, n: names.at(-1) },
        );
      },
      async () =>
        Boolean((await items.collection('items').findOne({ _id: itemId as never }))?.outbox_pending),
    );
    // The restarted process relays the entry written with the change: every rename, once.
    const renames = await eventually(
      async () => (await activity(boardId).catch(() => [])).filter((entry) => entry.event === 'update_name'),
      (found) => found.length >= names.length,
    );
    expect(renames.map((entry) => (dataOf(entry).value as { name: string }).name)).toEqual(
      [...names].reverse(),
    );
    const entries = await activity(boardId);
    expect(entries.map((entry) => entry.event)).toEqual([...names.map(() => 'update_name'), 'create_pulse']);
  });

  it('loses no item created by a process killed before it relayed the creation', async () => {
    const boardId = await newBoard('Killed while creating');
    const pid = env.pids().items;
    // The creation's entry still waits: in the item's outbox, or in its carrier beside it (FerretDB).
    const created: string[] = [];
    const stored = items.collection('items');
    await killedWhileWaiting(
      pid,
      async () => {
        const { create_item } = await owner.data<{ create_item: { id: string } }>(
          'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
          { b: boardId, n: `Created ${created.length + 1}` },
        );
        created.push(create_item.id);
      },
      async () =>
        Boolean(
          (await stored.findOne({ _id: created.at(-1) as never, ...PENDING_OUTBOX })) ??
          (await stored.findOne({ carrier_of: created.at(-1), ...PENDING_OUTBOX })),
        ),
    );
    // The restarted process relays every creation, once.
    const creations = await eventually(
      async () => (await activity(boardId).catch(() => [])).filter((entry) => entry.event === 'create_pulse'),
      (found) => found.length >= created.length,
    );
    expect(creations.map((entry) => String(dataOf(entry).pulse_id))).toEqual([...created].reverse());
    expect(await items.collection('items').countDocuments({ carrier_of: { $in: created } })).toBe(0);
  });
});

/**
 * Makes `change` until the process `pid`, frozen right after a change is answered, is found with
 * its events still waiting (`waiting`), then kills it: otherwise its relay was first, and the
 * change is made again. As webhooks.e2e.ts does.
 */
async function killedWhileWaiting(
  pid: number,
  change: () => Promise<void>,
  waiting: () => Promise<boolean>,
): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    await change();
    process.kill(pid, 'SIGSTOP');
    if (await waiting()) break;
    process.kill(pid, 'SIGCONT');
    expect(tries).toBeLessThan(10);
  }
  process.kill(pid, 'SIGKILL');
}

describe("a busy board's last day", () => {
  it('is read through an index, not by reading the board’s whole log', async () => {
    const EVENTS = 100_000;
    const DAYS = 50;
    const { boardId, itemId, accountId } = await boardWithItem('Busy');
    // A hundred thousand events over fifty days, as the relay stores them (data/activity-logs.ts):
    // each with its 5 s tick, and each tick recorded before its events.
    const now = Date.now();
    const logs = items.collection('activity_logs');
    const BATCH = 5_000;
    for (let start = 0; start < EVENTS; start += BATCH) {
      const batch = Array.from({ length: BATCH }, (_, offset) => {
        const n = start + offset;
        const at = new Date(now - 3_600_000 - Math.floor((n * DAYS * 86_400_000) / EVENTS));
        return { ...storedEntry(`busy-${n}`, n, at, { boardId, itemId, accountId }), tick: tickOf(at) };
      });
      await items.collection('activity_ticks').insertMany(tickRecords(accountId, boardId, batch));
      await logs.insertMany(batch);
    }
    const services = testServices();
    const prefix = env.mongoDbPrefix;
    const before = services.postgres ? await sequentialScans(services.postgres, prefix) : undefined;
    const fetchedBefore = services.postgres ? await rowsFetchedByIndex(services.postgres, prefix) : 0;
    const from = new Date(now - 86_400_000);
    const lastDay = await activity(boardId, { from: from.toISOString(), limit: 25 });
    expect(lastDay).toHaveLength(25);
    // The item's own creation, then the newest of the hundred thousand.
    expect(lastDay.map((entry) => JSON.parse(entry.data).n).slice(0, 4)).toEqual([undefined, 0, 1, 2]);
    // The two queries the API sends for it (data/activity-logs.ts `page`), as the engine plans them:
    // the ticks of an hour, then the events of the newest ticks.
    const hour = String(Math.floor((now - 3_600_000) / 3_600_000));
    const tickPlan = await items
      .collection('activity_ticks')
      .find({ account_id: accountId, board_id: boardId, hour: { $in: [hour] } })
      .explain('queryPlanner');
    expect(planKind(tickPlan)).toBe('index');
    const newestTicks = [0, 1, 2].map((n) => tickOf(new Date(now - 3_600_000 - n * 43_200)));
    const plan = await logs
      .find({
        account_id: accountId,
        board_id: boardId,
        created_at: { $gte: from },
        tick: { $in: newestTicks },
      })
      .explain('queryPlanner');
    expect(planKind(plan)).toBe('index');
    if (services.postgres && before) {
      const after = await sequentialScans(services.postgres, prefix);
      const scanned = [...after].filter(
        ([table, count]) => table.includes('activity_') && count > (before.get(table) ?? 0),
      );
      expect(scanned).toEqual([]);
      // And the index found the newest ticks' rows (a few dozen), not the day's 2,000 nor the
      // board's hundred thousand.
      const fetched = (await rowsFetchedByIndex(services.postgres, prefix)) - fetchedBefore;
      expect(fetched).toBeGreaterThan(0);
      expect(fetched).toBeLessThan(500);
    }
  });

  it('reads entries stored before ticks once a restarted items process has given them theirs', async () => {
    const { boardId, itemId, accountId } = await boardWithItem('Logged before ticks');
    // The item's creation is logged first (with its tick): the newest entry, on the first page.
    await eventually(
      () => activity(boardId),
      (found) => found.length === 1,
    );
    const now = Date.now();
    // As the relay stored them before ticks: no tick, no tick records.
    const legacy = Array.from({ length: 2_000 }, (_, n) =>
      storedEntry(`legacy-${n}`, n, new Date(now - 60_000 - n * 97_000), { boardId, itemId, accountId }),
    );
    await items.collection('activity_logs').insertMany(legacy);
    await items.collection('migrations').deleteOne({ _id: 'activity-log-ticks' as never });
    process.kill(env.pids().items, 'SIGKILL');
    // The supervised restart runs the migration again: the old entries are read in their order.
    const page = await eventually(
      async () => (await activity(boardId, { limit: 50, page: 2 }).catch(() => [])) as Entry[],
      (found) => found.length === 50,
    );
    expect(page.map((entry) => JSON.parse(entry.data).n)).toEqual(
      Array.from({ length: 50 }, (_, n) => 49 + n),
    );
    expect(
      await items.collection('activity_logs').countDocuments({ board_id: boardId, tick: { $exists: false } }),
    ).toBe(0);
  });
});

/** A board with one item, and the account they are in. */
async function boardWithItem(name: string): Promise<{ boardId: string; itemId: string; accountId: string }> {
  const { create_board } = await owner.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  const { create_item } = await owner.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!) { create_item(board_id: $b, item_name: "First") { id } }',
    { b: create_board.id },
  );
  const item = await items.collection('items').findOne({ _id: create_item.id as never });
  return { boardId: create_board.id, itemId: create_item.id, accountId: String(item?.account_id) };
}

/** An entry as the relay stored it before ticks (data/activity-logs.ts), numbered `n` in its data. */
function storedEntry(
  id: string,
  n: number,
  at: Date,
  on: { boardId: string; itemId: string; accountId: string },
) {
  return {
    _id: id as never,
    account_id: on.accountId,
    board_id: on.boardId,
    event: 'update_column_value',
    entity: 'pulse',
    data: JSON.stringify({ pulse_id: Number(on.itemId), n }),
    user_id: '1',
    created_at: at,
    seq: 0,
    day: at.toISOString().slice(0, 10),
    item_id: on.itemId,
    column_id: 'text',
    group_ids: ['topics'],
  };
}

/** The tick records the relay writes before a batch of one board's entries (data/activity-logs.ts). */
function tickRecords(accountId: string, boardId: string, entries: Array<{ created_at: Date; tick: string }>) {
  const ticks = new Map<
    string,
    { _id: string; events: number; created_at: Date; [field: string]: unknown }
  >();
  for (const entry of entries) {
    const known = ticks.get(entry.tick);
    if (known) known.events += 1;
    else
      ticks.set(entry.tick, {
        _id: `${accountId}:${boardId}:${entry.tick}`,
        account_id: accountId,
        board_id: boardId,
        tick: entry.tick,
        hour: String(Math.floor(Number(entry.tick) / 720)),
        events: 1,
        created_at: new Date((Number(entry.tick) + 1) * 5_000),
        day: entry.created_at.toISOString().slice(0, 10),
      });
  }
  return [...ticks.values()] as never[];
}

const tickOf = (at: Date) => String(Math.floor(at.getTime() / 5_000));

/** Rows of this stack's activity log fetched through its indexes so far; asked right after `sequentialScans`. */
async function rowsFetchedByIndex(postgresUrl: string, prefix: string): Promise<number> {
  return Number(
    await psql(
      postgresUrl,
      `SELECT coalesce(sum(idx_tup_fetch), 0) FROM pg_stat_user_tables
      WHERE schemaname = '${prefix}_items' AND relname LIKE 'activity\\_logs%'`,
    ),
  );
}
