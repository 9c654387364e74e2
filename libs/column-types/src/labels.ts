import { columnValueInvalid } from '@workapi/errors';
import type { ColumnDefinition } from './columns';
import { dropdownSettings, isActiveLabel, labelIdsIn, statusSettings } from './label-settings';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  LABEL_COLORS,
  idsNamed,
  splitNames,
  type ColumnTypeHandler,
  type Parsed,
  type WriteContext,
  changedAt,
} from './types';

const MAX_LABEL = 255;

function labelName(type: 'status' | 'dropdown', raw: unknown): string {
  const name = typeof raw === 'number' ? String(raw) : raw;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_LABEL) {
    throw columnValueInvalid(
      type,
      `A ${type} label is a non-empty string of at most ${MAX_LABEL} characters`,
    );
  }
  return name.trim();
}

// ---- status: labels keyed by index in settings.labels; the value holds the index ----

interface Status {
  index: number;
  changed_at: string;
}

/**
 * What a status column holds when made without labels (a new board's, or create_column and
 * create_status_column without `defaults`): monday.com's three labels, "Done" the done one.
 */
export const DEFAULT_STATUS_SETTINGS: Readonly<Record<string, unknown>> = {
  labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' },
  labels_colors: {
    '0': { color: '#fdab3d', border: '#e99729' },
    '1': { color: '#00c875', border: '#00b461' },
    '2': { color: '#e2445c', border: '#ce3048' },
  },
  done_colors: [1],
};

/** The label index a stored status value holds; null when empty. */
export const statusIndexOf = (stored: unknown): number | null =>
  typeof (stored as Status | null)?.index === 'number' ? (stored as Status).index : null;

const statusLabels = (column: ColumnDefinition): Record<string, string> =>
  (column.settings.labels as Record<string, string> | undefined) ?? {};

function statusByLabel(column: ColumnDefinition, label: string, ctx: WriteContext): Parsed {
  const labels = statusLabels(column);
  const choosable = Object.entries(labels).filter(([id]) => isActiveLabel(column.settings, Number(id)));
  const found =
    choosable.find(([, name]) => name === label) ??
    choosable.find(([, name]) => name.toLowerCase() === label.toLowerCase());
  if (found) return { stored: { index: Number(found[0]), changed_at: ctx.now.toISOString() } };
  if (!ctx.createLabelsIfMissing) {
    throw columnValueInvalid(
      'status',
      `This status label doesn't exist: "${label}". Send create_labels_if_missing: true to create it`,
    );
  }
  let index = 0;
  while (labels[String(index)] !== undefined) index += 1;
  const colors = (column.settings.labels_colors as Record<string, unknown> | undefined) ?? {};
  const color = LABEL_COLORS[index % LABEL_COLORS.length];
  return {
    stored: { index, changed_at: ctx.now.toISOString() },
    settings: {
      ...column.settings,
      labels: { ...labels, [String(index)]: label },
      labels_colors: { ...colors, [String(index)]: { color, border: color } },
    },
  };
}

function statusByIndex(column: ColumnDefinition, raw: unknown, ctx: WriteContext): Parsed {
  const index = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (
    typeof index !== 'number' ||
    !Number.isInteger(index) ||
    statusLabels(column)[String(index)] === undefined ||
    !isActiveLabel(column.settings, index)
  ) {
    throw columnValueInvalid('status', `This status index doesn't exist: ${JSON.stringify(raw)}`);
  }
  return { stored: { index, changed_at: ctx.now.toISOString() } };
}

const isDone = (column: ColumnDefinition, index: number) =>
  labelIdsIn(column.settings, 'done_colors').includes(index);

export const status: ColumnTypeHandler<Status> = {
  graphqlType: 'StatusValue',
  defaultSettings: DEFAULT_STATUS_SETTINGS,
  // monday.com: "For status columns, only COUNT_KEYS function is supported."
  calculated: ['COUNT_KEYS'],
  identities: (stored, _column, text) => [String(stored.index), text],
  sortKey: (stored) => Number(stored.index),
  // Found by its index, searched by label: a renamed label still finds its items.
  lookupTerms: (stored) => [String(stored.index)],
  searchTerms: (value, column) => idsNamed(Object.entries(statusLabels(column)), value.trim()),
  fromJson(input, column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('status', input, '{"label": "Done"} or {"index": 1}');
    if (value.label != null && value.label !== '')
      return statusByLabel(column, labelName('status', value.label), ctx);
    if (value.index != null) return statusByIndex(column, value.index, ctx);
    return CLEARED;
  },
  fromSimple: (input, column, ctx) =>
    input.trim() === '' ? CLEARED : statusByLabel(column, labelName('status', input), ctx),
  checkSettings: statusSettings,
  text: (stored, column) => (stored ? (statusLabels(column)[String(stored.index)] ?? '') : ''),
  value: (stored) => (stored ? { index: stored.index, post_id: null, changed_at: stored.changed_at } : null),
  carried: (stored, column) => ({ label: statusLabels(column)[String(stored.index)] ?? '' }),
  fields: {
    updated_at: changedAt,
    update_id: () => null,
    index: (stored) => stored?.index ?? null,
    label: (stored, column) => (stored ? (statusLabels(column)[String(stored.index)] ?? '') : ''),
    is_done: (stored, column) => (stored ? isDone(column, stored.index) : false),
    label_style: (stored, column) => {
      if (!stored) return null;
      const style = (
        column.settings.labels_colors as Record<string, { color?: unknown; border?: unknown }> | undefined
      )?.[String(stored.index)];
      // Both colours are non-null in monday.com's schema: a label without its colour has no style.
      if (typeof style?.color !== 'string') return null;
      return { color: style.color, border: typeof style.border === 'string' ? style.border : style.color };
    },
  },
};

// ---- dropdown: options {id, name} in the column's settings (`labels`); the value holds ids ----

interface Option {
  id: number;
  name: string;
}

const optionsOf = (column: ColumnDefinition): Option[] =>
  (column.settings.labels as Option[] | undefined) ?? [];

function idList(raw: unknown): number[] {
  const list =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : raw;
  if (!Array.isArray(list))
    throw columnValueInvalid('dropdown', 'The ids of a dropdown value are a list of numbers');
  return list.map((id) => {
    const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    if (typeof number !== 'number' || !Number.isInteger(number)) {
      throw columnValueInvalid('dropdown', `${JSON.stringify(id)} is not a dropdown id`);
    }
    return number;
  });
}

/** Ids of the named options; unknown names are created when create_labels_if_missing asks. */
function idsByName(column: ColumnDefinition, names: string[], ctx: WriteContext): Parsed {
  const options = [...optionsOf(column)];
  const choosable = options.filter((option) => isActiveLabel(column.settings, option.id));
  let created = false;
  const ids = names.map((raw) => {
    const name = labelName('dropdown', raw);
    const found =
      choosable.find((option) => option.name === name) ??
      choosable.find((option) => option.name.toLowerCase() === name.toLowerCase());
    if (found) return found.id;
    if (!ctx.createLabelsIfMissing) {
      throw columnValueInvalid(
        'dropdown',
        `This dropdown label doesn't exist: "${name}". Send create_labels_if_missing: true to create it`,
      );
    }
    const option = { id: options.reduce((max, next) => Math.max(max, next.id), 0) + 1, name };
    options.push(option);
    choosable.push(option);
    created = true;
    return option.id;
  });
  return stored(column, ids, created ? { ...column.settings, labels: options } : undefined, ctx);
}

function idsKnown(column: ColumnDefinition, ids: number[], ctx: WriteContext): Parsed {
  const known = new Set(
    optionsOf(column)
      .map((option) => option.id)
      .filter((id) => isActiveLabel(column.settings, id)),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw columnValueInvalid('dropdown', `This dropdown id doesn't exist: ${unknown}`);
  return stored(column, ids, undefined, ctx);
}

/** How many options one value may hold, when the column limits it (`limit_select`). */
function selectionLimit(column: ColumnDefinition): number | null {
  const { limit_select, label_limit_count } = column.settings;
  return limit_select === true && typeof label_limit_count === 'number' ? label_limit_count : null;
}

function stored(
  column: ColumnDefinition,
  ids: number[],
  settings: Record<string, unknown> | undefined,
  ctx: WriteContext,
): Parsed {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return CLEARED;
  const limit = selectionLimit(column);
  if (limit !== null && unique.length > limit) {
    throw columnValueInvalid('dropdown', `This dropdown column takes at most ${limit} labels a value`);
  }
  return { stored: { ids: unique, changed_at: ctx.now.toISOString() }, settings };
}

function optionsFor(ids: number[], column: ColumnDefinition): Option[] {
  const byId = new Map(optionsOf(column).map((option) => [option.id, option]));
  return ids.map((id) => byId.get(id)).filter((option): option is Option => option !== undefined);
}

interface Dropdown {
  ids: number[];
  changed_at: string;
}

export const dropdown: ColumnTypeHandler<Dropdown> = {
  graphqlType: 'DropdownValue',
  identities: (stored, _column, text) => [...stored.ids.map(String), ...text.split(', ')],
  lookupTerms: (stored) => stored.ids.map(String),
  // Found by option ids; a searched name finds the ids of the options so named.
  searchTerms: (value, column) =>
    idsNamed(
      optionsOf(column).map((option): [string, string] => [String(option.id), option.name]),
      value.trim(),
    ),
  fromJson(input, column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('dropdown', input, '{"labels": ["Cookie"]} or {"ids": [1]}');
    if (value.labels != null) {
      const names = typeof value.labels === 'string' ? splitNames(value.labels) : value.labels;
      if (!Array.isArray(names))
        throw columnValueInvalid('dropdown', 'The labels of a dropdown value are a list of strings');
      return idsByName(column, names as string[], ctx);
    }
    return idsKnown(column, idList(value.ids ?? []), ctx);
  },
  fromSimple: (input, column, ctx) => idsByName(column, splitNames(input), ctx),
  checkSettings: dropdownSettings,
  text: (stored, column) =>
    stored
      ? optionsFor(stored.ids, column)
          .map((option) => option.name)
          .join(', ')
      : '',
  value: (stored) => stored,
  carried: (stored, column) => ({ labels: optionsFor(stored.ids, column).map((option) => option.name) }),
  fields: {
    values: (stored, column) =>
      stored ? optionsFor(stored.ids, column).map((option) => ({ id: option.id, label: option.name })) : [],
  },
};
