import type { ApolloServerPlugin } from '@apollo/server';
import { createHash } from 'node:crypto';
import { getVariableValues, type GraphQLFormattedError } from 'graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  costOfReads,
  costOfText,
  limitsFor,
  textKibOf,
  TEXT_WAIT_MAX_MS,
  rateLimitHeaders,
  refusalError,
  type Admission,
  type ComplexityReport,
  type CostPlan,
  type ErrorPath,
  type Limiter,
  type Limits,
  type PricedOperation,
  type Refusal as LimitRefusal,
} from '@workapi/complexity';
import { type Config } from '@workapi/config';
import { ErrorCode } from '@workapi/errors';
import { bindHistogram, complexityCost, seriesBy, type RejectionReason } from '@workapi/logging';
import { operationLabels } from '@workapi/telemetry';
import { notExecutedStatus, type GatewayContext } from '../context';
import { refusalListing, refuse } from './refusal';

export interface PricingParts {
  config: Config;
  limiter: Limiter;
}

/** The metric's name for each limit the limiter refuses by. */
const REJECTION: Record<LimitRefusal, RejectionReason> = {
  complexity: 'budget',
  requests: 'rate',
  concurrency: 'concurrency',
  text: 'text_pace',
};

interface Charge {
  admission: Admission;
  /** The long text the request itself sent (`sentTextKib`), paced like the text it is answered. */
  sentKib: number;
  limits: Limits;
  /** Points taken at admission: the estimate, or 0 for a request that will not run. */
  charge: number;
  /** The operation's price, null for a request refused before pricing. */
  plan: CostPlan | null;
}

/**
 * The long text a request sends, in KiB: its document and the strings of its variables, as
 * `textKibOf` counts them. Known before anything runs, so admission paces it exactly: an update
 * body refused for its length, or a long document, still cost every process it crossed to read.
 */
function sentTextKib(request: { query?: string; variables?: Record<string, unknown> }): number {
  return textKibOf(request.query ?? '') + textKibOf(request.variables ?? null);
}

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
 * Prices an operation on its version's schema, admits it against the account's limits (charging
 * the estimate), and once answered settles the charge: it refunds what the response shows was not
 * used (never a part the server failed to answer: `failedPaths`), and charges the items first pages
 * read (as the subgraphs report them) and the weight of long text (`costOfText`), reporting the final
 * cost in `extensions.complexity` and the `RateLimit` headers. A read that costs more than the
 * budget left is charged all the same: the answer is given, and the next request is refused. A
 * refused request still counts as a request but costs nothing. Prices are cached per operation
 * (a hash of the version, the document, the operation name and the variables: list sizes come
 * from arguments) as a plan: the estimate, and the lists and objects of a response whose real
 * size settles the refund; only the text's weight reads the rest of the response. The cost model
 * and its cached prices are the request's supergraph's (ServedSupergraph).
 */
export function pricingPlugin({ config, limiter }: PricingParts): ApolloServerPlugin<GatewayContext> {
  const costSeries = seriesBy(['operation_type', 'root_field'] as const, (labels) =>
    bindHistogram(complexityCost, labels),
  );
  return {
    async requestDidStart() {
      let charged: Charge | null = null;
      const admit = async (
        context: GatewayContext,
        sentKib: number,
        plan: CostPlan | null,
        charge: number,
      ): Promise<Charge | null> => {
        const caller = context.caller;
        if (!caller) return null;
        const limits = limitsFor(caller.tier, {
          budgetPerMinute: config.complexityBudgetPerMinute,
          requestsPerMinute: config.rateLimitPerMinute,
        });
        // An account ahead of its text pace waits its turn, within the request's deadline and
        // `TEXT_WAIT_MAX_MS`; a wait longer than that is refused, with when to retry.
        const waitUntil = Math.min(Date.now() + TEXT_WAIT_MAX_MS, context.deadline);
        const textKib = sentKib + (plan?.textKib ?? 0);
        let admission = await limiter.admit(caller.accountId, limits, charge, textKib);
        while (
          !admission.ok &&
          admission.refusal === 'text' &&
          Date.now() + admission.state.text.waitMs <= waitUntil
        ) {
          await sleep(admission.state.text.waitMs);
          admission = await limiter.admit(caller.accountId, limits, charge, textKib);
        }
        return { admission, sentKib, limits, charge, plan };
      };
      const report = ({ admission, charge }: Charge, query: number): ComplexityReport => {
        const before = admission.state.budget.left + (admission.ok ? charge : 0);
        return {
          query,
          before,
          after: Math.max(0, before - query),
          reset_in_x_seconds: admission.state.budget.resetIn,
        };
      };

      return {
        async didResolveOperation({ contextValue, request, queryHash }) {
          const checked = contextValue.checked;
          if (contextValue.refusal || !checked) return;
          const status = notExecutedStatus(contextValue.mediaType);
          const coerced = getVariableValues(
            checked.schema,
            checked.operation.variableDefinitions ?? [],
            request.variables ?? {},
          );
          if (!coerced.coerced) {
            refuse(contextValue, refusalListing(status, coerced.errors, ErrorCode.badUserInput));
            return;
          }
          const priced: PricedOperation = { ...checked, variables: coerced.coerced };
          const key = createHash('sha256')
            .update(`${contextValue.apiVersion.value}\n${queryHash}\n${request.operationName ?? ''}\n`)
            .update(JSON.stringify(coerced.coerced))
            .digest('base64url');
          const plan = contextValue.supergraph.costPlan(priced, key);
          const { estimate } = plan;
          const overMax = estimate > config.complexityMaxPerQuery;
          charged = await admit(contextValue, sentTextKib(request), plan, overMax ? 0 : estimate);
          if (!charged) return;
          if (!charged.admission.ok) {
            const refusal = refusalError(charged.admission.refusal, estimate, charged.admission.state);
            refuse(contextValue, {
              status: 429,
              errors: [{ message: refusal.message, extensions: refusal.extensions }],
              headers: { 'retry-after': String(refusal.retryAfter) },
              reason: REJECTION[charged.admission.refusal],
            });
          } else if (overMax) {
            refuse(contextValue, {
              status,
              errors: [
                {
                  message: `Query has complexity of ${estimate}, which exceeds max complexity of ${config.complexityMaxPerQuery}`,
                  extensions: {
                    code: ErrorCode.maxComplexity,
                    complexity: estimate,
                    max_complexity: config.complexityMaxPerQuery,
                  },
                },
              ],
              reason: 'complexity_max',
            });
          } else {
            contextValue.complexity = report(charged, estimate);
          }
        },

        async willSendResponse({ contextValue, request, response }) {
          // A request refused before pricing (validation, a syntax error ...) is still counted.
          charged ??= await admit(contextValue, sentTextKib(request), null, 0);
          if (!charged) return;
          const { admission, sentKib, charge, plan, limits } = charged;
          const body = response.body.kind === 'single' ? response.body.singleResult : null;
          const ran = admission.ok && !contextValue.refusal && !contextValue.replayed && plan !== null;
          const textKib = ran ? textKibOf(body?.data) : 0;
          const actual = ran
            ? plan.actual(body?.data, failedPaths(body?.errors)) +
              costOfReads(contextValue.reads.items) +
              costOfText(textKib)
            : 0;
          if (ran) {
            const { operation_type, root_field } = operationLabels(contextValue.checked);
            costSeries(operation_type, root_field).observe(actual);
          }
          const settled = admission.ok
            ? await limiter.finish(admission.ticket, charge - actual, limits, sentKib + textKib)
            : null;
          const state = settled ? { ...admission.state, budget: settled } : admission.state;
          for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
            response.http.headers.set(name, value);
          }
          if (body) body.extensions = { ...body.extensions, complexity: report(charged, actual) };
        },
      };
    },
  };
}
