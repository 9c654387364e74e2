import { createHash } from 'node:crypto';
import type DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { type DevAccount, type Tier } from '@workapi/config';
import { type Caller } from '@workapi/internal';
import { loaderById, nextId, type IndexPlan } from '@workapi/stores';

export interface AccountRecord {
  _id: string;
  name: string;
  tier: Tier;
  created_at: Date;
}

export interface UserRecord {
  _id: string;
  account_id: string;
  name: string;
  email: string;
  created_at: Date;
}

/** An API token is stored only as its SHA-256 digest: a database leak reveals no usable token. */
export interface TokenRecord {
  _id: string;
  account_id: string;
  user_id: string;
  created_at: Date;
}

export const accountIndexes: IndexPlan = {
  accounts: [{ key: { name: 1 }, name: 'name_unique', unique: true }],
  users: [{ key: { account_id: 1, _id: 1 }, name: 'account_users' }],
  api_tokens: [{ key: { user_id: 1 }, name: 'user_tokens' }],
};

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export class AccountsRepository {
  private readonly accounts: Collection<AccountRecord>;
  private readonly users: Collection<UserRecord>;
  private readonly tokens: Collection<TokenRecord>;

  constructor(private readonly db: Db) {
    this.accounts = db.collection('accounts');
    this.users = db.collection('users');
    this.tokens = db.collection('api_tokens');
  }

  /** Users of one account, by id, one query per request. */
  usersOf(accountId: string): DataLoader<string, UserRecord | null> {
    return loaderById(this.users, { account_id: accountId });
  }

  listUsers(
    accountId: string,
    query: { ids?: string[]; emails?: string[]; name?: string; limit: number; page: number },
  ): Promise<UserRecord[]> {
    const filter: Filter<UserRecord> = { account_id: accountId };
    if (query.ids) filter._id = { $in: query.ids };
    if (query.emails) filter.email = { $in: query.emails.map((email) => email.toLowerCase()) };
    const users = this.users.find(filter).sort({ _id: 1 });
    // Name matching is a literal, case-insensitive substring test done here, not a regex sent to the database.
    return users.toArray().then((found) => {
      const named = query.name
        ? found.filter((user) => user.name.toLowerCase().includes(query.name!.toLowerCase()))
        : found;
      return named.slice((query.page - 1) * query.limit, query.page * query.limit);
    });
  }

  async authenticate(token: string): Promise<Caller | null> {
    const record = await this.tokens.findOne({ _id: hashToken(token) });
    if (!record) return null;
    const account = await this.accounts.findOne({ _id: record.account_id });
    return account ? { accountId: account._id, userId: record.user_id, tier: account.tier } : null;
  }

  /** Makes sure the account, a user in it and the token exist (idempotent; for DEV_ACCOUNTS). */
  async ensureDevAccount(entry: DevAccount): Promise<void> {
    const account = await this.ensureAccount(entry.account, entry.tier);
    if (await this.tokens.findOne({ _id: hashToken(entry.token) })) return;
    const userId = await nextId(this.db, 'users', 9_000_000);
    const now = new Date();
    await this.users.insertOne({
      _id: userId,
      account_id: account._id,
      name: `Dev User ${userId}`,
      email: `user${userId}@${account.name}.dev.local`,
      created_at: now,
    });
    await this.tokens.insertOne({
      _id: hashToken(entry.token),
      account_id: account._id,
      user_id: userId,
      created_at: now,
    });
  }

  private async ensureAccount(name: string, tier: Tier): Promise<AccountRecord> {
    const existing = await this.accounts.findOne({ name });
    if (existing) {
      if (existing.tier !== tier) await this.accounts.updateOne({ _id: existing._id }, { $set: { tier } });
      return { ...existing, tier };
    }
    const account: AccountRecord = {
      _id: await nextId(this.db, 'accounts', 5_000_000),
      name,
      tier,
      created_at: new Date(),
    };
    await this.accounts.insertOne(account);
    return account;
  }
}
