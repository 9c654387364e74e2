import type { GroupResolvers } from '../generated/graphql';
import { itemsPage } from './pages';

export const Group = {
  /** Nothing to load: the key is all items_page needs (its pager checks the caller may see the board). */
  __resolveReference: (reference) => reference,
  items_page: (group, args, context) =>
    itemsPage(args, { group: { id: String(group.id), board: String(group.board_id) } }, context),
} satisfies GroupResolvers;
