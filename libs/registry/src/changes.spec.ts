import { buildSchema } from 'graphql';
import { coordinateOf, normalizeCoordinate, schemaChanges } from './changes';

const BASE = `
  type Query {
    board(id: ID!, state: State): Board
    boards(filter: BoardFilter): [Board]
    search(kind: SearchKind): [Board]
    node: Node
  }
  type Board { id: ID!, name: String, title: String!, tags: [String] }
  type Group { id: ID! }
  input BoardFilter { name: String }
  enum State { active archived }
  enum SearchKind { exact fuzzy }
  union Node = Board
`;

/** The judged changes from BASE to BASE with `edit` applied, as `LEVEL coordinate` lines. */
async function judged(edit: (sdl: string) => string): Promise<string[]> {
  const changes = await schemaChanges(buildSchema(BASE), buildSchema(edit(BASE)));
  return changes.map((change) => `${change.level} ${change.coordinate}`);
}

describe('schemaChanges: where the registry judges otherwise than graphql-inspector', () => {
  it('an optional argument (nullable, or with a default) is safe, not dangerous', async () => {
    expect(await judged((s) => s.replace('board(id: ID!,', 'board(id: ID!, deep: Boolean,'))).toEqual([
      'SAFE Query.board(deep:)',
    ]);
    expect(await judged((s) => s.replace('board(id: ID!,', 'board(id: ID!, depth: Int! = 1,'))).toEqual([
      'SAFE Query.board(depth:)',
    ]);
  });

  it('a required argument without default is breaking', async () => {
    expect(await judged((s) => s.replace('board(id: ID!,', 'board(id: ID!, depth: Int!,'))).toEqual([
      'BREAKING Query.board(depth:)',
    ]);
  });

  it('a new input type with an optional argument taking it is all safe', async () => {
    const changes = await judged((s) =>
      s
        .replace('search(kind: SearchKind)', 'search(kind: SearchKind, where: Where)')
        .concat('input Where { text: String }'),
    );
    expect(changes.sort()).toEqual(['SAFE Query.search(where:)', 'SAFE Where', 'SAFE Where.text']);
  });

  it('an optional input field is safe, a required one breaking', async () => {
    expect(
      await judged((s) =>
        s.replace('input BoardFilter { name: String }', 'input BoardFilter { name: String, ids: [ID!] }'),
      ),
    ).toEqual(['SAFE BoardFilter.ids']);
    expect(
      await judged((s) =>
        s.replace('input BoardFilter { name: String }', 'input BoardFilter { name: String, ids: [ID!]! }'),
      ),
    ).toEqual(['BREAKING BoardFilter.ids']);
  });

  it('a value added to an enum clients only send is safe; to one they receive, dangerous', async () => {
    expect(
      await judged((s) =>
        s.replace('enum SearchKind { exact fuzzy }', 'enum SearchKind { exact fuzzy prefix }'),
      ),
    ).toEqual(['SAFE SearchKind.prefix']);
    // In BASE, State is only an argument: once a field returns it, a new value is dangerous.
    const returned = (s: string) => s.replace('tags: [String] }', 'tags: [String], state: State }');
    const changes = await schemaChanges(
      buildSchema(returned(BASE)),
      buildSchema(
        returned(BASE).replace('enum State { active archived }', 'enum State { active archived deleted }'),
      ),
    );
    expect(changes.map((change) => `${change.level} ${change.coordinate}`)).toEqual([
      'DANGEROUS State.deleted',
    ]);
  });

  it('an enum value removed is breaking', async () => {
    expect(await judged((s) => s.replace('enum State { active archived }', 'enum State { active }'))).toEqual(
      ['BREAKING State.archived'],
    );
  });

  it('output nullability changed either way is breaking', async () => {
    const tightened = await schemaChanges(
      buildSchema(BASE),
      buildSchema(BASE.replace('name: String,', 'name: String!,')),
    );
    expect(tightened).toEqual([
      expect.objectContaining({
        level: 'BREAKING',
        coordinate: 'Board.name',
        note: expect.stringContaining('nulls its parent'),
      }),
    ]);
    expect(await judged((s) => s.replace('tags: [String]', 'tags: [String!]'))).toEqual([
      'BREAKING Board.tags',
    ]);
    expect(await judged((s) => s.replace('title: String!', 'title: String'))).toEqual([
      'BREAKING Board.title',
    ]);
  });

  it('a field removed is breaking, one added safe', async () => {
    expect(await judged((s) => s.replace('name: String,', ''))).toEqual(['BREAKING Board.name']);
    expect(await judged((s) => s.replace('tags: [String] }', 'tags: [String], url: String }'))).toEqual([
      'SAFE Board.url',
    ]);
  });

  it('a union member added stays dangerous; a default changed too', async () => {
    expect(await judged((s) => s.replace('union Node = Board', 'union Node = Board | Group'))).toEqual([
      'DANGEROUS Node',
    ]);
    expect(await judged((s) => s.replace('state: State)', 'state: State = active)'))).toEqual([
      'DANGEROUS Query.board(state:)',
    ]);
  });

  it('a deprecation is one safe change, not three', async () => {
    expect(
      await judged((s) => s.replace('name: String,', 'name: String @deprecated(reason: "use title"),')),
    ).toEqual(['SAFE Board.name']);
  });
});

describe('coordinates', () => {
  it('writes arguments as schema coordinates and drops directive suffixes', () => {
    expect(coordinateOf({ type: 'FIELD_ARGUMENT_ADDED', path: 'Query.board.deep' })).toBe(
      'Query.board(deep:)',
    );
    expect(coordinateOf({ type: 'FIELD_DEPRECATION_ADDED', path: 'Board.name.@deprecated' })).toBe(
      'Board.name',
    );
    expect(coordinateOf({ type: 'ENUM_VALUE_ADDED', path: 'State.deleted' })).toBe('State.deleted');
  });

  it('reads --accept in either form', () => {
    expect(normalizeCoordinate('Query.board.deep')).toBe('Query.board(deep:)');
    expect(normalizeCoordinate(' Query.board(deep:) ')).toBe('Query.board(deep:)');
    expect(normalizeCoordinate('State.deleted')).toBe('State.deleted');
  });
});
