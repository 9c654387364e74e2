import { schemaBeside, callInternal, type Config, type SubgraphDefinition } from '@workapi/service-kit';
import { ItemsRepository, itemIndexes } from './data/items';
import type { BoardAccess, ItemsContext } from './context';
import { Board } from './resolvers/Board';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';

export const typeDefs = schemaBeside(__dirname);

export function itemsSubgraph(config: Config): SubgraphDefinition<ItemsContext> {
  return {
    name: 'items',
    typeDefs,
    resolvers: { Mutation, Board, Item },
    indexes: itemIndexes,
    createContext(scope, db) {
      const caller = scope.caller;
      return {
        ...scope,
        items: caller
          ? new ItemsRepository(db, { accountId: caller.accountId, userId: caller.userId })
          : null,
        boardAccess: (boardId) =>
          callInternal<BoardAccess | null>(
            config.subgraphUrls.boards,
            'board-access',
            { board_id: boardId },
            {
              secret: config.internalSecret,
              requestId: scope.requestId,
              apiVersion: scope.apiVersion,
              caller,
            },
          ),
      };
    },
  };
}
