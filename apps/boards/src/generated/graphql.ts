import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { BoardRecord } from '../data/boards';
import type { GroupView } from '../models';
import type { UserRecord } from '@workapi/accounts';
import type { BoardsContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type Board = {
  __typename?: 'Board';
  board_kind: BoardKind;
  creator: User;
  description?: Maybe<Scalars['String']['output']>;
  groups?: Maybe<Array<Maybe<Group>>>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  owners: Array<Maybe<User>>;
  state: State;
  subscribers: Array<Maybe<User>>;
  /** What the board is: a plain board, or the board holding another board's subitems. */
  type?: Maybe<BoardObjectType>;
  updated_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
};


export type BoardGroupsArgs = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type BoardAttributes =
  | 'communication'
  | 'description'
  | 'name';

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

export type Mutation = {
  __typename?: 'Mutation';
  archive_board?: Maybe<Board>;
  /** Archives a group and its items; a board's last group cannot be archived. */
  archive_group?: Maybe<Group>;
  /** What this mutation costs and what is left of the account's per-minute complexity budget. */
  complexity?: Maybe<Complexity>;
  /** Creates a board with the default groups (and, through the columns subgraph, the default columns). */
  create_board?: Maybe<Board>;
  /** Adds a group, on top of the board unless placed relative to another group. */
  create_group?: Maybe<Group>;
  /** Deletes a board and, with it, its items. */
  delete_board?: Maybe<Board>;
  /** Deletes a group and its items; a board's last group cannot be deleted. */
  delete_group?: Maybe<Group>;
  /** Copies a group with its items. */
  duplicate_group?: Maybe<Group>;
  /** Changes a board's name or description; answers monday.com's JSON result. */
  update_board?: Maybe<Scalars['JSON']['output']>;
  update_group?: Maybe<Group>;
};


export type MutationArchive_BoardArgs = {
  board_id: Scalars['ID']['input'];
};


export type MutationArchive_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_id: Scalars['String']['input'];
};


export type MutationCreate_BoardArgs = {
  board_kind: BoardKind;
  board_name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  empty?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreate_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_color?: InputMaybe<Scalars['String']['input']>;
  group_name: Scalars['String']['input'];
  position_relative_method?: InputMaybe<PositionRelative>;
  relative_to?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDelete_BoardArgs = {
  board_id: Scalars['ID']['input'];
};


export type MutationDelete_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_id: Scalars['String']['input'];
};


export type MutationDuplicate_GroupArgs = {
  add_to_top?: InputMaybe<Scalars['Boolean']['input']>;
  board_id: Scalars['ID']['input'];
  group_id: Scalars['String']['input'];
  group_title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdate_BoardArgs = {
  board_attribute: BoardAttributes;
  board_id: Scalars['ID']['input'];
  new_value: Scalars['String']['input'];
};


export type MutationUpdate_GroupArgs = {
  board_id: Scalars['ID']['input'];
  group_attribute: GroupAttributes;
  group_id: Scalars['String']['input'];
  new_value: Scalars['String']['input'];
};

export type PositionRelative =
  | 'after_at'
  | 'before_at';

export type Query = {
  __typename?: 'Query';
  /** Boards of the caller's account the caller may see. */
  boards?: Maybe<Array<Maybe<Board>>>;
  /** What this query costs and what is left of the account's per-minute complexity budget. */
  complexity?: Maybe<Complexity>;
  /** The user the API token belongs to. */
  me?: Maybe<User>;
  /** Users of the caller's account. */
  users?: Maybe<Array<Maybe<User>>>;
  /** The API version serving this request (chosen by the API-Version header). */
  version: Version;
  /** Every API version this server offers, with its kind. */
  versions?: Maybe<Array<Version>>;
};


export type QueryBoardsArgs = {
  board_kind?: InputMaybe<BoardKind>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<State>;
};


export type QueryUsersArgs = {
  emails?: InputMaybe<Array<Scalars['String']['input']>>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type State =
  | 'active'
  | 'all'
  | 'archived'
  | 'deleted';

export type User = {
  __typename?: 'User';
  created_at?: Maybe<Scalars['Date']['output']>;
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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
  /** Still served with its schema unchanged, nearing its end: move to the current version. */
  | 'maintenance'
  /** The next version: its schema can still change. */
  | 'release_candidate';



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
  Group: Group;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Board:
    ( { __typename: 'Board' }
    & GraphQLRecursivePick<FederationTypes['Board'], {"id":true}> );
  Group:
    ( { __typename: 'Group' }
    & GraphQLRecursivePick<FederationTypes['Group'], {"id":true,"board_id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Board: ResolverTypeWrapper<BoardRecord>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  BoardAttributes: BoardAttributes;
  BoardKind: BoardKind;
  BoardObjectType: BoardObjectType;
  Complexity: ResolverTypeWrapper<Complexity>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  Group: ResolverTypeWrapper<GroupView>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  GroupAttributes: GroupAttributes;
  ISO8601DateTime: ResolverTypeWrapper<Scalars['ISO8601DateTime']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PositionRelative: PositionRelative;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  State: State;
  User: ResolverTypeWrapper<UserRecord>;
  Version: ResolverTypeWrapper<Version>;
  VersionKind: VersionKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Board: BoardRecord;
  ID: Scalars['ID']['output'];
  Complexity: Complexity;
  Int: Scalars['Int']['output'];
  Date: Scalars['Date']['output'];
  Group: GroupView;
  Boolean: Scalars['Boolean']['output'];
  ISO8601DateTime: Scalars['ISO8601DateTime']['output'];
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  User: UserRecord;
  Version: Version;
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

export type BoardResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board'], FederationReferenceType extends FederationReferenceTypes['Board'] = FederationReferenceTypes['Board']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Board']> | FederationReferenceType, FederationReferenceType, ContextType>;
  board_kind?: Resolver<ResolversTypes['BoardKind'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Maybe<Array<Maybe<ResolversTypes['Group']>>>, ParentType, ContextType, Partial<BoardGroupsArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owners?: Resolver<Array<Maybe<ResolversTypes['User']>>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['State'], ParentType, ContextType>;
  subscribers?: Resolver<Array<Maybe<ResolversTypes['User']>>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['BoardObjectType']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
};

export type ComplexityResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Complexity'] = ResolversParentTypes['Complexity']> = {
  after?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reset_in_x_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

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

export interface Iso8601DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ISO8601DateTime'], any> {
  name: 'ISO8601DateTime';
}

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  archive_board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<MutationArchive_BoardArgs, 'board_id'>>;
  archive_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationArchive_GroupArgs, 'board_id' | 'group_id'>>;
  complexity?: Resolver<Maybe<ResolversTypes['Complexity']>, ParentType, ContextType>;
  create_board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<MutationCreate_BoardArgs, 'board_kind' | 'board_name'>>;
  create_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationCreate_GroupArgs, 'board_id' | 'group_name'>>;
  delete_board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType, RequireFields<MutationDelete_BoardArgs, 'board_id'>>;
  delete_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationDelete_GroupArgs, 'board_id' | 'group_id'>>;
  duplicate_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationDuplicate_GroupArgs, 'board_id' | 'group_id'>>;
  update_board?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<MutationUpdate_BoardArgs, 'board_attribute' | 'board_id' | 'new_value'>>;
  update_group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<MutationUpdate_GroupArgs, 'board_id' | 'group_attribute' | 'group_id' | 'new_value'>>;
};

export type QueryResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  boards?: Resolver<Maybe<Array<Maybe<ResolversTypes['Board']>>>, ParentType, ContextType, RequireFields<QueryBoardsArgs, 'limit' | 'page' | 'state'>>;
  complexity?: Resolver<Maybe<ResolversTypes['Complexity']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  users?: Resolver<Maybe<Array<Maybe<ResolversTypes['User']>>>, ParentType, ContextType, Partial<QueryUsersArgs>>;
  version?: Resolver<ResolversTypes['Version'], ParentType, ContextType>;
  versions?: Resolver<Maybe<Array<ResolversTypes['Version']>>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VersionResolvers<ContextType = BoardsContext, ParentType extends ResolversParentTypes['Version'] = ResolversParentTypes['Version']> = {
  display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VersionKind'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = BoardsContext> = {
  Board?: BoardResolvers<ContextType>;
  Complexity?: ComplexityResolvers<ContextType>;
  Date?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  ISO8601DateTime?: GraphQLScalarType;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Version?: VersionResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = BoardsContext> = {
  since?: SinceDirectiveResolver<any, any, ContextType>;
  until?: UntilDirectiveResolver<any, any, ContextType>;
};
