import { boardEvent, type BoardEvent, type BoardEventScope } from '@workapi/internal';
import type { GroupRecord } from './data/boards';

/*
 * The board events of this subgraph's changes (libs/internal board-events.ts), with monday.com's
 * activity log names where known (`create_group`, `update_board_name`) and names in its style for
 * the others (docs/activity.md lists them). Each is stored in the board's outbox in the same write
 * as its change (BoardsRepository), and relayed to the board's activity log.
 */

/** A group as its events name it. */
const groupFields = (group: GroupRecord) => ({
  groupId: group.id,
  groupTitle: group.title,
  groupColor: group.color,
});

export const groupCreated = (scope: BoardEventScope, group: GroupRecord): BoardEvent =>
  boardEvent(scope, 'create_group', groupFields(group), { groupIds: [group.id] });

/** What update_group changed, by the attribute that differs: its title, color or place. */
const GROUP_CHANGES = [
  { event: 'update_group_name', field: 'title' },
  { event: 'update_group_color', field: 'color' },
  { event: 'update_group_position', field: 'position' },
] as const;

/** One event per attribute update_group changed (none when it changed nothing). */
export function groupChanged(scope: BoardEventScope, before: GroupRecord, after: GroupRecord): BoardEvent[] {
  return GROUP_CHANGES.filter(({ field }) => before[field] !== after[field]).map(({ event, field }) =>
    boardEvent(
      scope,
      event,
      { ...groupFields(after), value: { [field]: after[field] }, previousValue: { [field]: before[field] } },
      { groupIds: [after.id] },
    ),
  );
}

export const groupRetired = (
  scope: BoardEventScope,
  group: GroupRecord,
  state: 'archived' | 'deleted',
): BoardEvent =>
  boardEvent(scope, state === 'archived' ? 'archive_group' : 'delete_group', groupFields(group), {
    groupIds: [group.id],
  });

/** duplicate_group's new group, told once it is shown, naming the group it copies. */
export const groupDuplicated = (scope: BoardEventScope, sourceId: string, copy: GroupRecord): BoardEvent =>
  boardEvent(
    scope,
    'duplicate_group',
    { ...groupFields(copy), sourceGroupId: sourceId },
    { groupIds: [copy.id, sourceId] },
  );

/** update_board: its name (monday.com's `update_board_name`) or its description. */
export function boardAttributeChanged(
  scope: BoardEventScope,
  attribute: 'name' | 'description',
  previous: string | null,
  value: string | null,
): BoardEvent {
  return boardEvent(scope, attribute === 'name' ? 'update_board_name' : 'update_board_description', {
    value: { [attribute]: value },
    previousValue: { [attribute]: previous },
  });
}
