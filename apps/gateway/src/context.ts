import Negotiator from 'negotiator';
import type { BaseContext } from '@apollo/server';
import type { OperationReads } from '@workapi/internal';
import type { Admission, RequestFacts } from './admission/admission';

/**
 * One request's context: what is known as it arrives, and its admission (admission/admission.ts),
 * the one place that decides about it. The plugins (plugins/index.ts) and the subgraph data
 * sources read it; nothing here is set by one plugin for another.
 */
export interface GatewayContext extends BaseContext, RequestFacts {
  /** Version, caller, checked operation, price and idempotency key, decided once, in order. */
  admission: Admission;
  /**
   * What the subgraphs said they read for this operation, summed by the data sources as they
   * answer, for the settlement to charge.
   */
  reads: OperationReads;
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
