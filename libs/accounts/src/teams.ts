import type { Collection, Db } from 'mongodb';
import { withFreshId, type IndexPlan } from '@workapi/stores';
import type { UserRecord } from './accounts';
import { USER_BATCH_LIMIT, MAX_TEXT } from './users';
import { invalidValue, teamNotFound } from './refusals';

/**
 * A team of an account's users. Members see what the team was added to (boards, workspaces);
 * owners, always members too, manage the team beside the account's admins. A guest team holds
 * guests only, any other team no guests.
 */
export interface TeamRecord {
  _id: string;
  account_id: string;
  name: string;
  is_guest: boolean;
  parent_team_id: string | null;
  user_ids: string[];
  owner_ids: string[];
  created_at: Date;
}

export const teamIndexes: IndexPlan = {
  teams: [
    { key: { account_id: 1, _id: 1 }, name: 'account_teams' },
    { key: { account_id: 1, user_ids: 1 }, name: 'user_teams' },
  ],
};

/** Why an owner was not assigned or removed (monday.com's `AssignTeamOwnersErrorCode`). */
export type TeamOwnerErrorCode =
  | 'VIEWERS_OR_GUESTS'
  | 'USER_NOT_MEMBER_OF_TEAM'
  | 'EXCEEDS_BATCH_LIMIT'
  | 'USER_NOT_FOUND'
  | 'CANNOT_UPDATE_SELF';

export interface TeamOwnerError {
  code: TeamOwnerErrorCode;
  message: string;
  user_id: string | null;
}

const TEAM_ID_BASE = 7_000_000;

/**
 * The teams of accounts. Every change of a team's name or members calls `teamsChanged` with its
 * account once stored, so what depends on them (who may see a board, the names a people column
 * shows) is published anew.
 */
export class TeamsRepository {
  private readonly teams: Collection<TeamRecord>;
  private readonly users: Collection<UserRecord>;

  constructor(
    private readonly db: Db,
    private readonly teamsChanged: (accountId: string) => Promise<void> = async () => undefined,
  ) {
    this.teams = db.collection('teams');
    this.users = db.collection('users');
  }

  /** The account's teams, all or those of `ids`, by id. */
  async list(accountId: string, ids?: string[]): Promise<TeamRecord[]> {
    const filter = ids ? { account_id: accountId, _id: { $in: ids } } : { account_id: accountId };
    return (await this.teams.find(filter).toArray()).sort((a, b) => Number(a._id) - Number(b._id));
  }

  /** The teams a user is a member of. */
  async ofUser(accountId: string, userId: string): Promise<TeamRecord[]> {
    return (await this.teams.find({ account_id: accountId, user_ids: userId }).toArray()).sort(
      (a, b) => Number(a._id) - Number(b._id),
    );
  }

  /** Display names of every team of the account, by id (what a people column shows for a team). */
  async teamNames(accountId: string): Promise<Record<string, string>> {
    const teams = await this.teams
      .find({ account_id: accountId }, { projection: { _id: 1, name: 1 } })
      .toArray();
    return Object.fromEntries(teams.map((team) => [team._id, team.name]));
  }

  /** Every team's members, by team id (who may see what a team was added to). */
  async members(accountId: string): Promise<Map<string, string[]>> {
    const teams = await this.teams
      .find({ account_id: accountId }, { projection: { _id: 1, user_ids: 1 } })
      .toArray();
    return new Map(teams.map((team) => [team._id, team.user_ids]));
  }

  async find(accountId: string, teamId: string): Promise<TeamRecord> {
    const team = await this.teams.findOne({ account_id: accountId, _id: teamId });
    if (!team) throw teamNotFound(teamId);
    return team;
  }

  /**
   * A new team. Its members must be users of the account (guests for a guest team, no guests
   * otherwise), and there must be some unless `allowEmpty`, as monday.com asks.
   */
  async create(
    accountId: string,
    input: { name: string; isGuest: boolean; parentTeamId: string | null; userIds: string[] },
    allowEmpty: boolean,
  ): Promise<TeamRecord> {
    const name = input.name.trim();
    if (name.length < 1 || name.length > MAX_TEXT)
      throw invalidValue(`name must be 1 to ${MAX_TEXT} characters`);
    if (input.userIds.length === 0 && !allowEmpty)
      throw invalidValue('subscriber_ids must not be empty unless options.allow_empty_team is true');
    if (input.parentTeamId) await this.find(accountId, input.parentTeamId);
    const ids = [...new Set(input.userIds)];
    const { fit, misfit } = await this.fitting(accountId, input.isGuest, ids);
    if (misfit.length > 0)
      throw invalidValue(
        `users ${misfit.join(', ')} cannot join this team: not users of the account, ` +
          (input.isGuest
            ? 'or not guests (a guest team holds guests only)'
            : 'or guests (they join guest teams)'),
      );
    const team = await withFreshId(this.db, 'teams', TEAM_ID_BASE, 1, async (id) => {
      const record: TeamRecord = {
        _id: id,
        account_id: accountId,
        name,
        is_guest: input.isGuest,
        parent_team_id: input.parentTeamId,
        user_ids: fit,
        owner_ids: [],
        created_at: new Date(),
      };
      await this.teams.insertOne(record);
      return record;
    });
    await this.teamsChanged(accountId);
    return team;
  }

  async delete(accountId: string, teamId: string): Promise<TeamRecord> {
    const team = await this.find(accountId, teamId);
    await this.teams.deleteOne({ _id: team._id, account_id: accountId });
    await this.teamsChanged(accountId);
    return team;
  }

  /** Adds users as members: those that cannot join (unknown, or the wrong kind for the team) fail. */
  async addUsers(
    accountId: string,
    teamId: string,
    userIds: string[],
  ): Promise<{ successful: string[]; failed: string[] }> {
    const team = await this.find(accountId, teamId);
    const { fit, misfit } = await this.fitting(accountId, team.is_guest, [...new Set(userIds)]);
    if (fit.length > 0) {
      await this.teams.updateOne({ _id: team._id }, { $addToSet: { user_ids: { $each: fit } } });
      await this.teamsChanged(accountId);
    }
    return { successful: fit, failed: misfit };
  }

  /** Removes members (and with them their ownership); ids that are not members fail. */
  async removeUsers(
    accountId: string,
    teamId: string,
    userIds: string[],
  ): Promise<{ successful: string[]; failed: string[] }> {
    const team = await this.find(accountId, teamId);
    const ids = [...new Set(userIds)];
    const successful = ids.filter((id) => team.user_ids.includes(id));
    if (successful.length > 0) {
      await this.teams.updateOne(
        { _id: team._id },
        // $pullAll, not $pull with $in: FerretDB ignores the latter (docs/ferretdb.md).
        { $pullAll: { user_ids: successful, owner_ids: successful } },
      );
      await this.teamsChanged(accountId);
    }
    return { successful, failed: ids.filter((id) => !successful.includes(id)) };
  }

  /**
   * Makes members owners (`assign: true`) or owners plain members again. Each user that cannot be
   * is an error: unknown, not a member, a viewer or guest (who manage nothing), or the caller itself.
   */
  async setOwners(
    accountId: string,
    teamId: string,
    userIds: string[],
    callerId: string,
    assign: boolean,
  ): Promise<{ team: TeamRecord; errors: TeamOwnerError[] }> {
    const team = await this.find(accountId, teamId);
    if (userIds.length > USER_BATCH_LIMIT)
      return {
        team,
        errors: [
          {
            code: 'EXCEEDS_BATCH_LIMIT',
            message: `At most ${USER_BATCH_LIMIT} users at once`,
            user_id: null,
          },
        ],
      };
    const ids = [...new Set(userIds)];
    const users = new Map(
      (await this.users.find({ account_id: accountId, _id: { $in: ids } }).toArray()).map((user) => [
        user._id,
        user,
      ]),
    );
    const errors: TeamOwnerError[] = [];
    const changing: string[] = [];
    for (const id of ids) {
      const user = users.get(id);
      const error = (code: TeamOwnerErrorCode, message: string) =>
        errors.push({ code, message, user_id: id });
      if (!user) error('USER_NOT_FOUND', `User ${id} was not found`);
      else if (id === callerId) error('CANNOT_UPDATE_SELF', 'You cannot change your own ownership');
      else if (user.role === 'viewer' || user.role === 'guest')
        error('VIEWERS_OR_GUESTS', `User ${id} is a ${user.role} and cannot own a team`);
      else if (!team.user_ids.includes(id))
        error('USER_NOT_MEMBER_OF_TEAM', `User ${id} is not a member of the team`);
      else changing.push(id);
    }
    if (changing.length > 0)
      await this.teams.updateOne(
        { _id: team._id },
        assign ? { $addToSet: { owner_ids: { $each: changing } } } : { $pullAll: { owner_ids: changing } },
      );
    return { team: await this.find(accountId, teamId), errors };
  }

  /** Splits users into those that may join a team of this kind and those that may not. */
  private async fitting(
    accountId: string,
    guestTeam: boolean,
    userIds: string[],
  ): Promise<{ fit: string[]; misfit: string[] }> {
    const users = new Map(
      (await this.users.find({ account_id: accountId, _id: { $in: userIds } }).toArray()).map((user) => [
        user._id,
        user,
      ]),
    );
    const fits = (id: string) => {
      const user = users.get(id);
      return user !== undefined && (user.role === 'guest') === guestTeam;
    };
    return { fit: userIds.filter(fits), misfit: userIds.filter((id) => !fits(id)) };
  }
}
