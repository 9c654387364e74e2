import { endpoints, internalHandler } from '@workapi/internal';
import type { ItemRecord, ItemState } from '../data/items';
import type { Emits, ItemEvent } from '../data/item-write';
import { itemsOf, referenceOf, updatesOf, type ItemsContext } from '../context';
import { itemCreated } from '../webhooks/changes';

/**
 * A copy is a new item of its board, told as one (create_pulse) once, when made: a retry finds
 * the copies made and makes, and tells, only the others. A board the reference data does not
 * know yet (a new one) has no top group to name.
 */
async function copiesTold(
  context: ItemsContext,
  boardId: string,
): Promise<Emits<(item: ItemRecord) => ItemEvent[]>> {
  const board = (await referenceOf(context).board(boardId)) ?? { groups: [] };
  return { boardId, events: (item) => [itemCreated(item, board)] };
}

/**
 * The items' part of a board or group cascade of the boards subgraph (docs/consistency.md),
 * keyed by the cascade `op`, so a retry (after a timeout, or by the reconciler after a crash)
 * finds its own work:
 * - retire: a deleted board's items (pending ones too), or an archived or deleted group's, take
 *   its state, each remembering the state it had (a deleted group's archived items too);
 * - restore: every item the cascade moved gets back exactly the state it had;
 * - copy: duplicate_group's copies of the group's active items, with their values, in the new
 *   group; copies already made are found by cascade and original, so none is made twice;
 * - copy_board: duplicate_board's copies of the board's active items, in the groups of the same
 *   ids of the new board, at most `limit` a call, found again the same way; `with_updates`, once
 *   every item has its copy, their updates and replies too (data/updates.ts `copyOfItems`).
 */
export const cascadeItems = internalHandler({
  endpoint: endpoints.items.cascadeItems,
  changesData: true,
  async handle({ op, board_id, step }, context: ItemsContext) {
    const items = itemsOf(context);
    switch (step.kind) {
      case 'retire': {
        const from: ItemState[] =
          step.group_id && step.state !== 'deleted' ? ['active'] : ['active', 'archived'];
        const where = { boardId: board_id, groupId: step.group_id };
        await items.write.apply({ kind: 'retire', where, state: step.state, from, op });
        return { copies: 0 };
      }
      case 'restore':
        await items.write.apply({ kind: 'restore', boardId: board_id, op });
        return { copies: 0 };
      case 'copy': {
        const [sources, made] = await Promise.all([
          items.activeInGroup(board_id, step.from_group),
          items.copiesBy(board_id, op),
        ]);
        const missing = sources.filter((source) => !made.has(source._id));
        const fresh = await items.write.apply({
          kind: 'copies',
          sources: missing,
          into: { groupId: step.to_group, copy: { op } },
          emits: await copiesTold(context, board_id),
        });
        return { copies: made.size + fresh.length };
      }
      case 'copy_board': {
        const [sources, made] = await Promise.all([
          items.allOfBoard(board_id),
          items.copiesBy(step.to_board, op),
        ]);
        const missing = sources.filter((source) => !made.has(source._id));
        const batch = missing.slice(0, step.limit);
        let fresh = 0;
        const emits = await copiesTold(context, step.to_board);
        for (const groupId of new Set(batch.map((source) => source.group_id))) {
          const copies = await items.write.apply({
            kind: 'copies',
            sources: batch.filter((source) => source.group_id === groupId),
            into: { boardId: step.to_board, groupId, copy: { op } },
            emits,
          });
          fresh += copies.length;
        }
        const more = missing.length > batch.length;
        // Once every item has its copy, their updates: a pass that may run again, finding its copies.
        if (step.with_updates && !more) {
          const all = await items.copiesBy(step.to_board, op);
          const copies = new Map([...all].map(([original, copy]) => [original, copy._id]));
          await updatesOf(context).copyOfItems(copies, step.to_board, op);
        }
        return { copies: made.size + fresh, more };
      }
    }
  },
});
