import {
  ERRORS,
  errorCodeDef,
  operationFromDocument,
  type Schema,
  type Supergraph,
} from '@apollo/federation-internals';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types';
import { computeResponse } from '@apollo/gateway/dist/resultShaping';
import type { QueryPlan } from '@apollo/query-planner';
import {
  GraphQLError,
  isEnumType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  getNamedType,
  getOperationAST,
  OperationTypeNode,
  print,
  separateOperations,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GatewayContext } from './context';
import type { GatewayExecutor } from './executor';

/**
 * A query answered by one subgraph alone, sent to it as the client wrote it: its answer is then
 * the client's answer, field for field, and the gateway passes it on instead of shaping it again
 * (Apollo Gateway's result shaping walks every field of the answer: a quarter of the gateway's CPU
 * for a page of 500 items). Decided once per document, with its plan (`forwardOf`).
 */
export interface Forward {
  serviceName: string;
  /** The client's operation and the fragments it uses, nothing else (a subgraph refuses unused fragments). */
  document: DocumentNode;
  query: string;
  operationName: string | undefined;
}

type ProcessOptions = Extract<
  GraphQLDataSourceProcessOptions<GatewayContext>,
  { kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION }
>;
type Answer = Awaited<ReturnType<GraphQLDataSource<GatewayContext>['process']>>;
type RequestContext = Parameters<GatewayExecutor>[0];
type ExecutionResult = Awaited<ReturnType<GatewayExecutor>>;

const INTROSPECTION = new Set(['__schema', '__type']);

/**
 * The forward of an operation whose plan is one fetch from one subgraph, or null. Only when the
 * subgraph would answer the client's own document exactly as the gateway would shape the plan's:
 * a query, no introspection (the gateway answers it), the document valid against the subgraph's
 * schema, and every field it selects of the same type there as in the API (so nulls go up to the
 * same parents), with no enum value the API does not have.
 */
export function forwardOf(
  plan: QueryPlan,
  document: DocumentNode,
  operationName: string | undefined,
  subgraphSchema: (name: string) => GraphQLSchema | undefined,
  apiSchema: GraphQLSchema,
): Forward | null {
  const fetch = plan.node;
  if (fetch?.kind !== 'Fetch' || fetch.requires || fetch.inputRewrites?.length) return null;
  if (fetch.outputRewrites?.length || fetch.contextRewrites?.length) return null;
  if (fetch.operationKind !== OperationTypeNode.QUERY) return null;
  const own = ownDocument(document, operationName);
  if (!own || own.operation.operation !== OperationTypeNode.QUERY) return null;
  const schema = subgraphSchema(fetch.serviceName);
  if (!schema || schema.getQueryType()?.name !== apiSchema.getQueryType()?.name) return null;
  if (validate(schema, own.document).length > 0) return null;
  const types = fieldTypes(apiSchema, own.document);
  if (!types || String(types) !== String(fieldTypes(schema, own.document))) return null;
  return {
    serviceName: fetch.serviceName,
    document: own.document,
    query: print(own.document),
    operationName: own.operation.name?.value,
  };
}

/**
 * The operation `operationName` names (or the only one) and the fragments it uses, as a document
 * (graphql's `getOperationAST` and `separateOperations`).
 */
function ownDocument(
  document: DocumentNode,
  operationName: string | undefined,
): { document: DocumentNode; operation: OperationDefinitionNode } | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  return { document: separateOperations(document)[operation.name?.value ?? ''], operation };
}

/**
 * Each selected field's type in `schema`, in document order, with its kind and an enum's values: two schemas that
 * give the same list answer the document the same way. Null when it selects introspection.
 */
function fieldTypes(schema: GraphQLSchema, document: DocumentNode): string[] | null {
  const typeInfo = new TypeInfo(schema);
  const types: string[] = [];
  let introspection = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(field) {
        if (INTROSPECTION.has(field.name.value)) introspection = true;
        const type = typeInfo.getType();
        const named = type ? getNamedType(type) : undefined;
        const values = isEnumType(named) ? named.getValues().map((value) => value.name) : [];
        types.push(`${String(type)} ${kindOf(named)}${values.length ? `(${values.join('|')})` : ''}`);
      },
    }),
  );
  return introspection ? null : types;
}

/** An object type in a subgraph can be an interface in the API (`@interfaceObject`): then they differ. */
function kindOf(type: GraphQLNamedType | undefined): string {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  return type ? 'leaf' : 'unknown';
}

/**
 * Sends a forwarded query to its subgraph and answers with the subgraph's data as it is, its errors
 * passed on as Apollo Gateway passes a fetch's, so a client sees the same errors and the same nulls
 * either way.
 */
export async function forwardQuery(
  service: GraphQLDataSource<GatewayContext>,
  forward: Forward,
  requestContext: RequestContext,
  apiSchema: Schema,
): Promise<ExecutionResult> {
  const variables = requestContext.request.variables ?? {};
  const options: ProcessOptions = {
    kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
    request: { query: forward.query, variables, operationName: forward.operationName },
    // The executor's request context, its context this gateway's (the same object, typed loosely).
    incomingRequestContext: requestContext as ProcessOptions['incomingRequestContext'],
    context: requestContext.context as GatewayContext,
    document: forward.document,
    pathInIncomingRequest: [],
  };
  const answer: Answer = await service.process(options);
  const errors = (answer.errors ?? []).map((error) => downstreamError(error, forward.serviceName));
  const withErrors = errors.length > 0 ? { errors } : {};
  // The subgraph put nulls where the API would (the same types, forwardOf): its data is the answer.
  if (answer.data && typeof answer.data === 'object') return { ...withErrors, data: answer.data };
  // No data at all (a failed fetch): each root field null, or the whole data where one may not be.
  // Shaping stops at the root, so the fields' own selections, which no __typename here
  // disambiguates, are never read.
  const shaped = computeResponse({
    operation: operationFromDocument(apiSchema, forward.document, {
      operationName: forward.operationName,
      validate: false,
    }),
    variables,
    input: Object.create(null),
    introspectionHandling: () => null,
  });
  if (errors.length > 0) return { errors, data: shaped.data };
  return shaped.errors.length > 0
    ? { data: shaped.data, extensions: { valueCompletion: shaped.errors } }
    : { data: shaped.data };
}

/** A subgraph's error as Apollo Gateway passes it on (`downstreamServiceError`): its code, or DOWNSTREAM_SERVICE_ERROR. */
function downstreamError(error: GraphQLFormattedError, serviceName: string): GraphQLError {
  const message = error.message || `Error while fetching subquery from service "${serviceName}"`;
  const options = {
    originalError: error as unknown as Error,
    path: error.path ? [...error.path] : undefined,
    extensions: { ...error.extensions, serviceName },
  };
  const known = errorCodeDef(error as unknown as GraphQLError);
  if (!known && error.extensions?.code) return new GraphQLError(message, options);
  return (known ?? ERRORS.DOWNSTREAM_SERVICE_ERROR).err(message, options);
}

/**
 * The subgraphs' schemas of a supergraph, extracted as it is built (about 0.3 s for ours), so that
 * no request pays for it: the first query after a start or a new supergraph would.
 */
export function subgraphSchemas(supergraph: Supergraph): (name: string) => GraphQLSchema | undefined {
  const schemas = new Map(
    supergraph
      .subgraphs()
      .values()
      .map((subgraph) => [subgraph.name, subgraph.schema.toGraphQLJSSchema()] as const),
  );
  return (name) => schemas.get(name);
}
