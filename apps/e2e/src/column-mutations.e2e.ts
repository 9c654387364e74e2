import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

let env: TestStack;
let acme: GraphQLClient;
let viewer: GraphQLClient;
let globex: GraphQLClient;
let boardId: string;

interface ColumnRead {
  id: string;
  title: string;
  type: string;
  description: string | null;
  width: number | null;
  settings: string;
  revision: string;
  capabilities: { calculated: { function: string; calculated_type: string | null } | null };
}

const COLUMN =
  'id title type description width settings revision capabilities { calculated { function calculated_type } }';

async function columnOf(id: string): Promise<ColumnRead> {
  const { boards } = await acme.data<{ boards: Array<{ columns: ColumnRead[] }> }>(
    `query ($b: [ID!], $c: [String]) { boards(ids: $b) { columns(ids: $c, capabilities: [CALCULATED]) { ${COLUMN} } } }`,
    { b: [boardId], c: [id] },
  );
  return boards[0].columns[0];
}

async function newItem(name: string, values: Record<string, unknown>): Promise<string> {
  const { create_item } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }',
    { b: boardId, n: name, v: JSON.stringify(values) },
  );
  return create_item.id;
}

async function textsOf(itemId: string, columnId: string) {
  const { items } = await acme.data<{
    items: Array<{ column_values: Array<Record<string, unknown>> }>;
  }>(
    `query ($i: [ID!], $c: [String!]) { items(ids: $i) { column_values(ids: $c) { text
      ... on StatusValue { index label is_done }
      ... on DropdownValue { values { id label } } } } }`,
    { i: [itemId], c: [columnId] },
  );
  return items[0].column_values[0];
}

const codeOf = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  answer.body.errors?.[0]?.extensions?.code;

const CREATE_STATUS = `mutation ($b: ID!, $d: CreateStatusColumnSettingsInput) {
  create_status_column(board_id: $b, id: "stage", title: "Stage", description: "Where it is",
    after_column_id: "name", capabilities: { calculated: { function: COUNT_KEYS } }, defaults: $d) { ${COLUMN} } }`;

const UPDATE_STATUS = `mutation ($b: ID!, $r: String!, $s: UpdateStatusColumnSettingsInput, $t: String) {
  update_status_column(board_id: $b, id: "stage", revision: $r, title: $t, settings: $s) { ${COLUMN} } }`;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 2, roles: [undefined, 'viewer'] }, { name: 'globex' }]);
  acme = env.clients.acme;
  viewer = acme.withToken(env.tokens.acme[1]);
  globex = env.clients.globex;
  ({
    create_board: { id: boardId },
  } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Column changes", board_kind: public) { id } }',
  ));
});

afterAll(async () => {
  await env?.stop();
});

describe('status columns', () => {
  it('are made with their labels and changed by revision, items keeping their labels', async () => {
    const { create_status_column: created } = await acme.data<{ create_status_column: ColumnRead }>(
      CREATE_STATUS,
      {
        b: boardId,
        d: {
          labels: [
            { label: 'Planned', color: 'bright_blue', index: 0 },
            { label: 'Shipped', color: 'done_green', index: 1, is_done: true },
            { label: 'Blocked', color: 'stuck_red', index: 2 },
          ],
        },
      },
    );
    expect(created).toMatchObject({
      id: 'stage',
      type: 'status',
      description: 'Where it is',
      width: null,
      capabilities: { calculated: { function: 'COUNT_KEYS', calculated_type: 'status' } },
    });
    expect(JSON.parse(created.settings)).toMatchObject({
      labels: { '0': 'Planned', '1': 'Shipped', '2': 'Blocked' },
      done_colors: [1],
    });
    const { boards } = await acme.data<{ boards: Array<{ columns: Array<{ id: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { columns(capabilities: [CALCULATED]) { id } } }',
      { b: [boardId] },
    );
    expect(boards[0].columns.map((column) => column.id).slice(0, 2)).toEqual(['name', 'stage']);

    const shipped = await newItem('Shipped thing', { stage: { label: 'Shipped' } });
    const blocked = await newItem('Blocked thing', { stage: { label: 'Blocked' } });

    // "Shipped" renamed under its id, "Blocked" left out, "Review" added.
    const { update_status_column: updated } = await acme.data<{ update_status_column: ColumnRead }>(
      UPDATE_STATUS,
      {
        b: boardId,
        r: created.revision,
        t: 'Progress',
        s: {
          labels: [
            { id: 0, label: 'Planned', color: 'bright_blue', index: 0 },
            { id: 1, label: 'Released', color: 'grass_green', index: 1, is_done: true },
            { label: 'Review', color: 'sky', index: 2 },
          ],
        },
      },
    );
    expect(updated.title).toBe('Progress');
    expect(updated.revision).not.toBe(created.revision);
    expect(JSON.parse(updated.settings)).toMatchObject({
      labels: { '1': 'Released', '2': 'Blocked', '3': 'Review' },
      deactivated_labels: [2],
    });
    expect(await textsOf(shipped, 'stage')).toEqual({
      text: 'Released',
      index: 1,
      label: 'Released',
      is_done: true,
    });
    // A deactivated label stays on the items holding it, but no new value may choose it.
    expect(await textsOf(blocked, 'stage')).toMatchObject({ text: 'Blocked', index: 2 });
    const refused = await acme.request(
      'mutation ($b: ID!, $i: ID!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "stage", value: "Blocked") { id } }',
      { b: boardId, i: shipped },
    );
    expect(codeOf(refused)).toBe('ColumnValueException');
    await acme.data(
      'mutation ($b: ID!, $i: ID!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "stage", value: "Review") { id } }',
      { b: boardId, i: blocked },
    );
    expect(await textsOf(blocked, 'stage')).toMatchObject({ text: 'Review', index: 3 });
  });

  it("are made without defaults with monday.com's default labels, as create_column makes them", async () => {
    const made = await acme.data<{ plain: ColumnRead; typed: ColumnRead }>(
      `mutation ($b: ID!) {
        plain: create_column(board_id: $b, title: "Plain", column_type: status) { ${COLUMN} }
        typed: create_status_column(board_id: $b, title: "Typed") { ${COLUMN} } }`,
      { b: boardId },
    );
    for (const created of [made.plain, made.typed]) {
      expect(JSON.parse(created.settings)).toMatchObject({
        labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' },
        done_colors: [1],
      });
      const item = await newItem('Defaulted', { [created.id]: { label: 'Done' } });
      expect(await textsOf(item, created.id)).toEqual({
        text: 'Done',
        index: 1,
        label: 'Done',
        is_done: true,
      });
    }
  });

  it('refuses a change made at a revision that is no longer current, changing nothing', async () => {
    const before = await columnOf('stage');
    await acme.data(
      'mutation ($b: ID!, $r: String!) { update_column(board_id: $b, id: "stage", revision: $r, column_type: status, description: "Now") { id } }',
      { b: boardId, r: before.revision },
    );
    const stale = await acme.request(UPDATE_STATUS, { b: boardId, r: before.revision, t: 'Too late' });
    expect(codeOf(stale)).toBe('InvalidArgumentException');
    expect(stale.body.errors?.[0].message).toMatch(/revision/);
    const after = await columnOf('stage');
    expect(after).toMatchObject({ title: before.title, description: 'Now' });
    expect(after.revision).not.toBe(before.revision);
  });

  it('refuses labels monday.com refuses: an id the column lacks, a name twice', async () => {
    const { revision } = await columnOf('stage');
    for (const labels of [
      [{ id: 17, label: 'Ghost', color: 'sky', index: 0 }],
      [
        { label: 'Twice', color: 'sky', index: 0 },
        { label: 'Twice', color: 'teal', index: 1 },
      ],
    ]) {
      const answer = await acme.request(UPDATE_STATUS, { b: boardId, r: revision, s: { labels } });
      expect(codeOf(answer)).toBe('InvalidArgumentException');
    }
    expect((await columnOf('stage')).revision).toBe(revision);
  });
});

describe('dropdown columns', () => {
  it('are made with options, and renaming one keeps the items that hold it right', async () => {
    const { create_dropdown_column: created } = await acme.data<{ create_dropdown_column: ColumnRead }>(
      `mutation ($b: ID!) { create_dropdown_column(board_id: $b, title: "Flavour",
        defaults: { labels: [{ label: "Cookie" }, { label: "Cake" }], limit_select: true, label_limit_count: 2 }) { ${COLUMN} } }`,
      { b: boardId },
    );
    expect(created.type).toBe('dropdown');
    expect(JSON.parse(created.settings)).toMatchObject({
      labels: [
        { id: 1, name: 'Cookie' },
        { id: 2, name: 'Cake' },
      ],
      limit_select: true,
      label_limit_count: 2,
    });
    const item = await newItem('Treat', { [created.id]: { labels: ['Cookie', 'Cake'] } });
    const { update_dropdown_column: updated } = await acme.data<{ update_dropdown_column: ColumnRead }>(
      `mutation ($b: ID!, $c: String!, $r: String!) { update_dropdown_column(board_id: $b, id: $c, revision: $r,
        settings: { labels: [{ id: 2, label: "Cupcake" }, { id: 1, label: "Cookie" }, { label: "Pie" }] }) { ${COLUMN} } }`,
      { b: boardId, c: created.id, r: created.revision },
    );
    expect(JSON.parse(updated.settings).labels).toEqual([
      { id: 2, name: 'Cupcake' },
      { id: 1, name: 'Cookie' },
      { id: 3, name: 'Pie' },
    ]);
    expect(await textsOf(item, created.id)).toEqual({
      text: 'Cookie, Cupcake',
      values: [
        { id: '1', label: 'Cookie' },
        { id: '2', label: 'Cupcake' },
      ],
    });
  });
});

describe('create_column and update_column', () => {
  it('take capabilities, an id, a place and settings, and keep the column type', async () => {
    const { create_column } = await acme.data<{ create_column: ColumnRead }>(
      `mutation ($b: ID!) { create_column(board_id: $b, id: "cost", title: "Cost", column_type: numbers,
        after_column_id: "stage", capabilities: { calculated: { function: SUM } },
        defaults: "{\\"unit\\": {\\"symbol\\": \\"$\\"}}") { ${COLUMN} } }`,
      { b: boardId },
    );
    expect(create_column).toMatchObject({
      id: 'cost',
      capabilities: { calculated: { function: 'SUM', calculated_type: 'numbers' } },
    });
    expect(JSON.parse(create_column.settings)).toEqual({ unit: { symbol: '$' } });

    const { update_column } = await acme.data<{ update_column: ColumnRead }>(
      `mutation ($b: ID!, $r: String!, $s: JSON) { update_column(board_id: $b, id: "cost", revision: $r,
        column_type: numbers, title: "Spend", settings: $s, capabilities: { calculated: { function: MAX } }) { ${COLUMN} } }`,
      { b: boardId, r: create_column.revision, s: { direction: 'left' } },
    );
    expect(update_column).toMatchObject({
      title: 'Spend',
      capabilities: { calculated: { function: 'MAX' } },
    });
    expect(JSON.parse(update_column.settings)).toEqual({ unit: { symbol: '$' }, direction: 'left' });

    const wrongType = await acme.request(
      'mutation ($b: ID!, $r: String!) { update_column(board_id: $b, id: "cost", revision: $r, column_type: text, title: "X") { id } }',
      { b: boardId, r: update_column.revision },
    );
    expect(codeOf(wrongType)).toBe('InvalidArgumentException');
    const badSettings = await acme.request(
      'mutation ($b: ID!, $r: String!) { update_column(board_id: $b, id: "cost", revision: $r, column_type: numbers, settings: "{nope") { id } }',
      { b: boardId, r: update_column.revision },
    );
    expect(codeOf(badSettings)).toBe('InvalidArgumentException');
    expect((await columnOf('cost')).title).toBe('Spend');
  });

  it('answer capabilities by type: each sums up only as monday.com lets its type, others not at all', async () => {
    const create = (type: string, fn: string) =>
      acme.request(
        `mutation ($b: ID!, $t: ColumnType!, $f: CalculatedFunction!) { create_column(board_id: $b, title: "Sum",
          column_type: $t, capabilities: { calculated: { function: $f } }) { ${COLUMN} } }`,
        { b: boardId, t: type, f: fn },
      );
    const made = async (type: string, fn: string) =>
      ((await create(type, fn)).body.data as { create_column: ColumnRead }).create_column.capabilities;
    expect(await made('timeline', 'MIN_MAX')).toEqual({
      calculated: { function: 'MIN_MAX', calculated_type: 'timeline' },
    });
    expect(await made('date', 'MAX')).toEqual({ calculated: { function: 'MAX', calculated_type: 'date' } });
    for (const [type, fn] of [
      ['status', 'SUM'],
      ['numbers', 'COUNT_KEYS'],
      ['timeline', 'SUM'],
      ['text', 'SUM'],
      ['people', 'COUNT_KEYS'],
    ])
      expect([type, fn, codeOf(await create(type, fn))]).toEqual([type, fn, 'InvalidArgumentException']);
    const { revision } = await columnOf('stage');
    const wrong = await acme.request(
      'mutation ($b: ID!, $r: String!) { update_column(board_id: $b, id: "stage", revision: $r, column_type: status, capabilities: { calculated: { function: MAX } }) { id } }',
      { b: boardId, r: revision },
    );
    expect(codeOf(wrong)).toBe('InvalidArgumentException');
    // A column made without capabilities has none, whatever its type.
    const { boards } = await acme.data<{
      boards: Array<{ columns: Array<Pick<ColumnRead, 'capabilities'>> }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { columns(ids: ["name", "person", "status", "date4"]) { capabilities { calculated { function calculated_type } } } } }',
      { b: [boardId] },
    );
    expect(boards[0].columns).toEqual(Array(4).fill({ capabilities: { calculated: null } }));
  });

  it('serve revision, settings, width and capabilities in 2026-01 as well', async () => {
    const answer = await acme.request(
      'query ($b: [ID!]) { boards(ids: $b) { columns(ids: ["stage"], capabilities: [CALCULATED]) { revision settings width capabilities { calculated { function } } } } }',
      { b: [boardId] },
      { headers: { 'api-version': '2026-01' } },
    );
    expect(answer.body.errors).toBeUndefined();
  });

  it('leave a calculated column out unless the client names its capability, as monday.com does', async () => {
    const ids = async (capabilities?: string[]) => {
      const { boards } = await acme.data<{ boards: Array<{ columns: Array<{ id: string }> }> }>(
        'query ($b: [ID!], $c: [ColumnCapability!]) { boards(ids: $b) { columns(ids: ["stage", "status"], capabilities: $c) { id } } }',
        { b: [boardId], c: capabilities },
      );
      return boards[0].columns.map((column) => column.id).sort();
    };
    expect(await ids()).toEqual(['status']);
    expect(await ids([])).toEqual(['status']);
    expect(await ids(['CALCULATED'])).toEqual(['stage', 'status']);
    // An item's values: all of them, with or without the capability (nothing is rolled up here).
    const values = async (capabilities?: string[]) => {
      const { boards } = await acme.data<{
        boards: Array<{ items_page: { items: Array<{ column_values: Array<{ id: string }> }> } }>;
      }>(
        'query ($b: [ID!], $c: [ColumnCapability!]) { boards(ids: $b) { items_page(limit: 1) { items { column_values(ids: ["stage", "status"], capabilities: $c) { id } } } } }',
        { b: [boardId], c: capabilities },
      );
      return boards[0].items_page.items[0].column_values.map((value) => value.id).sort();
    };
    const { boards } = await acme.data<{ boards: Array<{ items_page: { items: unknown[] } }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 1) { items { id } } } }',
      { b: [boardId] },
    );
    if (boards[0].items_page.items.length === 0)
      await acme.data('mutation ($b: ID!) { create_item(board_id: $b, item_name: "Valued") { id } }', {
        b: boardId,
      });
    expect(await values()).toEqual(['stage', 'status']);
    expect(await values(['CALCULATED'])).toEqual(['stage', 'status']);
    expect(await values([])).toEqual(['stage', 'status']);
  });
});

describe('who may change columns', () => {
  it('refuses a viewer and another account, and nothing changes', async () => {
    const before = await columnOf('stage');
    const attempts = [
      [UPDATE_STATUS, { b: boardId, r: before.revision, t: 'Intruder' }],
      [
        'mutation ($b: ID!, $r: String!) { update_column(board_id: $b, id: "stage", revision: $r, column_type: status, title: "Intruder") { id } }',
        { b: boardId, r: before.revision },
      ],
      [
        'mutation ($b: ID!) { create_dropdown_column(board_id: $b, title: "Intruder") { id } }',
        { b: boardId },
      ],
    ] as const;
    for (const [query, variables] of attempts) {
      expect(codeOf(await viewer.request(query, variables))).toBe('UserUnauthorizedException');
      expect(codeOf(await globex.request(query, variables))).toBe('InvalidBoardIdException');
    }
    expect(await columnOf('stage')).toEqual(before);
    const { boards } = await acme.data<{ boards: Array<{ columns: Array<{ title: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { columns { title } } }',
      { b: [boardId] },
    );
    expect(boards[0].columns.some((column) => column.title === 'Intruder')).toBe(false);
  });
});
