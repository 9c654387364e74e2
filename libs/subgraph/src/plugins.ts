import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { Logger } from '@workapi/logging';

/** Logs unexpected resolver failures with their stack (server-side only; clients get a bare code). */
export function requestLogPlugin<TContext extends BaseContext>(logger: Logger): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (!code || code === 'INTERNAL_SERVER_ERROR') {
              logger.error(
                { err: error.originalError ?? error, operationName, path: error.path },
                'resolver failed',
              );
            }
          }
        },
      };
    },
  };
}
