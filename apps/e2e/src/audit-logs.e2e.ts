import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminCliJson,
  readRepoFile,
  runSchemaCli,
  startTestStack,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

// The account's audit log as an admin reads it (`audit_logs`) and the operator prints it
// (`npm run admin -- audit`): security events made through the CLI and the API (tokens, users, who
// belongs to a board, schema publishes and rollbacks), with who, when and from where, and never a
// token's secret. And `platform_api`, the account's requests by day.

// Each CLI run is a new Node process compiling TypeScript (runAdminCli): seconds apiece.
jest.setTimeout(180_000);

let env: TestStack;
let admin: GraphQLClient;
let member: GraphQLClient;
let adminId: string;
let memberId: string;
let otherId: string;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 3 }]);
  admin = env.clients.acme;
  member = admin.withToken(env.tokens.acme[1]);
  const idOf = async (client: GraphQLClient) =>
    (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
  [adminId, memberId, otherId] = await Promise.all([
    idOf(admin),
    idOf(member),
    idOf(admin.withToken(env.tokens.acme[2])),
  ]);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const AUDIT_LOGS = `query ($events: [String!], $user: ID, $limit: Int, $page: Int) {
  audit_logs(events: $events, user_id: $user, limit: $limit, page: $page) {
    logs { timestamp account_id event ip_address activity_metadata user { id } }
    pagination { page page_size has_more_pages next_page_number }
  }
}`;

interface Entry {
  timestamp: string;
  account_id: string;
  event: string;
  ip_address: string | null;
  activity_metadata: string;
  user: { id: string } | null;
}

interface AuditAnswer {
  audit_logs: {
    logs: Entry[];
    pagination: { page: number; page_size: number; has_more_pages: boolean; next_page_number: number | null };
  };
}

const auditLogs = async (variables: Record<string, unknown> = {}) =>
  (await admin.data<AuditAnswer>(AUDIT_LOGS, variables)).audit_logs;

describe('the audit log', () => {
  it('shows an admin a token the operator made and revoked with the CLI, by its public id only', async () => {
    const issued = await adminCliJson<{ id: string; token: string }>(env, ['tokens', 'issue', memberId]);
    await adminCliJson(env, ['tokens', 'revoke', issued.id]);

    const { logs } = await auditLogs({ events: ['api-token-revoked', 'api-token-created'] });
    expect(logs.map((entry) => [entry.event, JSON.parse(entry.activity_metadata)])).toEqual([
      ['api-token-revoked', { token_id: issued.id, user_id: memberId }],
      ['api-token-created', { token_id: issued.id, user_id: memberId }],
    ]);
    const [revoked] = logs;
    // The operator is no user of the account, and sent nothing through the gateway.
    expect(revoked).toMatchObject({ user: null, ip_address: null });
    expect(Date.now() - Date.parse(revoked.timestamp)).toBeLessThan(120_000);

    const secret = issued.token.slice(`wa_${issued.id}_`.length);
    const everything = JSON.stringify(await auditLogs({ limit: 1000 }));
    expect(everything).not.toContain(secret);

    // The operator reads the same entries with the CLI.
    const printed = await adminCliJson<{ entries: Array<{ event: string; data: unknown }> }>(env, [
      'audit',
      '--account',
      'acme',
      '--events',
      'api-token-revoked',
    ]);
    expect(printed.entries).toEqual([
      expect.objectContaining({
        event: 'api-token-revoked',
        data: { token_id: issued.id, user_id: memberId },
      }),
    ]);
  });

  it("names the admin and the client's address for changes made through the API", async () => {
    await admin.data(
      'mutation ($u: [ID!]!) { update_users_role(user_ids: $u, new_role: VIEW_ONLY) { updated_users { id } } }',
      { u: [otherId] },
    );
    await admin.data(
      'mutation ($u: [ID!]!) { deactivate_users(user_ids: $u) { deactivated_users { id } } }',
      {
        u: [otherId],
      },
    );
    const query = { user: adminId, events: ['user-deactivated', 'user-role-change'], limit: 1 };
    const first = await auditLogs(query);
    expect(first.pagination).toEqual({ page: 1, page_size: 1, has_more_pages: true, next_page_number: 2 });
    expect(first.logs).toEqual([
      expect.objectContaining({
        event: 'user-deactivated',
        user: { id: adminId },
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
      }),
    ]);
    expect(JSON.parse(first.logs[0].activity_metadata)).toEqual({ user_ids: [otherId] });
    const second = await auditLogs({ ...query, page: 2 });
    expect(second.logs.map((entry) => [entry.event, JSON.parse(entry.activity_metadata)])).toEqual([
      ['user-role-change', { user_ids: [otherId], role: 'viewer' }],
    ]);
    expect(second.pagination.has_more_pages).toBe(false);
  });

  it('names the client, its system and its device from its User-Agent, and the account by its slug', async () => {
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const DEACTIVATE =
      'mutation ($u: [ID!]!) { deactivate_users(user_ids: $u) { deactivated_users { id } } }';
    const ACTIVATE = 'mutation ($u: [ID!]!) { activate_users(user_ids: $u) { activated_users { id } } }';
    // From a phone's browser, then from a script that names no browser.
    const fromPhone = await admin.request(DEACTIVATE, { u: [otherId] }, { headers: { 'user-agent': phone } });
    expect(fromPhone.body.errors).toBeUndefined();
    const fromScript = await admin.request(
      ACTIVATE,
      { u: [otherId] },
      { headers: { 'user-agent': 'nightly-sync/2.1' } },
    );
    expect(fromScript.body.errors).toBeUndefined();
    const { audit_logs } = await admin.data<{ audit_logs: { logs: Array<Record<string, string | null>> } }>(
      `query { audit_logs(events: ["user-deactivated", "user-reactivated"], limit: 2) { logs {
        event slug user_agent client_name client_version os_name os_version device_name device_type
      } } }`,
    );
    const { account } = await admin.data<{ account: { slug: string } }>('{ account { slug } }');
    expect(audit_logs.logs).toEqual([
      {
        event: 'user-reactivated',
        slug: account.slug,
        user_agent: 'nightly-sync/2.1',
        client_name: null,
        client_version: null,
        os_name: null,
        os_version: null,
        device_name: null,
        device_type: null,
      },
      {
        event: 'user-deactivated',
        slug: account.slug,
        user_agent: phone,
        client_name: 'Mobile Safari',
        client_version: '17.4',
        os_name: 'iOS',
        os_version: '17.4',
        device_name: 'Apple iPhone',
        device_type: 'mobile',
      },
    ]);
  });

  it('refuses a member', async () => {
    const answer = await member.request(AUDIT_LOGS);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.audit_logs).toBeNull();
    expect(answer.body.errors?.[0].extensions).toMatchObject({
      code: 'UserUnauthorizedException',
      status_code: 403,
    });
  });
});

describe('board permissions', () => {
  it('records who was added to or taken off a board and what its members may change, by whom', async () => {
    const { create_board } = await admin.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Guarded", board_kind: private) { id } }',
    );
    const board = create_board.id;
    const { create_team } = await admin.data<{ create_team: { id: string } }>(
      'mutation ($u: [ID!]) { create_team(input: { name: "Auditors", subscriber_ids: $u }) { id } }',
      { u: [adminId] },
    );
    const team = create_team.id;
    await admin.data(
      'mutation ($b: ID!, $u: [ID!]!) { add_subscribers_to_board(board_id: $b, user_ids: $u, kind: owner) { id } }',
      { b: board, u: [memberId] },
    );
    await admin.data(
      'mutation ($b: ID!, $t: [ID!]!) { add_teams_to_board(board_id: $b, team_ids: $t) { id } }',
      { b: board, t: [team] },
    );
    await admin.data(
      'mutation ($b: ID!, $t: [ID!]!) { delete_teams_from_board(board_id: $b, team_ids: $t) { id } }',
      { b: board, t: [team] },
    );
    await admin.data(
      'mutation ($b: ID!, $u: [ID!]!) { delete_subscribers_from_board(board_id: $b, user_ids: $u) { id } }',
      { b: board, u: [memberId] },
    );
    await admin.data(
      'mutation ($b: ID!) { set_board_permission(board_id: $b, basic_role_name: viewer) { edit_permissions } }',
      { b: board },
    );

    const { logs } = await auditLogs({
      events: [
        'add-user-to-board',
        'remove-user-from-board',
        'add-team-to-board',
        'remove-team-from-board',
        'board-permission-change',
      ],
    });
    expect(logs.map((entry) => [entry.event, JSON.parse(entry.activity_metadata)])).toEqual([
      ['board-permission-change', { board_id: board, edit_permissions: 'owners', previous: 'everyone' }],
      ['remove-user-from-board', { board_id: board, user_ids: [memberId] }],
      ['remove-team-from-board', { board_id: board, team_ids: [team] }],
      ['add-team-to-board', { board_id: board, team_ids: [team], kind: 'subscriber' }],
      ['add-user-to-board', { board_id: board, user_ids: [memberId], kind: 'owner' }],
    ]);
    expect(logs.every((entry) => entry.user?.id === adminId)).toBe(true);
  });
});

describe('schema changes', () => {
  it('records each publish and rollback for the operator, naming the subgraph and versions, not the schema', async () => {
    /** The checked-in boards schema with one field more (and, `described`, its description). */
    const withOrigin = (described: boolean) => {
      const file = join(mkdtempSync(join(tmpdir(), 'audit-e2e-')), 'boards.graphql');
      const field = described ? '  "Where the board came from."\n  origin: String\n' : '  origin: String\n';
      writeFileSync(
        file,
        readRepoFile('apps/boards/src/schema.graphql').replace(
          '  updated_at: ISO8601DateTime\n',
          `  updated_at: ISO8601DateTime\n${field}`,
        ),
      );
      return file;
    };
    for (const args of [
      ['publish', 'boards', '--schema', withOrigin(false)],
      ['publish', 'boards', '--schema', withOrigin(true)],
      ['rollback', 'boards', '1'],
    ]) {
      const run = await runSchemaCli(env, args);
      expect({ args, code: run.code, out: run.code === 0 ? '' : run.stdout + run.stderr }).toMatchObject({
        code: 0,
      });
    }

    const printed = await adminCliJson<{ entries: Array<Record<string, unknown>> }>(env, [
      'audit',
      '--events',
      'schema-publish,schema-rollback',
    ]);
    expect(printed.entries.map((entry) => [entry.event, entry.data])).toEqual([
      ['schema-rollback', expect.objectContaining({ subgraph: 'boards', version: 3, rolled_back_to: 1 })],
      ['schema-publish', expect.objectContaining({ subgraph: 'boards', version: 2 })],
      ['schema-publish', expect.objectContaining({ subgraph: 'boards', version: 1 })],
    ]);
    expect(printed.entries[0]).toMatchObject({ account_id: null, user_id: null, ip_address: null });
    expect(JSON.stringify(printed)).not.toContain('Where the board came from');
  });
});

describe('platform_api', () => {
  const PLATFORM_API =
    '{ platform_api { daily_limit { base total } daily_analytics { last_updated by_day { day usage } by_user { user { id } usage } by_app { api_app_id usage app { id name kind status features { id } } } } } }';
  interface PlatformAnswer {
    platform_api: {
      daily_limit: { base: number; total: number };
      daily_analytics: {
        last_updated: string;
        by_day: Array<{ day: string; usage: number }>;
        by_user: Array<{ user: { id: string } | null; usage: number }>;
        by_app: unknown[];
      };
    };
  }
  const today = async () => {
    const { platform_api } = await member.data<PlatformAnswer>(PLATFORM_API);
    const day = new Date().toISOString().slice(0, 10);
    const byUser = new Map(
      platform_api.daily_analytics.by_user.map((entry) => [entry.user?.id, entry.usage]),
    );
    return {
      ...platform_api,
      usage: platform_api.daily_analytics.by_day.find((entry) => entry.day === day)?.usage,
      admin: byUser.get(adminId) ?? 0,
      member: byUser.get(memberId) ?? 0,
      users: platform_api.daily_analytics.by_user,
    };
  };

  it("counts the account's requests today, every user's, against its tier's limit for a day", async () => {
    const before = await today();
    // The pro tier's 2,500 requests a minute, every minute of the day.
    expect(before.daily_limit).toEqual({ base: 3_600_000, total: 3_600_000 });
    expect(before.usage).toBeGreaterThan(0);
    await admin.data('{ me { id } }');
    await member.data('{ me { id } }');
    await member.data('{ me { id } }');
    const after = await today();
    // Three requests, and the one that read it.
    expect(after.usage).toBe((before.usage ?? 0) + 4);
    // By who sent them: the admin one, the member two and the read; every user's add up to the day's.
    expect([after.admin - before.admin, after.member - before.member]).toEqual([1, 3]);
    expect(after.users.reduce((sum, entry) => sum + entry.usage, 0)).toBe(after.usage);
    const usages = after.users.map((entry) => entry.usage);
    expect(usages).toEqual([...usages].sort((a, b) => b - a));
    // Every request came with a user's token: none is an app's.
    expect(after.daily_analytics.by_app).toEqual([]);
  });
});

describe('unknown tokens', () => {
  it('records an address flooding unknown tokens once for its window, for the operator', async () => {
    const guesses = Array.from({ length: 45 }, (_, n) => `wa_0000000000000000_guess${n}`);
    for (const guess of guesses) {
      const answer = await admin.request('{ me { id } }', {}, { token: guess });
      expect([401, 429]).toContain(answer.status);
    }
    const printed = await adminCliJson<{ entries: Array<Record<string, unknown>> }>(env, [
      'audit',
      '--events',
      'failed-login',
    ]);
    expect(printed.entries).toEqual([
      expect.objectContaining({
        account_id: null,
        user_id: null,
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
        data: { unknown_tokens: 20, window_seconds: 60 },
      }),
    ]);
    expect(JSON.stringify(printed)).not.toContain('guess');
  });
});
