import {
  requestedFromJson,
  requestedFromMap,
  type ColumnDefinition,
  type RequestedValue,
} from '@workapi/column-types';
import { columnValuesObject, itemName, resourceNotFound } from '@workapi/errors';
import type { ItemRecord } from '../data/items';
import type { MutationResolvers } from '../generated/graphql';
import {
  itemForWrite,
  itemsOf,
  requiredItemId,
  referenceOf,
  updatesOf,
  writableBoard,
  type ItemsContext,
} from '../context';
import { valueChangeEvents, valuesToStore } from '../changes/values';
import { itemCreated, itemMoved, nameChanged } from '../webhooks/changes';
import { withAssignees } from '../notifications/audience';
import { createWebhook, deleteWebhook } from './webhooks';
import { createSubitem, duplicateItem, eventBoardOf, retireItem } from '../changes/subitems';
import { clearItemUpdates, createUpdate, deleteUpdate, editUpdate } from '../changes/updates';
import { likeUpdate, pinUpdate, unlikeUpdate } from '../changes/update-marks';
import { createNotification } from '../notifications/send';
import { changeItemPosition, newItemPlace } from '../changes/position';
import { moveItemToBoard } from '../changes/move-to-board';
import { addFileToColumn, addFileToUpdate, updateAssetsOnItem } from '../changes/files';

/**
 * change_column_value and its siblings: the board must be the caller's (checked first, as
 * monday.com does) and the item alive on it; every value is checked before any is stored, then all
 * are stored, with the name column's new name and the webhook events of what changed, in one
 * write of the item.
 */
async function changeValues(
  context: ItemsContext,
  args: { board_id: string; item_id?: string | null; create_labels_if_missing?: boolean | null },
  requested: (columns: ColumnDefinition[]) => RequestedValue[],
): Promise<ItemRecord> {
  const board = await writableBoard(context, String(args.board_id));
  const itemId = requiredItemId(args.item_id);
  const item = await itemsOf(context).byId.load(itemId);
  if (!item || item.state === 'deleted' || item.board_id !== board.id) throw resourceNotFound('Item', itemId);
  const all = requested(await referenceOf(context).columns(board.id));
  // The name column is the item's name: checked here, stored with the values.
  const nameEntry = all.find((entry) => entry.columnId === 'name');
  const newName = nameEntry ? itemName(String(nameEntry.input ?? '')) : undefined;
  const values = await valuesToStore(
    context,
    board.id,
    all.filter((entry) => entry !== nameEntry),
    args.create_labels_if_missing ?? false,
  );
  const events = await valueChangeEvents(context, item, board, values);
  if (newName !== undefined && newName !== item.name) events.push(nameChanged(item, item.name, newName));
  const [updated] = await itemsOf(context).write.apply({
    kind: 'values',
    id: item._id,
    values,
    name: newName,
    emits: { boardId: await eventBoardOf(context, item), events },
  });
  if (!updated) throw resourceNotFound('Item', item._id);
  return updated;
}

export const Mutation = {
  /** The item and its values in one insert, visible at once; a refused value leaves nothing behind. */
  async create_item(_, args, context) {
    const name = itemName(args.item_name);
    columnValuesObject(args.column_values);
    const board = await writableBoard(context, String(args.board_id));
    const group = args.group_id
      ? board.groups.find((candidate) => candidate.id === args.group_id)
      : board.groups.find((candidate) => !candidate.archived);
    if (!group) throw resourceNotFound('Group', args.group_id ?? '(default)');
    // create_item's column_values never rename: the name is item_name.
    const requested = requestedFromMap(args.column_values).filter((entry) => entry.columnId !== 'name');
    const values = await valuesToStore(context, board.id, requested, args.create_labels_if_missing ?? false);
    // Next to another item: in its group, at a rank beside it.
    const place = await newItemPlace(context, board.id, args);
    const [created] = await itemsOf(context).write.apply({
      kind: 'create',
      boardId: board.id,
      groupId: place?.groupId ?? group.id,
      ...(place ? { position: place.position } : {}),
      name,
      values,
      emits: { boardId: board.id, events: (item) => [withAssignees(itemCreated(item, board), item)] },
    });
    return created;
  },

  /** A copy with the same name and values, in the same group; a parent's with its subitems. */
  async duplicate_item(_, args, context) {
    const source = await itemForWrite(context, args.item_id);
    if (source.board_id !== String(args.board_id)) throw resourceNotFound('Item', String(args.item_id));
    return duplicateItem(context, source);
  },

  /** A subitem of an item, on the item's board's subitems board (subitems.ts). */
  create_subitem: (_, args, context) => createSubitem(context, args),

  async move_item_to_group(_, args, context) {
    const item = await itemForWrite(context, args.item_id);
    const board = await writableBoard(context, item.board_id);
    if (!board.groups.some((group) => group.id === args.group_id))
      throw resourceNotFound('Group', args.group_id);
    const events = item.group_id === args.group_id ? [] : [itemMoved(item, board, args.group_id)];
    const [moved] = await itemsOf(context).write.apply({
      kind: 'update',
      id: item._id,
      change: { group_id: args.group_id },
      emits: { boardId: board.id, events },
    });
    return moved ?? null;
  },

  /** With its subitems, its values following the columns mapping (move-to-board.ts). */
  move_item_to_board: (_, args, context) => moveItemToBoard(context, args),

  /** Next to another item or at a group's top or bottom (position.ts). */
  change_item_position: (_, args, context) => changeItemPosition(context, args),

  /** With a parent's subitems (subitems.ts). */
  async archive_item(_, args, context) {
    return retireItem(context, await itemForWrite(context, args.item_id), 'archived');
  },

  /**
   * With a parent's subitems (subitems.ts). The item is deleted first, which hides its updates
   * from every read (they are read through their item); then its updates are deleted by item,
   * which may run again without harm. Updates a delete cut short between the two leaves behind
   * stay hidden with their item.
   */
  async delete_item(_, args, context) {
    const deleted = await retireItem(context, await itemForWrite(context, args.item_id), 'deleted');
    await updatesOf(context).removeOfItem(String(args.item_id));
    return deleted;
  },

  change_column_value: (_, args, context) =>
    changeValues(context, args, (columns) => [
      requestedFromJson(
        args.column_id,
        args.value,
        columns.find((column) => column.id === args.column_id),
      ),
    ]),

  change_simple_column_value: (_, args, context) =>
    changeValues(context, args, () => [
      { columnId: args.column_id, input: args.value ?? '', form: 'simple' },
    ]),

  change_multiple_column_values: (_, args, context) =>
    changeValues(context, args, () => requestedFromMap(args.column_values)),

  create_webhook: (_, args, context) => createWebhook(context, args),

  delete_webhook: (_, args, context) => deleteWebhook(context, args.id),

  create_update: (_, args, context) =>
    createUpdate(context, {
      itemId: args.item_id,
      parentId: args.parent_id,
      body: args.body,
      mentions: args.mentions_list,
      // use_app_info names an app as the creator; this API has no app tokens, so the creator is
      // always the token's user.
      originalCreationDate: args.original_creation_date,
    }),
  edit_update: (_, args, context) => editUpdate(context, String(args.id), args.body),
  delete_update: (_, args, context) => deleteUpdate(context, String(args.id)),
  like_update: (_, args, context) => likeUpdate(context, String(args.update_id), args.reaction_type),
  unlike_update: (_, args, context) => unlikeUpdate(context, String(args.update_id)),
  pin_to_top: (_, args, context) => pinUpdate(context, args, true),
  unpin_from_top: (_, args, context) => pinUpdate(context, args, false),
  clear_item_updates: (_, args, context) => clearItemUpdates(context, String(args.item_id)),
  async create_notification(_, args, context) {
    const sent = await createNotification(context, args);
    return { id: sent._id, text: sent.text };
  },

  add_file_to_column: (_, args, context) => addFileToColumn(context, args),
  add_file_to_update: (_, args, context) => addFileToUpdate(context, args),
  update_assets_on_item: (_, args, context) => updateAssetsOnItem(context, args),
} satisfies MutationResolvers;
