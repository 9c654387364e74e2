import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ItemRecord } from '../data/items';
import type { ItemsPage } from '../paging/pager';
import type { BoardReference, GroupReference, UserReference } from '../models';
import type { ItemsContext } from '../context';
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
  /** A value or a list of values to compare with (strings, numbers, ids). */
  CompareValue: { input: unknown; output: unknown; }
  ISO8601DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type Board = {
  __typename?: 'Board';
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
};


export type BoardItems_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  query_params?: InputMaybe<ItemsQuery>;
};

export type Group = {
  __typename?: 'Group';
  board_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** A page of the group's items; see Query.items_page. */
  items_page: ItemsResponse;
};


export type GroupItems_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: Scalars['Int']['input'];
  query_params?: InputMaybe<ItemsQuery>;
};

export type Item = {
  __typename?: 'Item';
  board?: Maybe<Board>;
  created_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  creator?: Maybe<User>;
  creator_id: Scalars['String']['output'];
  group?: Maybe<Group>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state?: Maybe<State>;
  /** When the item last changed (its name, state, group or a column value). */
  updated_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  /** Who changed the item last; read by the columns subgraph for last_updated columns. */
  updater_id?: Maybe<Scalars['String']['output']>;
};

export type ItemsOrderByDirection =
  | 'asc'
  | 'desc';

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

export type Mutation = {
  __typename?: 'Mutation';
  archive_item?: Maybe<Item>;
  /** Creates an item in a group of the board (the board's first group when none is given), with optional column values. */
  create_item?: Maybe<Item>;
  delete_item?: Maybe<Item>;
  /** Copies an item, with its column values, right into the same group. */
  duplicate_item?: Maybe<Item>;
  move_item_to_group?: Maybe<Item>;
};


export type MutationArchive_ItemArgs = {
  item_id: Scalars['ID']['input'];
};


export type MutationCreate_ItemArgs = {
  board_id: Scalars['ID']['input'];
  column_values?: InputMaybe<Scalars['JSON']['input']>;
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  group_id?: InputMaybe<Scalars['String']['input']>;
  item_name: Scalars['String']['input'];
};


export type MutationDelete_ItemArgs = {
  item_id: Scalars['ID']['input'];
};


export type MutationDuplicate_ItemArgs = {
  board_id: Scalars['ID']['input'];
  item_id: Scalars['ID']['input'];
  with_updates?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationMove_Item_To_GroupArgs = {
  group_id: Scalars['String']['input'];
  item_id: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Items by id (at most 100), of boards the caller can see. */
  items?: Maybe<Array<Maybe<Item>>>;
  /**
   * A page of items of the caller's boards (query_params.boards restricts them). Without a cursor:
   * the first page; with the cursor of the previous page: the next one. Send the same query_params
   * as the first request, or none.
   */
  items_page: ItemsResponse;
  /** The next page of an iteration started by an items_page. */
  next_items_page: ItemsResponse;
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
  limit?: Scalars['Int']['input'];
  query_params?: InputMaybe<ItemsQuery>;
};


export type QueryNext_Items_PageArgs = {
  cursor: Scalars['String']['input'];
  limit?: Scalars['Int']['input'];
};

export type State =
  | 'active'
  | 'all'
  | 'archived'
  | 'deleted';

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
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
  Board: Board;
  Group: Group;
  Item: Item;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Board:
    ( { __typename: 'Board' }
    & GraphQLRecursivePick<FederationTypes['Board'], {"id":true}> );
  Group:
    ( { __typename: 'Group' }
    & GraphQLRecursivePick<FederationTypes['Group'], {"id":true,"board_id":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Board: ResolverTypeWrapper<BoardReference>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CompareValue: ResolverTypeWrapper<Scalars['CompareValue']['output']>;
  Group: ResolverTypeWrapper<GroupReference>;
  ISO8601DateTime: ResolverTypeWrapper<Scalars['ISO8601DateTime']['output']>;
  Item: ResolverTypeWrapper<ItemRecord>;
  ItemsOrderByDirection: ItemsOrderByDirection;
  ItemsQuery: ItemsQuery;
  ItemsQueryGroup: ItemsQueryGroup;
  ItemsQueryOperator: ItemsQueryOperator;
  ItemsQueryOrderBy: ItemsQueryOrderBy;
  ItemsQueryRule: ItemsQueryRule;
  ItemsQueryRuleOperator: ItemsQueryRuleOperator;
  ItemsResponse: ResolverTypeWrapper<ItemsPage>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  State: State;
  User: ResolverTypeWrapper<UserReference>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Board: BoardReference;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  CompareValue: Scalars['CompareValue']['output'];
  Group: GroupReference;
  ISO8601DateTime: Scalars['ISO8601DateTime']['output'];
  Item: ItemRecord;
  ItemsQuery: ItemsQuery;
  ItemsQueryGroup: ItemsQueryGroup;
  ItemsQueryOrderBy: ItemsQueryOrderBy;
  ItemsQueryRule: ItemsQueryRule;
  ItemsResponse: ItemsPage;
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  Query: Record<PropertyKey, never>;
  User: UserReference;
  String: Scalars['String']['output'];
};

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

export type BoardResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board'], FederationReferenceType extends FederationReferenceTypes['Board'] = FederationReferenceTypes['Board']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Board']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['Item']>>>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<BoardItems_PageArgs, 'limit'>>;
};

export interface CompareValueScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CompareValue'], any> {
  name: 'CompareValue';
}

export type GroupResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group'], FederationReferenceType extends FederationReferenceTypes['Group'] = FederationReferenceTypes['Group']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Group']> | FederationReferenceType, FederationReferenceType, ContextType>;
  board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<GroupItems_PageArgs, 'limit'>>;
};

export interface Iso8601DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ISO8601DateTime'], any> {
  name: 'ISO8601DateTime';
}

export type ItemResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  board?: Resolver<Maybe<ResolversTypes['Board']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  creator_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['State']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  updater_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ItemsResponseResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['ItemsResponse'] = ResolversParentTypes['ItemsResponse']> = {
  cursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  archive_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationArchive_ItemArgs, 'item_id'>>;
  create_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationCreate_ItemArgs, 'board_id' | 'item_name'>>;
  delete_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationDelete_ItemArgs, 'item_id'>>;
  duplicate_item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationDuplicate_ItemArgs, 'board_id' | 'item_id'>>;
  move_item_to_group?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationMove_Item_To_GroupArgs, 'group_id' | 'item_id'>>;
};

export type QueryResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['Item']>>>, ParentType, ContextType, RequireFields<QueryItemsArgs, 'limit' | 'page'>>;
  items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<QueryItems_PageArgs, 'limit'>>;
  next_items_page?: Resolver<ResolversTypes['ItemsResponse'], ParentType, ContextType, RequireFields<QueryNext_Items_PageArgs, 'cursor' | 'limit'>>;
};

export type UserResolvers<ContextType = ItemsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ItemsContext> = {
  Board?: BoardResolvers<ContextType>;
  CompareValue?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  ISO8601DateTime?: GraphQLScalarType;
  Item?: ItemResolvers<ContextType>;
  ItemsResponse?: ItemsResponseResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ItemsContext> = {
  readsItems?: ReadsItemsDirectiveResolver<any, any, ContextType>;
  since?: SinceDirectiveResolver<any, any, ContextType>;
  until?: UntilDirectiveResolver<any, any, ContextType>;
};
