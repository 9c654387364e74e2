import { buildSchema, getOperationAST, parse } from 'graphql';
import { CostModel, type PricedOperation } from './cost';

const schema = buildSchema(`
  type Query { boards(limit: Int): [Board!]! }
  scalar JSON
  type Board { id: ID! name: String settings: JSON owner: User items_page(limit: Int): ItemsPage! }
  type User { id: ID! name: String }
  type ItemsPage { cursor: String items: [Item!]! }
  type Item { id: ID! name: String column_values: [ColumnValue!]! }
  interface ColumnValue { id: ID! text: String }
  type StatusValue implements ColumnValue { id: ID! text: String label: String }
  type DateValue implements ColumnValue { id: ID! text: String date: String }
`);

const costs = new CostModel({
  weights: new Map(),
  listSizes: new Map([
    ['Query.boards', { slicingArguments: ['limit'] }],
    ['Board.items_page', { slicingArguments: ['limit'], sizedFields: ['items'] }],
  ]),
  itemReads: new Map(),
  longTexts: new Map(),
});

function priced(query: string): PricedOperation {
  const document = parse(query);
  return { schema, document, operation: getOperationAST(document)!, variables: {} };
}

/**
 * The response behind proxies that note each property read, by path (`#` for any list index), so
 * a test sees what settling visited.
 */
function watched<T>(value: T, reads: Set<string>, path = 'data'): T {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, property, receiver) {
      const child: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string') return child;
      const step = Array.isArray(target) && /^\d+$/.test(property) ? '#' : property;
      reads.add(`${path}.${step}`);
      return watched(child, reads, `${path}.${step}`);
    },
  });
}

const items = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: String(n), name: `item ${n}`.repeat(20) }));

describe('settling a price against the response', () => {
  it('reads only the lists and objects its price names, never what lies under a list of scalars', () => {
    const price = costs.price(
      priced(
        '{ boards(limit: 10) { id name settings owner { id name } items_page(limit: 500) { cursor items { id name } } } }',
      ),
    );
    const board = (id: string, count: number, owner: object | null) => ({
      id,
      name: 'board',
      settings: { huge: Array.from({ length: 10_000 }, (_, n) => ({ n })) },
      owner,
      items_page: { cursor: 'c', items: items(count) },
    });
    const data = { boards: [board('1', 400, { id: '7', name: 'Ann' }), board('2', 2, null)] };
    const reads = new Set<string>();

    const actual = price.actual(watched(data, reads));

    // Each board: 3 scalars, its owner (10 + 2, nothing under a null), its page (10 + 1 + 10 for its
    // items, + 2 for each item it held).
    expect(actual).toBe(10 + (3 + 12 + (10 + 1 + 10 + 400 * 2)) + (3 + 10 + (10 + 1 + 10 + 2 * 2)));
    expect([...reads].sort()).toEqual([
      'data.boards',
      'data.boards.#',
      'data.boards.#.items_page',
      'data.boards.#.items_page.items',
      'data.boards.#.items_page.items.#',
      'data.boards.#.items_page.items.length',
      'data.boards.#.owner',
      'data.boards.length',
    ]);
  });

  it('reads only the type name of abstract values whose fields are all scalars', () => {
    const price = costs.price(
      priced('{ boards(limit: 1) { items_page(limit: 2) { items { column_values { id text } } } } }'),
    );
    const values = [
      { __typename: 'StatusValue', id: 'status', text: 'Done' },
      { id: 'date', text: 'today' },
    ];
    const reads = new Set<string>();

    const actual = price.actual(
      watched({ boards: [{ items_page: { items: [{ column_values: values }] } }] }, reads),
    );

    expect(actual).toBe(10 + (10 + (10 + 1 * (10 + 2 * 2))));
    expect([...reads].filter((read) => read.includes('column_values.#.'))).toEqual([
      'data.boards.#.items_page.items.#.column_values.#.__typename',
    ]);
  });

  it('prices what the response leaves out as estimated, and never charges more than the estimate', () => {
    const price = costs.price(priced('{ boards(limit: 2) { items_page(limit: 30) { items { id } } } }'));
    expect(price.estimate).toBe(10 + 2 * (10 + (10 + 30 * 1)));
    expect(price.actual({ boards: [{}] })).toBe(10 + (10 + (10 + 30 * 1)));
    expect(price.actual({ boards: [{ items_page: { items: items(50) } }] })).toBe(10 + (10 + (10 + 50)));
    expect(price.actual({ boards: [{}, {}, {}] })).toBe(price.estimate);
    expect(price.actual(null)).toBe(0);
  });
});

describe('the most long text a response may hold', () => {
  const texts = new CostModel({
    weights: new Map(),
    listSizes: new Map([
      ['Query.boards', { slicingArguments: ['limit'] }],
      ['Board.items_page', { slicingArguments: ['limit'], sizedFields: ['items'] }],
    ]),
    itemReads: new Map(),
    longTexts: new Map([
      ['Board.name', 2],
      ['StatusValue.label', 3],
      ['DateValue.date', 1],
    ]),
  });

  it('counts each `@longText` value at its most, lists at full size, an abstract type at its longest', () => {
    const price = texts.price(
      priced(
        '{ a: boards(limit: 10) { name id } b: boards(limit: 2) { items_page(limit: 5) { items { column_values { ... on StatusValue { label } ... on DateValue { date } } } } } }',
      ),
    );
    // 10 names of 2 KiB, and 2 boards of 5 items of 25 values (a list of unknown length) whose
    // longest is a 3 KiB label.
    expect(price.textKib).toBe(10 * 2 + 2 * 5 * 25 * 3);
    expect(texts.price(priced('{ boards(limit: 10) { id } }')).textKib).toBe(0);
  });
});
