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

describe('resolverMap', () => {
  it('hands back the map it was given', () => {
    const map = { Query, Board };
    expect(boardsMap(map)).toBe(map);
  });

  // The cases below are held by the typecheck: each @ts-expect-error fails it if the error is gone.
  it('refuses a resolver that does not fit its field', () => {
    // @ts-expect-error Board.id resolves to a number where the schema says ID (string)
    expect(boardsMap({ Query, Board: { id: (board: BoardRecord) => board._id.length } })).toBeDefined();
  });

  it('refuses a field left to the default resolver that the parent cannot answer', () => {
    // @ts-expect-error Board.id: the record has `_id`, no `id`
    expect(boardsMap({ Query, Board: {} })).toBeDefined();
    // @ts-expect-error Query.board: a root field has no parent property to default to
    expect(boardsMap({ Board })).toBeDefined();
  });

  it('accepts a field left to a parent property of its type, a missing optional one as null', () => {
    expect(boardsMap({ Query, Board: { id: Board.id } })).toBeDefined();
  });

  it('refuses a type the schema lacks', () => {
    // @ts-expect-error Boards is no type of the schema
    expect(boardsMap({ Query, Board, Boards: Board })).toBeDefined();
  });
});
