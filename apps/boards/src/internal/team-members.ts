import { endpoints, internalHandler } from '@workapi/internal';
import type { BoardsContext } from '../context';

/** The members of some of the caller's account's teams: whom an update mentioning a team tells. */
export const teamMembers = internalHandler({
  endpoint: endpoints.boards.teamMembers,
  changesData: false,
  async handle({ team_ids }, context: BoardsContext) {
    const teams = await context.teams.list(context.caller?.accountId ?? '', team_ids);
    return Object.fromEntries(teams.map((team) => [team._id, team.user_ids]));
  },
});
