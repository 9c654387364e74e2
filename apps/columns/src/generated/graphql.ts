import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ColumnRecord } from '../data/columns';
import type { ItemReference, BoardReference, UserReference } from '../models';
import type { ColumnValueView } from '../values/view';
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
  Date: { input: string; output: string; }
  ISO8601DateTime: { input: string; output: string; }
  JSON: { input: unknown; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type Board = {
  __typename?: 'Board';
  /** The board's columns, in board order. */
  columns?: Maybe<Array<Maybe<Column>>>;
  id: Scalars['ID']['output'];
};


export type BoardColumnsArgs = {
  ids?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  types?: InputMaybe<Array<ColumnType>>;
};

/** A checkbox column. */
export type CheckboxValue = ColumnValue & {
  __typename?: 'CheckboxValue';
  checked?: Maybe<Scalars['Boolean']['output']>;
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Column = {
  __typename?: 'Column';
  archived: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  settings_str: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ColumnType;
};

export type ColumnProperty =
  | 'description'
  | 'title';

export type ColumnType =
  | 'checkbox'
  | 'country'
  | 'creation_log'
  | 'date'
  | 'dropdown'
  | 'email'
  | 'hour'
  | 'item_id'
  | 'last_updated'
  | 'link'
  | 'long_text'
  | 'name'
  | 'numbers'
  | 'people'
  | 'phone'
  | 'rating'
  | 'status'
  | 'tags'
  | 'text'
  | 'timeline'
  | 'week';

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
  value?: Maybe<Scalars['JSON']['output']>;
};

/** The creation log: when and by whom the item was created. */
export type CreationLogValue = ColumnValue & {
  __typename?: 'CreationLogValue';
  column: Column;
  created_at: Scalars['ISO8601DateTime']['output'];
  creator: User;
  creator_id: Scalars['String']['output'];
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
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  /** HH:MM:SS (UTC) */
  time?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
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
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Item = {
  __typename?: 'Item';
  board?: Maybe<Board>;
  /** One value per column of the item's board (the name column excluded, as on monday.com). */
  column_values: Array<ColumnValue>;
  created_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  creator_id: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  updated_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  updater_id?: Maybe<Scalars['String']['output']>;
};


export type ItemColumn_ValuesArgs = {
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<ColumnType>>;
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
  updated_at?: Maybe<Scalars['ISO8601DateTime']['output']>;
  updater?: Maybe<User>;
  updater_id?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A link column. */
export type LinkValue = ColumnValue & {
  __typename?: 'LinkValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  url?: Maybe<Scalars['String']['output']>;
  url_text?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A long text column. */
export type LongTextValue = ColumnValue & {
  __typename?: 'LongTextValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  change_column_metadata?: Maybe<Column>;
  change_column_title?: Maybe<Column>;
  /** Sets one column value from its JSON form; null or an empty string clears it. */
  change_column_value?: Maybe<Item>;
  /** Sets several column values at once; all are checked before any is stored. */
  change_multiple_column_values?: Maybe<Item>;
  /** Sets one column value from its simple string form. */
  change_simple_column_value?: Maybe<Item>;
  /** Adds a column to a board (after another column, or at the end). */
  create_column?: Maybe<Column>;
  /** Removes a column and the values items held in it. */
  delete_column?: Maybe<Column>;
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


export type MutationChange_Column_ValueArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
  create_labels_if_missing?: InputMaybe<Scalars['Boolean']['input']>;
  item_id?: InputMaybe<Scalars['ID']['input']>;
  value: Scalars['JSON']['input'];
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


export type MutationCreate_ColumnArgs = {
  after_column_id?: InputMaybe<Scalars['ID']['input']>;
  board_id: Scalars['ID']['input'];
  column_type: ColumnType;
  defaults?: InputMaybe<Scalars['JSON']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationDelete_ColumnArgs = {
  board_id: Scalars['ID']['input'];
  column_id: Scalars['String']['input'];
};

/** A numbers column. */
export type NumbersValue = ColumnValue & {
  __typename?: 'NumbersValue';
  column: Column;
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
  value?: Maybe<Scalars['JSON']['output']>;
};

/** A rating column (1 to the column's maximum, 5 by default). */
export type RatingValue = ColumnValue & {
  __typename?: 'RatingValue';
  column: Column;
  id: Scalars['ID']['output'];
  rating?: Maybe<Scalars['Int']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type StatusLabelStyle = {
  __typename?: 'StatusLabelStyle';
  border?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
};

/** A status column: one of the labels in the column's settings. */
export type StatusValue = ColumnValue & {
  __typename?: 'StatusValue';
  column: Column;
  id: Scalars['ID']['output'];
  /** The label's index in the column's settings. */
  index?: Maybe<Scalars['Int']['output']>;
  /** Whether the label is one of the column's done labels. */
  is_done: Scalars['Boolean']['output'];
  /** The label's text; null while the status is empty. */
  label?: Maybe<Scalars['String']['output']>;
  label_style?: Maybe<StatusLabelStyle>;
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
  value?: Maybe<Scalars['JSON']['output']>;
};

export type Tag = {
  __typename?: 'Tag';
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

/** A text column: one line of text. */
export type TextValue = ColumnValue & {
  __typename?: 'TextValue';
  column: Column;
  id: Scalars['ID']['output'];
  text?: Maybe<Scalars['String']['output']>;
  type: ColumnType;
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
  value?: Maybe<Scalars['JSON']['output']>;
};

export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

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
  Item: Item;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Board:
    ( { __typename: 'Board' }
    & GraphQLRecursivePick<FederationTypes['Board'], {"id":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['Item'], {"board":{"id":true},"created_at":true,"updated_at":true,"creator_id":true,"updater_id":true}> ) );
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
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Board: ResolverTypeWrapper<BoardReference>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CheckboxValue: ResolverTypeWrapper<ColumnValueView>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Column: ResolverTypeWrapper<ColumnRecord>;
  ColumnProperty: ColumnProperty;
  ColumnType: ColumnType;
  ColumnValue: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ColumnValue']>;
  Country: ResolverTypeWrapper<Country>;
  CountryValue: ResolverTypeWrapper<ColumnValueView>;
  CreationLogValue: ResolverTypeWrapper<ColumnValueView>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateValue: ResolverTypeWrapper<ColumnValueView>;
  DropdownValue: ResolverTypeWrapper<ColumnValueView>;
  DropdownValueOption: ResolverTypeWrapper<DropdownValueOption>;
  EmailValue: ResolverTypeWrapper<ColumnValueView>;
  HourValue: ResolverTypeWrapper<ColumnValueView>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ISO8601DateTime: ResolverTypeWrapper<Scalars['ISO8601DateTime']['output']>;
  Item: ResolverTypeWrapper<ItemReference>;
  ItemIdValue: ResolverTypeWrapper<ColumnValueView>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Kind: Kind;
  LastUpdatedValue: ResolverTypeWrapper<ColumnValueView>;
  LinkValue: ResolverTypeWrapper<ColumnValueView>;
  LongTextValue: ResolverTypeWrapper<ColumnValueView>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NumbersValue: ResolverTypeWrapper<ColumnValueView>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  PeopleEntity: ResolverTypeWrapper<PeopleEntity>;
  PeopleValue: ResolverTypeWrapper<ColumnValueView>;
  PhoneValue: ResolverTypeWrapper<ColumnValueView>;
  RatingValue: ResolverTypeWrapper<ColumnValueView>;
  StatusLabelStyle: ResolverTypeWrapper<StatusLabelStyle>;
  StatusValue: ResolverTypeWrapper<ColumnValueView>;
  Tag: ResolverTypeWrapper<Tag>;
  TagsValue: ResolverTypeWrapper<ColumnValueView>;
  TextValue: ResolverTypeWrapper<ColumnValueView>;
  TimelineValue: ResolverTypeWrapper<ColumnValueView>;
  User: ResolverTypeWrapper<UserReference>;
  WeekValue: ResolverTypeWrapper<ColumnValueView>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Board: BoardReference;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  CheckboxValue: ColumnValueView;
  Boolean: Scalars['Boolean']['output'];
  Column: ColumnRecord;
  ColumnValue: ResolversInterfaceTypes<ResolversParentTypes>['ColumnValue'];
  Country: Country;
  CountryValue: ColumnValueView;
  CreationLogValue: ColumnValueView;
  Date: Scalars['Date']['output'];
  DateValue: ColumnValueView;
  DropdownValue: ColumnValueView;
  DropdownValueOption: DropdownValueOption;
  EmailValue: ColumnValueView;
  HourValue: ColumnValueView;
  Int: Scalars['Int']['output'];
  ISO8601DateTime: Scalars['ISO8601DateTime']['output'];
  Item: ItemReference;
  ItemIdValue: ColumnValueView;
  JSON: Scalars['JSON']['output'];
  LastUpdatedValue: ColumnValueView;
  LinkValue: ColumnValueView;
  LongTextValue: ColumnValueView;
  Mutation: Record<PropertyKey, never>;
  NumbersValue: ColumnValueView;
  Float: Scalars['Float']['output'];
  PeopleEntity: PeopleEntity;
  PeopleValue: ColumnValueView;
  PhoneValue: ColumnValueView;
  RatingValue: ColumnValueView;
  StatusLabelStyle: StatusLabelStyle;
  StatusValue: ColumnValueView;
  Tag: Tag;
  TagsValue: ColumnValueView;
  TextValue: ColumnValueView;
  TimelineValue: ColumnValueView;
  User: UserReference;
  WeekValue: ColumnValueView;
};

export type BoardResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Board'] = ResolversParentTypes['Board'], FederationReferenceType extends FederationReferenceTypes['Board'] = FederationReferenceTypes['Board']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Board']> | FederationReferenceType, FederationReferenceType, ContextType>;
  columns?: Resolver<Maybe<Array<Maybe<ResolversTypes['Column']>>>, ParentType, ContextType, Partial<BoardColumnsArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CheckboxValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['CheckboxValue'] = ResolversParentTypes['CheckboxValue']> = {
  checked?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColumnResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Column'] = ResolversParentTypes['Column']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  settings_str?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
};

export type ColumnValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['ColumnValue'] = ResolversParentTypes['ColumnValue']> = {
  __resolveType: TypeResolveFn<'CheckboxValue' | 'CountryValue' | 'CreationLogValue' | 'DateValue' | 'DropdownValue' | 'EmailValue' | 'HourValue' | 'ItemIdValue' | 'LastUpdatedValue' | 'LinkValue' | 'LongTextValue' | 'NumbersValue' | 'PeopleValue' | 'PhoneValue' | 'RatingValue' | 'StatusValue' | 'TagsValue' | 'TextValue' | 'TimelineValue' | 'WeekValue', ParentType, ContextType>;
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['CountryValue'] = ResolversParentTypes['CountryValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreationLogValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['CreationLogValue'] = ResolversParentTypes['CreationLogValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['ISO8601DateTime'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  creator_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DateValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['DateValue'] = ResolversParentTypes['DateValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DropdownValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['DropdownValue'] = ResolversParentTypes['DropdownValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['DropdownValueOption']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DropdownValueOptionResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['DropdownValueOption'] = ResolversParentTypes['DropdownValueOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['EmailValue'] = ResolversParentTypes['EmailValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HourValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['HourValue'] = ResolversParentTypes['HourValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  hour?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minute?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface Iso8601DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ISO8601DateTime'], any> {
  name: 'ISO8601DateTime';
}

export type ItemResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  column_values?: Resolver<Array<ResolversTypes['ColumnValue']>, ParentType, ContextType, Partial<ItemColumn_ValuesArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ItemIdValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['ItemIdValue'] = ResolversParentTypes['ItemIdValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LastUpdatedValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['LastUpdatedValue'] = ResolversParentTypes['LastUpdatedValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['ISO8601DateTime']>, ParentType, ContextType>;
  updater?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  updater_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinkValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['LinkValue'] = ResolversParentTypes['LinkValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LongTextValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['LongTextValue'] = ResolversParentTypes['LongTextValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  change_column_metadata?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationChange_Column_MetadataArgs, 'board_id' | 'column_id'>>;
  change_column_title?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationChange_Column_TitleArgs, 'board_id' | 'column_id' | 'title'>>;
  change_column_value?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Column_ValueArgs, 'board_id' | 'column_id' | 'value'>>;
  change_multiple_column_values?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Multiple_Column_ValuesArgs, 'board_id' | 'column_values'>>;
  change_simple_column_value?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<MutationChange_Simple_Column_ValueArgs, 'board_id' | 'column_id'>>;
  create_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationCreate_ColumnArgs, 'board_id' | 'column_type' | 'title'>>;
  delete_column?: Resolver<Maybe<ResolversTypes['Column']>, ParentType, ContextType, RequireFields<MutationDelete_ColumnArgs, 'board_id' | 'column_id'>>;
};

export type NumbersValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['NumbersValue'] = ResolversParentTypes['NumbersValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PeopleEntityResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['PeopleEntity'] = ResolversParentTypes['PeopleEntity']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['Kind']>, ParentType, ContextType>;
};

export type PeopleValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['PeopleValue'] = ResolversParentTypes['PeopleValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  persons_and_teams?: Resolver<Maybe<Array<ResolversTypes['PeopleEntity']>>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PhoneValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['PhoneValue'] = ResolversParentTypes['PhoneValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  country_short_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RatingValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['RatingValue'] = ResolversParentTypes['RatingValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StatusLabelStyleResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['StatusLabelStyle'] = ResolversParentTypes['StatusLabelStyle']> = {
  border?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatusValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['StatusValue'] = ResolversParentTypes['StatusValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label_style?: Resolver<Maybe<ResolversTypes['StatusLabelStyle']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TagResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TagsValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['TagsValue'] = ResolversParentTypes['TagsValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag_ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['TextValue'] = ResolversParentTypes['TextValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TimelineValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['TimelineValue'] = ResolversParentTypes['TimelineValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WeekValueResolvers<ContextType = ColumnsContext, ParentType extends ResolversParentTypes['WeekValue'] = ResolversParentTypes['WeekValue']> = {
  column?: Resolver<ResolversTypes['Column'], ParentType, ContextType>;
  end_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start_date?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ColumnType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = ColumnsContext> = {
  Board?: BoardResolvers<ContextType>;
  CheckboxValue?: CheckboxValueResolvers<ContextType>;
  Column?: ColumnResolvers<ContextType>;
  ColumnValue?: ColumnValueResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountryValue?: CountryValueResolvers<ContextType>;
  CreationLogValue?: CreationLogValueResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateValue?: DateValueResolvers<ContextType>;
  DropdownValue?: DropdownValueResolvers<ContextType>;
  DropdownValueOption?: DropdownValueOptionResolvers<ContextType>;
  EmailValue?: EmailValueResolvers<ContextType>;
  HourValue?: HourValueResolvers<ContextType>;
  ISO8601DateTime?: GraphQLScalarType;
  Item?: ItemResolvers<ContextType>;
  ItemIdValue?: ItemIdValueResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LastUpdatedValue?: LastUpdatedValueResolvers<ContextType>;
  LinkValue?: LinkValueResolvers<ContextType>;
  LongTextValue?: LongTextValueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NumbersValue?: NumbersValueResolvers<ContextType>;
  PeopleEntity?: PeopleEntityResolvers<ContextType>;
  PeopleValue?: PeopleValueResolvers<ContextType>;
  PhoneValue?: PhoneValueResolvers<ContextType>;
  RatingValue?: RatingValueResolvers<ContextType>;
  StatusLabelStyle?: StatusLabelStyleResolvers<ContextType>;
  StatusValue?: StatusValueResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TagsValue?: TagsValueResolvers<ContextType>;
  TextValue?: TextValueResolvers<ContextType>;
  TimelineValue?: TimelineValueResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WeekValue?: WeekValueResolvers<ContextType>;
};

