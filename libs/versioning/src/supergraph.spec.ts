import { composeServices } from '@apollo/composition';
import { parse, type GraphQLObjectType } from 'graphql';
import { removedInVersion, versionedApiOf } from './supergraph';

const SUBGRAPH = `
  extend schema
    @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key", "@composeDirective"])
    @link(url: "https://workapi.dev/versioning/v1.0", import: ["@since", "@until"])
    @composeDirective(name: "@since")
    @composeDirective(name: "@until")
  directive @since(version: String!) on FIELD_DEFINITION | ARGUMENT_DEFINITION
  directive @until(version: String!) on FIELD_DEFINITION | ARGUMENT_DEFINITION
  type Query {
    board(id: ID!, flavour: String @until(version: "2026-07")): Board
  }
  type Board @key(fields: "id") {
    id: ID!
    items: [String] @deprecated(reason: "use items_page") @until(version: "2026-10")
    updated_at: String @since(version: "2026-07")
  }
`;

const composed = composeServices([{ name: 'boards', url: 'http://boards', typeDefs: parse(SUBGRAPH) }]);
const api = versionedApiOf(composed.supergraphSdl as string);
const fieldsOf = (version: string) =>
  Object.keys((api.schemas.get(version)?.getType('Board') as GraphQLObjectType).getFields());

describe('versionedApiOf', () => {
  it('cuts the supergraph into one API schema per served version, without federation internals', () => {
    expect([...api.schemas.keys()]).toEqual(['2026-01', '2026-04', '2026-07', '2026-10']);
    expect(fieldsOf('2026-01')).toEqual(['id', 'items']);
    expect(fieldsOf('2026-04')).toEqual(['id', 'items']);
    expect(fieldsOf('2026-07')).toEqual(['id', 'items', 'updated_at']);
    expect(fieldsOf('2026-10')).toEqual(['id', 'updated_at']);
    expect(api.schemas.get('2026-07')?.getType('join__Graph')).toBeUndefined();
  });

  it('knows the first version that deprecates an element and the one that removes it', () => {
    expect(api.deprecatedIn.get('Board.items')?.value).toBe('2026-01');
    expect(removedInVersion(api, 'Board.items')).toBe('2026-10');
    expect(removedInVersion(api, 'Query.board(flavour:)')).toBe('2026-07');
    expect(removedInVersion(api, 'Board.updated_at')).toBeNull();
  });
});
