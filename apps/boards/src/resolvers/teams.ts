import type { TeamRecord, UserRecord } from '@workapi/accounts';
import { forbidden, idList, pageLimit, pageNumber } from '@workapi/errors';
import type { MutationResolvers, TeamResolvers } from '../generated/graphql';
import { usersByIds, type BoardsContext } from '../context';
import { answered } from './refusals';

/** The caller, if it may manage the team: an admin of the account or one of the team's owners. */
async function managerOf(context: BoardsContext, teamId: string) {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  const team = await answered(context.teams.find(caller.accountId, String(teamId)), 'Team', String(teamId));
  if (caller.role !== 'admin' && !team.owner_ids.includes(caller.userId))
    throw forbidden('Only an admin of the account or an owner of the team may change it');
  return { caller, team };
}

export const Team = {
  id: (team) => team._id,
  picture_url: () => null,
  owners: (team, args, context) =>
    usersByIds(context, args.ids ? team.owner_ids.filter((id) => args.ids?.includes(id)) : team.owner_ids),
  /** The members, as the root users field answers them (active ones unless non_active). */
  users: (team, args, context) => {
    const wanted = idList(args.ids);
    const ids = wanted ? team.user_ids.filter((id) => wanted.includes(id)) : team.user_ids;
    return context.accounts.users.list(team.account_id, {
      ids,
      emails: args.emails?.filter((email): email is string => typeof email === 'string'),
      name: args.name ?? undefined,
      kind: args.kind ?? undefined,
      newestFirst: args.newest_first ?? false,
      active: args.non_active !== true,
      limit: pageLimit(args.limit, 1000, 1000),
      page: pageNumber(args.page),
    });
  },
} satisfies TeamResolvers;

/** The account's teams: admins and members make them; admins and a team's owners change them. */
export const teamMutations = {
  async create_team(_, args, context) {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    if (caller.role !== 'admin' && caller.role !== 'member')
      throw forbidden('Only admins and members of the account may make teams');
    return answered(
      context.teams.create(
        caller.accountId,
        {
          name: args.input.name,
          isGuest: args.input.is_guest_team ?? false,
          parentTeamId: args.input.parent_team_id ? String(args.input.parent_team_id) : null,
          userIds: (args.input.subscriber_ids ?? []).map(String),
        },
        args.options?.allow_empty_team ?? false,
      ),
      'Team',
      String(args.input.parent_team_id ?? ''),
    );
  },

  async delete_team(_, args, context) {
    const { caller, team } = await managerOf(context, args.team_id);
    return context.teams.delete(caller.accountId, team._id);
  },

  async add_users_to_team(_, args, context) {
    const { caller, team } = await managerOf(context, args.team_id);
    const changed = await context.teams.addUsers(caller.accountId, team._id, args.user_ids.map(String));
    return membership(context, changed);
  },

  async remove_users_from_team(_, args, context) {
    const { caller, team } = await managerOf(context, args.team_id);
    const changed = await context.teams.removeUsers(caller.accountId, team._id, args.user_ids.map(String));
    return membership(context, changed);
  },

  async assign_team_owners(_, args, context) {
    const { caller, team } = await managerOf(context, args.team_id);
    return context.teams.setOwners(
      caller.accountId,
      team._id,
      args.user_ids.map(String),
      caller.userId,
      true,
    );
  },

  async remove_team_owners(_, args, context) {
    const { caller, team } = await managerOf(context, args.team_id);
    return context.teams.setOwners(
      caller.accountId,
      team._id,
      args.user_ids.map(String),
      caller.userId,
      false,
    );
  },
} satisfies MutationResolvers;

/** monday.com's membership result: users, failed ones included when they are users of the account. */
async function membership(context: BoardsContext, changed: { successful: string[]; failed: string[] }) {
  return {
    successful_users: await usersByIds(context, changed.successful),
    failed_users: await usersByIds(context, changed.failed),
  };
}

/** The account's teams, all or those of `ids` (root `teams`), or a user's (`User.teams`). */
export function teamsOf(
  context: BoardsContext,
  ids: readonly string[] | null | undefined,
  user?: UserRecord,
) {
  const accountId = context.caller?.accountId ?? '';
  const wanted = idList(ids);
  const teams: Promise<TeamRecord[]> = user
    ? context.teams.ofUser(accountId, user._id)
    : context.teams.list(accountId, wanted);
  return teams.then((found) => (wanted ? found.filter((team) => wanted.includes(team._id)) : found));
}
