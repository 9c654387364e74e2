import { endpoints, internalHandler } from '@workapi/internal';
import type { ItemState } from '../data/items';
import { itemsOf, type ItemsContext } from '../context';

/** A group was archived or deleted in the boards subgraph: its items follow (a deleted one's archived items too). */
export const groupItemsState = internalHandler({
  endpoint: endpoints.items.groupItemsState,
  writes: true,
  async handle({ op, board_id, group_id, state }, context: ItemsContext) {
    const from: ItemState[] = state === 'deleted' ? ['active', 'archived'] : ['active'];
    await itemsOf(context).setStateWhere({ boardId: board_id, groupId: group_id }, state, from, op);
    return { ok: true as const };
  },
});
