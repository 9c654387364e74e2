import type { ItemResolvers } from '../generated/graphql';
import { itemsOf } from '../context';
import { columnValues } from '../values';
import { subitemsShown } from '../subitems';

export const Item = {
  __resolveReference: (reference, context) => itemsOf(context).byId.load(String(reference.id)),
  id: (item) => item._id,
  created_at: (item) => item.created_at.toISOString(),
  updated_at: (item) => item.updated_at.toISOString(),
  board: (item) => ({ __typename: 'Board', id: item.board_id }),
  group: (item) => ({ __typename: 'Group', id: item.group_id, board_id: item.board_id }),
  creator: (item) => ({ __typename: 'User', id: item.creator_id }),
  /** Read with the item (its own document), rendered against the board's columns. */
  column_values: (item, args, context) => columnValues(context, item, args),
  subitems: (item, _, context) => subitemsShown(context, item),
  /** Null for an item that is not a subitem, as on monday.com. */
  parent_item: (item, _, context) =>
    item.parent_item_id ? itemsOf(context).byId.load(item.parent_item_id) : null,
} satisfies ItemResolvers;
