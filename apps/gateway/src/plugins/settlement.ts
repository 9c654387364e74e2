import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { costOfReads, costOfText, textKibOf, rateLimitHeaders, type ErrorPath } from '@workapi/complexity';
import { ErrorCode } from '@workapi/errors';
import { bindHistogram, complexityCost, seriesBy } from '@workapi/logging';
import { operationLabels } from '@workapi/telemetry';
import { chargeAccount, reportOf, sentTextKib, type PriceParts } from '../admission/price';
import type { GatewayContext } from '../context';

/**
 * Where the server failed to answer (a subgraph cut off by the deadline, unavailable or faulty):
 * those parts are charged as estimated. A refusal of the client's input (a domain error) is not a
 * failure of the server, and is priced by what the response holds.
 */
function failedPaths(errors: readonly GraphQLFormattedError[] | undefined): ErrorPath[] {
  return (errors ?? []).flatMap((error) =>
    error.path && error.extensions?.code === ErrorCode.internal ? [error.path] : [],
  );
}

/**
 * Settles what admission charged once the request is answered: it refunds what the response shows
 * was not used (never a part the server failed to answer: `failedPaths`), and charges the items
 * first pages read (as the subgraphs report them) and the weight of long text (`costOfText`),
 * reporting the final cost in `extensions.complexity` and the `RateLimit` headers. A read that
 * costs more than the budget left is charged all the same: the answer is given, and the next
 * request is refused. A request that did not run (refused, replayed) is refunded in full; one
 * refused before it was priced still counts as a request of its caller, costing nothing.
 */
export function settlementPlugin(parts: PriceParts): ApolloServerPlugin<GatewayContext> {
  const costSeries = seriesBy(['operation_type', 'root_field'] as const, (labels) =>
    bindHistogram(complexityCost, labels),
  );
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, request, response }) {
          const { verdict, caller, checked, charge } = contextValue.admission.record;
          if (!caller) return;
          const charged =
            charge ??
            (await chargeAccount(
              parts,
              { caller, deadline: contextValue.deadline },
              sentTextKib(request),
              null,
              0,
            ));
          const { answer, sentKib, price, limits } = charged;
          const body = response.body.kind === 'single' ? response.body.singleResult : null;
          const ran = answer.ok && verdict.kind === 'admitted' && price !== null;
          const textKib = ran ? textKibOf(body?.data) : 0;
          const actual = ran
            ? price.actual(body?.data, failedPaths(body?.errors)) +
              costOfReads(contextValue.reads.items) +
              costOfText(textKib)
            : 0;
          if (ran) {
            const { operation_type, root_field } = operationLabels(checked);
            costSeries(operation_type, root_field).observe(actual);
          }
          const settled = answer.ok
            ? await parts.limiter.finish(answer.ticket, charged.charge - actual, limits, sentKib + textKib)
            : null;
          const state = settled ? { ...answer.state, budget: settled } : answer.state;
          for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
            response.http.headers.set(name, value);
          }
          if (body) body.extensions = { ...body.extensions, complexity: reportOf(charged, actual) };
        },
      };
    },
  };
}
