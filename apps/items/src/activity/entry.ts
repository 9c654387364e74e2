import type { BoardEvent } from '@workapi/internal';
import type { ActivityLogEntry } from '../data/activity-logs';
import { dayOf } from '../data/retention';
import type { ItemEvent } from '../data/item-write';
import type { ChangeScope } from '../webhooks/events';

/*
 * An item event as the board's activity log keeps it: the event's own fields (webhooks/changes.ts)
 * in monday.com's activity `data` form, snake_case, so the log and the webhooks tell the same
 * story from one event.
 */

/** Names the activity data gives differently from the webhook body. */
const RENAMED: Record<string, string> = { itemId: 'pulse_id', itemName: 'pulse_name' };
/** Webhook-only fields: the creation's values are shown by the item, the time by `created_at`. */
const LEFT_OUT = new Set(['columnValues', 'changedAt']);
/** monday.com's activity data names a column's type by its legacy name. */
const LEGACY_COLUMN_TYPE: Record<string, string> = {
  status: 'color',
  numbers: 'numeric',
  long_text: 'long-text',
  people: 'multiple-person',
  checkbox: 'boolean',
  dropdown: 'dropdown',
};

const snakeCase = (key: string) =>
  RENAMED[key] ?? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** What a field's id is found by: ids are kept as the API's digit strings. */
const idText = (value: unknown) => (value == null ? undefined : String(value));

/** An event's webhook fields as monday.com's activity `data` names them. */
function activityData(fields: Record<string, unknown>): string {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!LEFT_OUT.has(key)) data[snakeCase(key)] = value;
  if (typeof data.column_type === 'string')
    data.column_type = LEGACY_COLUMN_TYPE[data.column_type] ?? data.column_type;
  return JSON.stringify(data);
}

/** The entry of `event`, which monday.com names `name` (webhooks/events.ts `MONDAY_TYPE`). */
export function activityEntry(
  event: ItemEvent,
  name: string,
  scope: ChangeScope,
  at: Date,
  seq: number,
): ActivityLogEntry {
  const fields = event.fields;
  const groups = [fields.groupId, fields.sourceGroupId, fields.destGroupId].filter(
    (group): group is string => typeof group === 'string',
  );
  const itemId = idText(fields.pulseId ?? fields.itemId);
  const columnId = idText(fields.columnId);
  return {
    account_id: scope.accountId,
    board_id: scope.boardId,
    event: name,
    entity: 'pulse',
    data: activityData(event.fields),
    user_id: scope.userId,
    created_at: at,
    seq,
    day: dayOf(at),
    ...(itemId ? { item_id: itemId } : {}),
    ...(columnId ? { column_id: columnId } : {}),
    group_ids: [...new Set(groups)],
  };
}

/** The entry of a board event (a group, a column, the board's attributes): monday.com's entity `board`. */
export function boardActivityEntry(event: BoardEvent, at: Date): ActivityLogEntry {
  return {
    account_id: event.account_id,
    board_id: event.board_id,
    event: event.event,
    entity: 'board',
    data: activityData(event.fields),
    user_id: event.user_id,
    created_at: at,
    seq: event.seq,
    day: dayOf(at),
    ...(event.column_id ? { column_id: event.column_id } : {}),
    group_ids: event.group_ids,
  };
}
