import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorCode } from '@workapi/errors';
import { type Logger } from '@workapi/logging';
import { tokenFrom, type Authentication, type Authenticator } from '../auth';
import type { GatewayContext } from '../context';
import { refusalOf, refuse } from './refusal';

/**
 * Resolves the `Authorization` token to its caller before Apollo parses anything: 401 without a
 * known token, 429 for an address that keeps sending unknown ones, 503 while tokens cannot be
 * looked up.
 */
export function authenticationPlugin(
  authenticator: Authenticator,
  logger: Logger,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      if (contextValue.refusal) return;
      const token = tokenFrom(request.http?.headers.get('authorization'));
      let found: Authentication = { kind: 'unknown' };
      try {
        if (token)
          found = await authenticator.authenticate(token, contextValue.requestId, contextValue.clientAddress);
      } catch (error) {
        logger.error(
          { requestId: contextValue.requestId, err: (error as Error).message },
          'token lookup failed',
        );
        refuse(
          contextValue,
          refusalOf(503, 'Service temporarily unavailable', ErrorCode.internal, { 'retry-after': '5' }),
        );
        return;
      }
      if (found.kind === 'caller') {
        contextValue.caller = found.caller;
      } else if (found.kind === 'throttled') {
        refuse(contextValue, {
          ...refusalOf(
            429,
            'Too many unknown API tokens from this address: retry later',
            ErrorCode.rateLimited,
            {
              'retry-after': String(found.retryAfter),
            },
          ),
          reason: 'token_flood',
        });
      } else {
        refuse(
          contextValue,
          refusalOf(
            401,
            'Not Authenticated: send a valid API token in the Authorization header',
            ErrorCode.unauthorized,
          ),
        );
      }
    },
  };
}
