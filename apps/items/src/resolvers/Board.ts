import { pageLimit } from '@workapi/service-kit';
import type { ItemRecord } from '../data/items';
import { itemsOf, type ItemsContext } from '../context';

export const Board = {
  async items_page(
    board: { id: string },
    args: { limit: number },
    context: ItemsContext,
  ): Promise<{ items: ItemRecord[] }> {
    return { items: await itemsOf(context).firstPage(String(board.id), pageLimit(args.limit)) };
  },
  items_count: (board: { id: string }, _: unknown, context: ItemsContext) =>
    itemsOf(context).countOfBoard.load(String(board.id)),
};
