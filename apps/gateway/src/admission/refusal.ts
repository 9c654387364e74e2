import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { RejectionReason } from '@workapi/logging';

/** An answer given instead of executing: its status, errors and extra headers. */
export interface Refusal {
  status: number;
  errors: GraphQLFormattedError[];
  headers?: Record<string, string>;
  /** The limit that refused it, when one did (counted in `workapi_rejections_total`). */
  reason?: RejectionReason;
}

/** A refusal with one error: its status, message, code, and any extra headers. */
export function refusalOf(
  status: number,
  message: string,
  code: string,
  headers?: Record<string, string>,
): Refusal {
  return { status, errors: [{ message, extensions: { code } }], ...(headers ? { headers } : {}) };
}

/** What a refusal lists of a GraphQL error: its message and locations. */
export type ListedError = Pick<GraphQLError, 'message' | 'locations'>;

/** A refusal listing GraphQL errors (validation, variables) under one code, with their locations. */
export function refusalListing(status: number, errors: readonly ListedError[], code: string): Refusal {
  return {
    status,
    errors: errors.map((error) => ({
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
      extensions: { code },
    })),
  };
}
