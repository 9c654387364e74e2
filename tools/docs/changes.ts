import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  print,
  astFromValue,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

/** One element of a schema, by coordinate: what it is, its signature and its deprecation. */
export interface Element {
  /** `Type`, `Type.field`, `Type.field(arg:)`, `Input.field` or `Enum.VALUE`. */
  coordinate: string;
  /** The coordinate of the element it belongs to (a field's type, an argument's field), if any. */
  owner?: string;
  /** Its type and default, where it has them; a change of it is a change of the element. */
  signature: string;
  deprecationReason?: string;
}

/** The printed default value of an argument or input field, if it has one. */
export function defaultOf(input: GraphQLArgument | GraphQLInputField): string | undefined {
  if (input.defaultValue === undefined) return undefined;
  const ast = astFromValue(input.defaultValue, input.type);
  return ast ? print(ast) : undefined;
}

const signatureOf = (input: GraphQLArgument | GraphQLInputField) => {
  const value = defaultOf(input);
  return value === undefined ? String(input.type) : `${input.type} = ${value}`;
};

/** Every named element of a schema (introspection types excluded), by coordinate. */
export function elementsOf(schema: GraphQLSchema): Map<string, Element> {
  const elements = new Map<string, Element>();
  const add = (element: Element) => elements.set(element.coordinate, element);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    add({ coordinate: type.name, signature: kindOf(type) });
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        add({
          coordinate,
          owner: type.name,
          signature: String(field.type),
          deprecationReason: field.deprecationReason ?? undefined,
        });
        for (const arg of field.args) {
          add({
            coordinate: `${coordinate}(${arg.name}:)`,
            owner: coordinate,
            signature: signatureOf(arg),
            deprecationReason: arg.deprecationReason ?? undefined,
          });
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        add({
          coordinate: `${type.name}.${field.name}`,
          owner: type.name,
          signature: signatureOf(field),
          deprecationReason: field.deprecationReason ?? undefined,
        });
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        add({
          coordinate: `${type.name}.${value.name}`,
          owner: type.name,
          signature: 'enum value',
          deprecationReason: value.deprecationReason ?? undefined,
        });
      }
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) {
        add({ coordinate: `${type.name}.${member.name}`, owner: type.name, signature: 'union member' });
      }
    }
  }
  return elements;
}

export const kindOf = (type: ReturnType<GraphQLSchema['getTypeMap']>[string]): string =>
  isObjectType(type)
    ? 'object'
    : isInterfaceType(type)
      ? 'interface'
      : isUnionType(type)
        ? 'union'
        : isEnumType(type)
          ? 'enum'
          : isInputObjectType(type)
            ? 'input object'
            : 'scalar';

export interface Changes {
  added: Element[];
  removed: Element[];
  /** Elements deprecated in the newer schema that the older one had without deprecation. */
  deprecated: Element[];
  /** Elements whose type or default changed: before and after. */
  changed: Array<{ before: Element; after: Element }>;
}

/**
 * What a newer schema adds, removes, deprecates and changes compared with an older one, sorted by
 * coordinate. An element added or removed with the element it belongs to is not listed again.
 */
export function changesBetween(older: Map<string, Element>, newer: Map<string, Element>): Changes {
  const onlyIn = (from: Map<string, Element>, other: Map<string, Element>) =>
    sorted([...from.values()].filter((element) => !other.has(element.coordinate))).filter(
      (element) => !element.owner || other.has(element.owner),
    );
  const both = sorted([...newer.values()].filter((element) => older.has(element.coordinate)));
  return {
    added: onlyIn(newer, older),
    removed: onlyIn(older, newer),
    deprecated: both.filter(
      (element) =>
        element.deprecationReason !== undefined &&
        older.get(element.coordinate)?.deprecationReason === undefined,
    ),
    changed: both.flatMap((after) => {
      const before = older.get(after.coordinate) as Element;
      return before.signature === after.signature ? [] : [{ before, after }];
    }),
  };
}

const sorted = (elements: Element[]) =>
  elements.sort((a, b) => (a.coordinate < b.coordinate ? -1 : a.coordinate > b.coordinate ? 1 : 0));
