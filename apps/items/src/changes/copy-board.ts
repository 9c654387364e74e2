import { isDeepStrictEqual } from 'node:util';
import type { PayloadOf, endpoints } from '@workapi/internal';
import { linkedIdsOf, valueKey } from '@workapi/column-types';
import type { ItemRecord, ItemsRepository } from '../data/items';
import type { Emits, ItemEvent, ValueChange } from '../data/item-write';
import { chargeWork, itemsOf, referenceOf, updatesOf, type ItemsContext } from '../context';
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

/**
 * A walk of a source board in id order, a share a step (data/items-copy-walks.ts records where it
 * stands): `copy` makes the copies of `from`'s active items on `to`, a subitem's naming its
 * parent's copy (on `parentsOn`); `link` points the copies' dependency values (`keys`) at the
 * copies of the items they name, once every copy exists.
 */
type Walk = { name: string; from: string; to: string } & (
  | { kind: 'copy'; parentsOn?: string; emits?: Emits<(item: ItemRecord) => ItemEvent[]> }
  | { kind: 'link'; keys: string[] }
);

/**
 * The copies still missing of one share of the walk's sources: those of the share already made are
 * found by operation and original (`ItemsRepository.copies`), so a step run again after a crash or a timeout makes
 * only the others. Each goes into the group of the same id; a subitem whose parent has no copy is
 * left out.
 */
async function copyShare(
  items: ItemsRepository,
  op: string,
  walk: Extract<Walk, { kind: 'copy' }>,
  share: ItemRecord[],
): Promise<number> {
  const made = await items.copies.of(
    walk.to,
    op,
    share.map((source) => source._id),
  );
  let missing = share.filter((source) => !made.has(source._id));
  let parentCopies: Map<string, string> | undefined;
  if (walk.parentsOn) {
    const parents = [...new Set(missing.map((source) => source.parent_item_id as string))];
    const copies = await items.copies.of(walk.parentsOn, op, parents);
    parentCopies = new Map([...copies].map(([original, copy]) => [original, copy._id]));
    missing = missing.filter((source) => parentCopies?.has(source.parent_item_id as string));
  }
  for (const groupId of new Set(missing.map((source) => source.group_id)))
    await items.write.apply({
      kind: 'copies',
      sources: missing.filter((source) => source.group_id === groupId),
      into: { boardId: walk.to, groupId, copy: { op }, ...(parentCopies ? { parentCopies } : {}) },
      ...(walk.emits ? { emits: walk.emits } : {}),
    });
  return missing.length;
}

/**
 * The copies of one share of the walk's sources get their dependency values as the sources hold
 * them, each item named replaced by its copy (one without a copy, not active on the source, is
 * left out: a dependency names items of its own board). Derived from the sources, so running it
 * again writes nothing more.
 */
async function linkShare(
  items: ItemsRepository,
  op: string,
  walk: Extract<Walk, { kind: 'link' }>,
  share: ItemRecord[],
): Promise<void> {
  const linksOf = (source: ItemRecord, key: string) => linkedIdsOf(source.values?.[key]);
  const linking = share.filter((source) => walk.keys.some((key) => linksOf(source, key).length > 0));
  if (linking.length === 0) return;
  const named = [...new Set(linking.flatMap((source) => walk.keys.flatMap((key) => linksOf(source, key))))];
  const [copies, namedCopies] = await Promise.all([
    items.copies.of(
      walk.to,
      op,
      linking.map((source) => source._id),
    ),
    items.copies.of(walk.to, op, named),
  ]);
  for (const source of linking) {
    const copy = copies.get(source._id);
    if (!copy) continue;
    const values: ValueChange[] = walk.keys.flatMap((key) => {
      const ids = linksOf(source, key).flatMap((id) => namedCopies.get(id)?._id ?? []);
      const value = ids.length > 0 ? { ...(source.values?.[key] as object), item_ids: ids } : null;
      return linksOf(source, key).length === 0 || isDeepStrictEqual(copy.values?.[key] ?? null, value)
        ? []
        : [{ key, value, lookup: [] }];
    });
    if (values.length > 0) await items.write.apply({ kind: 'values', id: copy._id, values });
  }
}

/**
 * The walks of a copy_board step, in order: the board's items (told as created: activity,
 * webhooks; their subitems ride with them), then their subitems on the copy's subitems board,
 * then, on each board with dependency columns, the copies' dependency values.
 */
async function walksOf(context: ItemsContext, boardId: string, step: CopyBoardStep): Promise<Walk[]> {
  const boards = [{ name: 'items', from: boardId, to: step.to_board }];
  if (step.subitems)
    boards.push({ name: 'subitems', from: step.subitems.from_board, to: step.subitems.to_board });
  const copies: Walk[] = [
    { ...boards[0], kind: 'copy', emits: await copiesTold(context, step.to_board) },
    ...boards.slice(1).map((board): Walk => ({ ...board, kind: 'copy', parentsOn: step.to_board })),
  ];
  const links: Walk[] = [];
  for (const board of boards) {
    const columns = await referenceOf(context).columns(board.from);
    const keys = columns.filter((column) => column.type === 'dependency').map(valueKey);
    if (keys.length > 0) links.push({ ...board, name: `${board.name}-links`, kind: 'link', keys });
  }
  return [...copies, ...links];
}

/**
 * duplicate_board's items, at most `limit` sources looked at a call (docs/consistency.md): each walk
 * of walksOf goes on from where it stands, reading only its share, and moves on once its share is
 * done; `more` while any walk has sources left. With `with_updates`, once all is copied, the updates
 * and replies of every copy (a pass that may run again, finding its copies: data/updates.ts
 * `copyOfItems`).
 */
export async function copyBoardItems(
  context: ItemsContext,
  op: string,
  boardId: string,
  step: CopyBoardStep,
): Promise<{ copies: number; more: boolean }> {
  const items = itemsOf(context);
  const walks = await walksOf(context, boardId, step);
  let room = step.limit;
  let copies = 0;
  for (const walk of walks) {
    if (room === 0) return { copies, more: true };
    const after = await items.copyWalks.after(op, walk.name);
    const share = await items.activeAfter(walk.from, after, room);
    if (share.last === null) continue;
    if (walk.kind === 'copy') {
      const made = await copyShare(items, op, walk, share.items);
      // One point per copy, as it is made (README, Limits and prices); a retry's found copies are not charged again.
      await chargeWork(context, made, 'duplicate_board copies');
      copies += made;
    } else await linkShare(items, op, walk, share.items);
    await items.copyWalks.reached(op, walk.name, share.last);
    if (share.more) return { copies, more: true };
    room -= share.items.length;
  }
  if (step.with_updates)
    for (const walk of walks.filter((each) => each.kind === 'copy')) {
      const made = await items.copies.by(walk.to, op);
      const ids = new Map([...made].map(([original, copy]) => [original, copy._id]));
      await updatesOf(context).copyOfItems(ids, walk.to, op);
    }
  await items.copyWalks.forget(op);
  return { copies, more: false };
}
