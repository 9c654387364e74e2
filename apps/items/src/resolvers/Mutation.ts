import { columnValuesObject, itemName, invalidBoardId, resourceNotFound } from '@workapi/errors';
import { endpoints } from '@workapi/internal';
import type { ItemRecord } from '../data/items';
import type { MutationResolvers } from '../generated/graphql';
import { boardAccess, itemsOf, type ItemsContext } from '../context';

/** An item the caller may change: theirs, not deleted, on a board they can see. */
async function itemForWrite(context: ItemsContext, itemId: string): Promise<ItemRecord> {
  const item = await itemsOf(context).byId.load(String(itemId));
  if (!item || item.state === 'deleted' || !(await boardAccess(context, item.board_id))) {
    throw resourceNotFound('Item', String(itemId));
  }
  return item;
}

/**
 * New items stay invisible until the columns subgraph has stored their values (it validates all
 * of them first); on any refusal or failure the items are discarded (docs/consistency.md).
 */
async function publishWithValues(
  context: ItemsContext,
  items: ItemRecord[],
  columns: () => Promise<unknown>,
): Promise<void> {
  const ids = items.map((item) => item._id);
  try {
    await columns();
  } catch (error) {
    await itemsOf(context).discard(ids);
    throw error;
  }
  for (const item of items) {
    await itemsOf(context).publish([item._id], { boardId: item.board_id, groupId: item.group_id });
    delete item.pending;
  }
}

export const Mutation = {
  async create_item(_, args, context) {
    const name = itemName(args.item_name);
    const values = columnValuesObject(args.column_values);
    const board = await boardAccess(context, String(args.board_id));
    if (!board) throw invalidBoardId(String(args.board_id));
    const group = args.group_id
      ? board.groups.find((candidate) => candidate.id === args.group_id)
      : board.groups.find((candidate) => !candidate.archived);
    if (!group) throw resourceNotFound('Group', args.group_id ?? '(default)');
    // The values first (checked, then stored under the new id), the item after: nothing is
    // visible until both are done, and a refused value leaves nothing (docs/consistency.md).
    return itemsOf(context).create({ boardId: board.id, groupId: group.id, name }, async (id) => {
      if (values) {
        await context.call(endpoints.columns.writeValues, {
          board_id: board.id,
          item_id: id,
          column_values: values,
          create_labels_if_missing: args.create_labels_if_missing ?? false,
        });
      }
    });
  },

  async duplicate_item(_, args, context) {
    const source = await itemForWrite(context, args.item_id);
    if (source.board_id !== String(args.board_id)) throw resourceNotFound('Item', String(args.item_id));
    const [copy] = await itemsOf(context).createPending([
      { boardId: source.board_id, groupId: source.group_id, name: source.name },
    ]);
    await publishWithValues(context, [copy], () =>
      context.call(endpoints.columns.copyValues, {
        board_id: source.board_id,
        pairs: [{ from: source._id, to: copy._id }],
      }),
    );
    return copy;
  },

  async move_item_to_group(_, args, context) {
    const item = await itemForWrite(context, args.item_id);
    const board = await boardAccess(context, item.board_id);
    if (!board?.groups.some((group) => group.id === args.group_id))
      throw resourceNotFound('Group', args.group_id);
    return itemsOf(context).update(item._id, { group_id: args.group_id });
  },

  async archive_item(_, args, context) {
    const item = await itemForWrite(context, args.item_id);
    return itemsOf(context).update(item._id, { state: 'archived' });
  },

  async delete_item(_, args, context) {
    const item = await itemForWrite(context, args.item_id);
    return itemsOf(context).update(item._id, { state: 'deleted' });
  },
} satisfies MutationResolvers;
