import { buildSchema } from 'graphql';
import { surfaceDifferences } from './surface';

const REFERENCE = buildSchema(`
  type Query { boards(ids: [ID!], limit: Int = 25, state: State = active): [Board] }
  type Board { id: ID! owners: [User]! }
  type User { id: ID! }
  enum State { active archived }
  enum Kind { public private }
  input Filter { name: String }
`);

describe('surfaceDifferences', () => {
  it('finds nothing where the schemas agree, whatever the form of coordinate', () => {
    const same = buildSchema(`
      type Query { boards(limit: Int = 25, ids: [ID!], state: State = active): [Board] extra: Int }
      type Board { id: ID! owners: [User]! mine: Int }
      type User { id: ID! }
      enum State { active archived }
      input Filter { name: String }
    `);
    expect(
      surfaceDifferences(same, REFERENCE, [
        'Query.boards',
        'Query.boards(state:)',
        'Board',
        'Board.owners',
        'State.archived',
        'Filter.name',
      ]),
    ).toEqual([]);
  });

  it('names each missing element, type, nullability, list wrapping, argument and default that differs', () => {
    const ours = buildSchema(`
      type Query { boards(ids: [ID], limit: Int! = 25, state: State = archived, page: Int): [Board!] }
      type Board { id: ID owners: User }
      interface User { id: ID! }
      enum State { active archived }
      enum Kind { public }
      input Filter { name: String! }
    `);
    expect(
      surfaceDifferences(ours, REFERENCE, [
        'Query.boards',
        'Query.boards(limit:)',
        'Board.id',
        'Board.owners',
        'Board.creator',
        'User',
        'Kind.private',
        'Filter.name',
      ]),
    ).toEqual([
      'Query.boards: type [Board!] here, [Board] in the reference',
      'Query.boards: argument ids [ID] here, [ID!] in the reference',
      'Query.boards: argument limit Int! = 25 here, Int = 25 in the reference',
      'Query.boards: argument state State = archived here, State = active in the reference',
      'Query.boards: argument page Int here, absent in the reference',
      'Query.boards(limit:): type Int! = 25 here, Int = 25 in the reference',
      'Board.id: type ID here, ID! in the reference',
      'Board.owners: type User here, [User]! in the reference',
      'Board.creator: missing here and in the reference',
      'User: kind GraphQLInterfaceType here, GraphQLObjectType in the reference',
      'Kind.private: missing here',
      'Filter.name: type String! here, String in the reference',
    ]);
  });
});
