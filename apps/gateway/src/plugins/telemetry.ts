import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorCode } from '@workapi/errors';
import { graphqlRequestDuration, graphqlRequests } from '@workapi/logging';
import { operationTelemetryPlugin } from '@workapi/telemetry';
import type { GatewayContext } from '../context';

/**
 * graphql-js's words when a document passes the parser's token limit (`parseOptions.maxTokens`):
 * "more that" in graphql 16, "more than" should it ever be corrected.
 */
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/**
 * Counts, times and (when tracing is on) traces every request by its validated operation and
 * outcome; a request a limit refused counts under `rejected` and by its reason: the refusal's, or
 * `shape` for a document the parser stopped at its token limit (a shape limit the parser keeps).
 */
export function telemetryPlugin(): ApolloServerPlugin<GatewayContext> {
  return operationTelemetryPlugin<GatewayContext>({
    requests: graphqlRequests,
    duration: graphqlRequestDuration,
    validated: ({ contextValue }) => contextValue.admission.record.checked,
    rejection: ({ contextValue, errors }) => {
      const { verdict } = contextValue.admission.record;
      return verdict.kind === 'refused'
        ? verdict.refusal.reason
        : errors?.some(
              (error) => error.extensions?.code === ErrorCode.parseFailed && TOKEN_LIMIT.test(error.message),
            )
          ? 'shape'
          : undefined;
    },
  });
}
