import type { OperationCharge } from '@workapi/internal';
import type { LimitState, Refusal } from './limits';

/** `extensions.complexity` and the root `complexity` field (monday.com names). */
export type ComplexityReport = OperationCharge;

/**
 * `RateLimit-Policy` and `RateLimit` (IETF httpapi-ratelimit-headers draft): one entry per limit,
 * quota `q` and window `w` in the policy, remaining `r` and seconds to reset `t` in the state.
 */
export function rateLimitHeaders(state: LimitState): Record<string, string> {
  const { limits } = state;
  return {
    'ratelimit-policy': [
      `"requests";q=${limits.requestsPerMinute};w=60`,
      `"complexity";q=${limits.budgetPerMinute};w=60;qu="complexity-points"`,
      `"concurrency";q=${limits.concurrent};qu="concurrent-requests"`,
    ].join(', '),
    ratelimit: [
      `"requests";r=${state.requests.remaining};t=${state.requests.resetIn}`,
      `"complexity";r=${state.budget.left};t=${state.budget.resetIn}`,
      `"concurrency";r=${state.concurrency.remaining}`,
    ].join(', '),
  };
}

export interface RefusalAnswer {
  message: string;
  extensions: Record<string, unknown>;
  retryAfter: number;
}

/** The 429 error for a refused request, with the contract's code and retry fields. */
export function refusalError(refusal: Refusal, cost: number, state: LimitState): RefusalAnswer {
  switch (refusal) {
    case 'complexity': {
      const retryAfter = Math.max(1, state.budget.resetIn);
      return {
        message:
          `Complexity budget exhausted, query cost ${cost} budget remaining ${state.budget.left} out of ` +
          `${state.limits.budgetPerMinute} reset in ${retryAfter} seconds`,
        extensions: {
          code: 'COMPLEXITY_BUDGET_EXHAUSTED',
          complexity: cost,
          complexity_budget_left: state.budget.left,
          complexity_budget_limit: state.limits.budgetPerMinute,
          retry_in_seconds: retryAfter,
        },
        retryAfter,
      };
    }
    case 'requests': {
      const retryAfter = Math.max(1, state.requests.resetIn);
      return {
        message: `Rate limit exceeded: at most ${state.limits.requestsPerMinute} requests per minute, retry in ${retryAfter} seconds`,
        extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: retryAfter },
        retryAfter,
      };
    }
    case 'concurrency':
      return {
        message: `Too many concurrent requests: at most ${state.limits.concurrent} at a time for this account`,
        extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: 1 },
        retryAfter: 1,
      };
    case 'text': {
      const retryAfter = Math.max(1, Math.ceil(state.text.waitMs / 1_000));
      return {
        message:
          `Too much long text read lately: this account reads at most ${state.limits.textKibPerSecond} KiB ` +
          `of it per second, retry in ${retryAfter} seconds`,
        extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: retryAfter },
        retryAfter,
      };
    }
  }
}
