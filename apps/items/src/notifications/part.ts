import { assignedUserIds } from '@workapi/column-types';
import type { ItemEvent, ItemWrite, PartOfWrite, WritePart, WriteSite } from '../data/item-write';
import type { ItemRecord } from '../data/items';
import { ItemSubscribers } from '../data/item-subscribers';
import { NotificationsRepository } from '../data/notifications';
import { assigned, recipients, subscribedChange } from './notices';

/** The users an item's people columns assign. */
export const assignedTo = (item: Pick<ItemRecord, 'values'>): string[] =>
  Object.values(item.values ?? {}).flatMap(assignedUserIds);

/**
 * The notifications of item changes, as a part of every item write (data/item-write.ts
 * `WritePart`), made from the write's own events once it is stored: whoever a people column now
 * assigns and did not before is told so and subscribes to the item; the item's other subscribers
 * (creator, users ever assigned, update writers: data/item-subscribers.ts) are told of any change
 * that emits events. Whoever made the change is never told of it. A write that assigns no one new
 * and emits nothing (copies, bulk state changes) sends nothing and reads nothing.
 */
export const notificationsPart: WritePart = {
  name: 'notifications',
  async begin(write: ItemWrite, site: WriteSite): Promise<PartOfWrite | null> {
    switch (write.kind) {
      case 'create':
        // A new item has no subscribers to tell yet: only those its values assign.
        return { after: (written) => notifyAll(site, written, null, []) };
      case 'values':
      case 'update':
      case 'relocate': {
        const events = write.emits?.events ?? [];
        if (events.length === 0) return null;
        // The item as it was, from the request's loader (the change read it already).
        const previous = await site.byId.load(write.id);
        return { after: (written) => notifyAll(site, written, previous, events) };
      }
      default:
        return null;
    }
  },
};

async function notifyAll(
  site: WriteSite,
  written: ItemRecord[],
  previous: ItemRecord | null,
  events: ItemEvent[],
): Promise<void> {
  for (const item of written) await notify(site, item, previous, events);
}

async function notify(
  site: WriteSite,
  item: ItemRecord,
  previous: ItemRecord | null,
  events: ItemEvent[],
): Promise<void> {
  const actor = site.viewer.userId;
  const before = new Set(previous ? assignedTo(previous) : []);
  const now = assignedTo(item);
  const newlyAssigned = recipients(
    now.filter((id) => !before.has(id)),
    actor,
  );
  if (newlyAssigned.length === 0 && events.length === 0) return;
  const subscribers = new ItemSubscribers(site.db, site.viewer);
  const notices = newlyAssigned.map((userId) => assigned(item, userId, actor));
  if (events.length > 0) {
    const following = [item.creator_id, ...now, ...(await subscribers.ofItem.load(item._id))];
    for (const userId of recipients(following, actor, newlyAssigned))
      notices.push(subscribedChange(item, events, userId, actor));
  }
  await new NotificationsRepository(site.db, site.viewer).send(notices);
  if (newlyAssigned.length > 0) await subscribers.add(item._id, newlyAssigned);
}
