import {
  accountExists,
  accountNotFound,
  invalidValue,
  type AccountsRepository,
  type AccountSummary,
  type TokenRecord,
  AccountsRepository as StoredAccounts,
  WorkspacesRepository,
  type TeamsRepository,
} from '@workapi/accounts';
import { memoryDb } from '@workapi/testing';
import { AuditLog } from '@workapi/audit';
import { limitsFor, type Usage } from '@workapi/complexity';
import { EXIT, parseCommandLine, runAdmin } from './cli';
import { StoreUnreachable, type AdminStores } from './stores';

const created = new Date('2026-11-24T08:30:00.000Z');
const acme: AccountSummary = {
  _id: '5000001',
  name: 'acme',
  tier: 'pro',
  created_at: created,
  users: 2,
  tokens: 3,
};
const token: TokenRecord = {
  _id: 'f'.repeat(64),
  token_id: '0123456789abcdef',
  account_id: '5000001',
  user_id: '9000001',
  created_at: created,
};
const idle: Usage = { requests: { count: 0, resetIn: null }, running: 0, budget: { used: 0, resetIn: null } };

function fakeStores(
  accounts: Partial<AccountsRepository>,
  usage: Usage = idle,
  workspaces: Partial<WorkspacesRepository> = {},
) {
  const stores = {
    accounts: accounts as AccountsRepository,
    workspaces: workspaces as WorkspacesRepository,
    teams: {} as TeamsRepository,
    audit: new AuditLog(memoryDb()),
    limitsOf: (tier: string) => limitsFor(tier),
    usage: jest.fn(async () => usage),
    storage: jest.fn(async () => ({ files: 3, bytes: 12_000 })),
    close: jest.fn(async () => undefined),
  } satisfies AdminStores;
  return stores;
}

async function run(argv: string[], stores: AdminStores | (() => Promise<AdminStores>)) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    open: typeof stores === 'function' ? stores : async () => stores,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the command line', () => {
  it('names a command, its arguments and options, with --json anywhere', () => {
    expect(
      parseCommandLine(['--json', 'users', 'create', 'acme', '--name', 'Ann Lee', '--email', 'a@x.io']),
    ).toEqual(
      expect.objectContaining({
        command: expect.objectContaining({ name: 'users create' }),
        input: { args: ['acme'], options: { name: 'Ann Lee', email: 'a@x.io' } },
        json: true,
      }),
    );
    expect(parseCommandLine(['tokens', 'list', '--user', '9000001'])).toMatchObject({
      input: { args: [], options: { user: '9000001' } },
      json: false,
    });
    expect(parseCommandLine(['accounts', 'create', 'x', '--help'])).toBe('help');
  });

  it.each([
    [[], /no command given/],
    [['accounts'], /unknown command "accounts"/],
    [['accounts', 'delete', 'acme'], /unknown command "accounts delete"/],
    [['accounts', 'list', '--bogus'], /Unknown option '--bogus'/],
    [['accounts', 'list', '--tier', 'pro'], /accounts list does not take --tier/],
    [['accounts', 'create'], /accounts create takes <name>, got none/],
    [['accounts', 'show', 'a', 'b'], /accounts show takes <account>, got "a b"/],
    [['users', 'create', 'acme', '--name', 'Ann'], /users create needs --email <email>/],
    [['accounts', 'create', 'acme', '--tier'], /argument missing/],
  ])('refuses %j with exit code 1, the reason and the usage, touching no store', async (argv, reason) => {
    const open = jest.fn();
    const result = await run(argv, open);
    expect(result.code).toBe(EXIT.usage);
    expect(result.err).toMatch(reason);
    expect(result.err).toContain('Usage: npm run --silent admin -- <command>');
    expect(result.out).toBe('');
    expect(open).not.toHaveBeenCalled();
  });

  it('prints the usage on stdout for --help, exit code 0', async () => {
    const result = await run(['--help'], jest.fn());
    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain('tokens rotate <token-id>');
    expect(result.out).toContain('Exit codes: 0 done, 1 bad command line or value, 2 not found');
  });
});

describe('outcomes', () => {
  it('--json prints one JSON document and nothing else', async () => {
    const stores = fakeStores({ createAccount: jest.fn(async () => acme) });
    const result = await run(['accounts', 'create', 'acme', '--tier', 'pro', '--json'], stores);
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.out)).toEqual({
      id: '5000001',
      name: 'acme',
      tier: 'pro',
      created_at: '2026-11-24T08:30:00.000Z',
    });
    expect(stores.accounts.createAccount).toHaveBeenCalledWith('acme', 'pro');
    expect(stores.close).toHaveBeenCalled();
  });

  it('creates accounts on pro unless told otherwise', async () => {
    const stores = fakeStores({ createAccount: jest.fn(async () => acme) });
    const result = await run(['accounts', 'create', 'acme'], stores);
    expect(result.out).toBe('Created account 5000001 acme (tier pro).');
    expect(stores.accounts.createAccount).toHaveBeenCalledWith('acme', 'pro');
  });

  it('lists in aligned columns', async () => {
    const globex = { ...acme, _id: '5000002', name: 'globex-corporation', users: 12, tokens: 1_500 };
    const stores = fakeStores({ listAccounts: jest.fn(async () => [acme, globex]) });
    expect((await run(['accounts', 'list'], stores)).out).toBe(
      [
        'ID       NAME                TIER  USERS  TOKENS  CREATED',
        '5000001  acme                pro       2       3  2026-11-24T08:30:00Z',
        '5000002  globex-corporation  pro      12   1,500  2026-11-24T08:30:00Z',
      ].join('\n'),
    );
  });

  it('shows an account with its limits and what it used this minute', async () => {
    const used: Usage = {
      requests: { count: 7, resetIn: 42 },
      running: 1,
      budget: { used: 12_345, resetIn: 41 },
    };
    const stores = fakeStores({ describeAccount: jest.fn(async () => acme) }, used);
    const json = JSON.parse((await run(['accounts', 'show', 'acme', '--json'], stores)).out);
    expect(json).toMatchObject({
      id: '5000001',
      tier: 'pro',
      users: 2,
      tokens: 3,
      limits: { complexity_per_minute: 10_000_000, requests_per_minute: 2_500, concurrent: 100 },
      usage: {
        complexity: { used: 12_345, left: 9_987_655, reset_in_seconds: 41 },
        requests: { count: 7, left: 2_493, reset_in_seconds: 42 },
        concurrent: { running: 1, left: 99 },
      },
      storage: { files: 3, bytes: 12_000 },
    });
    expect(stores.usage).toHaveBeenCalledWith('5000001');
    expect(stores.storage).toHaveBeenCalledWith('5000001');
    const text = (await run(['accounts', 'show', 'acme'], stores)).out;
    expect(text).toMatch(/^Account\s+5000001 acme$/m);
    expect(text).toMatch(/^Files\s+3 \(12000 bytes\)$/m);
    expect(text).toMatch(/^complexity\s+12,345\s+10,000,000\s+9,987,655\s+41 s$/m);
    expect(text).toMatch(/^requests\s+7\s+2,500\s+2,493\s+42 s$/m);
    expect(text).toMatch(/^running now\s+1\s+100\s+99\s+-$/m);
  });

  it('prints an issued token once, with its id and the warning that it is not kept', async () => {
    const secret = 'wa_0123456789abcdef_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA';
    const stores = fakeStores({ issueToken: jest.fn(async () => ({ token: secret, record: token })) });
    const text = (await run(['tokens', 'issue', '9000001'], stores)).out;
    expect(text.split(secret)).toHaveLength(2);
    expect(text).toContain('Token 0123456789abcdef for user 9000001 (account 5000001)');
    expect(text).toContain('Only its hash is stored');
    const json = JSON.parse((await run(['tokens', 'issue', '9000001', '--json'], stores)).out);
    expect(json).toEqual({
      id: '0123456789abcdef',
      token: secret,
      account_id: '5000001',
      user_id: '9000001',
      created_at: '2026-11-24T08:30:00.000Z',
    });
  });

  it('lists tokens by account name or user without any secret', async () => {
    const stores = fakeStores({
      findAccount: jest.fn(async () => acme),
      users: {
        find: jest.fn(async () => ({ ...acme, _id: '9000001', account_id: '5000001', email: 'a@x.io' })),
      } as unknown as AccountsRepository['users'],
      listTokens: jest.fn(async () => [token]),
    });
    const json = JSON.parse(
      (await run(['tokens', 'list', '--account', 'acme', '--user', '9000001', '--json'], stores)).out,
    );
    expect(stores.accounts.listTokens).toHaveBeenCalledWith({ accountId: '5000001', userId: '9000001' });
    expect(json).toEqual([
      {
        id: token.token_id,
        account_id: '5000001',
        user_id: '9000001',
        created_at: '2026-11-24T08:30:00.000Z',
      },
    ]);
  });

  it.each([
    ['not found', accountNotFound('nobody'), EXIT.notFound, 'admin: no account with id or name "nobody"'],
    ['a conflict', accountExists('acme'), EXIT.conflict, 'admin: an account named "acme" exists already'],
    ['a bad value', invalidValue('tier must be one of free'), EXIT.usage, 'admin: tier must be one of free'],
  ])('turns %s into its exit code and a one-line message on stderr', async (_, refusal, code, message) => {
    const stores = fakeStores({
      describeAccount: jest.fn(async () => {
        throw refusal;
      }),
    });
    const result = await run(['accounts', 'show', 'nobody', '--json'], stores);
    expect(result).toMatchObject({ code, out: '' });
    expect(result.err.startsWith(message)).toBe(true);
    expect(stores.close).toHaveBeenCalled();
  });

  it('says a store cannot be reached with exit code 4, from the start or mid-command', async () => {
    const away = await run(['accounts', 'list'], async () => {
      throw new StoreUnreachable('cannot reach MongoDB at mongodb://127.0.0.1:1: connect ECONNREFUSED');
    });
    expect(away).toEqual({
      code: EXIT.unreachable,
      out: '',
      err: 'admin: cannot reach MongoDB at mongodb://127.0.0.1:1: connect ECONNREFUSED',
    });
    const lost = Object.assign(new Error('connection 3 to 127.0.0.1:27017 closed'), {
      name: 'MongoNetworkError',
    });
    const stores = fakeStores({
      listAccounts: jest.fn(async () => {
        throw lost;
      }),
    });
    expect(await run(['accounts', 'list'], stores)).toMatchObject({ code: EXIT.unreachable });
  });

  it('reports anything else in one line, exit code 5, without a stack', async () => {
    const stores = fakeStores({
      listAccounts: jest.fn(async () => {
        throw new TypeError('cannot read properties of undefined');
      }),
    });
    const result = await run(['accounts', 'list'], stores);
    expect(result).toEqual({
      code: EXIT.unexpected,
      out: '',
      err: 'admin: unexpected failure: cannot read properties of undefined',
    });
  });
});

describe('workspaces', () => {
  it('makes a workspace of a kind, owned by a user of the account if named, and lists them', async () => {
    const db = memoryDb();
    const accounts = new StoredAccounts(db);
    const account = await accounts.createAccount('acme', 'pro');
    const ann = await accounts.createUser('acme', { name: 'Ann', email: 'ann@acme.test' });
    const stores = fakeStores(accounts, idle, new WorkspacesRepository(db));
    const made = await run(
      ['--json', 'workspaces', 'create', 'acme', '--name', 'HR', '--kind', 'closed', '--owner', ann._id],
      stores,
    );
    expect(made.code).toBe(0);
    expect(JSON.parse(made.out)).toMatchObject({ name: 'HR', kind: 'closed', owners: [ann._id] });
    const wrongKind = await run(['workspaces', 'create', 'acme', '--name', 'X', '--kind', 'secret'], stores);
    expect(wrongKind.code).not.toBe(0);
    expect(wrongKind.err).toMatch(/kind must be one of open, closed, template/);
    await run(['workspaces', 'create', 'acme', '--name', 'Ops'], stores);
    const listed = await run(['workspaces', 'list', account.name], stores);
    expect(listed.out).toMatch(/HR\s+closed\s+active/);
    expect(listed.out).toMatch(/Ops\s+open\s+active\s+-/);
  });
});

describe('the audit log', () => {
  it('records what the CLI does to tokens and users, and prints it newest first without a secret', async () => {
    const db = memoryDb();
    const accounts = new StoredAccounts(db);
    const account = await accounts.createAccount('acme', 'pro');
    const ann = await accounts.createUser('acme', { name: 'Ann', email: 'ann@acme.test' });
    const bob = await accounts.createUser('acme', { name: 'Bob', email: 'bob@acme.test' });
    // A clock a second on at each entry: the order is the log's, not the insertion's.
    let now = Date.parse('2026-11-24T09:00:00Z');
    const stores = {
      ...fakeStores(accounts),
      audit: new AuditLog(db, { now: () => new Date((now += 1_000)) }),
    };
    const issued = JSON.parse((await run(['tokens', 'issue', ann._id, '--json'], stores)).out);
    await run(['tokens', 'revoke', issued.id], stores);
    await run(['users', 'role', bob._id, 'viewer'], stores);
    await run(['users', 'deactivate', bob._id], stores);

    const json = JSON.parse((await run(['audit', '--account', 'acme', '--json'], stores)).out);
    expect(json.has_more_pages).toBe(false);
    expect(json.entries.map((entry: { event: string }) => entry.event)).toEqual([
      'user-deactivated',
      'user-role-change',
      'api-token-revoked',
      'api-token-created',
    ]);
    expect(json.entries[2]).toEqual({
      timestamp: expect.any(String),
      account_id: account._id,
      user_id: null,
      ip_address: null,
      event: 'api-token-revoked',
      data: { token_id: issued.id, user_id: ann._id },
    });
    expect(json.entries[1].data).toEqual({ user_ids: [bob._id], role: 'viewer' });

    const text = (await run(['audit', '--events', 'api-token-revoked,api-token-created'], stores)).out;
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^TIME\s+ACCOUNT\s+USER\s+ADDRESS\s+EVENT\s+DATA$/),
      expect.stringMatching(
        new RegExp(`${account._id}\\s+operator\\s+-\\s+api-token-revoked\\s+.*"${issued.id}"`),
      ),
      expect.stringMatching(/api-token-created/),
    ]);
    const secret = issued.token.slice(`wa_${issued.id}_`.length);
    expect(JSON.stringify(await db.collection('audit_logs').find().toArray())).not.toContain(secret);
  });

  it('pages with --limit and --page, and refuses a limit out of range', async () => {
    let now = Date.parse('2026-11-24T09:00:00Z');
    const stores = {
      ...fakeStores({}),
      audit: new AuditLog(memoryDb(), { now: () => new Date((now += 1_000)) }),
    };
    for (const n of [1, 2, 3])
      await stores.audit.record({ accountId: null, userId: null, address: `10.0.0.${n}` }, 'failed-login');
    const page = JSON.parse((await run(['audit', '--limit', '2', '--page', '2', '--json'], stores)).out);
    expect(page).toEqual({
      entries: [expect.objectContaining({ ip_address: '10.0.0.1', account_id: null })],
      has_more_pages: false,
    });
    const refused = await run(['audit', '--limit', '0'], stores);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.err).toMatch(/--limit must be a whole number from 1 to 1000, got "0"/);
  });
});
