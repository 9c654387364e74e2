import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isAbstractType,
  isInputObjectType,
  isObjectType,
  Kind,
  printSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type NamedTypeNode,
  type SelectionSetNode,
  type TypeNode,
  valueFromASTUntyped,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;
type SchemaListener = Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0];
/** A compiled document, with the defaults of its variables as a client would send them. */
interface Compiled {
  query: CompiledQuery;
  defaults: Record<string, unknown>;
  size: number;
}

/** Uses of a document before it is compiled: a document used once runs uncompiled. */
const COMPILE_AT = 2;
/**
 * The largest document compiled, by the fields graphql-jit writes code for (`codeSize`), so that
 * no compilation holds the process long. Measured here: a page of 500 items with their values is
 * 132 and compiles in 5 to 13 ms, holding 0.17 MB; the schema walks of access.e2e.ts, 750 to 814,
 * took 80 to 130 ms each.
 */
const MAX_CODE_SIZE = 500;
/** The code sizes of the compiled documents one process keeps: about 25 MB. */
const KEPT_CODE_SIZE = 20_000;
/** Documents counted towards their compilation. */
const COUNTED = 4_000;

/**
 * A subgraph's schema served to Apollo Server with an executor that compiles a document it sees
 * again (graphql-jit) and runs the compiled function from then on, in place of graphql-js's walk
 * of the document for every field of every answer (docs/architecture.md, "Execution"). Apollo
 * Server still parses, validates and runs every plugin; only execution changes. Its `gateway`
 * option is Apollo Server's place for a custom executor, as the gateway's own executor uses it.
 */
export class CompiledExecution implements GatewayInterface {
  /** Uses so far of each document not compiled yet, with its code size, or that it is not compiled. */
  private readonly counted = new LRUCache<string, { uses: number; size: number } | 'never'>({
    max: COUNTED,
  });
  private readonly compiled = new LRUCache<string, Compiled>({
    maxSize: KEPT_CODE_SIZE,
    sizeCalculation: (entry) => entry.size,
  });

  constructor(private readonly schema: GraphQLSchema) {}

  async load(): Promise<{ executor: Executor }> {
    return { executor: (requestContext) => this.execute(requestContext) };
  }

  onSchemaLoadOrUpdate(listener: SchemaListener): () => void {
    listener({ apiSchema: this.schema, coreSupergraphSdl: printSchema(this.schema) });
    return () => undefined;
  }

  async stop(): Promise<void> {}

  private async execute(requestContext: Parameters<Executor>[0]): ReturnType<Executor> {
    const { document, request, queryHash, context } = requestContext;
    const variables = request.variables ?? {};
    const key = `${queryHash} ${request.operationName ?? ''}`;
    const compiled = this.compiled.get(key) ?? this.compileOnUse(key, document, request.operationName);
    if (!compiled) {
      return execute({
        schema: this.schema,
        document,
        operationName: request.operationName,
        variableValues: variables,
        contextValue: context,
      });
    }
    const result = await compiled.query.query(undefined, context, { ...compiled.defaults, ...variables });
    return result.errors ? { ...result, errors: result.errors.map(standardError) } : result;
  }

  /**
   * The document compiled once it has been used `COMPILE_AT` times, when it is small enough and
   * graphql-jit takes it; else null, and the document runs on graphql-js.
   */
  private compileOnUse(key: string, document: DocumentNode, operationName?: string | null): Compiled | null {
    let counted = this.counted.get(key);
    if (counted === 'never') return null;
    counted ??= { uses: 0, size: codeSize(this.schema, document, operationName, MAX_CODE_SIZE) };
    counted.uses += 1;
    if (counted.size <= MAX_CODE_SIZE && counted.uses < COMPILE_AT) {
      this.counted.set(key, counted);
      return null;
    }
    const query = counted.size <= MAX_CODE_SIZE ? compiledOrNull(this.schema, document, operationName) : null;
    if (!query) {
      this.counted.set(key, 'never');
      return null;
    }
    this.counted.delete(key);
    const compiled = { query, defaults: defaultsOf(document, operationName), size: counted.size };
    this.compiled.set(key, compiled);
    return compiled;
  }
}

/** graphql-jit's function for the document, or null where it refuses it (it answers with errors). */
function compiledOrNull(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): CompiledQuery | null {
  try {
    const compiled = compileQuery(schema, document, operationName ?? undefined);
    return isCompiledQuery(compiled) ? compiled : null;
  } catch {
    return null;
  }
}

/**
 * How many fields graphql-jit writes code for, counted up to `cap` (then `cap + 1`): every field of
 * the operation with its fragments in place, and a selection on an interface or union once for
 * each of its object types, as graphql-jit compiles it; an introspection counts as too large. Runs
 * on a validated document.
 */
export function codeSize(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  cap: number,
): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return cap + 1;
  // graphql-jit writes the parsing of a variable whose input type contains itself, at any depth,
  // without end (graphql-jit issue #81; graphql-mesh turns graphql-jit off for these too).
  const variables = operation.variableDefinitions ?? [];
  if (variables.some(({ type }) => selfContaining(schema.getType(namedTypeOf(type).name.value))))
    return cap + 1;
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const applies = (condition: string | undefined, type: GraphQLNamedType) => {
    const named = condition === undefined ? type : schema.getType(condition);
    return (
      named === type ||
      (!!named && isAbstractType(named) && isObjectType(type) && schema.isSubType(named, type))
    );
  };
  let size = 0;
  const visit = (selections: SelectionSetNode, type: GraphQLNamedType): void => {
    for (const selection of selections.selections) {
      if (size > cap) return;
      if (selection.kind === Kind.FIELD) {
        // Introspection is rare here, and its code large (200 ms to compile the full query).
        if (selection.name.value === '__schema' || selection.name.value === '__type') size = cap;
        size += 1;
        const field = isObjectType(type) ? type.getFields()[selection.name.value] : undefined;
        if (!selection.selectionSet || !field) continue;
        const named = getNamedType(field.type);
        const types = isAbstractType(named) ? schema.getPossibleTypes(named) : [named];
        for (const possible of types) visit(selection.selectionSet, possible);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type)) visit(selection.selectionSet, type);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && applies(fragment.typeCondition.name.value, type)) visit(fragment.selectionSet, type);
      }
    }
  };
  visit(operation.selectionSet, root);
  return Math.min(size, cap + 1);
}

/** The named type a variable's type wraps (`[ID!]!` → `ID`). */
function namedTypeOf(type: TypeNode): NamedTypeNode {
  return type.kind === Kind.NAMED_TYPE ? type : namedTypeOf(type.type);
}

/**
 * Whether an input object reaches, through its fields, one that contains itself: `ItemsQuery` does
 * (`ItemsQueryGroup.groups`), and `AggregateQueryInput`.
 */
function selfContaining(type: GraphQLNamedType | undefined | null, path = new Set<string>()): boolean {
  if (!isInputObjectType(type)) return false;
  if (path.has(type.name)) return true;
  const known = path.size === 0 ? SELF_CONTAINING.get(type) : undefined;
  if (known !== undefined) return known;
  path.add(type.name);
  const found = Object.values(type.getFields()).some((field) =>
    selfContaining(getNamedType(field.type), path),
  );
  path.delete(type.name);
  if (path.size === 0) SELF_CONTAINING.set(type, found);
  return found;
}
const SELF_CONTAINING = new WeakMap<GraphQLNamedType, boolean>();

/**
 * The defaults of the operation's variables, as a client could send them: graphql-jit refuses a
 * non-null variable left to its default (`$limit: Int! = 25`), which graphql-js and the spec
 * accept, so each request's variables are laid over these.
 */
function defaultsOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): Record<string, unknown> {
  const definitions = getOperationAST(document, operationName)?.variableDefinitions ?? [];
  return Object.fromEntries(
    definitions.flatMap(({ variable, defaultValue }) =>
      defaultValue ? [[variable.name.value, valueFromASTUntyped(defaultValue)]] : [],
    ),
  );
}

/**
 * graphql-jit's errors are its own objects over graphql's `GraphQLError` prototype, without the
 * fields graphql's constructor sets (no `extensions` object when the cause has none): Apollo
 * Server's error formatting reads those and fails. Each is made again as graphql makes it, with
 * its cause, path, locations and extensions.
 */
function standardError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  if (error.locations) Object.defineProperty(made, 'locations', { value: error.locations, enumerable: true });
  return made;
}
