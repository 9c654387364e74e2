import { randomBytes } from 'node:crypto';
import { requestedFromMap } from '@workapi/column-types';
import { columnValuesObject, invalidArgument, itemName, resourceNotFound } from '@workapi/errors';
import { endpoints } from '@workapi/internal';
import type { BoardFacts } from '@workapi/reference';
import type { ItemRecord, ItemState } from '../data/items';
import { itemsOf, referenceOf, subitemsOf, writableBoard, type ItemsContext } from '../context';
import { valuesToStore } from './values';
import { itemCreated, itemRetired, subitemCreated } from '../webhooks/changes';
import { withAssignees } from '../notifications/audience';

/*
 * Subitems, as monday.com keeps them: items of their parent's board's subitems board (a board of
 * the boards subgraph, type sub_items_board, made on the board's first subitem), each naming its
 * parent item. The parent and its subitems are all this subgraph's items, so deleting, archiving
 * or duplicating a parent carries its subitems in this subgraph alone (docs/consistency.md).
 */

export interface SubitemInput {
  parent_item_id: string;
  item_name: string;
  column_values?: unknown;
  create_labels_if_missing?: boolean | null;
}

/** An item that may have subitems added: the caller's, alive, on a board they can see, not itself a subitem. */
async function parentForWrite(
  context: ItemsContext,
  id: string,
): Promise<{ parent: ItemRecord; board: BoardFacts }> {
  const parent = await itemsOf(context).byId.load(id);
  if (!parent || parent.state === 'deleted') throw resourceNotFound('Item', id);
  const board = await writableBoard(context, parent.board_id).catch(() => {
    throw resourceNotFound('Item', id);
  });
  if (parent.parent_item_id || board.type === 'sub_items_board') {
    throw invalidArgument(`Item ${id} is a subitem; a subitem cannot have subitems`);
  }
  return { parent, board };
}

/**
 * The parent board's subitems board: known from the reference data once it exists, otherwise made
 * by the boards subgraph (`subitems-board`, one per board, however many ask at once).
 */
export async function subitemsBoardOf(context: ItemsContext, board: BoardFacts): Promise<BoardFacts> {
  const known = board.subitems_board_id
    ? await referenceOf(context).board(board.subitems_board_id)
    : undefined;
  return known ?? context.call(endpoints.boards.subitemsBoard, { board_id: board.id });
}

/**
 * create_subitem, and the one place where a subitem is made: what should follow a new subitem
 * (a `create_subitem` webhook event) belongs here. Checked as create_item is (name, values against
 * the subitems board's own columns, all before anything is stored), then one insert.
 */
export async function createSubitem(context: ItemsContext, input: SubitemInput): Promise<ItemRecord> {
  const name = itemName(input.item_name);
  columnValuesObject(input.column_values);
  const { parent, board } = await parentForWrite(context, String(input.parent_item_id));
  const subitemsBoard = await subitemsBoardOf(context, board);
  const group = subitemsBoard.groups.find((candidate) => !candidate.archived);
  if (!group) throw resourceNotFound('Group', '(default)');
  // As with create_item, the name is item_name: a `name` entry never renames.
  const requested = requestedFromMap(input.column_values).filter((entry) => entry.columnId !== 'name');
  const values = await valuesToStore(
    context,
    subitemsBoard.id,
    requested,
    input.create_labels_if_missing ?? false,
  );
  const [subitem] = await itemsOf(context).write.apply({
    kind: 'create',
    boardId: subitemsBoard.id,
    groupId: group.id,
    name,
    values,
    parentItemId: parent._id,
    // monday.com sends create_subitem to the parent board's webhooks.
    emits: { boardId: board.id, events: (item) => [withAssignees(subitemCreated(item, parent), item)] },
  });
  subitemsOf(context).ofParent.clear(parent._id);
  return subitem;
}

/**
 * The board whose webhooks and activity log hear of a change of `item`: a subitem's changes are
 * told on its parent's board, as monday.com does (`change_subitem_column_value` ...).
 */
export async function eventBoardOf(context: ItemsContext, item: ItemRecord): Promise<string> {
  if (!item.parent_item_id) return item.board_id;
  return (await itemsOf(context).byId.load(item.parent_item_id))?.board_id ?? item.board_id;
}

const STATE_ORDER: Record<ItemState, number> = { active: 0, archived: 1, deleted: 2 };

/** Item.subitems: the subitems no further gone than their parent (an archived parent shows those archived with it). */
export async function subitemsShown(context: ItemsContext, parent: ItemRecord): Promise<ItemRecord[]> {
  const all = await subitemsOf(context).ofParent.load(parent._id);
  return all.filter((subitem) => STATE_ORDER[subitem.state] <= STATE_ORDER[parent.state]);
}

/**
 * archive_item and delete_item: a parent's subitems go first, keyed by the write (`archive_item:<id>`),
 * then the parent. A failure between the two leaves the parent as it was, so the client's retry
 * finds the subitems done and finishes; no step is done twice.
 */
export async function retireItem(
  context: ItemsContext,
  item: ItemRecord,
  state: 'archived' | 'deleted',
): Promise<ItemRecord | null> {
  if (!item.parent_item_id) {
    const from: ItemState[] = state === 'deleted' ? ['active', 'archived'] : ['active'];
    const op = `${state === 'deleted' ? 'delete' : 'archive'}_item:${item._id}`;
    await itemsOf(context).write.apply({ kind: 'retireSubitems', parentId: item._id, state, from, op });
    subitemsOf(context).ofParent.clear(item._id);
  }
  const [retired] = await itemsOf(context).write.apply({
    kind: 'update',
    id: item._id,
    change: { state },
    emits: {
      boardId: await eventBoardOf(context, item),
      events: item.state === state ? [] : [itemRetired(item, state)],
    },
  });
  return retired ?? null;
}

/**
 * duplicate_item: the copy, with its values, in the same group; a parent's copy comes with copies of
 * its active subitems. Those copies are made hidden, each carrying the write and the item it
 * copies, and shown together once all exist (subitems first), so no client sees a copy without
 * its subitems. A subitem's copy is a subitem of the same parent.
 */
export async function duplicateItem(context: ItemsContext, source: ItemRecord): Promise<ItemRecord> {
  const items = itemsOf(context);
  const board = await writableBoard(context, source.board_id);
  const emits = { boardId: board.id, events: (item: ItemRecord) => [itemCreated(item, board)] };
  const subitems = source.parent_item_id
    ? []
    : (await subitemsOf(context).ofParent.load(source._id)).filter((subitem) => subitem.state === 'active');
  if (subitems.length === 0) {
    const [copy] = await items.write.apply({
      kind: 'copies',
      sources: [source],
      into: {
        groupId: source.group_id,
        ...(source.parent_item_id ? { parentItemId: source.parent_item_id } : {}),
      },
      emits,
    });
    if (source.parent_item_id) subitemsOf(context).ofParent.clear(source.parent_item_id);
    return copy;
  }
  const copy = { op: `duplicate_item:${randomBytes(9).toString('base64url')}` };
  const [parentCopy] = await items.write.apply({
    kind: 'copies',
    sources: [source],
    into: { groupId: source.group_id, copy, hidden: true },
    emits,
  });
  for (const groupId of new Set(subitems.map((subitem) => subitem.group_id))) {
    await items.write.apply({
      kind: 'copies',
      sources: subitems.filter((subitem) => subitem.group_id === groupId),
      into: { groupId, copy, parentItemId: parentCopy._id, hidden: true },
    });
  }
  await items.write.apply({ kind: 'reveal', id: parentCopy._id });
  subitemsOf(context).ofParent.clear(parentCopy._id);
  return (await items.byId.load(parentCopy._id)) ?? parentCopy;
}
