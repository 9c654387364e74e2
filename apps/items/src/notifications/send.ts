import { invalidArgument, recordInvalid, resourceNotFound } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import type { NotificationTargetType } from '../generated/graphql';
import type { NotificationRecord } from '../data/notifications';
import {
  itemForWrite,
  itemsOf,
  notificationsOf,
  referenceOf,
  writableBoard,
  type ItemsContext,
} from '../context';
import { readableUpdate } from '../changes/updates';
import { MAX_NOTIFICATION_TEXT } from './notices';

/**
 * Notifications create_notification sends per account in an hour: an account's scripts may tell
 * its users things, not fill their bells (the changes' own notifications are bounded per change).
 */
export const API_NOTIFICATIONS_PER_HOUR = 1_000;
const HOUR_MS = 3_600_000;

/** What a notification is about: an update (Post), or an item or board (Project) the caller may change. */
async function targetOf(
  context: ItemsContext,
  targetId: string,
  targetType: NotificationTargetType,
): Promise<Pick<NotificationRecord, 'board_id' | 'item_id' | 'update_id'>> {
  if (targetType === 'Post') {
    const update = await readableUpdate(context, targetId);
    const item = await itemForWrite(context, update.item_id);
    return { board_id: item.board_id, item_id: item._id, update_id: update.parent_id ?? update._id };
  }
  const item = await itemsOf(context).byId.load(targetId);
  if (item && item.state !== 'deleted') {
    await itemForWrite(context, targetId);
    return { board_id: item.board_id, item_id: item._id };
  }
  // An id that is neither an item nor a board the caller sees is unknown, whichever it meant.
  if (!mayRead(await referenceOf(context).board(targetId), context.caller ?? NOBODY))
    throw resourceNotFound('Item', targetId);
  const board = await writableBoard(context, targetId);
  return { board_id: board.id };
}

/**
 * create_notification: tells a user of the account about something the caller may change, in the
 * caller's name. The target is checked first, so an id the caller may not reach is refused as
 * unknown whoever the user is.
 */
export async function createNotification(
  context: ItemsContext,
  args: { user_id: string; target_id: string; target_type: NotificationTargetType; text: string },
): Promise<NotificationRecord> {
  if (args.text.trim() === '' || args.text.length > MAX_NOTIFICATION_TEXT)
    throw invalidArgument(`text must be 1 to ${MAX_NOTIFICATION_TEXT} characters`);
  const target = await targetOf(context, String(args.target_id), args.target_type);
  const userId = String(args.user_id);
  if (!(userId in (await referenceOf(context).members('users')))) throw resourceNotFound('User', userId);
  const notifications = notificationsOf(context);
  const since = new Date(Date.now() - HOUR_MS);
  if ((await notifications.sentSince('api', since, API_NOTIFICATIONS_PER_HOUR)) >= API_NOTIFICATIONS_PER_HOUR)
    throw recordInvalid(`An account sends at most ${API_NOTIFICATIONS_PER_HOUR} notifications an hour`);
  const [sent] = await notifications.send([
    { user_id: userId, creator_id: context.caller?.userId ?? '', reason: 'api', text: args.text, ...target },
  ]);
  return sent;
}
