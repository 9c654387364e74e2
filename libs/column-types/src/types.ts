import { columnValueInvalid } from '@workapi/errors';
import type { CalculatedFunction } from './capabilities';
import type { ColumnDefinition, ColumnType } from './columns';
import type { Directory, DirectoryPart } from './directory';
import type { ReadContext } from './view';

export interface WriteContext {
  createLabelsIfMissing: boolean;
  now: Date;
  /** The account's users, teams and tags, as far as the written columns' types name them. */
  directory: Directory;
  /**
   * The items the written values name (`itemsNamed`) that the caller may link to, by id: those alive
   * on a board they can see. An item named but missing here is refused.
   */
  linkable?: ReadonlyMap<string, { board_id: string }>;
}

/** What a searched string may name besides the column (people and tags are found by name). */
export type SearchContext = Directory;

/** A checked value ready to store (null clears), and the column's settings if the write changed them. */
export interface Parsed {
  stored: unknown;
  settings?: Record<string, unknown>;
}

/** The SDL's implementations of ColumnValue (the items subgraph's schema holds one type of each). */
export type ColumnValueTypename =
  | 'BatteryValue'
  | 'BoardRelationValue'
  | 'ButtonValue'
  | 'CheckboxValue'
  | 'ColorPickerValue'
  | 'CountryValue'
  | 'CreationLogValue'
  | 'DateValue'
  | 'DependencyValue'
  | 'DirectDocValue'
  | 'DocValue'
  | 'DropdownValue'
  | 'EmailValue'
  | 'FileValue'
  | 'FormulaValue'
  | 'GroupValue'
  | 'HourValue'
  | 'IntegrationValue'
  | 'ItemIdValue'
  | 'LastUpdatedValue'
  | 'LinkValue'
  | 'LocationValue'
  | 'LongTextValue'
  | 'MirrorValue'
  | 'NumbersValue'
  | 'PeopleValue'
  | 'PersonValue'
  | 'PhoneValue'
  | 'ProgressValue'
  | 'RatingValue'
  | 'StatusValue'
  | 'SubtasksValue'
  | 'TagsValue'
  | 'TeamValue'
  | 'TextValue'
  | 'TimelineValue'
  | 'TimeTrackingValue'
  | 'UnsupportedValue'
  | 'VoteValue'
  | 'WeekValue'
  | 'WorldClockValue';

type Render<T> = (stored: T, column: ColumnDefinition, read: ReadContext) => unknown;

/** What a value is compared as in rules and sorts: a number, an ISO string, text; null when empty. */
export type ComparableKey = number | string | null;

/**
 * Everything the API knows about one column type: its GraphQL implementation of ColumnValue, how
 * monday.com's JSON and simple write forms become a canonical stored value, how that value is
 * rendered as `text`, `value` (an object the caller serialises) and the type's own fields, and how
 * rules and sorts compare it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds handlers of many stored shapes
export interface ColumnTypeHandler<T = any> {
  /** Its implementation of ColumnValue in the SDL. */
  graphqlType: ColumnValueTypename;
  /**
   * No write form: computed from the item (creation_log, last_updated, item_id) or its column
   * (button), or changed only in monday.com's UI (vote, time_tracking).
   */
  readOnly?: boolean;
  /** The parts of the account's directory its values name (people: users and teams). */
  names?: readonly DirectoryPart[];
  /**
   * The ids of the items a write of `input` names (board_relation, dependency), read before it is
   * checked so that `fromJson` finds them in `WriteContext.linkable`.
   */
  itemsNamed?(input: unknown): string[];
  fromJson(input: unknown, column: ColumnDefinition, ctx: WriteContext): Parsed;
  fromSimple(input: string, column: ColumnDefinition, ctx: WriteContext): Parsed;
  /** null where monday.com gives a type no textual value (formula, progress, subtasks ...). */
  text(stored: T | null, column: ColumnDefinition, read: ReadContext): string | null;
  value(stored: T | null, column: ColumnDefinition, read: ReadContext): unknown;
  /**
   * The value a change_column_value webhook event carries, where `value` no longer shows it (a
   * link: monday.com's events still name the linked items); `value` when not given.
   */
  eventValue?(stored: T | null, column: ColumnDefinition, read: ReadContext): unknown;
  fields: Record<string, Render<T | null>>;
  /**
   * A stored value in the JSON write form that carries it to a column of the same type on another
   * board (move_item_to_board), for types whose stored value names its own column's settings (label
   * indexes, option ids: by name, so the target's labels are found) or what those settings allow
   * (links: only to items the target column connects, among those `linkable` to the mover, as
   * `WriteContext.linkable`). Without it the stored value moves as it is.
   */
  carried?(
    stored: T,
    column: ColumnDefinition,
    target: ColumnDefinition,
    linkable: ReadonlyMap<string, { board_id: string }>,
  ): unknown;
  /**
   * Ids and labels a value answers to in `any_of` (a status by index and label, a dropdown by
   * option ids and names ...); its text alone when not given.
   */
  identities?(stored: T, column: ColumnDefinition, text: string): string[];
  /**
   * What rules see of a value that names other items (board_relation, dependency): the stored value
   * cut to the linked items still shown (`ReadContext.shownLinks`; null when none is), and as text
   * their names, which `contains_text` searches. Without it rules see the stored value and `text`.
   */
  ruleView?(stored: T, column: ColumnDefinition, read: ReadContext): { stored: T | null; text: string };
  /** What an empty value answers to in `any_of` besides "" (a stopped timer is `1`, no votes "No votes"). */
  emptyIdentities?: readonly string[];
  /**
   * The key ordering operators and order_by compare (`attribute`: which part, e.g. a timeline's
   * end); its lowercased text when not given.
   */
  sortKey?(stored: T, column: ColumnDefinition, text: string, attribute?: string | null): ComparableKey;
  /**
   * items_page_by_column_values (docs/lookup.md): the terms a stored value is found by. They are
   * derived from the stored value and its column alone (ids, never names that can be renamed), so
   * an item's lookup keys change only when its value does. A type without it cannot be searched.
   */
  lookupTerms?(stored: T, column: ColumnDefinition): string[];
  /** The terms a searched string finds: one of them among a value's `lookupTerms` is a match. */
  searchTerms?(value: string, column: ColumnDefinition, search: SearchContext): string[];
  /**
   * The settings a column of this type is created with (`previous` is `{}`) or changed to, from
   * what the client sent (`create_column(defaults)`, `update_column(settings)` and the typed
   * status and dropdown mutations), `columns` being the board's: checked, refused with
   * InvalidArgumentException when wrong, and completed. The one place a type's settings are
   * checked (`columnSettings`); a type without it takes what is sent over its previous settings.
   */
  checkSettings?(
    input: Record<string, unknown>,
    previous: Record<string, unknown>,
    columns: readonly ColumnDefinition[],
  ): Record<string, unknown>;
  /**
   * The functions a parent item may sum up its subitems' values in this column with (monday.com's
   * calculated capability: numbers by sum, minimum or maximum, a timeline by its range, a status by
   * counting labels); a type without it has no calculated capability.
   */
  calculated?: readonly CalculatedFunction[];
  /**
   * The settings a column of this type is created with when the client sends none, as if sent
   * (a status column gets monday.com's three labels).
   */
  defaultSettings?: Readonly<Record<string, unknown>>;
  /**
   * What a formula's `{column}` reference to a value of this type reads (a number, a truth); its
   * text when not given.
   */
  formulaOperand?(stored: T | null, column: ColumnDefinition, read: ReadContext): FormulaOperand;
}

/** A value as a formula reads it. */
export type FormulaOperand = number | boolean | string;

/**
 * The ids of the entries named `name`: those named exactly, else those named alike ignoring case
 * (how labels are matched when written, docs/column-values.md).
 */
export function idsNamed(entries: Iterable<[string, string]>, name: string): string[] {
  const list = [...entries];
  const exact = list.filter(([, candidate]) => candidate === name);
  if (exact.length > 0) return exact.map(([id]) => id);
  const lower = name.toLowerCase();
  return list.filter(([, candidate]) => candidate.toLowerCase() === lower).map(([id]) => id);
}

/** The names of a comma-separated simple form ("urgent, backend"), blanks left out. */
export const splitNames = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const CLEARED: Parsed = { stored: null };

/** When a stored value was written (every write stamps `changed_at`): its `updated_at`. */
export const changedAt = (stored: { changed_at?: string } | null): string | null =>
  stored?.changed_at ?? null;

/** null, "", {} and [] clear a value in every type, as on monday.com. */
export function isEmptyInput(input: unknown): boolean {
  if (input == null || input === '') return true;
  if (Array.isArray(input)) return input.length === 0;
  return typeof input === 'object' && Object.keys(input as object).length === 0;
}

/**
 * The field a JSON value is written with. An object without it (a typo, another type's form) is
 * refused, never taken as a clear: a clear is `{}` or the field set to null.
 */
export function keyedField(
  type: ColumnType,
  input: Record<string, unknown>,
  key: string,
  example: string,
): unknown {
  if (!(key in input))
    throw columnValueInvalid(type, `A ${type} value is written as ${example}; ${key} is missing`);
  return input[key];
}

export function asObject(type: ColumnType, input: unknown, example: string): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw columnValueInvalid(type, `A ${type} value must be a JSON object like ${example}`);
  }
  return input as Record<string, unknown>;
}

/** A string field of a JSON value; numbers are accepted where monday.com accepts them. */
export function stringField(type: ColumnType, value: unknown, field: string, required = true): string | null {
  if (value == null || value === '') {
    if (required) throw columnValueInvalid(type, `A ${type} value needs "${field}"`);
    return null;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string')
    throw columnValueInvalid(type, `"${field}" of a ${type} value must be a string`);
  return value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused). */
export function calendarDate(type: ColumnType, value: string): string {
  const match = ISO_DATE.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value.trim()) {
    throw columnValueInvalid(type, `"${value}" is not a date in the form YYYY-MM-DD`);
  }
  return value.trim();
}

/** The index-keyed colour palette monday.com uses for new status labels. */
export const LABEL_COLORS = [
  '#fdab3d',
  '#00c875',
  '#e2445c',
  '#0086c0',
  '#a25ddc',
  '#c4c4c4',
  '#037f4c',
  '#579bfc',
  '#ff642e',
  '#bb3354',
];
