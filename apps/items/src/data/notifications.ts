import type { Collection, Db, Filter } from 'mongodb';
import { insertAbsent, insertWithFreshIds, type IndexPlan } from '@workapi/stores';
import type { Viewer } from './items';
import { dayOf, retentionIndexes, sweepExpired } from './retention';

/**
 * A notification (monday.com's bell): told to one user of an account, by a user, about an item, a
 * board or an update. Kept in the items database because item changes make them (an assignment, a
 * mention, a reply, a change on an item the user subscribes to): what a change writes and what it
 * notifies have one owner. Read only by the user it is for, newest first. Kept
 * `NOTIFICATION_RETENTION_DAYS` from when it was sent.
 */
export interface NotificationRecord {
  _id: string;
  account_id: string;
  /** Who it is for: the only user who ever reads it. */
  user_id: string;
  /** Who made the change it tells of. */
  creator_id: string;
  /** Why it was sent: create_notification (`api`) or the change it tells of. */
  reason: NotificationReason;
  /** What the change was, in a few words; none for create_notification's. */
  title?: string;
  text: string;
  read: boolean;
  board_id?: string;
  item_id?: string;
  update_id?: string;
  /** When the change it tells of was written (create_notification's: when sent). */
  created_at: Date;
  /** The UTC day of `created_at`: what FerretDB finds expired notifications by (no TTL index there). */
  day: string;
}

export type NotificationReason = 'api' | 'assigned' | 'mentioned' | 'reply' | 'subscribed';

/** What a change asks to send; the repository adds the id, the account and the time. */
export type NewNotification = Omit<NotificationRecord, '_id' | 'account_id' | 'read' | 'created_at' | 'day'>;

export const NOTIFICATION_ID_BASE = 5_000_000_000;
const NOTIFICATION_ID_BLOCK = 20;

/** A user's bell, the hourly allowance, and retention as the activity log's (retention.ts). */
export const notificationIndexes = (retentionDays: number): IndexPlan => ({
  notifications: [
    // A user's bell, newest first: the one read.
    { key: { account_id: 1, user_id: 1, created_at: -1, _id: -1 }, name: 'account_user_newest' },
    // create_notification's hourly allowance per account.
    { key: { account_id: 1, reason: 1, created_at: -1 }, name: 'account_reason_newest' },
    ...retentionIndexes(retentionDays),
  ],
});

/** What the outbox relay stores: notifications of any account, under ids drawn from their event and user. */
export class RelayedNotifications {
  private readonly notifications: Collection<NotificationRecord>;

  constructor(db: Db) {
    this.notifications = db.collection<NotificationRecord>('notifications');
  }

  /** Stores them unless stored already: a notification relayed twice is kept once. */
  async store(notifications: NotificationRecord[]): Promise<void> {
    await insertAbsent(this.notifications, notifications);
  }

  /** Removes those of the days just past the retention (where no TTL index does it). */
  async sweep(retentionDays: number, now = new Date()): Promise<number> {
    return sweepExpired(this.notifications, retentionDays, now);
  }
}

/** The notifications of one account; every query carries the account, a read also the reader. */
export class NotificationsRepository {
  private readonly notifications: Collection<NotificationRecord>;

  constructor(
    db: Db,
    private readonly viewer: Viewer,
  ) {
    this.notifications = db.collection<NotificationRecord>('notifications');
  }

  /** Stores notifications under fresh ids, unread, now. */
  async send(notifications: NewNotification[]): Promise<NotificationRecord[]> {
    if (notifications.length === 0) return [];
    const now = new Date();
    return insertWithFreshIds(
      this.notifications,
      'notifications',
      NOTIFICATION_ID_BASE,
      notifications.map((notification) => ({
        ...notification,
        account_id: this.viewer.accountId,
        read: false,
        created_at: now,
        day: dayOf(now),
      })),
      NOTIFICATION_ID_BLOCK,
    );
  }

  /** How many notifications of this reason the account sent since then, counting up to `atMost`. */
  sentSince(reason: NotificationReason, since: Date, atMost: number): Promise<number> {
    return this.notifications.countDocuments(
      { account_id: this.viewer.accountId, reason, created_at: { $gte: since } },
      { limit: atMost },
    );
  }

  /**
   * A page of the caller's own notifications, newest first, after the one `cursor` names (the
   * last of the page before). A cursor naming none of theirs answers nothing, so a client paging on
   * never starts over.
   */
  async ofCaller(page: {
    limit: number;
    cursor?: string;
    unreadOnly: boolean;
    since?: Date;
  }): Promise<NotificationRecord[]> {
    const own = { account_id: this.viewer.accountId, user_id: this.viewer.userId };
    const filter: Filter<NotificationRecord> = { ...own };
    if (page.unreadOnly) filter.read = false;
    if (page.since) filter.created_at = { $gte: page.since };
    const last = page.cursor ? await this.notifications.findOne({ ...own, _id: page.cursor }) : null;
    if (page.cursor && !last) return [];
    if (last) {
      filter.$or = [
        { created_at: { $lt: last.created_at } },
        { created_at: last.created_at, _id: { $lt: last._id } },
      ];
    }
    return this.notifications.find(filter).sort({ created_at: -1, _id: -1 }).limit(page.limit).toArray();
  }
}
