import type { ItemRecord } from '../data/items';
import { itemsOf, type ItemsContext } from '../context';
import { itemsPage, type ItemsPageArgs } from './pages';

export const Board = {
  items_page: (board: { id: string }, args: ItemsPageArgs, context: ItemsContext) =>
    itemsPage(args, { board: String(board.id) }, context),
  /** Deprecated: every active item at once, oldest first. */
  items: (board: { id: string }, _: unknown, context: ItemsContext): Promise<ItemRecord[]> =>
    itemsOf(context).allOfBoard(String(board.id)),
  items_count: (board: { id: string }, _: unknown, context: ItemsContext) =>
    itemsOf(context).countOfBoard.load(String(board.id)),
};
