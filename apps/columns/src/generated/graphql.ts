import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ColumnRecord } from '../data/columns';
import type { BoardReference } from '../models';
import type { ColumnsContext } from '../context';
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
  JSON: { input: unknown; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type Board = {
  __typename?: 'Board';
  /**
   * The board's columns, in board order; a column with capabilities (a calculated one) only when the capabilities
   * asked include all of its own, as monday.com answers.
   */
  columns?: Maybe<Array<Maybe<Column>>>;
  id: Scalars['ID']['output'];
};


export type BoardColumnsArgs = {
  capabilities?: InputMaybe<Array<ColumnCapability>>;
  ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  types?: InputMaybe<Array<ColumnType>>;
};

export type CalculatedCapability = {
  __typename?: 'CalculatedCapability';
  /** The type of the values summed up: the column's own. */
  calculated_type?: Maybe<ColumnType>;
  function: CalculatedFunction;
};

export type CalculatedCapabilityInput = {
  function: CalculatedFunction;
};

export type CalculatedFunction =
  | 'COUNT_KEYS'
  | 'MAX'
  | 'MIN'
  | 'MIN_MAX'
  | 'NONE'
  | 'SUM';

export type Column = {
  __typename?: 'Column';
  archived: Scalars['Boolean']['output'];
  /** The board the column belongs to; part of the entity key, not of the public API. */
  board_id: Scalars['ID']['output'];
  capabilities: ColumnCapabilities;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Changes with every change of the column; update_column refuses a revision that is no longer current. */
  revision: Scalars['String']['output'];
  /** The column's settings (labels, options, formats ...) as a JSON object. */
  settings?: Maybe<Scalars['JSON']['output']>;
  /** The same settings as a JSON string. */
  settings_str: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ColumnType;
  /** The column's width in pixels; null while it has the board's default width. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** What a column can do beyond holding values. */
export type ColumnCapabilities = {
  __typename?: 'ColumnCapabilities';
  /** How the column sums up its values, when it does. */
  calculated?: Maybe<CalculatedCapability>;
};

export type ColumnCapabilitiesInput = {
  calculated?: InputMaybe<CalculatedCapabilityInput>;
};

/** What a client can show beyond plain values: columns with capabilities it does not name are left out. */
export type ColumnCapability =
  /** A calculated column: it sums up its subitems' values. */
  | 'CALCULATED';

export type ColumnProperty =
  | 'description'
  | 'title';

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

export type CreateDropdownColumnSettingsInput = {
  label_limit_count?: InputMaybe<Scalars['Int']['input']>;
  labels: Array<CreateDropdownLabelInput>;
  /** Whether one value may hold only label_limit_count labels. */
  limit_select?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateDropdownLabelInput = {
  label: Scalars['String']['input'];
};

export type CreateStatusColumnSettingsInput = {
  labels: Array<CreateStatusLabelInput>;
};

export type CreateStatusLabelInput = {
  color: StatusColumnColors;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The label's position among the column's labels. */
  index: Scalars['Int']['input'];
  /** Whether an item with this label counts as done. */
  is_done?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  change_column_metadata?: Maybe<Column>;
  change_column_title?: Maybe<Column>;
  /** Adds a column to a board (after another column, or at the end), with its type's settings checked. */
  create_column?: Maybe<Column>;
  /** Adds a dropdown column with its options and how many one value may hold. */
  create_dropdown_column?: Maybe<Column>;
  /** Adds a status column with its labels, their colours, order and done marks. */
  create_status_column?: Maybe<Column>;
  /** Removes a column and the values items held in it. */
  delete_column?: Maybe<Column>;
  /**
   * Changes a column's title, description, capabilities or settings. Refused when the column changed
   * since its revision was read, so a change is never made over one the caller has not seen.
   */
  update_column?: Maybe<Column>;
  /** Changes a dropdown column; options keep their ids as update_status_column's labels do. */
  update_dropdown_column?: Maybe<Column>;
  /**
   * Changes a status column. A label keeps its id (what items hold) when sent with it; one left out
   * is deactivated: items keep showing it, new values cannot choose it.
   */
  update_status_column?: Maybe<Column>;
};


export type MutationChange_Column_MetadataArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
  column_property?: InputMaybe<ColumnProperty>;
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChange_Column_TitleArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationCreate_ColumnArgs = {
  after_column_id?: InputMaybe<Scalars['ID']['input']>;
  board_id: Scalars['ID']['input'];
  capabilities?: InputMaybe<ColumnCapabilitiesInput>;
  column_type: ColumnType;
  defaults?: InputMaybe<Scalars['JSON']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationCreate_Dropdown_ColumnArgs = {
  after_column_id?: InputMaybe<Scalars['ID']['input']>;
  board_id: Scalars['ID']['input'];
  defaults?: InputMaybe<CreateDropdownColumnSettingsInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationCreate_Status_ColumnArgs = {
  after_column_id?: InputMaybe<Scalars['ID']['input']>;
  board_id: Scalars['ID']['input'];
  capabilities?: InputMaybe<StatusColumnCapabilitiesInput>;
  defaults?: InputMaybe<CreateStatusColumnSettingsInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationDelete_ColumnArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
};


export type MutationUpdate_ColumnArgs = {
  board_id: Scalars['ID']['input'];
  capabilities?: InputMaybe<ColumnCapabilitiesInput>;
  column_type: ColumnType;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  revision: Scalars['String']['input'];
  settings?: InputMaybe<Scalars['JSON']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdate_Dropdown_ColumnArgs = {
  board_id: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  revision: Scalars['String']['input'];
  settings?: InputMaybe<UpdateDropdownColumnSettingsInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdate_Status_ColumnArgs = {
  board_id: Scalars['ID']['input'];
  capabilities?: InputMaybe<StatusColumnCapabilitiesInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  revision: Scalars['String']['input'];
  settings?: InputMaybe<UpdateStatusColumnSettingsInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type StatusCalculatedCapabilityInput = {
  /** A status column counts its labels. */
  function: StatusCalculatedFunction;
};

export type StatusCalculatedFunction =
  | 'COUNT_KEYS';

export type StatusColumnCapabilitiesInput = {
  calculated?: InputMaybe<StatusCalculatedCapabilityInput>;
};

/** The colours a status label may have. */
export type StatusColumnColors =
  | 'american_gray'
  | 'aquamarine'
  | 'berry'
  | 'blackish'
  | 'bright_blue'
  | 'bright_green'
  | 'brown'
  | 'bubble'
  | 'chili_blue'
  | 'coffee'
  | 'dark_blue'
  | 'dark_indigo'
  | 'dark_orange'
  | 'dark_purple'
  | 'dark_red'
  | 'done_green'
  | 'egg_yolk'
  | 'explosive'
  | 'grass_green'
  | 'indigo'
  | 'lavender'
  | 'lilac'
  | 'lipstick'
  | 'navy'
  | 'orchid'
  | 'peach'
  | 'pecan'
  | 'purple'
  | 'river'
  | 'royal'
  | 'saladish'
  | 'sky'
  | 'sofia_pink'
  | 'steel'
  | 'stuck_red'
  | 'sunset'
  | 'tan'
  | 'teal'
  | 'winter'
  | 'working_orange';

export type UpdateDropdownColumnSettingsInput = {
  label_limit_count?: InputMaybe<Scalars['Int']['input']>;
  /** The column's options; one of the column's left out is deactivated. */
  labels: Array<UpdateDropdownLabelInput>;
  limit_select?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateDropdownLabelInput = {
  /** The option's id (what items hold); a new option when not given. */
  id?: InputMaybe<Scalars['Int']['input']>;
  is_deactivated?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
};

export type UpdateStatusColumnSettingsInput = {
  /** The column's labels; one of the column's left out is deactivated. */
  labels: Array<UpdateStatusLabelInput>;
};

export type UpdateStatusLabelInput = {
  color: StatusColumnColors;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The label's id (what items hold, StatusValue.index); a new label when not given. */
  id?: InputMaybe<Scalars['Int']['input']>;
  index: Scalars['Int']['input'];
  is_deactivated?: InputMaybe<Scalars['Boolean']['input']>;
  is_done?: InputMaybe<Scalars['Boolean']['input']>;
  label: Scalars['String']['input'];
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
  Column: Column;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Board:
    ( { __typename: 'Board' }
    & GraphQLRecursivePick<FederationTypes['Board'], {"id":true}> );
  Column:
    ( { __typename: 'Column' }
    & GraphQLRecursivePick<FederationTypes['Column'], {"id":true,"board_id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Board: ResolverTypeWrapper<BoardReference>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CalculatedCapability: ResolverTypeWrapper<CalculatedCapability>;
  CalculatedCapabilityInput: CalculatedCapabilityInput;
  CalculatedFunction: CalculatedFunction;
  Column: ResolverTypeWrapper<ColumnRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ColumnCapabilities: ResolverTypeWrapper<ColumnCapabilities>;
  ColumnCapabilitiesInput: ColumnCapabilitiesInput;
  ColumnCapability: ColumnCapability;
  ColumnProperty: ColumnProperty;
  ColumnType: ColumnType;
  CreateDropdownColumnSettingsInput: CreateDropdownColumnSettingsInput;
  CreateDropdownLabelInput: CreateDropdownLabelInput;
  CreateStatusColumnSettingsInput: CreateStatusColumnSettingsInput;
  CreateStatusLabelInput: CreateStatusLabelInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StatusCalculatedCapabilityInput: StatusCalculatedCapabilityInput;
  StatusCalculatedFunction: StatusCalculatedFunction;
  StatusColumnCapabilitiesInput: StatusColumnCapabilitiesInput;
  StatusColumnColors: StatusColumnColors;
  UpdateDropdownColumnSettingsInput: UpdateDropdownColumnSettingsInput;
  UpdateDropdownLabelInput: UpdateDropdownLabelInput;
  UpdateStatusColumnSettingsInput: UpdateStatusColumnSettingsInput;
  UpdateStatusLabelInput: UpdateStatusLabelInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Board: BoardReference;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  CalculatedCapability: CalculatedCapability;
  CalculatedCapabilityInput: CalculatedCapabilityInput;
  Column: ColumnRecord;
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
  ColumnCapabilities: ColumnCapabilities;
  ColumnCapabilitiesInput: ColumnCapabilitiesInput;
  CreateDropdownColumnSettingsInput: CreateDropdownColumnSettingsInput;
  CreateDropdownLabelInput: CreateDropdownLabelInput;
  CreateStatusColumnSettingsInput: CreateStatusColumnSettingsInput;
  CreateStatusLabelInput: CreateStatusLabelInput;
  JSON: Scalars['JSON']['output'];
  Mutation: Record<PropertyKey, never>;
  StatusCalculatedCapabilityInput: StatusCalculatedCapabilityInput;
  StatusColumnCapabilitiesInput: StatusColumnCapabilitiesInput;
  UpdateDropdownColumnSettingsInput: UpdateDropdownColumnSettingsInput;
  UpdateDropdownLabelInput: UpdateDropdownLabelInput;
  UpdateStatusColumnSettingsInput: UpdateStatusColumnSettingsInput;
  UpdateStatusLabelInput: UpdateStatusLabelInput;
};

export type BoardResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board'], FederationReferenceType extends FederationReferenceTypes['Board'] = FederationReferenceTypes['Board']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Board']> | FederationReferenceType, FederationReferenceType, ContextType>;
  columns?: Resolver<Maybe<Array<Maybe<ResolversTypes['Column']>>>, ParentType, ContextType, Partial<BoardColumnsArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CalculatedCapabilityResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['CalculatedCapability'] = ResolversParentTypes['CalculatedCapability']> = {
  calculated_type?: Resolver<Maybe<ResolversTypes['ColumnType']>, ParentType, ContextType>;
  function?: Resolver<ResolversTypes['CalculatedFunction'], ParentType, ContextType>;
};

export type ColumnResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Column'] = ResolversParentTypes['Column'], FederationReferenceType extends FederationReferenceTypes['Column'] = FederationReferenceTypes['Column']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Column']> | FederationReferenceType, FederationReferenceType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  board_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capabilities?: Resolver<ResolversTypes['ColumnCapabilities'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  settings_str?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ColumnCapabilitiesResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['ColumnCapabilities'] = ResolversParentTypes['ColumnCapabilities']> = {
  calculated?: Resolver<Maybe<ResolversTypes['CalculatedCapability']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  change_column_metadata?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationChange_Column_MetadataArgs, 'board_id' | 'column_id'>>;
  change_column_title?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationChange_Column_TitleArgs, 'board_id' | 'column_id' | 'title'>>;
  create_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationCreate_ColumnArgs, 'board_id' | 'column_type' | 'title'>>;
  create_dropdown_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationCreate_Dropdown_ColumnArgs, 'board_id' | 'title'>>;
  create_status_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationCreate_Status_ColumnArgs, 'board_id' | 'title'>>;
  delete_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationDelete_ColumnArgs, 'board_id' | 'column_id'>>;
  update_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationUpdate_ColumnArgs, 'board_id' | 'column_type' | 'id' | 'revision'>>;
  update_dropdown_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationUpdate_Dropdown_ColumnArgs, 'board_id' | 'id' | 'revision'>>;
  update_status_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationUpdate_Status_ColumnArgs, 'board_id' | 'id' | 'revision'>>;
};

export type Resolvers<ContextType = ColumnsContext> = {
  Board?: BoardResolvers<ContextType>;
  CalculatedCapability?: CalculatedCapabilityResolvers<ContextType>;
  Column?: ColumnResolvers<ContextType>;
  ColumnCapabilities?: ColumnCapabilitiesResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
};

