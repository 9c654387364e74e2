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
  item: ItemRecord,
  order: Ranked[],
  args: PositionArgs,
): Promise<Placement> {
  const anchorId = String(args.relative_to);
  if (anchorId === item._id) throw invalidArgument('An item cannot be placed relative to itself');
  const anchor = await itemsOf(context).byId.load(anchorId);
  const index = order.findIndex((entry) => entry.id === anchorId);
  if (!anchor || anchor.state === 'deleted' || anchor.board_id !== item.board_id || index < 0)
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
 * change_item_position: the item's place in board order, next to another item of its board or at
 * the top or bottom of a group, moving it into that group if it is not there. Mostly only the item
 * is written (a rank between its new neighbours, data/item-order.ts); when its neighbours leave no
 * rank between them, a short run around the place is spread first, so a place is always found. A
 * move between groups emits the event move_item_to_group does.
 */
export async function changeItemPosition(
  context: ItemsContext,
  args: PositionArgs,
): Promise<ItemRecord | null> {
  checkArguments(args);
  const item = await itemForWrite(context, args.item_id);
  const board = await writableBoard(context, item.board_id);
  const items = itemsOf(context);
  const order = await boardOrder(items, item.board_id, item._id);
  const placement =
    args.relative_to != null ? await besideItem(context, item, order, args) : inGroup(board, order, args);
  const place =
    placement.at === undefined
      ? null
      : placeAt(
          order.map((entry) => entry.rank),
          placement.at,
        );
  if (place && place.renumbered.size > 0) {
    await items.write.apply({
      kind: 'positions',
      boardId: board.id,
      positions: new Map([...place.renumbered].map(([index, rank]) => [order[index].id, rank])),
    });
    // The neighbours renumbered are writes beyond the mutation's price: one point each.
    await chargeWork(context, place.renumbered.size, 'change_item_position renumbering');
  }
  const moving = placement.groupId !== item.group_id;
  const [moved] = await items.write.apply({
    kind: 'update',
    id: item._id,
    change: {
      ...(moving ? { group_id: placement.groupId } : {}),
      ...(place ? { position: place.rank } : {}),
    },
    emits: { boardId: board.id, events: moving ? [itemMoved(item, board, placement.groupId)] : [] },
  });
  return moved ?? null;
}
