import { memoryDb } from '@workapi/testing';
import { AccountsRepository, type UserRecord } from './accounts';
import { utcHoursDiff } from './users';

/** An account with its first user (its admin, holding a token) and `more` users after it. */
async function accountWith(more: number, tier = 'pro') {
  const db = memoryDb();
  const changed: string[] = [];
  const accounts = new AccountsRepository(db, async (accountId) => void changed.push(accountId));
  await accounts.ensureDevAccount({ token: 'admin-token', tier: 'pro', account: 'acme' });
  const account = await accounts.findAccount('acme');
  if (tier !== 'pro') await accounts.setTier('acme', tier);
  const users: UserRecord[] = [];
  for (let n = 0; n < more; n += 1)
    users.push(await accounts.createUser('acme', { name: `User ${n}`, email: `u${n}@acme.test` }));
  const admin = (await accounts.authenticate('admin-token'))!;
  return { db, accounts, account, users, admin, changed };
}

describe('users of an account', () => {
  it('makes the first user its admin and later ones members; DEV_ACCOUNTS roles win', async () => {
    const { accounts, users, admin } = await accountWith(1);
    expect(admin.role).toBe('admin');
    expect(users[0].role).toBe('member');
    await accounts.ensureDevAccount({ token: 'viewer-token', tier: 'pro', account: 'acme', role: 'viewer' });
    expect((await accounts.authenticate('viewer-token'))?.role).toBe('viewer');
    // An existing token's user takes the role its entry names now.
    await accounts.ensureDevAccount({ token: 'viewer-token', tier: 'pro', account: 'acme', role: 'guest' });
    expect((await accounts.authenticate('viewer-token'))?.role).toBe('guest');
  });

  it('refuses the tokens of a deactivated user, and accepts them again once activated', async () => {
    const { accounts, admin } = await accountWith(0);
    await accounts.ensureDevAccount({ token: 'member-token', tier: 'pro', account: 'acme' });
    const member = (await accounts.authenticate('member-token'))!;
    const off = await accounts.users.setEnabled(admin.accountId, admin.userId, [member.userId], false);
    expect(off.users.map((user) => [user._id, user.enabled])).toEqual([[member.userId, false]]);
    expect(await accounts.authenticate('member-token')).toBeNull();
    await accounts.users.setEnabled(admin.accountId, admin.userId, [member.userId], true);
    expect(await accounts.authenticate('member-token')).toMatchObject({ userId: member.userId });
  });

  it('changes a batch but for the caller itself and ids the account does not have, each said as an error', async () => {
    const { accounts, users, admin, changed } = await accountWith(2);
    const result = await accounts.users.setRoles(
      admin.accountId,
      admin.userId,
      [users[0]._id, admin.userId, '123', users[1]._id],
      'viewer',
    );
    expect(result.users.map((user) => user._id)).toEqual([users[0]._id, users[1]._id]);
    expect(result.errors).toEqual([
      { code: 'CANNOT_UPDATE_SELF', message: expect.any(String), user_id: admin.userId },
      { code: 'USER_NOT_FOUND', message: expect.any(String), user_id: '123' },
    ]);
    expect(changed.at(-1)).toBe(admin.accountId);
    const viewers = await accounts.users.list(admin.accountId, { ids: [users[0]._id], limit: 10, page: 1 });
    expect(viewers[0].role).toBe('viewer');
    const tooMany = Array.from({ length: 201 }, (_, n) => String(n));
    expect((await accounts.users.setRoles(admin.accountId, admin.userId, tooMany, 'member')).errors).toEqual([
      expect.objectContaining({ code: 'EXCEEDS_BATCH_LIMIT' }),
    ]);
  });

  it('lists by kind, activity, name and age, a page at a time', async () => {
    const { accounts, users, admin } = await accountWith(4);
    const ids = (found: UserRecord[]) => found.map((user) => user._id);
    const list = (query: Partial<Parameters<typeof accounts.users.list>[1]>) =>
      accounts.users.list(admin.accountId, { limit: 100, page: 1, active: true, ...query }).then(ids);
    await accounts.users.setRoles(admin.accountId, admin.userId, [users[0]._id], 'guest');
    await accounts.users.setEnabled(admin.accountId, admin.userId, [users[1]._id], false);
    expect(await list({})).toEqual([admin.userId, users[0]._id, users[2]._id, users[3]._id]);
    expect(await list({ kind: 'guests' })).toEqual([users[0]._id]);
    expect(await list({ kind: 'non_guests' })).toEqual([admin.userId, users[2]._id, users[3]._id]);
    expect(await list({ active: false })).toEqual([users[1]._id]);
    expect(await list({ name: 'USER 3' })).toEqual([users[3]._id]);
    expect(await list({ newestFirst: true, limit: 2 })).toEqual([users[3]._id, users[2]._id]);
    expect(await list({ limit: 2, page: 2 })).toEqual([users[2]._id, users[3]._id]);
    expect(await list({ emails: ['U2@ACME.TEST'] })).toEqual([users[2]._id]);
  });

  it('changes details whole or not at all, one user at a time, keeping emails unique', async () => {
    const { accounts, users, admin } = await accountWith(2);
    const result = await accounts.users.updateAttributes(admin.accountId, [
      { userId: users[0]._id, attributes: { title: 'Engineer', birthday: '1990-02-28', name: ' Ann ' } },
      { userId: users[1]._id, attributes: { title: 'Lost', birthday: '1990-02-31' } },
      { userId: users[1]._id, attributes: { email: 'U0@acme.test' } },
    ]);
    expect(result.users.map((user) => [user.name, user.profile?.title, user.profile?.birthday])).toEqual([
      ['Ann', 'Engineer', '1990-02-28'],
    ]);
    expect(result.errors.map((error) => [error.code, error.user_id])).toEqual([
      ['INVALID_FIELD', users[1]._id],
      ['INVALID_FIELD', users[1]._id],
    ]);
    const [second] = await accounts.users.list(admin.accountId, { ids: [users[1]._id], limit: 1, page: 1 });
    expect(second.profile?.title).toBeUndefined();
    expect(second.email).toBe('u1@acme.test');
  });

  it('invites pending users within the plan seats; a pending user has no working token', async () => {
    const { accounts, admin } = await accountWith(0, 'free');
    const { users, errors } = await accounts.users.invite(
      admin.accountId,
      ['new@acme.test', 'not-an-email', 'second@acme.test'],
      'member',
      2,
    );
    expect(users.map((user) => [user.email, user.pending, user.role])).toEqual([
      ['new@acme.test', true, 'member'],
    ]);
    expect(errors.map((error) => error.email)).toEqual(['not-an-email', 'second@acme.test']);
    expect(errors[1].message).toMatch(/seats 2 users/);
    const token = await accounts.issueToken(users[0]._id);
    expect(await accounts.authenticate(token.token)).toBeNull();
  });

  it('gives users stored before roles theirs: each account one admin, the others members', async () => {
    const db = memoryDb();
    const accounts = new AccountsRepository(db);
    const old = (id: string, account: string) => ({
      _id: id,
      account_id: account,
      name: id,
      email: `${id}@old.test`,
      created_at: new Date(),
    });
    await db
      .collection<{ _id: string }>('users')
      .insertMany([old('9000002', 'a'), old('9000001', 'a'), old('9000003', 'b')]);
    for (let run = 0; run < 2; run += 1)
      for (const migration of accounts.users.migrations()) await migration.run();
    const users = await db.collection('users').find({}).sort({ _id: 1 }).toArray();
    expect(users.map((user) => [user._id, user.role, user.enabled])).toEqual([
      ['9000001', 'admin', true],
      ['9000002', 'member', true],
      ['9000003', 'admin', true],
    ]);
  });

  it('says how many hours a time zone is from UTC', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(utcHoursDiff('Asia/Tokyo', winter)).toBe(9);
    expect(utcHoursDiff('America/New_York', winter)).toBe(-5);
    expect(utcHoursDiff(undefined, winter)).toBe(0);
  });
});
