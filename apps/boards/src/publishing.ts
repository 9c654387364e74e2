import type { Db } from 'mongodb';
import { AccountsRepository, TagsRepository, TeamsRepository, WorkspacesRepository } from '@workapi/accounts';
import { WHOLE_ACCOUNT, type ReferencePublisher } from '@workapi/reference';
import type { BoardCache } from './data/board-cache';
import { BoardsRepository, type Viewer } from './data/boards';

// What the boards subgraph owns of the reference data (docs/architecture.md): repositories that
// publish it anew after each change they store, before the change's mutation answers.

/**
 * The viewer's boards, publishing the account's boards (reference data) after every change of who
 * may see one or of its groups, before the change's mutation answers.
 */
export function publishingBoards(
  db: Db,
  viewer: Viewer,
  publisher: ReferencePublisher,
  cached: { cache: BoardCache; version: string | null } | null = null,
): BoardsRepository {
  const boards: BoardsRepository = new BoardsRepository(
    db,
    viewer,
    () => publisher.changed(viewer.accountId, 'boards', WHOLE_ACCOUNT, () => boards.facts()),
    cached,
  );
  return boards;
}

/** Accounts and users, publishing an account's users' names after a user is added. */
export function publishingAccounts(db: Db, publisher: ReferencePublisher): AccountsRepository {
  const accounts: AccountsRepository = new AccountsRepository(db, (accountId) =>
    publisher.changed(accountId, 'users', WHOLE_ACCOUNT, () => accounts.users.userNames(accountId)),
  );
  return accounts;
}

/** Tags, publishing the account's tags (what a tags column's ids name) after a tag is made. */
export function publishingTags(db: Db, publisher: ReferencePublisher): TagsRepository {
  const tags: TagsRepository = new TagsRepository(db, (accountId) =>
    publisher.changed(accountId, 'tags', WHOLE_ACCOUNT, () => tags.tagFacts(accountId)),
  );
  return tags;
}

/**
 * Teams, publishing the account's boards anew after a change of members (who may see a board
 * follows them) and its teams' names (what a people column shows for a team).
 */
export function publishingTeams(db: Db, publisher: ReferencePublisher): TeamsRepository {
  const boardsAnew = republishBoards(db, publisher);
  const teams: TeamsRepository = new TeamsRepository(db, async (accountId) => {
    await boardsAnew(accountId);
    await publisher.changed(accountId, 'teams', WHOLE_ACCOUNT, () => teams.teamNames(accountId));
  });
  return teams;
}

/**
 * Workspaces, publishing the account's boards anew after a change of a workspace's kind, state or
 * members: who may see a closed workspace's boards follows them.
 */
export function publishingWorkspaces(db: Db, publisher: ReferencePublisher): WorkspacesRepository {
  return new WorkspacesRepository(db, republishBoards(db, publisher));
}

/** Publishes an account's boards (reference data) anew, as every viewer's change of them does. */
const republishBoards = (db: Db, publisher: ReferencePublisher) => async (accountId: string) => {
  await publisher.changed(accountId, 'boards', WHOLE_ACCOUNT, () =>
    new BoardsRepository(db, { accountId, userId: '', role: 'member' }, async () => undefined).facts(),
  );
};
