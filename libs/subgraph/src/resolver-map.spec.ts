import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse } from 'graphql';
import { resolverMap } from './resolver-map';

// The shapes codegen generates (typescript-resolvers) for:
//   type Query { board: Board }   type Board { id: ID!  name: String!  description: String }
type Resolver<TResult, TParent> = (parent: TParent) => TResult | Promise<TResult>;
interface BoardRecord {
  _id: string;
  name: string;
  description?: string;
}
type Resolvers = {
  Query?: { board?: Resolver<BoardRecord | null, Record<PropertyKey, never>> };
  Board?: {
    id?: Resolver<string, BoardRecord>;
    name?: Resolver<string, BoardRecord>;
    description?: Resolver<string | null, BoardRecord>;
  };
};
type Parents = { Query: Record<PropertyKey, never>; Board: BoardRecord };

const record: BoardRecord = { _id: '1', name: 'Plan' };
const Query = { board: () => record };
const Board = { id: (board: BoardRecord) => board._id };
const boardsMap = resolverMap<Resolvers, Parents>();

/*
 * What the typing accepts and refuses, held by the typecheck target (tsc -p libs/subgraph compiles
 * this file): a refusal that stops being one fails it as an unused @ts-expect-error, an acceptance
 * that starts being refused fails it as an error. Jest merely runs these identity calls.
 */

// Accepted: name is left to the record's `name`, the optional description to null when missing.
boardsMap({ Query, Board: { id: Board.id } });

// @ts-expect-error Board.id resolves to a number where the schema says ID (string)
boardsMap({ Query, Board: { id: (board: BoardRecord) => board._id.length } });
// @ts-expect-error Board.id: the record has `_id`, no `id`, for the default resolver to read
boardsMap({ Query, Board: {} });
// @ts-expect-error Query.board: a root field has no parent property to default to
boardsMap({ Board });
// @ts-expect-error Boards is no type of the schema
boardsMap({ Query, Board, Boards: Board });

// A record whose `name` may be missing cannot answer the non-null Board.name by default ...
const mayLackName = resolverMap<
  Resolvers,
  { Query: Parents['Query']; Board: Omit<BoardRecord, 'name'> & { name?: string } }
>();
// @ts-expect-error Board.name would be null where the schema says String!
mayLackName({ Query, Board });
// ... but it can with a resolver of its own.
mayLackName({ Query, Board: { ...Board, name: (board) => board.name ?? '' } });

// @ts-expect-error Board.name: the record's `name` is a number where the schema says String
resolverMap<Resolvers, { Query: Parents['Query']; Board: Omit<BoardRecord, 'name'> & { name: number } }>()({
  Query,
  Board,
});

describe('resolverMap', () => {
  it('hands back the map it was given', () => {
    const map = { Query, Board };
    expect(boardsMap(map)).toBe(map);
  });

  // The typing's premise: graphql's default resolver answers a field with the parent's property of
  // the same name, and a missing one as null.
  it('gives a schema whose fields left to the default resolver answer the record, missing ones as null', async () => {
    const schema = buildSubgraphSchema({
      typeDefs: parse('type Query { board: Board } type Board { id: ID! name: String! description: String }'),
      resolvers: boardsMap({ Query, Board }),
    });
    const answer = await graphql({ schema, source: '{ board { id name description } }' });
    expect(answer).toEqual({ data: { board: { id: '1', name: 'Plan', description: null } } });
  });
});
