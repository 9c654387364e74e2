import Negotiator from 'negotiator';
import type { BaseContext } from '@apollo/server';
import type { DocumentNode, GraphQLFormattedError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { ComplexityReport } from '@workapi/complexity';
import type { Caller, OperationReads } from '@workapi/internal';
import type { RejectionReason } from '@workapi/logging';
import type { ApiVersion, Deprecation } from '@workapi/versioning';
import type { ServedSupergraph } from './served-supergraph';

/** An operation checked against its version's schema, ready to be priced and run. */
export interface CheckedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  deprecations: Deprecation[];
  /** Only `__schema`, `__type` and `__typename` at the root: answered from the version's schema. */
  introspectionOnly: boolean;
  /** `__schema` or `__type` next to data fields: those parts are answered from the version's schema too. */
  mixedIntrospection: boolean;
}

/** An answer given instead of executing: its status, errors and extra headers. */
export interface Refusal {
  status: number;
  errors: GraphQLFormattedError[];
  headers?: Record<string, string>;
  /** The limit that refused it, when one did (counted in `workapi_rejections_total`). */
  reason?: RejectionReason;
}

/**
 * One request's context, shared by the gateway's plugins (see plugins/index.ts for their order)
 * and read by the subgraph data sources for the identity headers they sign.
 */
export interface GatewayContext extends BaseContext {
  requestId: string;
  /**
   * The supergraph serving this request, captured once as it arrives: its schemas validate it,
   * its cost model prices it, its planner plans it, even if a newer one is applied meanwhile.
   */
  supergraph: ServedSupergraph;
  /** The client's address (the socket's peer), for limits that come before authentication. */
  clientAddress: string;
  /** The version serving the request (the current one until the header is read). */
  apiVersion: ApiVersion;
  /** The response's media type, negotiated from `Accept` once, as the request arrives. */
  mediaType: string;
  caller: Caller | null;
  /** What the operation was charged, for the `complexity` root field the subgraphs answer. */
  complexity: ComplexityReport | null;
  /** When execution must be over (epoch ms): each subgraph fetch gets the time left (`REQUEST_TIMEOUT_MS`). */
  deadline: number;
  /** What the subgraphs said they read for this operation, summed over their answers. */
  reads: OperationReads;
  /** Set by the first plugin that refuses the request; nothing executes after it. */
  refusal: Refusal | null;
  /** Answered with the stored first result of its Idempotency-Key: nothing ran, nothing is charged. */
  replayed: boolean;
  /** The operation as validated against the version's schema. */
  checked: CheckedOperation | null;
}

const MEDIA_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * GraphQL-over-HTTP: the media type of the response, negotiated as Apollo Server does (the
 * client's preference, `application/json` when it states none), with a charset.
 */
export function responseMediaType(accept: string | undefined): string {
  const preferred = accept ? new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) : undefined;
  return `${preferred ?? 'application/json'}; charset=utf-8`;
}

/**
 * The status of a well-formed request that could not be executed (parse, validation and
 * variable-coercion failures, a malformed API-Version, MAX_COMPLEXITY_EXCEEDED), by the response's
 * media type: 200 with `errors` for `application/json` (what monday.com does, and the spec's
 * SHOULD), 400 for `application/graphql-response+json` (README, HTTP and errors).
 */
export function notExecutedStatus(mediaType: string): number {
  return mediaType.startsWith('application/graphql-response+json') ? 400 : 200;
}
