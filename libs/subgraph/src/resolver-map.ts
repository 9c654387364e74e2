import type { GraphQLScalarType } from 'graphql';

/** What a generated field resolver type (`Resolver<TResult, ...>`) resolves to. */
type ResultOf<TField> = TField extends (...args: never[]) => infer R
  ? Awaited<R>
  : TField extends { resolve: (...args: never[]) => infer R }
    ? Awaited<R>
    : never;

/** A parent property as graphql's default resolver answers it: a missing value is null. */
type Defaulted<TValue> = undefined extends TValue ? Exclude<TValue, undefined> | null : TValue;

/** `Type.field` of each field a type's resolvers leave to the default resolver that its parent cannot answer. */
type Unfit<TFields, TParent, TGiven, TType extends string> = {
  [F in Exclude<keyof TFields, TGiven | `__${string}`> & string]: F extends keyof TParent
    ? // A root type's parent is Record<PropertyKey, never>: it has nothing to default to.
      [TParent[F]] extends [never]
      ? `${TType}.${F}`
      : [Defaulted<TParent[F]>] extends [ResultOf<NonNullable<TFields[F]>>]
        ? never
        : `${TType}.${F}`
    : `${TType}.${F}`;
}[Exclude<keyof TFields, TGiven | `__${string}`> & string];

/** Over every object type of a schema (scalars and abstract types have no fields of their own to default). */
type UnfitFields<TResolvers, TParents, TMap> = {
  [T in keyof TResolvers & keyof TParents & string]: NonNullable<TResolvers[T]> extends
    GraphQLScalarType | { __resolveType: unknown }
    ? never
    : Unfit<
        NonNullable<TResolvers[T]>,
        TParents[T],
        T extends keyof TMap ? keyof NonNullable<TMap[T]> : never,
        T
      >;
}[keyof TResolvers & keyof TParents & string];

type Explained<TUnfit extends string> = [TUnfit] extends [never]
  ? unknown
  : {
      [F in TUnfit]: 'is left to the default resolver, but its parent has no property of that name and type';
    };

/**
 * A subgraph's resolver map, checked against the types generated from its SDL (`npm run codegen`,
 * `TResolvers` and `TParents` = its `Resolvers` and `ResolversParentTypes`): every resolver fits
 * its field, no key names a type the schema lacks, and every field left to graphql's default
 * resolver (which reads the parent's property of the same name) finds a property that fits, so a
 * schema change that the records no longer fit fails the typecheck too.
 */
export function resolverMap<TResolvers, TParents>() {
  return <TMap extends TResolvers>(
    map: TMap &
      Record<Exclude<keyof TMap, keyof TResolvers>, never> &
      Explained<UnfitFields<TResolvers, TParents, TMap>>,
  ): TMap => map;
}
