import { readFileSync } from 'node:fs';
import { buildOperationContext, executeQueryPlan, type GraphQLDataSource } from '@apollo/gateway';
import { Supergraph } from '@apollo/federation-internals';
import { execute, GraphQLError, parse, type DocumentNode } from 'graphql';
import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';
import { composeSubgraphs, sha256 } from '@workapi/registry';
import type { GatewayContext } from './context';
import { forwardQuery, subgraphSchemas } from './forward';
import { ServedSupergraph } from './served-supergraph';
import { SUPERGRAPH_FILE } from './supergraph-file';
import { unavailableAnswer } from './unavailable';

const sdl = readFileSync(SUPERGRAPH_FILE, 'utf8');
const served = new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, SUBGRAPH_NAMES);
const itemsSchema = subgraphSchemas(Supergraph.build(sdl))('items')!;

const plannedOf = (query: string, operationName?: string) =>
  served.queryPlan(parse(query), sha256(query), operationName);

const PAGE = `
  query Page($c: String!) {
    page: next_items_page(cursor: $c, limit: 2) {
      cursor
      items { ...Row column_values { id text ... on TextValue { value } } }
    }
  }
  query Other { __typename }
  fragment Row on Item { id title: name }
  fragment Unused on Board { name }
`;

describe('a query one subgraph answers alone', () => {
  it('goes to it as the client wrote it: its operation and the fragments it uses', () => {
    const { forward } = plannedOf(PAGE, 'Page');
    expect(forward?.serviceName).toBe('items');
    expect(forward?.operationName).toBe('Page');
    expect(forward?.query).toContain('page: next_items_page(cursor: $c, limit: 2)');
    expect(forward?.query).toContain('fragment Row on Item');
    expect(forward?.query).not.toContain('Unused');
    expect(forward?.query).not.toContain('Other');
  });

  it('is not forwarded when the gateway has a part to play', () => {
    // two subgraphs: the board's name from boards, its items from items
    expect(
      plannedOf('query ($b: [ID!]) { boards(ids: $b) { name items_page { cursor } } }').forward,
    ).toBeNull();
    // introspection is the gateway's to answer
    expect(
      plannedOf('{ next_items_page(cursor: "c") { cursor } __schema { queryType { name } } }').forward,
    ).toBeNull();
    // mutations keep the plan's one fetch per root field, in order
    expect(plannedOf('mutation { archive_item(item_id: 1) { id } }').forward).toBeNull();
  });
});

/** Items on a page, as a fake items subgraph serves them; `fail` makes a field throw. */
function pageRoot(fail?: 'text' | 'name') {
  const oops = () => {
    throw new GraphQLError('No access to this column', { extensions: { code: 'FORBIDDEN' } });
  };
  return {
    next_items_page: {
      cursor: 'next',
      items: [1, 2].map((n) => ({
        __typename: 'Item',
        id: String(n),
        name: fail === 'name' && n === 2 ? oops : `Item ${n}`,
        column_values: [
          { __typename: 'TextValue', id: 'text', text: fail === 'text' ? oops : `t${n}`, value: `"t${n}"` },
          { __typename: 'NumbersValue', id: 'numbers', text: String(n), value: String(n) },
        ],
      })),
    },
  };
}

/** A fake items subgraph: runs whatever document it is sent against its schema, answers as JSON does. */
function itemsSource(rootValue: object, unavailable = false): GraphQLDataSource<GatewayContext> {
  return {
    process: async (options) => {
      const document = ('document' in options && options.document) || parse(options.request.query!);
      if (unavailable) return unavailableAnswer(document, options.request.variables, 'refused');
      const result = await execute({
        schema: itemsSchema,
        document,
        rootValue,
        variableValues: options.request.variables,
        operationName: options.request.operationName,
      });
      return JSON.parse(JSON.stringify(result));
    },
  };
}

/** The answer the gateway gives through Apollo Gateway's plan, and through the forward. */
async function bothWays(query: string, source: GraphQLDataSource<GatewayContext>) {
  const document: DocumentNode = parse(query);
  const request = { query, variables: { c: 'cursor' }, operationName: 'Page' };
  const requestContext = {
    request,
    document,
    context: {},
    metrics: {},
    logger: console,
  } as unknown as Parameters<typeof forwardQuery>[2];
  const { plan, forward } = served.queryPlan(document, sha256(query), 'Page');
  const planned = await executeQueryPlan(
    plan,
    { items: source },
    requestContext as never,
    buildOperationContext({
      schema: served.operationSchema,
      operationDocument: document,
      operationName: 'Page',
    }),
    served.supergraphSchema,
    served.apiSchema,
  );
  const forwarded = await forwardQuery(source, forward!, requestContext, served.apiSchema);
  const wire = (result: object) => JSON.parse(JSON.stringify(result));
  return { planned: wire(planned), forwarded: wire(forwarded) };
}

describe('a forwarded answer', () => {
  it('is the answer the plan gives, field for field', async () => {
    const { planned, forwarded } = await bothWays(PAGE, itemsSource(pageRoot()));
    expect(planned.data.page.items[0]).toEqual({
      id: '1',
      title: 'Item 1',
      column_values: [
        { id: 'text', text: 't1', value: '"t1"' },
        { id: 'numbers', text: '1' },
      ],
    });
    expect(forwarded).toEqual(planned);
  });

  it('has the same errors and the same nulls when a field fails', async () => {
    for (const fail of ['text', 'name'] as const) {
      const { planned, forwarded } = await bothWays(PAGE, itemsSource(pageRoot(fail)));
      expect(planned.errors.length).toBeGreaterThan(0);
      expect(forwarded).toEqual(planned);
    }
  });

  it('has the same errors and the same nulls when the subgraph is unavailable', async () => {
    const { planned, forwarded } = await bothWays(PAGE, itemsSource(pageRoot(), true));
    expect(planned.errors[0].path).toEqual(['page']);
    expect(forwarded).toEqual(planned);
  });
});

describe('a subgraph that would answer otherwise than the API', () => {
  const federation =
    'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])';
  const composed = composeSubgraphs({
    boards: `${federation}\ntype Query { note: Note }\ntype Note @shareable { text: String! }`,
    items: `${federation}\ntype Query { other: Note }\ntype Note @shareable { text: String }`,
    columns: `${federation}\ntype Query { columnsOnly: Int }`,
  } as Record<SubgraphName, string>);
  if (!composed.ok) throw new Error(composed.errors.join('\n'));
  const mixed = new ServedSupergraph(
    { version: null, hash: sha256(composed.supergraphSdl), sdl: composed.supergraphSdl },
    SUBGRAPH_NAMES,
  );
  const planned = (query: string) => mixed.queryPlan(parse(query), sha256(query), undefined);

  it('is not forwarded: there a null would go further up than the API lets it', () => {
    // Note.text is String! in boards, String in the API: a null text would null the whole note there.
    expect(planned('{ note { text } }').plan.node).toMatchObject({ kind: 'Fetch', serviceName: 'boards' });
    expect(planned('{ note { text } }').forward).toBeNull();
    // the same type on both sides is forwarded
    expect(planned('{ other { text } }').forward?.serviceName).toBe('items');
  });
});
