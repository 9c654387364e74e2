import { itemsOf, type ItemsContext } from '../context';
import type { ItemRecord } from '../data/items';
import { pageLimit } from '@workapi/service-kit';

export const Board = {
  async items_page(
    board: { id: string },
    args: { limit: number },
    context: ItemsContext,
  ): Promise<{ items: ItemRecord[] }> {
    return { items: await itemsOf(context).firstPage(String(board.id), pageLimit(args.limit)) };
  },
};
