import type DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import type { Role } from '@workapi/config';
import { loaderById, withFreshId, type Migration } from '@workapi/stores';
import type { UserProfile, UserRecord } from './accounts';
import { userNotFound } from './refusals';

const USER_ID_BASE = 9_000_000;

/** Which users `users(kind:)` answers (monday.com's `UserKind`). */
export type UserKind = 'all' | 'guests' | 'non_guests' | 'non_pending';

export interface UserQuery {
  ids?: string[];
  emails?: string[];
  /** A case-insensitive part of the name (monday's "fuzzy search by name"). */
  name?: string;
  kind?: UserKind;
  /** The most recently created first, instead of by id. */
  newestFirst?: boolean;
  /** Only active users (`true`), only deactivated ones (`false`, monday.com's `non_active`), or both. */
  active?: boolean;
  limit: number;
  page: number;
}

/** At most this many users are changed by one call, as monday.com allows ("Limit: 200"). */
export const USER_BATCH_LIMIT = 200;

/** Why one user of a batch was not changed (monday.com's `…UsersErrorCode`). */
export type UserErrorCode =
  'EXCEEDS_BATCH_LIMIT' | 'INVALID_INPUT' | 'USER_NOT_FOUND' | 'CANNOT_UPDATE_SELF' | 'FAILED';

export interface UserError<Code extends string = UserErrorCode> {
  code: Code;
  message: string;
  user_id: string | null;
}

/** A batch change's result: the users changed, and one error for each one that was not. */
export interface UsersChanged<Code extends string = UserErrorCode> {
  users: UserRecord[];
  errors: UserError<Code>[];
}

const OF_KIND: Record<UserKind, (user: UserRecord) => boolean> = {
  all: () => true,
  guests: (user) => user.role === 'guest',
  non_guests: (user) => user.role !== 'guest',
  non_pending: (user) => user.pending !== true,
};

/**
 * The users of accounts: who they are, what they may do, their details. A change of a user's name,
 * role or activity calls `usersChanged` with its account once stored, so the account's users are
 * published anew (reference data for the other subgraphs).
 */
export class UsersRepository {
  private readonly records: Collection<UserRecord>;

  constructor(
    private readonly db: Db,
    private readonly usersChanged: (accountId: string) => Promise<void>,
  ) {
    this.records = db.collection('users');
  }

  /** Users of one account, by id, one query per request. */
  usersOf(accountId: string): DataLoader<string, UserRecord | null> {
    return loaderById(this.records, { account_id: accountId });
  }

  /** One page of an account's users, as `users(…)` asks (users.ts). */
  list(accountId: string, query: UserQuery): Promise<UserRecord[]> {
    return listUsers(this.records, accountId, query);
  }

  /** How many of the account's users are active and have joined (monday.com's `active_members_count`). */
  async activeMembers(accountId: string): Promise<number> {
    const users = await this.records
      .find({ account_id: accountId }, { projection: { enabled: 1, pending: 1 } })
      .toArray();
    return users.filter((user) => user.enabled !== false && user.pending !== true).length;
  }

  /** Changes stored before roles existed (users.ts); run at the boards subgraph's start. */
  migrations(): Migration[] {
    return [userRolesMigration(this.records)];
  }

  /**
   * Activates or deactivates users of an account, never the caller. A deactivated user's tokens are
   * refused from the gateway's next token check (within its 5 s cache); activating gives them back.
   */
  async setEnabled(
    accountId: string,
    callerId: string | null,
    userIds: string[],
    enabled: boolean,
  ): Promise<UsersChanged> {
    const { found, errors } = await batchOf(this.records, accountId, callerId, userIds);
    return this.changeEach(accountId, found, errors, { enabled });
  }

  /** Gives users of an account a role, never the caller's own (an admin cannot demote itself). */
  async setRoles(
    accountId: string,
    callerId: string | null,
    userIds: string[],
    role: Role,
  ): Promise<UsersChanged> {
    const { found, errors } = await batchOf(this.records, accountId, callerId, userIds);
    return this.changeEach(accountId, found, errors, { role });
  }

  /**
   * Changes users' details (`update_multiple_users`): each user's changes apply whole or not at all,
   * and one invalid field fails that user only. An email stays unique within the account.
   */
  async updateAttributes(
    accountId: string,
    updates: Array<{ userId: string; attributes: UserAttributes }>,
  ): Promise<UsersChanged<'INVALID_FIELD'>> {
    const changed: UserRecord[] = [];
    const errors: UserError<'INVALID_FIELD'>[] = [];
    if (updates.length > USER_BATCH_LIMIT) {
      const message = `At most ${USER_BATCH_LIMIT} users can be changed at once, got ${updates.length}`;
      return { users: [], errors: [{ code: 'INVALID_FIELD', message, user_id: null }] };
    }
    for (const { userId, attributes } of updates) {
      const change = attributeChanges(attributes);
      const refuse = (message: string) => errors.push({ code: 'INVALID_FIELD', message, user_id: userId });
      if ('invalid' in change) {
        refuse(change.invalid);
        continue;
      }
      const email = change.set.email;
      if (email && (await this.records.findOne({ account_id: accountId, email, _id: { $ne: userId } }))) {
        refuse(`another user of the account has the email ${email}`);
        continue;
      }
      const user = await this.records.findOneAndUpdate(
        { _id: userId, account_id: accountId },
        { $set: change.set },
        { returnDocument: 'after' },
      );
      if (user) changed.push(user);
      else refuse(`User ${userId} was not found`);
    }
    if (changed.some((user) => 'name' in (updates.find((u) => u.userId === user._id)?.attributes ?? {})))
      await this.usersChanged(accountId);
    return { users: changed, errors };
  }

  /**
   * Invites people by email (`invite_users`): each becomes a pending user of the role asked until
   * it joins. An email the account has already, or one past the plan's seats, is an error for that
   * email; the others are invited.
   */
  async invite(
    accountId: string,
    emails: string[],
    role: Role,
    seats: number,
  ): Promise<{ users: UserRecord[]; errors: Array<{ email: string; message: string }> }> {
    const users: UserRecord[] = [];
    const errors: Array<{ email: string; message: string }> = [];
    if (emails.length > USER_BATCH_LIMIT)
      return {
        users,
        errors: [{ email: '', message: `At most ${USER_BATCH_LIMIT} users can be invited at once` }],
      };
    let seated = await this.records.countDocuments({ account_id: accountId, enabled: { $ne: false } });
    for (const raw of new Set(emails)) {
      const email = raw.trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > MAX_TEXT) {
        errors.push({ email: raw, message: `"${raw}" is not an email address` });
      } else if (await this.records.findOne({ account_id: accountId, email })) {
        errors.push({ email: raw, message: `The account has a user with the email ${email} already` });
      } else if (seated >= seats) {
        errors.push({ email: raw, message: `The account's plan seats ${seats} users` });
      } else {
        users.push(
          await this.insert(accountId, role, () => ({ name: email.split('@')[0], email }), { pending: true }),
        );
        seated += 1;
      }
    }
    return { users, errors };
  }

  /** Sets `change` on each user found, answering them as changed, with the errors of the others. */
  private async changeEach(
    accountId: string,
    found: UserRecord[],
    errors: UserError[],
    change: Partial<Pick<UserRecord, 'enabled' | 'role'>>,
  ): Promise<UsersChanged> {
    if (found.length > 0)
      await this.records.updateMany(
        { account_id: accountId, _id: { $in: found.map((user) => user._id) } },
        { $set: change },
      );
    if (found.length > 0) await this.usersChanged(accountId);
    return { users: found.map((user) => ({ ...user, ...change })), errors };
  }

  /** Display names of every user of the account, by id. */
  async userNames(accountId: string): Promise<Record<string, string>> {
    const users = await this.records
      .find({ account_id: accountId }, { projection: { _id: 1, name: 1 } })
      .toArray();
    return Object.fromEntries(users.map((user) => [user._id, user.name]));
  }

  async find(id: string): Promise<UserRecord> {
    const user = await this.records.findOne({ _id: id });
    if (!user) throw userNotFound(id);
    return user;
  }

  /** A new user; without a role, its account's admin when it is the first user, a member after. */
  async insert(
    accountId: string,
    role: Role | undefined,
    fields: (id: string) => Pick<UserRecord, 'name' | 'email'>,
    more: Pick<UserRecord, 'pending'> = {},
  ): Promise<UserRecord> {
    const first = role
      ? null
      : await this.records.findOne({ account_id: accountId }, { projection: { _id: 1 } });
    const user = await withFreshId(this.db, 'users', USER_ID_BASE, 1, async (id) => {
      const record: UserRecord = {
        _id: id,
        account_id: accountId,
        ...fields(id),
        created_at: new Date(),
        role: role ?? (first ? 'member' : 'admin'),
        enabled: true,
        ...more,
      };
      await this.records.insertOne(record);
      return record;
    });
    await this.usersChanged(accountId);
    return user;
  }
}

/** The users of an account a `users` query asks for, one page of them. */
export async function listUsers(
  users: Collection<UserRecord>,
  accountId: string,
  query: UserQuery,
): Promise<UserRecord[]> {
  const filter: Filter<UserRecord> = { account_id: accountId };
  if (query.ids) filter._id = { $in: query.ids };
  if (query.emails) filter.email = { $in: query.emails.map((email) => email.trim().toLowerCase()) };
  const found = await users.find(filter).toArray();
  const ofKind = OF_KIND[query.kind ?? 'all'];
  const name = query.name?.toLowerCase();
  // Kind, activity and name are tested here, on the account's users, not sent as $ne/$or/regex
  // filters the store cannot push down (docs/ferretdb.md); ids sort as numbers.
  const wanted = found
    .filter((user) => query.active === undefined || (user.enabled !== false) === query.active)
    .filter(ofKind)
    .filter((user) => !name || user.name.toLowerCase().includes(name))
    .sort((a, b) =>
      query.newestFirst
        ? b.created_at.getTime() - a.created_at.getTime() || Number(b._id) - Number(a._id)
        : Number(a._id) - Number(b._id),
    );
  return wanted.slice((query.page - 1) * query.limit, query.page * query.limit);
}

/**
 * Checks a batch of user ids of one account before it is changed: too many, unknown ids and the
 * caller itself (an admin cannot lock itself out) become errors; the rest is answered to change.
 */
export async function batchOf(
  users: Collection<UserRecord>,
  accountId: string,
  callerId: string | null,
  userIds: string[],
): Promise<{ found: UserRecord[]; errors: UserError[] }> {
  if (userIds.length > USER_BATCH_LIMIT)
    return {
      found: [],
      errors: [
        {
          code: 'EXCEEDS_BATCH_LIMIT',
          message: `At most ${USER_BATCH_LIMIT} users can be changed at once, got ${userIds.length}`,
          user_id: null,
        },
      ],
    };
  const ids = [...new Set(userIds)];
  const stored = new Map(
    (await users.find({ account_id: accountId, _id: { $in: ids } }).toArray()).map((user) => [
      user._id,
      user,
    ]),
  );
  const errors: UserError[] = [];
  const found: UserRecord[] = [];
  for (const id of ids) {
    const user = stored.get(id);
    if (!user) errors.push({ code: 'USER_NOT_FOUND', message: `User ${id} was not found`, user_id: id });
    else if (id === callerId)
      errors.push({ code: 'CANNOT_UPDATE_SELF', message: 'You cannot change your own user', user_id: id });
    else found.push(user);
  }
  return { found, errors };
}

/** monday.com's base role names (`BaseRoleName`, `UserRole`) and ours. */
export const ROLE_OF_BASE_ROLE: Record<string, Role> = {
  ADMIN: 'admin',
  MEMBER: 'member',
  VIEW_ONLY: 'viewer',
  GUEST: 'guest',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** What passes for an email address: something, an @, something, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** Names, emails and details are at most this long, as everywhere in accounts. */
export const MAX_TEXT = 255;

/** monday.com's `UserAttributesInput`: what `update_multiple_users` may change. */
export interface UserAttributes extends Omit<UserProfile, 'time_zone_identifier' | 'country_code'> {
  name?: string;
  email?: string;
}

/**
 * The `$set` for a user's attributes, or the first field that is not valid (monday.com answers
 * `INVALID_FIELD` for it). Empty strings clear a profile field.
 */
export function attributeChanges(
  attributes: UserAttributes & Pick<UserProfile, 'time_zone_identifier' | 'country_code'>,
): { set: Record<string, string | null> } | { invalid: string } {
  const set: Record<string, string | null> = {};
  for (const [field, raw] of Object.entries(attributes)) {
    if (raw === undefined || raw === null) continue;
    const value = String(raw).trim();
    if (value.length > MAX_TEXT) return { invalid: `${field} is longer than ${MAX_TEXT} characters` };
    if (field === 'name') {
      if (value === '') return { invalid: 'name cannot be empty' };
      set.name = value;
    } else if (field === 'email') {
      if (!EMAIL.test(value)) return { invalid: `"${value}" is not an email address` };
      set.email = value.toLowerCase();
    } else if ((field === 'birthday' || field === 'join_date') && value !== '' && !validDate(value)) {
      return { invalid: `${field} must be a date as YYYY-MM-DD, got "${value}"` };
    } else if (field === 'time_zone_identifier' && value !== '' && !validTimeZone(value)) {
      return { invalid: `"${value}" is not an IANA time zone` };
    } else {
      set[`profile.${field}`] = value === '' ? null : value;
    }
  }
  return { set };
}

/** A real day as YYYY-MM-DD (Date.parse alone takes 1990-02-31 as March 3rd). */
function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Hours between a time zone and UTC now (monday.com's `utc_hours_diff`, an Int: half-hour zones
 * round toward zero), 0 without a zone.
 */
export function utcHoursDiff(zone: string | undefined, now = new Date()): number {
  if (!zone || !validTimeZone(zone)) return 0;
  const local = new Date(now.toLocaleString('en-US', { timeZone: zone }));
  const utc = new Date(now.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.trunc((local.getTime() - utc.getTime()) / 3_600_000);
}

/**
 * Users stored before roles and deactivation: each account's first user becomes its admin (unless
 * it has one), the others members, and all of them active. Idempotent: it only fills what is absent.
 */
export function userRolesMigration(users: Collection<UserRecord>): Migration {
  return {
    name: 'users-roles-and-activity',
    async run() {
      const unset = await users.find({ role: { $exists: false } } as Filter<UserRecord>).toArray();
      const accounts = new Set(unset.map((user) => user.account_id));
      for (const accountId of accounts) {
        const admin = await users.findOne({ account_id: accountId, role: 'admin' });
        const first = unset
          .filter((user) => user.account_id === accountId)
          .sort((a, b) => Number(a._id) - Number(b._id))[0];
        if (!admin)
          await users.updateOne({ _id: first._id, role: { $exists: false } } as Filter<UserRecord>, {
            $set: { role: 'admin' },
          });
      }
      await users.updateMany({ role: { $exists: false } } as Filter<UserRecord>, {
        $set: { role: 'member' },
      });
      await users.updateMany({ enabled: { $exists: false } } as Filter<UserRecord>, {
        $set: { enabled: true },
      });
    },
  };
}
