import DataLoader from 'dataloader';
import { endpoints } from '@workapi/internal';
import { resolverMap, schemaBeside, type SubgraphDefinition } from '@workapi/subgraph';
import { ColumnsRepository, columnIndexes } from './data/columns';
import type { ColumnsContext } from './context';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import { internal } from './internal';
import { Board } from './resolvers/Board';
import { Column } from './resolvers/Column';
import { columnValueResolvers } from './resolvers/ColumnValue';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';

export const typeDefs = schemaBeside(__dirname);

export function columnsSubgraph(): SubgraphDefinition<ColumnsContext> {
  return {
    name: 'columns',
    typeDefs,
    resolvers: resolverMap<Resolvers, ResolversParentTypes>()({
      Mutation,
      Board,
      Item,
      Column,
      ...columnValueResolvers(),
    }),
    indexes: columnIndexes,
    createContext(scope, db) {
      const namesOf = (payload: { user_ids?: string[] }) => scope.call(endpoints.boards.userNames, payload);
      let all: Promise<Map<string, string>> | undefined;
      const byId = new DataLoader<string, string | null>(async (ids) => {
        const found = await namesOf({ user_ids: [...ids] });
        return ids.map((id) => found[id] ?? null);
      });
      return {
        ...scope,
        columns: scope.caller ? new ColumnsRepository(db, scope.caller.accountId) : null,
        async userNames(ids) {
          if (!ids) return (all ??= namesOf({}).then((found) => new Map(Object.entries(found))));
          const wanted = [...new Set(ids)];
          const names = await byId.loadMany(wanted);
          return new Map(
            wanted.flatMap((id, index) => {
              const name = names[index];
              return typeof name === 'string' ? [[id, name] as const] : [];
            }),
          );
        },
      };
    },
    internal,
  };
}
