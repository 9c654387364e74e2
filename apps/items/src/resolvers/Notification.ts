import { mayRead, NOBODY } from '@workapi/reference';
import type { NotificationV2Resolvers } from '../generated/graphql';
import { itemsOf, referenceOf, updatesOf } from '../context';
import { readable } from '../changes/updates';

/**
 * A notification of the caller's (only their own are ever read: Query.notifications). What it is
 * about is answered only while the caller may still see it: an item of a board since made private,
 * or deleted, is null.
 */
export const NotificationV2 = {
  id: (notification) => notification._id,
  created_at: (notification) => notification.created_at.toISOString(),
  title: (notification) => notification.title ?? null,
  creators: (notification) =>
    notification.creator_id ? [{ __typename: 'User', id: notification.creator_id }] : [],
  async board(notification, _, context) {
    if (!notification.board_id) return null;
    const board = await referenceOf(context).board(notification.board_id);
    return mayRead(board, context.caller ?? NOBODY) ? { __typename: 'Board', id: board.id } : null;
  },
  async item(notification, _, context) {
    if (!notification.item_id) return null;
    const item = await itemsOf(context).shownById.load(notification.item_id);
    if (!item || item.state === 'deleted') return null;
    const board = await referenceOf(context).board(item.board_id);
    return mayRead(board, context.caller ?? NOBODY) ? item : null;
  },
  async update(notification, _, context) {
    if (!notification.update_id) return null;
    const update = await updatesOf(context).byId.load(notification.update_id);
    return update ? ((await readable(context, [update]))[0] ?? null) : null;
  },
} satisfies NotificationV2Resolvers;
