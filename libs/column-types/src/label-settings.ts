import { invalidArgument } from '@workapi/errors';
import { LABEL_COLORS } from './types';

/**
 * The labels of a status or dropdown column as `create_…_column`, `update_…_column`,
 * `create_column(defaults)` and `update_column(settings)` set them. A label's id is what items
 * hold, so it never changes: renaming keeps it, and a label left out of an update (or sent with
 * `is_deactivated`) is deactivated rather than removed, so items holding it still read its name
 * while no new value may choose it (docs/column-values.md, Labels).
 */

/** monday.com's status colours (`StatusColumnColors`) and the hex each is drawn with. */
const STATUS_COLORS: Readonly<Record<string, string>> = {
  working_orange: '#fdab3d',
  done_green: '#00c875',
  stuck_red: '#e2445c',
  dark_blue: '#0086c0',
  purple: '#a25ddc',
  explosive: '#c4c4c4',
  grass_green: '#037f4c',
  bright_blue: '#579bfc',
  saladish: '#cab641',
  egg_yolk: '#ffcb00',
  blackish: '#333333',
  dark_red: '#bb3354',
  sofia_pink: '#ff158a',
  lipstick: '#ff5ac4',
  dark_purple: '#784bd1',
  bright_green: '#9cd326',
  chili_blue: '#66ccff',
  american_gray: '#808080',
  brown: '#7f5347',
  dark_orange: '#ff642e',
  sunset: '#ff7575',
  bubble: '#faa1f1',
  peach: '#ffadad',
  berry: '#7e3b8a',
  winter: '#9aadbd',
  river: '#68a1bd',
  navy: '#225091',
  aquamarine: '#4eccc6',
  indigo: '#5559df',
  dark_indigo: '#401694',
  pecan: '#563e3e',
  lavender: '#bda8f9',
  royal: '#2b76e5',
  steel: '#a9bee8',
  orchid: '#d974b0',
  lilac: '#9d99b9',
  tan: '#bca58a',
  sky: '#a1e3f6',
  coffee: '#cd9282',
  teal: '#175a63',
};

/** monday.com: "The status column has a limit of 40 labels". */
const MAX_STATUS_LABELS = 40;
const MAX_LABEL = 255;

/** One label as the typed inputs (and the older JSON forms, read into this) give it. */
interface LabelInput {
  label: string;
  id: number | null;
  index: number | null;
  color: string | null;
  description: string | null | undefined;
  is_done: boolean | null;
  is_deactivated: boolean;
}

type Settings = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function labelText(raw: unknown): string {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_LABEL) {
    throw invalidArgument(`A label is a non-empty string of at most ${MAX_LABEL} characters`);
  }
  return text.trim();
}

function optionalInteger(raw: unknown, what: string): number | null {
  if (raw == null) return null;
  const number = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
    throw invalidArgument(`A label's ${what} must be a whole number from 0`);
  }
  return number;
}

/** A label entry: an object of the typed input's fields (`name` as older JSON says it), or a bare name. */
function labelInput(raw: unknown, position: number): LabelInput {
  if (!isObject(raw)) {
    return {
      label: labelText(raw),
      id: null,
      index: position,
      color: null,
      description: undefined,
      is_done: null,
      is_deactivated: false,
    };
  }
  const color = raw.color == null ? null : String(raw.color);
  if (color !== null && STATUS_COLORS[color] === undefined) {
    throw invalidArgument(`"${color}" is not a status color (StatusColumnColors)`);
  }
  if (raw.description != null && typeof raw.description !== 'string') {
    throw invalidArgument("A label's description must be a string");
  }
  return {
    label: labelText(raw.label ?? raw.name),
    id: optionalInteger(raw.id, 'id'),
    index: optionalInteger(raw.index, 'index') ?? position,
    color,
    description: raw.description as string | null | undefined,
    is_done: raw.is_done == null ? null : raw.is_done === true,
    is_deactivated: raw.is_deactivated === true,
  };
}

/**
 * The ids the entries keep or get: an id sent must be one of the column's (`known`) unless the
 * older JSON form names ids itself (`newIdsAllowed`); an entry without one takes the id of the
 * column's label of that name, else the first id free from `firstFree`.
 */
function assignIds(
  entries: LabelInput[],
  known: ReadonlyMap<number, string>,
  newIdsAllowed: boolean,
  firstFree: number,
): number[] {
  const taken = new Set<number>();
  for (const entry of entries) {
    if (entry.id === null) continue;
    if (!newIdsAllowed && !known.has(entry.id)) {
      throw invalidArgument(`Label id ${entry.id} is not a label of this column`);
    }
    if (taken.has(entry.id)) throw invalidArgument(`Label id ${entry.id} is given twice`);
    taken.add(entry.id);
  }
  let next = firstFree;
  return entries.map((entry) => {
    if (entry.id !== null) return entry.id;
    const named = [...known].find(([id, name]) => name === entry.label && !taken.has(id));
    if (named) {
      taken.add(named[0]);
      return named[0];
    }
    while (taken.has(next) || known.has(next)) next += 1;
    taken.add(next);
    return next;
  });
}

function refuseDuplicateNames(names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw invalidArgument(`The label "${name}" is given twice`);
    seen.add(name);
  }
}

/** The entries of `labels` as sent: a list, or the older id-keyed map (`{"1": "Done"}`). */
function entriesOf(labels: unknown): { entries: LabelInput[]; idsGiven: boolean } {
  if (Array.isArray(labels)) return { entries: labels.map(labelInput), idsGiven: false };
  if (isObject(labels)) {
    const entries = Object.entries(labels).map(([id, label], position) => ({
      ...labelInput(label, position),
      id: optionalInteger(id, 'id'),
    }));
    return { entries, idsGiven: true };
  }
  throw invalidArgument('labels must be a list of labels');
}

/** A list setting of label ids as stored (deactivated_labels, done_colors); none when it is not a list. */
export const labelIdsIn = (settings: Settings, key: 'deactivated_labels' | 'done_colors'): number[] => {
  const ids = settings[key];
  return Array.isArray(ids) ? ids.map(Number) : [];
};

/** The ids the previous settings deactivated. */
const deactivatedIn = (settings: Settings): number[] => labelIdsIn(settings, 'deactivated_labels');

/**
 * The settings the labels make (colours, positions, descriptions, done and deactivated ids), as
 * sent beside or without `labels`: each of the shape monday.com's `settings_str` gives it, so a
 * later read or write of the column finds what it expects.
 */
function checkLabelParts(input: Settings): void {
  for (const key of ['labels_colors', 'labels_positions_v2', 'labels_descriptions'])
    if (input[key] !== undefined && !isObject(input[key])) throw invalidArgument(`${key} must be an object`);
  for (const key of ['done_colors', 'deactivated_labels'])
    if (
      input[key] !== undefined &&
      !(Array.isArray(input[key]) && (input[key] as unknown[]).every((id) => Number.isInteger(id)))
    )
      throw invalidArgument(`${key} must be a list of label ids`);
}

/**
 * A status column's settings after `input`: `labels` (id → name, deactivated ones kept),
 * `labels_colors`, `labels_positions_v2`, `done_colors`, `labels_descriptions` and
 * `deactivated_labels`, as monday.com's `settings_str` holds them. Settings without `labels` keep
 * the column's labels.
 */
export function statusSettings(input: Settings, previous: Settings): Settings {
  checkLabelParts(input);
  if (input.labels === undefined) return { ...previous, ...input };
  const { entries, idsGiven } = entriesOf(input.labels);
  const before = new Map(
    Object.entries((previous.labels as Record<string, string> | undefined) ?? {}).map(
      ([id, name]): [number, string] => [Number(id), name],
    ),
  );
  const ids = assignIds(entries, before, idsGiven || before.size === 0, 0);
  const active = entries.filter((entry) => !entry.is_deactivated);
  refuseDuplicateNames(active.map((entry) => entry.label));
  if (active.length > MAX_STATUS_LABELS) {
    throw invalidArgument(`A status column has at most ${MAX_STATUS_LABELS} labels`);
  }
  // Colours, positions and done marks sent beside the older form's labels count as the column's own.
  const base = { ...previous, ...input };
  const colorsBefore = (base.labels_colors as Record<string, unknown> | undefined) ?? {};
  const positionsBefore = (base.labels_positions_v2 as Record<string, number> | undefined) ?? {};
  const descriptionsBefore = (base.labels_descriptions as Record<string, string> | undefined) ?? {};
  const doneBefore = new Set(labelIdsIn(base, 'done_colors'));
  const labels: Record<string, string> = Object.fromEntries(
    [...before].map(([id, name]) => [String(id), name]),
  );
  const colors: Record<string, unknown> = { ...colorsBefore };
  const positions: Record<string, number> = { ...positionsBefore };
  const descriptions: Record<string, string> = { ...descriptionsBefore };
  const done = new Set<number>();
  const deactivated = new Set(before.keys());
  entries.forEach((entry, at) => {
    const id = ids[at];
    const key = String(id);
    labels[key] = entry.label;
    if (entry.color) {
      const hex = STATUS_COLORS[entry.color];
      colors[key] = { color: hex, border: hex, var_name: entry.color };
    } else if (colors[key] === undefined) {
      const hex = LABEL_COLORS[id % LABEL_COLORS.length];
      colors[key] = { color: hex, border: hex };
    }
    positions[key] = entry.index ?? at;
    if (entry.description === null) delete descriptions[key];
    else if (entry.description !== undefined) descriptions[key] = entry.description;
    if (entry.is_done ?? doneBefore.has(id)) done.add(id);
    if (entry.is_deactivated) deactivated.add(id);
    else deactivated.delete(id);
  });
  return {
    ...base,
    labels,
    labels_colors: colors,
    labels_positions_v2: positions,
    labels_descriptions: descriptions,
    done_colors: [...done].sort((a, b) => a - b),
    deactivated_labels: [...deactivated].sort((a, b) => a - b),
  };
}

/**
 * A dropdown column's settings after `input`: `labels` (`[{id, name}]` in display order,
 * deactivated ones last), `deactivated_labels`, and `limit_select` / `label_limit_count` (how many
 * labels one value may hold). Settings without `labels` keep the column's labels.
 */
export function dropdownSettings(input: Settings, previous: Settings): Settings {
  if (input.limit_select != null && typeof input.limit_select !== 'boolean') {
    throw invalidArgument('limit_select must be true or false');
  }
  const limit = optionalInteger(input.label_limit_count, 'limit count');
  if (limit === 0) throw invalidArgument('label_limit_count must be at least 1');
  checkLabelParts(input);
  if (input.labels === undefined) return { ...previous, ...input };
  const { entries, idsGiven } = entriesOf(input.labels);
  const optionsBefore = (previous.labels as Array<{ id: number; name: string }> | undefined) ?? [];
  const before = new Map(optionsBefore.map((option): [number, string] => [option.id, option.name]));
  // Dropdown ids start at 1, as monday.com's do.
  const ids = assignIds(entries, before, idsGiven || before.size === 0, 1);
  refuseDuplicateNames(entries.filter((entry) => !entry.is_deactivated).map((entry) => entry.label));
  const sent = new Set(ids);
  const deactivated = new Set(deactivatedIn(previous).filter((id) => !sent.has(id)));
  for (const id of before.keys()) if (!sent.has(id)) deactivated.add(id);
  entries.forEach((entry, at) => {
    if (entry.is_deactivated) deactivated.add(ids[at]);
  });
  return {
    ...previous,
    ...input,
    labels: [
      ...entries.map((entry, at) => ({ id: ids[at], name: entry.label })),
      ...optionsBefore.filter((option) => !sent.has(option.id)),
    ],
    deactivated_labels: [...deactivated].sort((a, b) => a - b),
  };
}

/** Whether a label id may be chosen by a new value (deactivated ones only stay readable). */
export const isActiveLabel = (settings: Settings, id: number): boolean =>
  !deactivatedIn(settings).includes(id);
