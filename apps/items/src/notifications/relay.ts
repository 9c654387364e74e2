import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import { assignedUserIds } from '@workapi/column-types';
import { findByIds } from '@workapi/stores';
import { dayOf } from '../data/retention';
import type { ItemRecord } from '../data/items';
import { RelayedSubscribers } from '../data/item-subscribers';
import { RelayedNotifications, type NewNotification, type NotificationRecord } from '../data/notifications';
import { isActivity, type ActivityEntry, type OutboxEntry } from '../data/outbox';
import type { UpdateRecord } from '../data/updates';
import { assignedTo } from './audience';
import {
  aboutUpdate,
  assigned,
  changeOf,
  followersTold,
  MAX_RECIPIENTS_PER_CHANGE,
  recipients,
  subscribedChange,
} from './notices';

/*
 * The notifications changes send by themselves, made by the outbox relay (webhooks/delivery.ts)
 * from the same events the webhooks and the activity log hear (docs/notifications.md): an event
 * stored with its change is told of even if the process dies right after the change, and each
 * notification's id is drawn from its event and its user, so an event relayed twice tells no one
 * twice. Who follows an item is read here, once per relay round for all its events' items.
 */

/** One event of a relayed batch that concerns an item, with its data parsed. */
interface ItemEventEntry {
  id: string;
  entry: ActivityEntry;
  data: Record<string, unknown>;
}

/** What the relay reads of an item. */
type ItemFacts = Pick<ItemRecord, '_id' | 'account_id' | 'board_id' | 'name' | 'creator_id' | 'values'>;

/**
 * A notification's id: numeric as monday.com's, the same for the same event and user on every
 * relay. 60 bits of a SHA-256: two notifications kept at once share one with odds far below a
 * lost write's.
 */
export const notificationId = (eventId: string, userId: string): string =>
  BigInt(`0x${createHash('sha256').update(`${eventId}:${userId}`).digest('hex').slice(0, 15)}`).toString();

const assigneesOf = (value: unknown): string[] => assignedUserIds(value ?? null);

export class NotificationRelay {
  private readonly notifications: RelayedNotifications;
  private readonly subscribers: RelayedSubscribers;

  constructor(private readonly db: Db) {
    this.notifications = new RelayedNotifications(db);
    this.subscribers = new RelayedSubscribers(db);
  }

  /** The notifications of a batch of outbox entries (those not about an item tell no one). */
  async handOn(entries: ReadonlyArray<readonly [string, OutboxEntry]>): Promise<void> {
    const events = entries
      .flatMap(([id, entry]): ItemEventEntry[] =>
        isActivity(entry) && mayNotify(entry)
          ? [{ id, entry, data: JSON.parse(entry.activity.data) as Record<string, unknown> }]
          : [],
      )
      .sort((a, b) => order(a) - order(b) || a.entry.activity.seq - b.entry.activity.seq);
    if (events.length === 0) return;
    const items = await findByIds(
      this.db.collection<ItemRecord>('items'),
      [...new Set(events.map((event) => event.entry.activity.item_id as string))],
      {},
      () => true,
    );
    const threads = await this.threadsOf(events);
    const following = await this.subscribers.of([...items.values()]);
    const joining = new Map<string, string[]>();
    const sent: NotificationRecord[] = [];
    // A follower told of one change of several values is told once, of them all.
    const told = new Map<string, { at: number; changes: string[] }>();
    for (const event of events) {
      const { activity } = event.entry;
      const item = items.get(activity.item_id as string);
      if (!item || item.account_id !== activity.account_id) continue;
      const { notices, joining: newly } = noticesOf(
        event,
        item,
        [...(following.get(item._id) ?? []), ...(joining.get(item._id) ?? [])],
        threads,
      );
      // What a follower is told of this event, where its change emitted several (Outbox.emit).
      const what = event.entry.change ? changeOf(activity.event, event.data) : undefined;
      for (const notice of notices) {
        const key =
          what && notice.reason === 'subscribed' && !notice.update_id
            ? `${event.entry.change}:${notice.user_id}`
            : undefined;
        const earlier = key ? told.get(key) : undefined;
        if (earlier) {
          earlier.changes.push(what as string);
          const text = subscribedChange(
            item,
            earlier.changes.join(', '),
            notice.user_id,
            activity.user_id,
          ).text;
          sent[earlier.at] = { ...sent[earlier.at], text };
          continue;
        }
        if (key) told.set(key, { at: sent.length, changes: [what as string] });
        sent.push({
          ...notice,
          _id: notificationId(event.id, notice.user_id),
          account_id: activity.account_id,
          read: false,
          created_at: activity.created_at,
          day: dayOf(activity.created_at),
        });
      }
      if (newly.length > 0) joining.set(item._id, [...(joining.get(item._id) ?? []), ...newly]);
    }
    await this.notifications.store(sent);
    for (const [itemId, userIds] of joining) {
      const item = items.get(itemId) as ItemFacts;
      await this.subscribers.join(item, following.get(itemId) ?? [], userIds);
    }
  }

  /** Removes notifications past the retention, where the engine does not expire them itself. */
  sweep(retentionDays: number): Promise<number> {
    return this.notifications.sweep(retentionDays);
  }

  /** The updates the batch's replies answer, by id: whose writer a reply tells. */
  private async threadsOf(events: ItemEventEntry[]): Promise<Map<string, UpdateRecord>> {
    const ids = events
      .filter((event) => event.entry.activity.event === 'create_update' && event.data.reply_id != null)
      .map((event) => String(event.data.update_id));
    if (ids.length === 0) return new Map();
    return findByIds(this.db.collection<UpdateRecord>('updates'), [...new Set(ids)], {}, () => true);
  }
}

/**
 * Whether an event of an item can tell anyone anything: a new item only if it names assignees, so
 * a round of creations and copies (an import, duplicate_board) reads nothing more.
 */
const mayNotify = ({ activity, audience }: ActivityEntry): boolean =>
  activity.item_id !== undefined &&
  (activity.event === 'create_pulse'
    ? (audience?.assigned?.length ?? 0) > 0
    : activity.event === 'create_update' || followersTold(activity.event));

const order = (event: ItemEventEntry) => new Date(event.entry.activity.created_at).getTime();

/**
 * Whom one event tells of what, and who subscribes to the item from it: those a people column
 * newly assigns (told so), those an update mentions or whose update it answers, and the item's
 * other followers (its creator, its assignees, its subscribers) of the change; each once, the one
 * who made it never.
 */
export function noticesOf(
  event: ItemEventEntry,
  item: ItemFacts,
  subscribers: string[],
  threads: ReadonlyMap<string, UpdateRecord>,
): { notices: NewNotification[]; joining: string[] } {
  const { activity, audience } = event.entry;
  const actor = activity.user_id;
  const followers = [item.creator_id, ...assignedTo(item), ...subscribers];
  switch (activity.event) {
    case 'create_pulse': {
      const newly = recipients(audience?.assigned ?? [], actor);
      return { notices: newly.map((userId) => assigned(item, userId, actor)), joining: newly };
    }
    case 'create_update':
      return { notices: aboutNewUpdate(event, item, followers, threads), joining: [actor] };
    default: {
      const change = changeOf(activity.event, event.data);
      if (!change) return { notices: [], joining: [] };
      const newly =
        event.data.column_type === 'multiple-person'
          ? recipients(
              assigneesOf(event.data.value).filter(
                (id) => !assigneesOf(event.data.previous_value).includes(id),
              ),
              actor,
            )
          : [];
      const notices = newly.map((userId) => assigned(item, userId, actor));
      for (const userId of recipients(followers, actor, newly))
        notices.push(subscribedChange(item, change, userId, actor));
      return { notices, joining: newly };
    }
  }
}

/** A new update or reply: its mentions, the writer of the update it answers, then the item's followers. */
function aboutNewUpdate(
  event: ItemEventEntry,
  item: ItemFacts,
  followers: string[],
  threads: ReadonlyMap<string, UpdateRecord>,
): NewNotification[] {
  const { activity, audience } = event.entry;
  const actor = activity.user_id;
  // A reply is told of as its thread's update (`update_id`), which is what a notification's `update` answers.
  const thread = { id: String(event.data.update_id), textBody: String(event.data.text_body ?? '') };
  const answered = event.data.reply_id != null ? threads.get(thread.id) : undefined;
  const told: string[] = [];
  const notices: NewNotification[] = [];
  const tell = (reason: 'mentioned' | 'reply' | 'subscribed', userIds: string[]) => {
    for (const userId of recipients(userIds, actor, told).slice(0, MAX_RECIPIENTS_PER_CHANGE - told.length)) {
      told.push(userId);
      notices.push(aboutUpdate(reason, item, thread, userId, actor));
    }
  };
  tell('mentioned', audience?.mentioned ?? []);
  if (answered && answered.account_id === activity.account_id) tell('reply', [answered.creator_id]);
  tell('subscribed', followers);
  return notices;
}
