import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';

/*
 * The column types of issue 31 through the gateway: each is made by create_column, written (JSON
 * and simple forms where monday.com takes them), read (value, text, typed fields), cleared and
 * filtered; the types monday.com's API does not write refuse with its words.
 */

let env: TestStack;
let acme: GraphQLClient;
let boardId: string;
let itemId: string;
let otherId: string;
let meId: string;
let meName: string;
let teamId: string;
const column: Record<string, string> = {};

/** The typed fields of every …Value type added here, so a test reads what a client would. */
const FRAGMENTS = `
  ... on TeamValue { team_id updated_at }
  ... on LocationValue { address city city_short country country_short lat lng place_id street street_number street_number_short street_short updated_at }
  ... on WorldClockValue { timezone updated_at }
  ... on ColorPickerValue { color updated_at }
  ... on TimeTrackingValue { duration running started_at updated_at history { id status started_at ended_at started_user_id ended_user_id manually_entered_start_date manually_entered_start_time manually_entered_end_date manually_entered_end_time created_at updated_at } }
  ... on VoteValue { vote_count voter_ids voters { id } updated_at }
  ... on BatteryValue { battery_value { key count } }
  ... on ButtonValue { label color }
  ... on PersonValue { person_id updated_at }
  ... on GroupValue { group_id group { id title } }
  ... on IntegrationValue { entity_id issue_api_url issue_id }
  ... on SubtasksValue { display_value subitems_ids subitems { id name } }
  ... on UnsupportedValue { text }
  ... on FileValue { files {
    ... on FileAssetValue { asset { id } asset_id created_at creator { id } creator_id is_image name }
    ... on FileDocValue { created_at creator_id doc { id } file_id object_id url }
    ... on FileLinkValue { created_at creator_id file_id kind name url } } }
  ... on DocValue { file { file_id object_id url } }
  ... on DirectDocValue { file { id } }`;

const TYPES = [
  'team',
  'location',
  'world_clock',
  'color_picker',
  'time_tracking',
  'vote',
  'progress',
  'button',
  'auto_number',
  'item_assignees',
  'person',
  'group',
  'integration',
  'subtasks',
  'unsupported',
  'file',
  'doc',
  'direct_doc',
];

type Value = Record<string, unknown> & {
  id: string;
  type: string;
  text: string | null;
  value: string | null;
};

async function valuesOf(id = itemId): Promise<Record<string, Value>> {
  const { items } = await acme.data<{ items: Array<{ column_values: Value[] }> }>(
    `query ($ids: [ID!]) { items(ids: $ids) { column_values { id type text value ${FRAGMENTS} } } }`,
    { ids: [id] },
  );
  return Object.fromEntries(items[0].column_values.map((value) => [value.id, value]));
}

const changeJson = (type: string, value: unknown) =>
  acme.request(
    'mutation ($b: ID!, $i: ID, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
    { b: boardId, i: itemId, c: column[type], v: JSON.stringify(value) },
  );

const changeSimple = (type: string, value: string) =>
  acme.request(
    'mutation ($b: ID!, $i: ID, $c: String!, $v: String) { change_simple_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
    { b: boardId, i: itemId, c: column[type], v: value },
  );

const changeMultiple = (values: Record<string, unknown>) =>
  acme.request(
    'mutation ($b: ID!, $i: ID!, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id } }',
    {
      b: boardId,
      i: itemId,
      v: JSON.stringify(Object.fromEntries(Object.entries(values).map(([type, v]) => [column[type], v]))),
    },
  );

/** The names of the board's items a rule on this type's column finds. */
async function found(type: string, operator: string, compareValue: unknown = []): Promise<string[]> {
  const { boards } = await acme.data<{ boards: Array<{ items_page: { items: Array<{ name: string }> } }> }>(
    `query ($b: [ID!], $c: ID!, $v: CompareValue!, $o: ItemsQueryRuleOperator!) { boards(ids: $b) {
       items_page(query_params: { rules: [{ column_id: $c, compare_value: $v, operator: $o }] }) { items { name } } } }`,
    { b: [boardId], c: column[type], v: compareValue, o: operator },
  );
  return boards[0].items_page.items.map((item) => item.name).sort();
}

function ok(answer: GraphQLAnswer) {
  expect(answer.body.errors).toBeUndefined();
}

function refusal(answer: GraphQLAnswer) {
  return answer.body.errors?.[0];
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }]);
  acme = env.clients.acme;
  ({
    me: { id: meId, name: meName },
  } = await acme.data<{ me: { id: string; name: string } }>('{ me { id name } }'));
  ({
    create_team: { id: teamId },
  } = await acme.data<{ create_team: { id: string } }>(
    'mutation ($ids: [ID!]) { create_team(input: { name: "Support", subscriber_ids: $ids }) { id } }',
    { ids: [meId] },
  ));
  ({
    create_board: { id: boardId },
  } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "More types", board_kind: public) { id } }',
  ));
  for (const type of TYPES) {
    const defaults = type === 'button' ? JSON.stringify({ label: 'Approve', color: '#00c875' }) : undefined;
    const { create_column } = await acme.data<{ create_column: { id: string; type: string } }>(
      'mutation ($b: ID!, $t: String!, $type: ColumnType!, $d: JSON) { create_column(board_id: $b, title: $t, column_type: $type, defaults: $d) { id type } }',
      { b: boardId, t: `My ${type}`, type, d: defaults },
    );
    expect(create_column.type).toBe(type);
    column[type] = create_column.id;
  }
  for (const name of ['Subject', 'Other']) {
    const { create_item } = await acme.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
      { b: boardId, n: name },
    );
    if (name === 'Subject') itemId = create_item.id;
    else otherId = create_item.id;
  }
});

afterAll(async () => {
  if (process.env.E2E_SHOW_LOGS) console.log(env.stack.output('items'));
  await env?.stop();
});

describe('the …Value types of the rest of monday.com’s column types', () => {
  it.each(['2026-01', '2026-04', '2026-07', '2026-10'])(
    'a document with fragments on all of them validates in %s on a board without such columns',
    async (version) => {
      const { create_board } = await acme.data<{ create_board: { id: string } }>(
        'mutation { create_board(board_name: "Plain", board_kind: public) { id } }',
      );
      const answer = await acme.request(
        `query ($b: [ID!]) { boards(ids: $b) { items_page { items { column_values { id ${FRAGMENTS} } } } } }`,
        { b: [create_board.id] },
        { headers: { 'API-Version': version } },
      );
      ok(answer);
    },
  );
});

describe('team', () => {
  it("takes {team_id} or the id, renders the team's name, filters by team and clears", async () => {
    ok(await changeJson('team', { team_id: Number(teamId) }));
    const value = (await valuesOf())[column.team];
    expect(value).toMatchObject({ type: 'team', text: 'Support', team_id: Number(teamId) });
    expect(JSON.parse(value.value as string)).toMatchObject({ team_id: Number(teamId) });
    expect(value.updated_at).toEqual(expect.any(String));
    expect(await found('team', 'any_of', [teamId])).toEqual(['Subject']);

    ok(await changeJson('team', {}));
    expect((await valuesOf())[column.team]).toMatchObject({ text: '', value: null, team_id: null });
    ok(await changeSimple('team', teamId));
    expect((await valuesOf())[column.team]).toMatchObject({ text: 'Support' });
    ok(await changeJson('team', null));
    expect((await valuesOf())[column.team]).toMatchObject({ text: '', value: null });
  });

  it("refuses a team of another account, or a user's id", async () => {
    const { create_team } = await env.clients.globex.data<{ create_team: { id: string } }>(
      'mutation { create_team(input: { name: "Theirs" }, options: { allow_empty_team: true }) { id } }',
    );
    for (const id of [create_team.id, meId])
      expect(refusal(await changeJson('team', { team_id: Number(id) }))).toMatchObject({
        extensions: { code: 'ColumnValueException', error_data: { column_type: 'team' } },
      });
  });
});

describe('location', () => {
  it('takes "lat lng address" and JSON, renders the address and every part, and clears', async () => {
    ok(await changeSimple('location', '29.9772962 31.1324955 Giza Pyramid Complex'));
    expect((await valuesOf())[column.location]).toMatchObject({
      type: 'location',
      text: 'Giza Pyramid Complex',
      lat: 29.9772962,
      lng: 31.1324955,
      address: 'Giza Pyramid Complex',
    });
    ok(
      await changeJson('location', {
        lat: '48.8584',
        lng: '2.2945',
        address: 'Champ de Mars, Paris',
        placeId: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
        city: { long_name: 'Paris', short_name: 'Paris' },
        country: { long_name: 'France', short_name: 'FR' },
      }),
    );
    const value = (await valuesOf())[column.location];
    expect(value).toMatchObject({
      text: 'Champ de Mars, Paris',
      lat: 48.8584,
      lng: 2.2945,
      place_id: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
      city: 'Paris',
      country: 'France',
      country_short: 'FR',
      street: null,
    });
    expect(JSON.parse(value.value as string)).toMatchObject({
      lat: 48.8584,
      address: 'Champ de Mars, Paris',
    });

    ok(await changeMultiple({ location: null }));
    expect((await valuesOf())[column.location]).toMatchObject({ text: '', value: null, lat: null });
  });

  it('refuses a latitude out of range, and an empty simple string as monday.com does', async () => {
    for (const answer of [
      await changeJson('location', { lat: 91, lng: 0, address: 'Nowhere' }),
      await changeSimple('location', ''),
    ])
      expect(refusal(answer)).toMatchObject({
        extensions: { code: 'ColumnValueException', error_data: { column_type: 'location' } },
      });
  });
});

describe('world_clock', () => {
  it("takes {timezone}, filters by the zone's place and clears; no simple form", async () => {
    ok(await changeJson('world_clock', { timezone: 'Europe/London' }));
    const value = (await valuesOf())[column.world_clock];
    expect(value).toMatchObject({ type: 'world_clock', text: 'Europe/London', timezone: 'Europe/London' });
    expect(JSON.parse(value.value as string)).toMatchObject({ timezone: 'Europe/London' });
    expect(await found('world_clock', 'any_of', ['London'])).toEqual(['Subject']);
    expect(await found('world_clock', 'any_of', ['Samoa'])).toEqual([]);

    expect(refusal(await changeSimple('world_clock', 'Europe/London'))).toMatchObject({
      extensions: { code: 'ColumnValueException' },
    });
    expect(refusal(await changeJson('world_clock', { timezone: 'Atlantis/Capital' }))).toMatchObject({
      extensions: { code: 'ColumnValueException' },
    });
    ok(await changeJson('world_clock', null));
    expect((await valuesOf())[column.world_clock]).toMatchObject({ text: '', value: null, timezone: null });
  });
});

describe('color_picker', () => {
  it('takes {color} as a hex colour, renders it and clears', async () => {
    ok(await changeJson('color_picker', { color: '#61B927' }));
    expect((await valuesOf())[column.color_picker]).toMatchObject({
      type: 'color_picker',
      text: '#61b927',
      color: '#61b927',
    });
    expect(refusal(await changeJson('color_picker', { color: 'green' }))).toMatchObject({
      extensions: { code: 'ColumnValueException' },
    });
    ok(await changeJson('color_picker', {}));
    expect((await valuesOf())[column.color_picker]).toMatchObject({ text: null, value: null, color: null });
  });
});

describe('person (legacy)', () => {
  it("takes one user by {id} or id, renders the user's name, filters and clears", async () => {
    ok(await changeJson('person', { id: Number(meId) }));
    expect((await valuesOf())[column.person]).toMatchObject({
      type: 'person',
      text: meName,
      person_id: meId,
    });
    expect(await found('person', 'any_of', [`person-${meId}`])).toEqual(['Subject']);
    ok(await changeSimple('person', ''));
    expect((await valuesOf())[column.person]).toMatchObject({ text: '', value: null, person_id: null });
    ok(await changeSimple('person', meId));
    expect((await valuesOf())[column.person]).toMatchObject({ person_id: meId });
    ok(await changeJson('person', null));
  });
});

describe('types the API reads but does not write', () => {
  const readOnly = [
    'time_tracking',
    'vote',
    'progress',
    'button',
    'auto_number',
    'item_assignees',
    'group',
    'integration',
    'subtasks',
    'unsupported',
  ];

  it.each(readOnly)("%s refuses a write with monday.com's words, in every form", async (type) => {
    for (const answer of [
      await changeJson(type, { value: 1 }),
      await changeSimple(type, '1'),
      await changeMultiple({ [type]: '1' }),
    ])
      expect(refusal(answer)).toMatchObject({
        message: 'This column type is not supported yet in the API',
        extensions: { code: 'ColumnValueException', error_data: { column_type: type } },
      });
  });

  it('time_tracking reads an empty timer and filters it as paused (1), not running (2)', async () => {
    expect((await valuesOf())[column.time_tracking]).toMatchObject({
      type: 'time_tracking',
      text: '',
      value: null,
      duration: null,
      running: false,
      history: [],
    });
    expect(await found('time_tracking', 'any_of', [1])).toEqual(['Other', 'Subject']);
    expect(await found('time_tracking', 'any_of', [2])).toEqual([]);
  });

  it('vote reads no votes as 0 and filters by "No votes" and is_empty', async () => {
    expect((await valuesOf())[column.vote]).toMatchObject({
      type: 'vote',
      text: '0',
      value: null,
      vote_count: 0,
      voter_ids: [],
      voters: [],
    });
    expect(await found('vote', 'any_of', ['No votes'])).toEqual(['Other', 'Subject']);
    expect(await found('vote', 'is_empty')).toEqual(['Other', 'Subject']);
    expect(await found('vote', 'any_of', [meId])).toEqual([]);
  });

  it('progress, computed in the browser, is found empty by any_of ""', async () => {
    expect(await found('progress', 'any_of', [''])).toEqual(['Other', 'Subject']);
    expect(await found('progress', 'any_of', ['50'])).toEqual([]);
  });

  it("button shows its column's label and colour", async () => {
    expect((await valuesOf())[column.button]).toMatchObject({
      type: 'button',
      text: 'Approve',
      value: null,
      label: 'Approve',
      color: '#00c875',
    });
  });

  it("group shows the item's group, its title through the boards subgraph", async () => {
    const { items } = await acme.data<{ items: Array<{ group: { id: string; title: string } }> }>(
      'query ($ids: [ID!]) { items(ids: $ids) { group { id title } } }',
      { ids: [itemId] },
    );
    const value = (await valuesOf())[column.group];
    expect(value).toMatchObject({ type: 'group', group_id: items[0].group.id, group: items[0].group });
    expect(JSON.parse(value.value as string)).toEqual({ group_id: items[0].group.id });
  });

  it("subtasks shows the item's subitems", async () => {
    expect((await valuesOf())[column.subtasks]).toMatchObject({
      text: null,
      value: null,
      display_value: '',
      subitems_ids: [],
      subitems: [],
    });
    const ids: string[] = [];
    for (const name of ['Draft', 'Review']) {
      const { create_subitem } = await acme.data<{ create_subitem: { id: string } }>(
        'mutation ($p: ID!, $n: String!) { create_subitem(parent_item_id: $p, item_name: $n) { id } }',
        { p: itemId, n: name },
      );
      ids.push(create_subitem.id);
    }
    expect((await valuesOf())[column.subtasks]).toMatchObject({
      type: 'subtasks',
      display_value: 'Draft, Review',
      subitems_ids: ids,
      subitems: [
        { id: ids[0], name: 'Draft' },
        { id: ids[1], name: 'Review' },
      ],
    });
    expect((await valuesOf(otherId))[column.subtasks]).toMatchObject({ subitems_ids: [] });
  });

  it.each(['progress', 'auto_number', 'item_assignees', 'integration', 'unsupported'])(
    '%s has no text and no value',
    async (type) => {
      expect((await valuesOf())[column[type]]).toMatchObject({ type, text: null, value: null });
    },
  );
});

describe('file, doc and direct_doc', () => {
  it.each([
    ['file', { files: [] }],
    ['doc', { file: null }],
    ['direct_doc', { file: null }],
  ])('%s reads empty, clears with {"clear_all": true} and takes no file as a value', async (type, fields) => {
    expect((await valuesOf())[column[type]]).toMatchObject({ type, text: '', value: null, ...fields });
    ok(await changeJson(type, { clear_all: true }));
    expect(refusal(await changeJson(type, { files: [{ fileType: 'ASSET', assetId: 1 }] }))).toMatchObject({
      message: 'This column type is not supported yet in the API',
      extensions: { code: 'ColumnValueException', error_data: { column_type: type } },
    });
  });
});
