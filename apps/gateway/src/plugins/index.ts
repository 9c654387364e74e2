import type { ApolloServerPlugin } from '@apollo/server';
import type { RedisClient } from '@workapi/stores';
import type { Config } from '@workapi/config';
import type { Logger } from '@workapi/logging';
import type { Limiter } from '@workapi/complexity';
import type { Authenticator } from '../auth';
import type { GatewayContext } from '../context';
import type { PersistedQueryStore } from '../persisted';
import { authenticationPlugin } from './authentication';
import { idempotencyPlugin } from './idempotency';
import { introspectionPlugin } from './introspection';
import { persistedQueryPlugin } from './persisted';
import { pricingPlugin } from './pricing';
import { refusalPlugin } from './refusal';
import { reportingPlugin } from './reporting';
import { telemetryPlugin } from './telemetry';
import { validationPlugin } from './validation';
import { versionPlugin } from './version';

export interface GatewayParts {
  config: Config;
  logger: Logger;
  authenticator: Authenticator;
  limiter: Limiter;
  /** Idempotency keys and their first results. */
  redis: RedisClient;
  /** Automatic persisted queries, stored for admitted requests only. */
  persisted: PersistedQueryStore;
}

/**
 * The gateway's work on each request, as Apollo Server plugins on the one document Apollo parses:
 *
 * 1. version: the `API-Version` header selects the schema (requestDidStart);
 * 2. authentication: the token becomes the caller, before any parsing (requestDidStart);
 * 3. validation: shape limits, the version's schema, and no string the store cannot hold
 *    (didResolveOperation, synchronous);
 * 4. pricing: variables coerced, cost estimated, the account's limits admit and charge it
 *    (didResolveOperation, after validation), then the charge is settled: the unused estimate
 *    refunded, the items that first pages read charged (willSendResponse);
 * 5. persisted queries: a registration is stored once the request was admitted (willSendResponse);
 * 6. idempotency: a mutation's `Idempotency-Key` claims, replays or conflicts (responseForOperation);
 * 7. introspection from the version's schema (responseForOperation);
 * 8. reporting: request id, deprecations, media type and status (willSendResponse);
 * 9. telemetry: requests counted and timed by operation and outcome, refusals by limit, and a span
 *    when tracing is on (requestDidStart to willSendResponse, after reporting set the status).
 *
 * Each reads the supergraph the request captured (`contextValue.supergraph`): its schemas, prices
 * and plans stay one supergraph's for the whole request, whatever is applied meanwhile.
 *
 * Apollo runs each hook of every plugin in this order (a hook's synchronous part before the next
 * plugin's), and the first refusal recorded in the context wins: the refusal plugin answers it
 * in place of execution.
 */
export function gatewayPlugins(parts: GatewayParts): ApolloServerPlugin<GatewayContext>[] {
  return [
    refusalPlugin(),
    versionPlugin(),
    authenticationPlugin(parts.authenticator, parts.logger),
    validationPlugin(),
    pricingPlugin(parts),
    persistedQueryPlugin(parts.persisted),
    idempotencyPlugin(parts.redis, parts.logger),
    introspectionPlugin(),
    reportingPlugin(parts.logger),
    telemetryPlugin(),
  ];
}
