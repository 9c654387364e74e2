import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { READS_EXTENSION, type OperationReads } from '@workapi/internal';
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

/**
 * Tells the gateway what the request read (`extensions.reads`), so it can charge a first page of
 * items_page for the items it read; nothing is added when nothing priced was read.
 */
export function readsPlugin<
  TContext extends BaseContext & { reads: OperationReads },
>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single' || contextValue.reads.items === 0) return;
          const body = response.body.singleResult;
          body.extensions = { ...body.extensions, [READS_EXTENSION]: contextValue.reads };
        },
      };
    },
  };
}
