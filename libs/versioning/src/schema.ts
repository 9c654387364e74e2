import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  printSchema,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DirectiveNode,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type TypeNode,
} from 'graphql';
import { existsIn, type Lifespan } from './versions';

export type DirectiveArguments = Record<string, unknown>;

/**
 * Where a directive is applied in an SDL document, by schema coordinate (`Type`, `Type.field`,
 * `Type.field(arg:)`, `Enum.VALUE`, `Input.field`), with its arguments.
 */
export function annotationsOf(document: DocumentNode, directive: string): Map<string, DirectiveArguments> {
  const found = new Map<string, DirectiveArguments>();
  const note = (coordinate: string, directives: readonly DirectiveNode[] | undefined) => {
    const applied = directives?.find((node) => node.name.value === directive);
    if (!applied) return;
    found.set(
      coordinate,
      Object.fromEntries(
        (applied.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value)]),
      ),
    );
  };
  for (const definition of document.definitions) {
    if (!('name' in definition) || !definition.name || definition.kind === Kind.DIRECTIVE_DEFINITION)
      continue;
    const type = definition.name.value;
    note(type, 'directives' in definition ? definition.directives : undefined);
    if ('fields' in definition) {
      for (const field of definition.fields ?? []) {
        note(`${type}.${field.name.value}`, field.directives);
        if ('arguments' in field) {
          for (const arg of field.arguments ?? [])
            note(`${type}.${field.name.value}(${arg.name.value}:)`, arg.directives);
        }
      }
    }
    if ('values' in definition) {
      for (const value of definition.values ?? []) note(`${type}.${value.name.value}`, value.directives);
    }
  }
  return found;
}

/** The `@since`/`@until` annotations of a supergraph, by coordinate. */
export function lifespansOf(supergraph: DocumentNode): Map<string, Lifespan> {
  const lifespans = new Map<string, Lifespan>();
  for (const key of ['since', 'until'] as const) {
    for (const [coordinate, args] of annotationsOf(supergraph, key)) {
      lifespans.set(coordinate, { ...lifespans.get(coordinate), [key]: String(args.version) });
    }
  }
  return lifespans;
}

const namedTypeOf = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);

/**
 * The API schema one version sees: the elements whose lifespan does not cover the version are
 * removed, and with a removed type every field, argument and member that refers to it.
 */
export function versionSchema(
  apiSchema: GraphQLSchema,
  lifespans: Map<string, Lifespan>,
  version: string,
): GraphQLSchema {
  const gone = (coordinate: string) => !existsIn(lifespans.get(coordinate), version);
  const document = parse(printSchema(apiSchema));
  const removedTypes = new Set(
    document.definitions.flatMap((definition) =>
      'name' in definition && definition.name && gone(definition.name.value) ? [definition.name.value] : [],
    ),
  );
  const keepField = (type: string, field: { name: { value: string }; type: TypeNode }) =>
    !gone(`${type}.${field.name.value}`) && !removedTypes.has(namedTypeOf(field.type));

  let previous = -1;
  let definitions: DefinitionNode[] = [...document.definitions];
  // Removing a type can empty another one, which then goes too; repeat until nothing changes.
  while (previous !== removedTypes.size) {
    previous = removedTypes.size;
    definitions = definitions.flatMap((definition): DefinitionNode[] => {
      if (!('name' in definition) || !definition.name) return [definition];
      const type = definition.name.value;
      if (removedTypes.has(type)) return [];
      switch (definition.kind) {
        case Kind.OBJECT_TYPE_DEFINITION:
        case Kind.INTERFACE_TYPE_DEFINITION: {
          const fields = (definition.fields ?? [])
            .filter((field) => keepField(type, field))
            .map((field) => ({
              ...field,
              arguments: field.arguments?.filter(
                (arg) =>
                  !gone(`${type}.${field.name.value}(${arg.name.value}:)`) &&
                  !removedTypes.has(namedTypeOf(arg.type)),
              ),
            }));
          if (fields.length === 0) removedTypes.add(type);
          const interfaces = definition.interfaces?.filter((node) => !removedTypes.has(node.name.value));
          return [{ ...definition, fields, interfaces }];
        }
        case Kind.INPUT_OBJECT_TYPE_DEFINITION: {
          const fields = (definition.fields ?? []).filter((field) => keepField(type, field));
          if (fields.length === 0) removedTypes.add(type);
          return [{ ...definition, fields }];
        }
        case Kind.ENUM_TYPE_DEFINITION: {
          const values = (definition.values ?? []).filter((value) => !gone(`${type}.${value.name.value}`));
          if (values.length === 0) removedTypes.add(type);
          return [{ ...definition, values }];
        }
        case Kind.UNION_TYPE_DEFINITION: {
          const types = (definition.types ?? []).filter((member) => !removedTypes.has(member.name.value));
          if (types.length === 0) removedTypes.add(type);
          return [{ ...definition, types }];
        }
        default:
          return [definition];
      }
    });
  }
  return buildASTSchema({
    kind: Kind.DOCUMENT,
    definitions: definitions.filter(
      (definition) => !('name' in definition && definition.name && removedTypes.has(definition.name.value)),
    ),
  });
}

export interface Deprecation {
  /** Schema coordinate of the deprecated element the operation uses. */
  coordinate: string;
  reason: string;
}

/** The deprecated fields, arguments, input fields and enum values a (valid) document uses. */
export function deprecationsUsed(schema: GraphQLSchema, document: DocumentNode): Deprecation[] {
  const found = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field?.deprecationReason != null && parent)
          found.set(`${parent.name}.${field.name}`, field.deprecationReason);
      },
      Argument() {
        const arg = typeInfo.getArgument();
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (arg?.deprecationReason != null && field && parent)
          found.set(`${parent.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      },
      ObjectField(node) {
        const input = getNamedType(typeInfo.getParentInputType());
        if (!isInputObjectType(input)) return;
        const field = input.getFields()[node.name.value];
        if (field?.deprecationReason != null)
          found.set(`${input.name}.${field.name}`, field.deprecationReason);
      },
      EnumValue() {
        const value = typeInfo.getEnumValue();
        const type = getNamedType(typeInfo.getInputType());
        if (value?.deprecationReason != null && type)
          found.set(`${type.name}.${value.name}`, value.deprecationReason);
      },
    }),
  );
  return [...found].map(([coordinate, reason]) => ({ coordinate, reason }));
}

/** Coordinates of every deprecated field, argument, input field and enum value of a schema. */
export function deprecatedCoordinates(schema: GraphQLSchema): Set<string> {
  const found = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason != null) found.add(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (arg.deprecationReason != null) found.add(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.deprecationReason != null) found.add(`${type.name}.${value.name}`);
      }
    }
  }
  return found;
}
