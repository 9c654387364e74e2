import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BoardRecord } from '../data/boards';
import type { GroupView, WorkspaceView } from '../models';
import type { UserRecord, AccountRecord, TeamRecord, FolderRecord, TagRecord } from '@workapi/accounts';
import type { FavoriteRecord } from '../data/favorites';
import type { AuditEntry } from '@workapi/audit';
import type { DocRecord, BlockRecord } from '../data/docs';
import type { BoardsContext } from '../context';
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
  Date: { input: string; output: string; }
  ISO8601DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** The account: its plan, products and settings. */
export type Account = {
  __typename?: 'Account';
  /** Users that are active and have joined. */
  active_members_count?: Maybe<Scalars['Int']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  first_day_of_the_week: FirstDayOfTheWeek;
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  plan?: Maybe<Plan>;
  products?: Maybe<Array<Maybe<AccountProduct>>>;
  show_timeline_weekends: Scalars['Boolean']['output'];
  sign_up_product_kind?: Maybe<Scalars['String']['output']>;
  /** The account's name as it appears in links. */
  slug: Scalars['String']['output'];
  /** The account's tier: free, standard, pro or enterprise. */
  tier?: Maybe<Scalars['String']['output']>;
};

/** A product of the account; this server has one, work management (kind core). */
export type AccountProduct = {
  __typename?: 'AccountProduct';
  /** The product's main workspace: null, as monday.com answers for the main workspace. */
  default_workspace_id?: Maybe<Scalars['ID']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  kind?: Maybe<Scalars['String']['output']>;
};

/** Why a user was not activated. */
export type ActivateUsersError = {
  __typename?: 'ActivateUsersError';
  code?: Maybe<ActivateUsersErrorCode>;
  message?: Maybe<Scalars['String']['output']>;
  user_id?: Maybe<Scalars['ID']['output']>;
};

export type ActivateUsersErrorCode =
  | 'CANNOT_UPDATE_SELF'
  | 'EXCEEDS_BATCH_LIMIT'
  | 'FAILED'
  | 'INVALID_INPUT'
  | 'USER_NOT_FOUND';

export type ActivateUsersResult = {
  __typename?: 'ActivateUsersResult';
  activated_users?: Maybe<Array<User>>;
  errors?: Maybe<Array<ActivateUsersError>>;
};

/** A feature of an app (a board view, an integration, ...). */
export type AppFeatureType = {
  __typename?: 'AppFeatureType';
  app_id?: Maybe<Scalars['ID']['output']>;
  created_at?: Maybe<Scalars['Date']['output']>;
  data?: Maybe<Scalars['JSON']['output']>;
  deployment?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['Date']['output']>;
};

/** Who may install an app. */
export type AppKind =
  | 'PRIVATE'
  | 'PUBLIC';

/** Whether an app is live. */
export type AppStatus =
  | 'DRAFT'
  | 'LIVE';

/** An app of monday.com's apps framework, as its API describes one. No app is made or installed here. */
export type AppType = {
  __typename?: 'AppType';
  account_id?: Maybe<Scalars['ID']['output']>;
  api_app_id?: Maybe<Scalars['ID']['output']>;
  client_id?: Maybe<Scalars['String']['output']>;
  collaborators?: Maybe<Array<User>>;
  created_at?: Maybe<Scalars['Date']['output']>;
  created_by?: Maybe<Scalars['ID']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  features?: Maybe<Array<AppFeatureType>>;
  id: Scalars['ID']['output'];
  kind?: Maybe<AppKind>;
  name?: Maybe<Scalars['String']['output']>;
  permissions?: Maybe<Array<Scalars['String']['output']>>;
  photo_url?: Maybe<Scalars['String']['output']>;
  photo_url_small?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  status?: Maybe<AppStatus>;
  updated_at?: Maybe<Scalars['Date']['output']>;
  version_type?: Maybe<Scalars['String']['output']>;
  webhook_url?: Maybe<Scalars['String']['output']>;
};


/** An app of monday.com's apps framework, as its API describes one. No app is made or installed here. */
export type AppTypeFeaturesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  live_version_only?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** Why a user was not made an owner. */
export type AssignTeamOwnersError = {
  __typename?: 'AssignTeamOwnersError';
  code?: Maybe<AssignTeamOwnersErrorCode>;
  message?: Maybe<Scalars['String']['output']>;
  user_id?: Maybe<Scalars['ID']['output']>;
};

export type AssignTeamOwnersErrorCode =
  | 'CANNOT_UPDATE_SELF'
  | 'EXCEEDS_BATCH_LIMIT'
  | 'FAILED'
  | 'INVALID_INPUT'
  | 'USER_NOT_FOUND'
  | 'USER_NOT_MEMBER_OF_TEAM'
  | 'VIEWERS_OR_GUESTS';

export type AssignTeamOwnersResult = {
  __typename?: 'AssignTeamOwnersResult';
  errors?: Maybe<Array<AssignTeamOwnersError>>;
  team?: Maybe<Team>;
};

/** One security event. Nothing secret is in it: a token is named by its public id. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  account_id?: Maybe<Scalars['String']['output']>;
  /** What it was done to, by id (users, a token's public id, a webhook and its board). */
  activity_metadata?: Maybe<Scalars['JSON']['output']>;
  /** The client program its User-Agent names (a browser's name, as ua-parser-js reads it); null when it names none. */
  client_name?: Maybe<Scalars['String']['output']>;
  client_version?: Maybe<Scalars['String']['output']>;
  /** The device its User-Agent names (vendor and model); null when it names none. */
  device_name?: Maybe<Scalars['String']['output']>;
  /** mobile, tablet, console, smarttv, wearable or embedded as the User-Agent says; desktop for any other it reads. */
  device_type?: Maybe<Scalars['String']['output']>;
  event?: Maybe<Scalars['String']['output']>;
  /** The client's address, as the gateway saw it; null for the operator. */
  ip_address?: Maybe<Scalars['String']['output']>;
  /** The operating system its User-Agent names; null when it names none. */
  os_name?: Maybe<Scalars['String']['output']>;
  os_version?: Maybe<Scalars['String']['output']>;
  /** The account's slug, as Account.slug answers it; null for what names no account. */
  slug?: Maybe<Scalars['String']['output']>;
  /** When it happened: ISO 8601, UTC. */
  timestamp?: Maybe<Scalars['String']['output']>;
  /** Who did it; null for the server's operator (the admin CLI). */
  user?: Maybe<User>;
  /** The client's User-Agent, as the gateway received it; null when it sent none, and for the operator. */
  user_agent?: Maybe<Scalars['String']['output']>;
};

/** A page of the account's audit log (Query.audit_logs). */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** The page's entries, newest first. */
  logs?: Maybe<Array<AuditLogEntry>>;
  pagination?: Maybe<Pagination>;
};

export type BaseRoleName =
  | 'ADMIN'
  | 'GUEST'
  | 'MEMBER'
  | 'VIEW_ONLY';

export type Board = {
  __typename?: 'Board';
  /** What the caller may do with it: edit or view. */
  access_level: BoardAccessLevel;
  /** The folder the board is in, if any. */
  board_folder_id?: Maybe<Scalars['ID']['output']>;
  board_kind: BoardKind;
  /**
   * The namespace of the columns of a board made from an object schema. Boards here are classic
   * boards, made without one: always null.
   */
  columns_namespace?: Maybe<Scalars['String']['output']>;
  /** The meeting the board belongs to, for boards of monday.com's meeting notes: none here, so always null. */
  communication?: Maybe<Scalars['JSON']['output']>;
  /** When the board was made. */
  created_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  creator: User;
  description?: Maybe<Scalars['String']['output']>;
  groups?: Maybe<Array<Maybe<Group>>>;
  /** Every board here is classic: items with subitems, not multi-level items. */
  hierarchy_type?: Maybe<BoardHierarchy>;
  id: Scalars['ID']['output'];
  /**
   * What the board calls its items: create_board's item_nickname (its singular, else its preset), else
   * item.
   */
  item_terminology?: Maybe<Scalars['String']['output']>;
  /** How many items the board may hold; null: no limit on this server. */
  items_limit?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /**
   * The unique key of the object type of a board made from an object schema. Boards here are classic
   * boards, made without one: always null.
   */
  object_type_unique_key?: Maybe<Scalars['String']['output']>;
  /**
   * Who made the board, as monday.com's owner answered it before it was deprecated.
   * @deprecated It answers the board's creator: ask creator, or owners for its owners
   */
  owner: User;
  /** Its owners, by name (teams that own it are team_owners). */
  owners: Array<Maybe<User>>;
  /** Who may change it besides its owners: everyone, collaborators (subscribers, content only), assignee or owners. */
  permissions: Scalars['String']['output'];
  state: State;
  /** Its subscribers, owners among them (teams that subscribe are team_subscribers). */
  subscribers: Array<Maybe<User>>;
  /** A private or shareable board's own tags (made with its board_id); none for a public board. */
  tags?: Maybe<Array<Maybe<Tag>>>;
  team_owners?: Maybe<Array<Team>>;
  team_subscribers?: Maybe<Array<Team>>;
  /** The first of the board's visible groups, where new items go by default. */
  top_group: Group;
  /** What the board is: a plain board, or the board holding another board's subitems. */
  type?: Maybe<BoardObjectType>;
  updated_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** The board's link: <public URL>/boards/<id>. */
  url: Scalars['String']['output'];
  /**
   * The board's views (tables, kanbans, ...), as monday.com's apps make them. No view is made through
   * the API, so a board has none here.
   */
  views?: Maybe<Array<Maybe<BoardView>>>;
  /** The board's workspace; null for the main workspace. */
  workspace?: Maybe<Workspace>;
  /** The board's workspace's id; null for the main workspace. */
  workspace_id?: Maybe<Scalars['ID']['output']>;
};


export type BoardGroupsArgs = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type BoardTeam_OwnersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type BoardTeam_SubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type BoardViewsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type BoardAccessLevel =
  | 'edit'
  | 'view';

export type BoardAttributes =
  | 'communication'
  | 'description'
  | 'name';

/** What the board's members who do not own it may change. */
export type BoardBasicRoleName =
  /** Content only, and only on items assigned to them: not offered here. */
  | 'assigned_contributor'
  /** Content (items), not the structure (columns, groups). */
  | 'contributor'
  /** Content and structure. */
  | 'editor'
  /** Nothing: they read it. */
  | 'viewer';

/** What duplicate_board made: the new board, and whether its items are still being copied. */
export type BoardDuplication = {
  __typename?: 'BoardDuplication';
  board: Board;
  is_async: Scalars['Boolean']['output'];
};

export type BoardEditPermissions =
  | 'assignee'
  | 'collaborators'
  | 'everyone'
  | 'owners';

/** How a board's items nest. */
export type BoardHierarchy =
  /** Items and their subitems. */
  | 'classic'
  /** Items nested in items, several levels deep. */
  | 'multi_level';

export type BoardKind =
  | 'private'
  | 'public'
  | 'share';

/**
 * What a board is. A board's subitems live on a board of their own (sub_items_board), made on its
 * first subitem.
 */
export type BoardObjectType =
  | 'board'
  | 'custom_object'
  | 'document'
  | 'sub_items_board';

export type BoardSubscriberKind =
  | 'owner'
  | 'subscriber';

/** A view of a board in monday.com's apps. */
export type BoardView = {
  __typename?: 'BoardView';
  access_level: BoardViewAccessLevel;
  filter?: Maybe<Scalars['JSON']['output']>;
  filter_team_id?: Maybe<Scalars['Int']['output']>;
  filter_user_id?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  settings?: Maybe<Scalars['JSON']['output']>;
  settings_str: Scalars['String']['output'];
  sort?: Maybe<Scalars['JSON']['output']>;
  source_view_id?: Maybe<Scalars['ID']['output']>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  type?: Maybe<Scalars['String']['output']>;
  view_specific_data_str: Scalars['String']['output'];
};

/** Whether the caller may change a view or only see it. */
export type BoardViewAccessLevel =
  | 'edit'
  | 'view';

export type BoardsOrderBy =
  /** The newest first. */
  | 'created_at'
  /** Answered as created_at: when a user last used a board is not recorded here. */
  | 'used_at';

export type ChangeTeamMembershipsResult = {
  __typename?: 'ChangeTeamMembershipsResult';
  failed_users?: Maybe<Array<User>>;
  successful_users?: Maybe<Array<User>>;
};

/**
 * The price of the operation, charged when it was admitted (the estimate), and the account's budget
 * around it. The response's extensions.complexity reports the final cost: the estimate less the
 * refund, plus the items that first pages of items_page read.
 */
export type Complexity = {
  __typename?: 'Complexity';
  /** Budget left after charging this operation. */
  after: Scalars['Int']['output'];
  /** Budget left before this operation. */
  before: Scalars['Int']['output'];
  /** What this operation was charged. */
  query: Scalars['Int']['output'];
  /** Seconds until the budget window resets. */
  reset_in_x_seconds: Scalars['Int']['output'];
};

/** A doc in an item's doc column (which must be empty). */
export type CreateDocBoardInput = {
  column_id: Scalars['String']['input'];
  item_id: Scalars['ID']['input'];
};

/** Where create_doc puts a doc: give exactly one. */
export type CreateDocInput = {
  board?: InputMaybe<CreateDocBoardInput>;
  workspace?: InputMaybe<CreateDocWorkspaceInput>;
};

/** A doc in a workspace's left pane. */
export type CreateDocWorkspaceInput = {
  /** A folder of that workspace. */
  folder_id?: InputMaybe<Scalars['ID']['input']>;
  /** public by default. */
  kind?: InputMaybe<BoardKind>;
  name: Scalars['String']['input'];
  workspace_id: Scalars['ID']['input'];
};

export type CreateFavoriteInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  newPosition?: InputMaybe<ObjectDynamicPositionInput>;
  object: HierarchyObjectIdInputType;
};

export type CreateFavoriteResultType = {
  __typename?: 'CreateFavoriteResultType';
  favorite?: Maybe<GraphqlHierarchyObjectItem>;
  /** The folder, when the favorite is one. */
  folder?: Maybe<GraphqlFolder>;
};

export type CreateTeamAttributesInput = {
  /** A team of guests: only guests can be its members. */
  is_guest_team?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  parent_team_id?: InputMaybe<Scalars['ID']['input']>;
  /** The team's members: not empty unless options.allow_empty_team. */
  subscriber_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CreateTeamOptionsInput = {
  allow_empty_team?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomFieldMetas = {
  __typename?: 'CustomFieldMetas';
  description?: Maybe<Scalars['String']['output']>;
  editable?: Maybe<Scalars['Boolean']['output']>;
  field_type?: Maybe<Scalars['String']['output']>;
  flagged?: Maybe<Scalars['Boolean']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CustomFieldValue = {
  __typename?: 'CustomFieldValue';
  custom_field_meta_id?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

/** The requests the account made, by day (UTC), kept a week. */
export type DailyAnalytics = {
  __typename?: 'DailyAnalytics';
  /**
   * Today's requests by the app that sent them. Every request here is sent with a user's own token,
   * never by an app (monday.com's apps marketplace is not part of this server): always empty.
   */
  by_app?: Maybe<Array<PlatformApiDailyAnalyticsByApp>>;
  /** The last seven days, today first; days without a request are left out. */
  by_day?: Maybe<Array<PlatformApiDailyAnalyticsByDay>>;
  /** Today's requests (UTC) by the user who sent them, the busiest first; users without one are left out. */
  by_user?: Maybe<Array<PlatformApiDailyAnalyticsByUser>>;
  /** When these numbers were read: they count every request admitted until then. */
  last_updated?: Maybe<Scalars['ISO8601DateTime']['output']>;
};

/**
 * Requests a day: the account's tier allows its requests per minute, every minute of the day. No
 * extra is bought here, so total is base.
 */
export type DailyLimit = {
  __typename?: 'DailyLimit';
  base?: Maybe<Scalars['Int']['output']>;
  total?: Maybe<Scalars['Int']['output']>;
};

/** Why a user was not deactivated. */
export type DeactivateUsersError = {
  __typename?: 'DeactivateUsersError';
  code?: Maybe<DeactivateUsersErrorCode>;
  message?: Maybe<Scalars['String']['output']>;
  user_id?: Maybe<Scalars['ID']['output']>;
};

export type DeactivateUsersErrorCode =
  | 'CANNOT_UPDATE_SELF'
  | 'EXCEEDS_BATCH_LIMIT'
  | 'FAILED'
  | 'INVALID_INPUT'
  | 'USER_NOT_FOUND';

export type DeactivateUsersResult = {
  __typename?: 'DeactivateUsersResult';
  deactivated_users?: Maybe<Array<User>>;
  errors?: Maybe<Array<DeactivateUsersError>>;
};

export type DeleteFavoriteInput = {
  object: HierarchyObjectIdInputType;
};

export type DeleteFavoriteInputResultType = {
  __typename?: 'DeleteFavoriteInputResultType';
  /** Whether the object was among the favorites. */
  success?: Maybe<Scalars['Boolean']['output']>;
};

export type DocBlockContentType =
  | 'bulleted_list'
  | 'check_list'
  | 'code'
  | 'divider'
  | 'image'
  | 'large_title'
  | 'layout'
  | 'medium_title'
  | 'normal_text'
  | 'notice_box'
  | 'numbered_list'
  | 'page_break'
  | 'quote'
  | 'small_title'
  | 'table'
  | 'video';

/** What add_content_to_doc_from_markdown made. */
export type DocBlocksFromMarkdownResult = {
  __typename?: 'DocBlocksFromMarkdownResult';
  block_ids?: Maybe<Array<Scalars['String']['output']>>;
  /** Why nothing was made, when success is false. */
  error?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type DocsOrderBy =
  | 'created_at'
  | 'used_at';

/** A monday doc: a document of blocks in a workspace, or in an item's doc column. */
export type Document = {
  __typename?: 'Document';
  /** The doc's blocks in reading order (a block, then the blocks inside it). */
  blocks?: Maybe<Array<Maybe<DocumentBlock>>>;
  created_at?: Maybe<Scalars['Date']['output']>;
  created_by?: Maybe<User>;
  /** The folder it is in (null: none). */
  doc_folder_id?: Maybe<Scalars['ID']['output']>;
  doc_kind: BoardKind;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The id in the doc's URL and in doc column values. */
  object_id: Scalars['ID']['output'];
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Doc settings are not kept here: null. */
  settings?: Maybe<Scalars['JSON']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  /** Its workspace (null: the main workspace). */
  workspace?: Maybe<Workspace>;
  workspace_id?: Maybe<Scalars['ID']['output']>;
};


/** A monday doc: a document of blocks in a workspace, or in an item's doc column. */
export type DocumentBlocksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** One block of a doc. */
export type DocumentBlock = {
  __typename?: 'DocumentBlock';
  /** The block's content, as JSON text. */
  content?: Maybe<Scalars['JSON']['output']>;
  created_at?: Maybe<Scalars['Date']['output']>;
  created_by?: Maybe<User>;
  doc_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['String']['output'];
  parent_block_id?: Maybe<Scalars['String']['output']>;
  /** Its place among its siblings: larger comes later. */
  position?: Maybe<Scalars['Float']['output']>;
  /** The block's type, in words: normal text, large title, bulleted list, ... */
  type?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['Date']['output']>;
};

/** A deleted block. */
export type DocumentBlockIdOnly = {
  __typename?: 'DocumentBlockIdOnly';
  id: Scalars['String']['output'];
};

/** What duplicate_board copies: the structure (groups and columns), with the items, or with the items and their updates. */
export type DuplicateBoardType =
  | 'duplicate_board_with_pulses'
  | 'duplicate_board_with_pulses_and_updates'
  | 'duplicate_board_with_structure';

export type DuplicateType =
  | 'duplicate_doc_with_content'
  | 'duplicate_doc_with_content_and_updates';

/** Where something is placed: before or after another board, folder or overview. */
export type DynamicPosition = {
  is_after?: InputMaybe<Scalars['Boolean']['input']>;
  object_id: Scalars['String']['input'];
  object_type: ObjectType;
};

export type FirstDayOfTheWeek =
  | 'monday'
  | 'sunday';

/** A folder of boards in a workspace, maybe inside another folder. */
export type Folder = {
  __typename?: 'Folder';
  /** The boards in the folder (not those of its sub-folders). */
  children: Array<Maybe<Board>>;
  color?: Maybe<FolderColor>;
  created_at: Scalars['Date']['output'];
  custom_icon?: Maybe<FolderCustomIcon>;
  font_weight?: Maybe<FolderFontWeight>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Who made the folder. */
  owner_id?: Maybe<Scalars['ID']['output']>;
  parent?: Maybe<Folder>;
  sub_folders: Array<Maybe<Folder>>;
  /** The folder's workspace; its id is null for the main workspace. */
  workspace: Workspace;
};

export type FolderColor =
  | 'AQUAMARINE'
  | 'BRIGHT_BLUE'
  | 'BRIGHT_GREEN'
  | 'CHILI_BLUE'
  | 'DARK_ORANGE'
  | 'DARK_PURPLE'
  | 'DARK_RED'
  | 'DONE_GREEN'
  | 'INDIGO'
  | 'LIPSTICK'
  | 'NULL'
  | 'PURPLE'
  | 'SOFIA_PINK'
  | 'STUCK_RED'
  | 'SUNSET'
  | 'WORKING_ORANGE';

export type FolderCustomIcon =
  | 'FOLDER'
  | 'MOREBELOW'
  | 'MOREBELOWFILLED'
  | 'NULL'
  | 'WORK';

export type FolderFontWeight =
  | 'FONT_WEIGHT_BOLD'
  | 'FONT_WEIGHT_LIGHT'
  | 'FONT_WEIGHT_NORMAL'
  | 'FONT_WEIGHT_VERY_LIGHT'
  | 'NULL';

/** A folder as a favorite tells of it. */
export type GraphqlFolder = {
  __typename?: 'GraphqlFolder';
  accountId?: Maybe<Scalars['ID']['output']>;
  createdAt?: Maybe<Scalars['Date']['output']>;
  createdBy?: Maybe<Scalars['ID']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['Date']['output']>;
};

/** An object of the caller's favorites, at its place in the list. */
export type GraphqlHierarchyObjectItem = {
  __typename?: 'GraphqlHierarchyObjectItem';
  accountId?: Maybe<Scalars['ID']['output']>;
  createdAt?: Maybe<Scalars['Date']['output']>;
  /** Favorites are not grouped in folders here: null. */
  folderId?: Maybe<Scalars['ID']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  object?: Maybe<HierarchyObjectId>;
  position?: Maybe<Scalars['Float']['output']>;
  updatedAt?: Maybe<Scalars['Date']['output']>;
};

/** What can be a favorite; this server has no dashboards. */
export type GraphqlMondayObject =
  | 'Board'
  | 'Dashboard'
  | 'Folder';

export type Group = {
  __typename?: 'Group';
  archived?: Maybe<Scalars['Boolean']['output']>;
  /** The board the group belongs to; part of the entity key, not of the public API. */
  board_id: Scalars['ID']['output'];
  color: Scalars['String']['output'];
  deleted?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type GroupAttributes =
  | 'color'
  | 'position'
  | 'relative_position_after'
  | 'relative_position_before'
  | 'title';

export type HierarchyObjectId = {
  __typename?: 'HierarchyObjectID';
  id?: Maybe<Scalars['ID']['output']>;
  type?: Maybe<GraphqlMondayObject>;
};

export type HierarchyObjectIdInputType = {
  id: Scalars['ID']['input'];
  type: GraphqlMondayObject;
};

/** Why an email was not invited. */
export type InviteUsersError = {
  __typename?: 'InviteUsersError';
  code?: Maybe<InviteUsersErrorCode>;
  email?: Maybe<Scalars['ID']['output']>;
  message?: Maybe<Scalars['String']['output']>;
};

export type InviteUsersErrorCode =
  | 'ERROR';

export type InviteUsersResult = {
  __typename?: 'InviteUsersResult';
  errors?: Maybe<Array<InviteUsersError>>;
  invited_users?: Maybe<Array<User>>;
};

/**
 * An item, for its description: a doc of blocks that monday.com makes in its item card. Nothing in
 * the API makes one, so every item here has none (its other fields are the items subgraph's).
 */
export type Item = {
  __typename?: 'Item';
  /** The item's description doc; null: the item has none. */
  description?: Maybe<ItemDescription>;
  id: Scalars['ID']['output'];
};

/** An item's description: a doc of blocks. */
export type ItemDescription = {
  __typename?: 'ItemDescription';
  blocks?: Maybe<Array<Maybe<DocumentBlock>>>;
  id?: Maybe<Scalars['ID']['output']>;
};


/** An item's description: a doc of blocks. */
export type ItemDescriptionBlocksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** What a board calls its items, as create_board's item_nickname sets it. */
export type ItemNicknameInput = {
  /** Plural, as "Tasks". */
  plural?: InputMaybe<Scalars['String']['input']>;
  /** Which of monday.com's presets it follows, or custom. */
  preset_type?: InputMaybe<Scalars['String']['input']>;
  /** Singular, as "Task". */
  singular?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Gives deactivated users of the account their access back (admins only; never the caller). */
  activate_users?: Maybe<ActivateUsersResult>;
  /** Markdown turned into blocks (docs/monday-docs.md), after the block given or at the end of the doc. */
  add_content_to_doc_from_markdown?: Maybe<DocBlocksFromMarkdownResult>;
  /** @deprecated use add_users_to_board instead */
  add_subscribers_to_board?: Maybe<Array<Maybe<User>>>;
  /** Subscribes teams to a board, as owners with kind owner: their members follow. */
  add_teams_to_board?: Maybe<Array<Maybe<Team>>>;
  /** Adds teams of the account to a workspace as subscribers or owners; answers those added. */
  add_teams_to_workspace?: Maybe<Array<Maybe<Team>>>;
  /** Subscribes users to a board, as owners with kind owner (board owners and admins). */
  add_users_to_board?: Maybe<Array<Maybe<User>>>;
  /** Adds users to a team (admins and the team's owners); users that cannot join come back as failed_users. */
  add_users_to_team?: Maybe<ChangeTeamMembershipsResult>;
  /** Adds users of the account to a workspace as subscribers or owners; answers those added. */
  add_users_to_workspace?: Maybe<Array<Maybe<User>>>;
  archive_board?: Maybe<Board>;
  /** Archives a group and its items; a board's last group cannot be archived. */
  archive_group?: Maybe<Group>;
  /** Makes members of a team its owners (admins and the team's owners; at most 200). */
  assign_team_owners?: Maybe<AssignTeamOwnersResult>;
  /** What this mutation costs and what is left of the account's per-minute complexity budget. */
  complexity?: Maybe<Complexity>;
  /** Creates a board with the default groups (and, through the columns subgraph, the default columns). */
  create_board?: Maybe<Board>;
  /**
   * A new doc: in a workspace's left pane (maybe in a folder), or in an item's doc column (the column
   * then holds it). Give exactly one location.
   */
  create_doc?: Maybe<Document>;
  /** A new block of a doc, after the block given or first, at the top or inside a parent block. */
  create_doc_block?: Maybe<DocumentBlock>;
  /** Adds a board or folder the caller sees to its favorites (once), between two of them or at the end. */
  create_favorite?: Maybe<CreateFavoriteResultType>;
  /** A new folder, in a workspace (none: the main one) or inside another folder, in that folder's workspace. */
  create_folder?: Maybe<Folder>;
  /** Adds a group, on top of the board unless placed relative to another group. */
  create_group?: Maybe<Group>;
  /**
   * The tag of this name (matched ignoring case), made if there is none: a public tag, or with the
   * board_id of a private or shareable board, that board's own. The caller must see the board and
   * may change its items; viewers make no tags.
   */
  create_or_get_tag?: Maybe<Tag>;
  /** A new team of the account's users; admins and members may make one. */
  create_team?: Maybe<Team>;
  /** A new workspace; admins and members make them, and the maker is its first owner. */
  create_workspace?: Maybe<Workspace>;
  /** Takes users' access away: their API tokens are refused within seconds (admins only; never the caller). */
  deactivate_users?: Maybe<DeactivateUsersResult>;
  /** Deletes a board and, with it, its items. */
  delete_board?: Maybe<Board>;
  /** Deletes a doc with its blocks; a doc column that held it is cleared. Answers { success, id }. */
  delete_doc?: Maybe<Scalars['JSON']['output']>;
  /** Deletes a block with the blocks inside it. */
  delete_doc_block?: Maybe<DocumentBlockIdOnly>;
  /** Takes a board or folder off the caller's favorites. */
  delete_favorite?: Maybe<DeleteFavoriteInputResultType>;
  /** Deletes a folder with its sub-folders and the boards in them, and their items. */
  delete_folder?: Maybe<Folder>;
  /** Deletes a group and its items; a board's last group cannot be deleted. */
  delete_group?: Maybe<Group>;
  /** Unsubscribes users from a board, ownership included; a board keeps at least one owner. */
  delete_subscribers_from_board?: Maybe<Array<Maybe<User>>>;
  /** Deletes a team (admins and the team's owners); what it was added to loses its members' access through it. */
  delete_team?: Maybe<Team>;
  delete_teams_from_board?: Maybe<Array<Maybe<Team>>>;
  /** Removes teams from a workspace; answers those removed. */
  delete_teams_from_workspace?: Maybe<Array<Maybe<Team>>>;
  /** Removes users from a workspace, as owners and subscribers; answers those removed. */
  delete_users_from_workspace?: Maybe<Array<Maybe<User>>>;
  /** Deletes a workspace with its folders and boards, and their items (admins and the workspace's owners). */
  delete_workspace?: Maybe<Workspace>;
  /**
   * Copies a board: its groups and columns (with their settings, its subitems' columns too), with
   * pulses its items and their subitems with their values, and with pulses and updates their updates
   * and replies too. The copy is named "Duplicate of <name>" unless board_name says otherwise, and goes to
   * the source board's workspace and folder unless told; the caller owns it, and with
   * keep_subscribers the source's subscribers subscribe to it. is_async says its items are still being
   * copied in the background. At most 40 a minute per account (RATE_LIMIT_EXCEEDED).
   */
  duplicate_board?: Maybe<BoardDuplication>;
  /**
   * A copy of a doc with its blocks, in the same workspace and folder, made by the caller. Updates are
   * not kept on docs here, so both kinds copy the content. Answers { success, id, object_id }.
   */
  duplicate_doc?: Maybe<Scalars['JSON']['output']>;
  /** Copies a group with its items. */
  duplicate_group?: Maybe<Group>;
  /** Invites people by email as pending users of a role (member by default); admins only. */
  invite_users?: Maybe<InviteUsersResult>;
  /** Makes owners of a team plain members again (admins and the team's owners; at most 200). */
  remove_team_owners?: Maybe<RemoveTeamOwnersResult>;
  /** Removes users from a team, and with it their ownership of it. */
  remove_users_from_team?: Maybe<ChangeTeamMembershipsResult>;
  /** Sets what the board's members who do not own it may change (board owners and admins). */
  set_board_permission?: Maybe<SetBoardPermissionResponse>;
  /** Changes a board's name or description; answers monday.com's JSON result. */
  update_board?: Maybe<Scalars['JSON']['output']>;
  /** Replaces a block's content (a table keeps its size). */
  update_doc_block?: Maybe<DocumentBlock>;
  /** Renames a doc. Answers { success, id, name }. */
  update_doc_name?: Maybe<Scalars['JSON']['output']>;
  /**
   * Changes a folder's name and looks, or moves it under another folder or to another workspace, its
   * sub-folders and boards with it. A folder cannot go under itself or a folder inside it.
   */
  update_folder?: Maybe<Folder>;
  update_group?: Maybe<Group>;
  /** Changes users' details: admins change anyone's, other users only their own. */
  update_multiple_users?: Maybe<UpdateUserAttributesResult>;
  /** Gives users a base role (admins only; never the caller). Custom roles (role_id) are not kept here. */
  update_users_role?: Maybe<UpdateUsersRoleResult>;
  /** Changes a workspace's name, description or kind (admins and the workspace's owners). */
  update_workspace?: Maybe<Workspace>;
  /**
   * Makes a board from a template: a board in a workspace of kind template, copied with its groups,
   * columns, items and subitems as duplicate_board_with_pulses copies them, named destination_name
   * (the template's name by default), of board_kind (the template's), in destination_workspace_id
   * (the main workspace by default) and destination_folder_id, with the owners and subscribers given.
   * Answers at once; a large template is finished in the background. A template here is one board,
   * so destination_folder_name and skip_target_folder_creation (for templates of several boards) and
   * solution_extra_options change nothing; callback_url_on_complete is not supported.
   */
  use_template?: Maybe<Template>;
};


export type MutationActivate_UsersArgs = {
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationAdd_Content_To_Doc_From_MarkdownArgs = {
  afterBlockId?: InputMaybe<Scalars['String']['input']>;
  docId: Scalars['ID']['input'];
  markdown: Scalars['String']['input'];
};


export type MutationAdd_Subscribers_To_BoardArgs = {
  board_id: Scalars['ID']['input'];
  kind?: InputMaybe<BoardSubscriberKind>;
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationAdd_Teams_To_BoardArgs = {
  board_id: Scalars['ID']['input'];
  kind?: InputMaybe<BoardSubscriberKind>;
  team_ids: Array<Scalars['ID']['input']>;
};


export type MutationAdd_Teams_To_WorkspaceArgs = {
  kind?: InputMaybe<WorkspaceSubscriberKind>;
  team_ids: Array<Scalars['ID']['input']>;
  workspace_id: Scalars['ID']['input'];
};


export type MutationAdd_Users_To_BoardArgs = {
  board_id: Scalars['ID']['input'];
  kind?: InputMaybe<BoardSubscriberKind>;
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationAdd_Users_To_TeamArgs = {
  team_id: Scalars['ID']['input'];
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationAdd_Users_To_WorkspaceArgs = {
  kind?: InputMaybe<WorkspaceSubscriberKind>;
  user_ids: Array<Scalars['ID']['input']>;
  workspace_id: Scalars['ID']['input'];
};


export type MutationArchive_BoardArgs = {
  board_id: Scalars['ID']['input'];
};


export type MutationArchive_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_id: Scalars['String']['input'];
};


export type MutationAssign_Team_OwnersArgs = {
  team_id: Scalars['ID']['input'];
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationCreate_BoardArgs = {
  board_kind: BoardKind;
  board_name: Scalars['String']['input'];
  board_owner_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  board_owner_team_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  board_subscriber_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  board_subscriber_teams_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  empty?: InputMaybe<Scalars['Boolean']['input']>;
  folder_id?: InputMaybe<Scalars['ID']['input']>;
  item_nickname?: InputMaybe<ItemNicknameInput>;
  template_id?: InputMaybe<Scalars['ID']['input']>;
  workspace_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreate_DocArgs = {
  location: CreateDocInput;
};


export type MutationCreate_Doc_BlockArgs = {
  after_block_id?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['JSON']['input'];
  doc_id: Scalars['ID']['input'];
  parent_block_id?: InputMaybe<Scalars['String']['input']>;
  type: DocBlockContentType;
};


export type MutationCreate_FavoriteArgs = {
  input: CreateFavoriteInput;
};


export type MutationCreate_FolderArgs = {
  color?: InputMaybe<FolderColor>;
  custom_icon?: InputMaybe<FolderCustomIcon>;
  font_weight?: InputMaybe<FolderFontWeight>;
  name: Scalars['String']['input'];
  parent_folder_id?: InputMaybe<Scalars['ID']['input']>;
  workspace_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreate_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_color?: InputMaybe<Scalars['String']['input']>;
  group_name: Scalars['String']['input'];
  position?: InputMaybe<Scalars['String']['input']>;
  position_relative_method?: InputMaybe<PositionRelative>;
  relative_to?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreate_Or_Get_TagArgs = {
  board_id?: InputMaybe<Scalars['ID']['input']>;
  tag_name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreate_TeamArgs = {
  input: CreateTeamAttributesInput;
  options?: InputMaybe<CreateTeamOptionsInput>;
};


export type MutationCreate_WorkspaceArgs = {
  account_product_id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  kind: WorkspaceKind;
  name: Scalars['String']['input'];
};


export type MutationDeactivate_UsersArgs = {
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationDelete_BoardArgs = {
  board_id: Scalars['ID']['input'];
};


export type MutationDelete_DocArgs = {
  docId: Scalars['ID']['input'];
};


export type MutationDelete_Doc_BlockArgs = {
  block_id: Scalars['String']['input'];
};


export type MutationDelete_FavoriteArgs = {
  input: DeleteFavoriteInput;
};


export type MutationDelete_FolderArgs = {
  folder_id: Scalars['ID']['input'];
};


export type MutationDelete_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_id: Scalars['String']['input'];
};


export type MutationDelete_Subscribers_From_BoardArgs = {
  board_id: Scalars['ID']['input'];
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationDelete_TeamArgs = {
  team_id: Scalars['ID']['input'];
};


export type MutationDelete_Teams_From_BoardArgs = {
  board_id: Scalars['ID']['input'];
  team_ids: Array<Scalars['ID']['input']>;
};


export type MutationDelete_Teams_From_WorkspaceArgs = {
  team_ids: Array<Scalars['ID']['input']>;
  workspace_id: Scalars['ID']['input'];
};


export type MutationDelete_Users_From_WorkspaceArgs = {
  user_ids: Array<Scalars['ID']['input']>;
  workspace_id: Scalars['ID']['input'];
};


export type MutationDelete_WorkspaceArgs = {
  workspace_id: Scalars['ID']['input'];
};


export type MutationDuplicate_BoardArgs = {
  board_id: Scalars['ID']['input'];
  board_name?: InputMaybe<Scalars['String']['input']>;
  duplicate_type: DuplicateBoardType;
  folder_id?: InputMaybe<Scalars['ID']['input']>;
  keep_subscribers?: InputMaybe<Scalars['Boolean']['input']>;
  workspace_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDuplicate_DocArgs = {
  docId: Scalars['ID']['input'];
  duplicateType?: InputMaybe<DuplicateType>;
};


export type MutationDuplicate_GroupArgs = {
  add_to_top?: InputMaybe<Scalars['Boolean']['input']>;
  board_id: Scalars['ID']['input'];
  group_id: Scalars['String']['input'];
  group_title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationInvite_UsersArgs = {
  emails: Array<Scalars['String']['input']>;
  product?: InputMaybe<Product>;
  user_role?: InputMaybe<UserRole>;
};


export type MutationRemove_Team_OwnersArgs = {
  team_id: Scalars['ID']['input'];
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationRemove_Users_From_TeamArgs = {
  team_id: Scalars['ID']['input'];
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationSet_Board_PermissionArgs = {
  basic_role_name: BoardBasicRoleName;
  board_id: Scalars['ID']['input'];
};


export type MutationUpdate_BoardArgs = {
  board_attribute: BoardAttributes;
  board_id: Scalars['ID']['input'];
  new_value: Scalars['String']['input'];
};


export type MutationUpdate_Doc_BlockArgs = {
  block_id: Scalars['String']['input'];
  content: Scalars['JSON']['input'];
};


export type MutationUpdate_Doc_NameArgs = {
  docId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationUpdate_FolderArgs = {
  account_product_id?: InputMaybe<Scalars['ID']['input']>;
  color?: InputMaybe<FolderColor>;
  custom_icon?: InputMaybe<FolderCustomIcon>;
  folder_id: Scalars['ID']['input'];
  font_weight?: InputMaybe<FolderFontWeight>;
  name?: InputMaybe<Scalars['String']['input']>;
  parent_folder_id?: InputMaybe<Scalars['ID']['input']>;
  position?: InputMaybe<DynamicPosition>;
  workspace_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdate_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_attribute: GroupAttributes;
  group_id: Scalars['String']['input'];
  new_value: Scalars['String']['input'];
};


export type MutationUpdate_Multiple_UsersArgs = {
  bypass_confirmation_for_claimed_domains?: InputMaybe<Scalars['Boolean']['input']>;
  use_async_mode?: InputMaybe<Scalars['Boolean']['input']>;
  user_updates: Array<UserUpdateInput>;
};


export type MutationUpdate_Users_RoleArgs = {
  new_role?: InputMaybe<BaseRoleName>;
  role_id?: InputMaybe<Scalars['ID']['input']>;
  user_ids: Array<Scalars['ID']['input']>;
};


export type MutationUpdate_WorkspaceArgs = {
  attributes: UpdateWorkspaceAttributesInput;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUse_TemplateArgs = {
  board_kind?: InputMaybe<BoardKind>;
  board_owner_ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  board_owner_team_ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  board_subscriber_ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  board_subscriber_teams_ids?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  callback_url_on_complete?: InputMaybe<Scalars['String']['input']>;
  destination_folder_id?: InputMaybe<Scalars['Int']['input']>;
  destination_folder_name?: InputMaybe<Scalars['String']['input']>;
  destination_name?: InputMaybe<Scalars['String']['input']>;
  destination_workspace_id?: InputMaybe<Scalars['Int']['input']>;
  skip_target_folder_creation?: InputMaybe<Scalars['Boolean']['input']>;
  solution_extra_options?: InputMaybe<Scalars['JSON']['input']>;
  template_id: Scalars['Int']['input'];
};

/** Where a new favorite goes: after prevObject, before nextObject, or at the end. */
export type ObjectDynamicPositionInput = {
  nextObject?: InputMaybe<HierarchyObjectIdInputType>;
  prevObject?: InputMaybe<HierarchyObjectIdInputType>;
};

export type ObjectType =
  | 'Board'
  | 'Folder'
  | 'Overview';

export type OutOfOffice = {
  __typename?: 'OutOfOffice';
  active?: Maybe<Scalars['Boolean']['output']>;
  disable_notifications?: Maybe<Scalars['Boolean']['output']>;
  end_date?: Maybe<Scalars['Date']['output']>;
  start_date?: Maybe<Scalars['Date']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** Where a page of a list is, and whether another follows. */
export type Pagination = {
  __typename?: 'Pagination';
  has_more_pages?: Maybe<Scalars['Boolean']['output']>;
  /** The next page's number; null on the last page. */
  next_page_number?: Maybe<Scalars['Int']['output']>;
  page?: Maybe<Scalars['Int']['output']>;
  page_size?: Maybe<Scalars['Int']['output']>;
};

/** The account's plan, from its tier. */
export type Plan = {
  __typename?: 'Plan';
  /** How many users the plan seats. */
  max_users: Scalars['Int']['output'];
  period?: Maybe<Scalars['String']['output']>;
  tier?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** The account's API use and limit. */
export type PlatformApi = {
  __typename?: 'PlatformApi';
  daily_analytics?: Maybe<DailyAnalytics>;
  daily_limit?: Maybe<DailyLimit>;
};

/** The requests of one app today. */
export type PlatformApiDailyAnalyticsByApp = {
  __typename?: 'PlatformApiDailyAnalyticsByApp';
  api_app_id: Scalars['ID']['output'];
  app?: Maybe<AppType>;
  usage: Scalars['Int']['output'];
};

/** The requests of one day. */
export type PlatformApiDailyAnalyticsByDay = {
  __typename?: 'PlatformApiDailyAnalyticsByDay';
  /** The day, YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  usage: Scalars['Int']['output'];
};

/** The requests of one user today. */
export type PlatformApiDailyAnalyticsByUser = {
  __typename?: 'PlatformApiDailyAnalyticsByUser';
  usage: Scalars['Int']['output'];
  /** Null for a user no longer of the account. */
  user?: Maybe<User>;
};

export type PositionRelative =
  | 'after_at'
  | 'before_at';

export type Product =
  | 'crm'
  | 'dev'
  | 'forms'
  | 'knowledge'
  | 'service'
  | 'whiteboard'
  | 'work_management'
  | 'workflows';

export type Query = {
  __typename?: 'Query';
  /** The account the API token belongs to. */
  account?: Maybe<Account>;
  /**
   * The account's audit log, newest first: API tokens made, rotated and revoked, users invited,
   * activated, deactivated and given roles, users' details changed, webhooks made and deleted,
   * board members and permissions changed. Admins only. Kept a year, at most 100,000 entries an
   * account.
   */
  audit_logs?: Maybe<AuditLogPage>;
  /** Boards of the caller's account the caller may see. */
  boards?: Maybe<Array<Maybe<Board>>>;
  /** What this query costs and what is left of the account's per-minute complexity budget. */
  complexity?: Maybe<Complexity>;
  /** Docs of the caller's account it may see: left-pane docs of its workspaces, and docs in items' doc columns of boards it sees. */
  docs?: Maybe<Array<Maybe<Document>>>;
  /** The caller's favorites: boards and folders it keeps at hand, in its order (those it can no longer see left out). */
  favorites?: Maybe<Array<GraphqlHierarchyObjectItem>>;
  /** Folders of the account's workspaces, but those of closed workspaces the caller is not a member of. */
  folders?: Maybe<Array<Maybe<Folder>>>;
  /** The user the API token belongs to. */
  me?: Maybe<User>;
  /** The account's use of the API today and the days before, and its daily limit. */
  platform_api?: Maybe<PlatformApi>;
  /**
   * The account's public tags, all or those of ids. A private or shareable board's own tags are not
   * among them (an id of one answers nothing): Board.tags lists them.
   */
  tags?: Maybe<Array<Maybe<Tag>>>;
  /** The account's teams, all or those of ids. */
  teams?: Maybe<Array<Maybe<Team>>>;
  /**
   * Users of the caller's account, by id: active ones unless non_active asks for the deactivated
   * ones. At most 1,000 a page; without a limit, the first 1,000.
   */
  users?: Maybe<Array<Maybe<User>>>;
  /** The API version serving this request (chosen by the API-Version header). */
  version: Version;
  /** Every API version this server offers, with its kind. */
  versions?: Maybe<Array<Version>>;
  /**
   * The account's workspaces, not its main workspace, which is implicit (boards and folders without
   * a workspace are in it).
   */
  workspaces?: Maybe<Array<Maybe<Workspace>>>;
};


export type QueryAudit_LogsArgs = {
  end_time?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  ip_address?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  start_time?: InputMaybe<Scalars['ISO8601DateTime']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBoardsArgs = {
  board_kind?: InputMaybe<BoardKind>;
  hierarchy_types?: InputMaybe<Array<BoardHierarchy>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  latest?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  order_by?: InputMaybe<BoardsOrderBy>;
  page?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<State>;
  workspace_ids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


export type QueryDocsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  object_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  order_by?: InputMaybe<DocsOrderBy>;
  page?: InputMaybe<Scalars['Int']['input']>;
  workspace_ids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


export type QueryFoldersArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  workspace_ids?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
};


export type QueryTagsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryTeamsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryUsersArgs = {
  emails?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  kind?: InputMaybe<UserKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  newest_first?: InputMaybe<Scalars['Boolean']['input']>;
  non_active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWorkspacesArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  kind?: InputMaybe<WorkspaceKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  order_by?: InputMaybe<WorkspacesOrderBy>;
  page?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<State>;
};

/** Why a user's ownership was not removed. */
export type RemoveTeamOwnersError = {
  __typename?: 'RemoveTeamOwnersError';
  code?: Maybe<RemoveTeamOwnersErrorCode>;
  message?: Maybe<Scalars['String']['output']>;
  user_id?: Maybe<Scalars['ID']['output']>;
};

export type RemoveTeamOwnersErrorCode =
  | 'CANNOT_UPDATE_SELF'
  | 'EXCEEDS_BATCH_LIMIT'
  | 'FAILED'
  | 'INVALID_INPUT'
  | 'USER_NOT_FOUND'
  | 'USER_NOT_MEMBER_OF_TEAM'
  | 'VIEWERS_OR_GUESTS';

export type RemoveTeamOwnersResult = {
  __typename?: 'RemoveTeamOwnersResult';
  errors?: Maybe<Array<RemoveTeamOwnersError>>;
  team?: Maybe<Team>;
};

export type SetBoardPermissionResponse = {
  __typename?: 'SetBoardPermissionResponse';
  /** The permissions set: everyone, collaborators or owners. */
  edit_permissions: BoardEditPermissions;
  /** What could not be set, said in words. */
  failed_actions?: Maybe<Array<Scalars['String']['output']>>;
};

export type State =
  | 'active'
  | 'all'
  | 'archived'
  | 'deleted';

/** A tag of the account, public or a private or shareable board's own; a tags column holds their ids. */
export type Tag = {
  __typename?: 'Tag';
  /** Hex colour, chosen from the name. */
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A team of the account's users. Its members see what it was added to; its owners manage it beside
 * the account's admins. A guest team holds guests only.
 */
export type Team = {
  __typename?: 'Team';
  id: Scalars['ID']['output'];
  is_guest?: Maybe<Scalars['Boolean']['output']>;
  name: Scalars['String']['output'];
  /** Owners, all or those of ids; always members too. */
  owners: Array<User>;
  /** Pictures are not kept by this server: null. */
  picture_url?: Maybe<Scalars['String']['output']>;
  /** Members, filtered and paged as the root users field is. */
  users?: Maybe<Array<Maybe<User>>>;
};


/**
 * A team of the account's users. Its members see what it was added to; its owners manage it beside
 * the account's admins. A guest team holds guests only.
 */
export type TeamOwnersArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * A team of the account's users. Its members see what it was added to; its owners manage it beside
 * the account's admins. A guest team holds guests only.
 */
export type TeamUsersArgs = {
  emails?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  kind?: InputMaybe<UserKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  newest_first?: InputMaybe<Scalars['Boolean']['input']>;
  non_active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** A template being used: the process making its board (use_template). */
export type Template = {
  __typename?: 'Template';
  process_id?: Maybe<Scalars['String']['output']>;
};

/** Why a user's details were not changed. */
export type UpdateUserAttributesError = {
  __typename?: 'UpdateUserAttributesError';
  code?: Maybe<UpdateUserAttributesErrorCode>;
  message?: Maybe<Scalars['String']['output']>;
  user_id?: Maybe<Scalars['ID']['output']>;
};

export type UpdateUserAttributesErrorCode =
  | 'INVALID_FIELD';

export type UpdateUserAttributesResult = {
  __typename?: 'UpdateUserAttributesResult';
  errors?: Maybe<Array<UpdateUserAttributesError>>;
  updated_users?: Maybe<Array<User>>;
};

/** Why a user's role was not changed. */
export type UpdateUsersRoleError = {
  __typename?: 'UpdateUsersRoleError';
  code?: Maybe<UpdateUsersRoleErrorCode>;
  message?: Maybe<Scalars['String']['output']>;
  user_id?: Maybe<Scalars['ID']['output']>;
};

export type UpdateUsersRoleErrorCode =
  | 'CANNOT_UPDATE_SELF'
  | 'EXCEEDS_BATCH_LIMIT'
  | 'FAILED'
  | 'INVALID_INPUT'
  | 'USER_NOT_FOUND';

export type UpdateUsersRoleResult = {
  __typename?: 'UpdateUsersRoleResult';
  errors?: Maybe<Array<UpdateUsersRoleError>>;
  updated_users?: Maybe<Array<User>>;
};

export type UpdateWorkspaceAttributesInput = {
  /** Accepted for compatibility: this server has one product. */
  account_product_id?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<WorkspaceKind>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A person of the account. Roles: is_admin (manages users, teams and the account), is_view_only
 * (reads, writes nothing), is_guest (sees only the shareable boards it was added to); none of them
 * is a member.
 */
export type User = {
  __typename?: 'User';
  account: Account;
  account_products?: Maybe<Array<AccountProduct>>;
  birthday?: Maybe<Scalars['Date']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  created_at?: Maybe<Scalars['Date']['output']>;
  current_language?: Maybe<Scalars['String']['output']>;
  /** Custom profile fields: none are defined on this server. */
  custom_field_metas?: Maybe<Array<Maybe<CustomFieldMetas>>>;
  custom_field_values?: Maybe<Array<Maybe<CustomFieldValue>>>;
  email: Scalars['String']['output'];
  /** False once deactivated. */
  enabled: Scalars['Boolean']['output'];
  /** The board-by-email token: not offered by this server (always null). */
  encrypt_api_token?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_admin?: Maybe<Scalars['Boolean']['output']>;
  is_guest?: Maybe<Scalars['Boolean']['output']>;
  /** Invited and not yet joined. */
  is_pending?: Maybe<Scalars['Boolean']['output']>;
  is_verified?: Maybe<Scalars['Boolean']['output']>;
  is_view_only?: Maybe<Scalars['Boolean']['output']>;
  join_date?: Maybe<Scalars['Date']['output']>;
  /** The last day one of the user's API tokens was used. */
  last_activity?: Maybe<Scalars['Date']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  mobile_phone?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  out_of_office?: Maybe<OutOfOffice>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Profile pictures are not kept by this server: null, as monday.com answers for a user without one. */
  photo_original?: Maybe<Scalars['String']['output']>;
  photo_small?: Maybe<Scalars['String']['output']>;
  photo_thumb?: Maybe<Scalars['String']['output']>;
  photo_thumb_small?: Maybe<Scalars['String']['output']>;
  photo_tiny?: Maybe<Scalars['String']['output']>;
  sign_up_product_kind?: Maybe<Scalars['String']['output']>;
  /** The teams the user is a member of, all or those of ids. */
  teams?: Maybe<Array<Maybe<Team>>>;
  /** An IANA time zone, e.g. Europe/London. */
  time_zone_identifier?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** The user's profile page. */
  url: Scalars['String']['output'];
  /** Hours between the user's time zone and UTC, now. */
  utc_hours_diff?: Maybe<Scalars['Int']['output']>;
};


/**
 * A person of the account. Roles: is_admin (manages users, teams and the account), is_view_only
 * (reads, writes nothing), is_guest (sees only the shareable boards it was added to); none of them
 * is a member.
 */
export type UserTeamsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** What update_multiple_users may change; dates as YYYY-MM-DD, an empty string clears a detail. */
export type UserAttributesInput = {
  birthday?: InputMaybe<Scalars['String']['input']>;
  department?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  join_date?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  mobile_phone?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UserKind =
  | 'all'
  | 'guests'
  | 'non_guests'
  | 'non_pending';

export type UserRole =
  | 'ADMIN'
  | 'GUEST'
  | 'MEMBER'
  | 'VIEW_ONLY';

/** One user's change in update_multiple_users. */
export type UserUpdateInput = {
  user_attribute_updates: UserAttributesInput;
  user_id: Scalars['ID']['input'];
};

/** An API version: YYYY-MM, with where it stands in its life. */
export type Version = {
  __typename?: 'Version';
  /** Human-readable kind, e.g. Current. */
  display_name: Scalars['String']['output'];
  kind: VersionKind;
  /** The YYYY-MM value clients send in the API-Version header. */
  value: Scalars['String']['output'];
};

export type VersionKind =
  /** The default when no API-Version is sent. */
  | 'current'
  /** No longer supported, served until its sunset: move to the current version as soon as possible. */
  | 'deprecated'
  /**
   * monday.com's rolling version. Not a kind of its own here: API-Version dev is served by the
   * newest version, under that version's kind.
   */
  | 'dev'
  /** Still served with its schema unchanged, nearing its end: move to the current version. */
  | 'maintenance'
  /** A kind of monday.com's older maintenance versions; no version here is of it. */
  | 'old__maintenance'
  /** A kind of monday.com's older maintenance versions; no version here is of it. */
  | 'old_previous_maintenance'
  /** A kind of monday.com's older maintenance versions; no version here is of it. */
  | 'previous_maintenance'
  /** The next version: its schema can still change. */
  | 'release_candidate';

/**
 * A place for boards and folders. Members of a closed workspace (its subscribers and owners, directly
 * or through a team) see its boards; owners manage it beside the account's admins.
 */
export type Workspace = {
  __typename?: 'Workspace';
  /** Work management, this server's one product. */
  account_product?: Maybe<AccountProduct>;
  created_at?: Maybe<Scalars['Date']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  /** False: the main workspace, the default one, is never answered. */
  is_default_workspace?: Maybe<Scalars['Boolean']['output']>;
  kind?: Maybe<WorkspaceKind>;
  name: Scalars['String']['output'];
  /** The users that own the workspace. */
  owners_subscribers?: Maybe<Array<Maybe<User>>>;
  settings?: Maybe<WorkspaceSettings>;
  state?: Maybe<State>;
  /** The teams that own the workspace. */
  team_owners_subscribers?: Maybe<Array<Team>>;
  /** The teams that are members of the workspace, owners included. */
  teams_subscribers?: Maybe<Array<Maybe<Team>>>;
  /** The users that are members of the workspace, owners included. */
  users_subscribers?: Maybe<Array<Maybe<User>>>;
};


/**
 * A place for boards and folders. Members of a closed workspace (its subscribers and owners, directly
 * or through a team) see its boards; owners manage it beside the account's admins.
 */
export type WorkspaceOwners_SubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A place for boards and folders. Members of a closed workspace (its subscribers and owners, directly
 * or through a team) see its boards; owners manage it beside the account's admins.
 */
export type WorkspaceTeam_Owners_SubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A place for boards and folders. Members of a closed workspace (its subscribers and owners, directly
 * or through a team) see its boards; owners manage it beside the account's admins.
 */
export type WorkspaceTeams_SubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A place for boards and folders. Members of a closed workspace (its subscribers and owners, directly
 * or through a team) see its boards; owners manage it beside the account's admins.
 */
export type WorkspaceUsers_SubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** No image is kept: a client shows the name's first letter on the color. */
export type WorkspaceIcon = {
  __typename?: 'WorkspaceIcon';
  color?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
};

export type WorkspaceKind =
  /** Its boards are seen by its members only. */
  | 'closed'
  | 'open'
  | 'template';

export type WorkspaceSettings = {
  __typename?: 'WorkspaceSettings';
  icon?: Maybe<WorkspaceIcon>;
};

export type WorkspaceSubscriberKind =
  | 'owner'
  | 'subscriber';

export type WorkspacesOrderBy =
  /** The newest first. */
  | 'created_at';



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
  Board: Board;
  Document: Document;
  Group: Group;
  Item: Item;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Board:
    ( { __typename: 'Board' }
    & GraphQLRecursivePick<FederationTypes['Board'], {"id":true}> );
  Document:
    ( { __typename: 'Document' }
    & GraphQLRecursivePick<FederationTypes['Document'], {"id":true}> );
  Group:
    ( { __typename: 'Group' }
    & GraphQLRecursivePick<FederationTypes['Group'], {"id":true,"board_id":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<AccountRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AccountProduct: ResolverTypeWrapper<AccountProduct>;
  ActivateUsersError: ResolverTypeWrapper<ActivateUsersError>;
  ActivateUsersErrorCode: ActivateUsersErrorCode;
  ActivateUsersResult: ResolverTypeWrapper<Omit<ActivateUsersResult, 'activated_users'> & { activated_users?: Maybe<Array<ResolversTypes['User']>> }>;
  AppFeatureType: ResolverTypeWrapper<AppFeatureType>;
  AppKind: AppKind;
  AppStatus: AppStatus;
  AppType: ResolverTypeWrapper<Omit<AppType, 'collaborators'> & { collaborators?: Maybe<Array<ResolversTypes['User']>> }>;
  AssignTeamOwnersError: ResolverTypeWrapper<AssignTeamOwnersError>;
  AssignTeamOwnersErrorCode: AssignTeamOwnersErrorCode;
  AssignTeamOwnersResult: ResolverTypeWrapper<Omit<AssignTeamOwnersResult, 'team'> & { team?: Maybe<ResolversTypes['Team']> }>;
  AuditLogEntry: ResolverTypeWrapper<AuditEntry>;
  AuditLogPage: ResolverTypeWrapper<Omit<AuditLogPage, 'logs'> & { logs?: Maybe<Array<ResolversTypes['AuditLogEntry']>> }>;
  BaseRoleName: BaseRoleName;
  Board: ResolverTypeWrapper<BoardRecord>;
  BoardAccessLevel: BoardAccessLevel;
  BoardAttributes: BoardAttributes;
  BoardBasicRoleName: BoardBasicRoleName;
  BoardDuplication: ResolverTypeWrapper<Omit<BoardDuplication, 'board'> & { board: ResolversTypes['Board'] }>;
  BoardEditPermissions: BoardEditPermissions;
  BoardHierarchy: BoardHierarchy;
  BoardKind: BoardKind;
  BoardObjectType: BoardObjectType;
  BoardSubscriberKind: BoardSubscriberKind;
  BoardView: ResolverTypeWrapper<BoardView>;
  BoardViewAccessLevel: BoardViewAccessLevel;
  BoardsOrderBy: BoardsOrderBy;
  ChangeTeamMembershipsResult: ResolverTypeWrapper<Omit<ChangeTeamMembershipsResult, 'failed_users' | 'successful_users'> & { failed_users?: Maybe<Array<ResolversTypes['User']>>, successful_users?: Maybe<Array<ResolversTypes['User']>> }>;
  Complexity: ResolverTypeWrapper<Complexity>;
  CreateDocBoardInput: CreateDocBoardInput;
  CreateDocInput: CreateDocInput;
  CreateDocWorkspaceInput: CreateDocWorkspaceInput;
  CreateFavoriteInput: CreateFavoriteInput;
  CreateFavoriteResultType: ResolverTypeWrapper<Omit<CreateFavoriteResultType, 'favorite'> & { favorite?: Maybe<ResolversTypes['GraphqlHierarchyObjectItem']> }>;
  CreateTeamAttributesInput: CreateTeamAttributesInput;
  CreateTeamOptionsInput: CreateTeamOptionsInput;
  CustomFieldMetas: ResolverTypeWrapper<CustomFieldMetas>;
  CustomFieldValue: ResolverTypeWrapper<CustomFieldValue>;
  DailyAnalytics: ResolverTypeWrapper<Omit<DailyAnalytics, 'by_app' | 'by_user'> & { by_app?: Maybe<Array<ResolversTypes['PlatformApiDailyAnalyticsByApp']>>, by_user?: Maybe<Array<ResolversTypes['PlatformApiDailyAnalyticsByUser']>> }>;
  DailyLimit: ResolverTypeWrapper<DailyLimit>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DeactivateUsersError: ResolverTypeWrapper<DeactivateUsersError>;
  DeactivateUsersErrorCode: DeactivateUsersErrorCode;
  DeactivateUsersResult: ResolverTypeWrapper<Omit<DeactivateUsersResult, 'deactivated_users'> & { deactivated_users?: Maybe<Array<ResolversTypes['User']>> }>;
  DeleteFavoriteInput: DeleteFavoriteInput;
  DeleteFavoriteInputResultType: ResolverTypeWrapper<DeleteFavoriteInputResultType>;
  DocBlockContentType: DocBlockContentType;
  DocBlocksFromMarkdownResult: ResolverTypeWrapper<DocBlocksFromMarkdownResult>;
  DocsOrderBy: DocsOrderBy;
  Document: ResolverTypeWrapper<DocRecord>;
  DocumentBlock: ResolverTypeWrapper<BlockRecord>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  DocumentBlockIdOnly: ResolverTypeWrapper<DocumentBlockIdOnly>;
  DuplicateBoardType: DuplicateBoardType;
  DuplicateType: DuplicateType;
  DynamicPosition: DynamicPosition;
  FirstDayOfTheWeek: FirstDayOfTheWeek;
  Folder: ResolverTypeWrapper<FolderRecord>;
  FolderColor: FolderColor;
  FolderCustomIcon: FolderCustomIcon;
  FolderFontWeight: FolderFontWeight;
  GraphqlFolder: ResolverTypeWrapper<GraphqlFolder>;
  GraphqlHierarchyObjectItem: ResolverTypeWrapper<FavoriteRecord>;
  GraphqlMondayObject: GraphqlMondayObject;
  Group: ResolverTypeWrapper<GroupView>;
  GroupAttributes: GroupAttributes;
  HierarchyObjectID: ResolverTypeWrapper<HierarchyObjectId>;
  HierarchyObjectIDInputType: HierarchyObjectIdInputType;
  ISO8601DateTime: ResolverTypeWrapper<Scalars['ISO8601DateTime']['output']>;
  InviteUsersError: ResolverTypeWrapper<InviteUsersError>;
  InviteUsersErrorCode: InviteUsersErrorCode;
  InviteUsersResult: ResolverTypeWrapper<Omit<InviteUsersResult, 'invited_users'> & { invited_users?: Maybe<Array<ResolversTypes['User']>> }>;
  Item: ResolverTypeWrapper<Omit<Item, 'description'> & { description?: Maybe<ResolversTypes['ItemDescription']> }>;
  ItemDescription: ResolverTypeWrapper<Omit<ItemDescription, 'blocks'> & { blocks?: Maybe<Array<Maybe<ResolversTypes['DocumentBlock']>>> }>;
  ItemNicknameInput: ItemNicknameInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ObjectDynamicPositionInput: ObjectDynamicPositionInput;
  ObjectType: ObjectType;
  OutOfOffice: ResolverTypeWrapper<OutOfOffice>;
  Pagination: ResolverTypeWrapper<Pagination>;
  Plan: ResolverTypeWrapper<Plan>;
  PlatformApi: ResolverTypeWrapper<Omit<PlatformApi, 'daily_analytics'> & { daily_analytics?: Maybe<ResolversTypes['DailyAnalytics']> }>;
  PlatformApiDailyAnalyticsByApp: ResolverTypeWrapper<Omit<PlatformApiDailyAnalyticsByApp, 'app'> & { app?: Maybe<ResolversTypes['AppType']> }>;
  PlatformApiDailyAnalyticsByDay: ResolverTypeWrapper<PlatformApiDailyAnalyticsByDay>;
  PlatformApiDailyAnalyticsByUser: ResolverTypeWrapper<Omit<PlatformApiDailyAnalyticsByUser, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  PositionRelative: PositionRelative;
  Product: Product;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveTeamOwnersError: ResolverTypeWrapper<RemoveTeamOwnersError>;
  RemoveTeamOwnersErrorCode: RemoveTeamOwnersErrorCode;
  RemoveTeamOwnersResult: ResolverTypeWrapper<Omit<RemoveTeamOwnersResult, 'team'> & { team?: Maybe<ResolversTypes['Team']> }>;
  SetBoardPermissionResponse: ResolverTypeWrapper<SetBoardPermissionResponse>;
  State: State;
  Tag: ResolverTypeWrapper<TagRecord>;
  Team: ResolverTypeWrapper<TeamRecord>;
  Template: ResolverTypeWrapper<Template>;
  UpdateUserAttributesError: ResolverTypeWrapper<UpdateUserAttributesError>;
  UpdateUserAttributesErrorCode: UpdateUserAttributesErrorCode;
  UpdateUserAttributesResult: ResolverTypeWrapper<Omit<UpdateUserAttributesResult, 'updated_users'> & { updated_users?: Maybe<Array<ResolversTypes['User']>> }>;
  UpdateUsersRoleError: ResolverTypeWrapper<UpdateUsersRoleError>;
  UpdateUsersRoleErrorCode: UpdateUsersRoleErrorCode;
  UpdateUsersRoleResult: ResolverTypeWrapper<Omit<UpdateUsersRoleResult, 'updated_users'> & { updated_users?: Maybe<Array<ResolversTypes['User']>> }>;
  UpdateWorkspaceAttributesInput: UpdateWorkspaceAttributesInput;
  User: ResolverTypeWrapper<UserRecord>;
  UserAttributesInput: UserAttributesInput;
  UserKind: UserKind;
  UserRole: UserRole;
  UserUpdateInput: UserUpdateInput;
  Version: ResolverTypeWrapper<Version>;
  VersionKind: VersionKind;
  Workspace: ResolverTypeWrapper<WorkspaceView>;
  WorkspaceIcon: ResolverTypeWrapper<WorkspaceIcon>;
  WorkspaceKind: WorkspaceKind;
  WorkspaceSettings: ResolverTypeWrapper<WorkspaceSettings>;
  WorkspaceSubscriberKind: WorkspaceSubscriberKind;
  WorkspacesOrderBy: WorkspacesOrderBy;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: AccountRecord;
  Int: Scalars['Int']['output'];
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  AccountProduct: AccountProduct;
  ActivateUsersError: ActivateUsersError;
  ActivateUsersResult: Omit<ActivateUsersResult, 'activated_users'> & { activated_users?: Maybe<Array<ResolversParentTypes['User']>> };
  AppFeatureType: AppFeatureType;
  AppType: Omit<AppType, 'collaborators'> & { collaborators?: Maybe<Array<ResolversParentTypes['User']>> };
  AssignTeamOwnersError: AssignTeamOwnersError;
  AssignTeamOwnersResult: Omit<AssignTeamOwnersResult, 'team'> & { team?: Maybe<ResolversParentTypes['Team']> };
  AuditLogEntry: AuditEntry;
  AuditLogPage: Omit<AuditLogPage, 'logs'> & { logs?: Maybe<Array<ResolversParentTypes['AuditLogEntry']>> };
  Board: BoardRecord;
  BoardDuplication: Omit<BoardDuplication, 'board'> & { board: ResolversParentTypes['Board'] };
  BoardView: BoardView;
  ChangeTeamMembershipsResult: Omit<ChangeTeamMembershipsResult, 'failed_users' | 'successful_users'> & { failed_users?: Maybe<Array<ResolversParentTypes['User']>>, successful_users?: Maybe<Array<ResolversParentTypes['User']>> };
  Complexity: Complexity;
  CreateDocBoardInput: CreateDocBoardInput;
  CreateDocInput: CreateDocInput;
  CreateDocWorkspaceInput: CreateDocWorkspaceInput;
  CreateFavoriteInput: CreateFavoriteInput;
  CreateFavoriteResultType: Omit<CreateFavoriteResultType, 'favorite'> & { favorite?: Maybe<ResolversParentTypes['GraphqlHierarchyObjectItem']> };
  CreateTeamAttributesInput: CreateTeamAttributesInput;
  CreateTeamOptionsInput: CreateTeamOptionsInput;
  CustomFieldMetas: CustomFieldMetas;
  CustomFieldValue: CustomFieldValue;
  DailyAnalytics: Omit<DailyAnalytics, 'by_app' | 'by_user'> & { by_app?: Maybe<Array<ResolversParentTypes['PlatformApiDailyAnalyticsByApp']>>, by_user?: Maybe<Array<ResolversParentTypes['PlatformApiDailyAnalyticsByUser']>> };
  DailyLimit: DailyLimit;
  Date: Scalars['Date']['output'];
  DeactivateUsersError: DeactivateUsersError;
  DeactivateUsersResult: Omit<DeactivateUsersResult, 'deactivated_users'> & { deactivated_users?: Maybe<Array<ResolversParentTypes['User']>> };
  DeleteFavoriteInput: DeleteFavoriteInput;
  DeleteFavoriteInputResultType: DeleteFavoriteInputResultType;
  DocBlocksFromMarkdownResult: DocBlocksFromMarkdownResult;
  Document: DocRecord;
  DocumentBlock: BlockRecord;
  Float: Scalars['Float']['output'];
  DocumentBlockIdOnly: DocumentBlockIdOnly;
  DynamicPosition: DynamicPosition;
  Folder: FolderRecord;
  GraphqlFolder: GraphqlFolder;
  GraphqlHierarchyObjectItem: FavoriteRecord;
  Group: GroupView;
  HierarchyObjectID: HierarchyObjectId;
  HierarchyObjectIDInputType: HierarchyObjectIdInputType;
  ISO8601DateTime: Scalars['ISO8601DateTime']['output'];
  InviteUsersError: InviteUsersError;
  InviteUsersResult: Omit<InviteUsersResult, 'invited_users'> & { invited_users?: Maybe<Array<ResolversParentTypes['User']>> };
  Item: Omit<Item, 'description'> & { description?: Maybe<ResolversParentTypes['ItemDescription']> } | FederationReferenceTypes['Item'];
  ItemDescription: Omit<ItemDescription, 'blocks'> & { blocks?: Maybe<Array<Maybe<ResolversParentTypes['DocumentBlock']>>> };
  ItemNicknameInput: ItemNicknameInput;
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  ObjectDynamicPositionInput: ObjectDynamicPositionInput;
  OutOfOffice: OutOfOffice;
  Pagination: Pagination;
  Plan: Plan;
  PlatformApi: Omit<PlatformApi, 'daily_analytics'> & { daily_analytics?: Maybe<ResolversParentTypes['DailyAnalytics']> };
  PlatformApiDailyAnalyticsByApp: Omit<PlatformApiDailyAnalyticsByApp, 'app'> & { app?: Maybe<ResolversParentTypes['AppType']> };
  PlatformApiDailyAnalyticsByDay: PlatformApiDailyAnalyticsByDay;
  PlatformApiDailyAnalyticsByUser: Omit<PlatformApiDailyAnalyticsByUser, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  Query: Record<PropertyKey, never>;
  RemoveTeamOwnersError: RemoveTeamOwnersError;
  RemoveTeamOwnersResult: Omit<RemoveTeamOwnersResult, 'team'> & { team?: Maybe<ResolversParentTypes['Team']> };
  SetBoardPermissionResponse: SetBoardPermissionResponse;
  Tag: TagRecord;
  Team: TeamRecord;
  Template: Template;
  UpdateUserAttributesError: UpdateUserAttributesError;
  UpdateUserAttributesResult: Omit<UpdateUserAttributesResult, 'updated_users'> & { updated_users?: Maybe<Array<ResolversParentTypes['User']>> };
  UpdateUsersRoleError: UpdateUsersRoleError;
  UpdateUsersRoleResult: Omit<UpdateUsersRoleResult, 'updated_users'> & { updated_users?: Maybe<Array<ResolversParentTypes['User']>> };
  UpdateWorkspaceAttributesInput: UpdateWorkspaceAttributesInput;
  User: UserRecord;
  UserAttributesInput: UserAttributesInput;
  UserUpdateInput: UserUpdateInput;
  Version: Version;
  Workspace: WorkspaceView;
  WorkspaceIcon: WorkspaceIcon;
  WorkspaceSettings: WorkspaceSettings;
  String: Scalars['String']['output'];
};

export type SinceDirectiveArgs = {
  version: Scalars['String']['input'];
};

export type SinceDirectiveResolver<Result, Parent, ContextType = BoardsContext, Args = SinceDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type UntilDirectiveArgs = {
  version: Scalars['String']['input'];
};

export type UntilDirectiveResolver<Result, Parent, ContextType = BoardsContext, Args = UntilDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  active_members_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_day_of_the_week?: Resolver<ResolversTypes['FirstDayOfTheWeek'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  products?: Resolver<Maybe<Array<Maybe<ResolversTypes['AccountProduct']>>>, ParentType, ContextType>;
  show_timeline_weekends?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sign_up_product_kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountProductResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AccountProduct'] = ResolversParentTypes['AccountProduct']> = {
  default_workspace_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ActivateUsersErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['ActivateUsersError'] = ResolversParentTypes['ActivateUsersError']> = {
  code?: Resolver<Maybe<ResolversTypes['ActivateUsersErrorCode']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ActivateUsersResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['ActivateUsersResult'] = ResolversParentTypes['ActivateUsersResult']> = {
  activated_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<ResolversTypes['ActivateUsersError']>>, ParentType, ContextType>;
};

export type AppFeatureTypeResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AppFeatureType'] = ResolversParentTypes['AppFeatureType']> = {
  app_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  deployment?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type AppTypeResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AppType'] = ResolversParentTypes['AppType']> = {
  account_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  api_app_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  client_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collaborators?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Maybe<Array<ResolversTypes['AppFeatureType']>>, ParentType, ContextType, RequireFields<AppTypeFeaturesArgs, 'limit' | 'live_version_only' | 'page'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['AppKind']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  photo_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo_url_small?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AppStatus']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  version_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AssignTeamOwnersErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AssignTeamOwnersError'] = ResolversParentTypes['AssignTeamOwnersError']> = {
  code?: Resolver<Maybe<ResolversTypes['AssignTeamOwnersErrorCode']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AssignTeamOwnersResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AssignTeamOwnersResult'] = ResolversParentTypes['AssignTeamOwnersResult']> = {
  errors?: Resolver<Maybe<Array<ResolversTypes['AssignTeamOwnersError']>>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  account_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activity_metadata?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  client_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  device_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ip_address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  user_agent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  logs?: Resolver<Maybe<Array<ResolversTypes['AuditLogEntry']>>, ParentType, ContextType>;
  pagination?: Resolver<Maybe<ResolversTypes['Pagination']>, ParentType, ContextType>;
};

export type BoardResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board'], FederationReferenceType extends FederationReferenceTypes['Board'] = FederationReferenceTypes['Board']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Board']> | FederationReferenceType, FederationReferenceType, ContextType>;
  access_level?: Resolver<ResolversTypes['BoardAccessLevel'], ParentType, ContextType>;
  board_folder_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  board_kind?: Resolver<ResolversTypes['BoardKind'], ParentType, ContextType>;
  columns_namespace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  communication?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Maybe<Array<Maybe<ResolversTypes['Group']>>>, ParentType, ContextType, Partial<BoardGroupsArgs>>;
  hierarchy_type?: Resolver<Maybe<ResolversTypes['BoardHierarchy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_terminology?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items_limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  object_type_unique_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  owners?: Resolver<Array<Maybe<ResolversTypes['User']>>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['State'], ParentType, ContextType>;
  subscribers?: Resolver<Array<Maybe<ResolversTypes['User']>>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['Tag']>>>, ParentType, ContextType>;
  team_owners?: Resolver<Maybe<Array<ResolversTypes['Team']>>, ParentType, ContextType, RequireFields<BoardTeam_OwnersArgs, 'limit' | 'page'>>;
  team_subscribers?: Resolver<Maybe<Array<ResolversTypes['Team']>>, ParentType, ContextType, RequireFields<BoardTeam_SubscribersArgs, 'limit' | 'page'>>;
  top_group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['BoardObjectType']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<Maybe<Array<Maybe<ResolversTypes['BoardView']>>>, ParentType, ContextType, Partial<BoardViewsArgs>>;
  workspace?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType>;
  workspace_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BoardDuplicationResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['BoardDuplication'] = ResolversParentTypes['BoardDuplication']> = {
  board?: Resolver<ResolversTypes['Board'], ParentType, ContextType>;
  is_async?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BoardViewResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['BoardView'] = ResolversParentTypes['BoardView']> = {
  access_level?: Resolver<ResolversTypes['BoardViewAccessLevel'], ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  filter_team_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  filter_user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  settings_str?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  source_view_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  view_specific_data_str?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangeTeamMembershipsResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['ChangeTeamMembershipsResult'] = ResolversParentTypes['ChangeTeamMembershipsResult']> = {
  failed_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
  successful_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
};

export type ComplexityResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Complexity'] = ResolversParentTypes['Complexity']> = {
  after?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reset_in_x_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateFavoriteResultTypeResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['CreateFavoriteResultType'] = ResolversParentTypes['CreateFavoriteResultType']> = {
  favorite?: Resolver<Maybe<ResolversTypes['GraphqlHierarchyObjectItem']>, ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['GraphqlFolder']>, ParentType, ContextType>;
};

export type CustomFieldMetasResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['CustomFieldMetas'] = ResolversParentTypes['CustomFieldMetas']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  field_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flagged?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomFieldValueResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['CustomFieldValue'] = ResolversParentTypes['CustomFieldValue']> = {
  custom_field_meta_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DailyAnalyticsResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DailyAnalytics'] = ResolversParentTypes['DailyAnalytics']> = {
  by_app?: Resolver<Maybe<Array<ResolversTypes['PlatformApiDailyAnalyticsByApp']>>, ParentType, ContextType>;
  by_day?: Resolver<Maybe<Array<ResolversTypes['PlatformApiDailyAnalyticsByDay']>>, ParentType, ContextType>;
  by_user?: Resolver<Maybe<Array<ResolversTypes['PlatformApiDailyAnalyticsByUser']>>, ParentType, ContextType>;
  last_updated?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
};

export type DailyLimitResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DailyLimit'] = ResolversParentTypes['DailyLimit']> = {
  base?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DeactivateUsersErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DeactivateUsersError'] = ResolversParentTypes['DeactivateUsersError']> = {
  code?: Resolver<Maybe<ResolversTypes['DeactivateUsersErrorCode']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DeactivateUsersResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DeactivateUsersResult'] = ResolversParentTypes['DeactivateUsersResult']> = {
  deactivated_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<ResolversTypes['DeactivateUsersError']>>, ParentType, ContextType>;
};

export type DeleteFavoriteInputResultTypeResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DeleteFavoriteInputResultType'] = ResolversParentTypes['DeleteFavoriteInputResultType']> = {
  success?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type DocBlocksFromMarkdownResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DocBlocksFromMarkdownResult'] = ResolversParentTypes['DocBlocksFromMarkdownResult']> = {
  block_ids?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DocumentResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Document'] = ResolversParentTypes['Document'], FederationReferenceType extends FederationReferenceTypes['Document'] = FederationReferenceTypes['Document']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Document']> | FederationReferenceType, FederationReferenceType, ContextType>;
  blocks?: Resolver<Maybe<Array<Maybe<ResolversTypes['DocumentBlock']>>>, ParentType, ContextType, RequireFields<DocumentBlocksArgs, 'limit' | 'page'>>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  doc_folder_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  doc_kind?: Resolver<ResolversTypes['BoardKind'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  object_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspace?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType>;
  workspace_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type DocumentBlockResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DocumentBlock'] = ResolversParentTypes['DocumentBlock']> = {
  content?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  doc_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_block_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type DocumentBlockIdOnlyResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['DocumentBlockIdOnly'] = ResolversParentTypes['DocumentBlockIdOnly']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FolderResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Folder'] = ResolversParentTypes['Folder']> = {
  children?: Resolver<Array<Maybe<ResolversTypes['Board']>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['FolderColor']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  custom_icon?: Resolver<Maybe<ResolversTypes['FolderCustomIcon']>, ParentType, ContextType>;
  font_weight?: Resolver<Maybe<ResolversTypes['FolderFontWeight']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType>;
  sub_folders?: Resolver<Array<Maybe<ResolversTypes['Folder']>>, ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type GraphqlFolderResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['GraphqlFolder'] = ResolversParentTypes['GraphqlFolder']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type GraphqlHierarchyObjectItemResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['GraphqlHierarchyObjectItem'] = ResolversParentTypes['GraphqlHierarchyObjectItem']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  folderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  object?: Resolver<Maybe<ResolversTypes['HierarchyObjectID']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type GroupResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group'], FederationReferenceType extends FederationReferenceTypes['Group'] = FederationReferenceTypes['Group']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Group']> | FederationReferenceType, FederationReferenceType, ContextType>;
  archived?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HierarchyObjectIdResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['HierarchyObjectID'] = ResolversParentTypes['HierarchyObjectID']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['GraphqlMondayObject']>, ParentType, ContextType>;
};

export interface Iso8601DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ISO8601DateTime'], any> {
  name: 'ISO8601DateTime';
}

export type InviteUsersErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['InviteUsersError'] = ResolversParentTypes['InviteUsersError']> = {
  code?: Resolver<Maybe<ResolversTypes['InviteUsersErrorCode']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InviteUsersResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['InviteUsersResult'] = ResolversParentTypes['InviteUsersResult']> = {
  errors?: Resolver<Maybe<Array<ResolversTypes['InviteUsersError']>>, ParentType, ContextType>;
  invited_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
};

export type ItemResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['ItemDescription']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ItemDescriptionResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['ItemDescription'] = ResolversParentTypes['ItemDescription']> = {
  blocks?: Resolver<Maybe<Array<Maybe<ResolversTypes['DocumentBlock']>>>, ParentType, ContextType, RequireFields<ItemDescriptionBlocksArgs, 'limit' | 'page'>>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activate_users?: Resolver<Maybe<ResolversTypes['ActivateUsersResult']>, ParentType, ContextType, RequireFields<MutationActivate_UsersArgs, 'user_ids'>>;
  add_content_to_doc_from_markdown?: Resolver<Maybe<ResolversTypes['DocBlocksFromMarkdownResult']>, ParentType, ContextType, RequireFields<MutationAdd_Content_To_Doc_From_MarkdownArgs, 'docId' | 'markdown'>>;
  add_subscribers_to_board?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<MutationAdd_Subscribers_To_BoardArgs, 'board_id' | 'kind' | 'user_ids'>>;
  add_teams_to_board?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, RequireFields<MutationAdd_Teams_To_BoardArgs, 'board_id' | 'kind' | 'team_ids'>>;
  add_teams_to_workspace?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, RequireFields<MutationAdd_Teams_To_WorkspaceArgs, 'kind' | 'team_ids' | 'workspace_id'>>;
  add_users_to_board?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<MutationAdd_Users_To_BoardArgs, 'board_id' | 'kind' | 'user_ids'>>;
  add_users_to_team?: Resolver<Maybe<ResolversTypes['ChangeTeamMembershipsResult']>, ParentType, ContextType, RequireFields<MutationAdd_Users_To_TeamArgs, 'team_id' | 'user_ids'>>;
  add_users_to_workspace?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<MutationAdd_Users_To_WorkspaceArgs, 'kind' | 'user_ids' | 'workspace_id'>>;
  archive_board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<MutationArchive_BoardArgs, 'board_id'>>;
  archive_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationArchive_GroupArgs, 'board_id' | 'group_id'>>;
  assign_team_owners?: Resolver<Maybe<ResolversTypes['AssignTeamOwnersResult']>, ParentType, ContextType, RequireFields<MutationAssign_Team_OwnersArgs, 'team_id' | 'user_ids'>>;
  complexity?: Resolver<Maybe<ResolversTypes['Complexity']>, ParentType, ContextType>;
  create_board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<MutationCreate_BoardArgs, 'board_kind' | 'board_name' | 'empty'>>;
  create_doc?: Resolver<Maybe<ResolversTypes['Document']>, ParentType, ContextType, RequireFields<MutationCreate_DocArgs, 'location'>>;
  create_doc_block?: Resolver<Maybe<ResolversTypes['DocumentBlock']>, ParentType, ContextType, RequireFields<MutationCreate_Doc_BlockArgs, 'content' | 'doc_id' | 'type'>>;
  create_favorite?: Resolver<Maybe<ResolversTypes['CreateFavoriteResultType']>, ParentType, ContextType, RequireFields<MutationCreate_FavoriteArgs, 'input'>>;
  create_folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType, RequireFields<MutationCreate_FolderArgs, 'name'>>;
  create_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationCreate_GroupArgs, 'board_id' | 'group_name'>>;
  create_or_get_tag?: Resolver<Maybe<ResolversTypes['Tag']>, ParentType, ContextType, Partial<MutationCreate_Or_Get_TagArgs>>;
  create_team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<MutationCreate_TeamArgs, 'input'>>;
  create_workspace?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<MutationCreate_WorkspaceArgs, 'kind' | 'name'>>;
  deactivate_users?: Resolver<Maybe<ResolversTypes['DeactivateUsersResult']>, ParentType, ContextType, RequireFields<MutationDeactivate_UsersArgs, 'user_ids'>>;
  delete_board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<MutationDelete_BoardArgs, 'board_id'>>;
  delete_doc?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationDelete_DocArgs, 'docId'>>;
  delete_doc_block?: Resolver<Maybe<ResolversTypes['DocumentBlockIdOnly']>, ParentType, ContextType, RequireFields<MutationDelete_Doc_BlockArgs, 'block_id'>>;
  delete_favorite?: Resolver<Maybe<ResolversTypes['DeleteFavoriteInputResultType']>, ParentType, ContextType, RequireFields<MutationDelete_FavoriteArgs, 'input'>>;
  delete_folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType, RequireFields<MutationDelete_FolderArgs, 'folder_id'>>;
  delete_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationDelete_GroupArgs, 'board_id' | 'group_id'>>;
  delete_subscribers_from_board?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<MutationDelete_Subscribers_From_BoardArgs, 'board_id' | 'user_ids'>>;
  delete_team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<MutationDelete_TeamArgs, 'team_id'>>;
  delete_teams_from_board?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, RequireFields<MutationDelete_Teams_From_BoardArgs, 'board_id' | 'team_ids'>>;
  delete_teams_from_workspace?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, RequireFields<MutationDelete_Teams_From_WorkspaceArgs, 'team_ids' | 'workspace_id'>>;
  delete_users_from_workspace?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<MutationDelete_Users_From_WorkspaceArgs, 'user_ids' | 'workspace_id'>>;
  delete_workspace?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<MutationDelete_WorkspaceArgs, 'workspace_id'>>;
  duplicate_board?: Resolver<Maybe<ResolversTypes['BoardDuplication']>, ParentType, ContextType, RequireFields<MutationDuplicate_BoardArgs, 'board_id' | 'duplicate_type'>>;
  duplicate_doc?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationDuplicate_DocArgs, 'docId'>>;
  duplicate_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationDuplicate_GroupArgs, 'board_id' | 'group_id'>>;
  invite_users?: Resolver<Maybe<ResolversTypes['InviteUsersResult']>, ParentType, ContextType, RequireFields<MutationInvite_UsersArgs, 'emails'>>;
  remove_team_owners?: Resolver<Maybe<ResolversTypes['RemoveTeamOwnersResult']>, ParentType, ContextType, RequireFields<MutationRemove_Team_OwnersArgs, 'team_id' | 'user_ids'>>;
  remove_users_from_team?: Resolver<Maybe<ResolversTypes['ChangeTeamMembershipsResult']>, ParentType, ContextType, RequireFields<MutationRemove_Users_From_TeamArgs, 'team_id' | 'user_ids'>>;
  set_board_permission?: Resolver<Maybe<ResolversTypes['SetBoardPermissionResponse']>, ParentType, ContextType, RequireFields<MutationSet_Board_PermissionArgs, 'basic_role_name' | 'board_id'>>;
  update_board?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationUpdate_BoardArgs, 'board_attribute' | 'board_id' | 'new_value'>>;
  update_doc_block?: Resolver<Maybe<ResolversTypes['DocumentBlock']>, ParentType, ContextType, RequireFields<MutationUpdate_Doc_BlockArgs, 'block_id' | 'content'>>;
  update_doc_name?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationUpdate_Doc_NameArgs, 'docId' | 'name'>>;
  update_folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType, RequireFields<MutationUpdate_FolderArgs, 'folder_id'>>;
  update_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationUpdate_GroupArgs, 'board_id' | 'group_attribute' | 'group_id' | 'new_value'>>;
  update_multiple_users?: Resolver<Maybe<ResolversTypes['UpdateUserAttributesResult']>, ParentType, ContextType, RequireFields<MutationUpdate_Multiple_UsersArgs, 'user_updates'>>;
  update_users_role?: Resolver<Maybe<ResolversTypes['UpdateUsersRoleResult']>, ParentType, ContextType, RequireFields<MutationUpdate_Users_RoleArgs, 'user_ids'>>;
  update_workspace?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<MutationUpdate_WorkspaceArgs, 'attributes'>>;
  use_template?: Resolver<Maybe<ResolversTypes['Template']>, ParentType, ContextType, RequireFields<MutationUse_TemplateArgs, 'template_id'>>;
};

export type OutOfOfficeResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['OutOfOffice'] = ResolversParentTypes['OutOfOffice']> = {
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  disable_notifications?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  end_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  start_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaginationResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Pagination'] = ResolversParentTypes['Pagination']> = {
  has_more_pages?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  next_page_number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlanResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  max_users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlatformApiResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['PlatformApi'] = ResolversParentTypes['PlatformApi']> = {
  daily_analytics?: Resolver<Maybe<ResolversTypes['DailyAnalytics']>, ParentType, ContextType>;
  daily_limit?: Resolver<Maybe<ResolversTypes['DailyLimit']>, ParentType, ContextType>;
};

export type PlatformApiDailyAnalyticsByAppResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['PlatformApiDailyAnalyticsByApp'] = ResolversParentTypes['PlatformApiDailyAnalyticsByApp']> = {
  api_app_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  app?: Resolver<Maybe<ResolversTypes['AppType']>, ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlatformApiDailyAnalyticsByDayResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['PlatformApiDailyAnalyticsByDay'] = ResolversParentTypes['PlatformApiDailyAnalyticsByDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlatformApiDailyAnalyticsByUserResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['PlatformApiDailyAnalyticsByUser'] = ResolversParentTypes['PlatformApiDailyAnalyticsByUser']> = {
  usage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  audit_logs?: Resolver<Maybe<ResolversTypes['AuditLogPage']>, ParentType, ContextType, RequireFields<QueryAudit_LogsArgs, 'limit' | 'page'>>;
  boards?: Resolver<Maybe<Array<Maybe<ResolversTypes['Board']>>>, ParentType, ContextType, RequireFields<QueryBoardsArgs, 'limit' | 'page' | 'state'>>;
  complexity?: Resolver<Maybe<ResolversTypes['Complexity']>, ParentType, ContextType>;
  docs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Document']>>>, ParentType, ContextType, RequireFields<QueryDocsArgs, 'limit' | 'page'>>;
  favorites?: Resolver<Maybe<Array<ResolversTypes['GraphqlHierarchyObjectItem']>>, ParentType, ContextType>;
  folders?: Resolver<Maybe<Array<Maybe<ResolversTypes['Folder']>>>, ParentType, ContextType, RequireFields<QueryFoldersArgs, 'limit' | 'page'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  platform_api?: Resolver<Maybe<ResolversTypes['PlatformApi']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<Maybe<ResolversTypes['Tag']>>>, ParentType, ContextType, Partial<QueryTagsArgs>>;
  teams?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, Partial<QueryTeamsArgs>>;
  users?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, Partial<QueryUsersArgs>>;
  version?: Resolver<ResolversTypes['Version'], ParentType, ContextType>;
  versions?: Resolver<Maybe<Array<ResolversTypes['Version']>>, ParentType, ContextType>;
  workspaces?: Resolver<Maybe<Array<Maybe<ResolversTypes['Workspace']>>>, ParentType, ContextType, RequireFields<QueryWorkspacesArgs, 'limit' | 'page' | 'state'>>;
};

export type RemoveTeamOwnersErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['RemoveTeamOwnersError'] = ResolversParentTypes['RemoveTeamOwnersError']> = {
  code?: Resolver<Maybe<ResolversTypes['RemoveTeamOwnersErrorCode']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RemoveTeamOwnersResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['RemoveTeamOwnersResult'] = ResolversParentTypes['RemoveTeamOwnersResult']> = {
  errors?: Resolver<Maybe<Array<ResolversTypes['RemoveTeamOwnersError']>>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
};

export type SetBoardPermissionResponseResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['SetBoardPermissionResponse'] = ResolversParentTypes['SetBoardPermissionResponse']> = {
  edit_permissions?: Resolver<ResolversTypes['BoardEditPermissions'], ParentType, ContextType>;
  failed_actions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type TagResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_guest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owners?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, Partial<TeamOwnersArgs>>;
  picture_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, Partial<TeamUsersArgs>>;
};

export type TemplateResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Template'] = ResolversParentTypes['Template']> = {
  process_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UpdateUserAttributesErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['UpdateUserAttributesError'] = ResolversParentTypes['UpdateUserAttributesError']> = {
  code?: Resolver<Maybe<ResolversTypes['UpdateUserAttributesErrorCode']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UpdateUserAttributesResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['UpdateUserAttributesResult'] = ResolversParentTypes['UpdateUserAttributesResult']> = {
  errors?: Resolver<Maybe<Array<ResolversTypes['UpdateUserAttributesError']>>, ParentType, ContextType>;
  updated_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
};

export type UpdateUsersRoleErrorResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['UpdateUsersRoleError'] = ResolversParentTypes['UpdateUsersRoleError']> = {
  code?: Resolver<Maybe<ResolversTypes['UpdateUsersRoleErrorCode']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UpdateUsersRoleResultResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['UpdateUsersRoleResult'] = ResolversParentTypes['UpdateUsersRoleResult']> = {
  errors?: Resolver<Maybe<Array<ResolversTypes['UpdateUsersRoleError']>>, ParentType, ContextType>;
  updated_users?: Resolver<Maybe<Array<ResolversTypes['User']>>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  account_products?: Resolver<Maybe<Array<ResolversTypes['AccountProduct']>>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  current_language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custom_field_metas?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomFieldMetas']>>>, ParentType, ContextType>;
  custom_field_values?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomFieldValue']>>>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  encrypt_api_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_admin?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_guest?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_pending?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_verified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_view_only?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  join_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  last_activity?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  out_of_office?: Resolver<Maybe<ResolversTypes['OutOfOffice']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo_original?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo_small?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo_thumb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo_thumb_small?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo_tiny?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sign_up_product_kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teams?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, Partial<UserTeamsArgs>>;
  time_zone_identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utc_hours_diff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VersionResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = {
  display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VersionKind'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  account_product?: Resolver<Maybe<ResolversTypes['AccountProduct']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  is_default_workspace?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['WorkspaceKind']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owners_subscribers?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<WorkspaceOwners_SubscribersArgs, 'limit' | 'page'>>;
  settings?: Resolver<Maybe<ResolversTypes['WorkspaceSettings']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  team_owners_subscribers?: Resolver<Maybe<Array<ResolversTypes['Team']>>, ParentType, ContextType, RequireFields<WorkspaceTeam_Owners_SubscribersArgs, 'limit' | 'page'>>;
  teams_subscribers?: Resolver<Maybe<Array<Maybe<ResolversTypes['Team']>>>, ParentType, ContextType, RequireFields<WorkspaceTeams_SubscribersArgs, 'limit' | 'page'>>;
  users_subscribers?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, RequireFields<WorkspaceUsers_SubscribersArgs, 'limit' | 'page'>>;
};

export type WorkspaceIconResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['WorkspaceIcon'] = ResolversParentTypes['WorkspaceIcon']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkspaceSettingsResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['WorkspaceSettings'] = ResolversParentTypes['WorkspaceSettings']> = {
  icon?: Resolver<Maybe<ResolversTypes['WorkspaceIcon']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = BoardsContext> = {
  Account?: AccountResolvers<ContextType>;
  AccountProduct?: AccountProductResolvers<ContextType>;
  ActivateUsersError?: ActivateUsersErrorResolvers<ContextType>;
  ActivateUsersResult?: ActivateUsersResultResolvers<ContextType>;
  AppFeatureType?: AppFeatureTypeResolvers<ContextType>;
  AppType?: AppTypeResolvers<ContextType>;
  AssignTeamOwnersError?: AssignTeamOwnersErrorResolvers<ContextType>;
  AssignTeamOwnersResult?: AssignTeamOwnersResultResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  Board?: BoardResolvers<ContextType>;
  BoardDuplication?: BoardDuplicationResolvers<ContextType>;
  BoardView?: BoardViewResolvers<ContextType>;
  ChangeTeamMembershipsResult?: ChangeTeamMembershipsResultResolvers<ContextType>;
  Complexity?: ComplexityResolvers<ContextType>;
  CreateFavoriteResultType?: CreateFavoriteResultTypeResolvers<ContextType>;
  CustomFieldMetas?: CustomFieldMetasResolvers<ContextType>;
  CustomFieldValue?: CustomFieldValueResolvers<ContextType>;
  DailyAnalytics?: DailyAnalyticsResolvers<ContextType>;
  DailyLimit?: DailyLimitResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DeactivateUsersError?: DeactivateUsersErrorResolvers<ContextType>;
  DeactivateUsersResult?: DeactivateUsersResultResolvers<ContextType>;
  DeleteFavoriteInputResultType?: DeleteFavoriteInputResultTypeResolvers<ContextType>;
  DocBlocksFromMarkdownResult?: DocBlocksFromMarkdownResultResolvers<ContextType>;
  Document?: DocumentResolvers<ContextType>;
  DocumentBlock?: DocumentBlockResolvers<ContextType>;
  DocumentBlockIdOnly?: DocumentBlockIdOnlyResolvers<ContextType>;
  Folder?: FolderResolvers<ContextType>;
  GraphqlFolder?: GraphqlFolderResolvers<ContextType>;
  GraphqlHierarchyObjectItem?: GraphqlHierarchyObjectItemResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  HierarchyObjectID?: HierarchyObjectIdResolvers<ContextType>;
  ISO8601DateTime?: GraphQLScalarType;
  InviteUsersError?: InviteUsersErrorResolvers<ContextType>;
  InviteUsersResult?: InviteUsersResultResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemDescription?: ItemDescriptionResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  OutOfOffice?: OutOfOfficeResolvers<ContextType>;
  Pagination?: PaginationResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlatformApi?: PlatformApiResolvers<ContextType>;
  PlatformApiDailyAnalyticsByApp?: PlatformApiDailyAnalyticsByAppResolvers<ContextType>;
  PlatformApiDailyAnalyticsByDay?: PlatformApiDailyAnalyticsByDayResolvers<ContextType>;
  PlatformApiDailyAnalyticsByUser?: PlatformApiDailyAnalyticsByUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveTeamOwnersError?: RemoveTeamOwnersErrorResolvers<ContextType>;
  RemoveTeamOwnersResult?: RemoveTeamOwnersResultResolvers<ContextType>;
  SetBoardPermissionResponse?: SetBoardPermissionResponseResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  Template?: TemplateResolvers<ContextType>;
  UpdateUserAttributesError?: UpdateUserAttributesErrorResolvers<ContextType>;
  UpdateUserAttributesResult?: UpdateUserAttributesResultResolvers<ContextType>;
  UpdateUsersRoleError?: UpdateUsersRoleErrorResolvers<ContextType>;
  UpdateUsersRoleResult?: UpdateUsersRoleResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Version?: VersionResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspaceIcon?: WorkspaceIconResolvers<ContextType>;
  WorkspaceSettings?: WorkspaceSettingsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = BoardsContext> = {
  since?: SinceDirectiveResolver<any, any, ContextType>;
  until?: UntilDirectiveResolver<any, any, ContextType>;
};
