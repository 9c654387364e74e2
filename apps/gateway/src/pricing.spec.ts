import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  parse,
  validate,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields';
import {
  CostModel,
  costDeclarationsOf,
  costOfText,
  textKibOf,
  listSizeOf,
  priceOfField,
  READ_PRICES,
  type Data,
  type PricedOperation,
} from '@workapi/complexity';
import { API_VERSIONS } from '@workapi/versioning';
import { SUPERGRAPH_FILE } from './supergraph-file';
import { VersionedSchemas } from './versions';

// The price list as the subgraphs declare it in their SDL. A change here is a pricing decision:
// update the table on purpose, and the README's price list with it.
const supergraph = readFileSync(SUPERGRAPH_FILE, 'utf8');
const schemas = new VersionedSchemas(supergraph);
const declared = costDeclarationsOf(parse(supergraph));
const costs = new CostModel(declared);

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

/** Operations with their variables and their price: README's examples and the rules behind them. */
const PINNED: Array<[title: string, query: string, variables: Record<string, unknown>, price: number]> = [
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
  [
    'an aggregate reads its board: 10 + 25, then its result sets as assumed',
    '{ aggregate(query: { from: { type: TABLE, id: 1 }, select: [{ type: FUNCTION, function: { function: COUNT_ITEMS }, as: "n" }] }) { results { entries { alias value { ... on AggregateBasicAggregationResult { result } } } } } }',
    {},
    35 + (10 + 100 * (10 + 10 * (1 + (10 + 1)))),
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
];

describe('the price of representative operations', () => {
  it.each(PINNED)('%s', (_, query, variables, price) => {
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
    expect(costs.price(operation).actual(data)).toBe(10 + (1 + 10 + 25 + (10 + 2 * 2)) + (1 + 10 + 25 + 10));
    expect(costs.price(operation).actual(null)).toBe(0);
  });

  it('prices abstract values by the type the response names', () => {
    const operation = priced(
      '{ items(ids: [1]) { column_values { __typename ... on StatusValue { label } ... on DateValue { date time } } } }',
    );
    const data = { items: [{ column_values: [{ __typename: 'StatusValue', label: 'Done' }] }] };
    expect(costs.price(operation).actual(data)).toBe(10 + (10 + 1));
  });
});

type Fields = Map<string, readonly FieldNode[]>;

const fragmentsOf = ({ document }: PricedOperation) =>
  Object.fromEntries(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );

/**
 * The actual cost as it was settled before plans: a walk of the whole response against the
 * operation, every field of every object (fields collected by graphql-js, as execution does).
 */
function fullWalk(operation: PricedOperation, data: Data | null): number {
  const { schema, variables } = operation;
  const fragments = fragmentsOf(operation);
  const objectCost = (type: GraphQLObjectType, fields: Fields, value: Data | undefined, root: boolean) => {
    let total = 0;
    for (const [key, nodes] of fields) {
      const field = nodes[0].name.value.startsWith('__') ? undefined : type.getFields()[nodes[0].name.value];
      if (field) total += fieldCost(type, field, nodes, value?.[key], root);
    }
    return total;
  };
  const selectionCost = (type: GraphQLCompositeType, nodes: readonly FieldNode[], value: unknown): number => {
    if (value === null) return 0;
    const data = value as Data | undefined;
    const named = typeof data?.__typename === 'string' ? schema.getType(data.__typename) : undefined;
    const candidates = isObjectType(type)
      ? [type]
      : isObjectType(named)
        ? [named]
        : schema.getPossibleTypes(type);
    return Math.max(
      0,
      ...candidates.map((candidate) =>
        objectCost(candidate, collectSubfields(schema, fragments, variables, candidate, nodes), data, false),
      ),
    );
  };
  const sizes = new Map<FieldNode, number>();
  const fieldCost = (
    parent: GraphQLObjectType,
    field: ReturnType<GraphQLObjectType['getFields']>[string],
    nodes: readonly FieldNode[],
    value: unknown,
    root: boolean,
  ): number => {
    const price = priceOfField(declared, parent.name, field, root);
    const named = getNamedType(field.type);
    if (!isCompositeType(named)) return price.weight;
    const args = getArgumentValues(field, nodes[0], variables);
    const weight =
      price.weight + (price.reads && args[price.reads.unlessGiven] == null ? READ_PRICES.scan : 0);
    const size = sizes.get(nodes[0]) ?? listSizeOf(price.listSize, args);
    for (const node of nodes)
      for (const child of node.selectionSet?.selections ?? [])
        if (child.kind === Kind.FIELD && price.listSize?.sizedFields?.includes(child.name.value))
          sizes.set(child, size);
    if (!isListType(getNullableType(field.type))) return weight + selectionCost(named, nodes, value);
    if (value === undefined) return weight + size * selectionCost(named, nodes, undefined);
    if (!Array.isArray(value)) return weight;
    return weight + value.reduce<number>((sum, entry) => sum + selectionCost(named, nodes, entry ?? null), 0);
  };
  if (data === null) return 0;
  const root = schema.getRootType(operation.operation.operation)!;
  const fields = collectFields(schema, fragments, variables, root, operation.operation.selectionSet);
  const estimate = objectCost(root, fields, undefined, operation.operation.operation === 'mutation');
  return Math.min(objectCost(root, fields, data, operation.operation.operation === 'mutation'), estimate);
}

/**
 * A response of the operation's shape, drawn by `g`: any list length, nulls where the schema allows
 * them and where it does not, a field left out now and then, abstract values of any possible type,
 * named or not.
 */
function randomResponse(g: fc.GeneratorValue, operation: PricedOperation): Data {
  const { schema, variables } = operation;
  const fragments = fragmentsOf(operation);
  const object = (type: GraphQLObjectType, fields: Fields, named: boolean): Data => {
    const data: Data = named ? { __typename: type.name } : {};
    for (const [key, nodes] of fields) {
      if (g(fc.nat, 19) === 0) continue;
      const field = type.getFields()[nodes[0].name.value];
      data[key] = field ? value(field.type, nodes) : type.name;
    }
    return data;
  };
  const value = (type: GraphQLOutputType, nodes: readonly FieldNode[]): unknown => {
    if (g(fc.nat, 9) === 0) return null;
    const nullable = getNullableType(type);
    if (isListType(nullable))
      return Array.from({ length: g(fc.nat, 6) }, () => value(nullable.ofType as GraphQLOutputType, nodes));
    const named = getNamedType(nullable);
    if (!isCompositeType(named)) return 'x';
    const possible = isObjectType(named) ? [named] : schema.getPossibleTypes(named);
    const runtime = possible[g(fc.nat, possible.length - 1)];
    return object(runtime, collectSubfields(schema, fragments, variables, runtime, nodes), g(fc.boolean));
  };
  const root = schema.getRootType(operation.operation.operation)!;
  return object(
    root,
    collectFields(schema, fragments, variables, root, operation.operation.selectionSet),
    false,
  );
}

describe('settling against a price', () => {
  const pinned = PINNED.map(([title, query, variables]) => ({ title, operation: priced(query, variables) }));

  it('refunds exactly what a walk of the whole response did, on any response to the pinned operations', () => {
    fc.assert(
      fc.property(fc.nat(pinned.length - 1), fc.gen(), (pick, g) => {
        const { operation } = pinned[pick];
        const data = randomResponse(g, operation);
        expect(costs.price(operation).actual(data)).toBe(fullWalk(operation, data));
      }),
      { numRuns: 1_000 },
    );
  }, 30_000);

  it('agrees with the walk on the estimate and on no data', () => {
    for (const { title, operation } of pinned) {
      expect([title, fullWalk(operation, {})]).toEqual([title, costs.estimate(operation)]);
      expect([title, costs.price(operation).actual(null)]).toEqual([title, fullWalk(operation, null)]);
    }
  });
});

describe('what heavy use costs (issue: one tenant cannot hurt another)', () => {
  const lookup = (alias: string, values: number) =>
    `${alias}: items_page_by_column_values(board_id: 1, columns: [{ column_id: "text", column_values: ${JSON.stringify(
      Array.from({ length: values }, (_, index) => `v${index}`),
    )} }]) { items { id } }`;

  it('prices a lookup by the values it searches, in every alias', () => {
    const one = costs.estimate(priced(`{ ${lookup('a', 1)} }`));
    expect(costs.estimate(priced(`{ ${lookup('a', 100)} }`))).toBe(one + 99 * 100);
    const aliased = Array.from({ length: 10 }, (_, index) => lookup(`l${index}`, 100)).join(' ');
    expect(costs.estimate(priced(`{ ${aliased} }`))).toBe(10 * (one + 99 * 100));
  });

  it('prices values given through variables like values written in the document', () => {
    const operation = priced(
      'query ($c: [ItemsPageByColumnValuesQuery!]) { items_page_by_column_values(board_id: 1, columns: $c) { items { id } } }',
      { c: [{ column_id: 'text', column_values: ['a', 'b'] }] },
    );
    expect(costs.estimate(operation)).toBe(
      costs.estimate(priced(`{ ${lookup('items_page_by_column_values', 2)} }`)),
    );
  });

  it('charges what the server failed to answer as estimated, not as the null it left', () => {
    const operation = priced(`{ ${lookup('a', 100)} ${lookup('b', 100)} }`);
    const price = costs.price(operation);
    // Both cut off by the deadline: the errors name both fields, and the response holds nothing.
    expect(price.actual(null, [['a'], ['b']])).toBe(price.estimate);
    // One answered with no items, the other cut off: priced as if the response had left it out.
    const answered = { a: { items: [] }, b: null };
    expect(price.actual(answered, [['b']])).toBe(price.actual({ a: { items: [] } }));
    // The same null without an error is a legitimate empty answer, charged less.
    expect(price.actual(answered, [])).toBeLessThan(price.actual(answered, [['b']]));
    expect(answered.b).toBeNull();
  });

  it('charges long text by what it weighs', () => {
    expect(costOfText(textKibOf({ updates: [{ body: 'x'.repeat(1023) }] }))).toBe(0);
    const heavy = { u0: [{ body: 'x'.repeat(1_000_000) }], u1: [{ body: 'y'.repeat(1_000_000), id: '1' }] };
    expect(costOfText(textKibOf(heavy))).toBe(2 * Math.floor(1_000_000 / 1024));
  });
});
