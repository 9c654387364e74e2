import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** For column value writes: the item's board and state, if the caller's account has it. */
export const itemAccess = internalHandler({
  endpoint: endpoints.items.itemAccess,
  writes: false,
  async handle({ item_id }, context: ItemsContext) {
    const item = await itemsOf(context).byId.load(item_id);
    return item && item.state !== 'deleted'
      ? { id: item._id, board_id: item.board_id, state: item.state }
      : null;
  },
});
