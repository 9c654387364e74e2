import type { ItemResolvers } from '../generated/graphql';
import { itemsOf } from '../context';

export const Item = {
  __resolveReference: (reference, context) => itemsOf(context).byId.load(String(reference.id)),
  id: (item) => item._id,
  created_at: (item) => item.created_at.toISOString(),
  updated_at: (item) => item.updated_at.toISOString(),
  board: (item) => ({ __typename: 'Board', id: item.board_id }),
  group: (item) => ({ __typename: 'Group', id: item.group_id, board_id: item.board_id }),
  updater_id: (item) => item.updater_id ?? item.creator_id,
  creator: (item) => ({ __typename: 'User', id: item.creator_id }),
} satisfies ItemResolvers;
