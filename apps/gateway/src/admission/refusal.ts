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

/** A refusal listing GraphQL errors (validation, variables) under one code, with their locations. */
export function refusalListing(status: number, errors: readonly GraphQLError[], code: string): Refusal {
  return {
    status,
    errors: errors.map((error) => ({
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
      extensions: { code },
    })),
  };
}
