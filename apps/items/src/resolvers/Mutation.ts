import { invalidBoardId, itemNameTooLong, resourceNotFound } from '@workapi/service-kit';
import type { ItemRecord } from '../data/items';
import { itemsOf, type ItemsContext } from '../context';

interface CreateItemArgs {
  board_id: string;
  item_name: string;
  group_id?: string | null;
}

export const Mutation = {
  async create_item(_: unknown, args: CreateItemArgs, context: ItemsContext): Promise<ItemRecord> {
    const items = itemsOf(context);
    const name = args.item_name.trim();
    if (name.length < 1 || name.length > 255) throw itemNameTooLong();
    const board = await context.boardAccess(String(args.board_id));
    if (!board) throw invalidBoardId(String(args.board_id));
    const group = args.group_id
      ? board.groups.find((candidate) => candidate.id === args.group_id)
      : board.groups.find((candidate) => !candidate.archived);
    if (!group) throw resourceNotFound('Group', args.group_id ?? '(default)');
    return items.create({ boardId: board.id, groupId: group.id, name });
  },
};
