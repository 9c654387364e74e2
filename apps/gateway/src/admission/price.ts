import { createHash } from 'node:crypto';
import { getVariableValues } from 'graphql';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  limitsFor,
  textKibOf,
  TEXT_WAIT_MAX_MS,
  refusalError,
  type Admission as LimiterAnswer,
  type ComplexityReport,
  type OperationPrice,
  type Limiter,
  type Limits,
  type PricedOperation,
  type Refusal as LimitRefusal,
} from '@workapi/complexity';
import { type Config } from '@workapi/config';
import { ErrorCode } from '@workapi/errors';
import type { Caller } from '@workapi/internal';
import type { RejectionReason } from '@workapi/logging';
import type { ApiVersion } from '@workapi/versioning';
import { notExecutedStatus } from '../context';
import type { ServedSupergraph } from '../served-supergraph';
import type { CheckedOperation } from './operation';
import { refusalListing, type Refusal } from './refusal';

export interface PriceParts {
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

/** What the account was charged as the request was admitted, for the settlement once answered. */
export interface Charge {
  answer: LimiterAnswer;
  /** The long text the request itself sent (`sentTextKib`), paced like the text it is answered. */
  sentKib: number;
  limits: Limits;
  /** Points taken at admission: the estimate, or 0 for a request that will not run. */
  charge: number;
  /** The operation's price, null for a request refused before pricing. */
  price: OperationPrice | null;
}

/** The request as it was sent: its text and variables weigh on the account's text pace. */
export interface SentRequest {
  query?: string;
  operationName?: string | null;
  variables?: Record<string, unknown>;
}

/** What pricing needs to know of the request besides its operation. */
export interface PricingFacts {
  caller: Caller;
  version: ApiVersion;
  mediaType: string;
  supergraph: ServedSupergraph;
  /** When execution must be over (epoch ms): a wait for the text pace never passes it. */
  deadline: number;
}

/**
 * The long text a request sends, in KiB: its document and the strings of its variables, as
 * `textKibOf` counts them. Known before anything runs, so admission paces it exactly: an update
 * body refused for its length, or a long document, still cost every process it crossed to read.
 */
export function sentTextKib(request: SentRequest): number {
  return textKibOf(request.query ?? '') + textKibOf(request.variables ?? null);
}

/**
 * Asks the account's limits to admit `charge` points and the request's text. An account ahead of
 * its text pace waits its turn, within the request's deadline and `TEXT_WAIT_MAX_MS`; a wait
 * longer than that is refused, with when to retry.
 */
export async function chargeAccount(
  { config, limiter }: PriceParts,
  { caller, deadline }: Pick<PricingFacts, 'caller' | 'deadline'>,
  sentKib: number,
  price: OperationPrice | null,
  charge: number,
): Promise<Charge> {
  const limits = limitsFor(caller.tier, {
    budgetPerMinute: config.complexityBudgetPerMinute,
    requestsPerMinute: config.rateLimitPerMinute,
  });
  const waitUntil = Math.min(Date.now() + TEXT_WAIT_MAX_MS, deadline);
  const textKib = sentKib + (price?.textKib ?? 0);
  let answer = await limiter.admit(caller.accountId, limits, charge, textKib, caller.userId);
  while (!answer.ok && answer.refusal === 'text' && Date.now() + answer.state.text.waitMs <= waitUntil) {
    await sleep(answer.state.text.waitMs);
    answer = await limiter.admit(caller.accountId, limits, charge, textKib, caller.userId);
  }
  return { answer, sentKib, limits, charge, price };
}

/** `extensions.complexity`: what `query` points leave of the budget the charge found. */
export function reportOf({ answer, charge }: Charge, query: number): ComplexityReport {
  const before = answer.state.budget.left + (answer.ok ? charge : 0);
  return {
    query,
    before,
    after: Math.max(0, before - query),
    reset_in_x_seconds: answer.state.budget.resetIn,
  };
}

export type Priced =
  | { ok: true; charge: Charge; complexity: ComplexityReport }
  | { ok: false; charge: Charge | null; refusal: Refusal };

/**
 * Prices a checked operation on its version's schema and admits it against the account's limits,
 * charging the estimate (the settlement plugin refunds what the answer shows was not used). Prices
 * are cached per operation (a hash of the version, the document, the operation name and the
 * variables: list sizes come from arguments) by the request's supergraph (ServedSupergraph).
 * Refused: variables that do not coerce (charged nothing yet), a limit the account is over, or an
 * estimate over `COMPLEXITY_MAX_PER_QUERY` (charged 0).
 */
export async function priceOperation(
  parts: PriceParts,
  facts: PricingFacts,
  checked: CheckedOperation,
  queryHash: string,
  request: SentRequest,
): Promise<Priced> {
  const { config } = parts;
  const status = notExecutedStatus(facts.mediaType);
  const coerced = getVariableValues(
    checked.schema,
    checked.operation.variableDefinitions ?? [],
    request.variables ?? {},
  );
  if (!coerced.coerced)
    return {
      ok: false,
      charge: null,
      refusal: refusalListing(status, coerced.errors, ErrorCode.badUserInput),
    };
  const priced: PricedOperation = { ...checked, variables: coerced.coerced };
  const key = createHash('sha256')
    .update(`${facts.version.value}\n${queryHash}\n${request.operationName ?? ''}\n`)
    .update(JSON.stringify(coerced.coerced))
    .digest('base64url');
  const price = facts.supergraph.priceOf(priced, key);
  const { estimate } = price;
  const overMax = estimate > config.complexityMaxPerQuery;
  const charge = await chargeAccount(parts, facts, sentTextKib(request), price, overMax ? 0 : estimate);
  if (!charge.answer.ok) {
    const refusal = refusalError(charge.answer.refusal, estimate, charge.answer.state);
    return {
      ok: false,
      charge,
      refusal: {
        status: 429,
        errors: [{ message: refusal.message, extensions: refusal.extensions }],
        headers: { 'retry-after': String(refusal.retryAfter) },
        reason: REJECTION[charge.answer.refusal],
      },
    };
  }
  if (overMax) {
    return {
      ok: false,
      charge,
      refusal: {
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
      },
    };
  }
  return { ok: true, charge, complexity: reportOf(charge, estimate) };
}
