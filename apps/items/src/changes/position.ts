import { invalidArgument, resourceNotFound } from '@workapi/errors';
import type { BoardFacts } from '@workapi/reference';
import type { ItemRecord, ItemsRepository } from '../data/items';
import { placeAt, rankOf } from '../data/item-order';
import { chargeWork, itemForWrite, itemsOf, writableBoard, type ItemsContext } from '../context';
import { itemMoved } from '../webhooks/changes';

export interface PositionArgs {
  item_id: string;
  relative_to?: string | null;
  position_relative_method?: 'before_at' | 'after_at' | null;
  group_id?: string | null;
  group_top?: boolean | null;
}

/** One of the board's items in board order. */
interface Ranked {
  id: string;
  groupId: string;
  state: string;
  rank: number;
}

/** Where a moved item goes: its group, and its index in the board's order without it (none: an empty group). */
interface Placement {
  groupId: string;
  at?: number;
}

/**
 * The board's items in every state but the moving one, in board order (as items_page sorts them):
 * from the board's roster where it is kept, else the items' keys. Archived and deleted items keep
 * their places, so a restored one comes back where it was.
 */
async function boardOrder(items: ItemsRepository, boardId: string, except: string): Promise<Ranked[]> {
  const rosters = await items.members([boardId]);
  const ranked = rosters
    ? (rosters.get(boardId) ?? []).map((member) => ({
        id: member.id,
        groupId: member.groupId,
        state: member.state,
        rank: rankOf(member.id, member.position),
      }))
    : (
        await items.candidates({ boardIds: [boardId], states: ['active', 'archived', 'deleted'] }, [
          'position',
          'state',
        ])
      ).map((row) => ({
        id: row._id,
        groupId: row.group_id,
        state: String(row.state),
        rank: rankOf(row._id, row.position),
      }));
  return ranked
    .filter((entry) => entry.id !== except)
    .sort((a, b) => a.rank - b.rank || Number(a.id) - Number(b.id));
}

/** Next to another item of the board, in its group: after it unless said before, as monday.com's example does. */
async function besideItem(
  context: ItemsContext,
  boardId: string,
  order: Ranked[],
  args: Pick<PositionArgs, 'relative_to' | 'position_relative_method'>,
): Promise<Placement & { at: number }> {
  const anchorId = String(args.relative_to);
  const anchor = await itemsOf(context).byId.load(anchorId);
  const index = order.findIndex((entry) => entry.id === anchorId);
  if (!anchor || anchor.state === 'deleted' || anchor.board_id !== boardId || index < 0)
    throw resourceNotFound('Item', anchorId);
  return { groupId: anchor.group_id, at: args.position_relative_method === 'before_at' ? index : index + 1 };
}

/** At the top of a group with `group_top`, else at its bottom. */
function inGroup(board: BoardFacts, order: Ranked[], args: PositionArgs): Placement {
  const groupId = String(args.group_id);
  if (!board.groups.some((group) => group.id === groupId)) throw resourceNotFound('Group', groupId);
  const members = order.flatMap((entry, index) =>
    entry.groupId === groupId && entry.state === 'active' ? [index] : [],
  );
  if (members.length === 0) return { groupId };
  return { groupId, at: args.group_top ? members[0] : members[members.length - 1] + 1 };
}

/** Arguments monday.com allows only together, or only apart, refused before anything is read. */
function checkArguments(args: PositionArgs): void {
  const beside = args.relative_to != null;
  const grouped = args.group_id != null;
  if (beside === grouped) throw invalidArgument('Give either relative_to or group_id');
  if (!beside && args.position_relative_method != null)
    throw invalidArgument('position_relative_method is allowed only with relative_to');
  if (!grouped && args.group_top != null) throw invalidArgument('group_top is allowed only with group_id');
}

/**
 * The rank of the place at `at` in `order` (data/item-order.ts). When its neighbours leave no rank
 * between them, a short run around the place is spread first, each renumbered item charged as a
 * write beyond the mutation's price.
 */
async function rankAt(context: ItemsContext, boardId: string, order: Ranked[], at: number): Promise<number> {
  const place = placeAt(
    order.map((entry) => entry.rank),
    at,
  );
  if (place.renumbered.size > 0) {
    await itemsOf(context).write.apply({
      kind: 'positions',
      boardId,
      positions: new Map([...place.renumbered].map(([index, rank]) => [order[index].id, rank])),
    });
    await chargeWork(context, place.renumbered.size, 'item position renumbering');
  }
  return place.rank;
}

/**
 * change_item_position: the item's place in board order, next to another item of its board or at
 * the top or bottom of a group, moving it into that group if it is not there. Mostly only the item
 * is written (a rank between its new neighbours, `rankAt`). A move between groups emits the event
 * move_item_to_group does.
 */
export async function changeItemPosition(
  context: ItemsContext,
  args: PositionArgs,
): Promise<ItemRecord | null> {
  checkArguments(args);
  const item = await itemForWrite(context, args.item_id);
  if (String(args.relative_to) === item._id)
    throw invalidArgument('An item cannot be placed relative to itself');
  const board = await writableBoard(context, item.board_id);
  const items = itemsOf(context);
  const order = await boardOrder(items, item.board_id, item._id);
  const placement =
    args.relative_to != null ? await besideItem(context, board.id, order, args) : inGroup(board, order, args);
  const position =
    placement.at === undefined ? undefined : await rankAt(context, board.id, order, placement.at);
  const moving = placement.groupId !== item.group_id;
  const [moved] = await items.write.apply({
    kind: 'update',
    id: item._id,
    change: {
      ...(moving ? { group_id: placement.groupId } : {}),
      ...(position !== undefined ? { position } : {}),
    },
    emits: { boardId: board.id, events: moving ? [itemMoved(item, board, placement.groupId)] : [] },
  });
  return moved ?? null;
}

/**
 * create_item's `relative_to`: where a new item goes next to another item of its board, the
 * anchor's group and a rank beside it, before or after as change_item_position places one.
 * Answers nothing without `relative_to`; refuses `position_relative_method` alone, and a group
 * other than the anchor's.
 */
export async function newItemPlace(
  context: ItemsContext,
  boardId: string,
  args: Pick<PositionArgs, 'relative_to' | 'position_relative_method' | 'group_id'>,
): Promise<{ groupId: string; position: number } | null> {
  if (args.relative_to == null) {
    if (args.position_relative_method != null)
      throw invalidArgument('position_relative_method is allowed only with relative_to');
    return null;
  }
  const order = await boardOrder(itemsOf(context), boardId, '');
  const { groupId, at } = await besideItem(context, boardId, order, args);
  if (args.group_id != null && args.group_id !== groupId)
    throw invalidArgument(`Item ${String(args.relative_to)} is not in group ${args.group_id}`);
  return { groupId, position: await rankAt(context, boardId, order, at) };
}
