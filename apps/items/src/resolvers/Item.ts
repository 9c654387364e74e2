import type { ItemRecord } from '../data/items';
import { itemsOf, type ItemsContext } from '../context';

export const Item = {
  __resolveReference(reference: { id: string }, context: ItemsContext): Promise<ItemRecord | null> {
    return itemsOf(context).byId.load(String(reference.id));
  },
  id: (item: ItemRecord) => item._id,
  created_at: (item: ItemRecord) => item.created_at.toISOString(),
  updated_at: (item: ItemRecord) => item.updated_at.toISOString(),
  board: (item: ItemRecord) => ({ __typename: 'Board', id: item.board_id }),
  group: (item: ItemRecord) => ({ __typename: 'Group', id: item.group_id, board_id: item.board_id }),
  updater_id: (item: ItemRecord) => item.updater_id ?? item.creator_id,
  creator: (item: ItemRecord) => ({ __typename: 'User', id: item.creator_id }),
};
