import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** A board or group operation was undone: the items it moved get back exactly the states they had. */
export const restoreItems = internalHandler({
  endpoint: endpoints.items.restoreItems,
  writes: true,
  async handle({ op, board_id }, context: ItemsContext) {
    await itemsOf(context).restore(board_id, op);
    return { ok: true as const };
  },
});
