import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@workapi/devservices';
import {
  adminCliJson,
  GraphQLClient,
  runAdminCli,
  startTestStack,
  statusWithin,
  testServices,
  type AdminRun,
  type TestStack,
} from '@workapi/testing';

// `npm run admin` against a running stack: the CLI as an operator runs it (a child process with
// the stack's store settings), and the gateway as clients see it.

// Each CLI run is a new Node process compiling TypeScript (runAdminCli): seconds apiece.
jest.setTimeout(180_000);

let env: TestStack;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

/** Runs the admin CLI with this stack's stores (overrides replace any of its settings). */
const admin = (args: string[], overrides: Record<string, string> = {}) => runAdminCli(env, args, overrides);

/** The CLI's --json answer; fails the test on anything but exit code 0 and JSON alone on stdout. */
const adminJson = <T = Record<string, unknown>>(args: string[]) => adminCliJson<T>(env, args);

const ME = '{ me { id name email } }';
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status the gateway answers a token with, as `statusWithin` (@workapi/testing) asks it. */
const tokenStatusWithin = (token: string, status: number, withinMs: number) =>
  statusWithin(new GraphQLClient(env.gatewayUrl, token), ME, status, withinMs);

/** A new account with one user and a token for it, all made with the CLI. */
async function accountWithToken(tier = 'pro') {
  const account = await adminJson<{ id: string; name: string; tier: string }>([
    'accounts',
    'create',
    unique('umbrella'),
    '--tier',
    tier,
  ]);
  const user = await adminJson<{ id: string; email: string }>([
    'users',
    'create',
    account.name,
    '--name',
    'Ann Lee',
    '--email',
    `ann@${account.name}.test`,
  ]);
  const issued = await adminJson<{ id: string; token: string; user_id: string }>([
    'tokens',
    'issue',
    user.id,
  ]);
  return { account, user, issued };
}

const policyQuota = (headers: Headers) =>
  /"requests";q=(\d+)/.exec(headers.get('ratelimit-policy') ?? '')?.[1];

describe('accounts, users and tokens made with the CLI', () => {
  it('an account and a user made with the CLI reach the API with the token it issued', async () => {
    const { account, user, issued } = await accountWithToken('free');
    expect(account.tier).toBe('free');
    expect(issued.token).toMatch(new RegExp(`^wa_${issued.id}_`));
    const answer = await new GraphQLClient(env.gatewayUrl, issued.token).request(ME);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ me: { id: user.id, name: 'Ann Lee', email: user.email } });
    expect(policyQuota(answer.headers)).toBe('1000');

    const listed = await admin(['tokens', 'list', '--account', account.name]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(issued.id);
    expect(listed.stdout).not.toContain(issued.token.slice(issued.id.length + 4));
    const json = await adminJson<Array<Record<string, unknown>>>(['tokens', 'list', '--user', user.id]);
    expect(json).toEqual([
      { id: issued.id, account_id: account.id, user_id: user.id, created_at: expect.any(String) },
    ]);
    expect(await adminJson<Array<{ id: string }>>(['users', 'list', account.id])).toEqual([
      expect.objectContaining({ id: user.id, name: 'Ann Lee' }),
    ]);
    expect((await adminJson<Array<{ id: string }>>(['accounts', 'list'])).map((entry) => entry.id)).toContain(
      account.id,
    );
  });

  it('rotate: the new token works and the old one is refused within the 5 s token cache', async () => {
    const { issued } = await accountWithToken();
    expect((await new GraphQLClient(env.gatewayUrl, issued.token).request(ME)).status).toBe(200);
    const rotated = await adminJson<{ id: string; token: string; replaced: string }>([
      'tokens',
      'rotate',
      issued.id,
    ]);
    expect(rotated.replaced).toBe(issued.id);
    expect((await new GraphQLClient(env.gatewayUrl, rotated.token).request(ME)).status).toBe(200);
    expect(await tokenStatusWithin(issued.token, 401, 6_000)).toBe(401);
    expect((await new GraphQLClient(env.gatewayUrl, rotated.token).request(ME)).status).toBe(200);
  });

  it('revoke: the token is refused within the 5 s token cache, the user’s other tokens still work', async () => {
    const { user, issued } = await accountWithToken();
    const other = await adminJson<{ token: string }>(['tokens', 'issue', user.id]);
    expect((await new GraphQLClient(env.gatewayUrl, issued.token).request(ME)).status).toBe(200);
    const revoked = await admin(['tokens', 'revoke', issued.id]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Revoked token ${issued.id}`);
    expect(await tokenStatusWithin(issued.token, 401, 6_000)).toBe(401);
    expect((await new GraphQLClient(env.gatewayUrl, other.token).request(ME)).status).toBe(200);
  });

  it('users: roles and deactivation, which the gateway applies within 5 s', async () => {
    const { account, user, issued } = await accountWithToken();
    expect(await adminJson(['users', 'list', account.id])).toEqual([
      expect.objectContaining({ id: user.id, role: 'admin', enabled: true, pending: false }),
    ]);
    const viewer = await adminJson<{ id: string; role: string }>([
      'users',
      'create',
      account.name,
      '--name',
      'Vic',
      '--email',
      `vic@${account.name}.test`,
      '--role',
      'viewer',
    ]);
    expect(viewer.role).toBe('viewer');
    expect(await adminJson(['users', 'role', viewer.id, 'member'])).toMatchObject({ role: 'member' });
    const refused = await admin(['users', 'role', viewer.id, 'owner']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('role must be one of admin, member, viewer, guest');
    const listed = await admin(['users', 'list', account.name]);
    expect(listed.stdout).toMatch(/ROLE\s+STATE/);
    expect(await adminJson(['users', 'deactivate', user.id])).toMatchObject({ enabled: false });
    expect(await tokenStatusWithin(issued.token, 401, 6_000)).toBe(401);
    expect(await adminJson(['users', 'activate', user.id])).toMatchObject({ enabled: true });
    expect(await tokenStatusWithin(issued.token, 200, 6_000)).toBe(200);
  });

  it('teams: made with members, listed with them, and seen through the API', async () => {
    const { account, user, issued } = await accountWithToken();
    const team = await adminJson<{ id: string; name: string; users: string[] }>([
      'teams',
      'create',
      account.name,
      '--name',
      'Core',
      '--members',
      user.id,
    ]);
    expect(team).toMatchObject({ name: 'Core', users: [user.id] });
    expect(await adminJson(['teams', 'list', account.id])).toEqual([
      expect.objectContaining({ id: team.id }),
    ]);
    const { teams } = await new GraphQLClient(env.gatewayUrl, issued.token).data<{
      teams: Array<{ id: string; users: Array<{ id: string }> }>;
    }>('{ teams { id users { id } } }');
    expect(teams).toEqual([{ id: team.id, users: [{ id: user.id }] }]);
  });

  it('set-tier: the gateway applies the new tier’s limits within 5 s', async () => {
    const { account, issued } = await accountWithToken('free');
    const client = new GraphQLClient(env.gatewayUrl, issued.token);
    expect(policyQuota((await client.request(ME)).headers)).toBe('1000');
    expect(await adminJson(['accounts', 'set-tier', account.name, 'enterprise'])).toMatchObject({
      tier: 'enterprise',
    });
    const deadline = Date.now() + 6_000;
    let quota = policyQuota((await client.request(ME)).headers);
    while (quota !== '5000' && Date.now() < deadline) {
      await sleep(250);
      quota = policyQuota((await client.request(ME)).headers);
    }
    expect(quota).toBe('5000');
  });

  it('finds the stores in ${DATA_DIR}/services.json when MONGO_URL and REDIS_URL are unset, as npm start leaves them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
    const services = testServices();
    writeFileSync(
      join(dataDir, 'services.json'),
      JSON.stringify({ mongo: services.mongo, redis: services.redis }),
    );
    const run = await admin(['accounts', 'show', 'acme', '--json'], {
      MONGO_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'acme', tier: 'pro', users: 1, tokens: 1 });
  });

  it('accounts show reports the requests made and the complexity they cost this minute', async () => {
    const { account, issued } = await accountWithToken('standard');
    const client = new GraphQLClient(env.gatewayUrl, issued.token);
    let spent = 0;
    for (const query of [ME, '{ boards { id name } }', ME]) {
      const answer = await client.request(query);
      expect(answer.status).toBe(200);
      spent += (answer.body.extensions?.complexity as { query: number }).query;
    }
    const shown = await adminJson<Record<string, unknown>>(['accounts', 'show', account.name]);
    expect(shown).toMatchObject({
      id: account.id,
      tier: 'standard',
      users: 1,
      tokens: 1,
      limits: { complexity_per_minute: 5_000_000, requests_per_minute: 1_000, concurrent: 40 },
      usage: {
        complexity: { used: spent, left: 5_000_000 - spent },
        requests: { count: 3, left: 997 },
        concurrent: { running: 0, left: 40 },
      },
    });
    const usage = shown.usage as { complexity: { reset_in_seconds: number } };
    expect(usage.complexity.reset_in_seconds).toBeGreaterThan(0);
    const text = await admin(['accounts', 'show', account.id]);
    expect(text.stdout).toMatch(/^requests\s+3\s+1,000\s+997\s+\d+ s$/m);
  });
});

describe('exit codes and messages', () => {
  const noStack = (run: AdminRun) => expect(run.stderr).not.toMatch(/^\s+at /m);

  it('1 for a bad command line or value, with the usage and nothing on stdout', async () => {
    for (const args of [['accounts', 'remove', 'acme'], ['tokens', 'list', '--tier', 'pro'], []]) {
      const run = await admin(args);
      expect(run).toMatchObject({ code: 1, stdout: '' });
      expect(run.stderr).toContain('Usage: npm run --silent admin');
    }
    const badTier = await admin(['accounts', 'set-tier', 'acme', 'gold']);
    expect(badTier).toMatchObject({ code: 1, stdout: '' });
    expect(badTier.stderr).toContain('tier must be one of free, standard, pro, enterprise');
  });

  it('2 for what does not exist, 3 for what exists already', async () => {
    const missing = await admin(['accounts', 'show', 'no-such-account', '--json']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('no account with id or name "no-such-account"');
    expect((await admin(['tokens', 'revoke', '0000000000000000'])).code).toBe(2);
    expect((await admin(['tokens', 'issue', '1'])).code).toBe(2);
    const taken = await admin(['accounts', 'create', 'acme']);
    expect(taken).toMatchObject({ code: 3, stdout: '' });
    expect(taken.stderr).toContain('an account named "acme" exists already');
    noStack(taken);
  });

  it('4 when MongoDB or Redis cannot be reached, saying which', async () => {
    const closed = `127.0.0.1:${await freePort()}`;
    const noMongo = await admin(['accounts', 'list'], { MONGO_URL: `mongodb://${closed}/` });
    expect(noMongo).toMatchObject({ code: 4, stdout: '' });
    expect(noMongo.stderr).toContain(`cannot reach MongoDB at mongodb://${closed}`);
    noStack(noMongo);
    const noRedis = await admin(['accounts', 'show', 'acme'], { REDIS_URL: `redis://${closed}` });
    expect(noRedis).toMatchObject({ code: 4, stdout: '' });
    expect(noRedis.stderr).toContain(`cannot reach Redis at redis://${closed}`);
    noStack(noRedis);
    const empty = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
    const nothing = await admin(['accounts', 'list'], { MONGO_URL: '', REDIS_URL: '', DATA_DIR: empty });
    expect(nothing.code).toBe(4);
    expect(nothing.stderr).toContain('npm start');
  });
});
