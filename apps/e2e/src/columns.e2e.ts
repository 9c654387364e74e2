import { officialMondayClient, startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

let env: TestStack;
let acme: GraphQLClient;
let boardId: string;
let itemId: string;
let meId: string;

/** Every typed field of every ColumnValue implementation, so a test sees what a client would. */
const VALUE_FIELDS = `id type text value
  ... on NumbersValue { number }
  ... on StatusValue { label index is_done }
  ... on DateValue { date time }
  ... on PeopleValue { persons_and_teams { id kind } }
  ... on CheckboxValue { checked }
  ... on DropdownValue { values { id label } }
  ... on TimelineValue { from to }
  ... on EmailValue { email label }
  ... on LinkValue { url url_text }
  ... on PhoneValue { phone country_short_name }
  ... on RatingValue { rating }
  ... on TagsValue { tag_ids tags { id name } }
  ... on CountryValue { country { code name } }
  ... on HourValue { hour minute }
  ... on WeekValue { start_date end_date }
  ... on CreationLogValue { created_at creator_id creator { id name } }
  ... on LastUpdatedValue { updated_at updater_id updater { id } }
  ... on ItemIdValue { item_id }`;

type Value = Record<string, unknown> & {
  id: string;
  type: string;
  text: string | null;
  value: string | null;
};

async function valuesOf(id = itemId, client = acme): Promise<Record<string, Value>> {
  const { items } = await client.data<{ items: Array<{ column_values: Value[] }> }>(
    `query ($ids: [ID!]) { items(ids: $ids) { column_values { ${VALUE_FIELDS} } } }`,
    { ids: [id] },
  );
  return Object.fromEntries(items[0].column_values.map((value) => [value.id, value]));
}

async function addColumn(type: string, defaults?: unknown): Promise<string> {
  const { create_column } = await acme.data<{ create_column: { id: string } }>(
    'mutation ($b: ID!, $t: String!, $type: ColumnType!, $d: JSON) { create_column(board_id: $b, title: $t, column_type: $type, defaults: $d) { id } }',
    { b: boardId, t: `My ${type}`, type, d: defaults === undefined ? undefined : JSON.stringify(defaults) },
  );
  return create_column.id;
}

const TYPES = [
  'text',
  'long_text',
  'numbers',
  'checkbox',
  'dropdown',
  'timeline',
  'email',
  'link',
  'phone',
  'rating',
  'tags',
  'country',
  'hour',
  'week',
  'creation_log',
  'last_updated',
  'item_id',
];
const column: Record<string, string> = { status: 'status', people: 'person', date: 'date4' };

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 2 }, { name: 'globex' }]);
  acme = env.clients.acme;
  ({
    me: { id: meId },
  } = await acme.data<{ me: { id: string } }>('{ me { id } }'));
  ({
    create_board: { id: boardId },
  } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Every type", board_kind: public) { id } }',
  ));
  for (const type of TYPES) {
    const defaults =
      type === 'dropdown'
        ? {
            labels: [
              { id: 1, name: 'Cookie' },
              { id: 2, name: 'Cupcake' },
            ],
          }
        : undefined;
    column[type] = await addColumn(type, defaults);
  }
  ({
    create_item: { id: itemId },
  } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Subject") { id } }',
    { b: boardId },
  ));
});

afterAll(async () => {
  if (process.env.E2E_SHOW_LOGS) console.log(env.stack.output('columns'), env.stack.output('items'));
  await env?.stop();
});

const changeJson = (columnId: string, value: unknown, client = acme) =>
  client.request(
    'mutation ($b: ID!, $i: ID, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
    { b: boardId, i: itemId, c: columnId, v: typeof value === 'string' ? value : JSON.stringify(value) },
  );

const changeSimple = (columnId: string, value: string | null, createLabels = false) =>
  acme.request(
    'mutation ($b: ID!, $i: ID, $c: String!, $v: String, $l: Boolean) { change_simple_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v, create_labels_if_missing: $l) { id } }',
    { b: boardId, i: itemId, c: columnId, v: value, l: createLabels },
  );

describe('column values through the gateway', () => {
  // [type, JSON write, expected text, expected typed fields] — `value` is checked to be monday.com's JSON form.
  const jsonWrites: Array<[string, unknown, string, Record<string, unknown>]> = [
    ['text', '"Hello"', 'Hello', {}],
    ['long_text', { text: 'Two\nlines' }, 'Two\nlines', {}],
    ['numbers', '"42.5"', '42.5', { number: 42.5 }],
    ['status', { label: 'Done' }, 'Done', { label: 'Done', index: 1, is_done: true }],
    [
      'date',
      { date: '2026-06-03', time: '13:25:00' },
      '2026-06-03 13:25',
      { date: '2026-06-03', time: '13:25:00' },
    ],
    ['checkbox', { checked: 'true' }, 'v', { checked: true }],
    ['dropdown', { labels: ['Cupcake'] }, 'Cupcake', { values: [{ id: '2', label: 'Cupcake' }] }],
    [
      'timeline',
      { from: '2026-06-03', to: '2026-06-07' },
      '2026-06-03 - 2026-06-07',
      { from: '2026-06-03', to: '2026-06-07' },
    ],
    [
      'email',
      { email: 'ann@example.com', text: 'Ann' },
      'Ann - ann@example.com',
      { email: 'ann@example.com', label: 'Ann' },
    ],
    [
      'link',
      { url: 'https://example.com', text: 'Example' },
      'Example - https://example.com',
      { url: 'https://example.com', url_text: 'Example' },
    ],
    [
      'phone',
      { phone: '+12025550169', countryShortName: 'US' },
      '+12025550169',
      { phone: '+12025550169', country_short_name: 'US' },
    ],
    ['rating', { rating: 4 }, '4', { rating: 4 }],
    [
      'country',
      { countryCode: 'FR', countryName: 'France' },
      'France',
      { country: { code: 'FR', name: 'France' } },
    ],
    ['hour', { hour: 7, minute: 5 }, '07:05', { hour: 7, minute: 5 }],
    [
      'week',
      { week: { startDate: '2026-06-01', endDate: '2026-06-07' } },
      '2026-06-01 - 2026-06-07',
      { start_date: '2026-06-01', end_date: '2026-06-07' },
    ],
  ];

  it.each(jsonWrites)(
    '%s takes its JSON form through change_column_value and renders text, value and fields',
    async (type, input, text, fields) => {
      const answer = await changeJson(column[type], input);
      expect(answer.body.errors).toBeUndefined();
      const value = (await valuesOf())[column[type]];
      expect(value).toMatchObject({ type, text, ...fields });
      expect(value.value).not.toBeNull();
      const sent = typeof input === 'string' ? JSON.parse(input) : input;
      // monday.com's `value` echoes the JSON write form, except that status and dropdown keep ids.
      const echoed = type === 'status' ? { index: 1 } : type === 'dropdown' ? { ids: [2] } : sent;
      if (typeof sent === 'object') expect(JSON.parse(value.value as string)).toMatchObject(echoed);
      else expect(JSON.parse(value.value as string)).toBe(sent);
    },
  );

  it('people takes {"personsAndTeams"} and renders the user names', async () => {
    await changeJson(column.people, { personsAndTeams: [{ id: Number(meId), kind: 'person' }] });
    const value = (await valuesOf())[column.people];
    const { me } = await acme.data<{ me: { name: string } }>('{ me { name } }');
    expect(value).toMatchObject({
      type: 'people',
      text: me.name,
      persons_and_teams: [{ id: meId, kind: 'person' }],
    });
    expect(JSON.parse(value.value as string)).toMatchObject({
      personsAndTeams: [{ id: Number(meId), kind: 'person' }],
    });
  });

  it("tags hold the account's tags (made by create_or_get_tag), written by name or by id", async () => {
    const made = async (name: string) =>
      (
        await acme.data<{ create_or_get_tag: { id: string } }>(
          'mutation ($n: String) { create_or_get_tag(tag_name: $n) { id } }',
          { n: name },
        )
      ).create_or_get_tag.id;
    const [urgent, backend] = [await made('urgent'), await made('backend')];
    expect((await changeSimple(column.tags, 'urgent, backend')).body.errors).toBeUndefined();
    const tagged = (await valuesOf())[column.tags];
    expect(tagged).toMatchObject({
      text: 'urgent, backend',
      tag_ids: [Number(urgent), Number(backend)],
      tags: [
        { id: urgent, name: 'urgent' },
        { id: backend, name: 'backend' },
      ],
    });
    await changeJson(column.tags, { tag_ids: [Number(backend)] });
    expect((await valuesOf())[column.tags]).toMatchObject({ text: 'backend', tag_ids: [Number(backend)] });
  });

  // [type, simple write, expected text]
  const simpleWrites: Array<[string, string, string]> = [
    ['text', 'Simple text', 'Simple text'],
    ['long_text', 'Simple long text', 'Simple long text'],
    ['numbers', '-7', '-7'],
    ['status', 'Stuck', 'Stuck'],
    ['date', '2026-12-24', '2026-12-24'],
    ['checkbox', 'true', 'v'],
    ['dropdown', 'Cookie, Cupcake', 'Cookie, Cupcake'],
    ['timeline', '2026-01-01 - 2026-01-31', '2026-01-01 - 2026-01-31'],
    ['email', 'bo@example.com Bo', 'Bo - bo@example.com'],
    ['link', 'https://monday.com monday', 'monday - https://monday.com'],
    ['phone', '+4930123456 DE', '+4930123456'],
    ['rating', '2', '2'],
    ['country', 'JP', 'Japan'],
    ['hour', '23:59', '23:59'],
  ];

  it.each(simpleWrites)(
    '%s takes its simple form through change_simple_column_value',
    async (type, input, text) => {
      const answer = await changeSimple(column[type], input);
      expect(answer.body.errors).toBeUndefined();
      expect((await valuesOf())[column[type]]).toMatchObject({ type, text });
    },
  );

  // [type, JSON write that does not fit]
  const rejected: Array<[string, unknown]> = [
    ['text', { text: 1 }],
    ['long_text', { text: ['x'] }],
    ['numbers', '"a lot"'],
    ['status', { label: 'No such label' }],
    ['date', { date: '2026-02-30' }],
    ['people', { personsAndTeams: [{ id: 1, kind: 'person' }] }],
    ['checkbox', { checked: 'perhaps' }],
    ['dropdown', { ids: [99] }],
    ['timeline', { from: '2026-06-07', to: '2026-06-01' }],
    ['email', { email: 'nope' }],
    ['link', { url: 'not a url' }],
    ['phone', { phone: 'abc' }],
    ['rating', { rating: 9 }],
    ['tags', { tag_ids: [77] }],
    ['country', { countryCode: 'QQ' }],
    ['hour', { hour: 30, minute: 0 }],
    ['week', { week: { startDate: '2026-06-03', endDate: '2026-06-09' } }],
    ['creation_log', { created_at: '2020-01-01' }],
    ['last_updated', { updated_at: '2020-01-01' }],
    ['item_id', { item_id: 1 }],
  ];

  it.each(rejected)(
    '%s rejects a value that does not fit with ColumnValueException and keeps the old one',
    async (type, input) => {
      const before = (await valuesOf())[column[type]];
      const answer = await changeJson(column[type], input);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ change_column_value: null });
      expect(answer.body.errors?.[0]).toMatchObject({
        path: ['change_column_value'],
        extensions: { code: 'ColumnValueException', error_data: { column_type: type } },
      });
      expect(answer.body.errors?.[0].message).not.toMatch(/at .*\.ts|mongo|http:\/\//i);
      expect((await valuesOf())[column[type]]).toEqual(before);
    },
  );

  it('computed columns render the item’s creation, last update and id', async () => {
    const { items } = await acme.data<{ items: Array<{ created_at: string; updated_at: string }> }>(
      'query ($i: [ID!]) { items(ids: $i) { created_at updated_at } }',
      { i: [itemId] },
    );
    const values = await valuesOf();
    const { me } = await acme.data<{ me: { name: string } }>('{ me { name } }');
    expect(values[column.creation_log]).toMatchObject({
      created_at: items[0].created_at,
      creator_id: meId,
      creator: { id: meId, name: me.name },
      text: `${items[0].created_at.slice(0, 19).replace('T', ' ')} UTC`,
    });
    expect(values[column.last_updated]).toMatchObject({
      updated_at: items[0].updated_at,
      updater_id: meId,
      updater: { id: meId },
    });
    expect(values[column.item_id]).toMatchObject({ item_id: itemId, text: itemId });
  });

  it.each(['text', 'numbers', 'status', 'date', 'people', 'dropdown', 'email', 'week'])(
    '%s clears with null and ""',
    async (type) => {
      for (const clear of ['null', '""', '{}']) {
        await changeSimple(column[type], null);
        expect((await valuesOf())[column[type]]).toMatchObject({ value: null });
        const refill =
          type === 'week'
            ? { week: { startDate: '2026-06-08', endDate: '2026-06-14' } }
            : (jsonWrites.find(([t]) => t === type)?.[1] ?? {
                personsAndTeams: [{ id: Number(meId), kind: 'person' }],
              });
        await changeJson(column[type], refill);
        expect((await valuesOf())[column[type]].value).not.toBeNull();
        expect((await changeJson(column[type], clear)).body.errors).toBeUndefined();
        expect((await valuesOf())[column[type]]).toMatchObject({ value: null, text: '' });
      }
    },
  );

  it('creates a missing status label only with create_labels_if_missing', async () => {
    const refused = await changeSimple(column.status, 'Waiting for review');
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'ColumnValueException',
      error_data: { column_type: 'status' },
    });
    expect((await changeSimple(column.status, 'Waiting for review', true)).body.errors).toBeUndefined();
    expect((await valuesOf())[column.status]).toMatchObject({
      label: 'Waiting for review',
      index: 3,
      is_done: false,
    });
    const { boards } = await acme.data<{ boards: Array<{ columns: Array<{ settings_str: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { columns(ids: ["status"]) { settings_str } } }',
      { b: [boardId] },
    );
    expect(JSON.parse(boards[0].columns[0].settings_str).labels).toMatchObject({ '3': 'Waiting for review' });
  });
});

describe('change_multiple_column_values', () => {
  it('sets several values and the item name at once, and touches updated_at', async () => {
    const before = (
      await acme.data<{ items: Array<{ updated_at: string }> }>(
        'query ($i: [ID!]) { items(ids: $i) { updated_at } }',
        { i: [itemId] },
      )
    ).items[0];
    const answer = await acme.request<{
      change_multiple_column_values: { id: string; name: string; updated_at: string };
    }>(
      'mutation ($b: ID!, $i: ID, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id name updated_at } }',
      {
        b: boardId,
        i: itemId,
        v: JSON.stringify({
          name: 'Renamed subject',
          [column.numbers]: '12',
          status: { index: 0 },
          [column.checkbox]: { checked: 'false' },
        }),
      },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.change_multiple_column_values).toMatchObject({
      id: itemId,
      name: 'Renamed subject',
    });
    expect(Date.parse(answer.body.data!.change_multiple_column_values.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(before.updated_at),
    );
    const values = await valuesOf();
    expect(values[column.numbers].text).toBe('12');
    expect(values.status.text).toBe('Working on it');
    expect(values[column.checkbox]).toMatchObject({ checked: false, value: null });
  });

  it('changes nothing when one of the values does not fit', async () => {
    const before = await valuesOf();
    const answer = await acme.request(
      'mutation ($b: ID!, $i: ID, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id } }',
      {
        b: boardId,
        i: itemId,
        v: JSON.stringify({ [column.numbers]: '99', [column.rating]: { rating: 12 } }),
      },
    );
    expect(answer.body.errors?.[0].extensions).toMatchObject({
      code: 'ColumnValueException',
      error_data: { column_type: 'rating' },
    });
    expect(await valuesOf()).toEqual(before);
  });

  it('names an unknown column and an item that is not on the board', async () => {
    const unknown = await acme.request(
      'mutation ($b: ID!, $i: ID) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: "{\\"nope\\": \\"1\\"}") { id } }',
      { b: boardId, i: itemId },
    );
    expect(unknown.body.errors?.[0].extensions?.code).toBe('InvalidColumnIdException');
    const { create_board } = await acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Other", board_kind: public) { id } }',
    );
    const elsewhere = await acme.request(
      'mutation ($b: ID!, $i: ID) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: "{}") { id } }',
      { b: create_board.id, i: itemId },
    );
    expect(elsewhere.body.errors?.[0].extensions?.code).toBe('ResourceNotFoundException');
    const tooLong = await acme.request(
      'mutation ($b: ID!, $i: ID, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id } }',
      { b: boardId, i: itemId, v: JSON.stringify({ name: 'x'.repeat(256) }) },
    );
    expect(tooLong.body.errors?.[0].extensions?.code).toBe('ItemNameTooLongException');
  });
});

describe('create_item with column_values', () => {
  it('stores every value with the item, creating labels when asked', async () => {
    const { create_item } = await acme.data<{ create_item: { id: string; column_values: Value[] } }>(
      `mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "Filled", column_values: $v, create_labels_if_missing: true) { id column_values { ${VALUE_FIELDS} } } }`,
      {
        b: boardId,
        v: JSON.stringify({
          status: { label: 'Brand new label' },
          date4: '2026-03-01',
          [column.numbers]: 5,
          [column.dropdown]: { labels: ['Brownie'] },
        }),
      },
    );
    const values = Object.fromEntries(create_item.column_values.map((value) => [value.id, value]));
    expect(values.status).toMatchObject({ label: 'Brand new label' });
    expect(values.date4).toMatchObject({ date: '2026-03-01' });
    expect(values[column.numbers]).toMatchObject({ number: 5 });
    expect(values[column.dropdown]).toMatchObject({ values: [{ id: '3', label: 'Brownie' }] });
  });

  it('leaves no item behind when a value does not fit', async () => {
    const count = async () =>
      (
        await acme.data<{ boards: Array<{ items_count: number }> }>(
          'query ($b: [ID!]) { boards(ids: $b) { items_count } }',
          { b: [boardId] },
        )
      ).boards[0].items_count;
    const before = await count();
    const answer = await acme.request(
      'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "Broken", column_values: $v) { id } }',
      { b: boardId, v: JSON.stringify({ [column.text]: 'fine', [column.email]: { email: 'broken' } }) },
    );
    expect(answer.body.errors?.[0].extensions).toMatchObject({
      code: 'ColumnValueException',
      error_data: { column_type: 'email' },
    });
    expect(await count()).toBe(before);
    const { boards } = await acme.data<{ boards: Array<{ items_page: { items: Array<{ name: string }> } }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 100) { items { name } } } }',
      { b: [boardId] },
    );
    expect(boards[0].items_page.items.map((item) => item.name)).not.toContain('Broken');
  });
});

describe('labels created by concurrent writes', () => {
  it('are all kept, each under its own index, and every item shows its own', async () => {
    const writers = 12;
    const {
      create_board: { id: board },
    } = await acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Concurrent labels", board_kind: public) { id } }',
    );
    const {
      create_column: { id: flavour },
    } = await acme.data<{ create_column: { id: string } }>(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Flavour", column_type: dropdown) { id } }',
      { b: board },
    );
    const existing = await Promise.all(
      Array.from({ length: writers / 2 }, async (_, n) => {
        const { create_item } = await acme.data<{ create_item: { id: string } }>(
          'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
          { b: board, n: `Existing ${n}` },
        );
        return create_item.id;
      }),
    );
    const labelsOf = (n: number) => ({
      status: { label: `Phase ${n}` },
      [flavour]: { labels: [`Flavour ${n}`] },
    });
    // Half through change_multiple_column_values, half through create_item (the write-values call).
    const written = await Promise.all(
      Array.from({ length: writers }, async (_, n) => {
        if (n < existing.length) {
          await acme.data(
            'mutation ($b: ID!, $i: ID, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v, create_labels_if_missing: true) { id } }',
            { b: board, i: existing[n], v: JSON.stringify(labelsOf(n)) },
          );
          return existing[n];
        }
        const { create_item } = await acme.data<{ create_item: { id: string } }>(
          'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "New", column_values: $v, create_labels_if_missing: true) { id } }',
          { b: board, v: JSON.stringify(labelsOf(n)) },
        );
        return create_item.id;
      }),
    );

    const { boards } = await acme.data<{
      boards: Array<{ columns: Array<{ id: string; settings_str: string }> }>;
    }>('query ($b: [ID!], $c: [String]) { boards(ids: $b) { columns(ids: $c) { id settings_str } } }', {
      b: [board],
      c: ['status', flavour],
    });
    const settings = Object.fromEntries(
      boards[0].columns.map((column) => [column.id, JSON.parse(column.settings_str)]),
    );
    const phases = Object.values(settings.status.labels as Record<string, string>).filter((label) =>
      label.startsWith('Phase '),
    );
    const flavours = settings[flavour].labels as Array<{ id: number; name: string }>;
    const names = (prefix: string) => Array.from({ length: writers }, (_, n) => `${prefix} ${n}`).sort();
    // Status labels are keyed by index: one entry per name means one index per label.
    expect(phases.sort()).toEqual(names('Phase'));
    expect(flavours.map((option) => option.name).sort()).toEqual(names('Flavour'));
    expect(new Set(flavours.map((option) => option.id)).size).toBe(writers);

    const { items } = await acme.data<{
      items: Array<{ id: string; column_values: Array<{ id: string; text: string }> }>;
    }>('query ($i: [ID!], $c: [String!]) { items(ids: $i) { id column_values(ids: $c) { id text } } }', {
      i: written,
      c: ['status', flavour],
    });
    const shown = Object.fromEntries(
      items.map((item) => [item.id, item.column_values.map((value) => [value.id, value.text])]),
    );
    expect(written.map((id) => shown[id])).toEqual(
      written.map((_, n) => [
        ['status', `Phase ${n}`],
        [flavour, `Flavour ${n}`],
      ]),
    );
  });
});

describe('columns', () => {
  it('are listed in board order, filtered by ids and types', async () => {
    const { boards } = await acme.data<{
      boards: Array<{
        all: Array<{ id: string; type: string }>;
        some: Array<{ id: string }>;
        typed: Array<{ id: string }>;
      }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { all: columns { id type } some: columns(ids: ["status", "date4"]) { id } typed: columns(types: [people, numbers]) { id } } }',
      { b: [boardId] },
    );
    expect(boards[0].all.slice(0, 4)).toEqual([
      { id: 'name', type: 'name' },
      { id: 'person', type: 'people' },
      { id: 'status', type: 'status' },
      { id: 'date4', type: 'date' },
    ]);
    expect(boards[0].all).toHaveLength(4 + TYPES.length);
    expect(boards[0].some).toEqual([{ id: 'status' }, { id: 'date4' }]);
    expect(boards[0].typed).toEqual([{ id: 'person' }, { id: column.numbers }]);
  });

  it('are created after another column, retitled, described and deleted with their values', async () => {
    const { create_column } = await acme.data<{
      create_column: { id: string; title: string; type: string; description: string; archived: boolean };
    }>(
      'mutation ($b: ID!) { create_column(board_id: $b, id: "budget", title: "Budget", column_type: numbers, description: "In EUR", after_column_id: "status") { id title type description archived } }',
      { b: boardId },
    );
    expect(create_column).toEqual({
      id: 'budget',
      title: 'Budget',
      type: 'numbers',
      description: 'In EUR',
      archived: false,
    });
    const order = async () =>
      (
        await acme.data<{
          boards: Array<{ columns: Array<{ id: string; title: string; description: string | null }> }>;
        }>('query ($b: [ID!]) { boards(ids: $b) { columns { id title description } } }', { b: [boardId] })
      ).boards[0].columns;
    expect((await order()).map((c) => c.id).slice(0, 4)).toEqual(['name', 'person', 'status', 'budget']);
    const duplicate = await acme.request(
      'mutation ($b: ID!) { create_column(board_id: $b, id: "budget", title: "Again", column_type: text) { id } }',
      { b: boardId },
    );
    expect(duplicate.body.errors?.[0].extensions?.code).toBe('InvalidArgumentException');

    await changeJson('budget', '"1200"');
    expect((await valuesOf()).budget.text).toBe('1200');
    await acme.data(
      'mutation ($b: ID!) { change_column_title(board_id: $b, column_id: "budget", title: "Cost") { id } }',
      { b: boardId },
    );
    await acme.data(
      'mutation ($b: ID!) { change_column_metadata(board_id: $b, column_id: "budget", column_property: description, value: "In USD") { id } }',
      { b: boardId },
    );
    expect((await order()).find((c) => c.id === 'budget')).toEqual({
      id: 'budget',
      title: 'Cost',
      description: 'In USD',
    });

    const { delete_column } = await acme.data<{ delete_column: { id: string } }>(
      'mutation ($b: ID!) { delete_column(board_id: $b, column_id: "budget") { id } }',
      { b: boardId },
    );
    expect(delete_column.id).toBe('budget');
    expect((await order()).some((c) => c.id === 'budget')).toBe(false);
    expect((await valuesOf()).budget).toBeUndefined();
    // Re-created under the same id, the column starts empty: the old values went with it.
    await acme.data(
      'mutation ($b: ID!) { create_column(board_id: $b, id: "budget", title: "Budget", column_type: numbers) { id } }',
      { b: boardId },
    );
    expect((await valuesOf()).budget).toMatchObject({ text: '', value: null });
  });

  it('are created at once on one board, each under an id of its own; one id asked twice at once is refused once', async () => {
    const { create_board } = await acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Many hands", board_kind: public) { id } }',
    );
    const board = create_board.id;
    const create = (title: string, id?: string) =>
      acme.request(
        'mutation ($b: ID!, $t: String!, $i: String) { create_column(board_id: $b, title: $t, column_type: text, id: $i) { id } }',
        { b: board, t: title, i: id ?? null },
      );
    const columnsOf = async () =>
      (
        await acme.data<{ boards: Array<{ columns: Array<{ id: string; title: string }> }> }>(
          'query ($b: [ID!]) { boards(ids: $b) { columns { id title } } }',
          { b: [board] },
        )
      ).boards[0].columns;
    // Each would draw the same id ("text") from the columns the board has now.
    const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const answers = await Promise.all(titles.map((title) => create(title)));
    expect(answers.map((answer) => answer.body.errors ?? [])).toEqual(titles.map(() => []));
    const ids = answers.map(
      (answer) => (answer.body.data as { create_column: { id: string } }).create_column.id,
    );
    expect(new Set(ids).size).toBe(titles.length);
    const stored = await columnsOf();
    expect(ids.map((id) => stored.find((column) => column.id === id)?.title)).toEqual(titles);

    // An id the client names: the first request takes it, the other hears that it is used.
    const named = await Promise.all([create('Left', 'chosen'), create('Right', 'chosen')]);
    expect(named.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'ok').sort()).toEqual([
      'InvalidArgumentException',
      'ok',
    ]);
    // So too the id of a deleted column, which a new column takes over.
    await acme.data('mutation ($b: ID!) { delete_column(board_id: $b, column_id: "chosen") { id } }', {
      b: board,
    });
    const revived = await Promise.all([create('Up', 'chosen'), create('Down', 'chosen')]);
    expect(revived.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'ok').sort()).toEqual([
      'InvalidArgumentException',
      'ok',
    ]);
    const winner = revived[0].body.errors ? 'Down' : 'Up';
    expect((await columnsOf()).filter((column) => column.id === 'chosen')).toEqual([
      { id: 'chosen', title: winner },
    ]);
  });

  it('reject unknown columns, the name column and bad titles', async () => {
    const attempts: Array<[string, string]> = [
      [
        'mutation ($b: ID!) { change_column_title(board_id: $b, column_id: "ghost", title: "x") { id } }',
        'InvalidColumnIdException',
      ],
      [
        'mutation ($b: ID!) { delete_column(board_id: $b, column_id: "ghost") { id } }',
        'InvalidColumnIdException',
      ],
      [
        'mutation ($b: ID!) { delete_column(board_id: $b, column_id: "name") { id } }',
        'InvalidArgumentException',
      ],
      [
        'mutation ($b: ID!) { change_column_title(board_id: $b, column_id: "status", title: "") { id } }',
        'InvalidArgumentException',
      ],
      [
        'mutation ($b: ID!) { create_column(board_id: $b, title: "x", column_type: name) { id } }',
        'InvalidArgumentException',
      ],
      [
        'mutation ($b: ID!) { create_column(board_id: $b, title: "x", column_type: text, defaults: "{not json") { id } }',
        'InvalidArgumentException',
      ],
      [
        'mutation { create_column(board_id: 1, title: "x", column_type: text) { id } }',
        'InvalidBoardIdException',
      ],
    ];
    for (const [mutation, code] of attempts) {
      const answer = await acme.request(mutation, mutation.includes('$b') ? { b: boardId } : {});
      expect([mutation, answer.body.errors?.[0].extensions?.code]).toEqual([mutation, code]);
    }
  });
});

describe('a client written for monday.com', () => {
  it('works unchanged with its documented operations and literal arguments', async () => {
    const client = acme;
    const { me } = await client.data<{ me: { id: string; name: string; email: string } }>(
      'query { me { id name email } }',
    );
    expect(me.id).toBe(meId);
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board (board_name: "monday client board", board_kind: public) { id } }',
    );
    const id = Number(create_board.id);
    const { boards } = await client.data<{
      boards: Array<{ id: string; name: string; groups: Array<{ id: string; title: string }> }>;
    }>(`query { boards (ids: ${id}) { id name groups { id title } } }`);
    expect(boards[0].groups).toEqual([
      { id: 'topics', title: 'Group Title' },
      { id: 'group_title', title: 'Group Title' },
    ]);
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      `mutation { create_item (board_id: ${id}, group_id: "topics", item_name: "new item") { id } }`,
    );
    const item = Number(create_item.id);
    await client.data(
      `mutation { change_multiple_column_values (item_id: ${item}, board_id: ${id}, column_values: "{\\"status\\": {\\"label\\": \\"Done\\"}, \\"date4\\": {\\"date\\": \\"2026-01-01\\"}, \\"person\\": {\\"personsAndTeams\\": [{\\"id\\": ${me.id}, \\"kind\\": \\"person\\"}]}}") { id } }`,
    );
    await client.data(
      `mutation { change_column_value (board_id: ${id}, item_id: ${item}, column_id: "status", value: "{\\"index\\": 2}") { id } }`,
    );
    const read = await client.data<{
      boards: Array<{
        items_page: {
          items: Array<{
            id: string;
            name: string;
            column_values: Array<{ id: string; type: string; value: string | null; text: string }>;
          }>;
        };
      }>;
    }>(
      `query { boards (ids: ${id}) { items_page { items { id name column_values { id type value text } } } } }`,
    );
    const [only] = read.boards[0].items_page.items;
    expect(only).toMatchObject({ id: String(item), name: 'new item' });
    const byId = Object.fromEntries(only.column_values.map((value) => [value.id, value]));
    expect(Object.keys(byId)).toEqual(['person', 'status', 'date4']);
    expect(byId.status).toMatchObject({ type: 'status', text: 'Stuck' });
    expect(JSON.parse(byId.status.value as string)).toMatchObject({ index: 2 });
    expect(byId.date4).toMatchObject({ type: 'date', text: '2026-01-01' });
    expect(JSON.parse(byId.date4.value as string)).toMatchObject({ date: '2026-01-01' });
    expect(byId.person).toMatchObject({ type: 'people', text: me.name });
    expect(JSON.parse(byId.person.value as string)).toMatchObject({
      personsAndTeams: [{ id: Number(me.id), kind: 'person' }],
    });
    const { create_subitem } = await client.data<{ create_subitem: { id: string; board: { id: string } } }>(
      `mutation { create_subitem (parent_item_id: ${item}, item_name: "new subitem", column_values: "{\\"status\\": {\\"label\\": \\"Done\\"}}") { id board { id } } }`,
    );
    const { items } = await client.data<{
      items: Array<{ subitems: Array<{ id: string; name: string; column_values: Array<{ text: string }> }> }>;
    }>(`query { items (ids: [${item}]) { subitems { id name column_values (ids: ["status"]) { text } } } }`);
    expect(items[0].subitems).toEqual([
      { id: create_subitem.id, name: 'new subitem', column_values: [{ text: 'Done' }] },
    ]);
    expect(create_subitem.board.id).not.toBe(String(id));
  });

  it('works through the official monday.com client (@mondaydotcomorg/api): create_update and replies', async () => {
    const client = officialMondayClient({
      token: env.tokens.acme[0],
      endpoint: env.gatewayUrl,
      apiVersion: '2026-07',
    });
    const { create_item } = await client.request<{ create_item: { id: string } }>(
      'mutation ($board: ID!) { create_item(board_id: $board, item_name: "Commented") { id } }',
      { board: boardId },
    );
    const { create_update } = await client.request<{ create_update: { id: string } }>(
      'mutation ($item: ID!, $body: String!) { create_update(item_id: $item, body: $body) { id body text_body item_id creator_id } }',
      { item: create_item.id, body: '<p>Looks <b>good</b><script>alert(1)</script></p>' },
    );
    expect(create_update).toEqual({
      id: expect.stringMatching(/^\d+$/),
      body: '<p>Looks <b>good</b></p>',
      text_body: 'Looks good',
      item_id: create_item.id,
      creator_id: meId,
    });
    await client.request(
      'mutation ($parent: ID!) { create_update(parent_id: $parent, body: "Agreed") { id } }',
      {
        parent: create_update.id,
      },
    );
    const { items } = await client.request<{ items: Array<{ updates: unknown[] }> }>(
      'query ($ids: [ID!]) { items(ids: $ids) { updates(limit: 10) { id text_body replies { text_body creator { id } } } } }',
      { ids: [create_item.id] },
    );
    expect(items[0].updates).toEqual([
      {
        id: create_update.id,
        text_body: 'Looks good',
        replies: [{ text_body: 'Agreed', creator: { id: meId } }],
      },
    ]);
  });
});
