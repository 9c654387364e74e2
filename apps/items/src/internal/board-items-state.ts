import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** A board was deleted (or archived) in the boards subgraph: its items follow, by operation `op`. */
export const boardItemsState = internalHandler({
  endpoint: endpoints.items.boardItemsState,
  writes: true,
  async handle({ op, board_id, state }, context: ItemsContext) {
    await itemsOf(context).setStateWhere({ boardId: board_id }, state, ['active', 'archived'], op);
    return { ok: true as const };
  },
});
