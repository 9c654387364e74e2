import { memoryDb } from '@workapi/testing';
import { AccountsRepository } from './accounts';
import { TeamsRepository } from './teams';
import { WorkspacesRepository } from './workspaces';

/** An account with an admin and two members, a team, and its workspaces. */
async function organisation() {
  const db = memoryDb();
  const accounts = new AccountsRepository(db);
  const changed: string[] = [];
  const workspaces = new WorkspacesRepository(db, async (accountId) => void changed.push(accountId));
  await accounts.createAccount('acme', 'pro');
  await accounts.createAccount('other', 'pro');
  const make = (name: string) =>
    accounts.createUser('acme', { name, email: `${name}@acme.test` }).then((user) => user._id);
  const [ada, bo, cy] = [await make('ada'), await make('bo'), await make('cy')];
  const accountId = (await accounts.findAccount('acme'))._id;
  const otherId = (await accounts.findAccount('other'))._id;
  const team = await new TeamsRepository(db).create(
    accountId,
    { name: 'Core', isGuest: false, parentTeamId: null, userIds: [cy] },
    false,
  );
  return { workspaces, accountId, otherId, ada, bo, cy, team: team._id, changed };
}

describe('workspaces', () => {
  it('makes its creator an owner, and lists by kind, state, order and page', async () => {
    const { workspaces, accountId, otherId, ada, changed } = await organisation();
    const open = await workspaces.create(accountId, ada, { name: ' Ops ', kind: 'open', description: null });
    expect(open).toMatchObject({ name: 'Ops', kind: 'open', state: 'active', owner_ids: [ada] });
    expect(changed).toEqual([accountId]);
    const closed = await workspaces.create(accountId, ada, {
      name: 'HR',
      kind: 'closed',
      description: 'people',
    });
    await workspaces.create(otherId, ada, { name: 'Theirs', kind: 'open', description: null });
    const query = { state: 'active' as const, newestFirst: false, limit: 25, page: 1 };
    expect((await workspaces.list(accountId, query)).map((w) => w.name)).toEqual(['Ops', 'HR']);
    expect((await workspaces.list(accountId, { ...query, kind: 'closed' })).map((w) => w._id)).toEqual([
      closed._id,
    ]);
    expect(
      (await workspaces.list(accountId, { ...query, newestFirst: true, limit: 1 })).map((w) => w._id),
    ).toEqual([closed._id]);
    expect((await workspaces.list(accountId, { ...query, limit: 1, page: 2 })).map((w) => w._id)).toEqual([
      closed._id,
    ]);
    await workspaces.setState(accountId, open._id, 'deleted');
    expect((await workspaces.list(accountId, query)).map((w) => w._id)).toEqual([closed._id]);
    expect(await workspaces.list(accountId, { ...query, state: 'deleted' })).toHaveLength(1);
    await expect(workspaces.find(accountId, open._id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(
      workspaces.create(accountId, ada, { name: ' ', kind: 'open', description: null }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('adds and removes users and teams as owners or subscribers, publishing who may see its boards', async () => {
    const { workspaces, accountId, otherId, ada, bo, cy, team, changed } = await organisation();
    const hr = await workspaces.create(accountId, ada, { name: 'HR', kind: 'closed', description: null });
    changed.length = 0;
    expect(await workspaces.addUsers(accountId, hr._id, [bo, 'nobody'], 'subscriber')).toEqual([bo]);
    expect(await workspaces.addTeams(accountId, hr._id, [team], 'owner')).toEqual([team]);
    expect(changed).toEqual([accountId, accountId]);
    const stored = await workspaces.find(accountId, hr._id);
    expect(await workspaces.isOwner(stored, cy)).toBe(true);
    expect(await workspaces.isOwner(stored, bo)).toBe(false);
    expect(await workspaces.isMember(stored, bo)).toBe(true);
    expect(await workspaces.access(accountId)).toEqual([
      { id: hr._id, kind: 'closed', state: 'active', member_user_ids: [ada, bo], member_team_ids: [team] },
    ]);
    expect(await workspaces.removeUsers(accountId, hr._id, [bo, cy])).toEqual([bo]);
    expect(await workspaces.removeTeams(accountId, hr._id, [team])).toEqual([team]);
    expect(await workspaces.access(accountId)).toEqual([
      { id: hr._id, kind: 'closed', state: 'active', member_user_ids: [ada], member_team_ids: [] },
    ]);
    await workspaces.update(accountId, hr._id, { kind: 'open' });
    expect(changed).toHaveLength(5);
    expect(await workspaces.access(otherId)).toEqual([]);
    await expect(workspaces.addUsers(otherId, hr._id, [bo], 'owner')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
