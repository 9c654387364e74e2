import type { Db } from 'mongodb';
import { type Config } from '@workapi/config';
import { resolverMap, schemaBeside, type SubgraphDefinition } from '@workapi/subgraph';
import {
  accountIndexes,
  FoldersRepository,
  folderIndexes,
  tagIndexes,
  teamIndexes,
  workspaceIndexes,
} from '@workapi/accounts';
import { AuditLog, auditIndexes, auditing } from '@workapi/audit';
import { dailyUsage, dailyUsageByUser, limitsFor } from '@workapi/complexity';
import { runMigrations } from '@workapi/stores';
import { BoardCache } from './data/board-cache';
import { FavoritesRepository, favoriteIndexes, favoritesOnePerObject } from './data/favorites';
import { boardIndexes } from './data/boards';
import { CascadesRepository, cascadeIndexes } from './data/cascades';
import { DuplicateQuota } from './data/duplicate-quota';
import { DocsRepository, docIndexes } from './data/docs';
import { reconcileAs, startReconciler, type Reconciler } from './reconciler';
import {
  publishingAccounts,
  publishingBoards,
  publishingTags,
  publishingTeams,
  publishingWorkspaces,
} from './publishing';
import type { BoardsContext } from './context';
import type { Resolvers, ResolversParentTypes } from './generated/graphql';
import { internal } from './internal';
import { startBoardEventRelay } from '@workapi/internal';
import { Account } from './resolvers/Account';
import { Board } from './resolvers/Board';
import { Group } from './resolvers/Group';
import { Mutation } from './resolvers/Mutation';
import { Query } from './resolvers/Query';
import { Folder } from './resolvers/folders';
import { Document, DocumentBlock, Item } from './resolvers/docs';
import { GraphqlHierarchyObjectItem } from './resolvers/favorites';
import { Tag } from './resolvers/tags';
import { Team } from './resolvers/teams';
import { Workspace } from './resolvers/workspaces';
import { User } from './resolvers/User';
import { AuditLogEntry } from './resolvers/audit-logs';

export const typeDefs = schemaBeside(__dirname);

/** A read made at most once, by whoever asks first. */
const once = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= read());
};

export function boardsSubgraph(config: Config): SubgraphDefinition<BoardsContext> {
  const boardCache = new BoardCache();
  /** Started with the background work; an operation handed over before then waits for its first sweep. */
  const reconciler: { running?: Reconciler } = {};
  const cascadesOf = (db: Db) => new CascadesRepository(db, (dueInMs) => reconciler.running?.wake(dueInMs));
  /** One per process: it remembers when it last trimmed each account (libs/audit). */
  let auditLog: AuditLog | undefined;
  return {
    name: 'boards',
    typeDefs,
    resolvers: resolverMap<Resolvers, ResolversParentTypes>()({
      Query,
      Mutation,
      Board,
      Group,
      User,
      Account,
      Team,
      GraphqlHierarchyObjectItem,
      Tag,
      Workspace,
      Folder,
      Document,
      DocumentBlock,
      Item,
      AuditLogEntry,
    }),
    indexes: {
      ...boardIndexes,
      ...accountIndexes,
      ...teamIndexes,
      ...workspaceIndexes,
      ...folderIndexes,
      ...docIndexes,
      ...tagIndexes,
      ...cascadeIndexes,
      ...favoriteIndexes,
      // The audit log is kept in this database, the accounts store: other processes append to it.
      ...auditIndexes,
    },
    async onStart(db, logger, _config, { publisher }) {
      const accounts = publishingAccounts(db, publisher);
      await runMigrations(db, [...accounts.users.migrations(), favoritesOnePerObject(db)]);
      for (const entry of config.devAccounts) await accounts.ensureDevAccount(entry);
      if (config.devAccounts.length > 0) {
        logger.info({ count: config.devAccounts.length }, 'dev accounts ensured');
      }
    },
    background(db, logger, { publisher }) {
      const cascades = cascadesOf(db);
      const running = startReconciler(
        config,
        cascades,
        reconcileAs(db, config, logger, publisher, cascades),
        logger,
      );
      reconciler.running = running;
      const events = startBoardEventRelay(config, 'boards', { collection: 'boards' }, logger);
      return {
        stop: async () => {
          reconciler.running = undefined;
          await Promise.all([running.stop(), events.stop()]);
        },
      };
    },
    createContext(scope, db, { publisher, redis }) {
      const accounts = publishingAccounts(db, publisher);
      const caller = scope.caller;
      auditLog ??= new AuditLog(db);
      return {
        ...scope,
        accounts,
        teams: publishingTeams(db, publisher),
        workspaces: publishingWorkspaces(db, publisher),
        folders: new FoldersRepository(db),
        docs: caller ? new DocsRepository(db, caller.accountId) : null,
        favorites: caller ? new FavoritesRepository(db, caller) : null,
        tags: publishingTags(db, publisher),
        publisher,
        cascades: cascadesOf(db),
        duplicates: new DuplicateQuota(redis, scope.logger),
        boards: caller
          ? publishingBoards(
              db,
              { accountId: caller.accountId, userId: caller.userId, role: caller.role },
              publisher,
              {
                cache: boardCache,
                version: scope.reference?.version('boards') ?? null,
              },
            )
          : null,
        users: caller ? accounts.users.usersOf(caller.accountId) : null,
        account: caller ? once(() => accounts.account(caller.accountId)) : null,
        publicUrl: config.publicUrl,
        audit: { log: auditLog, record: auditing(auditLog, scope.logger) },
        apiUse: {
          limitsOf: (tier) =>
            limitsFor(tier, {
              budgetPerMinute: config.complexityBudgetPerMinute,
              requestsPerMinute: config.rateLimitPerMinute,
            }),
          byDay: (accountId, now) => dailyUsage(redis, accountId, now),
          byUser: (accountId, now) => dailyUsageByUser(redis, accountId, now),
        },
      };
    },
    internal,
  };
}
