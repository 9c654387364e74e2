import { diff, type Change } from '@graphql-inspector/core';
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

export type Level = 'BREAKING' | 'DANGEROUS' | 'SAFE';

/** One difference between two schemas of the same API version, as the registry judges it. */
export interface SchemaChange {
  level: Level;
  /** The schema coordinate it is about: `Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`, `Input.field`. */
  coordinate: string;
  /** graphql-inspector's change type (`FIELD_REMOVED` ...). */
  type: string;
  message: string;
  /** Why the registry judged it otherwise than graphql-inspector does, when it did. */
  note?: string;
}

const LEVELS: Record<string, Level> = { BREAKING: 'BREAKING', DANGEROUS: 'DANGEROUS', NON_BREAKING: 'SAFE' };

/**
 * The schema coordinate of an inspector change. Inspector writes an argument as `Type.field.arg`
 * and a directive use as `Type.field.@directive`; the registry uses schema coordinates throughout.
 */
export function coordinateOf(change: Pick<Change, 'type' | 'path'>): string {
  const path = (change.path ?? '').replace(/\.@.*$/, '');
  const parts = path.split('.');
  if (String(change.type).startsWith('FIELD_ARGUMENT_') && parts.length === 3) {
    return `${parts[0]}.${parts[1]}(${parts[2]}:)`;
  }
  return path;
}

/** `Type.field.arg`, as inspector and people write it, as the schema coordinate `Type.field(arg:)`. */
export function normalizeCoordinate(coordinate: string): string {
  const argument = /^(\w+)\.(\w+)\.(\w+)$/.exec(coordinate.trim());
  return argument ? `${argument[1]}.${argument[2]}(${argument[3]}:)` : coordinate.trim();
}

/** Whether a value of this type can reach a client: some object or interface field returns it. */
function returnedToClients(schema: GraphQLSchema, typeName: string): boolean {
  return Object.values(schema.getTypeMap()).some(
    (type) =>
      (isObjectType(type) || isInterfaceType(type)) &&
      !type.name.startsWith('__') &&
      Object.values(type.getFields()).some((field) => getNamedType(field.type).name === typeName),
  );
}

/** The same type with more `!` in it: nothing but nullability was tightened (`String` to `String!`). */
const onlyTightened = (before: string, after: string) =>
  before !== after && before.replace(/!/g, '') === after.replace(/!/g, '') && after.length > before.length;

type Judgement = { level: Level; note?: string } | 'omit';

/**
 * Where graphql-inspector's verdict does not fit what a client of this API notices, ours; the
 * README of the registry (docs/registry.md) lists each rule with an example.
 */
function judge(change: Change, after: GraphQLSchema): Judgement {
  const level = LEVELS[change.criticality.level] ?? 'BREAKING';
  const meta = change.meta as Record<string, unknown>;
  switch (change.type) {
    case 'FIELD_ARGUMENT_ADDED':
      // Inspector calls any new argument dangerous; one a client may leave out changes nothing for
      // the operations that exist (they do not pass it).
      if (level === 'DANGEROUS' && !meta.isAddedFieldArgumentBreaking)
        return { level: 'SAFE', note: 'optional argument: existing operations do not pass it' };
      return { level };
    case 'ENUM_VALUE_ADDED': {
      // A new value can surprise a client only if it can receive it; one that only clients send is new
      // vocabulary, like a new optional argument.
      const type: GraphQLNamedType | undefined | null = after.getType(String(meta.enumName));
      if (level === 'DANGEROUS' && type && !returnedToClients(after, type.name))
        return { level: 'SAFE', note: 'the enum is input only: no client receives the new value' };
      return { level };
    }
    case 'FIELD_TYPE_CHANGED':
      // An answer's field that becomes non-null turns a failure of that field (a subgraph down,
      // README "HTTP and errors") into null for its whole parent: answers that kept the parent lose it.
      if (onlyTightened(String(meta.oldFieldType), String(meta.newFieldType)))
        return {
          level: 'BREAKING',
          note: 'output nullability tightened: a failure of the field now nulls its parent',
        };
      return { level };
    default:
      // `@deprecated` on an element shows twice: as a deprecation change and as a directive use.
      if (change.type.startsWith('DIRECTIVE_USAGE_') && /\.@deprecated\b/.test(change.path ?? ''))
        return 'omit';
      return { level };
  }
}

/** Every change from `before` to `after` (two schemas of one API version), judged. */
export async function schemaChanges(before: GraphQLSchema, after: GraphQLSchema): Promise<SchemaChange[]> {
  const changes = await diff(before, after);
  return changes.flatMap((change) => {
    const judged = judge(change, after);
    if (judged === 'omit') return [];
    return [
      {
        level: judged.level,
        coordinate: coordinateOf(change),
        type: change.type,
        message: change.message,
        ...(judged.note ? { note: judged.note } : {}),
      },
    ];
  });
}
