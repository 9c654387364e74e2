import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';

// aggregate (monday.com's 2026-01 schema): counts and sums over a board's items, grouped by a
// status's label or by group, through the gateway, with items_page's rules as the filter.

let env: TestStack;
let acme: GraphQLClient;
let board: string;
let empty: string;

/** Status label and amount (null: left empty) of each item; items 4 and 5 go to the second group. */
const ITEMS: Array<[string, number | null]> = [
  ['Done', 10],
  ['Done', 2.5],
  ['Stuck', -4],
  ['Working on it', 7],
  ['Done', null],
  ['Stuck', 100],
];

const AGGREGATE = `query ($q: AggregateQueryInput!) {
  aggregate(query: $q) {
    results {
      entries {
        alias
        value {
          ... on AggregateGroupByResult { value_string value_int value_float value_boolean }
          ... on AggregateBasicAggregationResult { result }
        }
      }
    }
  }
}`;

type Value = { result?: number | null; value_string?: string | null; value_float?: number | null };
type Answer = { aggregate: { results: Array<{ entries: Array<{ alias: string; value: Value }> }> } };

const column = (id: string, as = id) => ({ type: 'COLUMN', column: { column_id: id }, as });
const fn = (name: string, of?: string, as = name.toLowerCase()) => ({
  type: 'FUNCTION',
  function: { function: name, ...(of ? { params: [column(of)] } : {}) },
  as,
});

function aggregate(client: GraphQLClient, query: Record<string, unknown>): Promise<GraphQLAnswer<Answer>> {
  return client.request<Answer>(AGGREGATE, { q: query });
}

/** Each result set as alias -> value (a group's text or number, a function's result). */
async function sets(query: Record<string, unknown>, on = board): Promise<Array<Record<string, unknown>>> {
  const answer = await aggregate(acme, { from: { type: 'TABLE', id: on }, ...query });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.aggregate.results.map((set) =>
    Object.fromEntries(
      set.entries.map(({ alias, value }) => [
        alias,
        'result' in value ? value.result : (value.value_string ?? value.value_float ?? null),
      ]),
    ),
  );
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }]);
  acme = env.clients.acme;
  const made = await acme.data<{ a: { id: string }; b: { id: string } }>(
    'mutation { a: create_board(board_name: "Deals", board_kind: public) { id } b: create_board(board_name: "Nothing yet", board_kind: public) { id } }',
  );
  board = made.a.id;
  empty = made.b.id;
  await acme.data(
    'mutation ($b: ID!) { create_column(board_id: $b, id: "amount", title: "Amount", column_type: numbers) { id } }',
    { b: board },
  );
  for (const [index, [label, amount]] of ITEMS.entries()) {
    const values = { status: { label }, ...(amount === null ? {} : { amount: String(amount) }) };
    await acme.data(
      'mutation ($b: ID!, $n: String!, $g: String, $v: JSON) { create_item(board_id: $b, item_name: $n, group_id: $g, column_values: $v) { id } }',
      { b: board, n: `Deal ${index}`, g: index >= 4 ? 'group_title' : 'topics', v: JSON.stringify(values) },
    );
  }
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

it('counts the items of each status, by its label', async () => {
  expect(
    await sets({
      group_by: [{ column_id: 'status' }],
      select: [column('status'), fn('COUNT_ITEMS', undefined, 'n')],
    }),
  ).toEqual([
    { status: 'Done', n: 3 },
    { status: 'Stuck', n: 2 },
    { status: 'Working on it', n: 1 },
  ]);
});

it('sums, averages and bounds a numbers column, leaving empty values out', async () => {
  const numbers = ['SUM', 'AVERAGE', 'MIN', 'MAX', 'COUNT'].map((name) => fn(name, 'amount'));
  expect(await sets({ select: [fn('COUNT_ITEMS'), ...numbers] })).toEqual([
    { count_items: 6, sum: 115.5, average: 115.5 / 5, min: -4, max: 100, count: 5 },
  ]);
});

it("filters with items_page's rules before aggregating", async () => {
  const query = { rules: [{ column_id: 'status', compare_value: ['Done', 'Stuck'] }] };
  expect(
    await sets({
      query,
      group_by: [{ column_id: 'status' }],
      select: [column('status'), fn('SUM', 'amount')],
    }),
  ).toEqual([
    { status: 'Done', sum: 12.5 },
    { status: 'Stuck', sum: 96 },
  ]);
  expect(
    await sets({
      query: { rules: [{ column_id: 'amount', compare_value: 5, operator: 'greater_than' }] },
      select: [fn('COUNT_ITEMS')],
    }),
  ).toEqual([{ count_items: 3 }]);
});

it('groups by group', async () => {
  expect(
    await sets({ group_by: [{ column_id: 'group' }], select: [column('group'), fn('MAX', 'amount')] }),
  ).toEqual([
    { group: 'group_title', max: 100 },
    { group: 'topics', max: 10 },
  ]);
});

it('answers an empty board: a count of 0 and no sum, and no groups', async () => {
  expect(await sets({ select: [fn('COUNT_ITEMS'), fn('SUM', 'person')] }, empty)).toEqual([
    { count_items: 0, sum: null },
  ]);
  expect(await sets({ group_by: [{ column_id: 'status' }], select: [column('status')] }, empty)).toEqual([]);
});

it("refuses another account's board, and a column the board lacks", async () => {
  const foreign = await aggregate(env.clients.globex, {
    from: { type: 'TABLE', id: board },
    select: [fn('COUNT_ITEMS')],
  });
  expect(foreign.body.errors?.[0]?.extensions?.code).toBe('InvalidBoardIdException');
  expect(foreign.body.data?.aggregate ?? null).toBeNull();
  const unknown = await aggregate(acme, { from: { type: 'TABLE', id: board }, select: [fn('SUM', 'nope')] });
  expect(unknown.body.errors?.[0]?.extensions?.code).toBe('InvalidArgumentException');
});

it('charges every item it read, as a first page of items_page does', async () => {
  const select = [fn('COUNT_ITEMS')];
  const priced = async (on: string) =>
    (
      (await aggregate(acme, { from: { type: 'TABLE', id: on }, select })).body.extensions?.complexity as {
        query: number;
      }
    ).query;
  expect((await priced(board)) - (await priced(empty))).toBe(ITEMS.length);
});
