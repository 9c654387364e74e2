import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import * as jit from 'graphql-jit';
import { codeSize, CompiledExecution } from './compiled';

jest.mock('graphql-jit', () => {
  const actual = jest.requireActual<typeof import('graphql-jit')>('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

// A subgraph in small: an entity with a key, an interface whose values resolve to their types, a
// field that fails with a code, one whose failure reaches a non-null parent, and a value of the
// wrong type.
const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  interface Value { id: ID! text: String }
  type Text implements Value { id: ID! text: String }
  type Numbers implements Value { id: ID! text: String number: Float }
  type Item @key(fields: "id") { id: ID! name: String! values(ids: [ID!]): [Value!]! refused: String strict: String! count: Int }
  input Filter { any: [Filter!] name: String }
  type Query { items(limit: Int = 2, filter: Filter): [Item!]! }
`);

interface ItemRecord {
  id: string;
  name: string;
}
const records: ItemRecord[] = [
  { id: '1', name: 'One' },
  { id: '2', name: 'Two' },
  { id: '3', name: 'Three' },
];
const values = [
  { kind: 'Text', id: 'text', text: 'hello' },
  { kind: 'Numbers', id: 'numbers', text: '4.5', number: 4.5 },
];
const resolvers = {
  Query: { items: (_: unknown, args: { limit: number }) => records.slice(0, args.limit) },
  Item: {
    __resolveReference: async (reference: { id: string }) => records.find((item) => item.id === reference.id),
    values: (_: ItemRecord, args: { ids?: string[] }) =>
      values.filter((value) => !args.ids || args.ids.includes(value.id)),
    refused: async () => {
      throw new GraphQLError('Not yours', { extensions: { code: 'USER_UNAUTHORIZED' } });
    },
    strict: (item: ItemRecord) => {
      if (item.id === '2') throw new GraphQLError('Gone', { extensions: { code: 'NOT_FOUND' } });
      return item.name;
    },
    count: () => 'many',
  },
  Value: { __resolveType: (value: { kind: string }) => value.kind },
};

const DOCUMENTS: Array<{ query: string; variables?: Record<string, unknown> }> = [
  { query: '{ items { id name values { __typename id text ... on Numbers { number } } } }' },
  {
    query: 'query ($n: Int, $ids: [ID!]) { items(limit: $n) { id values(ids: $ids) { id } } }',
    variables: { n: 3, ids: 'text' },
  },
  { query: '{ items { id refused count } }' },
  { query: '{ items { id strict } }' },
  {
    query: 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on Item { id name } } }',
    variables: {
      r: [
        { __typename: 'Item', id: '3' },
        { __typename: 'Item', id: '9' },
      ],
    },
  },
  { query: '{ items(limit: "two") { id } }' },
  // A non-null variable left to its default, and one of an input type that contains itself.
  { query: 'query ($n: Int! = 1) { items(limit: $n) { id } }' },
  { query: 'query ($f: Filter) { items(filter: $f) { id } }', variables: { f: { any: [{ name: 'One' }] } } },
];

async function started(server: ApolloServer): Promise<ApolloServer> {
  await server.start();
  return server;
}

async function answer(server: ApolloServer, document: (typeof DOCUMENTS)[number]) {
  const response = await server.executeOperation(document);
  if (response.body.kind !== 'single') throw new Error('expected a single answer');
  const { data, errors } = response.body.singleResult;
  return { data, errors };
}

describe('compiled execution of subgraph documents', () => {
  const schema = buildSubgraphSchema([{ typeDefs, resolvers }]);
  let plain: ApolloServer;
  let compiled: ApolloServer;
  beforeAll(async () => {
    plain = await started(new ApolloServer({ schema }));
    compiled = await started(new ApolloServer({ gateway: new CompiledExecution(schema) }));
  });
  afterAll(async () => {
    await plain.stop();
    await compiled.stop();
  });

  it('answers as graphql-js does, before and after a document is compiled: data, errors and their codes', async () => {
    for (const document of DOCUMENTS) {
      const expected = await answer(plain, document);
      for (let use = 0; use < 3; use += 1) expect(await answer(compiled, document)).toEqual(expected);
    }
  });

  it('compiles a document at its second use, once, and not a document used once', async () => {
    const compileQuery = jest.mocked(jit.compileQuery);
    compileQuery.mockClear();
    const once = { query: '{ items(limit: 1) { name } }' };
    await answer(compiled, once);
    expect(compileQuery).not.toHaveBeenCalled();
    const again = { query: '{ items(limit: 1) { id name } }' };
    for (let use = 0; use < 4; use += 1) await answer(compiled, again);
    expect(compileQuery).toHaveBeenCalledTimes(1);
  });

  it('runs a document too large to compile as it is, however often it comes', async () => {
    const compileQuery = jest.mocked(jit.compileQuery);
    compileQuery.mockClear();
    const aliases = Array.from({ length: 500 }, (_, at) => `a${at}: name`).join(' ');
    const large = { query: `{ items { id ${aliases} } }` };
    const expected = await answer(plain, large);
    for (let use = 0; use < 3; use += 1) expect(await answer(compiled, large)).toEqual(expected);
    expect(compileQuery).not.toHaveBeenCalled();
  });

  it('runs a document with a variable of an input type that contains itself as it is: graphql-jit would not end', async () => {
    const compileQuery = jest.mocked(jit.compileQuery);
    compileQuery.mockClear();
    const filtered = {
      query: 'query ($f: Filter) { items(filter: $f) { name } }',
      variables: { f: { name: 'x' } },
    };
    for (let use = 0; use < 3; use += 1) await answer(compiled, filtered);
    expect(compileQuery).not.toHaveBeenCalled();
  });

  it('sizes a document as graphql-jit writes it: fragments in place, a selection on an interface once per type', () => {
    const size = (query: string) => codeSize(schema, parse(query), undefined, 500);
    expect(size('{ items { id name } }')).toBe(3);
    // Two implementations of Value: id and text are written for each, number for Numbers only.
    expect(size('{ items { values { id text ... on Numbers { number } } } }')).toBe(2 + 2 * 2 + 1);
    expect(size('query { items { ...Named } } fragment Named on Item { id name }')).toBe(3);
    expect(size('{ __schema { types { name } } }')).toBe(501);
    const aliases = Array.from({ length: 2_000 }, (_, at) => `a${at}: id`).join(' ');
    expect(size(`{ items { ${aliases} } }`)).toBe(501);
  });
});
