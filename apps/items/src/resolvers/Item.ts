import type { ItemResolvers } from '../generated/graphql';
import type { ItemRecord } from '../data/items';
import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { itemsOf, subscribersOf, updatesOf } from '../context';
import { assignedTo } from '../notifications/audience';
import { MAX_UPDATES_PAGE, pageOf } from '../changes/updates';
import { columnValues } from '../changes/values';
import { linkedItemsOn } from '../changes/links';
import { subitemsShown } from '../changes/subitems';
import { assetsOfItem } from '../changes/files';

/** monday.com's path of an item, under its board (items are "pulses" in its links). */
const relativeLink = (item: ItemRecord): string => `/boards/${item.board_id}/pulses/${item._id}`;

export const Item = {
  __resolveReference: (reference, context) => itemsOf(context).shownById.load(String(reference.id)),
  id: (item) => item._id,
  created_at: (item) => item.created_at.toISOString(),
  updated_at: (item) => item.updated_at.toISOString(),
  board: (item) => ({ __typename: 'Board', id: item.board_id }),
  group: (item) => ({ __typename: 'Group', id: item.group_id, board_id: item.board_id }),
  creator: (item) => ({ __typename: 'User', id: item.creator_id }),
  url: (item, _, context) => `${context.publicUrl}${relativeLink(item)}`,
  relative_link: (item) => relativeLink(item),
  email: (item, _, context) => `pulse-${item._id}@${new URL(context.publicUrl).hostname}`,
  /** Read with the item (its own document), rendered against the board's columns. */
  column_values: (item, args, context) => columnValues(context, item, args),
  subitems: (item, _, context) => subitemsShown(context, item),
  linked_items: (item, args, context) =>
    linkedItemsOn(context, item, args.link_to_item_column_id, args.linked_board_id),
  /** Null for an item that is not a subitem, as on monday.com. */
  parent_item: (item, _, context) =>
    item.parent_item_id ? itemsOf(context).shownById.load(item.parent_item_id) : null,
  /** Read for every item of the answer at once, with their replies; none once the item is deleted. */
  async updates(item, args, context) {
    const page = { limit: pageLimit(args.limit, 25, MAX_UPDATES_PAGE), page: pageNumber(args.page) };
    const ids = idList(args.ids);
    if (item.state === 'deleted') return [];
    const updates = await updatesOf(context).ofItem.load(item._id);
    return pageOf(ids ? updates.filter((update) => ids.includes(update._id)) : updates, page);
  },
  /** Its creator, whoever was ever assigned to it or wrote an update on it (data/item-subscribers.ts). */
  async subscribers(item, _, context) {
    const kept = await subscribersOf(context).ofItem.load(item._id);
    return [...new Set([item.creator_id, ...assignedTo(item), ...kept])].map((id) => ({
      __typename: 'User' as const,
      id,
    }));
  },
  assets: (item, args, context) => assetsOfItem(context, item, args),
} satisfies ItemResolvers;
