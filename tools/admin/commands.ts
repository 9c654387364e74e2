// The admin CLI's commands: what each takes, and what it prints for people and for scripts (--json).
import {
  checkRole,
  invalidValue,
  type AccountRecord,
  type IssuedToken,
  type TokenRecord,
  type UserRecord,
  type WorkspaceKind,
  type WorkspaceRecord,
  type TeamRecord,
} from '@workapi/accounts';
import { AUDIT_EVENTS } from '@workapi/audit';
import { ROLES, TIERS } from '@workapi/config';
import { auditCommand, audited } from './audit';
import { fields, table, when } from './output';
import type { AdminStores } from './stores';

export interface Invocation {
  /** The command's positional arguments, in the order of `Command.args`. */
  args: string[];
  options: Record<string, string | undefined>;
}

/** What a command prints: `json` with --json, `text` otherwise. */
export interface Outcome {
  json: unknown;
  text: string;
}

export interface CommandOption {
  name: string;
  value: string;
  help?: string;
  required?: boolean;
}

export interface Command {
  name: string;
  args: string[];
  options: CommandOption[];
  summary: string;
  run(stores: AdminStores, input: Invocation): Promise<Outcome>;
}

const accountJson = (account: AccountRecord) => ({
  id: account._id,
  name: account.name,
  tier: account.tier,
  created_at: account.created_at.toISOString(),
});

const userJson = (user: UserRecord) => ({
  id: user._id,
  account_id: user.account_id,
  name: user.name,
  email: user.email,
  role: user.role,
  enabled: user.enabled !== false,
  pending: user.pending === true,
  created_at: user.created_at.toISOString(),
});

/** Sets one user's role or activity as the operator (not a user of the account: no self rule). */
async function changeUser(
  stores: AdminStores,
  userId: string,
  change: { role: string } | { enabled: boolean },
): Promise<UserRecord> {
  const user = await stores.accounts.users.find(userId);
  const done =
    'role' in change
      ? await stores.accounts.users.setRoles(user.account_id, null, [user._id], checkRole(change.role))
      : await stores.accounts.users.setEnabled(user.account_id, null, [user._id], change.enabled);
  const changed = done.users[0];
  if (changed)
    await audited(
      stores,
      user.account_id,
      'role' in change
        ? AUDIT_EVENTS.userRoleChanged
        : change.enabled
          ? AUDIT_EVENTS.userActivated
          : AUDIT_EVENTS.userDeactivated,
      { user_ids: [changed._id], ...('role' in change && { role: changed.role }) },
    );
  return changed;
}

const workspaceJson = (workspace: WorkspaceRecord) => ({
  id: workspace._id,
  account_id: workspace.account_id,
  name: workspace.name,
  kind: workspace.kind,
  state: workspace.state,
  owners: workspace.owner_ids,
  created_at: workspace.created_at.toISOString(),
});

const WORKSPACE_KINDS: WorkspaceKind[] = ['open', 'closed', 'template'];

const teamJson = (team: TeamRecord) => ({
  id: team._id,
  account_id: team.account_id,
  name: team.name,
  is_guest: team.is_guest,
  users: team.user_ids,
  owners: team.owner_ids,
  created_at: team.created_at.toISOString(),
});

const tokenJson = (token: TokenRecord) => ({
  id: token.token_id,
  account_id: token.account_id,
  user_id: token.user_id,
  created_at: token.created_at.toISOString(),
});

function issued({ token, record }: IssuedToken, headline: string): Outcome {
  return {
    json: { ...tokenJson(record), token },
    text: [
      `${headline} ${record.token_id} for user ${record.user_id} (account ${record.account_id}):`,
      '',
      `  ${token}`,
      '',
      'Shown this once: keep it now. Only its hash is stored; a lost token is rotated, not recovered.',
    ].join('\n'),
  };
}

const resetIn = (seconds: number | null) => (seconds === null ? '-' : `${seconds} s`);

async function showAccount(stores: AdminStores, reference: string): Promise<Outcome> {
  const account = await stores.accounts.describeAccount(reference);
  const limits = stores.limitsOf(account.tier);
  const usage = await stores.usage(account._id);
  const storage = await stores.storage(account._id);
  const left = {
    complexity: Math.max(0, limits.budgetPerMinute - usage.budget.used),
    requests: Math.max(0, limits.requestsPerMinute - usage.requests.count),
    concurrent: Math.max(0, limits.concurrent - usage.running),
  };
  return {
    json: {
      ...accountJson(account),
      users: account.users,
      tokens: account.tokens,
      limits: {
        complexity_per_minute: limits.budgetPerMinute,
        requests_per_minute: limits.requestsPerMinute,
        concurrent: limits.concurrent,
      },
      usage: {
        complexity: {
          used: usage.budget.used,
          left: left.complexity,
          reset_in_seconds: usage.budget.resetIn,
        },
        requests: {
          count: usage.requests.count,
          left: left.requests,
          reset_in_seconds: usage.requests.resetIn,
        },
        concurrent: { running: usage.running, left: left.concurrent },
      },
      storage: { files: storage.files, bytes: storage.bytes },
    },
    text: [
      fields([
        ['Account', `${account._id} ${account.name}`],
        ['Tier', account.tier],
        ['Created', when(account.created_at)],
        ['Users', account.users],
        ['Tokens', account.tokens],
        ['Files', `${storage.files} (${storage.bytes} bytes)`],
      ]),
      '',
      table(
        ['THIS MINUTE', 'USED', 'LIMIT', 'LEFT', 'RESETS IN'],
        [
          [
            'complexity',
            usage.budget.used,
            limits.budgetPerMinute,
            left.complexity,
            resetIn(usage.budget.resetIn),
          ],
          [
            'requests',
            usage.requests.count,
            limits.requestsPerMinute,
            left.requests,
            resetIn(usage.requests.resetIn),
          ],
          ['running now', usage.running, limits.concurrent, left.concurrent, '-'],
        ],
      ),
    ].join('\n'),
  };
}

const tierOption: CommandOption = {
  name: 'tier',
  value: '<tier>',
  help: `${TIERS.join(', ')} (default pro)`,
};

/** Every command, in the order the usage text lists them. */
export const COMMANDS: Command[] = [
  {
    name: 'accounts create',
    args: ['<name>'],
    options: [tierOption],
    summary: 'create an account',
    async run(stores, { args: [name], options }) {
      const account = await stores.accounts.createAccount(name, options.tier ?? 'pro');
      return {
        json: accountJson(account),
        text: `Created account ${account._id} ${account.name} (tier ${account.tier}).`,
      };
    },
  },
  {
    name: 'accounts list',
    args: [],
    options: [],
    summary: 'every account, with its tier, users and tokens',
    async run(stores) {
      const accounts = await stores.accounts.listAccounts();
      return {
        json: accounts.map((account) => ({
          ...accountJson(account),
          users: account.users,
          tokens: account.tokens,
        })),
        text: table(
          ['ID', 'NAME', 'TIER', 'USERS', 'TOKENS', 'CREATED'],
          accounts.map((account) => [
            account._id,
            account.name,
            account.tier,
            account.users,
            account.tokens,
            when(account.created_at),
          ]),
        ),
      };
    },
  },
  {
    name: 'accounts show',
    args: ['<account>'],
    options: [],
    summary: "an account's tier, users, tokens, limits and what it has used this minute",
    run: (stores, { args: [reference] }) => showAccount(stores, reference),
  },
  {
    name: 'accounts set-tier',
    args: ['<account>', '<tier>'],
    options: [],
    summary: "change an account's tier (the gateway applies it within 5 s)",
    async run(stores, { args: [reference, tier] }) {
      const account = await stores.accounts.setTier(reference, tier);
      return {
        json: accountJson(account),
        text: `Account ${account._id} ${account.name} is now on tier ${account.tier}.`,
      };
    },
  },
  {
    name: 'users create',
    args: ['<account>'],
    options: [
      { name: 'name', value: '<name>', required: true },
      { name: 'email', value: '<email>', help: 'unique within the account', required: true },
      {
        name: 'role',
        value: '<role>',
        help: `${ROLES.join(', ')} (default: admin for an account's first user, member after)`,
      },
    ],
    summary: 'add a user to an account',
    async run(stores, { args: [reference], options }) {
      const user = await stores.accounts.createUser(reference, {
        name: options.name as string,
        email: options.email as string,
        role: options.role as string | undefined,
      });
      return {
        json: userJson(user),
        text: `Created user ${user._id} ${user.name} <${user.email}> in account ${user.account_id}.`,
      };
    },
  },
  {
    name: 'users list',
    args: ['<account>'],
    options: [],
    summary: "an account's users",
    async run(stores, { args: [reference] }) {
      const account = await stores.accounts.findAccount(reference);
      const users = await stores.accounts.users.list(account._id, {
        limit: Number.MAX_SAFE_INTEGER,
        page: 1,
      });
      return {
        json: users.map(userJson),
        text: table(
          ['ID', 'NAME', 'EMAIL', 'ROLE', 'STATE', 'CREATED'],
          users.map((user) => [
            user._id,
            user.name,
            user.email,
            user.role,
            user.pending ? 'pending' : user.enabled === false ? 'deactivated' : 'active',
            when(user.created_at),
          ]),
        ),
      };
    },
  },
  {
    name: 'users role',
    args: ['<user>', '<role>'],
    options: [],
    summary: `give a user a role (${ROLES.join(', ')}); the gateway applies it within 5 s`,
    async run(stores, { args: [userId, role] }) {
      const user = await changeUser(stores, userId, { role });
      return { json: userJson(user), text: `User ${user._id} ${user.name} is now ${user.role}.` };
    },
  },
  {
    name: 'users deactivate',
    args: ['<user>'],
    options: [],
    summary: "take a user's access away: its tokens are refused within 5 s",
    async run(stores, { args: [userId] }) {
      const user = await changeUser(stores, userId, { enabled: false });
      return { json: userJson(user), text: `User ${user._id} ${user.name} is deactivated.` };
    },
  },
  {
    name: 'users activate',
    args: ['<user>'],
    options: [],
    summary: 'give a deactivated user its access back',
    async run(stores, { args: [userId] }) {
      const user = await changeUser(stores, userId, { enabled: true });
      return { json: userJson(user), text: `User ${user._id} ${user.name} is active.` };
    },
  },
  {
    name: 'workspaces list',
    args: ['<account>'],
    options: [],
    summary: "an account's workspaces (not its main one, which every account has)",
    async run(stores, { args: [reference] }) {
      const account = await stores.accounts.findAccount(reference);
      const workspaces = await stores.workspaces.list(account._id, {
        state: 'all',
        newestFirst: false,
        limit: Number.MAX_SAFE_INTEGER,
        page: 1,
      });
      return {
        json: workspaces.map(workspaceJson),
        text: table(
          ['ID', 'NAME', 'KIND', 'STATE', 'OWNERS', 'CREATED'],
          workspaces.map((workspace) => [
            workspace._id,
            workspace.name,
            workspace.kind,
            workspace.state,
            workspace.owner_ids.join(',') || '-',
            when(workspace.created_at),
          ]),
        ),
      };
    },
  },
  {
    name: 'workspaces create',
    args: ['<account>'],
    options: [
      { name: 'name', value: '<name>', required: true },
      { name: 'kind', value: '<kind>', help: `${WORKSPACE_KINDS.join(', ')} (default open)` },
      {
        name: 'owner',
        value: '<user>',
        help: 'a user of the account who owns it (default: none, admins manage it)',
      },
    ],
    summary: 'add a workspace to an account',
    async run(stores, { args: [reference], options }) {
      const account = await stores.accounts.findAccount(reference);
      const kind = (options.kind ?? 'open') as WorkspaceKind;
      if (!WORKSPACE_KINDS.includes(kind))
        throw invalidValue(`kind must be one of ${WORKSPACE_KINDS.join(', ')}, got "${options.kind}"`);
      const owner = options.owner ? await stores.accounts.users.find(options.owner) : null;
      if (owner && owner.account_id !== account._id)
        throw invalidValue(`user ${owner._id} is not a user of account ${account._id}`);
      const workspace = await stores.workspaces.create(account._id, owner?._id ?? null, {
        name: options.name as string,
        kind,
        description: null,
      });
      return {
        json: workspaceJson(workspace),
        text: `Created ${workspace.kind} workspace ${workspace._id} ${workspace.name} in account ${account._id}.`,
      };
    },
  },
  {
    name: 'teams list',
    args: ['<account>'],
    options: [],
    summary: "an account's teams, with their members and owners",
    async run(stores, { args: [reference] }) {
      const account = await stores.accounts.findAccount(reference);
      const teams = await stores.teams.list(account._id);
      return {
        json: teams.map(teamJson),
        text: table(
          ['ID', 'NAME', 'GUESTS', 'MEMBERS', 'OWNERS', 'CREATED'],
          teams.map((team) => [
            team._id,
            team.name,
            team.is_guest ? 'yes' : 'no',
            team.user_ids.join(',') || '-',
            team.owner_ids.join(',') || '-',
            when(team.created_at),
          ]),
        ),
      };
    },
  },
  {
    name: 'teams create',
    args: ['<account>'],
    options: [
      { name: 'name', value: '<name>', required: true },
      { name: 'members', value: '<user,user,...>', help: 'users of the account (default: none)' },
      { name: 'guests', value: '<yes|no>', help: 'a team of guests only (default: no)' },
    ],
    summary: 'add a team to an account (a new team is on no board yet: nothing to republish)',
    async run(stores, { args: [reference], options }) {
      const account = await stores.accounts.findAccount(reference);
      const members = (options.members ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const team = await stores.teams.create(
        account._id,
        {
          name: options.name as string,
          isGuest: options.guests === 'yes',
          parentTeamId: null,
          userIds: members,
        },
        true,
      );
      return {
        json: teamJson(team),
        text: `Created team ${team._id} ${team.name} in account ${account._id} with ${team.user_ids.length} members.`,
      };
    },
  },
  {
    name: 'tokens issue',
    args: ['<user>'],
    options: [],
    summary: 'a new API token for a user, printed once',
    async run(stores, { args: [userId] }) {
      const made = await stores.accounts.issueToken(userId);
      await audited(stores, made.record.account_id, AUDIT_EVENTS.tokenCreated, {
        token_id: made.record.token_id,
        user_id: made.record.user_id,
      });
      return issued(made, 'Token');
    },
  },
  {
    name: 'tokens list',
    args: [],
    options: [
      { name: 'account', value: '<account>', help: "only this account's tokens" },
      { name: 'user', value: '<user>', help: "only this user's tokens" },
    ],
    summary: 'tokens by id, user and creation time (never the tokens themselves)',
    async run(stores, { options }) {
      const accountId = options.account
        ? (await stores.accounts.findAccount(options.account))._id
        : undefined;
      const userId = options.user ? (await stores.accounts.users.find(options.user))._id : undefined;
      const tokens = await stores.accounts.listTokens({ accountId, userId });
      return {
        json: tokens.map(tokenJson),
        text: table(
          ['ID', 'USER', 'ACCOUNT', 'CREATED'],
          tokens.map((token) => [token.token_id, token.user_id, token.account_id, when(token.created_at)]),
        ),
      };
    },
  },
  {
    name: 'tokens rotate',
    args: ['<token-id>'],
    options: [],
    summary: 'a new token for the same user, printed once; the old one stops working within 5 s',
    async run(stores, { args: [tokenId] }) {
      const rotated = await stores.accounts.rotateToken(tokenId);
      await audited(stores, rotated.record.account_id, AUDIT_EVENTS.tokenRotated, {
        token_id: rotated.record.token_id,
        replaced_token_id: rotated.replaced.token_id,
        user_id: rotated.record.user_id,
      });
      const outcome = issued(rotated, `Token ${rotated.replaced.token_id} revoked; new token`);
      return {
        json: { ...(outcome.json as object), replaced: rotated.replaced.token_id },
        text: outcome.text,
      };
    },
  },
  {
    name: 'tokens revoke',
    args: ['<token-id>'],
    options: [],
    summary: 'delete a token; the gateway refuses it within 5 s',
    async run(stores, { args: [tokenId] }) {
      const token = await stores.accounts.revokeToken(tokenId);
      await audited(stores, token.account_id, AUDIT_EVENTS.tokenRevoked, {
        token_id: token.token_id,
        user_id: token.user_id,
      });
      return {
        json: { ...tokenJson(token), revoked: true },
        text: `Revoked token ${token.token_id} of user ${token.user_id} (account ${token.account_id}); the gateway refuses it within 5 s.`,
      };
    },
  },
  auditCommand,
];
