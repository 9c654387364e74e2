import { schemaBeside, type Config, type SubgraphDefinition } from '@workapi/service-kit';
import { AccountsRepository, accountIndexes } from './data/accounts';
import { BoardsRepository, boardIndexes } from './data/boards';
import { boardsOf, usersOf, type BoardsContext } from './context';
import { Board } from './resolvers/Board';
import { Group } from './resolvers/Group';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';
import { User } from './resolvers/User';

export const typeDefs = schemaBeside(__dirname);

export function boardsSubgraph(config: Config): SubgraphDefinition<BoardsContext> {
  return {
    name: 'boards',
    typeDefs,
    resolvers: { Query, Mutation, Board, Group, User },
    indexes: { ...boardIndexes, ...accountIndexes },
    async onStart(db, logger) {
      const accounts = new AccountsRepository(db);
      for (const entry of config.devAccounts) await accounts.ensureDevAccount(entry);
      if (config.devAccounts.length > 0) {
        logger.info({ count: config.devAccounts.length }, 'dev accounts ensured');
      }
    },
    createContext(scope, db) {
      const accounts = new AccountsRepository(db);
      const caller = scope.caller;
      return {
        ...scope,
        accounts,
        boards: caller
          ? new BoardsRepository(db, { accountId: caller.accountId, userId: caller.userId })
          : null,
        users: caller ? accounts.usersOf(caller.accountId) : null,
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
          state: board.state,
          groups: board.groups
            .filter((group) => !group.deleted)
            .sort((a, b) => Number(a.position) - Number(b.position))
            .map((group) => ({ id: group.id, archived: group.archived })),
        };
      },
      /** Which of these boards (all, without board_ids) the caller can see, for reads of items, which live elsewhere. */
      async 'visible-boards'(payload, context) {
        const ids = (payload as { board_ids?: unknown[] } | null)?.board_ids;
        return boardsOf(context).visibleIds(ids?.map(String));
      },
      /** Display names of these users (all without user_ids) of the caller's account, for people values. */
      async 'user-names'(payload, context) {
        usersOf(context);
        const ids = (payload as { user_ids?: unknown[] } | null)?.user_ids?.map(String);
        const users = await context.accounts.listUsers(context.caller?.accountId ?? '', {
          ids,
          limit: ids?.length || 10_000,
          page: 1,
        });
        return Object.fromEntries(users.map((user) => [user._id, user.name]));
      },
    },
  };
}
