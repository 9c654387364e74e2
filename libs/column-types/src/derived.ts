import { valueKey } from './columns';
import { statusIndexOf } from './labels';
import { readOnly } from './read-only';
import type { ReadContext } from './view';

/*
 * Types whose values monday.com's API shows but does not write: a button is its column's label,
 * progress is counted from the item's status values, an integration's value is
 * set by the integration, a group column shows the item's group (moved by move_item_to_group).
 */

const setting = (settings: Record<string, unknown>, key: string) =>
  typeof settings[key] === 'string' ? (settings[key] as string) : null;

/** button: its label and colour are the column's settings (`{"label": "Go", "color": "#00c875"}`). */
export const buttonColumn = readOnly<null>('button', {
  graphqlType: 'ButtonValue',
  text: (_stored, column) => setting(column.settings, 'label') ?? '',
  value: () => null,
  fields: {
    label: (_stored, column) => setting(column.settings, 'label'),
    color: (_stored, column) => setting(column.settings, 'color'),
  },
});

/**
 * progress: a battery over the board's status columns ("Show progress by combining status columns
 * in a battery"), answered as monday.com's BatteryValue: per label index, how many of the item's
 * status values hold it (empty ones are no label). No text and no value, as monday.com's API gives.
 */
export const progressColumn = readOnly<null>('progress', {
  graphqlType: 'BatteryValue',
  text: () => null,
  value: () => null,
  fields: {
    battery_value: (_stored, _column, read) => {
      const counts = new Map<number, number>();
      for (const column of read.row?.columns ?? []) {
        if (column.type !== 'status' || column.archived) continue;
        const index = statusIndexOf(read.row?.values[valueKey(column)]);
        if (index !== null) counts.set(index, (counts.get(index) ?? 0) + 1);
      }
      return [...counts]
        .sort(([left], [right]) => left - right)
        .map(([index, count]) => ({ key: String(index), count }));
    },
  },
});

interface Integration {
  entity_id?: string | null;
  issue_id?: string | null;
  issue_api_url?: string | null;
}

export const integrationColumn = readOnly<Integration>('integration', {
  graphqlType: 'IntegrationValue',
  text: (stored) => stored?.issue_id ?? null,
  value: (stored) => stored,
  fields: {
    entity_id: (stored) => stored?.entity_id ?? null,
    issue_id: (stored) => stored?.issue_id ?? null,
    issue_api_url: (stored) => stored?.issue_api_url ?? null,
  },
});

/** group: the item's group; its title is the boards subgraph's, so the value has no text here. */
export const groupColumn = readOnly<null>('group', {
  graphqlType: 'GroupValue',
  text: () => null,
  value: (_stored, _column, read) => ({ group_id: read.item.group_id }),
  fields: {
    group_id: (_stored, _column, read) => read.item.group_id,
    group: (_stored, column, read) => ({
      __typename: 'Group',
      id: read.item.group_id,
      board_id: column.board_id,
    }),
  },
});

const subitemsOf = (read: ReadContext) => read.subitems?.() ?? Promise.resolve([]);

/** subtasks: the item's subitems, made by create_subitem; monday.com gives it no text and no value. */
export const subtasksColumn = readOnly<null>('subtasks', {
  graphqlType: 'SubtasksValue',
  text: () => null,
  value: () => null,
  fields: {
    subitems: (_stored, _column, read) => subitemsOf(read),
    subitems_ids: async (_stored, _column, read) => (await subitemsOf(read)).map((subitem) => subitem._id),
    display_value: async (_stored, _column, read) =>
      (await subitemsOf(read)).map((subitem) => subitem.name).join(', '),
  },
});
