import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';

/*
 * Connected boards, dependency and mirror columns through the gateway: items linked across two
 * boards of one account, every field read, cleared and filtered; the link kept right when a linked
 * item is archived, deleted or moved, and a mirror showing a linked status as it is now.
 */

let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;
/** Board "Tasks" has the relation, mirror and dependency columns; "Projects" is the one it connects. */
let tasks: string;
let projects: string;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }]);
  acme = env.clients.acme;
  globex = env.clients.globex;
  tasks = await newBoard('Tasks');
  projects = await newBoard('Projects');
  await newColumn(tasks, 'connect', 'board_relation', { boardIds: [Number(projects)] });
  await newColumn(tasks, 'mirror', 'mirror', {
    relation_column: { connect: true },
    displayed_linked_columns: [{ board_id: projects, column_ids: ['status'] }],
  });
  await newColumn(tasks, 'deps', 'dependency', {});
});

afterAll(async () => {
  await env?.stop();
});

async function newBoard(name: string, client = acme): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  return create_board.id;
}

async function newColumn(board: string, id: string, type: string, defaults: unknown) {
  await acme.data(
    'mutation ($b: ID!, $id: String!, $t: ColumnType!, $d: JSON) { create_column(board_id: $b, id: $id, title: $id, column_type: $t, defaults: $d) { id } }',
    { b: board, id, t: type, d: JSON.stringify(defaults) },
  );
}

async function newItem(board: string, name: string, client = acme): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: board, n: name },
  );
  return create_item.id;
}

const change = (item: string, column: string, value: unknown, board = tasks, client = acme) =>
  client.request(
    'mutation ($b: ID!, $i: ID, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
    { b: board, i: item, c: column, v: JSON.stringify(value) },
  );

const link = (item: string, ids: string[], column = 'connect') => change(item, column, { item_ids: ids });

function ok(answer: GraphQLAnswer) {
  expect(answer.body.errors).toBeUndefined();
}

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

interface Links {
  text: string | null;
  value: string | null;
  display_value: string;
  linked_item_ids: string[];
  linked_items: Array<{ id: string; name: string; board: { id: string } }>;
  updated_at: string | null;
}

interface Mirror {
  text: string | null;
  value: string | null;
  display_value: string;
  mirrored_items: Array<{
    linked_item: { id: string; name: string };
    linked_board_id: string;
    linked_board: { id: string; name: string };
    mirrored_value: { __typename: string; label?: string | null; index?: number | null } | null;
  }>;
}

const LINK_FIELDS =
  'text value display_value linked_item_ids linked_items { id name board { id } } updated_at';

/** The item's relation, dependency and mirror values, as a client reads them. */
async function valuesOf(item: string): Promise<{ connect: Links; deps: Links; mirror: Mirror }> {
  const { items } = await acme.data<{
    items: Array<{ column_values: Array<{ id: string } & Links & Mirror> }>;
  }>(
    `query ($ids: [ID!]) { items(ids: $ids) { column_values(ids: ["connect", "deps", "mirror"]) { id
       ... on BoardRelationValue { ${LINK_FIELDS} }
       ... on DependencyValue { ${LINK_FIELDS} }
       ... on MirrorValue { text value display_value mirrored_items {
         linked_item { id name } linked_board_id linked_board { id name }
         mirrored_value { __typename ... on StatusValue { label index } } } } } } }`,
    { ids: [item] },
  );
  const byId = Object.fromEntries(items[0].column_values.map((value) => [value.id, value]));
  return { connect: byId.connect, deps: byId.deps, mirror: byId.mirror };
}

/** The names of the board's items a rule on its relation column finds. */
async function found(board: string, operator: string, compareValue: unknown = []): Promise<string[]> {
  const { boards } = await acme.data<{ boards: Array<{ items_page: { items: Array<{ name: string }> } }> }>(
    `query ($b: [ID!], $v: CompareValue!, $o: ItemsQueryRuleOperator!) { boards(ids: $b) {
       items_page(query_params: { rules: [{ column_id: "connect", compare_value: $v, operator: $o }] }) { items { name } } } }`,
    { b: [board], v: compareValue, o: operator },
  );
  return boards[0].items_page.items.map((item) => item.name).sort();
}

describe('board_relation', () => {
  it('links items of the connected board and reads every field', async () => {
    const task = await newItem(tasks, 'Write the plan');
    const [alpha, beta] = [await newItem(projects, 'Alpha'), await newItem(projects, 'Beta')];
    ok(await link(task, [alpha, beta]));
    const { connect } = await valuesOf(task);
    expect(connect).toEqual({
      id: 'connect',
      text: null,
      value: null,
      display_value: 'Alpha, Beta',
      linked_item_ids: [alpha, beta],
      linked_items: [
        { id: alpha, name: 'Alpha', board: { id: projects } },
        { id: beta, name: 'Beta', board: { id: projects } },
      ],
      updated_at: expect.any(String),
    });
    const { items } = await acme.data<{ items: Array<{ linked_items: Array<{ id: string }> }> }>(
      'query ($i: [ID!], $b: ID!) { items(ids: $i) { linked_items(link_to_item_column_id: "connect", linked_board_id: $b) { id } } }',
      { i: [task], b: projects },
    );
    expect(items[0].linked_items.map((item) => item.id)).toEqual([alpha, beta]);
  });

  it('clears with {} and null', async () => {
    const task = await newItem(tasks, 'Cleared');
    const alpha = await newItem(projects, 'Gamma');
    for (const empty of [{}, null]) {
      ok(await link(task, [alpha]));
      ok(await change(task, 'connect', empty));
      expect((await valuesOf(task)).connect).toMatchObject({
        linked_item_ids: [],
        display_value: '',
        linked_items: [],
      });
    }
  });

  it('is filtered by linked item ids and emptiness', async () => {
    const board = await newBoard('Filtered');
    await newColumn(board, 'connect', 'board_relation', { boardIds: [projects] });
    const [one, two] = [await newItem(projects, 'One'), await newItem(projects, 'Two')];
    const [first, second] = [await newItem(board, 'first'), await newItem(board, 'second')];
    await newItem(board, 'none');
    ok(await change(first, 'connect', { item_ids: [one] }, board));
    ok(await change(second, 'connect', { item_ids: [one, two] }, board));
    expect(await found(board, 'any_of', [Number(two)])).toEqual(['second']);
    expect(await found(board, 'any_of', [one])).toEqual(['first', 'second']);
    expect(await found(board, 'not_any_of', [two])).toEqual(['first', 'none']);
    expect(await found(board, 'is_empty')).toEqual(['none']);
    expect(await found(board, 'is_not_empty')).toEqual(['first', 'second']);
  });

  it('is filtered by the linked items still there, and by their names', async () => {
    const board = await newBoard('Filtered by what is left');
    await newColumn(board, 'connect', 'board_relation', { boardIds: [projects] });
    const [kept, archived, deleted] = [
      await newItem(projects, 'Kept link'),
      await newItem(projects, 'Archived link'),
      await newItem(projects, 'Deleted link'),
    ];
    const [both, gone, goneToo] = [
      await newItem(board, 'both'),
      await newItem(board, 'gone'),
      await newItem(board, 'gone too'),
    ];
    ok(await change(both, 'connect', { item_ids: [kept, archived] }, board));
    ok(await change(gone, 'connect', { item_ids: [archived] }, board));
    ok(await change(goneToo, 'connect', { item_ids: [deleted] }, board));
    expect(await found(board, 'contains_text', ['archived LINK'])).toEqual(['both', 'gone']);
    await acme.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: archived });
    await acme.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: deleted });
    expect(await found(board, 'any_of', [archived])).toEqual([]);
    expect(await found(board, 'any_of', [deleted, kept])).toEqual(['both']);
    expect(await found(board, 'not_any_of', [kept])).toEqual(['gone', 'gone too']);
    expect(await found(board, 'is_empty')).toEqual(['gone', 'gone too']);
    expect(await found(board, 'is_not_empty')).toEqual(['both']);
    expect(await found(board, 'contains_text', ['link'])).toEqual(['both']);
    expect(await found(board, 'contains_text', ['archived'])).toEqual([]);
  });

  it('drops a linked item once archived or deleted, and keeps one moved to another board', async () => {
    const task = await newItem(tasks, 'Follow the links');
    const [archived, deleted, moved] = [
      await newItem(projects, 'Archived soon'),
      await newItem(projects, 'Deleted soon'),
      await newItem(projects, 'Moved soon'),
    ];
    ok(await link(task, [archived, deleted, moved]));
    await acme.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: archived });
    await acme.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: deleted });
    const elsewhere = await newBoard('Elsewhere');
    await acme.data(
      'mutation ($b: ID!, $i: ID!) { move_item_to_board(board_id: $b, group_id: "topics", item_id: $i) { id } }',
      { b: elsewhere, i: moved },
    );
    const { connect, mirror } = await valuesOf(task);
    expect(connect).toMatchObject({
      linked_item_ids: [moved],
      display_value: 'Moved soon',
      linked_items: [{ id: moved, board: { id: elsewhere } }],
    });
    expect(mirror.mirrored_items).toEqual([
      expect.objectContaining({ linked_item: { id: moved, name: 'Moved soon' }, linked_board_id: elsewhere }),
    ]);
  });

  it('charges the linked items a read and a filter read, each once, so the price grows with them', async () => {
    const linkedOnce = async (count: number) => {
      const board = await newBoard(`Priced by ${count}`);
      await newColumn(board, 'connect', 'board_relation', { boardIds: [projects] });
      const linked: string[] = [];
      for (let index = 0; index < count; index += 1) linked.push(await newItem(projects, `Priced ${index}`));
      const item = await newItem(board, 'Linking');
      ok(await change(item, 'connect', { item_ids: linked }, board));
      return { board, item };
    };
    const priceOf = (answer: GraphQLAnswer) => {
      ok(answer);
      return (answer.body.extensions?.complexity as { query: number }).query;
    };
    // The same document over one link and over eleven: only the linked items read differ.
    const read = (item: string) =>
      acme.request(
        `query ($i: [ID!]) { items(ids: $i) { column_values(ids: ["connect"]) {
          ... on BoardRelationValue { display_value linked_item_ids } } } }`,
        { i: [item] },
      );
    const filtered = (board: string) =>
      acme.request(
        `query ($b: [ID!]) { boards(ids: $b) { items_page(query_params: { rules: [
          { column_id: "connect", compare_value: ["priced"], operator: contains_text }] }) { items { id } } } }`,
        { b: [board] },
      );
    const [one, eleven] = [await linkedOnce(1), await linkedOnce(11)];
    expect(priceOf(await read(eleven.item)) - priceOf(await read(one.item))).toBe(10);
    expect(priceOf(await filtered(eleven.board)) - priceOf(await filtered(one.board))).toBe(10);
  });

  it('refuses items of a board it does not connect, and of another account', async () => {
    const task = await newItem(tasks, 'Refusals');
    const sameBoard = await newItem(tasks, 'Not connected');
    const foreignBoard = await newBoard('Globex projects', globex);
    const foreign = await newItem(foreignBoard, 'Theirs', globex);
    for (const ids of [[sameBoard], [foreign], ['1']]) {
      const answer = await link(task, ids);
      expect(codeOf(answer)).toBe('ColumnValueException');
    }
    expect((await valuesOf(task)).connect.linked_item_ids).toEqual([]);
    // And the simple form, which monday.com does not take for this type.
    const simple = await acme.request(
      'mutation ($b: ID!, $i: ID, $v: String) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "connect", value: $v) { id } }',
      { b: tasks, i: task, v: sameBoard },
    );
    expect(codeOf(simple)).toBe('ColumnValueException');
  });
});

describe('mirror', () => {
  it("shows the linked item's status, and its change on the next read", async () => {
    const task = await newItem(tasks, 'Mirrored');
    const [alpha, beta] = [await newItem(projects, 'Mirror alpha'), await newItem(projects, 'Mirror beta')];
    ok(await change(alpha, 'status', { label: 'Working on it' }, projects));
    ok(await link(task, [alpha, beta]));
    const before = (await valuesOf(task)).mirror;
    expect(before).toEqual({
      id: 'mirror',
      text: null,
      value: null,
      display_value: 'Working on it',
      mirrored_items: [
        {
          linked_item: { id: alpha, name: 'Mirror alpha' },
          linked_board_id: projects,
          linked_board: { id: projects, name: 'Projects' },
          mirrored_value: { __typename: 'StatusValue', label: 'Working on it', index: 0 },
        },
        {
          linked_item: { id: beta, name: 'Mirror beta' },
          linked_board_id: projects,
          linked_board: { id: projects, name: 'Projects' },
          mirrored_value: { __typename: 'StatusValue', label: '', index: null },
        },
      ],
    });
    ok(await change(alpha, 'status', { label: 'Done' }, projects));
    ok(await change(beta, 'status', { label: 'Stuck' }, projects));
    expect((await valuesOf(task)).mirror.display_value).toBe('Done, Stuck');
  });

  it('refuses a write', async () => {
    const task = await newItem(tasks, 'Read only');
    expect(codeOf(await change(task, 'mirror', { item_ids: [] }))).toBe('ColumnValueException');
  });

  it('refuses settings naming a column that is not a connected boards column', async () => {
    const answer = await acme.request(
      'mutation ($b: ID!, $d: JSON) { create_column(board_id: $b, title: "Bad mirror", column_type: mirror, defaults: $d) { id } }',
      { b: tasks, d: JSON.stringify({ relation_column: { status: true } }) },
    );
    expect(codeOf(answer)).toBe('InvalidArgumentException');
  });
});

describe('dependency', () => {
  it('links items of its own board, is cleared, and refuses items of another board', async () => {
    const [first, second] = [await newItem(tasks, 'Design'), await newItem(tasks, 'Build')];
    ok(await link(second, [first], 'deps'));
    expect((await valuesOf(second)).deps).toMatchObject({
      text: null,
      value: null,
      display_value: 'Design',
      linked_item_ids: [first],
    });
    const other = await newItem(projects, 'Across boards');
    expect(codeOf(await link(second, [other], 'deps'))).toBe('ColumnValueException');
    ok(await change(second, 'deps', {}));
    expect((await valuesOf(second)).deps.linked_item_ids).toEqual([]);
  });
});
