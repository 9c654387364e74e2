import { MongoClient } from 'mongodb';
import pMap from 'p-map';
import { startTestStack, testServices, type GraphQLClient, type TestStack } from '@workapi/testing';

const TTL_SECONDS = 3;
let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;
let bigBoard: string;
let numbersColumn: string;

interface Seeded {
  id: string;
  name: string;
  number: number | null;
  status: string | null;
}
const seeded: Seeded[] = [];
const SIZE = 1050;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

async function newBoard(name: string, client = acme): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  return create_board.id;
}

async function createItem(
  board: string,
  name: string,
  values?: Record<string, unknown>,
  group?: string,
): Promise<string> {
  const { create_item } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $v: JSON, $g: String) { create_item(board_id: $b, item_name: $n, column_values: $v, group_id: $g) { id } }',
    { b: board, n: name, v: values ? JSON.stringify(values) : undefined, g: group },
  );
  return create_item.id;
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], {
    CURSOR_TTL_SECONDS: String(TTL_SECONDS),
  });
  acme = env.clients.acme;
  globex = env.clients.globex;
  bigBoard = await newBoard('Big');
  const { create_column } = await acme.data<{ create_column: { id: string } }>(
    'mutation ($b: ID!) { create_column(board_id: $b, title: "Estimate", column_type: numbers) { id } }',
    { b: bigBoard },
  );
  numbersColumn = create_column.id;
  const statuses = ['Done', 'Stuck', null];
  const created = await pMap(
    range(SIZE),
    async (index) => {
      // Names shuffled against creation order so that sorting by name really reorders.
      const name = `Item ${String((index * 7919) % SIZE).padStart(4, '0')}`;
      const number = index % 5 === 0 ? null : index % 17;
      const status = statuses[index % 3];
      const values: Record<string, unknown> = {};
      if (number !== null) values[numbersColumn] = String(number);
      if (status) values.status = { label: status };
      return { id: await createItem(bigBoard, name, values), name, number, status };
    },
    { concurrency: 12 },
  );
  seeded.push(...created);
}, 400_000);

afterAll(async () => {
  if (process.env.E2E_SHOW_LOGS) console.log(env.stack.output('items'), env.stack.output('columns'));
  await env?.stop();
});

interface Page {
  cursor: string | null;
  items: Array<{ id: string; name: string }>;
}

const ITEMS_PAGE = `query ($limit: Int!, $cursor: String, $q: ItemsQuery) {
  items_page(limit: $limit, cursor: $cursor, query_params: $q) { cursor items { id name } }
}`;

async function rootPage(
  limit: number,
  cursor?: string | null,
  query?: Record<string, unknown>,
  client = acme,
) {
  return client.request<{ items_page: Page }>(ITEMS_PAGE, { limit, cursor, q: query });
}

/** Follows cursors to the end: the first page with the query, the rest with the cursor alone. */
async function walk(query: Record<string, unknown>, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let answer = await rootPage(limit, null, query);
  for (let pages = 0; ; pages += 1) {
    expect(answer.body.errors).toBeUndefined();
    const page = answer.body.data!.items_page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    if (!page.cursor) break;
    expect(pages).toBeLessThan(10_000);
    answer = await rootPage(limit, page.cursor);
  }
  return ids;
}

const byId = (a: Seeded, b: Seeded) => Number(a.id) - Number(b.id);
const emptyLast = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value);

describe('items_page walks', () => {
  it(`${SIZE} items completely, in creation order, without repeats, ending with a null cursor`, async () => {
    const ids = await walk({ boards: [bigBoard] }, 100);
    expect(ids).toEqual([...seeded].sort(byId).map((item) => item.id));
  });

  it('read a roster that stays a few dozen documents however many items were created one by one', async () => {
    // Each create_item appends a document to the board's roster (apps/items/src/data/roster.ts);
    // the writer folds them into a few every few hundred, and so does a first page that finds
    // more than 32, so first pages read a few dozen documents, not one per item.
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const rosters = mongo.db(`${env.mongoDbPrefix}_items`).collection('rosters');
      let count = Number.POSITIVE_INFINITY;
      for (let tries = 0; tries < 50 && count > 40; tries += 1) {
        count = await rosters.countDocuments({ board_id: bigBoard });
        if (count > 40) await sleep(200);
      }
      expect(count).toBeLessThanOrEqual(40);
    } finally {
      await mongo.close();
    }
    const ids = await walk({ boards: [bigBoard] }, 500);
    expect(ids).toEqual([...seeded].sort(byId).map((item) => item.id));
  });

  it('in every requested order, across pages', async () => {
    const byName = await walk(
      { boards: [bigBoard], order_by: [{ column_id: 'name', direction: 'desc' }] },
      150,
    );
    expect(byName).toEqual(
      [...seeded].sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0)).map((item) => item.id),
    );

    const byNumber = await walk(
      {
        boards: [bigBoard],
        order_by: [{ column_id: numbersColumn }, { column_id: '__creation_log__', direction: 'desc' }],
      },
      200,
    );
    const expected = [...seeded].sort(
      (a, b) => emptyLast(a.number) - emptyLast(b.number) || Number(b.id) - Number(a.id),
    );
    expect(byNumber).toEqual(expected.map((item) => item.id));

    const byNumberDesc = await walk(
      { boards: [bigBoard], order_by: [{ column_id: numbersColumn, direction: 'desc' }] },
      500,
    );
    const numbered = byNumberDesc.slice(0, seeded.filter((item) => item.number !== null).length);
    const numberOf = new Map(seeded.map((item) => [item.id, item.number]));
    expect(numbered.map((id) => numberOf.get(id))).toEqual(
      seeded
        .filter((item) => item.number !== null)
        .map((item) => item.number)
        .sort((a, b) => (b as number) - (a as number)),
    );
    expect(byNumberDesc.slice(numbered.length).every((id) => numberOf.get(id) === null)).toBe(true);
  });

  it('with rules on column values and item fields, combined with and/or and nested groups', async () => {
    const done = await walk(
      { boards: [bigBoard], rules: [{ column_id: 'status', compare_value: ['Done'] }] },
      100,
    );
    expect(done).toEqual(
      seeded
        .filter((item) => item.status === 'Done')
        .sort(byId)
        .map((item) => item.id),
    );

    const big = await walk(
      {
        boards: [bigBoard],
        rules: [{ column_id: numbersColumn, compare_value: [12], operator: 'greater_than' }],
      },
      100,
    );
    expect(big).toEqual(
      seeded
        .filter((item) => (item.number ?? -1) > 12)
        .sort(byId)
        .map((item) => item.id),
    );

    const emptyOr = await walk(
      {
        boards: [bigBoard],
        operator: 'or',
        rules: [{ column_id: numbersColumn, compare_value: [], operator: 'is_empty' }],
        groups: [
          {
            operator: 'and',
            rules: [
              { column_id: 'status', compare_value: ['Stuck'] },
              { column_id: 'name', compare_value: 'Item 01', operator: 'starts_with' },
            ],
          },
        ],
      },
      100,
    );
    expect(emptyOr).toEqual(
      seeded
        .filter(
          (item) => item.number === null || (item.status === 'Stuck' && item.name.startsWith('Item 01')),
        )
        .sort(byId)
        .map((item) => item.id),
    );

    const between = await walk(
      {
        boards: [bigBoard],
        rules: [{ column_id: numbersColumn, compare_value: [3, 4], operator: 'between' }],
      },
      100,
    );
    expect(between).toEqual(
      seeded
        .filter((item) => item.number === 3 || item.number === 4)
        .sort(byId)
        .map((item) => item.id),
    );

    const literal = await walk(
      { boards: [bigBoard], rules: [{ column_id: 'name', compare_value: '.*', operator: 'contains_text' }] },
      100,
    );
    expect(literal).toEqual([]);
  });

  it('refuses bad limits, too many ids and unknown columns with InvalidArgumentException', async () => {
    for (const [limit, query] of [
      [0, undefined],
      [501, undefined],
      [10, { ids: Array.from({ length: 101 }, (_, index) => String(index + 1)) }],
      [10, { boards: [bigBoard], rules: [{ column_id: 'nope', compare_value: [1] }] }],
      [10, { boards: [bigBoard], order_by: [{ column_id: 'nope' }] }],
    ] as Array<[number, Record<string, unknown> | undefined]>) {
      const answer = await rootPage(limit, null, query);
      expect([limit, answer.body.errors?.[0].extensions?.code]).toEqual([limit, 'InvalidArgumentException']);
    }
  });
});

describe('cursors', () => {
  const query = { boards: [] as string[], order_by: [{ column_id: 'name' }] };
  beforeAll(() => {
    query.boards = [bigBoard];
  });

  async function firstCursor(): Promise<string> {
    const answer = await rootPage(10, null, query);
    return answer.body.data!.items_page.cursor as string;
  }

  const code = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
    answer.body.errors?.[0].extensions?.code;

  it('are bound to their query: the same query_params or none are fine, different ones are CursorException', async () => {
    const cursor = await firstCursor();
    expect(
      code(await rootPage(10, cursor, { ...query, order_by: [{ column_id: 'name', direction: 'desc' }] })),
    ).toBe('CursorException');
    expect(
      code(
        await rootPage(10, cursor, { ...query, rules: [{ column_id: 'status', compare_value: ['Done'] }] }),
      ),
    ).toBe('CursorException');
    expect(
      code(await rootPage(10, cursor, { boards: [await newBoard('Elsewhere')], order_by: query.order_by })),
    ).toBe('CursorException');
    const same = await rootPage(10, cursor, {
      order_by: [{ column_id: 'name', direction: 'asc' }],
      boards: [bigBoard],
    });
    expect(same.body.errors).toBeUndefined();
    const none = await rootPage(10, cursor);
    expect(none.body.data?.items_page.items).toEqual(same.body.data?.items_page.items);
    const next = await acme.request<{ next_items_page: Page }>(
      'query ($c: String!) { next_items_page(cursor: $c, limit: 10) { cursor items { id } } }',
      { c: cursor },
    );
    expect(next.body.data?.next_items_page.items.map((item) => item.id)).toEqual(
      none.body.data?.items_page.items.map((item) => item.id),
    );
  });

  it('of a board do not work on another board', async () => {
    const other = await newBoard('Other board');
    const boardPage = await acme.data<{ boards: Array<{ items_page: Page }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 5) { cursor } } }',
      { b: [bigBoard] },
    );
    const cursor = boardPage.boards[0].items_page.cursor;
    const elsewhere = await acme.request<{ boards: Array<{ items_page: Page }> }>(
      'query ($b: [ID!], $c: String) { boards(ids: $b) { items_page(limit: 5, cursor: $c) { cursor } } }',
      { b: [other], c: cursor },
    );
    expect(elsewhere.body.errors?.[0].extensions?.code).toBe('CursorException');
    const here = await acme.request<{ boards: Array<{ items_page: Page }> }>(
      'query ($b: [ID!], $c: String) { boards(ids: $b) { items_page(limit: 5, cursor: $c) { items { id } } } }',
      { b: [bigBoard], c: cursor },
    );
    expect(here.body.data?.boards[0].items_page.items).toHaveLength(5);
  });

  it('refuse tampering, forgery, garbage and other accounts', async () => {
    const cursor = await firstCursor();
    const [kid, body, signature] = cursor.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const moved = Buffer.from(JSON.stringify({ ...payload, p: 500 })).toString('base64url');
    for (const bad of [
      `${kid}.${moved}.${signature}`,
      `${kid}.${body}.${signature.slice(0, -3)}abc`,
      'garbage',
      `x${cursor}`,
    ]) {
      expect(code(await rootPage(10, bad))).toBe('CursorException');
    }
    expect(code(await rootPage(10, cursor, undefined, globex))).toBe('CursorException');
    expect(code(await rootPage(10, cursor))).toBeUndefined();
  });

  it(`expire after ${TTL_SECONDS}s without use, while use keeps them alive`, async () => {
    let cursor = await firstCursor();
    for (let step = 0; step < 3; step += 1) {
      await sleep((TTL_SECONDS - 1.5) * 1000);
      const answer = await rootPage(10, cursor);
      expect(answer.body.errors).toBeUndefined();
      cursor = answer.body.data!.items_page.cursor as string;
    }
    await sleep((TTL_SECONDS + 1.5) * 1000);
    const expired = await rootPage(10, cursor);
    expect(code(expired)).toBe('CursorException');
    expect(expired.body.errors?.[0].message).toMatch(/invalid or expired/);
  }, 30_000);
});

describe('while items change between pages', () => {
  it('nothing repeats, nothing still matching is skipped, new items stay out, removed ones are left out', async () => {
    const board = await newBoard('Busy');
    const names = Array.from({ length: 60 }, (_, index) => `Task ${String(index).padStart(2, '0')}`);
    const ids = await pMap(
      range(names.length),
      (index) => createItem(board, names[index], undefined, index % 2 ? 'group_title' : 'topics'),
      { concurrency: 6 },
    );
    const query = { boards: [board], order_by: [{ column_id: 'name' }] };
    const seen: string[] = [];
    let answer = await rootPage(10, null, query);
    seen.push(...answer.body.data!.items_page.items.map((item) => item.id));
    expect(seen).toEqual(ids.slice(0, 10));

    // Between pages: an item renamed to sort first (already passed by the cursor), another renamed
    // to sort last, one archived, one deleted, one moved to the other group, and a new item.
    const renamedFirst = ids[40];
    const renamedLast = ids[20];
    await acme.data(
      'mutation ($b: ID!, $i: ID, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id } }',
      { b: board, i: renamedFirst, v: JSON.stringify({ name: 'AAA first now' }) },
    );
    await acme.data(
      'mutation ($b: ID!, $i: ID, $v: JSON!) { change_multiple_column_values(board_id: $b, item_id: $i, column_values: $v) { id } }',
      { b: board, i: renamedLast, v: JSON.stringify({ name: 'ZZZ last now' }) },
    );
    await acme.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: ids[30] });
    await acme.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: ids[35] });
    await acme.data(
      'mutation ($i: ID!) { move_item_to_group(item_id: $i, group_id: "group_title") { id } }',
      { i: ids[50] },
    );
    const added = await createItem(board, 'Task 99');
    await acme.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: ids[5] }); // already seen: irrelevant

    while (answer.body.data!.items_page.cursor) {
      answer = await rootPage(7, answer.body.data!.items_page.cursor);
      expect(answer.body.errors).toBeUndefined();
      seen.push(...answer.body.data!.items_page.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(added);
    expect(seen).not.toContain(ids[30]);
    expect(seen).not.toContain(ids[35]);
    const stillMatching = ids.filter((id) => id !== ids[30] && id !== ids[35]);
    expect([...seen].sort()).toEqual([...stillMatching].sort());
    // The order is the one the iteration started with: renames do not move items under the cursor.
    expect(seen).toEqual(ids.filter((id) => id !== ids[30] && id !== ids[35]));
  });

  it('a group’s pages leave out items moved out of the group', async () => {
    const board = await newBoard('Groups');
    const ids = (
      await pMap(
        range(20),
        (index) => createItem(board, `G ${String(index).padStart(2, '0')}`, undefined, 'topics'),
        {
          concurrency: 5,
        },
      )
    ).sort((a, b) => Number(a) - Number(b)); // default order is creation order
    const first = await acme.data<{ boards: Array<{ groups: Array<{ id: string; items_page: Page }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { groups(ids: ["topics"]) { id items_page(limit: 5) { cursor items { id } } } } }',
      { b: [board] },
    );
    const page = first.boards[0].groups[0].items_page;
    expect(page.items.map((item) => item.id)).toEqual(ids.slice(0, 5));
    await acme.data(
      'mutation ($i: ID!) { move_item_to_group(item_id: $i, group_id: "group_title") { id } }',
      { i: ids[10] },
    );
    let cursor = page.cursor;
    const seen = page.items.map((item) => item.id);
    while (cursor) {
      const next = await acme.data<{ boards: Array<{ groups: Array<{ items_page: Page }> }> }>(
        'query ($b: [ID!], $c: String) { boards(ids: $b) { groups(ids: ["topics"]) { items_page(limit: 5, cursor: $c) { cursor items { id } } } } }',
        { b: [board], c: cursor },
      );
      seen.push(...next.boards[0].groups[0].items_page.items.map((item) => item.id));
      cursor = next.boards[0].groups[0].items_page.cursor;
    }
    expect(seen).toEqual(ids.filter((id) => id !== ids[10]));
  });
});

describe('legacy Board.items', () => {
  it('lists every active item of the board at once and is marked deprecated', async () => {
    const { boards } = await acme.data<{ boards: Array<{ items: Array<{ id: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { items { id } } }',
      { b: [bigBoard] },
    );
    expect(boards[0].items.map((item) => item.id)).toEqual([...seeded].sort(byId).map((item) => item.id));
    const { __type } = await acme.data<{
      __type: { fields: Array<{ name: string; isDeprecated: boolean; deprecationReason: string }> };
    }>(
      '{ __type(name: "Board") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    );
    expect(__type.fields.find((field) => field.name === 'items')).toMatchObject({
      isDeprecated: true,
      deprecationReason: expect.stringContaining('items_page'),
    });
  });
});
