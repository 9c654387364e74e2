import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import type { GatewayContext, Refusal } from '../context';

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

/** Records why a request is refused; the first reason given stands. */
export function refuse(context: GatewayContext, refusal: Refusal): void {
  context.refusal ??= refusal;
}

/** The answer to a refused request, for a hook that refuses where execution would come next. */
export function refusalResponse(context: GatewayContext): GraphQLResponse | null {
  const refusal = context.refusal;
  if (!refusal) return null;
  return {
    body: { kind: 'single', singleResult: { errors: refusal.errors } },
    http: { status: refusal.status, headers: new HeaderMap(Object.entries(refusal.headers ?? {})) },
  };
}

/**
 * Answers a refused request with its refusal instead of executing it. A refusal decided before
 * Apollo parsed the document (version, token) also replaces whatever Apollo answered meanwhile (a
 * syntax error, an unknown persisted query), so an unauthenticated client learns nothing else.
 */
export function refusalPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ contextValue }) {
          return refusalResponse(contextValue);
        },
        async willSendResponse({ contextValue, response }) {
          const refusal = contextValue.refusal;
          if (!refusal) return;
          response.body = { kind: 'single', singleResult: { errors: refusal.errors } };
          response.http.status = refusal.status;
          for (const [name, value] of Object.entries(refusal.headers ?? {}))
            response.http.headers.set(name, value);
        },
      };
    },
  };
}
