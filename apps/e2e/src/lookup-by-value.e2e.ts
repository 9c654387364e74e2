import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

/**
 * The official client (@mondaydotcomorg/api), as much of it as this file uses. Its own types pull
 * in `lib="dom"` (through cross-fetch), which retypes fetch's Headers for every file compiled
 * with this one (the gateway's included), so they stay out of the compilation.
 */
interface MondayClient {
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}
interface MondayClientError extends Error {
  response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see MondayClient
const monday = require('@mondaydotcomorg/api') as {
  ApiClient: new (config: { token: string; endpoint?: string; apiVersion?: string }) => MondayClient;
  ClientError: new (...args: never[]) => MondayClientError;
};

// items_page_by_column_values (contract section 8, docs/lookup.md): looking items up by value,
// as a CRM finds a deal by email, through the gateway.

const TTL_SECONDS = 4;
const DEALS = 30;
let env: TestStack;
let acme: GraphQLClient;
let board: string;
let me: { id: string; name: string };
/** Item ids by deal number. */
const deal: string[] = [];

const SEARCH = `query ($b: ID!, $cols: [ItemsPageByColumnValuesQuery!], $c: String, $limit: Int! = 25) {
  items_page_by_column_values(board_id: $b, columns: $cols, cursor: $c, limit: $limit) {
    cursor items { id name }
  }
}`;

type Page = { cursor: string | null; items: Array<{ id: string; name: string }> };

const search = (columns: unknown, extra: Record<string, unknown> = {}) =>
  acme.request<{ items_page_by_column_values: Page }>(SEARCH, { b: board, cols: columns, ...extra });

async function found(columns: unknown): Promise<string[]> {
  const answer = await search(columns, { limit: 500 });
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data?.items_page_by_column_values.cursor).toBeNull();
  return answer.body.data!.items_page_by_column_values.items.map((item) => item.id);
}

const deals = (which: (n: number) => boolean) =>
  deal.filter((_, n) => which(n)).sort((a, b) => Number(a) - Number(b));

const code = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  answer.body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], {
    CURSOR_TTL_SECONDS: String(TTL_SECONDS),
  });
  acme = env.clients.acme;
  me = (await acme.data<{ me: { id: string; name: string } }>('{ me { id name } }')).me;
  const { create_board } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "CRM", board_kind: public) { id } }',
  );
  board = create_board.id;
  for (const [id, type] of [
    ['email', 'email'],
    ['company', 'text'],
  ]) {
    await acme.data(
      'mutation ($b: ID!, $id: String!, $type: ColumnType!) { create_column(board_id: $b, id: $id, title: $id, column_type: $type) { id } }',
      { b: board, id, type },
    );
  }
  for (let n = 0; n < DEALS; n += 1) {
    const values = {
      email: { email: `deal${n}@example.com`, text: `Deal ${n}` },
      company: n % 3 === 0 ? 'Acme Corp' : 'Globex',
      status: { label: n % 2 === 1 ? 'Done' : 'Stuck' },
      ...(n % 5 === 0 ? { person: { personsAndTeams: [{ id: Number(me.id), kind: 'person' }] } } : {}),
    };
    const { create_item } = await acme.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }',
      { b: board, n: `Deal ${n}`, v: JSON.stringify(values) },
    );
    deal.push(create_item.id);
  }
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe('matches', () => {
  it('a text column exactly', async () => {
    expect(await found([{ column_id: 'company', column_values: ['Acme Corp'] }])).toEqual(
      deals((n) => n % 3 === 0),
    );
    expect(await found([{ column_id: 'company', column_values: ['acme corp'] }])).toEqual([]);
    expect(await found([{ column_id: 'company', column_values: ['Acme'] }])).toEqual([]);
  });

  it('an email column by its address, whatever its case', async () => {
    expect(await found([{ column_id: 'email', column_values: ['DEAL7@example.com'] }])).toEqual([deal[7]]);
    expect(await found([{ column_id: 'email', column_values: ['nobody@example.com'] }])).toEqual([]);
  });

  it('a status column by its label, and the name column by the item name', async () => {
    expect(await found([{ column_id: 'status', column_values: ['Done'] }])).toEqual(
      deals((n) => n % 2 === 1),
    );
    expect(await found([{ column_id: 'status', column_values: ['No such label'] }])).toEqual([]);
    expect(await found([{ column_id: 'name', column_values: ['Deal 12'] }])).toEqual([deal[12]]);
  });

  it('a people column by the user name', async () => {
    expect(await found([{ column_id: 'person', column_values: [me.name] }])).toEqual(
      deals((n) => n % 5 === 0),
    );
  });

  it('any of the values of a column, and every column', async () => {
    expect(
      await found([{ column_id: 'email', column_values: ['deal2@example.com', 'deal1@example.com'] }]),
    ).toEqual(deals((n) => n === 1 || n === 2));
    expect(
      await found([
        { column_id: 'company', column_values: ['Acme Corp'] },
        { column_id: 'status', column_values: ['Done'] },
      ]),
    ).toEqual(deals((n) => n % 3 === 0 && n % 2 === 1));
  });

  it('values as they are now: a changed value is found by its new value only', async () => {
    const item = deal[20];
    await acme.data(
      `mutation ($b: ID!, $i: ID!) {
        change_multiple_column_values(board_id: $b, item_id: $i, column_values: "{\\"email\\": \\"new20@example.com\\", \\"name\\": \\"Renamed 20\\"}") { id }
      }`,
      { b: board, i: item },
    );
    expect(await found([{ column_id: 'email', column_values: ['deal20@example.com'] }])).toEqual([]);
    expect(await found([{ column_id: 'email', column_values: ['new20@example.com'] }])).toEqual([item]);
    expect(await found([{ column_id: 'name', column_values: ['Deal 20'] }])).toEqual([]);
    expect(await found([{ column_id: 'name', column_values: ['Renamed 20'] }])).toEqual([item]);
    await acme.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: deal[21] });
    expect(await found([{ column_id: 'email', column_values: ['deal21@example.com'] }])).toEqual([]);
  });
});

describe('pages', () => {
  const DONE = [{ column_id: 'status', column_values: ['Done'] }];

  it('walk every match once, with the cursor alone or with next_items_page', async () => {
    const expected = await found(DONE);
    expect(expected.length).toBeGreaterThan(8);
    const first = await search(DONE, { limit: 4 });
    const seen = first.body.data!.items_page_by_column_values.items.map((item) => item.id);
    let cursor = first.body.data!.items_page_by_column_values.cursor;
    for (let turn = 0; cursor; turn += 1) {
      const page =
        turn % 2 === 0
          ? (await search(null, { c: cursor, limit: 4 })).body.data!.items_page_by_column_values
          : (
              await acme.data<{ next_items_page: Page }>(
                'query ($c: String!) { next_items_page(cursor: $c, limit: 4) { cursor items { id name } } }',
                { c: cursor },
              )
            ).next_items_page;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.cursor;
    }
    expect(seen).toEqual(expected);
  });

  it('leave out an item that stopped matching after the first page, and repeat none', async () => {
    const expected = await found(DONE);
    const first = (await search(DONE, { limit: 2 })).body.data!.items_page_by_column_values;
    const last = expected[expected.length - 1];
    await acme.data(
      `mutation ($b: ID!, $i: ID!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "status", value: "Stuck") { id } }`,
      { b: board, i: last },
    );
    const rest = (await search(null, { c: first.cursor, limit: 500 })).body.data!.items_page_by_column_values;
    expect([...first.items, ...rest.items].map((item) => item.id)).toEqual(expected.slice(0, -1));
    expect(rest.cursor).toBeNull();
  });

  it(`expire ${TTL_SECONDS}s after their last use`, async () => {
    const first = (await search(DONE, { limit: 2 })).body.data!.items_page_by_column_values;
    await new Promise((resolve) => setTimeout(resolve, (TTL_SECONDS + 1.5) * 1000));
    const expired = await search(null, { c: first.cursor });
    expect(code(expired)).toBe('CursorException');
    expect(expired.body.errors?.[0].message).toMatch(/invalid or expired/);
  });
});

describe('refuses', () => {
  it('columns and a cursor together, neither, and a cursor that is not one', async () => {
    const first = (await search([{ column_id: 'status', column_values: ['Done'] }], { limit: 2 })).body.data!
      .items_page_by_column_values;
    const both = await search([{ column_id: 'status', column_values: ['Done'] }], { c: first.cursor });
    expect(code(both)).toBe('InvalidArgumentException');
    expect(both.body.errors?.[0].message).toMatch(/columns or a cursor/);
    expect(code(await search(null))).toBe('InvalidArgumentException');
    expect(code(await search(null, { c: `${first.cursor}x` }))).toBe('CursorException');
  });

  it('a column the board does not have, an empty value, and a board of another account', async () => {
    const unknown = await search([{ column_id: 'no_such_column', column_values: ['x'] }]);
    expect(code(unknown)).toBe('InvalidColumnIdException');
    expect(unknown.body.data).toBeNull();
    expect(code(await search([{ column_id: 'company', column_values: [''] }]))).toBe(
      'InvalidArgumentException',
    );
    expect(code(await search([{ column_id: 'company', column_values: ['x'] }], { limit: 0 }))).toBe(
      'InvalidArgumentException',
    );
    const foreign = await env.clients.globex.request(SEARCH, {
      b: board,
      cols: [{ column_id: 'company', column_values: ['Acme Corp'] }],
    });
    expect(code(foreign)).toBe('InvalidBoardIdException');
  });
});

describe('versions', () => {
  it('has items_page_by_column_values from 2026-07 on, not in 2026-04', async () => {
    const variables = { b: board, cols: [{ column_id: 'name', column_values: ['Deal 3'] }] };
    const old = await acme.request(SEARCH, variables, { headers: { 'api-version': '2026-04' } });
    expect(old.status).toBe(200);
    expect(old.body.data).toBeUndefined();
    expect(old.body.errors?.map((error) => error.extensions?.code)).toContain('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(old.body.errors)).toMatch(
      /items_page_by_column_values|ItemsPageByColumnValuesQuery/,
    );
    for (const version of ['2026-07', '2026-10']) {
      const answer = await acme.request<{ items_page_by_column_values: Page }>(SEARCH, variables, {
        headers: { 'api-version': version },
      });
      expect(answer.body.data?.items_page_by_column_values.items).toEqual([{ id: deal[3], name: 'Deal 3' }]);
    }
  });
});

describe('the official monday.com client', () => {
  it('finds a deal by email with items_page_by_column_values, and gets monday.com’s error for a bad column', async () => {
    const client = new monday.ApiClient({
      token: env.tokens.acme[0],
      endpoint: env.gatewayUrl,
      apiVersion: '2026-07',
    });
    const answer = await client.request<{
      items_page_by_column_values: { cursor: string | null; items: Array<{ id: string; name: string }> };
    }>(
      `query ($board: ID!, $email: String!) {
        items_page_by_column_values(limit: 50, board_id: $board, columns: [{ column_id: "email", column_values: [$email] }]) {
          cursor items { id name }
        }
      }`,
      { board, email: 'deal4@example.com' },
    );
    expect(answer.items_page_by_column_values).toEqual({
      cursor: null,
      items: [{ id: deal[4], name: 'Deal 4' }],
    });
    const refused = await client
      .request(
        `query { items_page_by_column_values(board_id: ${board}, columns: [{ column_id: "nope", column_values: ["x"] }]) { items { id } } }`,
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(monday.ClientError);
    expect((refused as MondayClientError).response.errors?.[0].extensions?.code).toBe(
      'InvalidColumnIdException',
    );
  });
});
