import type { ItemRecord } from '../data/items';
import type { UpdateRecord } from '../data/updates';
import type { NewNotification } from '../data/notifications';
import { notificationsOf, subscribersOf, type ItemsContext } from '../context';
import { aboutUpdate, MAX_RECIPIENTS_PER_CHANGE, recipients } from './notices';
import { assignedTo } from './part';

/**
 * What a new update or reply sends, once stored: the users it mentions are told so, the writer of
 * the update a reply answers is told of the reply, and the item's other subscribers of the new
 * update; each once, the writer never. The writer then subscribes to the item.
 */
export async function notifyOfUpdate(
  context: ItemsContext,
  item: ItemRecord,
  posted: { update: UpdateRecord; textBody: string; parent?: UpdateRecord },
  mentioned: string[],
): Promise<void> {
  const actor = context.caller?.userId ?? '';
  const subscribers = subscribersOf(context);
  // A reply is told of as its thread's update, which is what a notification's `update` answers.
  const thread = { id: posted.parent?._id ?? posted.update._id, textBody: posted.textBody };
  const told: string[] = [];
  const notices: NewNotification[] = [];
  const tell = (reason: 'mentioned' | 'reply' | 'subscribed', userIds: string[]) => {
    for (const userId of recipients(userIds, actor, told).slice(0, MAX_RECIPIENTS_PER_CHANGE - told.length)) {
      told.push(userId);
      notices.push(aboutUpdate(reason, item, thread, userId, actor));
    }
  };
  tell('mentioned', mentioned);
  if (posted.parent) tell('reply', [posted.parent.creator_id]);
  tell('subscribed', [item.creator_id, ...assignedTo(item), ...(await subscribers.ofItem.load(item._id))]);
  await notificationsOf(context).send(notices);
  await subscribers.add(item._id, [actor]);
}
