import type { TeamRecord, WorkspaceRecord } from '@workapi/accounts';
import { forbidden, idList, pageLimit, pageNumber } from '@workapi/errors';
import type { MutationResolvers, QueryResolvers, WorkspaceResolvers } from '../generated/graphql';
import type { WorkspaceView } from '../models';
import { boardsOf, usersByIds, usersOf, type BoardsContext } from '../context';
import { startCascade } from './start-cascade';
import { answered } from './refusals';
import { docsOf } from './docs';

/** The account's main workspace: not stored, answered with a null id as monday.com does. */
export const mainWorkspace = (accountId: string): WorkspaceView => ({
  _id: null,
  account_id: accountId,
  name: 'Main workspace',
  description: null,
  kind: 'open',
  state: 'active',
  creator_id: null,
  owner_ids: [],
  subscriber_ids: [],
  team_owner_ids: [],
  team_subscriber_ids: [],
  created_at: null,
});

/** A workspace by id, in any state (a board's or folder's), or the main one for null. */
export async function workspaceOf(
  context: BoardsContext,
  id: string | null | undefined,
): Promise<WorkspaceView> {
  const accountId = context.caller?.accountId ?? '';
  if (!id) return mainWorkspace(accountId);
  const [found] = await context.workspaces.list(accountId, {
    ids: [id],
    state: 'all',
    newestFirst: false,
    limit: 1,
    page: 1,
  });
  return found ?? mainWorkspace(accountId);
}

/** A page of ids, as the membership fields page them. */
const pageOf = (ids: string[], args: { limit?: number | null; page?: number | null }) => {
  const limit = pageLimit(args.limit);
  const page = pageNumber(args.page);
  return ids.slice((page - 1) * limit, page * limit);
};

const teamsByIds = async (context: BoardsContext, accountId: string, ids: string[]): Promise<TeamRecord[]> =>
  ids.length === 0 ? [] : context.teams.list(accountId, ids);

/** A fixed color per workspace, from monday.com's palette: no icon is uploaded here. */
const ICON_COLORS = ['#579bfc', '#a25ddc', '#00c875', '#fdab3d', '#e2445c', '#037f4c', '#ff642e', '#66ccff'];

export const Workspace = {
  id: (workspace) => workspace._id,
  is_default_workspace: (workspace) => workspace._id === null,
  created_at: (workspace) => workspace.created_at?.toISOString().slice(0, 10) ?? null,
  account_product: (workspace) => ({ id: workspace.account_id, kind: 'core', default_workspace_id: null }),
  settings: (workspace) => ({
    icon: { color: ICON_COLORS[Number(workspace._id ?? 0) % ICON_COLORS.length], image: null },
  }),
  owners_subscribers: (workspace, args, context) => usersByIds(context, pageOf(workspace.owner_ids, args)),
  users_subscribers: (workspace, args, context) =>
    usersByIds(context, pageOf(workspace.subscriber_ids, args)),
  team_owners_subscribers: (workspace, args, context) =>
    teamsByIds(context, workspace.account_id, pageOf(workspace.team_owner_ids, args)),
  teams_subscribers: (workspace, args, context) =>
    teamsByIds(context, workspace.account_id, pageOf(workspace.team_subscriber_ids, args)),
} satisfies WorkspaceResolvers;

export const workspacesQuery: Pick<QueryResolvers, 'workspaces'> = {
  workspaces(_, args, context) {
    usersOf(context);
    return context.workspaces.list(context.caller?.accountId ?? '', {
      ids: idList(args.ids),
      kind: args.kind ?? undefined,
      state: args.state ?? 'active',
      newestFirst: args.order_by === 'created_at',
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
    });
  },
};

/**
 * The caller, if it may change the workspace: an admin of the account, or an owner of the
 * workspace (directly or through a team) who is a member. Viewers and guests change nothing.
 */
async function managerOf(context: BoardsContext, workspaceId: string) {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  const id = String(workspaceId);
  const workspace = await answered(context.workspaces.find(caller.accountId, id), 'Workspace', id);
  const may =
    caller.role === 'admin' ||
    (caller.role === 'member' && (await context.workspaces.isOwner(workspace, caller.userId)));
  if (!may) throw forbidden('Only an admin of the account or an owner of the workspace may change it');
  return { caller, workspace };
}

/** Workspaces: admins and members make them; admins and a workspace's owners change them. */
export const workspaceMutations = {
  async create_workspace(_, args, context) {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    if (caller.role !== 'admin' && caller.role !== 'member')
      throw forbidden('Only admins and members of the account may make workspaces');
    return answered(
      context.workspaces.create(caller.accountId, caller.userId, {
        name: args.name,
        kind: args.kind,
        description: args.description ?? null,
      }),
      'Workspace',
      '',
    );
  },

  async update_workspace(_, args, context) {
    const { caller, workspace } = await managerOf(context, String(args.id ?? ''));
    const { name, description, kind } = args.attributes;
    return answered(
      context.workspaces.update(caller.accountId, workspace._id, {
        ...(name != null ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(kind != null ? { kind } : {}),
      }),
      'Workspace',
      workspace._id,
    );
  },

  /** The workspace goes at once with its folders and boards; their items follow (docs/consistency.md). */
  async delete_workspace(_, args, context) {
    const { caller, workspace } = await managerOf(context, args.workspace_id);
    const folder_ids = await context.folders.ofWorkspace(caller.accountId, workspace._id);
    // Its docs go at once: they hold no items to follow.
    const docs = docsOf(context);
    await docs.remove(await docs.idsWithin({ workspaceId: workspace._id }));
    await startCascade(context, {
      kind: 'delete_workspace',
      workspace_id: workspace._id,
      folder_ids,
      prior: {
        board_states: await boardStates(context, { folderIds: folder_ids, workspaceId: workspace._id }),
      },
    });
    return { ...workspace, state: 'deleted' } satisfies WorkspaceRecord;
  },

  async add_users_to_workspace(_, args, context) {
    const { caller, workspace } = await managerOf(context, args.workspace_id);
    const added = await context.workspaces.addUsers(
      caller.accountId,
      workspace._id,
      args.user_ids.map(String),
      args.kind ?? 'subscriber',
    );
    return usersByIds(context, added);
  },

  async delete_users_from_workspace(_, args, context) {
    const { caller, workspace } = await managerOf(context, args.workspace_id);
    const removed = await context.workspaces.removeUsers(
      caller.accountId,
      workspace._id,
      args.user_ids.map(String),
    );
    return usersByIds(context, removed);
  },

  async add_teams_to_workspace(_, args, context) {
    const { caller, workspace } = await managerOf(context, args.workspace_id);
    const added = await context.workspaces.addTeams(
      caller.accountId,
      workspace._id,
      args.team_ids.map(String),
      args.kind ?? 'subscriber',
    );
    return teamsByIds(context, caller.accountId, added);
  },

  async delete_teams_from_workspace(_, args, context) {
    const { caller, workspace } = await managerOf(context, args.workspace_id);
    const teams = await teamsByIds(context, caller.accountId, args.team_ids.map(String));
    const removed = await context.workspaces.removeTeams(
      caller.accountId,
      workspace._id,
      args.team_ids.map(String),
    );
    return teams.filter((team) => removed.includes(team._id));
  },
} satisfies MutationResolvers;

/** The state of each board a folder or workspace holds, so an undo puts each back as it was. */
export async function boardStates(
  context: BoardsContext,
  place: { folderIds: string[]; workspaceId?: string },
): Promise<Record<string, 'active' | 'archived' | 'deleted'>> {
  const held = await boardsOf(context).within(place);
  return Object.fromEntries(held.map((board) => [board._id, board.state]));
}
