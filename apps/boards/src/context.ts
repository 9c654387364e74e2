import type DataLoader from 'dataloader';
import { forbidden } from '@workapi/errors';
import { type RequestScope } from '@workapi/subgraph';
import type {
  AccountRecord,
  AccountsRepository,
  FoldersRepository,
  TagsRepository,
  TeamsRepository,
  UserRecord,
  WorkspacesRepository,
} from '@workapi/accounts';
import type { AuditLog, AuditRecorder } from '@workapi/audit';
import type { DayUsage, UserUsage, Limits } from '@workapi/complexity';
import type { ReferencePublisher } from '@workapi/reference';
import type { BoardsRepository } from './data/boards';
import type { FavoritesRepository } from './data/favorites';
import type { CascadesRepository } from './data/cascades';
import type { DuplicateQuota } from './data/duplicate-quota';
import type { DocsRepository } from './data/docs';

export interface BoardsContext extends RequestScope {
  accounts: AccountsRepository;
  /** The account's teams (libs/accounts/src/teams.ts). */
  teams: TeamsRepository;
  /** The account's workspaces and their folders (libs/accounts). */
  workspaces: WorkspacesRepository;
  folders: FoldersRepository;
  /** The caller's account's docs and their blocks; null without a caller. */
  docs: DocsRepository | null;
  /** The caller's favorites list; null without a caller. */
  favorites: FavoritesRepository | null;
  /** The account's tags (libs/accounts/src/tags.ts). */
  tags: TagsRepository;
  /** Null when the request carries no caller (only internal calls such as token lookup do). */
  boards: BoardsRepository | null;
  /** Board and group changes the items subgraph follows (docs/consistency.md). */
  cascades: CascadesRepository;
  /** duplicate_board's own per-account limit. */
  duplicates: DuplicateQuota;
  /** Users of the caller's account by id. */
  users: DataLoader<string, UserRecord | null> | null;
  /** The caller's account, read once per request when asked. */
  account: (() => Promise<AccountRecord | null>) | null;
  /** Where clients reach the API (config `publicUrl`): the base of the links answered. */
  publicUrl: string;
  /** Publishes the account's boards and users' names (reference data) for the other subgraphs. */
  publisher: ReferencePublisher;
  /** The accounts' audit log (libs/audit): read for `audit_logs`; `record` keeps a security event. */
  audit: { log: AuditLog; record: AuditRecorder };
  /** An account's API limits and its requests by day, as the gateway counts them (`platform_api`). */
  apiUse: {
    limitsOf(tier: string): Limits;
    byDay(accountId: string, now: Date): Promise<DayUsage[]>;
    byUser(accountId: string, now: Date): Promise<UserUsage[]>;
  };
}

export function boardsOf(context: BoardsContext): BoardsRepository {
  if (!context.boards) throw forbidden('This operation needs an authenticated user');
  return context.boards;
}

export function usersOf(context: BoardsContext): DataLoader<string, UserRecord | null> {
  if (!context.users) throw forbidden('This operation needs an authenticated user');
  return context.users;
}

/** The users of ids that exist, by the request's loader, in the order of ids. */
export const usersByIds = async (context: BoardsContext, ids: string[]): Promise<UserRecord[]> =>
  (await usersOf(context).loadMany(ids)).filter(
    (user): user is UserRecord => user !== null && !(user instanceof Error),
  );

/**
 * The caller, when it is one of its account's admins: only they manage users, teams and the
 * account (contract section 9, Roles). Anyone else is refused before anything changes.
 */
export function adminOf(context: BoardsContext): { accountId: string; userId: string } {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  if (caller.role !== 'admin') throw forbidden('Only an admin of the account may do this');
  return caller;
}
