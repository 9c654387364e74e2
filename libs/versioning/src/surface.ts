import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  print,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

/** What a client can tell about one element, facet by facet (`type`, `argument limit` ...). */
type Facets = Record<string, string>;

const COORDINATE = /^(\w+)(?:\.(\w+)(?:\((\w+):\))?)?$/;

/** An input's type and default as SDL writes them (`Int! = 25`), so `25` and `"25"` differ. */
const inputOf = (input: GraphQLArgument | GraphQLInputField): string => {
  const value = input.defaultValue === undefined ? null : astFromValue(input.defaultValue, input.type);
  return value ? `${String(input.type)} = ${print(value)}` : String(input.type);
};

/** The facets of the element a schema coordinate names, or null when the schema lacks it. */
function facetsOf(schema: GraphQLSchema, coordinate: string): Facets | null {
  const [, typeName, member, argName] = COORDINATE.exec(coordinate) ?? [];
  if (!typeName) throw new Error(`not a schema coordinate: ${coordinate}`);
  const type = schema.getType(typeName);
  if (!type) return null;
  // graphql-js names each kind of type by its tag: GraphQLObjectType, GraphQLEnumType ...
  if (!member) return { kind: type[Symbol.toStringTag] };
  if (isEnumType(type)) return type.getValue(member) ? { kind: 'enum value' } : null;
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return null;
  const field = type.getFields()[member];
  if (!field) return null;
  if (!('args' in field)) return { kind: 'input field', type: inputOf(field) };
  if (argName) {
    const arg = field.args.find((candidate) => candidate.name === argName);
    return arg ? { kind: 'argument', type: inputOf(arg) } : null;
  }
  return {
    kind: 'field',
    type: String(field.type),
    ...Object.fromEntries(field.args.map((arg) => [`argument ${arg.name}`, inputOf(arg)])),
  };
}

/**
 * How our schema differs from a reference schema (monday.com's) at the given schema coordinates
 * (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`, `Input.field`): an element missing on
 * either side, a different type (nullability and list wrapping included), and for a field every
 * argument's name, type and default. One line per difference, in the order of `coordinates`.
 */
export function surfaceDifferences(
  ours: GraphQLSchema,
  reference: GraphQLSchema,
  coordinates: readonly string[],
): string[] {
  return coordinates.flatMap((coordinate) => {
    const here = facetsOf(ours, coordinate);
    const there = facetsOf(reference, coordinate);
    if (!here || !there) {
      const where = here ? 'in the reference' : there ? 'here' : 'here and in the reference';
      return [`${coordinate}: missing ${where}`];
    }
    return [...new Set([...Object.keys(here), ...Object.keys(there)])]
      .filter((facet) => here[facet] !== there[facet])
      .map(
        (facet) =>
          `${coordinate}: ${facet} ${here[facet] ?? 'absent'} here, ${there[facet] ?? 'absent'} in the reference`,
      );
  });
}
