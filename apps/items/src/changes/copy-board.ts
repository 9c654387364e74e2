import type { PayloadOf, endpoints } from '@workapi/internal';
import type { ItemRecord, ItemsRepository } from '../data/items';
import type { Emits, ItemEvent } from '../data/item-write';
import { itemsOf, referenceOf, updatesOf, type ItemsContext } from '../context';
import { itemCreated } from '../webhooks/changes';

type CopyBoardStep = Extract<PayloadOf<typeof endpoints.items.cascadeItems>['step'], { kind: 'copy_board' }>;

/**
 * A copy is a new item of its board, told as one (create_pulse) once, when made: a retry finds
 * the copies made and makes, and tells, only the others. A board the reference data does not
 * know yet (a new one) has no top group to name.
 */
export async function copiesTold(
  context: ItemsContext,
  boardId: string,
): Promise<Emits<(item: ItemRecord) => ItemEvent[]>> {
  const board = (await referenceOf(context).board(boardId)) ?? { groups: [] };
  return { boardId, events: (item) => [itemCreated(item, board)] };
}

/** What one share of copies did: the copies made so far (by original id), and what is still missing. */
interface Share {
  made: Map<string, ItemRecord>;
  left: number;
  copied: number;
}

/**
 * Copies, made by operation `op` on board `to`, of at most `room` of `from`'s active items still
 * without one, each in the group of the same id; a subitem's copy (`parents`, the parents' copies by
 * original id) names its parent's copy, and one whose parent has no copy is left out. The copies
 * already made are found by operation and original (`copiesBy`), so a run after a crash or a
 * timeout makes only those missing.
 */
async function copyShare(
  items: ItemsRepository,
  op: string,
  from: string,
  to: string,
  room: number,
  parents?: ReadonlyMap<string, string>,
  emits?: Emits<(item: ItemRecord) => ItemEvent[]>,
): Promise<Share> {
  const [sources, made] = await Promise.all([items.allOfBoard(from), items.copiesBy(to, op)]);
  const missing = sources.filter(
    (source) => !made.has(source._id) && (!parents || parents.has(source.parent_item_id as string)),
  );
  const batch = missing.slice(0, room);
  for (const groupId of new Set(batch.map((source) => source.group_id))) {
    const copies = await items.write.apply({
      kind: 'copies',
      sources: batch.filter((source) => source.group_id === groupId),
      into: { boardId: to, groupId, copy: { op }, ...(parents ? { parentCopies: parents } : {}) },
      ...(emits ? { emits } : {}),
    });
    for (const copy of copies) made.set(copy.copy_of as string, copy);
  }
  return { made, left: missing.length - batch.length, copied: batch.length };
}

const idsOf = (made: Map<string, ItemRecord>) =>
  new Map([...made].map(([original, copy]) => [original, copy._id]));

/**
 * duplicate_board's items, at most `limit` copies a call: the board's items first, then, once every
 * one has its copy, their subitems on the copy's subitems board, their values under the same keys
 * (its columns are the source subitems board's, copied with their keys); `more` while anything is
 * left. With `with_updates`, once all is copied, the updates and replies of both (a pass that may
 * run again, finding its copies: data/updates.ts `copyOfItems`).
 */
export async function copyBoardItems(
  context: ItemsContext,
  op: string,
  boardId: string,
  step: CopyBoardStep,
): Promise<{ copies: number; more: boolean }> {
  const items = itemsOf(context);
  // The board's items are told as created (activity, webhooks); their subitems ride with them.
  const told = await copiesTold(context, step.to_board);
  const parents = await copyShare(items, op, boardId, step.to_board, step.limit, undefined, told);
  const shares: Array<{ share: Share; board: string }> = [{ share: parents, board: step.to_board }];
  if (parents.left === 0 && step.subitems) {
    const { from_board, to_board } = step.subitems;
    const room = step.limit - parents.copied;
    shares.push({
      share: await copyShare(items, op, from_board, to_board, room, idsOf(parents.made)),
      board: to_board,
    });
  }
  const copies = shares.reduce((sum, { share }) => sum + share.made.size, 0);
  if (shares.some(({ share }) => share.left > 0)) return { copies, more: true };
  if (step.with_updates)
    for (const { share, board } of shares) await updatesOf(context).copyOfItems(idsOf(share.made), board, op);
  return { copies, more: false };
}
