import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MongoClient, type Db } from 'mongodb';
import { accountIndexes, AccountsRepository, hashToken } from '@workapi/accounts';
import { RedisLimitStore } from '@workapi/complexity';
import { createLogger } from '@workapi/logging';
import { ensureIndexes } from '@workapi/stores';
import { testServices } from '@workapi/testing';

// The accounts repository (what the admin CLI and the boards subgraph share) on the test run's
// own store: FerretDB here, MongoDB where a container runtime or MONGO_URL provides it.

let client: MongoClient;
let db: Db;
let accounts: AccountsRepository;

beforeAll(async () => {
  client = await new MongoClient(testServices().mongo).connect();
  db = client.db(`accounts_${randomBytes(4).toString('hex')}`);
  await ensureIndexes(db, accountIndexes, createLogger('test', 'silent'));
  accounts = new AccountsRepository(db);
});

afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

const unique = (name: string) => `${name}-${randomBytes(3).toString('hex')}`;

describe('accounts and users', () => {
  it('creates an account once per name, found by id or name, and refuses the name again', async () => {
    const name = unique('acme');
    const account = await accounts.createAccount(name, 'standard');
    expect(account).toMatchObject({ name, tier: 'standard' });
    expect(account._id).toMatch(/^5\d{6}$/);
    expect(await accounts.findAccount(account._id)).toEqual(account);
    expect(await accounts.findAccount(name)).toEqual(account);
    await expect(accounts.createAccount(name, 'pro')).rejects.toMatchObject({ kind: 'conflict' });
    await expect(accounts.findAccount('nobody')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('changes a tier, which the next token lookup reports', async () => {
    const account = await accounts.createAccount(unique('tiers'), 'free');
    const user = await accounts.createUser(account.name, { name: 'Ann', email: 'ann@tiers.test' });
    const { token } = await accounts.issueToken(user._id);
    expect(await accounts.authenticate(token)).toMatchObject({ tier: 'free' });
    expect(await accounts.setTier(account._id, 'enterprise')).toMatchObject({ tier: 'enterprise' });
    expect(await accounts.authenticate(token)).toMatchObject({ tier: 'enterprise' });
  });

  it('creates users with a lowercase email, unique within their account only', async () => {
    const first = await accounts.createAccount(unique('first'), 'pro');
    const second = await accounts.createAccount(unique('second'), 'pro');
    const ann = await accounts.createUser(first._id, { name: ' Ann Lee ', email: 'Ann@Example.com' });
    expect(ann).toMatchObject({ account_id: first._id, name: 'Ann Lee', email: 'ann@example.com' });
    await expect(
      accounts.createUser(first.name, { name: 'Other', email: 'ANN@example.com' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await accounts.createUser(second.name, { name: 'Ann', email: 'ann@example.com' })).toMatchObject({
      account_id: second._id,
    });
    await expect(accounts.createUser('nobody', { name: 'X', email: 'x@y.z' })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await accounts.users.find(ann._id)).toEqual(ann);
    await expect(accounts.users.find('1')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('counts each account its users and tokens', async () => {
    const account = await accounts.createAccount(unique('counted'), 'pro');
    const ann = await accounts.createUser(account._id, { name: 'Ann', email: 'ann@counted.test' });
    await accounts.createUser(account._id, { name: 'Bob', email: 'bob@counted.test' });
    await accounts.issueToken(ann._id);
    await accounts.issueToken(ann._id);
    await accounts.issueToken(ann._id);
    expect(await accounts.describeAccount(account.name)).toMatchObject({
      _id: account._id,
      users: 2,
      tokens: 3,
    });
    const listed = await accounts.listAccounts();
    expect(listed.find((entry) => entry._id === account._id)).toMatchObject({ users: 2, tokens: 3 });
    const empty = await accounts.createAccount(unique('empty'), 'free');
    expect((await accounts.listAccounts()).find((entry) => entry._id === empty._id)).toMatchObject({
      users: 0,
      tokens: 0,
    });
  });
});

describe('tokens', () => {
  const setup = async () => {
    const account = await accounts.createAccount(unique('tokens'), 'pro');
    const user = await accounts.createUser(account._id, { name: 'Ann', email: 'ann@tokens.test' });
    return { account, user };
  };

  it('are issued once and stored only as their hash', async () => {
    const { account, user } = await setup();
    const issued = await accounts.issueToken(user._id);
    expect(issued.token.startsWith(`wa_${issued.record.token_id}_`)).toBe(true);
    expect(await accounts.authenticate(issued.token)).toEqual({
      accountId: account._id,
      userId: user._id,
      tier: 'pro',
      // The account's first user is its admin.
      role: 'admin',
    });
    const stored = await db.collection('api_tokens').find({ account_id: account._id }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]._id).toBe(hashToken(issued.token));
    expect(JSON.stringify(stored)).not.toContain(issued.token.slice(20));
    await expect(accounts.issueToken('1')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('are listed by account or user, oldest first, without their secrets', async () => {
    const { account, user } = await setup();
    const bob = await accounts.createUser(account._id, { name: 'Bob', email: 'bob@tokens.test' });
    const first = await accounts.issueToken(user._id);
    const second = await accounts.issueToken(bob._id);
    const ids = (tokens: Array<{ token_id: string }>) => tokens.map((token) => token.token_id);
    expect(ids(await accounts.listTokens({ accountId: account._id }))).toEqual([
      first.record.token_id,
      second.record.token_id,
    ]);
    expect(ids(await accounts.listTokens({ userId: bob._id }))).toEqual([second.record.token_id]);
    const all = await accounts.listTokens();
    expect(ids(all)).toEqual(expect.arrayContaining([first.record.token_id, second.record.token_id]));
    expect(JSON.stringify(all)).not.toContain(first.token.slice(20));
  });

  it('rotate: the new token works for the same user and the old one no longer does', async () => {
    const { account, user } = await setup();
    const old = await accounts.issueToken(user._id);
    const rotated = await accounts.rotateToken(old.record.token_id);
    expect(rotated.replaced.token_id).toBe(old.record.token_id);
    expect(rotated.record.token_id).not.toBe(old.record.token_id);
    expect(await accounts.authenticate(rotated.token)).toMatchObject({ userId: user._id });
    expect(await accounts.authenticate(old.token)).toBeNull();
    expect((await accounts.listTokens({ accountId: account._id })).map((token) => token.token_id)).toEqual([
      rotated.record.token_id,
    ]);
    await expect(accounts.rotateToken(old.record.token_id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('revoke: the token no longer authenticates, and a second revoke finds nothing', async () => {
    const { user } = await setup();
    const keep = await accounts.issueToken(user._id);
    const gone = await accounts.issueToken(user._id);
    expect(await accounts.revokeToken(gone.record.token_id)).toMatchObject({ user_id: user._id });
    expect(await accounts.authenticate(gone.token)).toBeNull();
    expect(await accounts.authenticate(keep.token)).not.toBeNull();
    await expect(accounts.revokeToken(gone.record.token_id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('DEV_ACCOUNTS tokens get an id, those stored before ids existed too', async () => {
    const name = unique('dev');
    const token = randomBytes(16).toString('hex');
    await accounts.ensureDevAccount({ token, tier: 'pro', account: name });
    const account = await accounts.findAccount(name);
    const [made] = await accounts.listTokens({ accountId: account._id });
    expect(made.token_id).toMatch(/^[0-9a-f]{16}$/);
    await db
      .collection('api_tokens')
      .updateOne({ _id: hashToken(token) as never }, { $unset: { token_id: '' } });
    await accounts.ensureDevAccount({ token, tier: 'pro', account: name });
    const [again] = await accounts.listTokens({ accountId: account._id });
    expect(again.token_id).toMatch(/^[0-9a-f]{16}$/);
    expect(await accounts.revokeToken(again.token_id)).toMatchObject({ account_id: account._id });
  });
});

// What `accounts show` reads: the limit keys the gateway charges, read without charging.
describe('what an account has used (RedisLimitStore.usage)', () => {
  const limits = { requestsPerMinute: 100, concurrent: 5, budgetPerMinute: 1_000, textKibPerSecond: 1_000 };
  const lifetimeMs = 1_000;
  let redis: Redis;
  let store: RedisLimitStore;

  beforeAll(() => {
    redis = new Redis(testServices().redis, { keyPrefix: `t${randomBytes(4).toString('hex')}:` });
    store = new RedisLimitStore(redis, lifetimeMs);
  });

  afterAll(() => redis?.disconnect());

  it('is nothing, with no window open, for an account that made no request', async () => {
    expect(await store.usage(randomUUID())).toEqual({
      requests: { count: 0, resetIn: null },
      running: 0,
      budget: { used: 0, resetIn: null },
    });
  });

  it('counts requests, running requests and complexity spent, and reading it charges nothing', async () => {
    const account = randomUUID();
    const first = await store.admit(account, limits, 100);
    await store.admit(account, limits, 50);
    if (!first.ok) throw new Error('refused');
    await store.finish(first.ticket, 40, limits, 0);
    const usage = await store.usage(account);
    expect(usage).toMatchObject({ requests: { count: 2 }, running: 1, budget: { used: 110 } });
    expect(usage.budget.resetIn).toBeGreaterThan(0);
    expect(usage.requests.resetIn).toBeGreaterThan(0);
    expect(await store.usage(account)).toMatchObject({
      requests: { count: 2 },
      running: 1,
      budget: { used: 110 },
    });
  });

  it('does not count a slot past its expiry as running', async () => {
    const account = randomUUID();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await store.admit(account, limits, 0);
    await sleep(lifetimeMs * 0.6);
    await store.admit(account, limits, 0);
    expect((await store.usage(account)).running).toBe(2);
    await sleep(lifetimeMs * 0.6);
    // The first slot has expired; the second, taken later, still runs.
    expect((await store.usage(account)).running).toBe(1);
  });
});
