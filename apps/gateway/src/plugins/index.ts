import type { ApolloServerPlugin } from '@apollo/server';
import type { RedisClient } from '@workapi/stores';
import type { Logger } from '@workapi/logging';
import type { PriceParts } from '../admission/price';
import type { GatewayContext } from '../context';
import type { PersistedQueryStore } from '../persisted';
import { admissionPlugin } from './admission';
import { idempotencyPlugin } from './idempotency';
import { introspectionPlugin } from './introspection';
import { persistedQueryPlugin } from './persisted';
import { reportingPlugin } from './reporting';
import { settlementPlugin } from './settlement';
import { telemetryPlugin } from './telemetry';

export interface GatewayParts extends PriceParts {
  logger: Logger;
  /** Idempotency keys and their first results. */
  redis: RedisClient;
  /** Automatic persisted queries, stored for admitted requests only. */
  persisted: PersistedQueryStore;
}

/**
 * The gateway's work on each request, as Apollo Server plugins on the one document Apollo parses.
 * What is decided about a request (version, caller, checked operation, price, idempotency key) is
 * decided by its admission, in admission/admission.ts, in its own order; the plugins read the one
 * record it keeps (`contextValue.admission.record`) and none writes to the context for another:
 *
 * - admission: tells the admission when the request arrived and when its operation resolved, and
 *   answers a refused or replayed request instead of executing it;
 * - settlement: refunds the unused estimate, charges the items first pages read, sets the
 *   `RateLimit` headers and `extensions.complexity`;
 * - persisted queries: a registration is stored once the request was admitted;
 * - idempotency: a claimed key keeps its first result;
 * - introspection: answered from the version's schema;
 * - reporting: request id, deprecations, media type and status;
 * - telemetry: requests counted and timed by operation and outcome, refusals by limit, and a span
 *   when tracing is on.
 *
 * Each writes its own part of the answer (headers, extensions). Two orders are kept from before, on
 * the response, not the context (Apollo runs a hook's synchronous part plugin by plugin, in this
 * list's order): settlement, before introspection, prices the data the subgraphs answered before
 * the version's `__schema` is added to it; telemetry, last, counts the status reporting set.
 */
export function gatewayPlugins(parts: GatewayParts): ApolloServerPlugin<GatewayContext>[] {
  return [
    admissionPlugin(),
    settlementPlugin(parts),
    persistedQueryPlugin(parts.persisted),
    idempotencyPlugin(parts.redis, parts.logger),
    introspectionPlugin(),
    reportingPlugin(parts.logger),
    telemetryPlugin(),
  ];
}
