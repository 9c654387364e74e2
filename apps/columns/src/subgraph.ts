import { resolverMap, schemaBeside, type SubgraphDefinition } from '@workapi/subgraph';
import { startBoardEventRelay } from '@workapi/internal';
import { ColumnsRepository, columnEventSource, columnIndexes } from './data/columns';
import type { ColumnsContext } from './context';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import { internal } from './internal';
import { Board } from './resolvers/Board';
import { Column } from './resolvers/Column';
import { Mutation } from './resolvers/Mutation';

export const typeDefs = schemaBeside(__dirname);

export function columnsSubgraph(): SubgraphDefinition<ColumnsContext> {
  return {
    name: 'columns',
    typeDefs,
    resolvers: resolverMap<Resolvers, ResolversParentTypes>()({ Mutation, Board, Column }),
    indexes: columnIndexes,
    createContext(scope, db, { publisher, engine }) {
      const accountId = scope.caller?.accountId;
      if (!accountId) return { ...scope, publisher, columns: null };
      const columns: ColumnsRepository = new ColumnsRepository(
        db,
        engine,
        accountId,
        (boardId) =>
          // Every change of a board's columns is published before the mutation answers: read after
          // the change, so no reader sees the columns as they were once it has answered.
          publisher.changed(
            accountId,
            'columns',
            boardId,
            async () => (await columns.current([boardId])).get(boardId) ?? [],
          ),
        async (boardId) => (await scope.reference?.board(boardId))?.type ?? 'board',
      );
      return { ...scope, publisher, columns };
    },
    internal,
    // The events of column changes reach the boards' activity logs and webhooks (column-events.ts).
    background: (_db, logger, { config }) =>
      startBoardEventRelay(config, 'columns', columnEventSource, logger),
  };
}
