/**
 * The column types of monday.com's API that this product implements (contract section 6): the one
 * list. The `ColumnType` enum of each subgraph's SDL must say the same, which
 * apps/gateway/src/column-type-enum.spec.ts checks.
 */
export const COLUMN_TYPE_NAMES = [
  'auto_number',
  'board_relation',
  'button',
  'checkbox',
  'color_picker',
  'country',
  'creation_log',
  'date',
  'dependency',
  'direct_doc',
  'doc',
  'dropdown',
  'email',
  'file',
  'formula',
  'group',
  'hour',
  'integration',
  'item_assignees',
  'item_id',
  'last_updated',
  'link',
  'location',
  'long_text',
  'mirror',
  'name',
  'numbers',
  'people',
  'person',
  'phone',
  'progress',
  'rating',
  'status',
  'subtasks',
  'tags',
  'team',
  'text',
  'time_tracking',
  'timeline',
  'unsupported',
  'vote',
  'week',
  'world_clock',
] as const;

export type ColumnType = (typeof COLUMN_TYPE_NAMES)[number];

/**
 * One column of a board as its owner (the columns subgraph) defines it, and as every other process
 * reads it from the reference cache: its type and settings say how the values items hold in it are
 * checked, rendered, compared and sorted.
 */
export interface ColumnDefinition {
  board_id: string;
  id: string;
  title: string;
  type: ColumnType;
  settings: Record<string, unknown>;
  description: string | null;
  archived: boolean;
  position: number;
  /** Counts the writes of `settings` (labels created on the way); missing is 0. */
  settings_version?: number;
  /**
   * Where items keep this column's values: its id, unless a deleted column of the board had the
   * same id (then a key of its own), so a column made again under an id starts empty.
   */
  key?: string;
}

/** The key an item's values are stored under for this column. */
export const valueKey = (column: ColumnDefinition): string => column.key ?? column.id;
