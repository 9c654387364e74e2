import { linkedIdsOf, valueKey, type ColumnValueView, type LinkedItems } from '@workapi/column-types';
import { mayRead, NOBODY, type Reader, type ReferenceReader } from '@workapi/reference';
import type { ShownItem, ItemsRepository } from '../data/items';
import { itemsOf, referenceOf, type ItemsContext } from '../context';

/*
 * What board_relation, dependency and mirror values link to: items of the same account, all this
 * subgraph's, read through the request's loader so the values of a whole page cost one read.
 */

/**
 * Of these items, those `reader` may see now: active (not archived or deleted), on a board it can
 * read. What a link shows, and what rules on links see (items_page).
 */
export async function itemsShown(
  items: ItemsRepository,
  reference: ReferenceReader,
  reader: Reader,
  ids: readonly string[],
): Promise<ShownItem[]> {
  if (ids.length === 0) return [];
  const found = await Promise.all(ids.map((id) => items.shownById.load(id)));
  const alive = found.filter((item): item is ShownItem => item !== null && item.state === 'active');
  const readable = await Promise.all(
    alive.map(async (item) => mayRead(await reference.board(item.board_id), reader)),
  );
  return alive.filter((_item, index) => readable[index]);
}

const shownItems = (context: ItemsContext, ids: readonly string[]) =>
  itemsShown(itemsOf(context), referenceOf(context), context.caller ?? NOBODY, ids);

/** Linked items a read shows (a value's fields, a mirror, Item.linked_items), charged as read (paging/linked-reads.ts). */
function shownAndCharged(context: ItemsContext, ids: readonly string[]): Promise<ShownItem[]> {
  context.pager?.linkedReads.charge(ids);
  return shownItems(context, ids);
}

/** WriteContext.linkable: the named items a value may link to, by id. */
export async function linkableItems(
  context: ItemsContext,
  ids: readonly string[],
): Promise<Map<string, { board_id: string }>> {
  return new Map((await shownItems(context, ids)).map((item) => [item._id, { board_id: item.board_id }]));
}

/**
 * ReadContext.linked: the linked items shown, and their values in some columns as `render` (the
 * item's own column_values) gives them.
 */
export function linkedItems(
  context: ItemsContext,
  render: (item: ShownItem, columnIds: readonly string[]) => Promise<ColumnValueView[]>,
): LinkedItems {
  return {
    shown: (ids) => shownAndCharged(context, ids),
    async values(linked, columnIds) {
      const item = await itemsOf(context).shownById.load(linked._id);
      return item ? render(item, columnIds) : [];
    },
  };
}

/** Item.linked_items: the items its relation column links to that are on the given board now. */
export async function linkedItemsOn(
  context: ItemsContext,
  item: ShownItem,
  columnId: string,
  boardId: string,
): Promise<ShownItem[]> {
  const column = (await referenceOf(context).columns(item.board_id)).find(
    (candidate) =>
      candidate.id === columnId && (candidate.type === 'board_relation' || candidate.type === 'dependency'),
  );
  if (!column) return [];
  const shown = await shownAndCharged(context, linkedIdsOf(item.values?.[valueKey(column)]));
  return shown.filter((linked) => linked.board_id === String(boardId));
}
