import {
  GraphQLError,
  Kind,
  visit,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';

/**
 * A character no store of ours can hold: U+0000 (PostgreSQL, under FerretDB, refuses it in text
 * and JSONB) and a UTF-16 surrogate without its pair (it has no UTF-8 form). With the `u` flag a
 * whole pair is one code point, so only a lone half matches the range.
 */
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** The first character of `text` no store can hold, as `U+XXXX`, or undefined. */
export function unstorableCharacter(text: string): string | undefined {
  const found = UNSTORABLE.exec(text)?.[0];
  return found === undefined
    ? undefined
    : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first unstorable character among the strings of a value: a variable's JSON (object keys
 * included) or a literal's AST. Walked with a stack, not recursion, so no nesting a client sends
 * can overflow it.
 */
function unstorableIn(root: unknown): string | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const found = unstorableCharacter(value);
      if (found) return found;
    } else if (Array.isArray(value)) {
      // One at a time: spreading a list of a million entries would overflow the call stack.
      for (const entry of value) pending.push(entry);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) pending.push(key, entry);
    }
  }
  return undefined;
}

/** The strings a literal holds (nested in lists and input objects), and the variables it uses. */
function literalParts(value: ValueNode): { strings: string[]; variables: string[] } {
  const strings: string[] = [];
  const variables: string[] = [];
  const pending: ValueNode[] = [value];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.kind === Kind.STRING) strings.push(node.value);
    else if (node.kind === Kind.VARIABLE) variables.push(node.name.value);
    else if (node.kind === Kind.LIST) for (const entry of node.values) pending.push(entry);
    else if (node.kind === Kind.OBJECT) for (const field of node.fields) pending.push(field.value);
  }
  return { strings, variables };
}

const refusal = (argument: string, character: string, node: ASTNode) =>
  new GraphQLError(`${argument} holds a character that cannot be stored (${character})`, { nodes: node });

/** What an operation's literals hold: the first unstorable one, and the arguments each variable fills. */
interface Literals {
  found?: { argument: ArgumentNode; character: string };
  users: Map<string, ArgumentNode[]>;
}

/**
 * Each operation's literals, looked at once: Apollo Server hands every request of the same text
 * the same parsed document, so only the variables are new to a request.
 */
const literalsOf = new WeakMap<OperationDefinitionNode, Literals>();

function literals(document: DocumentNode, operation: OperationDefinitionNode): Literals {
  const known = literalsOf.get(operation);
  if (known) return known;
  const seen: Literals = { users: new Map() };
  const inspect = (argument: ArgumentNode) => {
    const { strings, variables: used } = literalParts(argument.value);
    const character = strings.map(unstorableCharacter).find(Boolean);
    if (character) seen.found ??= { argument, character };
    for (const name of used) {
      const users = seen.users.get(name);
      if (users) users.push(argument);
      else seen.users.set(name, [argument]);
    }
  };
  // An operation node belongs to one document: the fragments looked at are that document's.
  for (const definition of document.definitions) {
    if (definition === operation || definition.kind === Kind.FRAGMENT_DEFINITION)
      visit(definition, { Argument: inspect });
  }
  literalsOf.set(operation, seen);
  return seen;
}

/**
 * Refuses, before execution, any string argument holding a character the store cannot hold, so
 * the one boundary every client string crosses turns it into InvalidArgumentException instead of a
 * database error deep in a subgraph. Looks at the literals of the operation and of the document's
 * fragments, and at the values of the operation's variables; a variable is named by the argument
 * that uses it, or by itself when several arguments do.
 */
export function unstorableArgument(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): GraphQLError | undefined {
  const { found, users } = literals(document, operation);
  if (found) return refusal(found.argument.name.value, found.character, found.argument);
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    // A variable the request leaves out takes its default, a literal of the document.
    const given = variables && name in variables;
    const character =
      given || !definition.defaultValue
        ? unstorableIn(variables?.[name])
        : unstorableIn(literalParts(definition.defaultValue).strings);
    if (!character) continue;
    const arguments_ = new Set((users.get(name) ?? []).map((argument) => argument.name.value));
    const [only] = arguments_;
    return refusal(arguments_.size === 1 ? only : `$${name}`, character, users.get(name)?.[0] ?? definition);
  }
  return undefined;
}
