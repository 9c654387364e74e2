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

type Value = {
  result?: number | null;
  value_string?: string | null;
  value_float?: number | null;
  value_boolean?: boolean | null;
};
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
        'result' in value
          ? value.result
          : (value.value_string ?? value.value_float ?? value.value_boolean ?? null),
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

describe("monday.com's other functions and transforms", () => {
  interface Task {
    name: string;
    due: [string, string | null] | null;
    span: [string, string] | null;
    tags: string[];
    country: string | null;
    points: number | null;
    subitems: number;
  }
  type Key = string | number | boolean | null;
  /** One task each: name (and a text column of it, untrimmed), due date (and time), timeline, tags (a dropdown), phone country, points, subitems. */
  const TASKS: Task[] = [
    {
      name: '  Alpha ',
      due: ['2026-01-05', '09:30:00'],
      span: ['2026-01-05', '2026-01-20'],
      tags: ['ux', 'api'],
      country: 'US',
      points: 3,
      subitems: 2,
    },
    {
      name: 'beta',
      due: ['2026-02-14', null],
      span: ['2026-02-01', '2026-03-01'],
      tags: ['api'],
      country: 'FR',
      points: 8,
      subitems: 0,
    },
    {
      name: 'Gamma',
      due: ['2026-02-15', '17:05:00'],
      span: null,
      tags: [],
      country: 'US',
      points: 1,
      subitems: 1,
    },
    {
      name: 'delta',
      due: ['2026-05-31', null],
      span: ['2026-04-01', '2026-06-30'],
      tags: ['ux'],
      country: null,
      points: 8,
      subitems: 3,
    },
    { name: 'Epsilon', due: null, span: null, tags: ['ops', 'ux'], country: 'FR', points: null, subitems: 0 },
  ];
  let tasks: string;
  /** The caller's user id: the tasks of 8 points are theirs (the board's people column). */
  let me: string;
  const ownedBy = (task: Task) => task.points === 8;

  const points = TASKS.flatMap((task) => (task.points === null ? [] : [task.points]));
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  /** Each distinct value of `key` over the tasks, in the answer's order (values, then empty), with its tasks. */
  const groupsOf = (key: (task: Task) => Key): Array<[Key, Task[]]> => {
    // The answer's order within one kind of value; empty last.
    const keys = [...new Set(TASKS.map(key))].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0,
    );
    return keys.map((value) => [value, TASKS.filter((task) => key(task) === value)]);
  };
  const transform = (name: string, as: string, ...params: Array<Record<string, unknown>>) => ({
    type: 'FUNCTION',
    function: { function: name, params },
    as,
  });
  const over = (name: string, param: Record<string, unknown>, as = name.toLowerCase()) => ({
    type: 'FUNCTION',
    function: { function: name, params: [param] },
    as,
  });

  beforeAll(async () => {
    const made = await acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Tasks", board_kind: public) { id } }',
    );
    tasks = made.create_board.id;
    me = (await acme.data<{ me: { id: string } }>('{ me { id } }')).me.id;
    for (const [id, type] of [
      ['span', 'timeline'],
      ['tags', 'dropdown'],
      ['phone', 'phone'],
      ['points', 'numbers'],
      ['tracked', 'time_tracking'],
      ['note', 'text'],
    ])
      await acme.data(
        `mutation ($b: ID!, $id: String!) { create_column(board_id: $b, id: $id, title: $id, column_type: ${type}) { id } }`,
        { b: tasks, id },
      );
    for (const task of TASKS) {
      const values = {
        ...(task.due ? { date4: { date: task.due[0], ...(task.due[1] ? { time: task.due[1] } : {}) } } : {}),
        ...(task.span ? { span: { from: task.span[0], to: task.span[1] } } : {}),
        ...(task.tags.length ? { tags: { labels: task.tags } } : {}),
        ...(task.country ? { phone: { phone: '+12025550169', countryShortName: task.country } } : {}),
        ...(task.points === null ? {} : { points: String(task.points) }),
        note: task.name,
        ...(ownedBy(task) ? { person: { personsAndTeams: [{ id: Number(me), kind: 'person' }] } } : {}),
      };
      const { create_item } = await acme.data<{ create_item: { id: string } }>(
        'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v, create_labels_if_missing: true) { id } }',
        { b: tasks, n: task.name.trim(), v: JSON.stringify(values) },
      );
      for (let n = 0; n < task.subitems; n += 1)
        await acme.data(
          'mutation ($p: ID!) { create_subitem(parent_item_id: $p, item_name: "step") { id } }',
          {
            p: create_item.id,
          },
        );
    }
  }, 180_000);

  it('MEDIAN, COUNT_DISTINCT, MIN_MAX, COUNT_SUBITEMS and DURATION_RUNNING over the board', async () => {
    expect(
      await sets(
        {
          select: [
            over('MEDIAN', column('points')),
            over('COUNT_DISTINCT', column('points')),
            over('MIN_MAX', column('points')),
            fn('COUNT_SUBITEMS'),
            over('DURATION_RUNNING', column('tracked')),
          ],
        },
        tasks,
      ),
    ).toEqual([
      {
        median: median(points),
        count_distinct: new Set(points).size,
        min_max: Math.max(...points) - Math.min(...points),
        count_subitems: TASKS.reduce((sum, task) => sum + task.subitems, 0),
        duration_running: null,
      },
    ]);
  });

  it.each([
    ['DATE_TRUNC_MONTH', (day: string) => `${day.slice(0, 7)}-01`],
    ['DATE_TRUNC_YEAR', (day: string) => `${day.slice(0, 4)}-01-01`],
    [
      'DATE_TRUNC_QUARTER',
      (day: string) =>
        `${day.slice(0, 4)}-${String(Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`,
    ],
    [
      'DATE_TRUNC_WEEK',
      (day: string) => {
        const time = Date.parse(`${day}T00:00:00Z`);
        return new Date(time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000)
          .toISOString()
          .slice(0, 10);
      },
    ],
    ['DATE_TRUNC_DAY', (day: string) => day],
    ['DATE', (day: string) => day],
  ])('groups by %s of a date, with the median and subitems of each period', async (name, period) => {
    const expected = groupsOf((task) => (task.due ? period(task.due[0]) : null)).map(([value, members]) => {
      const numbers = members.flatMap((task) => (task.points === null ? [] : [task.points]));
      return {
        period: value,
        median: numbers.length ? median(numbers) : null,
        count_subitems: members.reduce((sum, task) => sum + task.subitems, 0),
      };
    });
    expect(
      await sets(
        {
          group_by: [{ column_id: 'period' }],
          select: [
            transform(name, 'period', column('date4')),
            over('MEDIAN', column('points')),
            fn('COUNT_SUBITEMS'),
          ],
        },
        tasks,
      ),
    ).toEqual(expected);
  });

  it.each([
    ['UPPER', (task: Task) => task.name.toUpperCase()],
    ['LOWER', (task: Task) => task.name.toLowerCase()],
    ['TRIM', (task: Task) => task.name.trim()],
    ['LENGTH', (task: Task) => task.name.length],
    ['NONE', (task: Task) => task.name],
  ])('groups by %s of a text', async (name, of) => {
    const expected = groupsOf(of).map(([value, members]) => ({ key: value, n: members.length }));
    expect(
      await sets(
        {
          group_by: [{ column_id: 'key' }],
          select: [transform(name, 'key', column('note')), fn('COUNT_ITEMS', undefined, 'n')],
        },
        tasks,
      ),
    ).toEqual(expected);
  });

  it.each([
    ['START_DATE', 'span', (task: Task) => task.span?.[0] ?? null],
    ['END_DATE', 'span', (task: Task) => task.span?.[1] ?? null],
    ['HOUR', 'date4', (task: Task) => (task.due?.[1] ? Number(task.due[1].slice(0, 2)) : null)],
    ['PHONE_COUNTRY_SHORT_NAME', 'phone', (task: Task) => task.country],
    ['FIRST', 'tags', (task: Task) => task.tags[0] ?? null],
    ['COUNT_KEYS', 'tags', (task: Task) => task.tags.length],
  ])('groups by %s of %s, summing each set', async (name, of, key) => {
    const expected = groupsOf(key).map(([value, members]) => {
      const numbers = members.flatMap((task) => (task.points === null ? [] : [task.points]));
      return { key: value, sum: numbers.length ? numbers.reduce((a, b) => a + b, 0) : null };
    });
    expect(
      await sets(
        {
          group_by: [{ column_id: 'key' }],
          select: [transform(name, 'key', column(of)), over('SUM', column('points'))],
        },
        tasks,
      ),
    ).toEqual(expected);
  });

  it('FLATTEN and LABEL put an item in the set of each of its labels', async () => {
    const labels = [...new Set(TASKS.flatMap((task) => task.tags))].sort();
    const expected = [
      ...labels.map((label) => ({
        tag: label,
        n: TASKS.filter((task) => task.tags.includes(label as never)).length,
      })),
      { tag: null, n: TASKS.filter((task) => task.tags.length === 0).length },
    ];
    for (const name of ['FLATTEN', 'LABEL'])
      expect(
        await sets(
          {
            group_by: [{ column_id: 'tag' }],
            select: [transform(name, 'tag', column('tags')), fn('COUNT_ITEMS', undefined, 'n')],
          },
          tasks,
        ),
      ).toEqual(expected);
    expect(
      await sets({ select: [over('COUNT_DISTINCT', transform('FLATTEN', 'each', column('tags')))] }, tasks),
    ).toEqual([{ count_distinct: labels.length }]);
  });

  it("reads a status's label, colour, order and doneness, and its RAW value", async () => {
    const status = (name: string) =>
      sets({
        group_by: [{ column_id: 'key' }],
        select: [transform(name, 'key', column('status')), fn('COUNT_ITEMS', undefined, 'n')],
      });
    const byLabel = new Map<string, number>();
    for (const [label] of ITEMS) byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    const labels = [...byLabel.keys()].sort();
    expect(await status('LABEL')).toEqual(labels.map((label) => ({ key: label, n: byLabel.get(label) })));
    expect(await status('IS_DONE')).toEqual([
      { key: false, n: ITEMS.length - byLabel.get('Done')! },
      { key: true, n: byLabel.get('Done')! },
    ]);
    const colors = await status('COLOR');
    expect(colors).toHaveLength(labels.length);
    expect(colors.every((set) => /^#[0-9a-f]{6}$/i.test(String(set.key)))).toBe(true);
    const orders = await status('ORDER');
    expect(orders.map((set) => set.n).sort()).toEqual([...byLabel.values()].sort());
    expect(orders.every((set) => typeof set.key === 'number')).toBe(true);
    const raw = await status('RAW');
    expect(raw.reduce((sum, set) => sum + (set.n as number), 0)).toBe(ITEMS.length);
    expect(raw.every((set) => typeof JSON.parse(String(set.key)).index === 'number')).toBe(true);
  });

  it('compares: EQUALS, BETWEEN, CASE and LEFT, of columns and transforms', async () => {
    const byKey = (select: Record<string, unknown>) =>
      sets({ group_by: [{ column_id: 'key' }], select: [select, fn('COUNT_ITEMS', undefined, 'n')] }, tasks);
    const expected = (key: (task: Task) => Key) =>
      groupsOf(key).map(([value, members]) => ({ key: value, n: members.length }));
    const name = column('note');
    const tags = column('tags');
    expect(await byKey(transform('EQUALS', 'key', transform('TRIM', 't', name), name))).toEqual(
      expected((task) => task.name.trim() === task.name),
    );
    expect(
      await byKey(
        transform(
          'BETWEEN',
          'key',
          column('points'),
          transform('COUNT_KEYS', 'k', tags),
          transform('LENGTH', 'l', name),
        ),
      ),
    ).toEqual(
      expected((task) =>
        task.points === null ? null : task.tags.length <= task.points && task.points <= task.name.length,
      ),
    );
    expect(
      await byKey(
        transform('CASE', 'key', transform('COUNT_KEYS', 'k', tags), transform('FIRST', 'f', tags), name),
      ),
    ).toEqual(expected((task) => (task.tags.length > 0 ? task.tags[0] : task.name)));
    expect(await byKey(transform('LEFT', 'key', name, column('points')))).toEqual(
      expected((task) => (task.points === null ? null : task.name.slice(0, task.points))),
    );
  });

  it('groups by PERSON and ID of a people column, and refuses a transform not grouped by its alias', async () => {
    const owned = TASKS.filter(ownedBy).length;
    for (const name of ['PERSON', 'ID'])
      expect(
        await sets(
          {
            group_by: [{ column_id: 'who' }],
            select: [transform(name, 'who', column('person')), fn('COUNT_ITEMS', undefined, 'n')],
          },
          tasks,
        ),
      ).toEqual([
        { who: me, n: owned },
        { who: null, n: TASKS.length - owned },
      ]);
    const refused = await aggregate(acme, {
      from: { type: 'TABLE', id: tasks },
      select: [transform('UPPER', 'loud', column('name'))],
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('InvalidArgumentException');
  });
});
