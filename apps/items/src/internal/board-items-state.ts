import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** A board was deleted (or archived) in the boards subgraph: its live items follow. */
export const boardItemsState = internalHandler({
  endpoint: endpoints.items.boardItemsState,
  writes: true,
  async handle({ board_id, state }, context: ItemsContext) {
    await itemsOf(context).setStateWhere({ boardId: board_id }, state, ['active', 'archived']);
    return { ok: true as const };
  },
});
