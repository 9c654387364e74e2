import { invalidArgument, resourceNotFound } from '@workapi/errors';
import type { BoardFacts } from '@workapi/reference';
import type { ItemRecord, ItemsRepository } from '../data/items';
import { rankBetween, rankOf } from '../data/item-order';
import { itemForWrite, itemsOf, writableBoard, type ItemsContext } from '../context';
import { itemMoved } from '../webhooks/changes';

export interface PositionArgs {
  item_id: string;
  relative_to?: string | null;
  position_relative_method?: 'before_at' | 'after_at' | null;
  group_id?: string | null;
  group_top?: boolean | null;
}

/** Where a moved item goes: its group, and the ranks of the neighbours it goes between (none: an empty group). */
interface Placement {
  groupId: string;
  before?: number;
  after?: number;
}

/** The ranks of a group's active items but one: from the board's roster where it is kept, else the items' keys. */
async function ranksOf(items: ItemsRepository, boardId: string, groupId: string, except: string) {
  const rosters = await items.members([boardId]);
  const ranked = rosters
    ? (rosters.get(boardId) ?? [])
        .filter((member) => member.groupId === groupId && member.state === 'active')
        .map((member) => ({ id: member.id, rank: rankOf(member.id, member.position) }))
    : (await items.candidates({ boardIds: [boardId], groupId, states: ['active'] }, ['position'])).map(
        (row) => ({ id: row._id, rank: rankOf(row._id, row.position) }),
      );
  return ranked.filter((entry) => entry.id !== except).map((entry) => entry.rank);
}

/** Next to another item of the board, in its group: after it unless said before, as monday.com's example does. */
async function besideItem(context: ItemsContext, item: ItemRecord, args: PositionArgs): Promise<Placement> {
  const anchorId = String(args.relative_to);
  if (anchorId === item._id) throw invalidArgument('An item cannot be placed relative to itself');
  const anchor = await itemsOf(context).byId.load(anchorId);
  if (!anchor || anchor.state === 'deleted' || anchor.board_id !== item.board_id)
    throw resourceNotFound('Item', anchorId);
  const here = rankOf(anchor._id, anchor.position);
  const ranks = await ranksOf(itemsOf(context), item.board_id, anchor.group_id, item._id);
  if (args.position_relative_method === 'before_at') {
    const above = ranks.filter((rank) => rank < here);
    return { groupId: anchor.group_id, before: above.length ? Math.max(...above) : undefined, after: here };
  }
  const below = ranks.filter((rank) => rank > here);
  return { groupId: anchor.group_id, before: here, after: below.length ? Math.min(...below) : undefined };
}

/** At the top of a group with `group_top`, else at its bottom. */
async function inGroup(
  context: ItemsContext,
  item: ItemRecord,
  board: BoardFacts,
  args: PositionArgs,
): Promise<Placement> {
  const groupId = String(args.group_id);
  if (!board.groups.some((group) => group.id === groupId)) throw resourceNotFound('Group', groupId);
  const ranks = await ranksOf(itemsOf(context), item.board_id, groupId, item._id);
  if (ranks.length === 0) return { groupId };
  return args.group_top ? { groupId, after: Math.min(...ranks) } : { groupId, before: Math.max(...ranks) };
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
 * change_item_position: the item's place in board order, next to another item of its board or at
 * the top or bottom of a group, moving it into that group if it is not there. Only the item is
 * written (a rank between its new neighbours, data/item-order.ts); a move between groups emits
 * the event move_item_to_group does.
 */
export async function changeItemPosition(
  context: ItemsContext,
  args: PositionArgs,
): Promise<ItemRecord | null> {
  checkArguments(args);
  const item = await itemForWrite(context, args.item_id);
  const board = await writableBoard(context, item.board_id);
  const placement =
    args.relative_to != null
      ? await besideItem(context, item, args)
      : await inGroup(context, item, board, args);
  const placed = placement.before !== undefined || placement.after !== undefined;
  const position = rankBetween(placement.before, placement.after);
  if (placed && position === null)
    throw invalidArgument('No place is left between these two items: move one of them first');
  const moving = placement.groupId !== item.group_id;
  const [moved] = await itemsOf(context).write.apply({
    kind: 'update',
    id: item._id,
    change: {
      ...(moving ? { group_id: placement.groupId } : {}),
      ...(position !== null ? { position } : {}),
    },
    emits: { boardId: board.id, events: moving ? [itemMoved(item, board, placement.groupId)] : [] },
  });
  return moved ?? null;
}
