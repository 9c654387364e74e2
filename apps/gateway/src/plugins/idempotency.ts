import type { ApolloServerPlugin } from '@apollo/server';
import type { RedisClient } from '@workapi/stores';
import type { Logger } from '@workapi/logging';
import { keepResult } from '../admission/idempotency';
import type { GatewayContext } from '../context';

/**
 * Keeps the first result of a request that claimed its `Idempotency-Key` at admission
 * (admission/idempotency.ts), for its retries to be answered with.
 */
export function idempotencyPlugin(redis: RedisClient, logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const claim = contextValue.admission.record.claim;
          if (!claim) return;
          const status = response.http.status ?? 200;
          const result =
            response.body.kind === 'single'
              ? { data: response.body.singleResult.data, errors: response.body.singleResult.errors }
              : null;
          await keepResult(redis, logger, claim, status, result);
        },
      };
    },
  };
}
