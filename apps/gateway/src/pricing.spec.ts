import { readFileSync } from 'node:fs';
import { getOperationAST, getVariableValues, parse, validate } from 'graphql';
import { CostModel, costDeclarationsOf, type PricedOperation } from '@workapi/complexity';
import { API_VERSIONS } from '@workapi/versioning';
import { SUPERGRAPH_FILE } from './supergraph-file';
import { VersionedSchemas } from './versions';

// The price list as the subgraphs declare it in their SDL. A change here is a pricing decision:
// update the table on purpose, and the README's price list with it.
const supergraph = readFileSync(SUPERGRAPH_FILE, 'utf8');
const schemas = new VersionedSchemas(supergraph);
const costs = new CostModel(costDeclarationsOf(parse(supergraph)));

function priced(
  query: string,
  variables: Record<string, unknown> = {},
  version = '2026-07',
): PricedOperation {
  const schema = schemas.schema(API_VERSIONS.find((entry) => entry.value === version)!);
  const document = parse(query);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(errors.map((error) => error.message).join('; '));
  const operation = getOperationAST(document)!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (!coerced.coerced) throw new Error('bad variables');
  return { schema, document, operation, variables: coerced.coerced };
}

describe('the price of representative operations', () => {
  it.each([
    ['boards by id: the ids cap the list', '{ boards(ids: [1]) { id name } }', {}, 10 + 1 * 2],
    ['boards without a limit: the default 25', '{ boards { id name } }', {}, 10 + 25 * 2],
    [
      'nested boards, pages and column values: each first page reads its board',
      '{ boards(limit: 10) { items_page(limit: 100) { cursor items { id name column_values { id text } } } } }',
      {},
      10 + 10 * (10 + 25 + 1 + (10 + 100 * (1 + 1 + (10 + 20 * 2)))),
    ],
    [
      'a page size from a variable',
      'query ($n: Int!) { items_page(limit: $n) { items { id } } }',
      { n: 500 },
      10 + 25 + (10 + 500 * 1),
    ],
    [
      'ten first pages of one item are ten reads',
      '{ boards(limit: 10) { items_page(limit: 1) { items { id } } } }',
      {},
      10 + 10 * (10 + 25 + (10 + 1)),
    ],
    [
      'first pages of groups read too, once per group',
      '{ boards(limit: 2) { groups { items_page(limit: 1) { items { id } } } } }',
      {},
      10 + 2 * (10 + 10 * (10 + 25 + (10 + 1))),
    ],
    [
      'a later page by cursor reads only the snapshot',
      'query ($c: String) { items_page(limit: 5, cursor: $c) { items { id } } next_items_page(cursor: "x", limit: 5) { items { id } } }',
      { c: 'x' },
      10 + (10 + 5) + 10 + (10 + 5),
    ],
    [
      'a null cursor is a first page',
      'query ($c: String) { items_page(limit: 5, cursor: $c) { items { id } } }',
      { c: null },
      10 + 25 + (10 + 5),
    ],
    [
      'aliases and fragments price each response key once',
      'query ($l: Int) { a: boards(limit: $l) { ...B id } b: boards(limit: 1) { id } } fragment B on Board { id name }',
      { l: 5 },
      10 + 5 * 2 + (10 + 1),
    ],
    [
      'typed column values: the dearest type counts',
      '{ items(ids: [1, 2]) { column_values { ... on StatusValue { label } ... on DateValue { date time } } } }',
      {},
      10 + 2 * (10 + 20 * 2),
    ],
    [
      '@skip leaves a field out',
      'query ($s: Boolean!) { boards(limit: 2) { id name @skip(if: $s) } }',
      { s: true },
      10 + 2,
    ],
    ['the legacy unpaginated items', '{ boards(limit: 1) { items { id } } }', {}, 10 + (1000 + 1000 * 1)],
    ['a mutation', 'mutation { create_item(board_id: 1, item_name: "x") { id name } }', {}, 30 + 2],
    ['a dear mutation', 'mutation { create_board(board_name: "x", board_kind: public) { id } }', {}, 50 + 1],
    [
      'a plain mutation, priced by default',
      'mutation { change_simple_column_value(board_id: 1, item_id: 2, column_id: "text", value: "a") { id } }',
      {},
      20 + 1,
    ],
    ['the complexity field', '{ complexity { query before after reset_in_x_seconds } }', {}, 1 + 4],
    ['introspection', '{ __typename __type(name: "Board") { name } }', {}, 0],
  ])('%s', (_, query, variables, price) => {
    expect(costs.estimate(priced(query, variables))).toBe(price);
  });
});

describe('the actual cost', () => {
  it('counts the entries the lists really held, never more than the estimate', () => {
    const operation = priced('{ boards(limit: 10) { id items_page(limit: 100) { items { id name } } } }');
    expect(costs.estimate(operation)).toBe(10 + 10 * (1 + 10 + 25 + (10 + 100 * 2)));
    const data = {
      boards: [
        {
          id: '1',
          items_page: {
            items: [
              { id: '1', name: 'a' },
              { id: '2', name: 'b' },
            ],
          },
        },
        { id: '2', items_page: { items: [] } },
      ],
    };
    expect(costs.actual(operation, data)).toBe(10 + (1 + 10 + 25 + (10 + 2 * 2)) + (1 + 10 + 25 + 10));
    expect(costs.actual(operation, null)).toBe(0);
  });

  it('prices abstract values by the type the response names', () => {
    const operation = priced(
      '{ items(ids: [1]) { column_values { __typename ... on StatusValue { label } ... on DateValue { date time } } } }',
    );
    const data = { items: [{ column_values: [{ __typename: 'StatusValue', label: 'Done' }] }] };
    expect(costs.actual(operation, data)).toBe(10 + (10 + 1));
  });
});
