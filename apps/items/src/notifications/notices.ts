import type { ItemRecord } from '../data/items';
import type { NewNotification } from '../data/notifications';

/*
 * What each notification a change sends says, one builder per reason (data/notifications.ts
 * `NotificationReason`). A text is at most `MAX_NOTIFICATION_TEXT` characters, whoever wrote it.
 */

/** Characters a notification's text holds at most: create_notification refuses more, a change's is cut. */
export const MAX_NOTIFICATION_TEXT = 2_000;
/** Notifications a page of `notifications` answers at most. */
export const MAX_NOTIFICATIONS_PAGE = 100;
/** Users one change notifies at most: an item's subscribers, an update's mentions. */
export const MAX_RECIPIENTS_PER_CHANGE = 100;

type ItemFacts = Pick<ItemRecord, '_id' | 'board_id' | 'name'>;

const cut = (text: string) =>
  text.length <= MAX_NOTIFICATION_TEXT ? text : `${text.slice(0, MAX_NOTIFICATION_TEXT - 1)}…`;

/** Each recipient once, the one who made the change never, at most `MAX_RECIPIENTS_PER_CHANGE`. */
export function recipients(
  userIds: Iterable<string>,
  actorId: string,
  already: Iterable<string> = [],
): string[] {
  const skip = new Set([actorId, ...already]);
  return [...new Set(userIds)].filter((id) => id !== '' && !skip.has(id)).slice(0, MAX_RECIPIENTS_PER_CHANGE);
}

const about = (item: ItemFacts) => ({ board_id: item.board_id, item_id: item._id });

export const assigned = (item: ItemFacts, userId: string, actorId: string): NewNotification => ({
  user_id: userId,
  creator_id: actorId,
  reason: 'assigned',
  title: 'Assigned to you',
  text: cut(`You were assigned to "${item.name}"`),
  ...about(item),
});

/** What each item change a subscriber is told of says, by its activity event name (webhooks/events.ts `MONDAY_TYPE`). */
const CHANGES = new Map<string, (data: Record<string, unknown>) => string>([
  ['update_column_value', (data) => `${String(data.column_title ?? data.column_id)} changed`],
  ['update_name', () => 'renamed'],
  ['move_pulse_into_group', () => 'moved to another group'],
  ['archive_pulse', () => 'archived'],
  ['delete_pulse', () => 'deleted'],
]);

/** Whether an item's followers are told of events of this name. */
export const followersTold = (event: string): boolean => CHANGES.has(event);

/** What a subscriber is told of an event of an item, or undefined for an event they are not told of. */
export const changeOf = (event: string, data: Record<string, unknown>): string | undefined =>
  CHANGES.get(event)?.(data);

export const subscribedChange = (
  item: ItemFacts,
  change: string,
  userId: string,
  actorId: string,
): NewNotification => ({
  user_id: userId,
  creator_id: actorId,
  reason: 'subscribed',
  title: 'An item you follow changed',
  text: cut(`"${item.name}": ${change}`),
  ...about(item),
});

/** An update posted on an item: mentioned, replied to or subscribed, each its own words. */
export function aboutUpdate(
  reason: 'mentioned' | 'reply' | 'subscribed',
  item: ItemFacts,
  update: { id: string; textBody: string },
  userId: string,
  actorId: string,
): NewNotification {
  const heading = {
    mentioned: ['You were mentioned', 'mentioned you in an update on'],
    reply: ['New reply', 'replied to your update on'],
    subscribed: ['New update', 'wrote an update on'],
  }[reason];
  return {
    user_id: userId,
    creator_id: actorId,
    reason,
    title: heading[0],
    text: cut(`${heading[1]} "${item.name}": ${update.textBody}`),
    ...about(item),
    update_id: update.id,
  };
}
