import type { Collection, Db, Filter } from 'mongodb';
import { ROLES, TIERS, type DevAccount, type Role, type Tier } from '@workapi/config';
import { type Caller } from '@workapi/internal';
import { withFreshId, type IndexPlan } from '@workapi/stores';
import { accountExists, accountNotFound, emailTaken, invalidValue, tokenNotFound } from './refusals';
import { hashToken, newToken, newTokenId } from './tokens';
import { EMAIL, MAX_TEXT, UsersRepository } from './users';

export interface AccountRecord {
  _id: string;
  name: string;
  tier: Tier;
  created_at: Date;
  /** monday.com's account settings; absent means monday's default (week starts on Sunday, weekends shown). */
  first_day_of_the_week?: 'monday' | 'sunday';
  show_timeline_weekends?: boolean;
}

export interface UserRecord {
  _id: string;
  account_id: string;
  name: string;
  email: string;
  created_at: Date;
  /** What the user may do; users stored before roles get theirs from a migration (`roleMigration`). */
  role: Role;
  /** Deactivated users (`false`) keep their data but no token of theirs is accepted. */
  enabled: boolean;
  /** Invited and not yet joined (`invite_users`); a pending user has no token. */
  pending?: boolean;
  /** What the user says of itself; every field optional, each editable (`update_multiple_users`). */
  profile?: UserProfile;
  /** The last day a token of the user was accepted (kept to the day: one write a day at most). */
  last_activity?: Date;
}

/** A user's own details, as monday.com's `UserAttributesInput` names them (dates as YYYY-MM-DD). */
export interface UserProfile {
  title?: string;
  phone?: string;
  mobile_phone?: string;
  location?: string;
  birthday?: string;
  join_date?: string;
  department?: string;
  time_zone_identifier?: string;
  country_code?: string;
}

/**
 * An API token is stored only as its SHA-256 digest (`_id`): a database leak reveals no usable
 * token. `token_id` is its public name, for listing, rotating and revoking it.
 */
export interface TokenRecord {
  _id: string;
  token_id: string;
  account_id: string;
  user_id: string;
  created_at: Date;
}

/** A token just made: the only time the token itself is at hand. */
export interface IssuedToken {
  token: string;
  record: TokenRecord;
}

/**
 * How many users each tier seats: what `Account.plan.max_users` answers, and how far `invite_users`
 * lets an account grow (free as monday.com's free plan; the others this server's choice).
 */
export const PLAN_SEATS: Record<Tier, number> = { free: 2, standard: 50, pro: 250, enterprise: 5_000 };

/** monday.com's `Plan` of an account of this tier. */
export const planOf = (tier: Tier) => ({ max_users: PLAN_SEATS[tier], period: 'monthly', tier, version: 1 });

export interface AccountSummary extends AccountRecord {
  users: number;
  tokens: number;
}

export const accountIndexes: IndexPlan = {
  accounts: [{ key: { name: 1 }, name: 'name_unique', unique: true }],
  users: [{ key: { account_id: 1, _id: 1 }, name: 'account_users' }],
  // Not unique: tokens stored before token ids existed have none until their next DEV_ACCOUNTS
  // start, and a unique index would take all of them for one duplicate. 64 random bits keep ids apart.
  api_tokens: [
    { key: { user_id: 1 }, name: 'user_tokens' },
    { key: { account_id: 1 }, name: 'account_tokens' },
    { key: { token_id: 1 }, name: 'token_id' },
  ],
};

const ACCOUNT_ID_BASE = 5_000_000;

function checkTier(tier: string): Tier {
  if (!(TIERS as readonly string[]).includes(tier)) {
    throw invalidValue(`tier must be one of ${TIERS.join(', ')}, got "${tier}"`);
  }
  return tier as Tier;
}

export function checkRole(role: string): Role {
  if (!(ROLES as readonly string[]).includes(role)) {
    throw invalidValue(`role must be one of ${ROLES.join(', ')}, got "${role}"`);
  }
  return role as Role;
}

function checkName(what: string, name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > MAX_TEXT) {
    throw invalidValue(`${what} must be 1 to ${MAX_TEXT} characters`);
  }
  return trimmed;
}

/**
 * Accounts, their users and API tokens. A new user calls `usersChanged` with its account once
 * stored, so the boards subgraph (or the admin CLI) publishes the account's users' names anew
 * (reference data for the other subgraphs).
 */
export class AccountsRepository {
  private readonly accounts: Collection<AccountRecord>;
  /** The account's users: who they are, their roles and details (users.ts). */
  readonly users: UsersRepository;
  private readonly userRecords: Collection<UserRecord>;
  private readonly tokens: Collection<TokenRecord>;

  constructor(
    private readonly db: Db,
    usersChanged: (accountId: string) => Promise<void> = async () => undefined,
  ) {
    this.accounts = db.collection('accounts');
    this.userRecords = db.collection('users');
    this.users = new UsersRepository(db, usersChanged);
    this.tokens = db.collection('api_tokens');
  }

  /**
   * Who a token belongs to: null for an unknown token, and for a deactivated or pending user's. A
   * user's last activity is kept to the day, so this writes at most once a day per user.
   */
  async authenticate(token: string): Promise<Caller | null> {
    const record = await this.tokens.findOne({ _id: hashToken(token) });
    if (!record) return null;
    const [account, user] = await Promise.all([
      this.accounts.findOne({ _id: record.account_id }),
      this.userRecords.findOne({ _id: record.user_id }),
    ]);
    if (!account || !user || user.enabled === false || user.pending) return null;
    const today = new Date().toISOString().slice(0, 10);
    if (user.last_activity?.toISOString().slice(0, 10) !== today)
      await this.userRecords.updateOne({ _id: user._id }, { $set: { last_activity: new Date(today) } });
    return {
      accountId: account._id,
      userId: record.user_id,
      tier: account.tier,
      role: user.role ?? 'member',
    };
  }

  /**
   * Makes sure the account, a user in it and the token exist (idempotent; for DEV_ACCOUNTS). A role
   * in the entry is the user's, also for a user stored before; without one, a new user is its
   * account's admin when it is the first, a member after.
   */
  async ensureDevAccount(entry: DevAccount): Promise<void> {
    const account = await this.ensureAccount(entry.account, entry.tier);
    const existing = await this.tokens.findOne({ _id: hashToken(entry.token) });
    if (existing) {
      // Stored before tokens had public ids: it gets one, so the admin CLI can name it.
      if (!existing.token_id)
        await this.tokens.updateOne({ _id: existing._id }, { $set: { token_id: newTokenId() } });
      if (entry.role)
        await this.userRecords.updateOne({ _id: existing.user_id }, { $set: { role: entry.role } });
      return;
    }
    const user = await this.users.insert(account._id, entry.role, (id) => ({
      name: `Dev User ${id}`,
      email: `user${id}@${account.name}.dev.local`,
    }));
    await this.storeToken(entry.token, newTokenId(), user);
  }

  /** A new account; its name is unique, and not digits alone (those name accounts by id). */
  async createAccount(name: string, tier: string): Promise<AccountRecord> {
    const accountName = checkName('account name', name);
    if (/^\d+$/.test(accountName))
      throw invalidValue('an account name needs more than digits (ids are digits)');
    const accountTier = checkTier(tier);
    if (await this.accounts.findOne({ name: accountName })) throw accountExists(accountName);
    try {
      return await this.insertAccount(accountName, accountTier);
    } catch (error) {
      // Created meanwhile by another process: the unique name refused this one.
      if (await this.accounts.findOne({ name: accountName })) throw accountExists(accountName);
      throw error;
    }
  }

  /** Every account, by id, with how many users and tokens it has. */
  async listAccounts(): Promise<AccountSummary[]> {
    const accounts = await this.accounts.find({}).toArray();
    const [users, tokens] = await Promise.all([
      this.countByAccount('users'),
      this.countByAccount('api_tokens'),
    ]);
    return accounts
      .sort((a, b) => Number(a._id) - Number(b._id))
      .map((account) => ({
        ...account,
        users: users.get(account._id) ?? 0,
        tokens: tokens.get(account._id) ?? 0,
      }));
  }

  /** An account by id or, failing that, by name. */
  async findAccount(reference: string): Promise<AccountRecord> {
    const account =
      (await this.accounts.findOne({ _id: reference })) ?? (await this.accounts.findOne({ name: reference }));
    if (!account) throw accountNotFound(reference);
    return account;
  }

  async describeAccount(reference: string): Promise<AccountSummary> {
    const account = await this.findAccount(reference);
    const [users, tokens] = await Promise.all([
      this.countByAccount('users', account._id),
      this.countByAccount('api_tokens', account._id),
    ]);
    return { ...account, users: users.get(account._id) ?? 0, tokens: tokens.get(account._id) ?? 0 };
  }

  /** Changes an account's tier; the gateway applies it within its 5 s token cache. */
  async setTier(reference: string, tier: string): Promise<AccountRecord> {
    const accountTier = checkTier(tier);
    const account = await this.findAccount(reference);
    await this.accounts.updateOne({ _id: account._id }, { $set: { tier: accountTier } });
    return { ...account, tier: accountTier };
  }

  /** A new user of an account; an email is kept lowercase and is unique within the account. */
  async createUser(
    accountReference: string,
    fields: { name: string; email: string; role?: string },
  ): Promise<UserRecord> {
    const name = checkName('user name', fields.name);
    const role = fields.role === undefined ? undefined : checkRole(fields.role);
    const email = fields.email.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > MAX_TEXT)
      throw invalidValue(`"${fields.email}" is not an email address`);
    const account = await this.findAccount(accountReference);
    if (await this.userRecords.findOne({ account_id: account._id, email }))
      throw emailTaken(email, account._id);
    return this.users.insert(account._id, role, () => ({ name, email }));
  }

  /** The account by id, for `account` and `User.account`. */
  account(accountId: string): Promise<AccountRecord | null> {
    return this.accounts.findOne({ _id: accountId });
  }

  /** A new token for a user: returned once, stored only as its hash. */
  async issueToken(userId: string): Promise<IssuedToken> {
    const user = await this.users.find(userId);
    const { id, token } = newToken();
    return { token, record: await this.storeToken(token, id, user) };
  }

  /** Tokens (never their secrets) of an account or a user, or all, oldest first. */
  listTokens(scope: { accountId?: string; userId?: string } = {}): Promise<TokenRecord[]> {
    const filter: Filter<TokenRecord> = {};
    if (scope.accountId) filter.account_id = scope.accountId;
    if (scope.userId) filter.user_id = scope.userId;
    return this.tokens
      .find(filter)
      .toArray()
      .then((tokens) => tokens.sort((a, b) => a.created_at.getTime() - b.created_at.getTime()));
  }

  /** A new token for the same user, then the old one revoked (so there is no moment without a token). */
  async rotateToken(tokenId: string): Promise<IssuedToken & { replaced: TokenRecord }> {
    const old = await this.findToken(tokenId);
    const { id, token } = newToken();
    const record = await this.storeToken(token, id, { _id: old.user_id, account_id: old.account_id });
    await this.tokens.deleteOne({ _id: old._id });
    return { token, record, replaced: old };
  }

  /** Deletes the token: the gateway stops accepting it within its 5 s token cache. */
  async revokeToken(tokenId: string): Promise<TokenRecord> {
    const token = await this.findToken(tokenId);
    const { deletedCount } = await this.tokens.deleteOne({ _id: token._id });
    if (deletedCount === 0) throw tokenNotFound(tokenId);
    return token;
  }

  private async findToken(tokenId: string): Promise<TokenRecord> {
    const token = await this.tokens.findOne({ token_id: tokenId });
    if (!token) throw tokenNotFound(tokenId);
    return token;
  }

  private async ensureAccount(name: string, tier: Tier): Promise<AccountRecord> {
    const existing = await this.accounts.findOne({ name });
    if (existing) {
      if (existing.tier !== tier) await this.accounts.updateOne({ _id: existing._id }, { $set: { tier } });
      return { ...existing, tier };
    }
    return this.insertAccount(name, tier);
  }

  private insertAccount(name: string, tier: Tier): Promise<AccountRecord> {
    return withFreshId(this.db, 'accounts', ACCOUNT_ID_BASE, 1, async (id) => {
      const account: AccountRecord = { _id: id, name, tier, created_at: new Date() };
      await this.accounts.insertOne(account);
      return account;
    });
  }

  private async storeToken(
    token: string,
    tokenId: string,
    user: Pick<UserRecord, '_id' | 'account_id'>,
  ): Promise<TokenRecord> {
    const record: TokenRecord = {
      _id: hashToken(token),
      token_id: tokenId,
      account_id: user.account_id,
      user_id: user._id,
      created_at: new Date(),
    };
    await this.tokens.insertOne(record);
    return record;
  }

  /** How many documents of a collection each account has (one account's, when given). */
  private async countByAccount(
    collection: 'users' | 'api_tokens',
    accountId?: string,
  ): Promise<Map<string, number>> {
    const match = accountId ? [{ $match: { account_id: accountId } }] : [];
    const counts = await this.db
      .collection(collection)
      .aggregate<{ _id: string; count: number }>([
        ...match,
        { $group: { _id: '$account_id', count: { $sum: 1 } } },
      ])
      .toArray();
    return new Map(counts.map((entry) => [entry._id, entry.count]));
  }
}
