import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ItemRecord } from '../data/items';
import type { ItemsPage } from '../paging/pager';
import type { BoardReference, GroupReference, UserReference, ColumnReference, WebhookView } from '../models';
import type { UpdateRecord } from '../data/updates';
import type { UpdateLikeRecord } from '../data/update-likes';
import type { NotificationRecord } from '../data/notifications';
import type { AssetParent } from '../data/assets';
import type { ColumnValueView } from '@workapi/column-types';
import type { ItemsContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A value or a list of values to compare with (strings, numbers, ids). */
  CompareValue: { input: unknown; output: unknown; }
  Date: { input: string; output: string; }
  /** A multipart file: bound from a part of a multipart request, never from JSON. */
  File: { input: unknown; output: unknown; }
  ISO8601DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** One change of a board, as its activity log keeps it. */
export type ActivityLogType = {
  __typename?: 'ActivityLogType';
  account_id: Scalars['String']['output'];
  /** monday.com's 17-digit time: the epoch millisecond, then four digits ordering the events within it. */
  created_at: Scalars['String']['output'];
  /** The event's details, as a JSON text (monday.com's activity data). */
  data: Scalars['String']['output'];
  entity: Scalars['String']['output'];
  /** monday.com's event name: create_pulse, update_column_value, update_name, move_pulse_into_group, archive_pulse, delete_pulse, create_update ... */
  event: Scalars['String']['output'];
  id: Scalars['String']['output'];
  user_id: Scalars['String']['output'];
};

/** A function's result; null where there was nothing to aggregate (the SUM or AVERAGE of no numbers). */
export type AggregateBasicAggregationResult = {
  __typename?: 'AggregateBasicAggregationResult';
  result?: Maybe<Scalars['Float']['output']>;
};

export type AggregateFromElementType =
  /** A board. */
  | 'TABLE';

/** The one board an aggregate reads. */
export type AggregateFromTableInput = {
  /** The board's id. */
  id: Scalars['ID']['input'];
  /** Always TABLE. */
  type: AggregateFromElementType;
};

/** A column whose values split the items into result sets. */
export type AggregateGroupByElementInput = {
  /** A column id of the board, or group, or the alias of a selected transform. */
  column_id: Scalars['String']['input'];
  /** Keep only the first this many of the column's values (in result order). */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A group_by column's value as its column renders it: text (a status by its label, a group by its
 * id), a number (value_float, and value_int when whole), or a truth; all null when empty.
 */
export type AggregateGroupByResult = {
  __typename?: 'AggregateGroupByResult';
  value_boolean?: Maybe<Scalars['Boolean']['output']>;
  value_float?: Maybe<Scalars['Float']['output']>;
  value_int?: Maybe<Scalars['Int']['output']>;
  value_string?: Maybe<Scalars['String']['output']>;
};

/** What aggregate computes: the board (from), the items (query), how they are grouped and what is answered. */
export type AggregateQueryInput = {
  /** The board whose items are aggregated. */
  from: AggregateFromTableInput;
  /**
   * One result set per distinct combination of these values: a column's (group: the item's group id),
   * or the transform selected under this column_id as its alias; without, one set.
   */
  group_by?: InputMaybe<Array<AggregateGroupByElementInput>>;
  /** The most result sets answered, 1..1000 (default 1000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** The items aggregated, by items_page's rules and state (active by default); its boards and order are not used. */
  query?: InputMaybe<ItemsQuery>;
  /**
   * What each result set holds, in this order: a COLUMN names a group_by column (its value in the
   * set); a transformative FUNCTION (UPPER, DATE_TRUNC_MONTH ...) is grouped by its alias; an
   * aggregative FUNCTION (COUNT_ITEMS, SUM, MEDIAN ...) answers one number per set. Aliases name the
   * entries. At most 100 columns and functions in all.
   */
  select: Array<AggregateSelectElementInput>;
};

/** What aggregate answers: one result set per group of items (exactly one without group_by). */
export type AggregateQueryResult = {
  __typename?: 'AggregateQueryResult';
  /** In the order of the group_by values (numbers, then text, then truths; empty values last). */
  results?: Maybe<Array<AggregateResultSet>>;
};

/** A function's result, or a group_by column's value. */
export type AggregateResult = AggregateBasicAggregationResult | AggregateGroupByResult;

/** One select element's answer in a result set. */
export type AggregateResultEntry = {
  __typename?: 'AggregateResultEntry';
  /** The select element's `as`. */
  alias?: Maybe<Scalars['String']['output']>;
  value?: Maybe<AggregateResult>;
};

/** One group of items: its group_by values and its functions' results. */
export type AggregateResultSet = {
  __typename?: 'AggregateResultSet';
  /** One entry per select element, in its order. */
  entries?: Maybe<Array<AggregateResultEntry>>;
};

/** A column of the board, or group. */
export type AggregateSelectColumnInput = {
  column_id: Scalars['String']['input'];
};

/** One entry of every result set. */
export type AggregateSelectElementInput = {
  /** The entry's name in every result set. */
  as: Scalars['String']['input'];
  /** With COLUMN: a column the query groups by. */
  column?: InputMaybe<AggregateSelectColumnInput>;
  /** With FUNCTION: the function and what it reads. */
  function?: InputMaybe<AggregateSelectFunctionInput>;
  /** COLUMN or FUNCTION. */
  type: AggregateSelectElementType;
};

export type AggregateSelectElementType =
  /** A group_by column's value. */
  | 'COLUMN'
  /** A function of the result set's items. */
  | 'FUNCTION';

/** A function and what it reads. */
export type AggregateSelectFunctionInput = {
  function: AggregateSelectFunctionName;
  /**
   * What it reads: COLUMN elements, or FUNCTION elements of transforms (none for COUNT_ITEMS and
   * COUNT_SUBITEMS; LEFT takes two, EQUALS two, BETWEEN three, CASE pairs and an else).
   */
  params?: InputMaybe<Array<AggregateSelectElementInput>>;
};

/**
 * monday.com's functions (docs/aggregate.md has each one's meaning). Aggregative, one number per
 * result set: COUNT_ITEMS, COUNT_SUBITEMS, COUNT, COUNT_DISTINCT, SUM, AVERAGE, MEDIAN, MIN, MAX,
 * MIN_MAX (the spread), DURATION_RUNNING; COUNT_DISTINCT and MEDIAN keep at most 10000 values per set
 * and 100000 per query. The others transform each item's value and are grouped by their alias.
 */
export type AggregateSelectFunctionName =
  | 'AVERAGE'
  | 'BETWEEN'
  | 'CASE'
  | 'COLOR'
  | 'COUNT'
  | 'COUNT_DISTINCT'
  | 'COUNT_ITEMS'
  | 'COUNT_KEYS'
  | 'COUNT_SUBITEMS'
  | 'DATE'
  | 'DATE_TRUNC_DAY'
  | 'DATE_TRUNC_MONTH'
  | 'DATE_TRUNC_QUARTER'
  | 'DATE_TRUNC_WEEK'
  | 'DATE_TRUNC_YEAR'
  | 'DURATION_RUNNING'
  | 'END_DATE'
  | 'EQUALS'
  | 'FIRST'
  | 'FLATTEN'
  | 'HOUR'
  | 'ID'
  | 'IS_DONE'
  | 'LABEL'
  | 'LEFT'
  | 'LENGTH'
  | 'LOWER'
  | 'MAX'
  | 'MEDIAN'
  | 'MIN'
  | 'MIN_MAX'
  | 'NONE'
  | 'ORDER'
  | 'PERSON'
  | 'PHONE_COUNTRY_SHORT_NAME'
  | 'RAW'
  | 'START_DATE'
  | 'SUM'
  | 'TRIM'
  | 'UPPER';

/**
 * A file uploaded to the account. Its links are signed and expire (ASSET_URL_TTL_SECONDS); anyone
 * holding one may download the file until then.
 */
export type Asset = {
  __typename?: 'Asset';
  created_at?: Maybe<Scalars['Date']['output']>;
  /** The extension of its name, with the dot (.png). */
  file_extension: Scalars['String']['output'];
  /** Bytes. */
  file_size: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** An image's width x height in pixels (1920x1080); null for other files. */
  original_geometry?: Maybe<Scalars['String']['output']>;
  /** A signed link to the file, valid ASSET_URL_TTL_SECONDS. */
  public_url: Scalars['String']['output'];
  uploaded_by: User;
  /** A signed link to the file, valid ASSET_URL_TTL_SECONDS. */
  url: Scalars['String']['output'];
  /** A signed link to a small PNG of an image; null for other files. */
  url_thumbnail?: Maybe<Scalars['String']['output']>;
};

/** Which of an item's files to list. */
export type AssetsSource =
  /** Files of its file columns and of its updates. */
  | 'all'
  /** Files of its file columns. */
  | 'columns'
  /** Files of its updates. */
  | 'gallery';

/**
 * A progress column: a battery combining the board's status columns, counted per status label for
 * the item; no text or value.
 */
export type BatteryValue = ColumnValue & {
  __typename?: 'BatteryValue';
  /** How many of the board's status columns hold each label on this item, by label index. */
  battery_value: Array<BatteryValueItem>;
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A battery value item representing a status count. */
export type BatteryValueItem = {
  __typename?: 'BatteryValueItem';
  /** The count for this status. */
  count: Scalars['Int']['output'];
  /** The status index key. */
  key: Scalars['ID']['output'];
};

export type Board = {
  __typename?: 'Board';
  /** The board's log of changes, newest first, as monday.com keeps it (docs/activity.md); at most 10,000 entries in all pages. */
  activity_logs?: Maybe<Array<Maybe<ActivityLogType>>>;
  /** The board's groups in board order, as the boards subgraph resolves them for the caller. */
  groups?: Maybe<Array<Maybe<Group>>>;
  id: Scalars['ID']['output'];
  /**
   * Every active item of the board at once, oldest first.
   * @deprecated Unpaginated and expensive on large boards: use items_page
   */
  items?: Maybe<Array<Maybe<Item>>>;
  /** How many active items the board holds. */
  items_count?: Maybe<Scalars['Int']['output']>;
  /** A page of the board's items (active by default, oldest first unless ordered); see Query.items_page. */
  items_page: ItemsResponse;
  /**
   * The updates on the board's items, newest first; at most 100 a page. Updates are only ever on
   * items here, so board_updates_only answers none. from_date and to_date are inclusive.
   */
  updates?: Maybe<Array<Update>>;
};


export type BoardActivity_LogsArgs = {
  column_ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  from?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  group_ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  item_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  user_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type BoardGroupsArgs = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type BoardItems_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  hierarchy_scope_config?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  query_params?: InputMaybe<ItemsQuery>;
};


export type BoardUpdatesArgs = {
  board_updates_only?: InputMaybe<Scalars['Boolean']['input']>;
  from_date?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to_date?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
};

/** A connected boards column: items of the boards its settings connect, written as {"item_ids": [..]}. */
export type BoardRelationValue = ColumnValue & {
  __typename?: 'BoardRelationValue';
  column: Column;
  /** The linked items' names, comma separated. */
  display_value: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The ids of the linked items still shown: an archived or deleted item drops out, a moved one stays. */
  linked_item_ids: Array<Scalars['ID']['output']>;
  /** The linked items still shown, in the order they were linked. */
  linked_items: Array<Item>;
  /** Always null, as on monday.com since 2025-04: read linked_item_ids or display_value. */
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value was last written. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  /** Always null, as on monday.com since 2025-04: read linked_item_ids. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A button column: its label and colour are the column's settings; read only. */
export type ButtonValue = ColumnValue & {
  __typename?: 'ButtonValue';
  /** The colour as #rrggbb. */
  color?: Maybe<Scalars['String']['output']>;
  column: Column;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A checkbox column. */
export type CheckboxValue = ColumnValue & {
  __typename?: 'CheckboxValue';
  checked?: Maybe<Scalars['Boolean']['output']>;
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A color picker column: one colour. */
export type ColorPickerValue = ColumnValue & {
  __typename?: 'ColorPickerValue';
  /** The colour as #rrggbb. */
  color?: Maybe<Scalars['String']['output']>;
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Column = {
  __typename?: 'Column';
  board_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
};

/** What a client can show beyond plain values: columns with capabilities it does not name are left out. */
export type ColumnCapability =
  /** A calculated column: it sums up its subitems' values. */
  | 'CALCULATED';

/** One column of the moved item's board, and the column of the target board its value goes to (null: dropped). */
export type ColumnMappingInput = {
  source: Scalars['ID']['input'];
  target?: InputMaybe<Scalars['ID']['input']>;
};

export type ColumnType =
  | 'auto_number'
  | 'board_relation'
  | 'button'
  | 'checkbox'
  | 'color_picker'
  | 'country'
  | 'creation_log'
  | 'date'
  | 'dependency'
  | 'direct_doc'
  | 'doc'
  | 'dropdown'
  | 'email'
  | 'file'
  | 'formula'
  | 'group'
  | 'hour'
  | 'integration'
  | 'item_assignees'
  | 'item_id'
  | 'last_updated'
  | 'link'
  | 'location'
  | 'long_text'
  | 'mirror'
  | 'name'
  | 'numbers'
  | 'people'
  | 'person'
  | 'phone'
  | 'progress'
  | 'rating'
  | 'status'
  | 'subtasks'
  | 'tags'
  | 'team'
  | 'text'
  | 'time_tracking'
  | 'timeline'
  | 'unsupported'
  | 'vote'
  | 'week'
  | 'world_clock';

export type ColumnValue = {
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A country column. */
export type CountryValue = ColumnValue & {
  __typename?: 'CountryValue';
  column: Column;
  country?: Maybe<Country>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** The creation log: when and by whom the item was created. */
export type CreationLogValue = ColumnValue & {
  __typename?: 'CreationLogValue';
  column: Column;
  created_at: Scalars['Date']['output'];
  creator: User;
  creator_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A date column: a date and an optional UTC time. */
export type DateValue = ColumnValue & {
  __typename?: 'DateValue';
  column: Column;
  /** YYYY-MM-DD */
  date?: Maybe<Scalars['String']['output']>;
  /** monday.com's icon for the date; this server keeps none. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  /** HH:MM:SS (UTC) */
  time?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A dependency column: the items of the same board this item depends on, written as {"item_ids": [..]}. */
export type DependencyValue = ColumnValue & {
  __typename?: 'DependencyValue';
  column: Column;
  /** The items' names, comma separated. */
  display_value: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The ids of the items still shown (archived and deleted ones drop out). */
  linked_item_ids: Array<Scalars['ID']['output']>;
  /** The items still shown, in the order they were written. */
  linked_items: Array<Item>;
  /** Always null, as on monday.com since 2025-04. */
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value was last written. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  /** Always null, as on monday.com since 2025-04. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A direct doc column: a doc shown in the column. */
export type DirectDocValue = ColumnValue & {
  __typename?: 'DirectDocValue';
  column: Column;
  /** Typed as monday.com's schema types it. */
  file?: Maybe<DirectDocValue>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A doc column: the monday doc made for the item. */
export type DocValue = ColumnValue & {
  __typename?: 'DocValue';
  column: Column;
  file?: Maybe<FileDocValue>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A monday doc (its owner serves the rest of it). */
export type Document = {
  __typename?: 'Document';
  id: Scalars['ID']['output'];
};

/** A dropdown column: labels from the column's settings. */
export type DropdownValue = ColumnValue & {
  __typename?: 'DropdownValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
  values: Array<DropdownValueOption>;
};

export type DropdownValueOption = {
  __typename?: 'DropdownValueOption';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

/** An email column. */
export type EmailValue = ColumnValue & {
  __typename?: 'EmailValue';
  column: Column;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The text shown instead of the address. */
  label?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** An uploaded file of a file column. */
export type FileAssetValue = {
  __typename?: 'FileAssetValue';
  asset: Asset;
  asset_id: Scalars['ID']['output'];
  created_at: Scalars['Date']['output'];
  creator?: Maybe<User>;
  creator_id?: Maybe<Scalars['ID']['output']>;
  is_image: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** What a file column entry is. */
export type FileColumnValue =
  | 'asset'
  | 'box'
  | 'doc'
  | 'dropbox'
  | 'google_drive'
  | 'link'
  | 'onedrive';

/** A monday doc of a file or doc column. */
export type FileDocValue = {
  __typename?: 'FileDocValue';
  created_at: Scalars['Date']['output'];
  creator?: Maybe<User>;
  creator_id?: Maybe<Scalars['ID']['output']>;
  doc: Document;
  file_id: Scalars['ID']['output'];
  /** The doc's object id, as its URL shows it. */
  object_id: Scalars['ID']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** One file of a file column, as update_assets_on_item sets them. */
export type FileInput = {
  /** An uploaded file of the account (fileType asset). */
  assetId?: InputMaybe<Scalars['ID']['input']>;
  fileType: FileColumnValue;
  /** Where a linked file is (fileType link, box, dropbox, google_drive, onedrive). */
  linkToFile?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** A monday doc's id (fileType doc). */
  objectId?: InputMaybe<Scalars['ID']['input']>;
};

/** A link to a file kept elsewhere. */
export type FileLinkValue = {
  __typename?: 'FileLinkValue';
  created_at: Scalars['Date']['output'];
  creator?: Maybe<User>;
  creator_id?: Maybe<Scalars['ID']['output']>;
  file_id: Scalars['ID']['output'];
  kind: FileLinkValueKind;
  name: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** Where a linked file is kept. */
export type FileLinkValueKind =
  | 'box'
  | 'dropbox'
  | 'google_drive'
  | 'link'
  | 'onedrive';

/** A file column: uploaded assets, monday docs and links to files elsewhere. */
export type FileValue = ColumnValue & {
  __typename?: 'FileValue';
  column: Column;
  files: Array<FileValueItem>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** One file of a file column. */
export type FileValueItem = FileAssetValue | FileDocValue | FileLinkValue;

/** A formula column: read-only, its answer worked out from the item's other values. */
export type FormulaValue = ColumnValue & {
  __typename?: 'FormulaValue';
  column: Column;
  /** The formula's answer for this item, as text ('' when it has none). */
  display_value: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Always null: a formula's answer is display_value. */
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** Always null: a formula's answer is display_value. */
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Group = {
  __typename?: 'Group';
  board_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** A page of the group's items; see Query.items_page and Board.items_page. */
  items_page: ItemsResponse;
};


export type GroupItems_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  hierarchy_scope_config?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  query_params?: InputMaybe<ItemsQuery>;
};

/** A group column: the item's group; read only. */
export type GroupValue = ColumnValue & {
  __typename?: 'GroupValue';
  column: Column;
  group?: Maybe<Group>;
  group_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** An hour column: a time of day. */
export type HourValue = ColumnValue & {
  __typename?: 'HourValue';
  column: Column;
  hour?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  minute?: Maybe<Scalars['Int']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** An integration column: the linked record of an integration; read only. */
export type IntegrationValue = ColumnValue & {
  __typename?: 'IntegrationValue';
  column: Column;
  entity_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  issue_api_url?: Maybe<Scalars['ID']['output']>;
  issue_id?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Item = {
  __typename?: 'Item';
  /** The item's files: of its file columns (those of column_ids when given) and of its updates. */
  assets?: Maybe<Array<Maybe<Asset>>>;
  board?: Maybe<Board>;
  /**
   * The item's values, one per column of its board in board order (the name column excluded, as on
   * monday.com). capabilities is what the client can show: monday.com answers a calculated column's
   * rolled-up value only to CALCULATED; no value is rolled up here (every board is classic), so each
   * value is the one stored, with or without it.
   */
  column_values: Array<ColumnValue>;
  created_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  creator?: Maybe<User>;
  creator_id: Scalars['String']['output'];
  /** The item's address, named for it on the public URL's host; this server receives no mail. */
  email: Scalars['String']['output'];
  group?: Maybe<Group>;
  id: Scalars['ID']['output'];
  /** The items its connected boards column link_to_item_column_id links to on board linked_board_id, still shown. */
  linked_items: Array<Item>;
  name: Scalars['String']['output'];
  /** The item a subitem belongs to; null for an item that is not a subitem. */
  parent_item?: Maybe<Item>;
  /** The item's link without the public URL: /boards/<board id>/pulses/<item id>. */
  relative_link?: Maybe<Scalars['String']['output']>;
  state?: Maybe<State>;
  /** The item's subitems, oldest first; priced as 1000 of them, as monday.com does, until the answer says how many. */
  subitems?: Maybe<Array<Maybe<Item>>>;
  /**
   * Who is told of the item's changes: its creator, the users ever assigned to it in a people
   * column, and those who wrote updates on it (at most 500).
   */
  subscribers: Array<Maybe<User>>;
  /** When the item last changed (its name, state, group or a column value). */
  updated_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** The item's updates, newest first; at most 100 a page. */
  updates?: Maybe<Array<Update>>;
  /** The item's link: <public URL>/boards/<board id>/pulses/<item id>. */
  url: Scalars['String']['output'];
};


export type ItemAssetsArgs = {
  assets_source?: InputMaybe<AssetsSource>;
  column_ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type ItemColumn_ValuesArgs = {
  capabilities?: InputMaybe<Array<ColumnCapability>>;
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<ColumnType>>;
};


export type ItemLinked_ItemsArgs = {
  link_to_item_column_id: Scalars['String']['input'];
  linked_board_id: Scalars['ID']['input'];
};


export type ItemUpdatesArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** The item's id as a column. */
export type ItemIdValue = ColumnValue & {
  __typename?: 'ItemIdValue';
  column: Column;
  id: Scalars['ID']['output'];
  item_id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type ItemsOrderByDirection =
  | 'asc'
  | 'desc';

/** One column searched by items_page_by_column_values, and the values any of which matches. */
export type ItemsPageByColumnValuesQuery = {
  column_id: Scalars['String']['input'];
  /**
   * Labels for status and dropdown, user names for people, values for the other columns. Each value
   * is an indexed read, priced per value (README, Limits and prices).
   */
  column_values: Array<InputMaybe<Scalars['String']['input']>>;
};

/** What items_page returns: boards, state, ids, rules (and nested groups of rules), order. */
export type ItemsQuery = {
  boards?: InputMaybe<Array<Scalars['ID']['input']>>;
  groups?: InputMaybe<Array<ItemsQueryGroup>>;
  /** At most 100. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** How rules and groups combine. */
  operator?: InputMaybe<ItemsQueryOperator>;
  order_by?: InputMaybe<Array<ItemsQueryOrderBy>>;
  rules?: InputMaybe<Array<ItemsQueryRule>>;
  /** active by default */
  state?: InputMaybe<State>;
};

export type ItemsQueryGroup = {
  groups?: InputMaybe<Array<ItemsQueryGroup>>;
  operator?: InputMaybe<ItemsQueryOperator>;
  rules?: InputMaybe<Array<ItemsQueryRule>>;
};

export type ItemsQueryOperator =
  | 'and'
  | 'or';

export type ItemsQueryOrderBy = {
  /** A column id of the board, or name, __creation_log__, __last_updated__, group. */
  column_id: Scalars['String']['input'];
  direction?: InputMaybe<ItemsOrderByDirection>;
};

export type ItemsQueryRule = {
  /** A column id of the board, or name, __creation_log__, __last_updated__, group. */
  column_id: Scalars['ID']['input'];
  /** Which part of a value to compare (timeline: from / to). */
  compare_attribute?: InputMaybe<Scalars['String']['input']>;
  compare_value: Scalars['CompareValue']['input'];
  operator?: InputMaybe<ItemsQueryRuleOperator>;
};

export type ItemsQueryRuleOperator =
  | 'any_of'
  | 'between'
  | 'contains_terms'
  | 'contains_text'
  | 'ends_with'
  | 'greater_than'
  | 'greater_than_or_equals'
  | 'is_empty'
  | 'is_not_empty'
  | 'lower_than'
  | 'lower_than_or_equal'
  | 'not_any_of'
  | 'not_contains_text'
  | 'starts_with'
  | 'within_the_last'
  | 'within_the_next';

export type ItemsResponse = {
  __typename?: 'ItemsResponse';
  /** Opaque; pass it to get the next page. Null when nothing remains. */
  cursor?: Maybe<Scalars['String']['output']>;
  items: Array<Item>;
};

export type Kind =
  | 'person'
  | 'team';

/** Last updated: when and by whom the item last changed. */
export type LastUpdatedValue = ColumnValue & {
  __typename?: 'LastUpdatedValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  updater?: Maybe<User>;
  updater_id?: Maybe<Scalars['ID']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A user's like of an update or reply. */
export type Like = {
  __typename?: 'Like';
  created_at?: Maybe<Scalars['Date']['output']>;
  creator?: Maybe<User>;
  creator_id?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reaction_type?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['Date']['output']>;
};

/** A link column. */
export type LinkValue = ColumnValue & {
  __typename?: 'LinkValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  url_text?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A location column: a place's coordinates and address. */
export type LocationValue = ColumnValue & {
  __typename?: 'LocationValue';
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  city_short?: Maybe<Scalars['String']['output']>;
  column: Column;
  country?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 code of the place's country. */
  country_short?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lat?: Maybe<Scalars['Float']['output']>;
  lng?: Maybe<Scalars['Float']['output']>;
  /** The place's id in the map service that found it. */
  place_id?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  street_number?: Maybe<Scalars['String']['output']>;
  street_number_short?: Maybe<Scalars['String']['output']>;
  street_short?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A long text column. */
export type LongTextValue = ColumnValue & {
  __typename?: 'LongTextValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** What a mention names: a user, a team, an item (Project) or a board. */
export type MentionType =
  | 'Board'
  | 'Project'
  | 'Team'
  | 'User';

/**
 * A mirror column: read-only, it shows columns of the items one of the item's connected boards
 * columns links to, as they are when read.
 */
export type MirrorValue = ColumnValue & {
  __typename?: 'MirrorValue';
  column: Column;
  /** The mirrored values' text, comma separated (empty ones left out). */
  display_value: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Each linked item with each value it shows in the mirror. */
  mirrored_items: Array<MirroredItem>;
  /** Always null: a mirror's answer is display_value. */
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** Always null: a mirror's answer is display_value. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** One linked item of a mirror, with one of its mirrored values. */
export type MirroredItem = {
  __typename?: 'MirroredItem';
  linked_board: Board;
  /** The board the linked item is on now. */
  linked_board_id: Scalars['ID']['output'];
  linked_item: Item;
  /** The linked item's value in a mirrored column, as that column's own type; null when its board shows none. */
  mirrored_value?: Maybe<MirroredValue>;
};

/** What a mirror may show: a column value of any type, a group or a board. */
export type MirroredValue = BatteryValue | Board | BoardRelationValue | ButtonValue | CheckboxValue | ColorPickerValue | CountryValue | CreationLogValue | DateValue | DependencyValue | DirectDocValue | DocValue | DropdownValue | EmailValue | FileValue | FormulaValue | Group | GroupValue | HourValue | IntegrationValue | ItemIdValue | LastUpdatedValue | LinkValue | LocationValue | LongTextValue | MirrorValue | NumbersValue | PeopleValue | PersonValue | PhoneValue | ProgressValue | RatingValue | StatusValue | SubtasksValue | TagsValue | TeamValue | TextValue | TimeTrackingValue | TimelineValue | UnsupportedValue | VoteValue | WeekValue | WorldClockValue;

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds an uploaded file to the item's file column, after the files it holds. The file comes in a
   * multipart request (POST /v2/file or /graphql), never in JSON.
   */
  add_file_to_column?: Maybe<Asset>;
  /** Attaches an uploaded file to an update or a reply (multipart, as add_file_to_column). */
  add_file_to_update?: Maybe<Asset>;
  /** Archives an item, and a parent's subitems with it. */
  archive_item?: Maybe<Item>;
  /** Sets one column value from its JSON form; null or an empty string clears it. */
  change_column_value?: Maybe<Item>;
  /**
   * Places an item in board order: before or after another item of its board (relative_to, after
   * unless position_relative_method says before_at), or at the bottom of a group (group_id, the top
   * with group_top), moving it into that group.
   */
  change_item_position?: Maybe<Item>;
  /** Sets several column values at once; all are checked before any is stored. */
  change_multiple_column_values?: Maybe<Item>;
  /** Sets one column value from its simple string form. */
  change_simple_column_value?: Maybe<Item>;
  /** Deletes every update and reply of an item; the board's owners and the account's admins may. */
  clear_item_updates?: Maybe<Item>;
  /**
   * Creates an item with its column values: at the bottom of its group (group_id, else the board's
   * first active group), or next to another item of the board (relative_to: after it unless
   * position_relative_method says before_at), in that item's group.
   */
  create_item?: Maybe<Item>;
  /**
   * Sends a user of the account a notification about an item or board (Project) or an update or
   * reply (Post) the caller may change; text of 1 to 2,000 characters, 1,000 an hour per account.
   */
  create_notification?: Maybe<Notification>;
  /**
   * Creates a subitem of an item, with optional column values of the subitems board: the board that
   * holds the subitems of the item's board, made on its first subitem.
   */
  create_subitem?: Maybe<Item>;
  /**
   * Posts an update (a comment) on an item, or, with parent_id, a reply to an update. The body is
   * HTML: scripts, event handlers and unsafe links are removed before it is stored.
   */
  create_update?: Maybe<Update>;
  /**
   * Subscribes a URL to a board's events. The URL must answer monday.com's challenge: a POST of
   * {"challenge": "..."} answered with the same JSON. It must resolve to public addresses only.
   */
  create_webhook?: Maybe<Webhook>;
  /** Deletes an item, and a parent's subitems with it. */
  delete_item?: Maybe<Item>;
  /** Deletes an update with its replies, or a reply; only its creator may. */
  delete_update?: Maybe<Update>;
  /** Deletes a webhook: nothing more is sent to it. */
  delete_webhook?: Maybe<Webhook>;
  /** Copies an item, with its column values (and a parent's subitems), right into the same group. */
  duplicate_item?: Maybe<Item>;
  /** Replaces the body of an update or reply; only its creator may. */
  edit_update: Update;
  /** The caller likes an update or reply (one like each; liking again changes its reaction). */
  like_update?: Maybe<Update>;
  /**
   * Moves a top-level item, with its subitems, to a group of another board. Each column's value goes
   * to the column the mapping names (a null target drops it); without a mapping, to the column of the
   * same type and title. A mapping lists every column of the source board but formulas, which cannot
   * be mapped; values are checked against the target columns, and labels they lack are added.
   */
  move_item_to_board?: Maybe<Item>;
  move_item_to_group?: Maybe<Item>;
  /** Pins an update to the top of its item (item_id, when given, must be its item). */
  pin_to_top: Update;
  /** Takes back the caller's like of an update or reply. */
  unlike_update: Update;
  /** Unpins an update from the top of its item. */
  unpin_from_top: Update;
  /** Sets the item's file column to these files: assets of the account's, and links. */
  update_assets_on_item?: Maybe<Item>;
};


export type MutationAdd_File_To_ColumnArgs = {
  column_id: Scalars['String']['input'];
  file: Scalars['File']['input'];
  item_id: Scalars['ID']['input'];
};


export type MutationAdd_File_To_UpdateArgs = {
  file: Scalars['File']['input'];
  update_id: Scalars['ID']['input'];
};


export type MutationArchive_ItemArgs = {
  item_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationChange_Column_ValueArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  item_id?: InputMaybe<Scalars['ID']['input']>;
  value: Scalars['JSON']['input'];
};


export type MutationChange_Item_PositionArgs = {
  group_id?: InputMaybe<Scalars['ID']['input']>;
  group_top?: InputMaybe<Scalars['Boolean']['input']>;
  item_id: Scalars['ID']['input'];
  position_relative_method?: InputMaybe<PositionRelative>;
  relative_to?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationChange_Multiple_Column_ValuesArgs = {
  board_id: Scalars['ID']['input'];
  column_values: Scalars['JSON']['input'];
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  item_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationChange_Simple_Column_ValueArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  item_id?: InputMaybe<Scalars['ID']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationClear_Item_UpdatesArgs = {
  item_id: Scalars['ID']['input'];
};


export type MutationCreate_ItemArgs = {
  board_id: Scalars['ID']['input'];
  column_values?: InputMaybe<Scalars['JSON']['input']>;
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  group_id?: InputMaybe<Scalars['String']['input']>;
  item_name: Scalars['String']['input'];
  position_relative_method?: InputMaybe<PositionRelative>;
  relative_to?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreate_NotificationArgs = {
  target_id: Scalars['ID']['input'];
  target_type: NotificationTargetType;
  text: Scalars['String']['input'];
  user_id: Scalars['ID']['input'];
};


export type MutationCreate_SubitemArgs = {
  column_values?: InputMaybe<Scalars['JSON']['input']>;
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  item_name: Scalars['String']['input'];
  parent_item_id: Scalars['ID']['input'];
};


export type MutationCreate_UpdateArgs = {
  body: Scalars['String']['input'];
  item_id?: InputMaybe<Scalars['ID']['input']>;
  mentions_list?: InputMaybe<Array<InputMaybe<UpdateMention>>>;
  original_creation_date?: InputMaybe<Scalars['String']['input']>;
  parent_id?: InputMaybe<Scalars['ID']['input']>;
  use_app_info?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreate_WebhookArgs = {
  board_id: Scalars['ID']['input'];
  config?: InputMaybe<Scalars['JSON']['input']>;
  event: WebhookEventType;
  url: Scalars['String']['input'];
};


export type MutationDelete_ItemArgs = {
  item_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDelete_UpdateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDelete_WebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicate_ItemArgs = {
  board_id: Scalars['ID']['input'];
  item_id?: InputMaybe<Scalars['ID']['input']>;
  with_updates?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationEdit_UpdateArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationLike_UpdateArgs = {
  reaction_type?: InputMaybe<Scalars['String']['input']>;
  update_id: Scalars['ID']['input'];
};


export type MutationMove_Item_To_BoardArgs = {
  board_id: Scalars['ID']['input'];
  columns_mapping?: InputMaybe<Array<ColumnMappingInput>>;
  group_id: Scalars['ID']['input'];
  item_id: Scalars['ID']['input'];
  subitems_columns_mapping?: InputMaybe<Array<ColumnMappingInput>>;
};


export type MutationMove_Item_To_GroupArgs = {
  group_id: Scalars['String']['input'];
  item_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationPin_To_TopArgs = {
  id: Scalars['ID']['input'];
  item_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUnlike_UpdateArgs = {
  update_id: Scalars['ID']['input'];
};


export type MutationUnpin_From_TopArgs = {
  id: Scalars['ID']['input'];
  item_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdate_Assets_On_ItemArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
  files: Array<FileInput>;
  item_id: Scalars['ID']['input'];
};

/** What create_notification answers. */
export type Notification = {
  __typename?: 'Notification';
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
};

/** What create_notification's target_id names. */
export type NotificationTargetType =
  /** An update or reply. */
  | 'Post'
  /** An item or board. */
  | 'Project';

/**
 * A notification of the caller's: sent by create_notification, or by a change that concerns them
 * (assigned in a people column, mentioned in an update, a reply to their update, a change on an item
 * they subscribe to).
 */
export type NotificationV2 = {
  __typename?: 'NotificationV2';
  /** The board it tells of, while the caller may see it. */
  board?: Maybe<Board>;
  created_at?: Maybe<Scalars['Date']['output']>;
  /** Who made the change it tells of. */
  creators: Array<User>;
  id: Scalars['ID']['output'];
  /** The item it tells of, while the caller may see it. */
  item?: Maybe<Item>;
  read: Scalars['Boolean']['output'];
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** The update it tells of, while the caller may see it. */
  update?: Maybe<Update>;
};

/** Where a numbers column's unit symbol stands. */
export type NumberValueUnitDirection =
  | 'left'
  | 'right';

/** A numbers column. */
export type NumbersValue = ColumnValue & {
  __typename?: 'NumbersValue';
  column: Column;
  /** Where the unit symbol stands: left or right of the number (the column's settings). */
  direction?: Maybe<NumberValueUnitDirection>;
  id: Scalars['ID']['output'];
  number?: Maybe<Scalars['Float']['output']>;
  /** The unit symbol from the column's settings, if any. */
  symbol?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type PeopleEntity = {
  __typename?: 'PeopleEntity';
  id: Scalars['ID']['output'];
  kind?: Maybe<Kind>;
};

/** A people column: users of the account. */
export type PeopleValue = ColumnValue & {
  __typename?: 'PeopleValue';
  column: Column;
  id: Scalars['ID']['output'];
  persons_and_teams?: Maybe<Array<PeopleEntity>>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A person column (the legacy single-person column): one user. */
export type PersonValue = ColumnValue & {
  __typename?: 'PersonValue';
  column: Column;
  id: Scalars['ID']['output'];
  person_id?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A phone column. */
export type PhoneValue = ColumnValue & {
  __typename?: 'PhoneValue';
  column: Column;
  /** ISO 3166-1 alpha-2 code of the number's country. */
  country_short_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type PositionRelative =
  | 'after_at'
  | 'before_at';

/**
 * monday.com's older type for a progress column, kept so documents naming it still validate; a
 * progress column's value is a BatteryValue.
 */
export type ProgressValue = ColumnValue & {
  __typename?: 'ProgressValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /**
   * Counts, sums, averages, minimums and maximums over one board's items, optionally grouped by
   * columns' values (a status by its label) or by group, of the items query.query matches (the
   * rules of items_page). One read of the board's items, priced like a first page of items_page:
   * 10 + 25 for reading the board, then 1 per item read (README, Limits and prices).
   */
  aggregate?: Maybe<AggregateQueryResult>;
  /** Files of the caller's account by id (at most 100), of boards the caller can see. */
  assets?: Maybe<Array<Maybe<Asset>>>;
  /** Items by id (at most 100), of boards the caller can see. */
  items?: Maybe<Array<Maybe<Item>>>;
  /**
   * A page of items of the caller's boards (query_params.boards restricts them). Without a cursor:
   * the first page; with the cursor of the previous page: the next one. Send the same query_params
   * as the first request, or none.
   */
  items_page: ItemsResponse;
  /**
   * Active items of a board whose values match: within a column any of its values, across columns
   * all of them. Status and dropdown values match by label, people by user name, the other columns
   * by value (docs/lookup.md). Without columns, the cursor of the page before gives the next page;
   * columns and cursor cannot be sent together.
   */
  items_page_by_column_values: ItemsResponse;
  /** The next page of an iteration started by an items_page. */
  next_items_page: ItemsResponse;
  /**
   * The caller's own notifications, newest first: at most 100 a page; cursor is the id of the last
   * one of the page before. filter_read keeps the unread ones, since those created from then on.
   */
  notifications?: Maybe<Array<NotificationV2>>;
  /**
   * The replies on items of these boards (at most 100) the caller can see, newest first; at most 100
   * a page. created_at_from and created_at_to as updates' from_date and to_date.
   */
  replies?: Maybe<Array<Reply>>;
  /**
   * The account's updates on items the caller can see, newest first (replies come with their
   * update). At most 100 a page, and at most 100 ids. from_date and to_date (inclusive; a date alone
   * is its whole day, UTC) keep those created between them.
   */
  updates?: Maybe<Array<Update>>;
  /**
   * The board's webhooks (at most 50). With app_webhooks_only, those an app made: none, as only API
   * tokens make webhooks here.
   */
  webhooks?: Maybe<Array<Maybe<Webhook>>>;
};


export type QueryAggregateArgs = {
  query: AggregateQueryInput;
};


export type QueryAssetsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryItemsArgs = {
  exclude_nonactive?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  newest_first?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItems_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  hierarchy_scope_config?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  query_params?: InputMaybe<ItemsQuery>;
};


export type QueryItems_Page_By_Column_ValuesArgs = {
  board_id: Scalars['ID']['input'];
  columns?: InputMaybe<Array<ItemsPageByColumnValuesQuery>>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  hierarchy_scope_config?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
};


export type QueryNext_Items_PageArgs = {
  cursor: Scalars['String']['input'];
  limit?: Scalars['Int']['input'];
};


export type QueryNotificationsArgs = {
  cursor?: InputMaybe<Scalars['ID']['input']>;
  filter_read?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  since?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
};


export type QueryRepliesArgs = {
  board_ids: Array<Scalars['ID']['input']>;
  created_at_from?: InputMaybe<Scalars['String']['input']>;
  created_at_to?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUpdatesArgs = {
  from_date?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to_date?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhooksArgs = {
  app_webhooks_only?: InputMaybe<Scalars['Boolean']['input']>;
  board_id: Scalars['ID']['input'];
};

/** A rating column (1 to the column's maximum, 5 by default). */
export type RatingValue = ColumnValue & {
  __typename?: 'RatingValue';
  column: Column;
  id: Scalars['ID']['output'];
  rating?: Maybe<Scalars['Int']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A reply to an update. */
export type Reply = {
  __typename?: 'Reply';
  /** The files attached to the reply (add_file_to_update with the reply's id). */
  assets?: Maybe<Array<Maybe<Asset>>>;
  /** HTML, as stored (sanitised when written). */
  body: Scalars['String']['output'];
  created_at?: Maybe<Scalars['Date']['output']>;
  creator?: Maybe<User>;
  creator_id?: Maybe<Scalars['String']['output']>;
  edited_at: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** Who liked it (one like per user of the account). */
  likes: Array<Like>;
  /** Always none: only updates are pinned. */
  pinned_to_top: Array<UpdatePin>;
  /** The body as plain text. */
  text_body?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['Date']['output']>;
  /** Who has seen it in monday.com's apps; replies are only read through the API here, so none. */
  viewers: Array<Watcher>;
};


/** A reply to an update. */
export type ReplyViewersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type State =
  | 'active'
  | 'all'
  | 'archived'
  | 'deleted';

export type StatusLabelStyle = {
  __typename?: 'StatusLabelStyle';
  border: Scalars['String']['output'];
  color: Scalars['String']['output'];
};

/** A status column: one of the labels in the column's settings. */
export type StatusValue = ColumnValue & {
  __typename?: 'StatusValue';
  column: Column;
  id: Scalars['ID']['output'];
  /** The label's index in the column's settings. */
  index?: Maybe<Scalars['Int']['output']>;
  /** Whether the label is one of the column's done labels. */
  is_done?: Maybe<Scalars['Boolean']['output']>;
  /** The label's text; null while the status is empty. */
  label?: Maybe<Scalars['String']['output']>;
  label_style?: Maybe<StatusLabelStyle>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** The update the status was changed from; this server changes statuses from none. */
  update_id?: Maybe<Scalars['ID']['output']>;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A subtasks column: the item's subitems; read only (create_subitem adds one). */
export type SubtasksValue = ColumnValue & {
  __typename?: 'SubtasksValue';
  column: Column;
  /** The subitems' names, comma separated. */
  display_value: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  subitems: Array<Item>;
  subitems_ids: Array<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A tag of the account (the boards subgraph's), as a tags column's value names it. */
export type Tag = {
  __typename?: 'Tag';
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A tags column. */
export type TagsValue = ColumnValue & {
  __typename?: 'TagsValue';
  column: Column;
  id: Scalars['ID']['output'];
  tag_ids: Array<Scalars['Int']['output']>;
  tags: Array<Tag>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A team column: one team of the account; its text is the team's name. */
export type TeamValue = ColumnValue & {
  __typename?: 'TeamValue';
  column: Column;
  id: Scalars['ID']['output'];
  team_id?: Maybe<Scalars['Int']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  /** When the value was last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A text column: one line of text. */
export type TextValue = ColumnValue & {
  __typename?: 'TextValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** One timed session of a time tracking value. */
export type TimeTrackingHistoryItem = {
  __typename?: 'TimeTrackingHistoryItem';
  created_at: Scalars['Date']['output'];
  ended_at?: Maybe<Scalars['Date']['output']>;
  ended_user_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  manually_entered_end_date: Scalars['Boolean']['output'];
  manually_entered_end_time: Scalars['Boolean']['output'];
  manually_entered_start_date: Scalars['Boolean']['output'];
  manually_entered_start_time: Scalars['Boolean']['output'];
  started_at?: Maybe<Scalars['Date']['output']>;
  started_user_id?: Maybe<Scalars['ID']['output']>;
  /** active while it runs, then done. */
  status: Scalars['String']['output'];
  updated_at?: Maybe<Scalars['Date']['output']>;
};

/** A time tracking column: time counted by timers started in the UI; read only. */
export type TimeTrackingValue = ColumnValue & {
  __typename?: 'TimeTrackingValue';
  column: Column;
  /** Seconds counted by the closed sessions. */
  duration?: Maybe<Scalars['Int']['output']>;
  /** The timed sessions, oldest first. */
  history: Array<TimeTrackingHistoryItem>;
  id: Scalars['ID']['output'];
  /** Whether a timer is running now. */
  running?: Maybe<Scalars['Boolean']['output']>;
  /** When the running timer started. */
  started_at?: Maybe<Scalars['Date']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A timeline column: a range of days. */
export type TimelineValue = ColumnValue & {
  __typename?: 'TimelineValue';
  column: Column;
  from?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['Date']['output']>;
  type: ColumnType;
  /** When the value last changed. */
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
  /** monday.com's visualization of the range; this server keeps none. */
  visualization_type?: Maybe<Scalars['String']['output']>;
};

/** A column whose values the API does not serve (auto_number, item_assignees, unsupported). */
export type UnsupportedValue = ColumnValue & {
  __typename?: 'UnsupportedValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** An update: a comment on an item, with its replies. */
export type Update = {
  __typename?: 'Update';
  /** The files attached to the update. */
  assets?: Maybe<Array<Maybe<Asset>>>;
  /** HTML, as stored (sanitised when written). */
  body: Scalars['String']['output'];
  created_at?: Maybe<Scalars['Date']['output']>;
  creator?: Maybe<User>;
  creator_id?: Maybe<Scalars['String']['output']>;
  edited_at: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  item?: Maybe<Item>;
  item_id?: Maybe<Scalars['String']['output']>;
  /** Who liked it (one like per user of the account). */
  likes: Array<Like>;
  /** When an imported update was first written, as create_update's original_creation_date gave it. */
  original_creation_date?: Maybe<Scalars['String']['output']>;
  /** The item it is pinned to the top of; none when not pinned. */
  pinned_to_top: Array<UpdatePin>;
  /** Oldest first. */
  replies?: Maybe<Array<Reply>>;
  /** The body as plain text. */
  text_body?: Maybe<Scalars['String']['output']>;
  /** When the body last changed (its creation until edited). */
  updated_at?: Maybe<Scalars['Date']['output']>;
  /** Who has seen it in monday.com's apps; updates are only read through the API here, so none. */
  viewers: Array<Watcher>;
};


/** An update: a comment on an item, with its replies. */
export type UpdateViewersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** Something an update mentions. */
export type UpdateMention = {
  id: Scalars['ID']['input'];
  type: MentionType;
};

/** The item an update is pinned to the top of. */
export type UpdatePin = {
  __typename?: 'UpdatePin';
  item_id: Scalars['ID']['output'];
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

/** A vote column: the users who voted for the item; read only. */
export type VoteValue = ColumnValue & {
  __typename?: 'VoteValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
  vote_count: Scalars['Int']['output'];
  voter_ids: Array<Scalars['ID']['output']>;
  voters: Array<User>;
};

/** Who has seen an update or reply, and where. */
export type Watcher = {
  __typename?: 'Watcher';
  medium: Scalars['String']['output'];
  user?: Maybe<User>;
  user_id: Scalars['ID']['output'];
};

/** A subscription of a URL to a board's events (README, Webhooks). */
export type Webhook = {
  __typename?: 'Webhook';
  board_id: Scalars['ID']['output'];
  /** The subscription's config as JSON text (change_specific_column_value: {"columnId": ...}), or null. */
  config?: Maybe<Scalars['String']['output']>;
  event: WebhookEventType;
  id: Scalars['ID']['output'];
  /**
   * The key deliveries are signed with (an HS256 JWT in their Authorization header): given once, by
   * create_webhook; null afterwards.
   */
  signing_secret?: Maybe<Scalars['String']['output']>;
};

/** What a webhook listens to (monday.com's values; those this API does not send are refused by create_webhook). */
export type WebhookEventType =
  | 'change_column_value'
  | 'change_name'
  | 'change_specific_column_value'
  | 'change_status_column_value'
  | 'change_subitem_column_value'
  | 'change_subitem_name'
  | 'create_column'
  | 'create_item'
  | 'create_subitem'
  | 'create_subitem_update'
  | 'create_update'
  | 'delete_update'
  | 'edit_update'
  | 'incoming_notification'
  | 'item_archived'
  | 'item_deleted'
  | 'item_moved_to_any_group'
  | 'item_moved_to_specific_group'
  | 'item_restored'
  | 'move_subitem'
  | 'subitem_archived'
  | 'subitem_deleted'
  | 'when_date_arrived';

/** A week column: Monday to Sunday. */
export type WeekValue = ColumnValue & {
  __typename?: 'WeekValue';
  column: Column;
  end_date?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  start_date?: Maybe<Scalars['Date']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A world clock column: a time zone (IANA name). */
export type WorldClockValue = ColumnValue & {
  __typename?: 'WorldClockValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  updated_at?: Maybe<Scalars['Date']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Asset: Asset;
  Board: Board;
  Group: Group;
  Item: Item;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Asset:
    ( { __typename: 'Asset' }
    & GraphQLRecursivePick<FederationTypes['Asset'], {"id":true}> );
  Board:
    ( { __typename: 'Board' }
    & GraphQLRecursivePick<FederationTypes['Board'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Board'], {"groups":{"id":true}}> ) );
  Group:
    ( { __typename: 'Group' }
    & GraphQLRecursivePick<FederationTypes['Group'], {"id":true,"board_id":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"id":true}> );
};

/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  AggregateResult:
    | ( AggregateBasicAggregationResult )
    | ( AggregateGroupByResult )
  ;
  FileValueItem:
    | ( Omit<FileAssetValue, 'asset' | 'creator'> & { asset: _RefType['Asset'], creator?: Maybe<_RefType['User']> } )
    | ( Omit<FileDocValue, 'creator'> & { creator?: Maybe<_RefType['User']> } )
    | ( Omit<FileLinkValue, 'creator'> & { creator?: Maybe<_RefType['User']> } )
  ;
  MirroredValue:
    | ( ColumnValueView )
    | ( BoardReference )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( GroupReference )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ColumnValue:
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
    | ( ColumnValueView )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivityLogType: ResolverTypeWrapper<ActivityLogType>;
  AggregateBasicAggregationResult: ResolverTypeWrapper<AggregateBasicAggregationResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AggregateFromElementType: AggregateFromElementType;
  AggregateFromTableInput: AggregateFromTableInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AggregateGroupByElementInput: AggregateGroupByElementInput;
  AggregateGroupByResult: ResolverTypeWrapper<AggregateGroupByResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AggregateQueryInput: AggregateQueryInput;
  AggregateQueryResult: ResolverTypeWrapper<Omit<AggregateQueryResult, 'results'> & { results?: Maybe<Array<ResolversTypes['AggregateResultSet']>> }>;
  AggregateResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AggregateResult']>;
  AggregateResultEntry: ResolverTypeWrapper<Omit<AggregateResultEntry, 'value'> & { value?: Maybe<ResolversTypes['AggregateResult']> }>;
  AggregateResultSet: ResolverTypeWrapper<Omit<AggregateResultSet, 'entries'> & { entries?: Maybe<Array<ResolversTypes['AggregateResultEntry']>> }>;
  AggregateSelectColumnInput: AggregateSelectColumnInput;
  AggregateSelectElementInput: AggregateSelectElementInput;
  AggregateSelectElementType: AggregateSelectElementType;
  AggregateSelectFunctionInput: AggregateSelectFunctionInput;
  AggregateSelectFunctionName: AggregateSelectFunctionName;
  Asset: ResolverTypeWrapper<AssetParent>;
  AssetsSource: AssetsSource;
  BatteryValue: ResolverTypeWrapper<ColumnValueView>;
  BatteryValueItem: ResolverTypeWrapper<BatteryValueItem>;
  Board: ResolverTypeWrapper<BoardReference>;
  BoardRelationValue: ResolverTypeWrapper<ColumnValueView>;
  ButtonValue: ResolverTypeWrapper<ColumnValueView>;
  CheckboxValue: ResolverTypeWrapper<ColumnValueView>;
  ColorPickerValue: ResolverTypeWrapper<ColumnValueView>;
  Column: ResolverTypeWrapper<ColumnReference>;
  ColumnCapability: ColumnCapability;
  ColumnMappingInput: ColumnMappingInput;
  ColumnType: ColumnType;
  ColumnValue: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ColumnValue']>;
  CompareValue: ResolverTypeWrapper<Scalars['CompareValue']['output']>;
  Country: ResolverTypeWrapper<Country>;
  CountryValue: ResolverTypeWrapper<ColumnValueView>;
  CreationLogValue: ResolverTypeWrapper<ColumnValueView>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateValue: ResolverTypeWrapper<ColumnValueView>;
  DependencyValue: ResolverTypeWrapper<ColumnValueView>;
  DirectDocValue: ResolverTypeWrapper<ColumnValueView>;
  DocValue: ResolverTypeWrapper<ColumnValueView>;
  Document: ResolverTypeWrapper<Document>;
  DropdownValue: ResolverTypeWrapper<ColumnValueView>;
  DropdownValueOption: ResolverTypeWrapper<DropdownValueOption>;
  EmailValue: ResolverTypeWrapper<ColumnValueView>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FileAssetValue: ResolverTypeWrapper<Omit<FileAssetValue, 'asset' | 'creator'> & { asset: ResolversTypes['Asset'], creator?: Maybe<ResolversTypes['User']> }>;
  FileColumnValue: FileColumnValue;
  FileDocValue: ResolverTypeWrapper<Omit<FileDocValue, 'creator'> & { creator?: Maybe<ResolversTypes['User']> }>;
  FileInput: FileInput;
  FileLinkValue: ResolverTypeWrapper<Omit<FileLinkValue, 'creator'> & { creator?: Maybe<ResolversTypes['User']> }>;
  FileLinkValueKind: FileLinkValueKind;
  FileValue: ResolverTypeWrapper<ColumnValueView>;
  FileValueItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['FileValueItem']>;
  FormulaValue: ResolverTypeWrapper<ColumnValueView>;
  Group: ResolverTypeWrapper<GroupReference>;
  GroupValue: ResolverTypeWrapper<ColumnValueView>;
  HourValue: ResolverTypeWrapper<ColumnValueView>;
  ISO8601DateTime: ResolverTypeWrapper<Scalars['ISO8601DateTime']['output']>;
  IntegrationValue: ResolverTypeWrapper<ColumnValueView>;
  Item: ResolverTypeWrapper<ItemRecord>;
  ItemIdValue: ResolverTypeWrapper<ColumnValueView>;
  ItemsOrderByDirection: ItemsOrderByDirection;
  ItemsPageByColumnValuesQuery: ItemsPageByColumnValuesQuery;
  ItemsQuery: ItemsQuery;
  ItemsQueryGroup: ItemsQueryGroup;
  ItemsQueryOperator: ItemsQueryOperator;
  ItemsQueryOrderBy: ItemsQueryOrderBy;
  ItemsQueryRule: ItemsQueryRule;
  ItemsQueryRuleOperator: ItemsQueryRuleOperator;
  ItemsResponse: ResolverTypeWrapper<ItemsPage>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Kind: Kind;
  LastUpdatedValue: ResolverTypeWrapper<ColumnValueView>;
  Like: ResolverTypeWrapper<UpdateLikeRecord>;
  LinkValue: ResolverTypeWrapper<ColumnValueView>;
  LocationValue: ResolverTypeWrapper<ColumnValueView>;
  LongTextValue: ResolverTypeWrapper<ColumnValueView>;
  MentionType: MentionType;
  MirrorValue: ResolverTypeWrapper<ColumnValueView>;
  MirroredItem: ResolverTypeWrapper<Omit<MirroredItem, 'linked_board' | 'linked_item' | 'mirrored_value'> & { linked_board: ResolversTypes['Board'], linked_item: ResolversTypes['Item'], mirrored_value?: Maybe<ResolversTypes['MirroredValue']> }>;
  MirroredValue: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MirroredValue']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationTargetType: NotificationTargetType;
  NotificationV2: ResolverTypeWrapper<NotificationRecord>;
  NumberValueUnitDirection: NumberValueUnitDirection;
  NumbersValue: ResolverTypeWrapper<ColumnValueView>;
  PeopleEntity: ResolverTypeWrapper<PeopleEntity>;
  PeopleValue: ResolverTypeWrapper<ColumnValueView>;
  PersonValue: ResolverTypeWrapper<ColumnValueView>;
  PhoneValue: ResolverTypeWrapper<ColumnValueView>;
  PositionRelative: PositionRelative;
  ProgressValue: ResolverTypeWrapper<ColumnValueView>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingValue: ResolverTypeWrapper<ColumnValueView>;
  Reply: ResolverTypeWrapper<UpdateRecord>;
  State: State;
  StatusLabelStyle: ResolverTypeWrapper<StatusLabelStyle>;
  StatusValue: ResolverTypeWrapper<ColumnValueView>;
  SubtasksValue: ResolverTypeWrapper<ColumnValueView>;
  Tag: ResolverTypeWrapper<Tag>;
  TagsValue: ResolverTypeWrapper<ColumnValueView>;
  TeamValue: ResolverTypeWrapper<ColumnValueView>;
  TextValue: ResolverTypeWrapper<ColumnValueView>;
  TimeTrackingHistoryItem: ResolverTypeWrapper<TimeTrackingHistoryItem>;
  TimeTrackingValue: ResolverTypeWrapper<ColumnValueView>;
  TimelineValue: ResolverTypeWrapper<ColumnValueView>;
  UnsupportedValue: ResolverTypeWrapper<ColumnValueView>;
  Update: ResolverTypeWrapper<UpdateRecord>;
  UpdateMention: UpdateMention;
  UpdatePin: ResolverTypeWrapper<UpdatePin>;
  User: ResolverTypeWrapper<UserReference>;
  VoteValue: ResolverTypeWrapper<ColumnValueView>;
  Watcher: ResolverTypeWrapper<Omit<Watcher, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Webhook: ResolverTypeWrapper<WebhookView>;
  WebhookEventType: WebhookEventType;
  WeekValue: ResolverTypeWrapper<ColumnValueView>;
  WorldClockValue: ResolverTypeWrapper<ColumnValueView>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityLogType: ActivityLogType;
  AggregateBasicAggregationResult: AggregateBasicAggregationResult;
  Float: Scalars['Float']['output'];
  AggregateFromTableInput: AggregateFromTableInput;
  ID: Scalars['ID']['output'];
  AggregateGroupByElementInput: AggregateGroupByElementInput;
  AggregateGroupByResult: AggregateGroupByResult;
  Boolean: Scalars['Boolean']['output'];
  AggregateQueryInput: AggregateQueryInput;
  AggregateQueryResult: Omit<AggregateQueryResult, 'results'> & { results?: Maybe<Array<ResolversParentTypes['AggregateResultSet']>> };
  AggregateResult: ResolversUnionTypes<ResolversParentTypes>['AggregateResult'];
  AggregateResultEntry: Omit<AggregateResultEntry, 'value'> & { value?: Maybe<ResolversParentTypes['AggregateResult']> };
  AggregateResultSet: Omit<AggregateResultSet, 'entries'> & { entries?: Maybe<Array<ResolversParentTypes['AggregateResultEntry']>> };
  AggregateSelectColumnInput: AggregateSelectColumnInput;
  AggregateSelectElementInput: AggregateSelectElementInput;
  AggregateSelectFunctionInput: AggregateSelectFunctionInput;
  Asset: AssetParent;
  BatteryValue: ColumnValueView;
  BatteryValueItem: BatteryValueItem;
  Board: BoardReference;
  BoardRelationValue: ColumnValueView;
  ButtonValue: ColumnValueView;
  CheckboxValue: ColumnValueView;
  ColorPickerValue: ColumnValueView;
  Column: ColumnReference;
  ColumnMappingInput: ColumnMappingInput;
  ColumnValue: ResolversInterfaceTypes<ResolversParentTypes>['ColumnValue'];
  CompareValue: Scalars['CompareValue']['output'];
  Country: Country;
  CountryValue: ColumnValueView;
  CreationLogValue: ColumnValueView;
  Date: Scalars['Date']['output'];
  DateValue: ColumnValueView;
  DependencyValue: ColumnValueView;
  DirectDocValue: ColumnValueView;
  DocValue: ColumnValueView;
  Document: Document;
  DropdownValue: ColumnValueView;
  DropdownValueOption: DropdownValueOption;
  EmailValue: ColumnValueView;
  File: Scalars['File']['output'];
  FileAssetValue: Omit<FileAssetValue, 'asset' | 'creator'> & { asset: ResolversParentTypes['Asset'], creator?: Maybe<ResolversParentTypes['User']> };
  FileDocValue: Omit<FileDocValue, 'creator'> & { creator?: Maybe<ResolversParentTypes['User']> };
  FileInput: FileInput;
  FileLinkValue: Omit<FileLinkValue, 'creator'> & { creator?: Maybe<ResolversParentTypes['User']> };
  FileValue: ColumnValueView;
  FileValueItem: ResolversUnionTypes<ResolversParentTypes>['FileValueItem'];
  FormulaValue: ColumnValueView;
  Group: GroupReference;
  GroupValue: ColumnValueView;
  HourValue: ColumnValueView;
  ISO8601DateTime: Scalars['ISO8601DateTime']['output'];
  IntegrationValue: ColumnValueView;
  Item: ItemRecord;
  ItemIdValue: ColumnValueView;
  ItemsPageByColumnValuesQuery: ItemsPageByColumnValuesQuery;
  ItemsQuery: ItemsQuery;
  ItemsQueryGroup: ItemsQueryGroup;
  ItemsQueryOrderBy: ItemsQueryOrderBy;
  ItemsQueryRule: ItemsQueryRule;
  ItemsResponse: ItemsPage;
  JSON: Scalars['JSON']['output'];
  LastUpdatedValue: ColumnValueView;
  Like: UpdateLikeRecord;
  LinkValue: ColumnValueView;
  LocationValue: ColumnValueView;
  LongTextValue: ColumnValueView;
  MirrorValue: ColumnValueView;
  MirroredItem: Omit<MirroredItem, 'linked_board' | 'linked_item' | 'mirrored_value'> & { linked_board: ResolversParentTypes['Board'], linked_item: ResolversParentTypes['Item'], mirrored_value?: Maybe<ResolversParentTypes['MirroredValue']> };
  MirroredValue: ResolversUnionTypes<ResolversParentTypes>['MirroredValue'];
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationV2: NotificationRecord;
  NumbersValue: ColumnValueView;
  PeopleEntity: PeopleEntity;
  PeopleValue: ColumnValueView;
  PersonValue: ColumnValueView;
  PhoneValue: ColumnValueView;
  ProgressValue: ColumnValueView;
  Query: Record<PropertyKey, never>;
  RatingValue: ColumnValueView;
  Reply: UpdateRecord;
  StatusLabelStyle: StatusLabelStyle;
  StatusValue: ColumnValueView;
  SubtasksValue: ColumnValueView;
  Tag: Tag;
  TagsValue: ColumnValueView;
  TeamValue: ColumnValueView;
  TextValue: ColumnValueView;
  TimeTrackingHistoryItem: TimeTrackingHistoryItem;
  TimeTrackingValue: ColumnValueView;
  TimelineValue: ColumnValueView;
  UnsupportedValue: ColumnValueView;
  Update: UpdateRecord;
  UpdateMention: UpdateMention;
  UpdatePin: UpdatePin;
  User: UserReference;
  VoteValue: ColumnValueView;
  Watcher: Omit<Watcher, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Webhook: WebhookView;
  WeekValue: ColumnValueView;
  WorldClockValue: ColumnValueView;
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
};

export type LongTextDirectiveArgs = {
  maxKib: Scalars['Int']['input'];
};

export type LongTextDirectiveResolver<Result, Parent, ContextType = ItemsContext, Args = LongTextDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ReadsItemsDirectiveArgs = {
  unlessGiven: Scalars['String']['input'];
};

export type ReadsItemsDirectiveResolver<Result, Parent, ContextType = ItemsContext, Args = ReadsItemsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SinceDirectiveArgs = {
  version: Scalars['String']['input'];
};

export type SinceDirectiveResolver<Result, Parent, ContextType = ItemsContext, Args = SinceDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type UntilDirectiveArgs = {
  version: Scalars['String']['input'];
};

export type UntilDirectiveResolver<Result, Parent, ContextType = ItemsContext, Args = UntilDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityLogTypeResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ActivityLogType'] = ResolversParentTypes['ActivityLogType']> = {
  account_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AggregateBasicAggregationResultResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['AggregateBasicAggregationResult'] = ResolversParentTypes['AggregateBasicAggregationResult']> = {
  result?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregateGroupByResultResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['AggregateGroupByResult'] = ResolversParentTypes['AggregateGroupByResult']> = {
  value_boolean?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  value_float?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value_int?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  value_string?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregateQueryResultResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['AggregateQueryResult'] = ResolversParentTypes['AggregateQueryResult']> = {
  results?: Resolver<Maybe<Array<ResolversTypes['AggregateResultSet']>>, ParentType, ContextType>;
};

export type AggregateResultResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['AggregateResult'] = ResolversParentTypes['AggregateResult']> = {
  __resolveType: TypeResolveFn<'AggregateBasicAggregationResult' | 'AggregateGroupByResult', ParentType, ContextType>;
};

export type AggregateResultEntryResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['AggregateResultEntry'] = ResolversParentTypes['AggregateResultEntry']> = {
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['AggregateResult']>, ParentType, ContextType>;
};

export type AggregateResultSetResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['AggregateResultSet'] = ResolversParentTypes['AggregateResultSet']> = {
  entries?: Resolver<Maybe<Array<ResolversTypes['AggregateResultEntry']>>, ParentType, ContextType>;
};

export type AssetResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Asset'] = ResolversParentTypes['Asset'], FederationReferenceType extends FederationReferenceTypes['Asset'] = FederationReferenceTypes['Asset']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Asset']> | FederationReferenceType, FederationReferenceType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  file_extension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  original_geometry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  public_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploaded_by?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BatteryValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['BatteryValue'] = ResolversParentTypes['BatteryValue']> = {
  battery_value?: Resolver<Array<ResolversTypes['BatteryValueItem']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BatteryValueItemResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['BatteryValueItem'] = ResolversParentTypes['BatteryValueItem']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BoardResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board'], FederationReferenceType extends FederationReferenceTypes['Board'] = FederationReferenceTypes['Board']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Board']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activity_logs?: Resolver<Maybe<Array<Maybe<ResolversTypes['ActivityLogType']>>>, ParentType, ContextType, RequireFields<BoardActivity_LogsArgs, 'limit' | 'page'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['Item']>>>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<BoardItems_PageArgs, 'limit'>>;
  updates?: Resolver<Maybe<Array<ResolversTypes['Update']>>, ParentType, ContextType, RequireFields<BoardUpdatesArgs, 'limit' | 'page'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BoardRelationValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['BoardRelationValue'] = ResolversParentTypes['BoardRelationValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  display_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linked_item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  linked_items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ButtonValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ButtonValue'] = ResolversParentTypes['ButtonValue']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckboxValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['CheckboxValue'] = ResolversParentTypes['CheckboxValue']> = {
  checked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorPickerValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ColorPickerValue'] = ResolversParentTypes['ColorPickerValue']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColumnResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Column'] = ResolversParentTypes['Column']> = {
  board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ColumnValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ColumnValue'] = ResolversParentTypes['ColumnValue']> = {
  __resolveType: TypeResolveFn<'BatteryValue' | 'BoardRelationValue' | 'ButtonValue' | 'CheckboxValue' | 'ColorPickerValue' | 'CountryValue' | 'CreationLogValue' | 'DateValue' | 'DependencyValue' | 'DirectDocValue' | 'DocValue' | 'DropdownValue' | 'EmailValue' | 'FileValue' | 'FormulaValue' | 'GroupValue' | 'HourValue' | 'IntegrationValue' | 'ItemIdValue' | 'LastUpdatedValue' | 'LinkValue' | 'LocationValue' | 'LongTextValue' | 'MirrorValue' | 'NumbersValue' | 'PeopleValue' | 'PersonValue' | 'PhoneValue' | 'ProgressValue' | 'RatingValue' | 'StatusValue' | 'SubtasksValue' | 'TagsValue' | 'TeamValue' | 'TextValue' | 'TimeTrackingValue' | 'TimelineValue' | 'UnsupportedValue' | 'VoteValue' | 'WeekValue' | 'WorldClockValue', ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export interface CompareValueScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CompareValue'], any> {
  name: 'CompareValue';
}

export type CountryResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['CountryValue'] = ResolversParentTypes['CountryValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreationLogValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['CreationLogValue'] = ResolversParentTypes['CreationLogValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  creator_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DateValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['DateValue'] = ResolversParentTypes['DateValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DependencyValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['DependencyValue'] = ResolversParentTypes['DependencyValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  display_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linked_item_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  linked_items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DirectDocValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['DirectDocValue'] = ResolversParentTypes['DirectDocValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['DirectDocValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DocValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['DocValue'] = ResolversParentTypes['DocValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['FileDocValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DocumentResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DropdownValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['DropdownValue'] = ResolversParentTypes['DropdownValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['DropdownValueOption']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DropdownValueOptionResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['DropdownValueOption'] = ResolversParentTypes['DropdownValueOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['EmailValue'] = ResolversParentTypes['EmailValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FileAssetValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['FileAssetValue'] = ResolversParentTypes['FileAssetValue']> = {
  asset?: Resolver<ResolversTypes['Asset'], ParentType, ContextType>;
  asset_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  is_image?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FileDocValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['FileDocValue'] = ResolversParentTypes['FileDocValue']> = {
  created_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  doc?: Resolver<ResolversTypes['Document'], ParentType, ContextType>;
  file_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  object_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FileLinkValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['FileLinkValue'] = ResolversParentTypes['FileLinkValue']> = {
  created_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FileLinkValueKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FileValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['FileValue'] = ResolversParentTypes['FileValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['FileValueItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FileValueItemResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['FileValueItem'] = ResolversParentTypes['FileValueItem']> = {
  __resolveType: TypeResolveFn<'FileAssetValue' | 'FileDocValue' | 'FileLinkValue', ParentType, ContextType>;
};

export type FormulaValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['FormulaValue'] = ResolversParentTypes['FormulaValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  display_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group'], FederationReferenceType extends FederationReferenceTypes['Group'] = FederationReferenceTypes['Group']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Group']> | FederationReferenceType, FederationReferenceType, ContextType>;
  board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<GroupItems_PageArgs, 'limit'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['GroupValue'] = ResolversParentTypes['GroupValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  group_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HourValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['HourValue'] = ResolversParentTypes['HourValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  hour?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minute?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface Iso8601DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ISO8601DateTime'], any> {
  name: 'ISO8601DateTime';
}

export type IntegrationValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['IntegrationValue'] = ResolversParentTypes['IntegrationValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  entity_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue_api_url?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  issue_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ItemResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  assets?: Resolver<Maybe<Array<Maybe<ResolversTypes['Asset']>>>, ParentType, ContextType, Partial<ItemAssetsArgs>>;
  board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType>;
  column_values?: Resolver<Array<ResolversTypes['ColumnValue']>, ParentType, ContextType, Partial<ItemColumn_ValuesArgs>>;
  created_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linked_items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<ItemLinked_ItemsArgs, 'link_to_item_column_id' | 'linked_board_id'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  relative_link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  subitems?: Resolver<Maybe<Array<Maybe<ResolversTypes['Item']>>>, ParentType, ContextType>;
  subscribers?: Resolver<Array<Maybe<ResolversTypes['User']>>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  updates?: Resolver<Maybe<Array<ResolversTypes['Update']>>, ParentType, ContextType, RequireFields<ItemUpdatesArgs, 'limit' | 'page'>>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemIdValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ItemIdValue'] = ResolversParentTypes['ItemIdValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ItemsResponseResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ItemsResponse'] = ResolversParentTypes['ItemsResponse']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LastUpdatedValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['LastUpdatedValue'] = ResolversParentTypes['LastUpdatedValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  updater?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  updater_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LikeResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Like'] = ResolversParentTypes['Like']> = {
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reaction_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type LinkValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['LinkValue'] = ResolversParentTypes['LinkValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocationValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['LocationValue'] = ResolversParentTypes['LocationValue']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  place_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_number_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_short?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LongTextValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['LongTextValue'] = ResolversParentTypes['LongTextValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MirrorValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['MirrorValue'] = ResolversParentTypes['MirrorValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  display_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mirrored_items?: Resolver<Array<ResolversTypes['MirroredItem']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MirroredItemResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['MirroredItem'] = ResolversParentTypes['MirroredItem']> = {
  linked_board?: Resolver<ResolversTypes['Board'], ParentType, ContextType>;
  linked_board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linked_item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  mirrored_value?: Resolver<Maybe<ResolversTypes['MirroredValue']>, ParentType, ContextType>;
};

export type MirroredValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['MirroredValue'] = ResolversParentTypes['MirroredValue']> = {
  __resolveType: TypeResolveFn<'BatteryValue' | 'Board' | 'BoardRelationValue' | 'ButtonValue' | 'CheckboxValue' | 'ColorPickerValue' | 'CountryValue' | 'CreationLogValue' | 'DateValue' | 'DependencyValue' | 'DirectDocValue' | 'DocValue' | 'DropdownValue' | 'EmailValue' | 'FileValue' | 'FormulaValue' | 'Group' | 'GroupValue' | 'HourValue' | 'IntegrationValue' | 'ItemIdValue' | 'LastUpdatedValue' | 'LinkValue' | 'LocationValue' | 'LongTextValue' | 'MirrorValue' | 'NumbersValue' | 'PeopleValue' | 'PersonValue' | 'PhoneValue' | 'ProgressValue' | 'RatingValue' | 'StatusValue' | 'SubtasksValue' | 'TagsValue' | 'TeamValue' | 'TextValue' | 'TimeTrackingValue' | 'TimelineValue' | 'UnsupportedValue' | 'VoteValue' | 'WeekValue' | 'WorldClockValue', ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  add_file_to_column?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType, RequireFields<MutationAdd_File_To_ColumnArgs, 'column_id' | 'file' | 'item_id'>>;
  add_file_to_update?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType, RequireFields<MutationAdd_File_To_UpdateArgs, 'file' | 'update_id'>>;
  archive_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, Partial<MutationArchive_ItemArgs>>;
  change_column_value?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Column_ValueArgs, 'board_id' | 'column_id' | 'value'>>;
  change_item_position?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Item_PositionArgs, 'item_id'>>;
  change_multiple_column_values?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Multiple_Column_ValuesArgs, 'board_id' | 'column_values'>>;
  change_simple_column_value?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Simple_Column_ValueArgs, 'board_id' | 'column_id'>>;
  clear_item_updates?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationClear_Item_UpdatesArgs, 'item_id'>>;
  create_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationCreate_ItemArgs, 'board_id' | 'item_name'>>;
  create_notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<MutationCreate_NotificationArgs, 'target_id' | 'target_type' | 'text' | 'user_id'>>;
  create_subitem?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationCreate_SubitemArgs, 'item_name' | 'parent_item_id'>>;
  create_update?: Resolver<Maybe<ResolversTypes['Update']>, ParentType, ContextType, RequireFields<MutationCreate_UpdateArgs, 'body'>>;
  create_webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationCreate_WebhookArgs, 'board_id' | 'event' | 'url'>>;
  delete_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, Partial<MutationDelete_ItemArgs>>;
  delete_update?: Resolver<Maybe<ResolversTypes['Update']>, ParentType, ContextType, RequireFields<MutationDelete_UpdateArgs, 'id'>>;
  delete_webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<MutationDelete_WebhookArgs, 'id'>>;
  duplicate_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationDuplicate_ItemArgs, 'board_id'>>;
  edit_update?: Resolver<ResolversTypes['Update'], ParentType, ContextType, RequireFields<MutationEdit_UpdateArgs, 'body' | 'id'>>;
  like_update?: Resolver<Maybe<ResolversTypes['Update']>, ParentType, ContextType, RequireFields<MutationLike_UpdateArgs, 'update_id'>>;
  move_item_to_board?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationMove_Item_To_BoardArgs, 'board_id' | 'group_id' | 'item_id'>>;
  move_item_to_group?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationMove_Item_To_GroupArgs, 'group_id'>>;
  pin_to_top?: Resolver<ResolversTypes['Update'], ParentType, ContextType, RequireFields<MutationPin_To_TopArgs, 'id'>>;
  unlike_update?: Resolver<ResolversTypes['Update'], ParentType, ContextType, RequireFields<MutationUnlike_UpdateArgs, 'update_id'>>;
  unpin_from_top?: Resolver<ResolversTypes['Update'], ParentType, ContextType, RequireFields<MutationUnpin_From_TopArgs, 'id'>>;
  update_assets_on_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationUpdate_Assets_On_ItemArgs, 'board_id' | 'column_id' | 'files' | 'item_id'>>;
};

export type NotificationResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationV2Resolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['NotificationV2'] = ResolversParentTypes['NotificationV2']> = {
  board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  creators?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  update?: Resolver<Maybe<ResolversTypes['Update']>, ParentType, ContextType>;
};

export type NumbersValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['NumbersValue'] = ResolversParentTypes['NumbersValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  direction?: Resolver<Maybe<ResolversTypes['NumberValueUnitDirection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PeopleEntityResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['PeopleEntity'] = ResolversParentTypes['PeopleEntity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['Kind']>, ParentType, ContextType>;
};

export type PeopleValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['PeopleValue'] = ResolversParentTypes['PeopleValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  persons_and_teams?: Resolver<Maybe<Array<ResolversTypes['PeopleEntity']>>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PersonValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['PersonValue'] = ResolversParentTypes['PersonValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  person_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PhoneValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['PhoneValue'] = ResolversParentTypes['PhoneValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  country_short_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProgressValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ProgressValue'] = ResolversParentTypes['ProgressValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aggregate?: Resolver<Maybe<ResolversTypes['AggregateQueryResult']>, ParentType, ContextType, RequireFields<QueryAggregateArgs, 'query'>>;
  assets?: Resolver<Maybe<Array<Maybe<ResolversTypes['Asset']>>>, ParentType, ContextType, RequireFields<QueryAssetsArgs, 'ids'>>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['Item']>>>, ParentType, ContextType, RequireFields<QueryItemsArgs, 'limit' | 'page'>>;
  items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<QueryItems_PageArgs, 'limit'>>;
  items_page_by_column_values?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<QueryItems_Page_By_Column_ValuesArgs, 'board_id' | 'limit'>>;
  next_items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<QueryNext_Items_PageArgs, 'cursor' | 'limit'>>;
  notifications?: Resolver<Maybe<Array<ResolversTypes['NotificationV2']>>, ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit'>>;
  replies?: Resolver<Maybe<Array<ResolversTypes['Reply']>>, ParentType, ContextType, RequireFields<QueryRepliesArgs, 'board_ids' | 'limit' | 'page'>>;
  updates?: Resolver<Maybe<Array<ResolversTypes['Update']>>, ParentType, ContextType, RequireFields<QueryUpdatesArgs, 'limit' | 'page'>>;
  webhooks?: Resolver<Maybe<Array<Maybe<ResolversTypes['Webhook']>>>, ParentType, ContextType, RequireFields<QueryWebhooksArgs, 'board_id'>>;
};

export type RatingValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['RatingValue'] = ResolversParentTypes['RatingValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReplyResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Reply'] = ResolversParentTypes['Reply']> = {
  assets?: Resolver<Maybe<Array<Maybe<ResolversTypes['Asset']>>>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  edited_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  likes?: Resolver<Array<ResolversTypes['Like']>, ParentType, ContextType>;
  pinned_to_top?: Resolver<Array<ResolversTypes['UpdatePin']>, ParentType, ContextType>;
  text_body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['Watcher']>, ParentType, ContextType, RequireFields<ReplyViewersArgs, 'limit' | 'page'>>;
};

export type StatusLabelStyleResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['StatusLabelStyle'] = ResolversParentTypes['StatusLabelStyle']> = {
  border?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['StatusValue'] = ResolversParentTypes['StatusValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_done?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label_style?: Resolver<Maybe<ResolversTypes['StatusLabelStyle']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  update_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubtasksValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['SubtasksValue'] = ResolversParentTypes['SubtasksValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  display_value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subitems?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  subitems_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TagResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagsValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['TagsValue'] = ResolversParentTypes['TagsValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['TeamValue'] = ResolversParentTypes['TeamValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  team_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['TextValue'] = ResolversParentTypes['TextValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TimeTrackingHistoryItemResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['TimeTrackingHistoryItem'] = ResolversParentTypes['TimeTrackingHistoryItem']> = {
  created_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  ended_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  ended_user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manually_entered_end_date?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manually_entered_end_time?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manually_entered_start_date?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manually_entered_start_time?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  started_user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type TimeTrackingValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['TimeTrackingValue'] = ResolversParentTypes['TimeTrackingValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['TimeTrackingHistoryItem']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  running?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TimelineValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['TimelineValue'] = ResolversParentTypes['TimelineValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  visualization_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnsupportedValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['UnsupportedValue'] = ResolversParentTypes['UnsupportedValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UpdateResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Update'] = ResolversParentTypes['Update']> = {
  assets?: Resolver<Maybe<Array<Maybe<ResolversTypes['Asset']>>>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  edited_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  item_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  likes?: Resolver<Array<ResolversTypes['Like']>, ParentType, ContextType>;
  original_creation_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinned_to_top?: Resolver<Array<ResolversTypes['UpdatePin']>, ParentType, ContextType>;
  replies?: Resolver<Maybe<Array<ResolversTypes['Reply']>>, ParentType, ContextType>;
  text_body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['Watcher']>, ParentType, ContextType, RequireFields<UpdateViewersArgs, 'limit' | 'page'>>;
};

export type UpdatePinResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['UpdatePin'] = ResolversParentTypes['UpdatePin']> = {
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VoteValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['VoteValue'] = ResolversParentTypes['VoteValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  vote_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voter_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  voters?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WatcherResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Watcher'] = ResolversParentTypes['Watcher']> = {
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  config?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['WebhookEventType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signing_secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WeekValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['WeekValue'] = ResolversParentTypes['WeekValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  end_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorldClockValueResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['WorldClockValue'] = ResolversParentTypes['WorldClockValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = ItemsContext> = {
  ActivityLogType?: ActivityLogTypeResolvers<ContextType>;
  AggregateBasicAggregationResult?: AggregateBasicAggregationResultResolvers<ContextType>;
  AggregateGroupByResult?: AggregateGroupByResultResolvers<ContextType>;
  AggregateQueryResult?: AggregateQueryResultResolvers<ContextType>;
  AggregateResult?: AggregateResultResolvers<ContextType>;
  AggregateResultEntry?: AggregateResultEntryResolvers<ContextType>;
  AggregateResultSet?: AggregateResultSetResolvers<ContextType>;
  Asset?: AssetResolvers<ContextType>;
  BatteryValue?: BatteryValueResolvers<ContextType>;
  BatteryValueItem?: BatteryValueItemResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardRelationValue?: BoardRelationValueResolvers<ContextType>;
  ButtonValue?: ButtonValueResolvers<ContextType>;
  CheckboxValue?: CheckboxValueResolvers<ContextType>;
  ColorPickerValue?: ColorPickerValueResolvers<ContextType>;
  Column?: ColumnResolvers<ContextType>;
  ColumnValue?: ColumnValueResolvers<ContextType>;
  CompareValue?: GraphQLScalarType;
  Country?: CountryResolvers<ContextType>;
  CountryValue?: CountryValueResolvers<ContextType>;
  CreationLogValue?: CreationLogValueResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateValue?: DateValueResolvers<ContextType>;
  DependencyValue?: DependencyValueResolvers<ContextType>;
  DirectDocValue?: DirectDocValueResolvers<ContextType>;
  DocValue?: DocValueResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  DropdownValue?: DropdownValueResolvers<ContextType>;
  DropdownValueOption?: DropdownValueOptionResolvers<ContextType>;
  EmailValue?: EmailValueResolvers<ContextType>;
  File?: GraphQLScalarType;
  FileAssetValue?: FileAssetValueResolvers<ContextType>;
  FileDocValue?: FileDocValueResolvers<ContextType>;
  FileLinkValue?: FileLinkValueResolvers<ContextType>;
  FileValue?: FileValueResolvers<ContextType>;
  FileValueItem?: FileValueItemResolvers<ContextType>;
  FormulaValue?: FormulaValueResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupValue?: GroupValueResolvers<ContextType>;
  HourValue?: HourValueResolvers<ContextType>;
  ISO8601DateTime?: GraphQLScalarType;
  IntegrationValue?: IntegrationValueResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemIdValue?: ItemIdValueResolvers<ContextType>;
  ItemsResponse?: ItemsResponseResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LastUpdatedValue?: LastUpdatedValueResolvers<ContextType>;
  Like?: LikeResolvers<ContextType>;
  LinkValue?: LinkValueResolvers<ContextType>;
  LocationValue?: LocationValueResolvers<ContextType>;
  LongTextValue?: LongTextValueResolvers<ContextType>;
  MirrorValue?: MirrorValueResolvers<ContextType>;
  MirroredItem?: MirroredItemResolvers<ContextType>;
  MirroredValue?: MirroredValueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationV2?: NotificationV2Resolvers<ContextType>;
  NumbersValue?: NumbersValueResolvers<ContextType>;
  PeopleEntity?: PeopleEntityResolvers<ContextType>;
  PeopleValue?: PeopleValueResolvers<ContextType>;
  PersonValue?: PersonValueResolvers<ContextType>;
  PhoneValue?: PhoneValueResolvers<ContextType>;
  ProgressValue?: ProgressValueResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingValue?: RatingValueResolvers<ContextType>;
  Reply?: ReplyResolvers<ContextType>;
  StatusLabelStyle?: StatusLabelStyleResolvers<ContextType>;
  StatusValue?: StatusValueResolvers<ContextType>;
  SubtasksValue?: SubtasksValueResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagsValue?: TagsValueResolvers<ContextType>;
  TeamValue?: TeamValueResolvers<ContextType>;
  TextValue?: TextValueResolvers<ContextType>;
  TimeTrackingHistoryItem?: TimeTrackingHistoryItemResolvers<ContextType>;
  TimeTrackingValue?: TimeTrackingValueResolvers<ContextType>;
  TimelineValue?: TimelineValueResolvers<ContextType>;
  UnsupportedValue?: UnsupportedValueResolvers<ContextType>;
  Update?: UpdateResolvers<ContextType>;
  UpdatePin?: UpdatePinResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VoteValue?: VoteValueResolvers<ContextType>;
  Watcher?: WatcherResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WeekValue?: WeekValueResolvers<ContextType>;
  WorldClockValue?: WorldClockValueResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ItemsContext> = {
  longText?: LongTextDirectiveResolver<any, any, ContextType>;
  readsItems?: ReadsItemsDirectiveResolver<any, any, ContextType>;
  since?: SinceDirectiveResolver<any, any, ContextType>;
  until?: UntilDirectiveResolver<any, any, ContextType>;
};
