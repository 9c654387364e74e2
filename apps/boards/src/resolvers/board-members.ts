import type { BoardEditPermissions } from '@workapi/reference';
import { AUDIT_EVENTS, type AuditEvent } from '@workapi/audit';
import type { UserRecord } from '@workapi/accounts';
import { forbidden, invalidArgument, invalidBoardId, recordInvalid } from '@workapi/errors';
import type { BoardRecord } from '../data/boards';
import type { MutationResolvers } from '../generated/graphql';
import { boardsOf, usersOf, type BoardsContext } from '../context';

/** monday.com's limits on who belongs to a board (RecordInvalidException past them). */
const MAX_USER_SUBSCRIBERS = 400;
const MAX_TEAM_SUBSCRIBERS = 100;

/** What a basic role lets the members who do not own a board change (`set_board_permission`). */
const PERMISSION_OF_ROLE: Record<string, BoardEditPermissions> = {
  editor: 'everyone',
  contributor: 'collaborators',
  viewer: 'owners',
};

const union = (...lists: Array<string[] | undefined>) => [...new Set(lists.flatMap((list) => list ?? []))];
const without = (list: string[] | undefined, gone: string[]) =>
  (list ?? []).filter((id) => !gone.includes(id));

/**
 * The board, when the caller may change who belongs to it: an admin of the account or one of the
 * board's owners (directly or through a team), on a board it sees.
 */
async function managedBoard(context: BoardsContext, boardId: string): Promise<BoardRecord> {
  const boards = boardsOf(context);
  const board = await boards.byId.load(String(boardId));
  if (!board || board.state === 'deleted') throw invalidBoardId(String(boardId));
  const caller = context.caller;
  const owns = (await boards.factsOfBoard(board)).owner_ids.includes(caller?.userId ?? '');
  if (caller?.role !== 'admin' && (!owns || caller?.role === 'viewer'))
    throw forbidden('Only an admin of the account or an owner of the board may change who belongs to it');
  return board;
}

/**
 * Users of the caller's account, all of them or a refusal naming those that are not. A guest may
 * only join a shareable board (it would never see another).
 */
async function accountUsers(context: BoardsContext, ids: readonly string[], board?: BoardRecord) {
  const wanted = [...new Set(ids.map(String))];
  if (wanted.length === 0) return [];
  const found = await usersOf(context).loadMany(wanted);
  const users = found.filter((user): user is UserRecord => user !== null && !(user instanceof Error));
  const missing = wanted.filter((id) => !users.some((user) => user._id === id));
  if (missing.length > 0) throw invalidArgument(`Users ${missing.join(', ')} are not users of this account`);
  const guests = users.filter((user) => user.role === 'guest');
  if (board && board.board_kind !== 'share' && guests.length > 0)
    throw invalidArgument(`Guests (${guests.map((user) => user._id).join(', ')}) join shareable boards only`);
  return users;
}

/** Teams of the caller's account, all of them or a refusal naming those that are not. */
async function accountTeams(context: BoardsContext, ids: readonly string[]) {
  const wanted = [...new Set(ids.map(String))];
  if (wanted.length === 0) return [];
  const teams = await context.teams.list(context.caller?.accountId ?? '', wanted);
  const missing = wanted.filter((id) => !teams.some((team) => team._id === id));
  if (missing.length > 0) throw invalidArgument(`Teams ${missing.join(', ')} are not teams of this account`);
  return teams;
}

/** Records, in the audit log, a change of who belongs to a board or what its members may do. */
async function audited(
  context: BoardsContext,
  event: AuditEvent,
  board: BoardRecord,
  data: Record<string, unknown>,
): Promise<void> {
  if (context.caller) await context.audit.record(context.caller, event, { board_id: board._id, ...data });
}

/** Refuses a board that would have more subscribers than monday.com allows. */
function withinLimits(members: Partial<BoardRecord>): void {
  if ((members.subscriber_ids?.length ?? 0) > MAX_USER_SUBSCRIBERS)
    throw recordInvalid(`A board has at most ${MAX_USER_SUBSCRIBERS} subscribers`);
  if (union(members.team_owner_ids, members.team_subscriber_ids).length > MAX_TEAM_SUBSCRIBERS)
    throw recordInvalid(`A board has at most ${MAX_TEAM_SUBSCRIBERS} team subscribers`);
}

/** create_board's members: users and teams of the account, within the limits. */
export async function membersToCreate(
  context: BoardsContext,
  kind: string,
  args: {
    board_owner_ids?: readonly string[] | null;
    board_subscriber_ids?: readonly string[] | null;
    board_owner_team_ids?: readonly string[] | null;
    board_subscriber_teams_ids?: readonly string[] | null;
  },
) {
  const shareable = { board_kind: kind } as BoardRecord;
  const owners = await accountUsers(context, args.board_owner_ids ?? [], shareable);
  const subscribers = await accountUsers(context, args.board_subscriber_ids ?? [], shareable);
  const teamOwners = await accountTeams(context, args.board_owner_team_ids ?? []);
  const teamSubscribers = await accountTeams(context, args.board_subscriber_teams_ids ?? []);
  const members = {
    owner_ids: owners.map((user) => user._id),
    subscriber_ids: union(
      [context.caller?.userId ?? ''],
      owners.map((user) => user._id),
      subscribers.map((user) => user._id),
    ),
    team_owner_ids: teamOwners.map((team) => team._id),
    team_subscriber_ids: teamSubscribers.map((team) => team._id),
  };
  withinLimits(members);
  return members;
}

async function addUsers(
  context: BoardsContext,
  args: { board_id: string; user_ids: readonly string[]; kind?: string | null },
) {
  const board = await managedBoard(context, args.board_id);
  const users = await accountUsers(context, args.user_ids, board);
  const ids = users.map((user) => user._id);
  await boardsOf(context).changeMembers(board._id, (current) => {
    const members = {
      subscriber_ids: union(current.subscriber_ids, ids),
      ...(args.kind === 'owner' ? { owner_ids: union(current.owner_ids, ids) } : {}),
    };
    withinLimits(members);
    return members;
  });
  await audited(context, AUDIT_EVENTS.boardUsersAdded, board, {
    user_ids: ids,
    kind: args.kind === 'owner' ? 'owner' : 'subscriber',
  });
  return users;
}

/** Who belongs to a board: users and teams as owners or subscribers, and what members may change. */
export const boardMemberMutations = {
  add_users_to_board: (_, args, context) => addUsers(context, args),
  add_subscribers_to_board: (_, args, context) => addUsers(context, args),

  async delete_subscribers_from_board(_, args, context) {
    const board = await managedBoard(context, args.board_id);
    const users = await accountUsers(context, args.user_ids);
    const ids = users.map((user) => user._id);
    await boardsOf(context).changeMembers(board._id, (current) => {
      const owners = without(current.owner_ids, ids);
      if (owners.length === 0 && (current.team_owner_ids ?? []).length === 0)
        throw invalidArgument('A board keeps at least one owner');
      return { owner_ids: owners, subscriber_ids: without(current.subscriber_ids, ids) };
    });
    await audited(context, AUDIT_EVENTS.boardUsersRemoved, board, { user_ids: ids });
    return users;
  },

  async add_teams_to_board(_, args, context) {
    const board = await managedBoard(context, args.board_id);
    const teams = await accountTeams(context, args.team_ids);
    const ids = teams.map((team) => team._id);
    await boardsOf(context).changeMembers(board._id, (current) => {
      const members =
        args.kind === 'owner'
          ? {
              team_owner_ids: union(current.team_owner_ids, ids),
              team_subscriber_ids: current.team_subscriber_ids ?? [],
            }
          : {
              team_subscriber_ids: union(current.team_subscriber_ids, ids),
              team_owner_ids: current.team_owner_ids ?? [],
            };
      withinLimits(members);
      return members;
    });
    await audited(context, AUDIT_EVENTS.boardTeamsAdded, board, {
      team_ids: ids,
      kind: args.kind === 'owner' ? 'owner' : 'subscriber',
    });
    return teams;
  },

  async delete_teams_from_board(_, args, context) {
    const board = await managedBoard(context, args.board_id);
    const teams = await accountTeams(context, args.team_ids);
    const ids = teams.map((team) => team._id);
    await boardsOf(context).changeMembers(board._id, (current) => {
      const owners = without(current.team_owner_ids, ids);
      if (owners.length === 0 && current.owner_ids.length === 0)
        throw invalidArgument('A board keeps at least one owner');
      return { team_owner_ids: owners, team_subscriber_ids: without(current.team_subscriber_ids, ids) };
    });
    await audited(context, AUDIT_EVENTS.boardTeamsRemoved, board, { team_ids: ids });
    return teams;
  },

  /** assigned_contributor needs item assignees this server does not keep: said in failed_actions. */
  async set_board_permission(_, args, context) {
    const board = await managedBoard(context, args.board_id);
    const permission = PERMISSION_OF_ROLE[args.basic_role_name];
    if (!permission)
      return {
        edit_permissions: board.edit_permissions ?? 'everyone',
        failed_actions: [`${args.basic_role_name} is not supported: the board's permissions are unchanged`],
      };
    await boardsOf(context).changeMembers(board._id, () => ({ edit_permissions: permission }));
    await audited(context, AUDIT_EVENTS.boardPermissionChanged, board, {
      edit_permissions: permission,
      previous: board.edit_permissions ?? 'everyone',
    });
    return { edit_permissions: permission, failed_actions: [] };
  },
} satisfies MutationResolvers;
