import { memoryDb } from '@workapi/testing';
import { AccountsRepository } from './accounts';
import { TeamsRepository } from './teams';

/** An account with an admin, two members, a viewer and a guest, and its teams. */
async function organisation() {
  const db = memoryDb();
  const accounts = new AccountsRepository(db);
  const changed: string[] = [];
  const teams = new TeamsRepository(db, async (accountId) => void changed.push(accountId));
  const make = (name: string, role?: string) =>
    accounts.createUser('acme', { name, email: `${name}@acme.test`, role }).then((user) => user._id);
  await accounts.createAccount('acme', 'pro');
  const admin = await make('ada');
  const [bo, cy, vi, gus] = [
    await make('bo'),
    await make('cy'),
    await make('vi', 'viewer'),
    await make('gus', 'guest'),
  ];
  const accountId = (await accounts.findAccount('acme'))._id;
  return { teams, accountId, admin, bo, cy, vi, gus, changed };
}

describe('teams', () => {
  it('makes a team of users of the account, refusing an empty one unless allowed', async () => {
    const { teams, accountId, bo, cy, changed } = await organisation();
    const team = await teams.create(
      accountId,
      { name: ' Core ', isGuest: false, parentTeamId: null, userIds: [bo, cy, bo] },
      false,
    );
    expect(team).toMatchObject({ name: 'Core', user_ids: [bo, cy], owner_ids: [], is_guest: false });
    expect(changed).toEqual([accountId]);
    await expect(
      teams.create(accountId, { name: 'Empty', isGuest: false, parentTeamId: null, userIds: [] }, false),
    ).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(/allow_empty_team/) });
    const empty = await teams.create(
      accountId,
      { name: 'Empty', isGuest: false, parentTeamId: null, userIds: [] },
      true,
    );
    expect(empty.user_ids).toEqual([]);
    expect((await teams.list(accountId)).map((t) => t.name)).toEqual(['Core', 'Empty']);
    expect((await teams.ofUser(accountId, cy)).map((t) => t._id)).toEqual([team._id]);
    expect(await teams.teamNames(accountId)).toEqual({ [team._id]: 'Core', [empty._id]: 'Empty' });
  });

  it('keeps guests in guest teams and everyone else out of them', async () => {
    const { teams, accountId, bo, gus } = await organisation();
    await expect(
      teams.create(
        accountId,
        { name: 'Mixed', isGuest: false, parentTeamId: null, userIds: [bo, gus] },
        false,
      ),
    ).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(new RegExp(gus)) });
    const guests = await teams.create(
      accountId,
      { name: 'Guests', isGuest: true, parentTeamId: null, userIds: [gus] },
      false,
    );
    expect(await teams.addUsers(accountId, guests._id, [bo, '424242'])).toEqual({
      successful: [],
      failed: [bo, '424242'],
    });
  });

  it('adds and removes members, taking their ownership with them', async () => {
    const { teams, accountId, admin, bo, cy } = await organisation();
    const team = await teams.create(
      accountId,
      { name: 'Core', isGuest: false, parentTeamId: null, userIds: [bo] },
      false,
    );
    expect(await teams.addUsers(accountId, team._id, [cy, bo])).toEqual({ successful: [cy, bo], failed: [] });
    await teams.setOwners(accountId, team._id, [cy], admin, true);
    expect(await teams.removeUsers(accountId, team._id, [cy, admin])).toEqual({
      successful: [cy],
      failed: [admin],
    });
    expect(await teams.find(accountId, team._id)).toMatchObject({ user_ids: [bo], owner_ids: [] });
  });

  it('makes only members owners, never viewers, guests or the caller itself', async () => {
    const { teams, accountId, admin, bo, cy, vi } = await organisation();
    const team = await teams.create(
      accountId,
      { name: 'Core', isGuest: false, parentTeamId: null, userIds: [bo, vi, admin] },
      false,
    );
    const { team: after, errors } = await teams.setOwners(
      accountId,
      team._id,
      [bo, cy, vi, admin, '404'],
      admin,
      true,
    );
    expect(after.owner_ids).toEqual([bo]);
    expect(errors.map((error) => [error.code, error.user_id])).toEqual([
      ['USER_NOT_MEMBER_OF_TEAM', cy],
      ['VIEWERS_OR_GUESTS', vi],
      ['CANNOT_UPDATE_SELF', admin],
      ['USER_NOT_FOUND', '404'],
    ]);
    expect((await teams.setOwners(accountId, team._id, [bo], admin, false)).team.owner_ids).toEqual([]);
  });

  it('finds teams of its own account only', async () => {
    const { teams, accountId, bo } = await organisation();
    const team = await teams.create(
      accountId,
      { name: 'Core', isGuest: false, parentTeamId: null, userIds: [bo] },
      false,
    );
    await expect(teams.find('5999999', team._id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await teams.list('5999999')).toEqual([]);
    await teams.delete(accountId, team._id);
    await expect(teams.find(accountId, team._id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
