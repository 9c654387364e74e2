import {
  Limiter,
  limitsFor,
  MemoryLimitStore,
  RedisLimitStore,
  SLOT_LIFETIME_SECONDS,
  type LimitStore,
  type Ticket,
} from './limits';
import { recordingRedis, slotsOf } from '@workapi/testing';
import { rateLimitHeaders } from './report';

const limits = { requestsPerMinute: 5, concurrent: 2, budgetPerMinute: 100, textKibPerSecond: 1_000 };

describe('limitsFor', () => {
  it('takes the tier defaults, and the overrides over every tier', () => {
    expect(limitsFor('free')).toEqual({
      requestsPerMinute: 1_000,
      concurrent: 40,
      budgetPerMinute: 1_000_000,
      textKibPerSecond: 1_024,
    });
    expect(limitsFor('enterprise')).toEqual({
      requestsPerMinute: 5_000,
      concurrent: 250,
      budgetPerMinute: 20_000_000,
      textKibPerSecond: 8_192,
    });
    expect(limitsFor('pro', { budgetPerMinute: 7, requestsPerMinute: 3 })).toEqual({
      requestsPerMinute: 3,
      concurrent: 100,
      budgetPerMinute: 7,
      textKibPerSecond: 4_096,
    });
  });
});

describe('the in-process limits', () => {
  let now = 0;
  const store = () => new MemoryLimitStore(() => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('charges the budget, refuses a query that does not fit, and refunds into the same window', async () => {
    const limiter = store();
    const first = await limiter.admit('a', limits, 60);
    expect(first).toMatchObject({ ok: true, state: { budget: { left: 40, resetIn: 60 } } });
    if (!first.ok) throw new Error('refused');
    expect(await limiter.admit('a', limits, 50)).toMatchObject({ ok: false, refusal: 'complexity' });
    expect(await limiter.finish(first.ticket, 30, limits, 0)).toEqual({ left: 70, resetIn: 60 });
    expect(await limiter.admit('a', limits, 50)).toMatchObject({ ok: true, state: { budget: { left: 20 } } });
  });

  it('charges what a request read beyond its estimate, past the budget, so the next one is refused', async () => {
    const limiter = store();
    const reading = await limiter.admit('a', limits, 30);
    if (!reading.ok) throw new Error('refused');
    expect(await limiter.finish(reading.ticket, 30 - 130, limits, 0)).toEqual({ left: 0, resetIn: 60 });
    expect(await limiter.finish(reading.ticket, 30 - 130, limits, 0)).toEqual({ left: 0, resetIn: 60 });
    expect(await limiter.admit('a', limits, 1)).toMatchObject({
      ok: false,
      refusal: 'complexity',
      state: { budget: { left: 0 } },
    });
    now += 61_000;
    expect(await limiter.admit('a', limits, 1)).toMatchObject({ ok: true, state: { budget: { left: 99 } } });
  });

  it('charges a read to the window open when the request ends', async () => {
    const limiter = store();
    const reading = await limiter.admit('a', limits, 10);
    if (!reading.ok) throw new Error('refused');
    now += 61_000;
    expect(await limiter.finish(reading.ticket, -40, limits, 0)).toEqual({ left: 60, resetIn: 60 });
  });

  it('keeps accounts apart and resets after the window', async () => {
    const limiter = store();
    await limiter.admit('a', limits, 100);
    expect(await limiter.admit('b', limits, 100)).toMatchObject({ ok: true });
    expect(await limiter.admit('a', limits, 1)).toMatchObject({ ok: false, refusal: 'complexity' });
    now += 61_000;
    expect(await limiter.admit('a', limits, 1)).toMatchObject({ ok: true, state: { budget: { left: 99 } } });
  });

  it('does not refund into a window that has started since the charge', async () => {
    const limiter = store();
    const first = await limiter.admit('a', limits, 80);
    if (!first.ok) throw new Error('refused');
    now += 61_000;
    await limiter.admit('a', limits, 10);
    expect(await limiter.finish(first.ticket, 80, limits, 0)).toMatchObject({ left: 90 });
  });

  it('limits requests per minute and requests at once', async () => {
    const limiter = store();
    const running = [await limiter.admit('a', limits, 0), await limiter.admit('a', limits, 0)];
    expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: false, refusal: 'concurrency' });
    for (const admission of running) if (admission.ok) await limiter.finish(admission.ticket, 0, limits, 0);
    for (let n = 0; n < 3; n += 1) {
      const admission = await limiter.admit('a', limits, 0);
      if (admission.ok) await limiter.finish(admission.ticket, 0, limits, 0);
    }
    const refused = await limiter.admit('a', limits, 0);
    expect(refused).toMatchObject({ ok: false, refusal: 'requests', state: { requests: { remaining: 0 } } });
    expect(rateLimitHeaders(refused.state)).toEqual({
      'ratelimit-policy':
        '"requests";q=5;w=60, "complexity";q=100;w=60;qu="complexity-points", "concurrency";q=2;qu="concurrent-requests"',
      ratelimit: '"requests";r=0;t=60, "complexity";r=100;t=60, "concurrency";r=2',
    });
  });

  describe('the text pace', () => {
    // 1,000 KiB a second: one KiB is a millisecond of pace; the burst is 4 seconds' worth.
    const read = async (limiter: MemoryLimitStore, kib: number) => {
      const admission = await limiter.admit('a', limits, 0);
      if (!admission.ok) throw new Error(`refused: ${admission.refusal}`);
      await limiter.finish(admission.ticket, 0, limits, kib);
    };

    it('lets an account read ahead of its pace by the burst, then makes it wait what it read beyond', async () => {
      const limiter = store();
      await read(limiter, 4_000);
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: true });
      const limiter2 = store();
      await read(limiter2, 6_500);
      // 6.5 s of pace read at once: 2.5 s past the burst to wait, and another account is not held.
      expect(await limiter2.admit('a', limits, 0)).toMatchObject({
        ok: false,
        refusal: 'text',
        state: { text: { waitMs: 2_500 } },
      });
      expect(await limiter2.admit('b', limits, 0)).toMatchObject({ ok: true });
      now += 2_500;
      expect(await limiter2.admit('a', limits, 0)).toMatchObject({ ok: true });
    });

    it('runs requests that may answer long text one after another, and lets the others through', async () => {
      const limiter = store();
      // Each may answer 3,000 KiB (`@longText`): the first reserves 3 s of pace at once.
      const first = await limiter.admit('a', limits, 0, 3_000);
      expect(first).toMatchObject({ ok: true });
      expect(await limiter.admit('a', limits, 0, 3_000)).toMatchObject({
        ok: false,
        refusal: 'text',
        state: { text: { waitMs: 2_000 } },
      });
      // A request that answers no long text is not held by the reservation.
      const light = await limiter.admit('a', limits, 0);
      expect(light).toMatchObject({ ok: true });
      if (!first.ok || !light.ok) throw new Error('refused');
      await limiter.finish(light.ticket, 0, limits, 0);
      // The first answered 10 KiB after all: the rest of its reservation is given back.
      await limiter.finish(first.ticket, 0, limits, 10);
      expect(await limiter.admit('a', limits, 0, 3_000)).toMatchObject({ ok: true });
    });

    it('reserves at most the burst, so a request that may answer more still runs, alone', async () => {
      const limiter = store();
      expect(await limiter.admit('a', limits, 0, 100_000)).toMatchObject({ ok: true });
      expect(await limiter.admit('a', limits, 0, 100_000)).toMatchObject({
        ok: false,
        refusal: 'text',
        state: { text: { waitMs: 4_000 } },
      });
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: true });
    });

    it('never holds an account whose answers carry no long text', async () => {
      const limiter = store();
      for (let n = 0; n < 4; n += 1) await read(limiter, 0);
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: true, state: { text: { waitMs: 0 } } });
    });
  });

  describe('concurrency slots', () => {
    const lifetime = SLOT_LIFETIME_SECONDS * 1_000;
    const admitted = async (limiter: MemoryLimitStore, cost = 0): Promise<Ticket> => {
      const admission = await limiter.admit('a', limits, cost);
      if (!admission.ok) throw new Error(`refused: ${admission.refusal}`);
      return admission.ticket;
    };

    it('free themselves at their expiry when never given back', async () => {
      const limiter = store();
      await admitted(limiter);
      await admitted(limiter);
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: false, refusal: 'concurrency' });
      now += lifetime - 1;
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: false, refusal: 'concurrency' });
      now += 1;
      expect(await limiter.admit('a', limits, 0)).toMatchObject({
        ok: true,
        state: { concurrency: { remaining: 1 } },
      });
    });

    it('keep their own expiry while later requests come in', async () => {
      const limiter = store();
      await admitted(limiter);
      now += lifetime / 2;
      await admitted(limiter);
      now += lifetime / 2;
      // The first slot has expired; the second, taken half a lifetime later, still runs.
      expect(await limiter.admit('a', limits, 0)).toMatchObject({
        ok: true,
        state: { concurrency: { remaining: 0 } },
      });
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: false, refusal: 'concurrency' });
    });

    it('are freed and refunded once by a finish that comes twice', async () => {
      const limiter = store();
      const first = await admitted(limiter, 60);
      await admitted(limiter, 30);
      expect(await limiter.finish(first, 60, limits, 0)).toMatchObject({ left: 70 });
      expect(await limiter.finish(first, 60, limits, 0)).toMatchObject({ left: 70 });
      expect(await limiter.admit('a', limits, 10)).toMatchObject({
        ok: true,
        state: { concurrency: { remaining: 0 }, budget: { left: 60 } },
      });
      expect(await limiter.admit('a', limits, 0)).toMatchObject({ ok: false, refusal: 'concurrency' });
    });
  });
});

describe('Limiter', () => {
  it('falls back to the in-process store while the primary fails, and says so once', async () => {
    const failing: LimitStore = {
      name: 'redis',
      admit: () => Promise.reject(new Error('connection refused')),
      finish: () => Promise.reject(new Error('connection refused')),
    };
    const warnings: string[] = [];
    const limiter = new Limiter(failing, new MemoryLimitStore(), {
      warn: (_, message) => warnings.push(message),
      info: () => undefined,
    });
    expect(await limiter.admit('a', limits, 10)).toMatchObject({ ok: true, state: { budget: { left: 90 } } });
    expect(await limiter.admit('a', limits, 95)).toMatchObject({ ok: false, refusal: 'complexity' });
    expect(warnings).toEqual(['Redis unavailable: limiting requests in this process only']);
  });

  it('tries a failed finish once more, and says so when the slot stays taken', async () => {
    const memory = new MemoryLimitStore();
    let failures = 0;
    const flaky: LimitStore = {
      name: 'redis',
      admit: (account, given, cost) => memory.admit(account, given, cost),
      finish: (ticket, refund, given) =>
        failures-- > 0 ? Promise.reject(new Error('timeout')) : memory.finish(ticket, refund, given, 0),
    };
    const warnings: object[] = [];
    const limiter = new Limiter(flaky, memory, {
      warn: (fields) => warnings.push(fields),
      info: () => undefined,
    });
    const finished = async (failing: number) => {
      const admission = await limiter.admit('a', limits, 10);
      if (!admission.ok) throw new Error('refused');
      failures = failing;
      return limiter.finish({ ...admission.ticket, store: flaky }, 10, limits, 0);
    };
    expect(await finished(1)).toMatchObject({ left: 100 });
    expect(warnings).toEqual([]);
    expect(await finished(2)).toBeNull();
    expect(warnings).toEqual([{ err: 'timeout', account: 'a', store: 'redis' }]);
  });
});

describe('the limits in Redis on a Redis Cluster', () => {
  it('runs each script over keys of one slot, and different accounts on different slots', async () => {
    // ADMIT answers [verdict, requests, ttl, running, used, ttl, window, wait, reserved]; the others fewer.
    const { redis, units } = recordingRedis(() => [0, 1, 60, 1, 10, 60, 'w', 0, 0]);
    const store = new RedisLimitStore(redis);
    const admission = await store.admit('4001', limits, 10);
    expect(admission.ok).toBe(true);
    if (admission.ok) await store.finish(admission.ticket, 5, limits, 0);
    await store.usage('4001');
    await store.admit('4002', limits, 10);
    await store.chargeWork('4001', 30);

    const scripts = units().filter(([command]) => command.name === 'eval');
    expect(scripts.map(([command]) => command.keys.length)).toEqual([6, 3, 3, 6, 1]);
    expect(scripts.map((unit) => slotsOf(unit).length)).toEqual([1, 1, 1, 1, 1]);
    expect(slotsOf(scripts[4])).toEqual(slotsOf(scripts[0]));
    expect(slotsOf(scripts[0])).toEqual(slotsOf(scripts[2]));
    expect(slotsOf(scripts[0])).not.toEqual(slotsOf(scripts[3]));
  });
});
