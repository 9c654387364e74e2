import { randomUUID } from 'node:crypto';
import type { RedisClient } from '@workapi/stores';
import { type Tier } from '@workapi/config';
import { withTimeout } from '@workapi/http';
import { DAILY_KEY_TTL_SECONDS, dailyKey, dailyUsersKey, dayOf } from './daily';

/** An account's limits per 60-second window (and at any one time, for concurrency). */
export interface Limits {
  requestsPerMinute: number;
  concurrent: number;
  budgetPerMinute: number;
  /**
   * The account's text pace: KiB of long text (`textKibOf`) its answers may carry per second, on
   * average. Ahead of it by more than `TEXT_BURST_SECONDS`, its next requests wait their turn.
   */
  textKibPerSecond: number;
}

/** Tier defaults (README, Limits and prices). */
export const TIER_LIMITS: Record<Tier, Limits> = {
  free: { requestsPerMinute: 1_000, concurrent: 40, budgetPerMinute: 1_000_000, textKibPerSecond: 1_024 },
  standard: { requestsPerMinute: 1_000, concurrent: 40, budgetPerMinute: 5_000_000, textKibPerSecond: 2_048 },
  pro: { requestsPerMinute: 2_500, concurrent: 100, budgetPerMinute: 10_000_000, textKibPerSecond: 4_096 },
  enterprise: {
    requestsPerMinute: 5_000,
    concurrent: 250,
    budgetPerMinute: 20_000_000,
    textKibPerSecond: 8_192,
  },
};

/**
 * The text pace, a GCRA per account: `tat` is when the long text its answers carried (`textKibOf`:
 * strings of 1 KiB or more; item pages, names and values never count) is paid for at its rate.
 * Points bound a minute, not a moment: an account could spend its whole budget on long text in its
 * first seconds (three loops of 20 aliases reading five 64 KiB bodies each slowed another account's
 * pages 6 to 13 times, and grew the gateway by 400 MB, isolation.e2e.ts); paced, it reads as much,
 * spread out.
 * - A request that may answer long text (`@longText` fields: `OperationPrice.textKib`) reserves that much
 *   at admission, at most the burst, and waits while the reservation would take its account more
 *   than the burst ahead (unless nothing is outstanding): such requests run one after another.
 * - Any other request waits only while its account is more than the burst ahead.
 * - `finish` replaces the reservation with the text the answer really carried.
 * - The gateway adds the long text the request itself sent (its document, its variables) to both:
 *   known at admission, it is reserved exactly.
 * The burst is this many seconds of the rate (4 MiB on the free tier), so a client reading a few
 * long bodies now and then never waits.
 */
export const TEXT_BURST_SECONDS = 4;
/** The longest a request waits for its account's text pace; past it, it is refused (429). */
export const TEXT_WAIT_MAX_MS = 10_000;

export const WINDOW_SECONDS = 60;
/**
 * How long after its admission a request's concurrency slot frees itself if nobody gives it back
 * (a crashed gateway, a lost `finish`). Nothing cuts a request short, but the slowest take ~20 s
 * (a board's items on FerretDB, docs/ferretdb.md); one running longer only frees its slot early.
 */
export const SLOT_LIFETIME_SECONDS = 120;
const FINISH_ATTEMPTS = 2;

export function limitsFor(
  tier: string,
  overrides: { budgetPerMinute?: number; requestsPerMinute?: number } = {},
): Limits {
  const base = TIER_LIMITS[tier as Tier] ?? TIER_LIMITS.free;
  return {
    requestsPerMinute: overrides.requestsPerMinute ?? base.requestsPerMinute,
    concurrent: base.concurrent,
    budgetPerMinute: overrides.budgetPerMinute ?? base.budgetPerMinute,
    textKibPerSecond: base.textKibPerSecond,
  };
}

/** Milliseconds of an account's text pace that `kib` of long text take. */
const paceMs = (limits: Limits, kib: number) => Math.ceil((kib * 1_000) / limits.textKibPerSecond);
const BURST_MS = TEXT_BURST_SECONDS * 1_000;
/** What a request reserves: its most long text, at most the burst. */
const reservationMs = (limits: Limits, textKib: number) => Math.min(paceMs(limits, textKib), BURST_MS);

/** Where an account stands, as reported in headers, `extensions.complexity` and 429 answers. */
export interface LimitState {
  limits: Limits;
  requests: { remaining: number; resetIn: number };
  concurrency: { remaining: number };
  budget: { left: number; resetIn: number };
  /** How long the account's next request waits for its text pace (0: not at all). */
  text: { waitMs: number };
}

export type Refusal = 'requests' | 'concurrency' | 'complexity' | 'text';

export interface Ticket {
  account: string;
  /** The concurrency slot this request holds until `finish` or the slot's expiry. */
  slot: string;
  charged: number;
  window: string;
  /** Milliseconds of its account's text pace this request reserved; `finish` settles them. */
  textReserved: number;
  store: LimitStore;
}

export type Admission =
  { ok: true; ticket: Ticket; state: LimitState } | { ok: false; refusal: Refusal; state: LimitState };

export interface LimitStore {
  readonly name: string;
  /**
   * `textKib`: the most long text the request may answer (`OperationPrice.textKib`), for its
   * reservation. `user`: the caller, whose admitted requests of the day are counted too
   * (`platform_api`'s by_user), where the store keeps days.
   */
  admit(account: string, limits: Limits, cost: number, textKib?: number, user?: string): Promise<Admission>;
  /**
   * Frees the ticket's concurrency slot and settles the charge: a positive `refund` is given back
   * if the charged window is still open; a negative one (what the request read cost beyond its
   * estimate) is charged to the account's current window, even past the budget, so the next
   * request is refused instead of this answer being lost. `textKib`, the long text the answer
   * carried, moves the account's text pace on (less what was reserved at admission). Idempotent:
   * only the call that frees the slot settles.
   */
  finish(ticket: Ticket, refund: number, limits: Limits, textKib: number): Promise<LimitState['budget']>;
}

const REFUSALS: Refusal[] = ['requests', 'concurrency', 'complexity', 'text'];

// One script, so checking the four limits and charging them cannot interleave with another
// request: parallel requests never spend more than the budget. Running requests are a sorted set
// of slots scored by when each expires, on Redis's clock (gateway clocks may differ): expired ones
// are dropped before counting, so a slot never given back costs only until its own expiry.
// The text pace (`TEXT_BURST_SECONDS`): `need` is how long the request waits; its reservation
// (ARGV[10], in ms of pace; ARGV[9] the burst) moves `tat` on at once. An admitted request also
// counts in its day's key (KEYS[5], daily.ts), kept ARGV[11] seconds, and under its user (ARGV[12],
// none: '') in the day's users (KEYS[6]), kept as long.
const ADMIT = `
local window = tonumber(ARGV[5])
local slotLifetime = tonumber(ARGV[8])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local requests = tonumber(redis.call('GET', KEYS[1]) or '0')
local requestsTtl = redis.call('TTL', KEYS[1])
if requestsTtl < 0 then requests = 0; requestsTtl = window end
local running = redis.call('ZCARD', KEYS[2])
local used = tonumber(redis.call('HGET', KEYS[3], 'used') or '0')
local windowId = redis.call('HGET', KEYS[3], 'window')
local budgetTtl = redis.call('TTL', KEYS[3])
if budgetTtl < 0 then used = 0; budgetTtl = window; windowId = false end
local ahead = math.max(tonumber(redis.call('HGET', KEYS[4], 'tat') or '0') - now, 0)
local reserve = tonumber(ARGV[10])
local need = math.min(ahead, ahead + reserve - tonumber(ARGV[9]))
local verdict = 0
if requests >= tonumber(ARGV[1]) then verdict = 1
elseif running >= tonumber(ARGV[2]) then verdict = 2
elseif used + tonumber(ARGV[4]) > tonumber(ARGV[3]) then verdict = 3
elseif need > 0 then verdict = 4 end
if verdict == 0 and reserve > 0 then
  redis.call('HSET', KEYS[4], 'tat', now + ahead + reserve)
  redis.call('PEXPIRE', KEYS[4], ahead + reserve + 60000)
end
if verdict == 0 then
  requests = requests + 1
  if requests == 1 then redis.call('SET', KEYS[1], 1, 'EX', window) else redis.call('INCR', KEYS[1]) end
  redis.call('ZADD', KEYS[2], now + slotLifetime, ARGV[7])
  running = running + 1
  -- The newest slot expires last: the set goes with it, so an idle account leaves nothing behind.
  redis.call('PEXPIRE', KEYS[2], slotLifetime)
  if not windowId then
    windowId = ARGV[6]
    redis.call('DEL', KEYS[3])
    redis.call('HSET', KEYS[3], 'used', 0, 'window', windowId)
    redis.call('EXPIRE', KEYS[3], window)
  end
  used = redis.call('HINCRBY', KEYS[3], 'used', tonumber(ARGV[4]))
  if redis.call('INCR', KEYS[5]) == 1 then redis.call('EXPIRE', KEYS[5], tonumber(ARGV[11])) end
  if ARGV[12] ~= '' then
    redis.call('HINCRBY', KEYS[6], ARGV[12], 1)
    if redis.call('TTL', KEYS[6]) < 0 then redis.call('EXPIRE', KEYS[6], tonumber(ARGV[11])) end
  end
end
return {verdict, requests, requestsTtl, running, used, budgetTtl, windowId or '', math.max(need, 0)}
`;

const FINISH = `
local freed = redis.call('ZREM', KEYS[1], ARGV[4])
local paced = tonumber(ARGV[6]) - tonumber(ARGV[7])
if freed == 1 and paced ~= 0 then
  local time = redis.call('TIME')
  local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  local tat = math.max(tonumber(redis.call('HGET', KEYS[3], 'tat') or '0'), now) + paced
  redis.call('HSET', KEYS[3], 'tat', tat)
  redis.call('PEXPIRE', KEYS[3], math.max(tat - now, 0) + 60000)
end
local refund = tonumber(ARGV[1])
if freed == 1 and refund > 0 and redis.call('HGET', KEYS[2], 'window') == ARGV[2] then
  local used = tonumber(redis.call('HGET', KEYS[2], 'used') or '0')
  redis.call('HINCRBY', KEYS[2], 'used', -math.min(refund, used))
elseif freed == 1 and refund < 0 then
  if redis.call('TTL', KEYS[2]) < 0 then
    redis.call('DEL', KEYS[2])
    redis.call('HSET', KEYS[2], 'used', 0, 'window', ARGV[5])
    redis.call('EXPIRE', KEYS[2], tonumber(ARGV[3]))
  end
  redis.call('HINCRBY', KEYS[2], 'used', -refund)
end
local ttl = redis.call('TTL', KEYS[2])
if ttl < 0 then return {0, tonumber(ARGV[3])} end
return {tonumber(redis.call('HGET', KEYS[2], 'used') or '0'), ttl}
`;

// Work done for an account outside any request, charged to its current window (opened if none is,
// as FINISH opens one for a top-up), even past the budget: the work is done.
const CHARGE = `
if redis.call('TTL', KEYS[1]) < 0 then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'used', 0, 'window', ARGV[3])
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
end
return redis.call('HINCRBY', KEYS[1], 'used', tonumber(ARGV[1]))
`;

// What an account has used, read without charging anything: the same keys and the same rules
// for an expired window or slot as ADMIT (a window without a TTL is over; an expired slot is not running).
const USAGE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local requestsTtl = redis.call('TTL', KEYS[1])
local requests = 0
if requestsTtl >= 0 then requests = tonumber(redis.call('GET', KEYS[1]) or '0') end
local running = redis.call('ZCOUNT', KEYS[2], '(' .. now, '+inf')
local budgetTtl = redis.call('TTL', KEYS[3])
local used = 0
if budgetTtl >= 0 then used = tonumber(redis.call('HGET', KEYS[3], 'used') or '0') end
return {requests, requestsTtl, running, used, budgetTtl}
`;

// The hash tag keeps an account's keys in one Redis Cluster slot, as a script needs.
const keysOf = (account: string) => [
  `limits:{${account}}:requests`,
  `limits:{${account}}:slots`,
  `limits:{${account}}:budget`,
  `limits:{${account}}:text`,
];

function stateOf(
  limits: Limits,
  requests: number,
  requestsTtl: number,
  running: number,
  used: number,
  budgetTtl: number,
  textWaitMs = 0,
): LimitState {
  return {
    limits,
    requests: { remaining: Math.max(0, limits.requestsPerMinute - requests), resetIn: requestsTtl },
    concurrency: { remaining: Math.max(0, limits.concurrent - running) },
    budget: { left: Math.max(0, limits.budgetPerMinute - used), resetIn: budgetTtl },
    text: { waitMs: textWaitMs },
  };
}

/**
 * Where an account stands in its current windows (the admin CLI's `accounts show`). A `resetIn`
 * of null: no window is open, nothing was used in the last minute.
 */
export interface Usage {
  requests: { count: number; resetIn: number | null };
  running: number;
  budget: { used: number; resetIn: number | null };
}

/** Limits shared by every gateway replica, in Redis. */
export class RedisLimitStore implements LimitStore {
  readonly name = 'redis';

  constructor(
    private readonly redis: RedisClient,
    private readonly slotLifetimeMs = SLOT_LIFETIME_SECONDS * 1_000,
  ) {}

  async admit(account: string, limits: Limits, cost: number, textKib = 0, user = ''): Promise<Admission> {
    const slot = randomUUID();
    const reserved = reservationMs(limits, textKib);
    const today = dayOf(new Date());
    const [verdict, requests, requestsTtl, running, used, budgetTtl, window, wait] = (await this.redis.eval(
      ADMIT,
      6,
      ...keysOf(account),
      dailyKey(account, today),
      dailyUsersKey(account, today),
      limits.requestsPerMinute,
      limits.concurrent,
      limits.budgetPerMinute,
      cost,
      WINDOW_SECONDS,
      randomUUID(),
      slot,
      this.slotLifetimeMs,
      BURST_MS,
      reserved,
      DAILY_KEY_TTL_SECONDS,
      user,
    )) as [number, number, number, number, number, number, string, number];
    const state = stateOf(limits, requests, requestsTtl, running, used, budgetTtl, wait);
    if (verdict !== 0) return { ok: false, refusal: REFUSALS[verdict - 1], state };
    return {
      ok: true,
      ticket: { account, slot, charged: cost, window, textReserved: reserved, store: this },
      state,
    };
  }

  /** What the account has used right now, changing nothing. */
  async usage(account: string): Promise<Usage> {
    const [requests, requestsTtl, running, used, budgetTtl] = (await this.redis.eval(
      USAGE,
      3,
      ...keysOf(account).slice(0, 3),
    )) as [number, number, number, number, number];
    return {
      requests: { count: requests, resetIn: requestsTtl >= 0 ? requestsTtl : null },
      running,
      budget: { used, resetIn: budgetTtl >= 0 ? budgetTtl : null },
    };
  }

  /**
   * Charges `points` of work the account asked for and that runs after its request (a multi-step
   * write's background part: duplicate_board's copies) to its current window, even past the
   * budget, as a first page's reads are: its next requests are refused until the window resets.
   */
  async chargeWork(account: string, points: number): Promise<void> {
    if (points <= 0) return;
    await this.redis.eval(CHARGE, 1, keysOf(account)[2], points, WINDOW_SECONDS, randomUUID());
  }

  async finish(
    ticket: Ticket,
    refund: number,
    limits: Limits,
    textKib: number,
  ): Promise<LimitState['budget']> {
    const [, slots, budget, text] = keysOf(ticket.account);
    const [used, ttl] = (await this.redis.eval(
      FINISH,
      3,
      slots,
      budget,
      text,
      refund,
      ticket.window,
      WINDOW_SECONDS,
      ticket.slot,
      randomUUID(),
      paceMs(limits, textKib),
      ticket.textReserved,
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
  /** Per account, the expiry time of each slot held. */
  private readonly slots = new Map<string, Map<string, number>>();
  /** Per account, when its text pace is paid for (`tat`, as in Redis). */
  private readonly paces = new Map<string, number>();

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

  private liveSlots(account: string): Map<string, number> {
    const slots = this.slots.get(account) ?? new Map<string, number>();
    for (const [slot, expiresAt] of slots) if (expiresAt <= this.now()) slots.delete(slot);
    return slots;
  }

  /** Keeps an account's slots while it holds any, so an idle account leaves nothing behind. */
  private keep(account: string, slots: Map<string, number>): void {
    if (slots.size > 0) this.slots.set(account, slots);
    else this.slots.delete(account);
  }

  async admit(account: string, limits: Limits, cost: number, textKib = 0): Promise<Admission> {
    const requests = this.open(this.requests, account);
    const budget = this.open(this.budgets, account);
    const slots = this.liveSlots(account);
    const running = slots.size;
    const slot = randomUUID();
    const ahead = Math.max((this.paces.get(account) ?? 0) - this.now(), 0);
    const reserve = reservationMs(limits, textKib);
    const need = Math.min(ahead, ahead + reserve - BURST_MS);
    const refusal: Refusal | null =
      requests.count >= limits.requestsPerMinute
        ? 'requests'
        : running >= limits.concurrent
          ? 'concurrency'
          : budget.count + cost > limits.budgetPerMinute
            ? 'complexity'
            : need > 0
              ? 'text'
              : null;
    if (!refusal) {
      requests.count += 1;
      budget.count += cost;
      slots.set(slot, this.now() + SLOT_LIFETIME_SECONDS * 1_000);
      if (reserve > 0) this.paces.set(account, this.now() + ahead + reserve);
    }
    this.keep(account, slots);
    const state = stateOf(
      limits,
      requests.count,
      this.secondsLeft(requests),
      slots.size,
      budget.count,
      this.secondsLeft(budget),
      Math.max(need, 0),
    );
    if (refusal) return { ok: false, refusal, state };
    return {
      ok: true,
      ticket: { account, slot, charged: cost, window: budget.id, textReserved: reserve, store: this },
      state,
    };
  }

  async finish(
    ticket: Ticket,
    refund: number,
    limits: Limits,
    textKib: number,
  ): Promise<LimitState['budget']> {
    const slots = this.liveSlots(ticket.account);
    const freed = slots.delete(ticket.slot);
    this.keep(ticket.account, slots);
    const paced = paceMs(limits, textKib) - ticket.textReserved;
    if (freed && paced !== 0) {
      const tat = Math.max(this.paces.get(ticket.account) ?? 0, this.now()) + paced;
      // Paid for: the account leaves nothing behind.
      if (tat <= this.now()) this.paces.delete(ticket.account);
      else this.paces.set(ticket.account, tat);
    }
    const budget = this.open(this.budgets, ticket.account);
    if (freed && refund > 0 && budget.id === ticket.window) budget.count -= Math.min(refund, budget.count);
    if (freed && refund < 0) budget.count -= refund;
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

  async admit(account: string, limits: Limits, cost: number, textKib = 0, user?: string): Promise<Admission> {
    const pending = this.primary.admit(account, limits, cost, textKib, user);
    try {
      const admission = await withTimeout(pending, this.timeoutMs);
      if (this.degraded) this.log.info('limits back in Redis');
      this.degraded = false;
      return admission;
    } catch (error) {
      // An answer that comes after the timeout still took a slot and charged the budget there:
      // give both back, since this request is served by the fallback instead.
      pending
        .then((late) => (late.ok ? this.finish(late.ticket, late.ticket.charged, limits, 0) : null))
        .catch(() => undefined);
      if (!this.degraded)
        this.log.warn(
          { err: (error as Error).message },
          'Redis unavailable: limiting requests in this process only',
        );
      this.degraded = true;
      return this.fallback.admit(account, limits, cost, textKib, user);
    }
  }

  /**
   * Gives the ticket's slot back and settles its charge (`LimitStore.finish`), trying twice (a
   * store's finish is idempotent); if both fail the slot frees itself at its expiry, and the
   * refund or top-up is lost.
   */
  async finish(
    ticket: Ticket,
    refund: number,
    limits: Limits,
    textKib: number,
  ): Promise<LimitState['budget'] | null> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await withTimeout(ticket.store.finish(ticket, refund, limits, textKib), this.timeoutMs);
      } catch (error) {
        if (attempt === FINISH_ATTEMPTS) {
          this.log.warn(
            { err: (error as Error).message, account: ticket.account, store: ticket.store.name },
            `could not give a concurrency slot back: it frees itself within ${SLOT_LIFETIME_SECONDS} s`,
          );
          return null;
        }
      }
    }
  }
}
