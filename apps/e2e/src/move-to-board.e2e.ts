import { setTimeout as sleep } from 'node:timers/promises';
import {
  startTestStack,
  startWebhookReceiver,
  type GraphQLAnswer,
  type GraphQLClient,
  type TestStack,
  type WebhookReceiver,
} from '@workapi/testing';

// move_item_to_board (../shared/monday/surface.md §3.5): an item, with its subitems, to a group
// of another board, its values following the columns mapping or matched by type and title.

let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;
/** A member of acme who does not see acme's private boards. */
let colleague: GraphQLClient;
let receiver: WebhookReceiver | undefined;

beforeAll(async () => {
  // The webhook receiver below listens on loopback.
  env = await startTestStack([{ name: 'acme', users: 2 }, { name: 'globex' }], {
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RELAY_INTERVAL_MS: '500',
  });
  acme = env.clients.acme;
  colleague = env.clients.acme.withToken(env.tokens.acme[1]);
  globex = env.clients.globex;
});

afterAll(async () => {
  await env?.stop();
  await receiver?.close();
});

interface MovedItem {
  id: string;
  board: { id: string };
  group: { id: string };
  column_values: Array<{ id: string; text: string | null }>;
  subitems: Array<{
    id: string;
    name: string;
    board: { id: string };
    column_values: Array<{ id: string; text: string | null }>;
  }>;
}

const ITEM_FIELDS =
  'id board { id } group { id } column_values { id text } subitems { id name board { id } column_values { id text } }';

const MOVE = `mutation ($b: ID!, $g: ID!, $i: ID!, $m: [ColumnMappingInput!], $s: [ColumnMappingInput!]) {
  move_item_to_board(board_id: $b, group_id: $g, item_id: $i, columns_mapping: $m, subitems_columns_mapping: $s) { ${ITEM_FIELDS} }
}`;

type Mapping = Array<{ source: string; target: string | null }>;

const move = (item: string, board: string, mapping?: Mapping, subitems?: Mapping, client = acme) =>
  client.request<{ move_item_to_board: MovedItem | null }>(MOVE, {
    b: board,
    g: 'topics',
    i: item,
    m: mapping,
    s: subitems,
  });

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

async function newBoard(client = acme): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Moves", board_kind: public) { id } }',
  );
  return create_board.id;
}

async function newColumn(board: string, id: string, title: string, type: string, defaults?: unknown) {
  await acme.data(
    'mutation ($b: ID!, $id: String!, $t: String!, $type: ColumnType!, $d: JSON) { create_column(board_id: $b, id: $id, title: $t, column_type: $type, defaults: $d) { id } }',
    { b: board, id, t: title, type, d: defaults === undefined ? undefined : JSON.stringify(defaults) },
  );
}

async function newItem(board: string, name: string, values: Record<string, unknown> = {}): Promise<string> {
  const { create_item } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v, create_labels_if_missing: true) { id } }',
    { b: board, n: name, v: JSON.stringify(values) },
  );
  return create_item.id;
}

async function read(item: string): Promise<MovedItem> {
  const { items } = await acme.data<{ items: MovedItem[] }>(
    `query ($i: [ID!]) { items(ids: $i) { ${ITEM_FIELDS} } }`,
    { i: [item] },
  );
  return items[0];
}

async function itemIdsOf(board: string): Promise<string[]> {
  const { boards } = await acme.data<{ boards: Array<{ items_page: { items: Array<{ id: string }> } }> }>(
    'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 100) { items { id } } } }',
    { b: [board] },
  );
  return boards[0].items_page.items.map((item) => item.id);
}

const texts = (item: { column_values: Array<{ id: string; text: string | null }> }) =>
  Object.fromEntries(item.column_values.map((value) => [value.id, value.text]));

/** A source board with a text, a numbers and a formula column, and a target with its own text columns. */
async function boards(): Promise<{ from: string; to: string }> {
  const [from, to] = [await newBoard(), await newBoard()];
  await newColumn(from, 'notes', 'Notes', 'text');
  await newColumn(from, 'budget', 'Budget', 'numbers');
  await newColumn(from, 'double', 'Double', 'formula', { formula: '{budget} * 2' });
  await newColumn(to, 'memo', 'notes', 'text');
  await newColumn(to, 'other', 'Other', 'text');
  return { from, to };
}

describe('move_item_to_board', () => {
  it("leaves a dependency behind: it may name only items of the item's own board", async () => {
    const { from, to } = await boards();
    await newColumn(from, 'after', 'After', 'dependency', {});
    await newColumn(to, 'after', 'After', 'dependency', {});
    const first = await newItem(from, 'First');
    const second = await newItem(from, 'Second', { after: { item_ids: [Number(first)] } });
    expect((await move(second, to)).body.errors).toBeUndefined();
    const { items } = await acme.data<{
      items: Array<{ column_values: Array<{ linked_item_ids?: string[] }> }>;
    }>(
      'query ($i: [ID!]) { items(ids: $i) { column_values(ids: ["after"]) { ... on DependencyValue { linked_item_ids } } } }',
      { i: [second] },
    );
    expect(items[0].column_values).toEqual([{ linked_item_ids: [] }]);
  });

  it('keeps only the links the target column connects and the mover may see; the others are dropped', async () => {
    const [from, to, shared, elsewhere] = [
      await newBoard(),
      await newBoard(),
      await newBoard(),
      await newBoard(),
    ];
    const { create_board: secret } = await acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Secret", board_kind: private) { id } }',
    );
    await newColumn(from, 'link', 'Link', 'board_relation', { boardIds: [shared, elsewhere, secret.id] });
    await newColumn(to, 'rel', 'Related', 'board_relation', { boardIds: [shared, secret.id] });
    const [kept, unconnected, hidden] = [
      await newItem(shared, 'Shared'),
      await newItem(elsewhere, 'Elsewhere'),
      await newItem(secret.id, 'Secret'),
    ];
    const item = await newItem(from, 'Linked', {
      link: { item_ids: [kept, unconnected, hidden].map(Number) },
    });
    // The colleague moves it: the target connects `elsewhere` not at all, and `secret` the colleague cannot see.
    const mapping = [
      { source: 'person', target: null },
      { source: 'status', target: null },
      { source: 'date4', target: null },
      { source: 'link', target: 'rel' },
    ];
    expect((await move(item, to, mapping, undefined, colleague)).body.errors).toBeUndefined();
    const { items } = await acme.data<{
      items: Array<{ board: { id: string }; column_values: Array<{ linked_item_ids?: string[] }> }>;
    }>(
      'query ($i: [ID!]) { items(ids: $i) { board { id } column_values(ids: ["rel"]) { ... on BoardRelationValue { linked_item_ids } } } }',
      { i: [item] },
    );
    expect(items[0]).toEqual({ board: { id: to }, column_values: [{ linked_item_ids: [kept] }] });
  });

  it('without a mapping carries values to the columns of the same type and title; both boards read it so', async () => {
    const { from, to } = await boards();
    const item = await newItem(from, 'Launch', {
      status: 'Done',
      date4: '2026-03-01',
      notes: 'hello',
      budget: '7',
    });
    const moved = await move(item, to);
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data?.move_item_to_board).toMatchObject({
      id: item,
      board: { id: to },
      group: { id: 'topics' },
    });
    expect(texts(await read(item))).toEqual({
      person: '',
      status: 'Done',
      date4: '2026-03-01',
      memo: 'hello',
      other: '',
    });
    expect(await itemIdsOf(from)).not.toContain(item);
    expect(await itemIdsOf(to)).toContain(item);
    // Its lookup keys follow it: found on the target board by the value it carried there.
    const found = await acme.data<{ items_page_by_column_values: { items: Array<{ id: string }> } }>(
      'query ($b: ID!) { items_page_by_column_values(board_id: $b, columns: [{column_id: "memo", column_values: ["hello"]}]) { items { id } } }',
      { b: to },
    );
    expect(found.items_page_by_column_values.items.map((entry) => entry.id)).toEqual([item]);
  });

  it('follows a mapping, a null target dropping the value, and adds a status label the target lacks', async () => {
    const { from, to } = await boards();
    const item = await newItem(from, 'Mapped', {
      status: 'Waiting on legal',
      date4: '2026-03-01',
      notes: 'hi',
    });
    const moved = await move(item, to, [
      { source: 'person', target: 'person' },
      { source: 'status', target: 'status' },
      { source: 'date4', target: null },
      { source: 'notes', target: 'other' },
      { source: 'budget', target: null },
    ]);
    expect(moved.body.errors).toBeUndefined();
    expect(texts(await read(item))).toEqual({
      person: '',
      status: 'Waiting on legal',
      date4: '',
      memo: '',
      other: 'hi',
    });
  });

  it("carries an item's only value to a column of another id", async () => {
    const { from, to } = await boards();
    const item = await newItem(from, 'Single', { notes: 'only' });
    const mapping = ['person', 'status', 'date4', 'budget'].map((source) => ({ source, target: null }));
    expect(
      (await move(item, to, [...mapping, { source: 'notes', target: 'other' }])).body.errors,
    ).toBeUndefined();
    expect(texts(await read(item))).toMatchObject({ memo: '', other: 'only' });
  });

  it('refuses a mapping that leaves a column out, and one that maps a formula; the item stays', async () => {
    const { from, to } = await boards();
    const item = await newItem(from, 'Stays', { notes: 'kept' });
    const incomplete = await move(item, to, [{ source: 'notes', target: 'memo' }]);
    expect(codeOf(incomplete)).toBe('InvalidArgumentException');
    expect(incomplete.body.errors?.[0].message).toMatch(/Columns mapping is not in the expected format/);
    const formula = await move(item, to, [
      { source: 'person', target: null },
      { source: 'status', target: null },
      { source: 'date4', target: null },
      { source: 'notes', target: null },
      { source: 'budget', target: null },
      { source: 'double', target: 'other' },
    ]);
    expect(codeOf(formula)).toBe('InvalidArgumentException');
    expect(formula.body.errors?.[0].message).toMatch(/Formula columns cannot be mapped/);
    expect(await read(item)).toMatchObject({ board: { id: from } });
    expect(texts(await read(item)).notes).toBe('kept');
  });

  it('moves the subitems with their item, to the target board’s subitems board', async () => {
    const { from, to } = await boards();
    const item = await newItem(from, 'Parent');
    const subitem = await acme.data<{ create_subitem: { id: string; board: { id: string } } }>(
      'mutation ($p: ID!) { create_subitem(parent_item_id: $p, item_name: "Child", column_values: "{\\"status\\":\\"Stuck\\"}") { id board { id } } }',
      { p: item },
    );
    const other = await newItem(to, 'Already there');
    const { create_subitem: there } = await acme.data<{ create_subitem: { board: { id: string } } }>(
      'mutation ($p: ID!) { create_subitem(parent_item_id: $p, item_name: "Sibling") { board { id } } }',
      { p: other },
    );
    expect(there.board.id).not.toBe(subitem.create_subitem.board.id);
    const moved = await move(item, to);
    expect(moved.body.errors).toBeUndefined();
    const after = await read(item);
    expect(after.subitems).toEqual([
      expect.objectContaining({
        id: subitem.create_subitem.id,
        name: 'Child',
        board: { id: there.board.id },
      }),
    ]);
    expect(texts(after.subitems[0]).status).toBe('Stuck');
  });

  it('takes its updates along: listed with the board it moved to, for those who see only that board', async () => {
    const { create_board } = await acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Private", board_kind: private) { id } }',
    );
    const to = await newBoard();
    const item = await newItem(create_board.id, 'Discussed');
    const { create_update } = await acme.data<{ create_update: { id: string } }>(
      'mutation ($i: ID!) { create_update(item_id: $i, body: "Agreed") { id } }',
      { i: item },
    );
    const listed = async () =>
      (
        await colleague.data<{ updates: Array<{ id: string }> }>('{ updates(limit: 100) { id } }')
      ).updates.map((update) => update.id);
    expect(await listed()).not.toContain(create_update.id);
    expect((await move(item, to)).body.errors).toBeUndefined();
    expect(await listed()).toContain(create_update.id);
  });

  it("tells the target board's webhooks of the move, as a move into its group", async () => {
    const { from, to } = await boards();
    receiver = await startWebhookReceiver();
    const { url, events } = receiver;
    await acme.data(
      'mutation ($b: ID!, $u: String!) { create_webhook(board_id: $b, url: $u, event: item_moved_to_any_group) { id } }',
      { b: to, u: url },
    );
    const item = await newItem(from, 'Heard');
    expect((await move(item, to)).body.errors).toBeUndefined();
    // Polled until delivered (the test's own timeout ends a wait that never ends): no time is asserted.
    while (events.size === 0) await sleep(200);
    expect([...events.values()]).toEqual([
      expect.objectContaining({
        type: 'move_pulse_into_group',
        boardId: Number(to),
        pulseId: Number(item),
        sourceBoardId: Number(from),
        destGroupId: 'topics',
      }),
    ]);
  });

  it("refuses another account's board and leaves the item where it was", async () => {
    const { from } = await boards();
    const foreign = await newBoard(globex);
    const item = await newItem(from, 'Mine');
    const answer = await move(item, foreign);
    expect(answer.body.data?.move_item_to_board ?? null).toBeNull();
    expect(codeOf(answer)).toBe('InvalidBoardIdException');
    expect(await read(item)).toMatchObject({ board: { id: from } });
    expect(await itemIdsOf(from)).toContain(item);
  });
});
