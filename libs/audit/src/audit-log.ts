import { LRUCache } from 'lru-cache';
import { ObjectId, type Collection, type Db, type Filter, type MongoClient } from 'mongodb';
import type { Config } from '@workapi/config';
import { databaseFor, type IndexPlan } from '@workapi/stores';
import type { AuditActor, AuditEvent } from './events';

/**
 * One security event. `data` names things by their public ids (a token by its `token_id`, never
 * its secret or hash) and is small by construction: each writer puts a few ids in it.
 */
export interface AuditEntry {
  /** The account it happened in; null for what names no account (an address flooding unknown tokens). */
  account_id: string | null;
  user_id: string | null;
  event: AuditEvent;
  ip_address: string | null;
  /** The client's User-Agent; null where it sent none, absent from entries written before it was kept. */
  user_agent?: string | null;
  timestamp: Date;
  data: Record<string, unknown>;
}

/** How long entries are kept, and how many of one account at most (the oldest go first). */
export const AUDIT_RETENTION_DAYS = 365;
export const MAX_ENTRIES_PER_ACCOUNT = 100_000;
/** How often one process trims an account it writes to: the store outgrows the cap by at most this much writing. */
const TRIM_EVERY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

const COLLECTION = 'audit_logs';

/**
 * The log lives in the accounts store (the boards subgraph's database), which reads it for
 * `audit_logs`; every process that sees a security event appends to it through this module, the
 * only one that knows the collection's shape.
 */
export const auditIndexes: IndexPlan = {
  // `_id` (an ObjectId, growing within a process) orders entries of the same millisecond.
  [COLLECTION]: [{ key: { account_id: 1, timestamp: -1, _id: -1 }, name: 'account_time' }],
};

export interface AuditQuery {
  userId?: string;
  events?: string[];
  ipAddress?: string;
  from?: Date;
  to?: Date;
}

export interface AuditPage {
  entries: AuditEntry[];
  hasMore: boolean;
}

export interface AuditLogOptions {
  now?: () => Date;
  retentionDays?: number;
  maxEntriesPerAccount?: number;
}

/**
 * Appends security events and reads them back, newest first. One per process: it remembers when
 * it last trimmed each account (a bounded LRU), so retention costs one delete an hour per account
 * written to, not one per entry.
 */
export class AuditLog {
  private readonly entries: Collection<AuditEntry>;
  /** When this process last trimmed each account (by its own clock, so a test can move it). */
  private readonly trimmedAt = new LRUCache<string, number>({ max: 10_000 });
  private readonly now: () => Date;
  private readonly retentionDays: number;
  private readonly maxEntries: number;

  constructor(accountsStore: Db, options: AuditLogOptions = {}) {
    this.entries = accountsStore.collection(COLLECTION);
    this.now = options.now ?? (() => new Date());
    this.retentionDays = options.retentionDays ?? AUDIT_RETENTION_DAYS;
    this.maxEntries = options.maxEntriesPerAccount ?? MAX_ENTRIES_PER_ACCOUNT;
  }

  /** Appends one event (`auditing` is how a change records it without failing for it). */
  async record(actor: AuditActor, event: AuditEvent, data: Record<string, unknown> = {}): Promise<void> {
    await this.entries.insertOne({
      _id: new ObjectId(),
      account_id: actor.accountId,
      user_id: actor.userId,
      event,
      ip_address: actor.address ?? null,
      user_agent: actor.userAgent ?? null,
      timestamp: this.now(),
      data,
    });
    await this.trim(actor.accountId);
  }

  /**
   * A page of an account's entries (all accounts' with `accountId` undefined, for the operator),
   * newest first.
   */
  async read(
    accountId: string | null | undefined,
    query: AuditQuery,
    page: { limit: number; page: number },
  ): Promise<AuditPage> {
    const filter: Filter<AuditEntry> = {};
    if (accountId !== undefined) filter.account_id = accountId;
    if (query.userId !== undefined) filter.user_id = query.userId;
    if (query.events?.length) filter.event = { $in: query.events as AuditEvent[] };
    if (query.ipAddress !== undefined) filter.ip_address = query.ipAddress;
    if (query.from || query.to)
      filter.timestamp = { ...(query.from && { $gte: query.from }), ...(query.to && { $lte: query.to }) };
    // One more than the page says whether another follows.
    const found = await this.entries
      .find(filter)
      .sort({ timestamp: -1, _id: -1 })
      .skip((page.page - 1) * page.limit)
      .limit(page.limit + 1)
      .toArray();
    return {
      entries: found.slice(0, page.limit).map(({ _id, ...entry }) => entry),
      hasMore: found.length > page.limit,
    };
  }

  /** Drops the account's entries past retention and beyond the cap, at most once an hour per process. */
  private async trim(accountId: string | null): Promise<void> {
    const key = accountId ?? '';
    const now = this.now().getTime();
    if (now - (this.trimmedAt.get(key) ?? -Infinity) < TRIM_EVERY_MS) return;
    this.trimmedAt.set(key, now);
    const cutoff = new Date(now - this.retentionDays * DAY_MS);
    await this.entries.deleteMany({ account_id: accountId, timestamp: { $lt: cutoff } });
    const [oldestKept] = await this.entries
      .find({ account_id: accountId }, { projection: { timestamp: 1 } })
      .sort({ timestamp: -1 })
      .skip(this.maxEntries - 1)
      .limit(1)
      .toArray();
    if (oldestKept)
      await this.entries.deleteMany({ account_id: accountId, timestamp: { $lt: oldestKept.timestamp } });
  }
}

/** Records an event of a change already made: never fails it, a failed write is logged instead. */
export type AuditRecorder = (
  actor: AuditActor,
  event: AuditEvent,
  data?: Record<string, unknown>,
) => Promise<void>;

/** Where a failed write is told: a process's logger, or the admin CLI's warning line. */
export interface AuditFailures {
  error(fields: { event: string; err: string }, message: string): void;
}

export const auditing =
  (log: AuditLog, failures: AuditFailures): AuditRecorder =>
  (actor, event, data) =>
    log
      .record(actor, event, data)
      .catch((error: Error) => failures.error({ event, err: error.message }, 'audit log entry not written'));

/** The audit log in the stack's accounts store, for a process that holds a client of the database. */
export const auditLogOn = (client: MongoClient, config: Pick<Config, 'mongoDbPrefix'>): AuditLog =>
  new AuditLog(databaseFor(client, config, 'boards'));
