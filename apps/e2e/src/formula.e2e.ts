import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

let env: TestStack;
let acme: GraphQLClient;
let boardId: string;
let itemId: string;

/** The formula columns made on the board, by id: each over the numbers, date and status columns. */
const FORMULAS: Record<string, string> = {
  total: '{price} * {quantity}',
  due: 'FORMAT_DATE(ADD_DAYS({date4}, 15))',
  state: 'IF({status} = "Done", "Finished", "Open")',
  invoice:
    'IF(AND({price} > 10, {status} = "Done"), CONCATENATE({name}, " paid ", ROUND({total}, 2)), "Pending")',
};

type FormulaRead = {
  id: string;
  type: string;
  text: string | null;
  value: string | null;
  display_value?: string;
};

const createColumn = (id: string, type: string, defaults?: unknown) =>
  acme.request<{ create_column: { id: string; settings_str: string } | null }>(
    'mutation ($b: ID!, $id: String!, $type: ColumnType!, $d: JSON) { create_column(board_id: $b, id: $id, title: $id, column_type: $type, defaults: $d) { id settings_str } }',
    { b: boardId, id, type, d: defaults === undefined ? undefined : JSON.stringify(defaults) },
  );

/** The item's formula values as a client reads them, by column id (`ids` narrows what is asked). */
async function formulas(ids?: string[]): Promise<Record<string, FormulaRead>> {
  const { items } = await acme.data<{ items: Array<{ column_values: FormulaRead[] }> }>(
    `query ($i: [ID!], $ids: [String!]) { items(ids: $i) { column_values(ids: $ids, types: [formula]) {
      id type text value ... on FormulaValue { display_value } } } }`,
    { i: [itemId], ids },
  );
  return Object.fromEntries(items[0].column_values.map((value) => [value.id, value]));
}

const change = (columnId: string, value: unknown) =>
  acme.request(
    'mutation ($b: ID!, $i: ID, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
    { b: boardId, i: itemId, c: columnId, v: JSON.stringify(value) },
  );

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  acme = env.clients.acme;
  // A new board has the status column `status` and the date column `date4`.
  ({
    create_board: { id: boardId },
  } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Invoices", board_kind: public) { id } }',
  ));
  for (const id of ['price', 'quantity'])
    expect((await createColumn(id, 'numbers')).body.errors).toBeUndefined();
  for (const [id, formula] of Object.entries(FORMULAS)) {
    const made = await createColumn(id, 'formula', { formula });
    expect(made.body.errors).toBeUndefined();
    expect(JSON.parse(made.body.data?.create_column?.settings_str ?? '{}')).toEqual({ formula });
  }
  ({
    create_item: { id: itemId },
  } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "Order 1", column_values: $v) { id } }',
    {
      b: boardId,
      v: JSON.stringify({
        price: '12.5',
        quantity: '4',
        date4: { date: '2026-06-03' },
        status: { label: 'Done' },
      }),
    },
  ));
});

afterAll(async () => {
  if (process.env.E2E_SHOW_LOGS) console.log(env.stack.output('columns'), env.stack.output('items'));
  await env?.stop();
});

describe('formula columns through the gateway', () => {
  it("answers display_value from the item's numbers, date and status, with value and text null", async () => {
    const values = await formulas();
    expect(values).toEqual({
      total: { id: 'total', type: 'formula', text: null, value: null, display_value: '50' },
      due: { id: 'due', type: 'formula', text: null, value: null, display_value: 'Jun 18, 2026' },
      state: { id: 'state', type: 'formula', text: null, value: null, display_value: 'Finished' },
      invoice: { id: 'invoice', type: 'formula', text: null, value: null, display_value: 'Order 1 paid 50' },
    });
  });

  it('reads the columns a formula names when the formula is asked for alone', async () => {
    expect((await formulas(['invoice'])).invoice.display_value).toBe('Order 1 paid 50');
  });

  it('answers anew after an input value changes', async () => {
    expect((await change('price', '8')).body.errors).toBeUndefined();
    expect((await change('status', { label: 'Stuck' })).body.errors).toBeUndefined();
    expect((await change('date4', { date: '2026-12-20' })).body.errors).toBeUndefined();
    const values = await formulas();
    expect(values.total.display_value).toBe('32');
    expect(values.state.display_value).toBe('Open');
    expect(values.invoice.display_value).toBe('Pending');
    expect(values.due.display_value).toBe('Jan 04, 2027');
  });

  it('answers in a page of items as in items', async () => {
    const { boards } = await acme.data<{
      boards: Array<{ items_page: { items: Array<{ column_values: FormulaRead[] }> } }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page { items { column_values(ids: ["total"]) { id ... on FormulaValue { display_value } } } } } }',
      { b: [boardId] },
    );
    expect(boards[0].items_page.items[0].column_values).toEqual([{ id: 'total', display_value: '32' }]);
  });

  it.each([
    ['bad syntax', 'SUM({price},'],
    ['an unknown function', 'DOUBLE({price})'],
    ['a column the board lacks', '{discount} * 2'],
  ])('refuses a formula with %s at create, with InvalidArgumentException', async (_why, formula) => {
    const answer = await createColumn('broken', 'formula', { formula });
    expect(answer.body.data?.create_column).toBeNull();
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining(formula),
      extensions: { code: 'InvalidArgumentException' },
    });
    const { boards } = await acme.data<{ boards: Array<{ columns: Array<{ id: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { columns { id } } }',
      { b: [boardId] },
    );
    expect(boards[0].columns.map((column) => column.id)).not.toContain('broken');
  });

  it('refuses a write to a formula column with ColumnValueException and keeps its answer', async () => {
    const answer = await change('total', '100');
    expect(answer.body.errors?.[0].extensions).toMatchObject({
      code: 'ColumnValueException',
      error_data: { column_type: 'formula' },
    });
    expect((await formulas(['total'])).total.display_value).toBe('32');
  });
});
