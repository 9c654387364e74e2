import { schemaBeside, callInternal, type Config, type SubgraphDefinition } from '@workapi/service-kit';
import { AccountsRepository, accountIndexes } from './data/accounts';
import { BoardsRepository, boardIndexes } from './data/boards';
import { boardsOf, type BoardsContext } from './context';
import { Board } from './resolvers/Board';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';

export const typeDefs = schemaBeside(__dirname);

export function boardsSubgraph(config: Config): SubgraphDefinition<BoardsContext> {
  return {
    name: 'boards',
    typeDefs,
    resolvers: { Query, Mutation, Board },
    indexes: { ...boardIndexes, ...accountIndexes },
    async onStart(db, logger) {
      const accounts = new AccountsRepository(db);
      for (const entry of config.devAccounts) await accounts.ensureDevAccount(entry);
      if (config.devAccounts.length > 0)
        logger.info({ count: config.devAccounts.length }, 'dev accounts ensured');
    },
    createContext(scope, db) {
      const viewer = scope.caller && { accountId: scope.caller.accountId, userId: scope.caller.userId };
      return {
        ...scope,
        accounts: new AccountsRepository(db),
        boards: viewer ? new BoardsRepository(db, viewer) : null,
        columns: {
          async createDefaultColumns(boardId) {
            await callInternal(
              config.subgraphUrls.columns,
              'default-columns',
              { board_id: boardId },
              {
                secret: config.internalSecret,
                requestId: scope.requestId,
                apiVersion: scope.apiVersion,
                caller: scope.caller,
              },
            );
          },
        },
      };
    },
    internal: {
      /** Token lookup for the gateway: the boards subgraph owns accounts, users and tokens. */
      async authenticate(payload, context) {
        const token = (payload as { token?: unknown } | null)?.token;
        return typeof token === 'string' && token ? context.accounts.authenticate(token) : null;
      },
      /** What the other subgraphs need to accept a write into a board: that the caller sees it, and its groups. */
      async 'board-access'(payload, context) {
        const boardId = String((payload as { board_id?: unknown } | null)?.board_id ?? '');
        const board = boardId ? await boardsOf(context).byId.load(boardId) : null;
        if (!board || board.state === 'deleted') return null;
        return {
          id: board._id,
          groups: board.groups
            .filter((group) => !group.deleted)
            .map((group) => ({ id: group.id, archived: group.archived })),
        };
      },
    },
  };
}
