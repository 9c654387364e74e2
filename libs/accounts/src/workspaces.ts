import type { Collection, Db, Filter } from 'mongodb';
import { withFreshId, type IndexPlan } from '@workapi/stores';
import type { UserRecord } from './accounts';
import type { TeamRecord } from './teams';
import { MAX_TEXT } from './users';
import { invalidValue, workspaceNotFound } from './refusals';

export type WorkspaceKind = 'open' | 'closed' | 'template';
export type WorkspaceState = 'active' | 'archived' | 'deleted';
/** Owners manage the workspace beside the account's admins; subscribers are its members. */
export type WorkspaceSubscriberKind = 'owner' | 'subscriber';

/**
 * A workspace of an account. The account's main workspace is not stored: a board or folder
 * without a workspace is in it. Owners are always subscribers too, as a team's owners are members.
 */
export interface WorkspaceRecord {
  _id: string;
  account_id: string;
  name: string;
  description: string | null;
  kind: WorkspaceKind;
  state: WorkspaceState;
  /** Null when made by an operator (the admin CLI), who is no user of the account. */
  creator_id: string | null;
  owner_ids: string[];
  subscriber_ids: string[];
  team_owner_ids: string[];
  team_subscriber_ids: string[];
  created_at: Date;
}

/** What decides who may see a workspace's boards: its kind, state and members (owners and subscribers). */
export interface WorkspaceAccess {
  id: string;
  kind: WorkspaceKind;
  state: WorkspaceState;
  member_user_ids: string[];
  member_team_ids: string[];
}

/** Who is in a workspace, as its record holds it. */
type Members = Pick<
  WorkspaceRecord,
  'owner_ids' | 'subscriber_ids' | 'team_owner_ids' | 'team_subscriber_ids'
>;

export interface WorkspaceQuery {
  ids?: string[];
  kind?: WorkspaceKind;
  /** `all` for every state. */
  state: WorkspaceState | 'all';
  /** The newest first (monday.com's `order_by: created_at`); by id otherwise. */
  newestFirst: boolean;
  limit: number;
  page: number;
}

export const workspaceIndexes: IndexPlan = {
  workspaces: [{ key: { account_id: 1, state: 1, _id: 1 }, name: 'account_workspaces' }],
};

const WORKSPACE_ID_BASE = 8_000_000;

const textOf = (value: string, what: string): string => {
  const text = value.trim();
  if (text.length < 1 || text.length > MAX_TEXT)
    throw invalidValue(`${what} must be 1 to ${MAX_TEXT} characters`);
  return text;
};

/**
 * The workspaces of accounts. Every change of a workspace's kind, state or members calls
 * `workspacesChanged` with its account once stored: who may see a closed workspace's boards
 * follows them, and is published anew.
 */
export class WorkspacesRepository {
  private readonly workspaces: Collection<WorkspaceRecord>;
  private readonly users: Collection<UserRecord>;
  private readonly teams: Collection<TeamRecord>;

  constructor(
    private readonly db: Db,
    private readonly workspacesChanged: (accountId: string) => Promise<void> = async () => undefined,
  ) {
    this.workspaces = db.collection('workspaces');
    this.users = db.collection('users');
    this.teams = db.collection('teams');
  }

  async list(accountId: string, query: WorkspaceQuery): Promise<WorkspaceRecord[]> {
    const filter: Filter<WorkspaceRecord> = { account_id: accountId };
    if (query.ids) filter._id = { $in: query.ids };
    if (query.kind) filter.kind = query.kind;
    if (query.state !== 'all') filter.state = query.state;
    const all = await this.workspaces.find(filter).toArray();
    // Ids are numeric strings of growing length: compared as numbers, as created.
    const sorted = all.sort((a, b) =>
      query.newestFirst
        ? b.created_at.getTime() - a.created_at.getTime() || Number(b._id) - Number(a._id)
        : Number(a._id) - Number(b._id),
    );
    return sorted.slice((query.page - 1) * query.limit, query.page * query.limit);
  }

  /** A workspace that is not deleted. */
  async find(accountId: string, id: string): Promise<WorkspaceRecord> {
    const workspace = await this.workspaces.findOne({
      account_id: accountId,
      _id: id,
      state: { $ne: 'deleted' },
    });
    if (!workspace) throw workspaceNotFound(id);
    return workspace;
  }

  /** A new workspace; its creator, if a user made it, is its first owner. */
  async create(
    accountId: string,
    creatorId: string | null,
    input: { name: string; kind: WorkspaceKind; description: string | null },
  ): Promise<WorkspaceRecord> {
    const name = textOf(input.name, 'name');
    const workspace = await withFreshId(this.db, 'workspaces', WORKSPACE_ID_BASE, 1, async (id) => {
      const record: WorkspaceRecord = {
        _id: id,
        account_id: accountId,
        name,
        description: input.description,
        kind: input.kind,
        state: 'active',
        creator_id: creatorId,
        owner_ids: creatorId ? [creatorId] : [],
        subscriber_ids: creatorId ? [creatorId] : [],
        team_owner_ids: [],
        team_subscriber_ids: [],
        created_at: new Date(),
      };
      await this.workspaces.insertOne(record);
      return record;
    });
    await this.workspacesChanged(accountId);
    return workspace;
  }

  async update(
    accountId: string,
    id: string,
    change: { name?: string; description?: string | null; kind?: WorkspaceKind },
  ): Promise<WorkspaceRecord> {
    const workspace = await this.find(accountId, id);
    const set: Partial<WorkspaceRecord> = {};
    if (change.name !== undefined) set.name = textOf(change.name, 'name');
    if (change.description !== undefined) set.description = change.description;
    if (change.kind !== undefined) set.kind = change.kind;
    await this.workspaces.updateOne({ _id: workspace._id, account_id: accountId }, { $set: set });
    if (set.kind !== undefined && set.kind !== workspace.kind) await this.workspacesChanged(accountId);
    return { ...workspace, ...set };
  }

  /** Sets the state of a workspace, whatever it was (delete_workspace, and its undo). */
  async setState(accountId: string, id: string, state: WorkspaceState): Promise<void> {
    const outcome = await this.workspaces.updateOne({ _id: id, account_id: accountId }, { $set: { state } });
    if (outcome.matchedCount === 0) throw workspaceNotFound(id);
    await this.workspacesChanged(accountId);
  }

  /** Adds users of the account as owners or subscribers; answers those added, unknown ids left out. */
  async addUsers(
    accountId: string,
    id: string,
    userIds: string[],
    kind: WorkspaceSubscriberKind,
  ): Promise<string[]> {
    const workspace = await this.find(accountId, id);
    const ids = (
      await this.users
        .find({ account_id: accountId, _id: { $in: [...new Set(userIds)] } }, { projection: { _id: 1 } })
        .toArray()
    ).map((user) => user._id);
    await this.join(workspace, ids, kind, 'owner_ids', 'subscriber_ids');
    return ids;
  }

  /** Removes users from the workspace, as owners and subscribers; answers those that were in it. */
  async removeUsers(accountId: string, id: string, userIds: string[]): Promise<string[]> {
    const workspace = await this.find(accountId, id);
    const ids = [...new Set(userIds)].filter((user) => workspace.subscriber_ids.includes(user));
    await this.leave(workspace, ids, 'owner_ids', 'subscriber_ids');
    return ids;
  }

  /** Adds teams of the account as owners or subscribers; answers those added, unknown ids left out. */
  async addTeams(
    accountId: string,
    id: string,
    teamIds: string[],
    kind: WorkspaceSubscriberKind,
  ): Promise<string[]> {
    const workspace = await this.find(accountId, id);
    const ids = (
      await this.teams
        .find({ account_id: accountId, _id: { $in: [...new Set(teamIds)] } }, { projection: { _id: 1 } })
        .toArray()
    ).map((team) => team._id);
    await this.join(workspace, ids, kind, 'team_owner_ids', 'team_subscriber_ids');
    return ids;
  }

  async removeTeams(accountId: string, id: string, teamIds: string[]): Promise<string[]> {
    const workspace = await this.find(accountId, id);
    const ids = [...new Set(teamIds)].filter((team) => workspace.team_subscriber_ids.includes(team));
    await this.leave(workspace, ids, 'team_owner_ids', 'team_subscriber_ids');
    return ids;
  }

  /** Per workspace of the account (deleted ones too), what decides who may see its boards. */
  async access(accountId: string): Promise<WorkspaceAccess[]> {
    const workspaces = await this.workspaces.find({ account_id: accountId }).toArray();
    return workspaces
      .sort((a, b) => Number(a._id) - Number(b._id))
      .map((workspace) => ({
        id: workspace._id,
        kind: workspace.kind,
        state: workspace.state,
        member_user_ids: [...new Set([...workspace.owner_ids, ...workspace.subscriber_ids])],
        member_team_ids: [...new Set([...workspace.team_owner_ids, ...workspace.team_subscriber_ids])],
      }));
  }

  /** Whether a user is a member of a workspace, directly or through one of its teams. */
  async isMember(workspace: Members, userId: string): Promise<boolean> {
    if (workspace.subscriber_ids.includes(userId) || workspace.owner_ids.includes(userId)) return true;
    const teams = [...workspace.team_subscriber_ids, ...workspace.team_owner_ids];
    if (teams.length === 0) return false;
    return (await this.teams.countDocuments({ _id: { $in: teams }, user_ids: userId })) > 0;
  }

  /** Whether a user owns a workspace, directly or through an owning team. */
  async isOwner(workspace: Members, userId: string): Promise<boolean> {
    if (workspace.owner_ids.includes(userId)) return true;
    if (workspace.team_owner_ids.length === 0) return false;
    return (
      (await this.teams.countDocuments({ _id: { $in: workspace.team_owner_ids }, user_ids: userId })) > 0
    );
  }

  private async join(
    workspace: WorkspaceRecord,
    ids: string[],
    kind: WorkspaceSubscriberKind,
    owners: 'owner_ids' | 'team_owner_ids',
    subscribers: 'subscriber_ids' | 'team_subscriber_ids',
  ): Promise<void> {
    if (ids.length === 0) return;
    const add = { [subscribers]: { $each: ids }, ...(kind === 'owner' ? { [owners]: { $each: ids } } : {}) };
    await this.workspaces.updateOne({ _id: workspace._id }, { $addToSet: add });
    await this.workspacesChanged(workspace.account_id);
  }

  private async leave(
    workspace: WorkspaceRecord,
    ids: string[],
    owners: 'owner_ids' | 'team_owner_ids',
    subscribers: 'subscriber_ids' | 'team_subscriber_ids',
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.workspaces.updateOne(
      { _id: workspace._id },
      { $pullAll: { [owners]: ids, [subscribers]: ids } },
    );
    await this.workspacesChanged(workspace.account_id);
  }
}
