import { COLUMN_TYPES, lookupKeysOf, valueKey, type RequestedValue } from '@workapi/column-types';
import { invalidArgument, invalidBoardId, resourceNotFound } from '@workapi/errors';
import type { BoardFacts } from '@workapi/reference';
import type { ItemRecord } from '../data/items';
import type { ItemWrite, ValueChange } from '../data/item-write';
import {
  itemForWrite,
  itemsOf,
  referenceOf,
  subitemsOf,
  updatesOf,
  writableBoard,
  type ItemsContext,
} from '../context';
import { columnPairs, type ColumnMapping, type ColumnPair } from './column-mapping';
import { subitemsBoardOf } from './subitems';
import { linkableItems } from './links';
import { readContextOf, valuesToStore } from './values';
import { itemMovedToBoard } from '../webhooks/changes';

export interface MoveToBoardArgs {
  board_id: string;
  group_id: string;
  item_id: string;
  columns_mapping?: readonly ColumnMapping[] | null;
  subitems_columns_mapping?: readonly ColumnMapping[] | null;
}

type Relocation = Extract<ItemWrite, { kind: 'relocate' }>;

/**
 * An item's values as they go to the target board's columns, each checked against its target
 * column before anything is stored. A value moves as stored unless it names its column's own
 * settings (labels: by name, and a label the target lacks is added to it, as monday.com carries
 * labels along), links items (only those the target column connects and the mover may see stay)
 * or goes to a column of another type (as its text, which that type must accept). A dependency
 * stays behind.
 */
async function carriedValues(
  context: ItemsContext,
  item: ItemRecord,
  pairs: ColumnPair[],
  boardId: string,
): Promise<ValueChange[]> {
  const read = await readContextOf(context, item, await referenceOf(context).columns(item.board_id));
  const moving = pairs.flatMap((pair) => {
    const stored = item.values?.[valueKey(pair.source)];
    // A dependency names items of its own board only: on another board it would name none it may.
    if (stored == null || pair.source.type === 'dependency') return [];
    return [{ ...pair, stored, handler: COLUMN_TYPES[pair.source.type as keyof typeof COLUMN_TYPES] }];
  });
  const linkable = await linkableItems(
    context,
    moving.flatMap(({ stored, handler }) => handler.itemsNamed?.(stored) ?? []),
  );
  const copied: ValueChange[] = [];
  const requested: RequestedValue[] = [];
  for (const { source, target, stored, handler } of moving) {
    if (source.type !== target.type)
      requested.push({
        columnId: target.id,
        input: handler.text(stored, source, read) ?? '',
        form: 'simple',
      });
    else if (handler.carried)
      requested.push({
        columnId: target.id,
        input: handler.carried(stored, source, target, linkable),
        form: 'json',
      });
    else copied.push({ key: valueKey(target), value: stored, lookup: lookupKeysOf(target, stored) });
  }
  return [...copied, ...(await valuesToStore(context, boardId, requested, true))];
}

/**
 * The moves of a parent's subitems to the target board's subitems board (made if it has none),
 * values mapped by `subitems_columns_mapping`. Subitems already there, moved by a try cut short,
 * are left as they are.
 */
async function subitemMoves(
  context: ItemsContext,
  parent: ItemRecord,
  to: BoardFacts,
  mapping: MoveToBoardArgs['subitems_columns_mapping'],
): Promise<Relocation[]> {
  const subitems = await subitemsOf(context).ofParent.load(parent._id);
  if (subitems.length === 0) return [];
  const board = await subitemsBoardOf(context, to);
  const group = board.groups.find((candidate) => !candidate.archived);
  if (!group) throw resourceNotFound('Group', '(default)');
  const reference = referenceOf(context);
  const targetColumns = await reference.columns(board.id);
  const moves: Relocation[] = [];
  for (const subitem of subitems.filter((candidate) => candidate.board_id !== board.id)) {
    const pairs = columnPairs(await reference.columns(subitem.board_id), targetColumns, mapping);
    moves.push({
      kind: 'relocate',
      id: subitem._id,
      fromBoardId: subitem.board_id,
      boardId: board.id,
      groupId: group.id,
      values: await carriedValues(context, subitem, pairs, board.id),
    });
  }
  return moves;
}

/**
 * move_item_to_board: a top-level item, with its subitems, into a group of another board, the
 * caller being allowed to change both. Everything is checked first (mapping, values against the
 * target columns), then the updates and subitems move and, last, the item in one write of its
 * board, group, values and lookup keys: a move cut short leaves the item where it was, and the
 * client's retry finds its updates and subitems moved and finishes.
 */
export async function moveItemToBoard(
  context: ItemsContext,
  args: MoveToBoardArgs,
): Promise<ItemRecord | null> {
  const item = await itemForWrite(context, args.item_id);
  if (item.parent_item_id) throw invalidArgument(`Item ${item._id} is a subitem; it moves with its parent`);
  const from = await writableBoard(context, item.board_id);
  const to = await writableBoard(context, String(args.board_id));
  if (to.type === 'sub_items_board') throw invalidBoardId(to.id);
  if (to.id === from.id)
    throw invalidArgument('The item is on this board already: move_item_to_group moves it between groups');
  const group = to.groups.find((candidate) => candidate.id === String(args.group_id) && !candidate.archived);
  if (!group) throw resourceNotFound('Group', String(args.group_id));
  const reference = referenceOf(context);
  const pairs = columnPairs(
    await reference.columns(from.id),
    await reference.columns(to.id),
    args.columns_mapping,
  );
  const values = await carriedValues(context, item, pairs, to.id);
  const subitemWrites = await subitemMoves(context, item, to, args.subitems_columns_mapping);
  const items = itemsOf(context);
  // Their updates first: a move cut short leaves at most updates listed ahead of their item.
  await updatesOf(context).moveOfItems([item._id], to.id);
  for (const write of subitemWrites) {
    await updatesOf(context).moveOfItems([write.id], write.boardId);
    await items.write.apply(write);
  }
  subitemsOf(context).ofParent.clear(item._id);
  const [moved] = await items.write.apply({
    kind: 'relocate',
    id: item._id,
    fromBoardId: from.id,
    boardId: to.id,
    groupId: group.id,
    values,
    emits: { boardId: to.id, events: [itemMovedToBoard(item, from, to, group.id)] },
  });
  return moved ?? null;
}
