import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorCode } from '@workapi/errors';
import { type Logger } from '@workapi/logging';
import { notExecutedStatus, type GatewayContext } from '../context';

/** Codes of a well-formed request that was not executed: their status follows the media type. */
const NOT_EXECUTED = new Set<unknown>([
  ErrorCode.parseFailed,
  ErrorCode.validationFailed,
  ErrorCode.badUserInput,
  ErrorCode.invalidVersion,
  ErrorCode.maxComplexity,
]);

/**
 * What every answer says about itself: `extensions.request_id`, the deprecated parts it used
 * (`Deprecation`/`Sunset` headers and `extensions.deprecations`), its media type, and the status
 * of a request that was not executed (README, HTTP and errors). Unexpected failures are logged with
 * their stack, server-side only.
 */
export function reportingPlugin(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, contextValue }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (!code || code === ErrorCode.internal) {
              logger.error(
                {
                  err: error.originalError ?? error,
                  operationName,
                  path: error.path,
                  requestId: contextValue.requestId,
                },
                'operation failed',
              );
            }
          }
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          const body = response.body.singleResult;
          response.http.headers.set('content-type', contextValue.mediaType);
          const errors = body.errors ?? [];
          if (
            body.data === undefined &&
            errors.length > 0 &&
            errors.every((e) => NOT_EXECUTED.has(e.extensions?.code))
          ) {
            response.http.status = notExecutedStatus(contextValue.mediaType);
          }
          const { verdict, version, checked } = contextValue.admission.record;
          const signals = contextValue.supergraph.schemas.signals(
            version,
            checked && verdict.kind !== 'refused' ? checked.deprecations : [],
          );
          for (const [name, value] of Object.entries(signals?.headers ?? {}))
            response.http.headers.set(name, value);
          body.extensions = {
            request_id: contextValue.requestId,
            ...body.extensions,
            ...(signals ? { deprecations: signals.entries } : {}),
          };
        },
      };
    },
  };
}
