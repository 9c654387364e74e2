import { columnValueInvalid } from '@workapi/errors';
import type { ColumnDefinition } from './columns';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  LABEL_COLORS,
  idsNamed,
  type ColumnTypeHandler,
  type Parsed,
  type WriteContext,
} from './types';

const MAX_LABEL = 255;

function labelName(type: 'status' | 'dropdown' | 'tags', raw: unknown): string {
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

const statusLabels = (column: ColumnDefinition): Record<string, string> =>
  (column.settings.labels as Record<string, string> | undefined) ?? {};

function statusByLabel(column: ColumnDefinition, label: string, ctx: WriteContext): Parsed {
  const labels = statusLabels(column);
  const found =
    Object.entries(labels).find(([, name]) => name === label) ??
    Object.entries(labels).find(([, name]) => name.toLowerCase() === label.toLowerCase());
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
    statusLabels(column)[String(index)] === undefined
  ) {
    throw columnValueInvalid('status', `This status index doesn't exist: ${JSON.stringify(raw)}`);
  }
  return { stored: { index, changed_at: ctx.now.toISOString() } };
}

const isDone = (column: ColumnDefinition, index: number) =>
  ((column.settings.done_colors as number[] | undefined) ?? []).map(Number).includes(index);

export const status: ColumnTypeHandler<Status> = {
  graphqlType: 'StatusValue',
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
  text: (stored, column) => (stored ? (statusLabels(column)[String(stored.index)] ?? '') : ''),
  value: (stored) => (stored ? { index: stored.index, post_id: null, changed_at: stored.changed_at } : null),
  fields: {
    index: (stored) => stored?.index ?? null,
    label: (stored, column) => (stored ? (statusLabels(column)[String(stored.index)] ?? '') : ''),
    is_done: (stored, column) => (stored ? isDone(column, stored.index) : false),
    label_style: (stored, column) => {
      if (!stored) return null;
      const style = (
        column.settings.labels_colors as Record<string, { color?: string; border?: string }> | undefined
      )?.[String(stored.index)];
      return style ? { color: style.color ?? null, border: style.border ?? null } : null;
    },
  },
};

// ---- dropdown and tags: options {id, name} in the column's settings; the value holds ids ----

interface Option {
  id: number;
  name: string;
}

type OptionsKind = 'dropdown' | 'tags';
const OPTIONS_KEY: Record<OptionsKind, string> = { dropdown: 'labels', tags: 'tags' };

const optionsOf = (kind: OptionsKind, column: ColumnDefinition): Option[] =>
  (column.settings[OPTIONS_KEY[kind]] as Option[] | undefined) ?? [];

function idList(kind: OptionsKind, raw: unknown): number[] {
  const list =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : raw;
  if (!Array.isArray(list))
    throw columnValueInvalid(kind, `The ids of a ${kind} value are a list of numbers`);
  return list.map((id) => {
    const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    if (typeof number !== 'number' || !Number.isInteger(number)) {
      throw columnValueInvalid(kind, `${JSON.stringify(id)} is not a ${kind} id`);
    }
    return number;
  });
}

/** Ids of the named options; unknown names are created (create_labels_if_missing, or always for tags). */
function idsByName(kind: OptionsKind, column: ColumnDefinition, names: string[], ctx: WriteContext): Parsed {
  const options = [...optionsOf(kind, column)];
  let created = false;
  const ids = names.map((raw) => {
    const name = labelName(kind, raw);
    const found =
      options.find((option) => option.name === name) ??
      options.find((option) => option.name.toLowerCase() === name.toLowerCase());
    if (found) return found.id;
    if (kind === 'dropdown' && !ctx.createLabelsIfMissing) {
      throw columnValueInvalid(
        kind,
        `This dropdown label doesn't exist: "${name}". Send create_labels_if_missing: true to create it`,
      );
    }
    const option = { id: options.reduce((max, next) => Math.max(max, next.id), 0) + 1, name };
    options.push(option);
    created = true;
    return option.id;
  });
  return stored(kind, ids, created ? { ...column.settings, [OPTIONS_KEY[kind]]: options } : undefined, ctx);
}

function idsKnown(kind: OptionsKind, column: ColumnDefinition, ids: number[], ctx: WriteContext): Parsed {
  const known = new Set(optionsOf(kind, column).map((option) => option.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw columnValueInvalid(kind, `This ${kind} id doesn't exist: ${unknown}`);
  return stored(kind, ids, undefined, ctx);
}

function stored(
  kind: OptionsKind,
  ids: number[],
  settings: Record<string, unknown> | undefined,
  ctx: WriteContext,
): Parsed {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return CLEARED;
  return {
    stored:
      kind === 'dropdown'
        ? { ids: unique, changed_at: ctx.now.toISOString() }
        : { tag_ids: unique, changed_at: ctx.now.toISOString() },
    settings,
  };
}

/** Option ids a value is found by, and those a searched name finds. */
const optionLookup = (kind: OptionsKind) => ({
  searchTerms: (value: string, column: ColumnDefinition) =>
    idsNamed(
      optionsOf(kind, column).map((option): [string, string] => [String(option.id), option.name]),
      value.trim(),
    ),
});

const splitNames = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function optionsFor(kind: OptionsKind, ids: number[], column: ColumnDefinition): Option[] {
  const byId = new Map(optionsOf(kind, column).map((option) => [option.id, option]));
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
  ...optionLookup('dropdown'),
  fromJson(input, column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('dropdown', input, '{"labels": ["Cookie"]} or {"ids": [1]}');
    if (value.labels != null) {
      const names = typeof value.labels === 'string' ? splitNames(value.labels) : value.labels;
      if (!Array.isArray(names))
        throw columnValueInvalid('dropdown', 'The labels of a dropdown value are a list of strings');
      return idsByName('dropdown', column, names as string[], ctx);
    }
    return idsKnown('dropdown', column, idList('dropdown', value.ids ?? []), ctx);
  },
  fromSimple: (input, column, ctx) => idsByName('dropdown', column, splitNames(input), ctx),
  text: (stored, column) =>
    stored
      ? optionsFor('dropdown', stored.ids, column)
          .map((option) => option.name)
          .join(', ')
      : '',
  value: (stored) => stored,
  fields: {
    values: (stored, column) =>
      stored
        ? optionsFor('dropdown', stored.ids, column).map((option) => ({ id: option.id, label: option.name }))
        : [],
  },
};

interface Tags {
  tag_ids: number[];
  changed_at: string;
}

/** Tags live in the column's settings (monday.com keeps them per account; see docs/column-values.md). */
export const tags: ColumnTypeHandler<Tags> = {
  graphqlType: 'TagsValue',
  identities: (stored, _column, text) => [...stored.tag_ids.map(String), ...text.split(', ')],
  lookupTerms: (stored) => stored.tag_ids.map(String),
  ...optionLookup('tags'),
  fromJson(input, column, ctx) {
    if (isEmptyInput(input)) return CLEARED;
    const value = asObject('tags', input, '{"tag_ids": [1, 2]}');
    if (value.tag_names != null) {
      if (!Array.isArray(value.tag_names)) throw columnValueInvalid('tags', 'tag_names is a list of strings');
      return idsByName('tags', column, value.tag_names as string[], ctx);
    }
    return idsKnown('tags', column, idList('tags', value.tag_ids ?? []), ctx);
  },
  fromSimple: (input, column, ctx) => idsByName('tags', column, splitNames(input), ctx),
  text: (stored, column) =>
    stored
      ? optionsFor('tags', stored.tag_ids, column)
          .map((option) => option.name)
          .join(', ')
      : '',
  value: (stored) => stored,
  fields: {
    tag_ids: (stored) => stored?.tag_ids ?? [],
    tags: (stored, column) => (stored ? optionsFor('tags', stored.tag_ids, column) : []),
  },
};
