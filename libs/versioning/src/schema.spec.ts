import { buildSchema, parse, validate } from 'graphql';
import { deprecatedCoordinates, deprecationsUsed, lifespansOf, versionSchema } from './schema';

const SDL = `
  directive @since(version: String!) on FIELD_DEFINITION | ARGUMENT_DEFINITION | ENUM_VALUE | OBJECT | INPUT_FIELD_DEFINITION
  directive @until(version: String!) on FIELD_DEFINITION | ARGUMENT_DEFINITION | ENUM_VALUE | OBJECT | INPUT_FIELD_DEFINITION
  type Query {
    board(id: ID!, flavour: Flavour @since(version: "2026-07")): Board
    legacy: String @deprecated(reason: "use board") @until(version: "2026-10")
    filtered(where: Where): [Board]
  }
  type Board {
    id: ID!
    items: [String] @deprecated(reason: "use items_page") @until(version: "2026-10")
    updated_at: String @since(version: "2026-07")
    insights: Insights
  }
  type Insights @since(version: "2026-10") { score: Int }
  enum Flavour { plain fancy @since(version: "2026-10") old @deprecated(reason: "gone soon") }
  input Where { name: String, score: Int @since(version: "2026-10") }
`;

const api = buildSchema(SDL);
const lifespans = lifespansOf(parse(SDL));
const errorsOf = (version: string, query: string) =>
  validate(versionSchema(api, lifespans, version), parse(query)).map((error) => error.message);

describe('versionSchema', () => {
  it('reads @since and @until by schema coordinate', () => {
    expect(lifespans.get('Board.items')).toEqual({ until: '2026-10' });
    expect(lifespans.get('Query.board(flavour:)')).toEqual({ since: '2026-07' });
    expect(lifespans.get('Flavour.fancy')).toEqual({ since: '2026-10' });
    expect(lifespans.get('Insights')).toEqual({ since: '2026-10' });
  });

  it('keeps a field up to the version that removes it', () => {
    expect(errorsOf('2026-07', '{ board(id: 1) { items } }')).toEqual([]);
    expect(errorsOf('2026-10', '{ board(id: 1) { items } }')).toEqual([
      'Cannot query field "items" on type "Board".',
    ]);
  });

  it('adds fields, arguments, enum values and input fields from the version that brings them', () => {
    expect(errorsOf('2026-04', '{ board(id: 1) { updated_at } }')).toHaveLength(1);
    expect(errorsOf('2026-07', '{ board(id: 1, flavour: plain) { updated_at } }')).toEqual([]);
    expect(errorsOf('2026-04', '{ board(id: 1, flavour: plain) { id } }')).toEqual([
      'Unknown argument "flavour" on field "Query.board".',
    ]);
    expect(errorsOf('2026-07', '{ board(id: 1, flavour: fancy) { id } }')).toHaveLength(1);
    expect(errorsOf('2026-10', '{ board(id: 1, flavour: fancy) { id } }')).toEqual([]);
    expect(errorsOf('2026-07', '{ filtered(where: {score: 1}) { id } }')).toHaveLength(1);
    expect(errorsOf('2026-10', '{ filtered(where: {score: 1}) { id } }')).toEqual([]);
  });

  it('drops the fields that refer to a type the version does not have', () => {
    const older = versionSchema(api, lifespans, '2026-07');
    expect(older.getType('Insights')).toBeUndefined();
    expect(Object.keys((older.getType('Board') as never as { getFields(): object }).getFields())).toEqual([
      'id',
      'items',
      'updated_at',
    ]);
    expect(errorsOf('2026-10', '{ board(id: 1) { insights { score } } }')).toEqual([]);
  });
});

describe('deprecations', () => {
  it('names the deprecated fields and enum values an operation uses, and only those', () => {
    const schema = versionSchema(api, lifespans, '2026-07');
    expect(deprecationsUsed(schema, parse('{ legacy board(id: 1, flavour: old) { items } }'))).toEqual([
      { coordinate: 'Query.legacy', reason: 'use board' },
      { coordinate: 'Flavour.old', reason: 'gone soon' },
      { coordinate: 'Board.items', reason: 'use items_page' },
    ]);
    expect(deprecationsUsed(schema, parse('{ board(id: 1, flavour: plain) { id updated_at } }'))).toEqual([]);
  });

  it('lists what a version schema deprecates', () => {
    expect([...deprecatedCoordinates(versionSchema(api, lifespans, '2026-07'))].sort()).toEqual([
      'Board.items',
      'Flavour.old',
      'Query.legacy',
    ]);
    expect([...deprecatedCoordinates(versionSchema(api, lifespans, '2026-10'))]).toEqual(['Flavour.old']);
  });
});
