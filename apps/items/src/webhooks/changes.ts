import type { ItemRecord } from '../data/items';
import type { ItemEvent } from '../data/item-write';
import { numeric } from './events';

/*
 * The events of item changes, with monday.com's fields for each (its webhook event bodies): what
 * the items subgraph's mutations, and the subitems and updates features, hand to `Outbox.emit`.
 */

type ItemFacts = Pick<ItemRecord, '_id' | 'board_id' | 'group_id' | 'name' | 'parent_item_id'>;

/** monday.com tells of a subitem's changes under their own types, naming its parent. */
const ofSubitem = (item: Pick<ItemRecord, 'parent_item_id'>) =>
  item.parent_item_id ? { parentItemId: numeric(item.parent_item_id) } : {};

/** A board's first live group is its top group, as monday.com says with `isTopGroup`. */
export interface GroupOrder {
  groups: Array<{ id: string; archived: boolean }>;
}

const isTopGroup = (board: GroupOrder, groupId: string) =>
  board.groups.find((group) => !group.archived)?.id === groupId;

export function itemCreated(item: ItemFacts, board: GroupOrder): ItemEvent {
  return {
    type: 'create_item',
    fields: {
      boardId: numeric(item.board_id),
      pulseId: numeric(item._id),
      pulseName: item.name,
      groupId: item.group_id,
      isTopGroup: isTopGroup(board, item.group_id),
      columnValues: {},
    },
  };
}

/** A column value changed from `previous` to `value`, each in the API's `value` JSON form (null: empty). */
export function valueChanged(
  item: ItemFacts,
  board: GroupOrder,
  column: { id: string; type: string; title: string },
  value: unknown,
  previous: unknown,
  at: Date,
): ItemEvent {
  return {
    type: item.parent_item_id ? 'change_subitem_column_value' : 'change_column_value',
    column: { id: column.id, type: column.type },
    fields: {
      boardId: numeric(item.board_id),
      groupId: item.group_id,
      pulseId: numeric(item._id),
      pulseName: item.name,
      columnId: column.id,
      columnType: column.type,
      columnTitle: column.title,
      value,
      previousValue: previous,
      changedAt: at.getTime() / 1000,
      isTopGroup: isTopGroup(board, item.group_id),
      ...ofSubitem(item),
    },
  };
}

export function nameChanged(item: ItemFacts, previousName: string, name: string): ItemEvent {
  return {
    type: item.parent_item_id ? 'change_subitem_name' : 'change_name',
    fields: {
      boardId: numeric(item.board_id),
      groupId: item.group_id,
      pulseId: numeric(item._id),
      value: { name },
      previousValue: { name: previousName },
      ...ofSubitem(item),
    },
  };
}

const RETIRED = {
  item: { archived: 'item_archived', deleted: 'item_deleted' },
  subitem: { archived: 'subitem_archived', deleted: 'subitem_deleted' },
} as const;

export function itemRetired(item: ItemFacts, state: 'archived' | 'deleted'): ItemEvent {
  return {
    type: RETIRED[item.parent_item_id ? 'subitem' : 'item'][state],
    fields: {
      boardId: numeric(item.board_id),
      itemId: numeric(item._id),
      itemName: item.name,
      groupId: item.group_id,
      ...ofSubitem(item),
    },
  };
}

export function itemMoved(item: ItemFacts, board: GroupOrder, destGroupId: string): ItemEvent {
  return {
    type: 'item_moved_to_any_group',
    fields: {
      boardId: numeric(item.board_id),
      pulseId: numeric(item._id),
      pulseName: item.name,
      sourceGroupId: item.group_id,
      destGroupId,
      sourceGroup: { id: item.group_id, is_top_group: isTopGroup(board, item.group_id) },
      destGroup: { id: destGroupId, is_top_group: isTopGroup(board, destGroupId) },
    },
  };
}

/**
 * move_item_to_board, heard on the board the item arrives at as a move between groups, the board
 * it left named beside the group.
 */
export function itemMovedToBoard(
  item: ItemFacts,
  from: GroupOrder,
  to: GroupOrder & { id: string },
  destGroupId: string,
): ItemEvent {
  return {
    type: 'item_moved_to_any_group',
    fields: {
      boardId: numeric(to.id),
      pulseId: numeric(item._id),
      pulseName: item.name,
      sourceBoardId: numeric(item.board_id),
      sourceGroupId: item.group_id,
      destGroupId,
      sourceGroup: { id: item.group_id, is_top_group: isTopGroup(from, item.group_id) },
      destGroup: { id: destGroupId, is_top_group: isTopGroup(to, destGroupId) },
    },
  };
}

type UpdateFacts = { id: string; body: string; textBody: string; replyId?: string | null };

/** For the updates feature: an update (or a reply, with `replyId`) written on an item or a subitem. */
export const updateCreated = (
  item: Pick<ItemRecord, '_id' | 'board_id' | 'parent_item_id'>,
  update: UpdateFacts,
) => updateEvent(item.parent_item_id ? 'create_subitem_update' : 'create_update', item, update);

/** edit_update: the update's (or reply's) new text, on an item or a subitem alike, as monday.com tells it. */
export const updateEdited = (
  item: Pick<ItemRecord, '_id' | 'board_id' | 'parent_item_id'>,
  update: UpdateFacts,
) => updateEvent('edit_update', item, update);

/** delete_update: the update (with its replies) or the reply deleted, with the text it had. */
export const updateDeleted = (
  item: Pick<ItemRecord, '_id' | 'board_id' | 'parent_item_id'>,
  update: UpdateFacts,
) => updateEvent('delete_update', item, update);

function updateEvent(
  type: ItemEvent['type'],
  item: Pick<ItemRecord, '_id' | 'board_id' | 'parent_item_id'>,
  update: UpdateFacts,
): ItemEvent {
  return {
    type,
    fields: {
      boardId: numeric(item.board_id),
      pulseId: numeric(item._id),
      updateId: numeric(update.id),
      body: update.body,
      textBody: update.textBody,
      ...ofSubitem(item),
      ...(update.replyId ? { replyId: numeric(update.replyId), parentItemId: numeric(item._id) } : {}),
    },
  };
}

/** For the subitems feature: a subitem created under `parent`; the parent board's webhooks get it. */
export function subitemCreated(subitem: ItemFacts, parent: Pick<ItemRecord, '_id' | 'board_id'>): ItemEvent {
  return {
    type: 'create_subitem',
    fields: {
      boardId: numeric(subitem.board_id),
      pulseId: numeric(subitem._id),
      pulseName: subitem.name,
      groupId: subitem.group_id,
      parentItemId: numeric(parent._id),
      parentItemBoardId: numeric(parent.board_id),
      columnValues: {},
    },
  };
}
