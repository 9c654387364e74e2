import { endpoints, internalHandler } from '@workapi/internal';
import type { ItemState } from '../data/items';
import { itemsOf, type ItemsContext } from '../context';
import { copiesTold, copyBoardItems } from '../changes/copy-board';

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
 *   ids of the new board, then of their subitems, at most `limit` a call, found again the same
 *   way; their updates too when asked (changes/copy-board.ts).
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
          items.copies.by(board_id, op),
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
      case 'copy_board':
        return copyBoardItems(context, op, board_id, step);
    }
  },
});
