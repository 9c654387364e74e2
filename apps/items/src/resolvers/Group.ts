import type { ItemsContext } from '../context';
import { itemsPage, type ItemsPageArgs } from './pages';

interface GroupReference {
  id: string;
  board_id: string;
}

export const Group = {
  /** Nothing to load: the key is all items_page needs (the boards subgraph checks the board). */
  __resolveReference: (reference: GroupReference) => reference,
  items_page: (group: GroupReference, args: ItemsPageArgs, context: ItemsContext) =>
    itemsPage(args, { group: { id: String(group.id), board: String(group.board_id) } }, context),
};
