import {
  execute,
  getOperationAST,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLHttpRequest } from '@workapi/service-kit';
import { deprecationsUsed, type ApiVersion, type Deprecation } from '@workapi/versioning';
import type { VersionedSchemas } from './versions';

/** An operation checked against its version's schema, ready to be priced and run. */
export interface PreparedOperation {
  kind: 'ready';
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  deprecations: Deprecation[];
  /** Only `__schema`, `__type` and `__typename` at the root: answered from the version's schema. */
  introspectionOnly: boolean;
  /** `__schema` or `__type` next to data fields: the gateway answers those parts from the version's schema too. */
  mixedIntrospection: boolean;
}

export type Preparation =
  /** Not a well-formed GraphQL request (no query, bad JSON variables, syntax ...): Apollo answers it. */
  { kind: 'unparsed' } | { kind: 'invalid'; errors: readonly GraphQLError[] } | PreparedOperation;

interface Checked {
  document: DocumentNode | null;
  errors: readonly GraphQLError[];
  deprecations: Deprecation[];
}

const CACHE_SIZE = 1_000;

function requestParams(
  request: GraphQLHttpRequest,
): { query: string; variables: Record<string, unknown>; operationName?: string } | null {
  let params: Record<string, unknown>;
  if (request.method === 'GET') {
    const search = new URLSearchParams(request.search);
    let variables: unknown = undefined;
    try {
      variables = search.has('variables') ? JSON.parse(search.get('variables') as string) : undefined;
    } catch {
      return null;
    }
    params = {
      query: search.get('query'),
      variables,
      operationName: search.get('operationName') ?? undefined,
    };
  } else {
    if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return null;
    params = request.body as Record<string, unknown>;
  }
  const { query, variables, operationName } = params;
  if (typeof query !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: operationName ?? undefined,
  };
}

function rootFieldNames(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return rootFieldNames(document, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
      ? rootFieldNames(document, fragment.selectionSet, seen)
      : [];
  });
}

/**
 * Parses and validates operations against the API version's schema, caching the outcome per
 * version and operation text, so a field a version does not have fails validation there.
 */
export class OperationChecker {
  private readonly cache = new Map<string, Checked>();

  constructor(private readonly schemas: VersionedSchemas) {}

  prepare(request: GraphQLHttpRequest, version: ApiVersion): Preparation {
    const params = requestParams(request);
    if (!params) return { kind: 'unparsed' };
    const schema = this.schemas.schema(version);
    const checked = this.check(schema, version, params.query);
    if (!checked.document) return { kind: 'unparsed' };
    if (checked.errors.length > 0) return { kind: 'invalid', errors: checked.errors };
    const operation = getOperationAST(checked.document, params.operationName);
    if (!operation) return { kind: 'unparsed' };
    const roots = rootFieldNames(checked.document, operation.selectionSet);
    return {
      kind: 'ready',
      schema,
      document: checked.document,
      operation,
      variables: params.variables,
      deprecations: checked.deprecations,
      introspectionOnly: roots.length > 0 && roots.every((name) => name.startsWith('__')),
      mixedIntrospection:
        roots.some((name) => !name.startsWith('__')) &&
        roots.some((name) => name === '__schema' || name === '__type'),
    };
  }

  private check(schema: GraphQLSchema, version: ApiVersion, query: string): Checked {
    const key = `${version.value}\n${query}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Refresh its place so the cache drops the least recently used operation first.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    let checked: Checked;
    try {
      const document = parse(query);
      const errors = validate(schema, document, specifiedRules);
      checked = { document, errors, deprecations: errors.length ? [] : deprecationsUsed(schema, document) };
    } catch {
      checked = { document: null, errors: [], deprecations: [] };
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, checked);
    return checked;
  }
}

/** Runs an introspection-only operation against the version's schema. */
export function introspect(prepared: PreparedOperation): ExecutionResult {
  return execute({
    schema: prepared.schema,
    document: prepared.document,
    operationName: prepared.operation.name?.value,
    variableValues: prepared.variables,
  }) as ExecutionResult;
}

/**
 * The root `__schema`/`__type` fields of an operation that also asks for data, answered from the
 * version's schema by response key; the supergraph's own answer for them would show every version.
 */
export function introspectRoot(prepared: PreparedOperation): Record<string, unknown> {
  const operation: OperationDefinitionNode = {
    ...prepared.operation,
    selectionSet: {
      ...prepared.operation.selectionSet,
      selections: prepared.operation.selectionSet.selections.filter(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (selection.name.value === '__schema' || selection.name.value === '__type'),
      ),
    },
  };
  const document: DocumentNode = {
    ...prepared.document,
    definitions: prepared.document.definitions.map((definition) =>
      definition === prepared.operation ? operation : definition,
    ),
  };
  const result = introspect({ ...prepared, document, operation });
  return (result.data ?? {}) as Record<string, unknown>;
}
