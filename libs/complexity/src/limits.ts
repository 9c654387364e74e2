import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type Tier } from '@workapi/config';
import { withTimeout } from '@workapi/http';

/** An account's limits per 60-second window (and at any one time, for concurrency). */
export interface Limits {
  requestsPerMinute: number;
  concurrent: number;
  budgetPerMinute: number;
}

/** Tier defaults (README, Limits and prices). */
export const TIER_LIMITS: Record<Tier, Limits> = {
  free: { requestsPerMinute: 1_000, concurrent: 40, budgetPerMinute: 1_000_000 },
  standard: { requestsPerMinute: 1_000, concurrent: 40, budgetPerMinute: 5_000_000 },
  pro: { requestsPerMinute: 2_500, concurrent: 100, budgetPerMinute: 10_000_000 },
  enterprise: { requestsPerMinute: 5_000, concurrent: 250, budgetPerMinute: 20_000_000 },
};

export const WINDOW_SECONDS = 60;
/** A concurrency slot a crashed gateway never gave back frees itself after this long. */
const SLOT_TTL_SECONDS = 300;

export function limitsFor(
  tier: string,
  overrides: { budgetPerMinute?: number; requestsPerMinute?: number } = {},
): Limits {
  const base = TIER_LIMITS[tier as Tier] ?? TIER_LIMITS.free;
  return {
    requestsPerMinute: overrides.requestsPerMinute ?? base.requestsPerMinute,
    concurrent: base.concurrent,
    budgetPerMinute: overrides.budgetPerMinute ?? base.budgetPerMinute,
  };
}

/** Where an account stands, as reported in headers, `extensions.complexity` and 429 answers. */
export interface LimitState {
  limits: Limits;
  requests: { remaining: number; resetIn: number };
  concurrency: { remaining: number };
  budget: { left: number; resetIn: number };
}

export type Refusal = 'requests' | 'concurrency' | 'complexity';

export interface Ticket {
  account: string;
  charged: number;
  window: string;
  store: LimitStore;
}

export type Admission =
  { ok: true; ticket: Ticket; state: LimitState } | { ok: false; refusal: Refusal; state: LimitState };

export interface LimitStore {
  readonly name: string;
  admit(account: string, limits: Limits, cost: number): Promise<Admission>;
  /** Frees the concurrency slot and gives back `refund` points if the charged window is still open. */
  finish(ticket: Ticket, refund: number, limits: Limits): Promise<LimitState['budget']>;
}

const REFUSALS: Refusal[] = ['requests', 'concurrency', 'complexity'];

// One script, so checking the three limits and charging them cannot interleave with another
// request: parallel requests never spend more than the budget.
const ADMIT = `
local window = tonumber(ARGV[5])
local requests = tonumber(redis.call('GET', KEYS[1]) or '0')
local requestsTtl = redis.call('TTL', KEYS[1])
if requestsTtl < 0 then requests = 0; requestsTtl = window end
local running = tonumber(redis.call('GET', KEYS[2]) or '0')
local used = tonumber(redis.call('HGET', KEYS[3], 'used') or '0')
local windowId = redis.call('HGET', KEYS[3], 'window')
local budgetTtl = redis.call('TTL', KEYS[3])
if budgetTtl < 0 then used = 0; budgetTtl = window; windowId = false end
local verdict = 0
if requests >= tonumber(ARGV[1]) then verdict = 1
elseif running >= tonumber(ARGV[2]) then verdict = 2
elseif used + tonumber(ARGV[4]) > tonumber(ARGV[3]) then verdict = 3 end
if verdict == 0 then
  requests = requests + 1
  if requests == 1 then redis.call('SET', KEYS[1], 1, 'EX', window) else redis.call('INCR', KEYS[1]) end
  running = redis.call('INCR', KEYS[2])
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[7]))
  if not windowId then
    windowId = ARGV[6]
    redis.call('DEL', KEYS[3])
    redis.call('HSET', KEYS[3], 'used', 0, 'window', windowId)
    redis.call('EXPIRE', KEYS[3], window)
  end
  used = redis.call('HINCRBY', KEYS[3], 'used', tonumber(ARGV[4]))
end
return {verdict, requests, requestsTtl, running, used, budgetTtl, windowId or ''}
`;

const FINISH = `
local running = tonumber(redis.call('GET', KEYS[1]) or '0')
if running > 0 then redis.call('DECR', KEYS[1]) end
local refund = tonumber(ARGV[1])
if refund > 0 and redis.call('HGET', KEYS[2], 'window') == ARGV[2] then
  local used = tonumber(redis.call('HGET', KEYS[2], 'used') or '0')
  redis.call('HINCRBY', KEYS[2], 'used', -math.min(refund, used))
end
local ttl = redis.call('TTL', KEYS[2])
if ttl < 0 then return {0, tonumber(ARGV[3])} end
return {tonumber(redis.call('HGET', KEYS[2], 'used') or '0'), ttl}
`;

// The hash tag keeps an account's keys in one Redis Cluster slot, as a script needs.
const keysOf = (account: string) => [
  `limits:{${account}}:requests`,
  `limits:{${account}}:running`,
  `limits:{${account}}:budget`,
];

function stateOf(
  limits: Limits,
  requests: number,
  requestsTtl: number,
  running: number,
  used: number,
  budgetTtl: number,
): LimitState {
  return {
    limits,
    requests: { remaining: Math.max(0, limits.requestsPerMinute - requests), resetIn: requestsTtl },
    concurrency: { remaining: Math.max(0, limits.concurrent - running) },
    budget: { left: Math.max(0, limits.budgetPerMinute - used), resetIn: budgetTtl },
  };
}

/** Limits shared by every gateway replica, in Redis. */
export class RedisLimitStore implements LimitStore {
  readonly name = 'redis';

  constructor(private readonly redis: Redis) {}

  async admit(account: string, limits: Limits, cost: number): Promise<Admission> {
    const [verdict, requests, requestsTtl, running, used, budgetTtl, window] = (await this.redis.eval(
      ADMIT,
      3,
      ...keysOf(account),
      limits.requestsPerMinute,
      limits.concurrent,
      limits.budgetPerMinute,
      cost,
      WINDOW_SECONDS,
      randomUUID(),
      SLOT_TTL_SECONDS,
    )) as [number, number, number, number, number, number, string];
    const state = stateOf(limits, requests, requestsTtl, running, used, budgetTtl);
    if (verdict !== 0) return { ok: false, refusal: REFUSALS[verdict - 1], state };
    return { ok: true, ticket: { account, charged: cost, window, store: this }, state };
  }

  async finish(ticket: Ticket, refund: number, limits: Limits): Promise<LimitState['budget']> {
    const [, running, budget] = keysOf(ticket.account);
    const [used, ttl] = (await this.redis.eval(
      FINISH,
      2,
      running,
      budget,
      refund,
      ticket.window,
      WINDOW_SECONDS,
    )) as [number, number];
    return { left: Math.max(0, limits.budgetPerMinute - used), resetIn: ttl };
  }
}

interface Window {
  count: number;
  endsAt: number;
  id: string;
}

/** The same rules in this process only: what the gateway falls back to while Redis is down. */
export class MemoryLimitStore implements LimitStore {
  readonly name = 'memory';
  private readonly requests = new Map<string, Window>();
  private readonly budgets = new Map<string, Window>();
  private readonly running = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  private open(windows: Map<string, Window>, account: string): Window {
    const current = windows.get(account);
    if (current && current.endsAt > this.now()) return current;
    const fresh = { count: 0, endsAt: this.now() + WINDOW_SECONDS * 1_000, id: randomUUID() };
    windows.set(account, fresh);
    return fresh;
  }

  private secondsLeft(window: Window): number {
    return Math.max(1, Math.ceil((window.endsAt - this.now()) / 1_000));
  }

  async admit(account: string, limits: Limits, cost: number): Promise<Admission> {
    const requests = this.open(this.requests, account);
    const budget = this.open(this.budgets, account);
    const running = this.running.get(account) ?? 0;
    const refusal: Refusal | null =
      requests.count >= limits.requestsPerMinute
        ? 'requests'
        : running >= limits.concurrent
          ? 'concurrency'
          : budget.count + cost > limits.budgetPerMinute
            ? 'complexity'
            : null;
    if (!refusal) {
      requests.count += 1;
      budget.count += cost;
      this.running.set(account, running + 1);
    }
    const state = stateOf(
      limits,
      requests.count,
      this.secondsLeft(requests),
      this.running.get(account) ?? 0,
      budget.count,
      this.secondsLeft(budget),
    );
    if (refusal) return { ok: false, refusal, state };
    return { ok: true, ticket: { account, charged: cost, window: budget.id, store: this }, state };
  }

  async finish(ticket: Ticket, refund: number, limits: Limits): Promise<LimitState['budget']> {
    const running = this.running.get(ticket.account) ?? 0;
    if (running <= 1) this.running.delete(ticket.account);
    else this.running.set(ticket.account, running - 1);
    const budget = this.open(this.budgets, ticket.account);
    if (budget.id === ticket.window) budget.count -= Math.min(refund, budget.count);
    return { left: Math.max(0, limits.budgetPerMinute - budget.count), resetIn: this.secondsLeft(budget) };
  }
}

/**
 * Redis first; while Redis does not answer, the in-process store, so the gateway keeps serving
 * (each replica then limits on its own). Says so in the log once per outage.
 */
export class Limiter {
  private degraded = false;

  constructor(
    private readonly primary: LimitStore,
    private readonly fallback: LimitStore,
    private readonly log: { warn(fields: object, message: string): void; info(message: string): void },
    private readonly timeoutMs = 2_000,
  ) {}

  async admit(account: string, limits: Limits, cost: number): Promise<Admission> {
    const pending = this.primary.admit(account, limits, cost);
    try {
      const admission = await withTimeout(pending, this.timeoutMs);
      if (this.degraded) this.log.info('limits back in Redis');
      this.degraded = false;
      return admission;
    } catch (error) {
      // An answer that comes after the timeout still took a slot and charged the budget there:
      // give both back, since this request is served by the fallback instead.
      pending
        .then((late) => (late.ok ? late.ticket.store.finish(late.ticket, late.ticket.charged, limits) : null))
        .catch(() => undefined);
      if (!this.degraded)
        this.log.warn(
          { err: (error as Error).message },
          'Redis unavailable: limiting requests in this process only',
        );
      this.degraded = true;
      return this.fallback.admit(account, limits, cost);
    }
  }

  async finish(ticket: Ticket, refund: number, limits: Limits): Promise<LimitState['budget'] | null> {
    try {
      return await withTimeout(ticket.store.finish(ticket, refund, limits), this.timeoutMs);
    } catch {
      return null;
    }
  }
}
