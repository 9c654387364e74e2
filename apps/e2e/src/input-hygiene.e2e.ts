import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';

// What a client's strings may hold, and what an update body may weigh (docs/security.md, Limits):
// a character no store can hold is refused at the gateway naming the argument, wherever the
// string sits (a literal, a variable, deep in a list or an input object); a body too long, too
// deeply nested or with too many elements is refused by the items subgraph before it is
// sanitised, so no body can turn into a server error or hold the subgraph for everyone.

let env: TestStack;
let acme: GraphQLClient;
let boardId: string;
let itemId: string;

const NUL = 'a\u0000b';

const firstError = (answer: GraphQLAnswer) => answer.body.errors?.[0];

/** The answer is an InvalidArgumentException naming `argument`, and nothing was made. */
function expectRefused(answer: GraphQLAnswer, argument: string): void {
  expect(firstError(answer)).toMatchObject({
    message: expect.stringContaining(argument),
    extensions: { code: 'InvalidArgumentException' },
  });
}

const CREATE_UPDATE = 'mutation ($i: ID, $b: String!) { create_update(item_id: $i, body: $b) { id body } }';
const post = (body: string) =>
  acme.request<{ create_update: { id: string } | null }>(CREATE_UPDATE, { i: itemId, b: body });

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 1 }]);
  acme = env.clients.acme;
  const { create_board } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Hygiene", board_kind: public) { id } }',
  );
  boardId = create_board.id;
  const { create_item } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Talked about") { id } }',
    { b: boardId },
  );
  itemId = create_item.id;
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('characters no store can hold', () => {
  it('refuses a NUL in an update body, a subitem name, a lookup value and a webhook id, naming the argument', async () => {
    expectRefused(await post(NUL), 'body');
    expectRefused(
      await acme.request(
        'mutation ($p: ID!, $n: String!) { create_subitem(parent_item_id: $p, item_name: $n) { id } }',
        {
          p: itemId,
          n: NUL,
        },
      ),
      'item_name',
    );
    expectRefused(
      await acme.request(
        `query ($b: ID!, $cols: [ItemsPageByColumnValuesQuery!]) {
          items_page_by_column_values(board_id: $b, columns: $cols) { items { id } }
        }`,
        { b: boardId, cols: [{ column_id: 'name', column_values: ['fine', NUL] }] },
      ),
      'columns',
    );
    expectRefused(
      await acme.request('mutation ($i: ID!) { delete_webhook(id: $i) { id } }', { i: NUL }),
      'id',
    );
  });

  it('finds them in literals too, nested in lists and input objects, with their place in the document', async () => {
    const literal = await acme.request(
      `mutation { create_update(item_id: ${itemId}, body: "a\\u0000b") { id } }`,
    );
    expectRefused(literal, 'body');
    expect(firstError(literal)?.locations).toEqual([{ line: 1, column: expect.any(Number) }]);
    expectRefused(
      await acme.request(
        `{ items_page_by_column_values(board_id: ${boardId}, columns: [{column_id: "name", column_values: ["a\\u0000"]}]) { items { id } } }`,
      ),
      'columns',
    );
  });

  it('refuses a lone UTF-16 surrogate, which has no UTF-8 form', async () => {
    expectRefused(await post('half \ud800 a pair'), 'body');
    // A whole pair is an ordinary character.
    const { create_update } = (await post('an emoji \ud83d\ude00')).body.data ?? {};
    expect(create_update?.id).toEqual(expect.any(String));
  });
});

describe('update bodies', () => {
  it('refuses a body over the cap, on create and on edit', async () => {
    const long = 'a'.repeat(65_537);
    expectRefused(await post(long), 'body');
    const { create_update } = await acme.data<{ create_update: { id: string } }>(CREATE_UPDATE, {
      i: itemId,
      b: 'short',
    });
    expectRefused(
      await acme.request('mutation ($i: ID!, $b: String!) { edit_update(id: $i, body: $b) { id } }', {
        i: create_update.id,
        b: long,
      }),
      'body',
    );
  });

  it('refuses a deeply nested body and a huge table as a client error, not a server fault', async () => {
    // Each under the cap; before, the first overflowed the stack and the second held items for a second.
    for (const body of ['<b>'.repeat(20_000), `<table><tr>${'<td>x</td>'.repeat(6_000)}</tr></table>`]) {
      expectRefused(await post(body), 'body');
    }
  });

  it('stores a large but ordinary body', async () => {
    const table = `<table>${`<tr>${'<td>cell</td>'.repeat(10)}</tr>`.repeat(80)}</table>`;
    const answer = await post(`<p>Figures</p>${table}`);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.create_update?.id).toEqual(expect.any(String));
  });
});
