import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** Values are copied this many items per call, so no request body grows with the group. */
const COPY_CHUNK = 500;

/**
 * duplicate_group: copies of the group's active items, with their values, into the new group.
 * Each copy is keyed by the operation and the item it copies, so a retry (after a timeout, or by
 * the reconciler after a crash) finds the copies already made and makes only the missing ones.
 * Copies stay invisible until every value is copied; they are then published together.
 */
export const copyGroupItems = internalHandler({
  endpoint: endpoints.items.copyGroupItems,
  writes: true,
  async handle({ op, board_id, from_group, to_group }, context: ItemsContext) {
    const items = itemsOf(context);
    const [sources, made] = await Promise.all([
      items.activeInGroup(board_id, from_group),
      items.copiesBy(board_id, op),
    ]);
    const missing = sources.filter((source) => !made.has(source._id));
    const fresh = await items.createPending(
      missing.map((item) => ({
        boardId: item.board_id,
        groupId: to_group,
        name: item.name,
        copy: { op, of: item._id },
      })),
    );
    fresh.forEach((copy) => made.set(copy.copy_of as string, copy));
    // Values of earlier attempts' copies are copied again: copy-values upserts, so that is harmless.
    const pairs = [...made.entries()].map(([from, copy]) => ({ from, to: copy._id }));
    for (let start = 0; start < pairs.length; start += COPY_CHUNK) {
      await context.call(endpoints.columns.copyValues, {
        board_id,
        pairs: pairs.slice(start, start + COPY_CHUNK),
      });
    }
    const pending = [...made.values()].filter((copy) => copy.pending).map((copy) => copy._id);
    if (pending.length > 0) await items.publish(pending, { boardId: board_id, groupId: to_group });
    return { count: made.size };
  },
});
