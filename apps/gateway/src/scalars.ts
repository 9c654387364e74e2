import { GraphQLScalarType, Kind, print, type GraphQLSchema, type ValueNode } from 'graphql';
import { invalidArgument } from '@workapi/errors';

/**
 * What the API's custom scalars take as input. The supergraph carries a custom scalar as a name
 * only, which takes any value; the subgraphs' own rules, met behind the gateway, turned a value of
 * the wrong kind into a subgraph's refusal of the whole request (a server fault to the client).
 * So the gateway holds them: a literal of the wrong kind fails validation, a variable fails
 * coercion (admission/price.ts), each naming what the scalar takes, before any subgraph is asked.
 * What the text says (a real date) stays the field's to check.
 */
interface InputRule {
  parseValue?: (value: unknown) => unknown;
  parseLiteral: (node: ValueNode) => unknown;
}

function textRule(name: string, takes: string): InputRule {
  const refusal = (shown: string) => invalidArgument(`${name} is ${takes}, not ${shown}`);
  return {
    parseValue(value) {
      if (typeof value === 'string') return value;
      throw refusal(JSON.stringify(value) ?? String(value));
    },
    parseLiteral(node) {
      if (node.kind === Kind.STRING) return node.value;
      throw refusal(print(node));
    },
  };
}

const RULES: Record<string, InputRule> = {
  Date: textRule('Date', 'a date as text (YYYY-MM-DD)'),
  ISO8601DateTime: textRule('ISO8601DateTime', 'a date and time as ISO 8601 text (2026-01-31T12:30:00Z)'),
  // A file comes as a multipart part (uploads/multipart.ts puts its signed reference in the
  // variable); written into the query, it can only be a mistake.
  File: {
    parseLiteral(node) {
      throw invalidArgument(`A File is a part of a multipart request, not ${print(node)} in the query`);
    },
  },
};

/** The schema, its custom scalars given the input rules above (a version's own schema object). */
export function withScalarRules(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, rule] of Object.entries(RULES)) {
    const type = schema.getType(name);
    if (type instanceof GraphQLScalarType) Object.assign(type, rule);
  }
  return schema;
}
