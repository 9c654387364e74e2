import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** duplicate_group: copies of the group's active items, with their values, into the new group. */
export const copyGroupItems = internalHandler({
  endpoint: endpoints.items.copyGroupItems,
  writes: true,
  async handle({ board_id, from_group, to_group }, context: ItemsContext) {
    const items = itemsOf(context);
    const sources = await items.activeInGroup(board_id, from_group);
    const copies = await items.createPending(
      sources.map((item) => ({ boardId: item.board_id, groupId: to_group, name: item.name })),
    );
    try {
      if (copies.length > 0) {
        await context.call(endpoints.columns.copyValues, {
          board_id,
          pairs: sources.map((source, index) => ({ from: source._id, to: copies[index]._id })),
        });
      }
    } catch (error) {
      await items.discard(copies.map((copy) => copy._id));
      throw error;
    }
    await items.publish(copies.map((copy) => copy._id));
    return { count: copies.length };
  },
});
