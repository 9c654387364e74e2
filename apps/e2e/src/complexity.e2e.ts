import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { RedisLimitStore, type Ticket } from '@workapi/complexity';
import { freePort } from '@workapi/devservices';
import {
  startTestStack,
  testServices,
  type GraphQLAnswer,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

// Twenty aliases of `me { id name }`: 20 x (10 + 2) = 240 points, and no list to refund.
const DEAR = `{ ${Array.from({ length: 20 }, (_, n) => `m${n}: me { id name }`).join(' ')} }`;
const DEAR_COST = 240;

interface Complexity {
  query: number;
  before: number;
  after: number;
  reset_in_x_seconds: number;
}
const complexityOf = (answer: GraphQLAnswer) => answer.body.extensions?.complexity as Complexity;

/** The budget key (without the stack's prefix) of the one account that used more than `over`. */
async function spentBudgetKey(redis: Redis, prefix: string, over: number): Promise<string> {
  const keys = (await redis.keys(`${prefix}limits:*:budget`)).map((key) => key.slice(prefix.length));
  const used = await Promise.all(keys.map(async (key) => Number(await redis.hget(key, 'used'))));
  const spent = keys.filter((_, index) => used[index] > over);
  expect(spent).toHaveLength(1);
  return spent[0];
}

/** The budget key (without the stack's prefix) of the account `client` acts for. */
async function budgetKeyOf(redis: Redis, prefix: string, client: GraphQLClient): Promise<string> {
  const used = async () => {
    const keys = (await redis.keys(`${prefix}limits:*:budget`)).map((key) => key.slice(prefix.length));
    return new Map(await Promise.all(keys.map(async (key) => [key, await redis.hget(key, 'used')] as const)));
  };
  const before = await used();
  await client.request('{ me { id } }');
  const changed = [...(await used())].filter(([key, value]) => before.get(key) !== value);
  expect(changed).toHaveLength(1);
  return changed[0][0];
}

describe('complexity budgets', () => {
  let env: TestStack;
  let redis: Redis;

  beforeAll(async () => {
    env = await startTestStack(
      [
        { name: 'acme', tier: 'pro' },
        { name: 'globex', tier: 'pro' },
        { name: 'burst', tier: 'pro' },
      ],
      { COMPLEXITY_BUDGET_PER_MINUTE: '1000', COMPLEXITY_MAX_PER_QUERY: '5000' },
    );
    redis = new Redis(testServices().redis, { keyPrefix: env.redisKeyPrefix });
  });

  afterAll(async () => {
    redis?.disconnect();
    await env?.stop();
  });

  it('reports the cost and the budget on every response, in extensions and headers', async () => {
    const answer = await env.clients.globex.request(
      '{ me { id } complexity { query before after reset_in_x_seconds } }',
    );
    expect(answer.status).toBe(200);
    const charged = (answer.body.data as { complexity: Complexity }).complexity;
    expect(charged).toEqual({ query: 16, before: 1000, after: 984, reset_in_x_seconds: expect.any(Number) });
    expect(complexityOf(answer)).toEqual({
      query: 16,
      before: 1000,
      after: 984,
      reset_in_x_seconds: charged.reset_in_x_seconds,
    });
    expect(charged.reset_in_x_seconds).toBeGreaterThan(0);
    expect(charged.reset_in_x_seconds).toBeLessThanOrEqual(60);
    expect(answer.headers.get('ratelimit-policy')).toBe(
      '"requests";q=2500;w=60, "complexity";q=1000;w=60;qu="complexity-points", "concurrency";q=100;qu="concurrent-requests"',
    );
    expect(answer.headers.get('ratelimit')).toMatch(
      /^"requests";r=2499;t=\d+, "complexity";r=984;t=\d+, "concurrency";r=99$/,
    );

    const mutation = await env.clients.globex.request('mutation { complexity { query before after } }');
    expect((mutation.body.data as { complexity: Complexity }).complexity).toEqual({
      query: 4,
      before: 984,
      after: 980,
    });
  });

  it('refunds what lists shorter than their limit did not use', async () => {
    const answer = await env.clients.globex.request('{ boards(limit: 100) { id } }');
    expect(answer.status).toBe(200);
    // Estimated 10 + 100 x 1 = 110; globex has no board yet, so only the list itself is paid.
    expect(complexityOf(answer)).toMatchObject({ query: 10, before: 980, after: 970 });
    const next = await env.clients.globex.request('{ me { id } }');
    expect(complexityOf(next)).toMatchObject({ query: 11, before: 970, after: 959 });
  });

  it('rejects a query over the per-query maximum before running it, without charging', async () => {
    const before = complexityOf(await env.clients.acme.request('{ me { id } }'));
    const answer = await env.clients.acme.request(
      '{ boards(limit: 10) { items_page(limit: 500) { items { id } } } }',
    );
    // application/json; 400 for graphql-response+json (api.e2e). The whole answer shows on a failure.
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: 'Query has complexity of 5460, which exceeds max complexity of 5000',
        extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', complexity: 5460, max_complexity: 5000 },
      },
    ]);
    expect(complexityOf(answer)).toMatchObject({ query: 0, before: before.after, after: before.after });
    const modern = await env.clients.acme.request(
      '{ boards(limit: 10) { items_page(limit: 500) { items { id } } } }',
      {},
      { headers: { accept: 'application/graphql-response+json' } },
    );
    expect(modern.status).toBe(400);
    expect(modern.body.errors?.[0].extensions?.code).toBe('MAX_COMPLEXITY_EXCEEDED');
  });

  it('runs out, answers 429 with the retry fields, keeps accounts apart, and resets with the window', async () => {
    const acme = env.clients.acme;
    const left = complexityOf(await acme.request('{ me { id } }')).after;
    const fits = Math.floor(left / DEAR_COST);
    for (let n = 0; n < fits; n += 1) expect((await acme.request(DEAR)).status).toBe(200);
    const refused = await acme.request(DEAR);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    const remaining = left - fits * DEAR_COST;
    expect(refused.body.errors).toEqual([
      {
        message: expect.stringContaining(
          `Complexity budget exhausted, query cost ${DEAR_COST} budget remaining ${remaining} out of 1000`,
        ),
        extensions: {
          code: 'COMPLEXITY_BUDGET_EXHAUSTED',
          complexity: DEAR_COST,
          complexity_budget_left: remaining,
          complexity_budget_limit: 1000,
          retry_in_seconds: expect.any(Number),
        },
      },
    ]);
    const retry = refused.body.errors?.[0].extensions?.retry_in_seconds as number;
    expect(refused.headers.get('retry-after')).toBe(String(retry));
    expect(refused.headers.get('ratelimit')).toContain(`"complexity";r=${remaining};`);
    expect(refused.headers.get('api-version')).toBe('2026-07');

    expect((await env.clients.globex.request(DEAR)).status).toBe(200);

    // Let acme's window (the only nearly spent one) end now rather than in a minute.
    const key = await spentBudgetKey(redis, env.redisKeyPrefix, 1000 - DEAR_COST);
    await redis.pexpire(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const renewed = await acme.request(DEAR);
    expect(renewed.status).toBe(200);
    expect(complexityOf(renewed)).toMatchObject({ query: DEAR_COST, before: 1000, after: 1000 - DEAR_COST });
  });

  it('never lets parallel requests spend more than the budget', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => env.clients.burst.request(DEAR)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(Math.floor(1000 / DEAR_COST));
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - Math.floor(1000 / DEAR_COST));
  });

  it('paces the long text a request sends, as it paces the text answered', async () => {
    // Every process the request crosses reads what it sends, whatever is answered: a refused
    // 360 KB update body cost as much as one stored (isolation.e2e.ts, "update bodies").
    const globex = env.clients.globex;
    const textKey = (await budgetKeyOf(redis, env.redisKeyPrefix, globex)).replace(/:budget$/, ':text');
    const redisNow = async () => {
      const [seconds, micros] = (await redis.time()) as [number | string, number | string];
      return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    };
    const pacedUntil = async () => Number((await redis.hget(textKey, 'tat')) ?? 0);
    const before = await redisNow();
    expect(await pacedUntil()).toBeLessThanOrEqual(before);
    const sent = await globex.request('{ me { id } }', { note: 'x'.repeat(900 * 1024) });
    expect(sent.status).toBe(200);
    // 900 KiB at the pro tier's 4,096 KiB a second: 220 ms of the account's pace, from when the
    // request was admitted (after \`before\`), however long it took to answer.
    expect((await pacedUntil()) - before).toBeGreaterThanOrEqual(200);
  });
});

// Prices a first page pays besides its page (README, Limits and prices): 25 for reading its board,
// then 1 for every item read. `items_page(limit: 1) { items { id } }` is 10 + (10 + 1) as a page.
const SCAN = 25;
const ONE_ID_PAGE = 10 + (10 + 1);

describe('first pages priced by what they read', () => {
  let env: TestStack;
  let redis: Redis;
  const boards: Record<string, string[]> = {};

  async function seed(client: string, board: string, count: number): Promise<void> {
    for (let start = 0; start < count; start += 25) {
      const fields = Array.from(
        { length: Math.min(25, count - start) },
        (_, index) => `i${index}: create_item(board_id: $b, item_name: "Item ${start + index}") { id }`,
      );
      await env.clients[client].data(`mutation ($b: ID!) { ${fields.join('\n')} }`, { b: board });
    }
  }

  async function boardWith(client: string, items: number): Promise<void> {
    const { create_board } = await env.clients[client].data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Read", board_kind: public) { id } }',
    );
    (boards[client] ??= []).push(create_board.id);
    await seed(client, create_board.id, items);
  }

  /** A write of the account that changes no item, so its next first page reads the items again. */
  async function write(client: string): Promise<void> {
    await env.clients[client].data(
      'mutation ($b: ID!, $d: String!) { update_board(board_id: $b, board_attribute: description, new_value: $d) }',
      { b: boards[client][0], d: `at ${Date.now()}` },
    );
  }

  beforeAll(async () => {
    env = await startTestStack([{ name: 'large' }, { name: 'small' }, { name: 'many' }]);
    redis = new Redis(testServices().redis, { keyPrefix: env.redisKeyPrefix });
    await boardWith('large', 300);
    await boardWith('small', 3);
    for (let n = 0; n < 10; n += 1) await boardWith('many', 20);
  }, 300_000);

  afterAll(async () => {
    redis?.disconnect();
    await env?.stop();
  });

  it('costs a first page by the items it read: the same query over 300 items costs more than over 3', async () => {
    const nested = '{ boards { items_page(limit: 1) { items { id } } } }';
    const root = '{ items_page(limit: 1) { items { id } } }';
    for (const query of [nested, root]) {
      await write('large');
      await write('small');
      // A fresh window: on a busy machine the setup's window could end between the two requests below.
      for (const key of await redis.keys(`${env.redisKeyPrefix}limits:*:budget`))
        await redis.del(key.slice(env.redisKeyPrefix.length));
      const large = await env.clients.large.request(query);
      const small = await env.clients.small.request(query);
      expect(large.body.errors).toBeUndefined();
      expect(small.body.errors).toBeUndefined();
      const page = query === nested ? 10 + SCAN + ONE_ID_PAGE : SCAN + ONE_ID_PAGE;
      expect(complexityOf(small).query).toBe(page + 3);
      expect(complexityOf(large).query).toBe(page + 300);
      // The budget was charged that much, as the next request shows.
      const next = complexityOf(await env.clients.large.request('{ me { id } }'));
      expect(next.before).toBe(complexityOf(large).after);
    }
  });

  it("charges ten boards' first pages for ten reads", async () => {
    await write('many');
    const answer = await env.clients.many.request<{ boards: Array<{ items_page: { items: unknown[] } }> }>(
      '{ boards(limit: 10) { items_page(limit: 1) { items { id } } } }',
    );
    expect(answer.body.data?.boards).toHaveLength(10);
    expect(answer.body.data?.boards.every((board) => board.items_page.items.length === 1)).toBe(true);
    expect(complexityOf(answer).query).toBe(10 + 10 * (SCAN + ONE_ID_PAGE) + 10 * 20);
  });

  it('charges later pages by cursor for their page only, not for the scan again', async () => {
    await write('large');
    const first = await env.clients.large.request<{ items_page: { cursor: string } }>(
      'query ($q: ItemsQuery) { items_page(limit: 100, query_params: $q) { cursor items { id } } }',
      { q: { boards: boards.large, order_by: [{ column_id: 'name', direction: 'desc' }] } },
    );
    expect(complexityOf(first).query).toBe(SCAN + 10 + 1 + (10 + 100) + 300);
    const cursor = first.body.data?.items_page.cursor;
    const next = await env.clients.large.request<{ next_items_page: { cursor: string; items: unknown[] } }>(
      'query ($c: String!) { next_items_page(cursor: $c, limit: 100) { cursor items { id } } }',
      { c: cursor },
    );
    expect(next.body.data?.next_items_page.items).toHaveLength(100);
    expect(complexityOf(next).query).toBe(10 + 1 + (10 + 100));
    const last = await env.clients.large.request<{ items_page: { items: unknown[] } }>(
      'query ($c: String!) { items_page(limit: 100, cursor: $c) { items { id } } }',
      { c: next.body.data?.next_items_page.cursor },
    );
    expect(last.body.data?.items_page.items).toHaveLength(100);
    expect(complexityOf(last).query).toBe(10 + (10 + 100));
  });

  it('answers a read that overdraws the budget, and refuses the next request', async () => {
    await write('large');
    // Leave the large account 100 points of this window: the page's estimate fits, its read does not.
    const key = await budgetKeyOf(redis, env.redisKeyPrefix, env.clients.large);
    await redis.hset(key, 'used', 10_000_000 - 100, 'window', 'overdrawn');
    await redis.expire(key, 60);
    const read = await env.clients.large.request<{ boards: Array<{ items_page: { items: unknown[] } }> }>(
      '{ boards(limit: 1) { items_page(limit: 1) { items { id } } } }',
    );
    expect(read.status).toBe(200);
    expect(read.body.data?.boards[0].items_page.items).toHaveLength(1);
    const cost = 10 + SCAN + ONE_ID_PAGE + 300;
    expect(complexityOf(read)).toEqual({
      query: cost,
      before: 100,
      after: 0,
      reset_in_x_seconds: expect.any(Number),
    });
    expect(read.headers.get('ratelimit')).toContain('"complexity";r=0;');
    const refused = await env.clients.large.request('{ me { id } }');
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'COMPLEXITY_BUDGET_EXHAUSTED',
      complexity: 11,
      complexity_budget_left: 0,
      complexity_budget_limit: 10_000_000,
    });
    await redis.del(key);
  });
});

describe('requests per minute', () => {
  let env: TestStack;

  beforeAll(async () => {
    env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], { RATE_LIMIT_PER_MINUTE: '5' });
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('bite at the configured rate with RATE_LIMIT_EXCEEDED, per account', async () => {
    for (let n = 0; n < 5; n += 1) expect((await env.clients.acme.request('{ me { id } }')).status).toBe(200);
    const refused = await env.clients.acme.request('{ me { id } }');
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('at most 5 requests per minute'),
      extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: expect.any(Number) },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit')).toMatch(/^"requests";r=0;t=\d+/);
    expect((await env.clients.globex.request('{ me { id } }')).status).toBe(200);
  });
});

// The Redis store on the run's Redis, with slots that live two seconds instead of two minutes.
describe('concurrency slots in Redis', () => {
  const lifetimeMs = 2_000;
  const limits = { requestsPerMinute: 100, concurrent: 2, budgetPerMinute: 100, textKibPerSecond: 1_000 };
  let redis: Redis;
  let store: RedisLimitStore;
  let account: string;

  const admit = (cost = 0) => store.admit(account, limits, cost);
  const admitted = async (cost = 0): Promise<Ticket> => {
    const admission = await admit(cost);
    if (!admission.ok) throw new Error(`refused: ${admission.refusal}`);
    return admission.ticket;
  };

  beforeAll(() => {
    redis = new Redis(testServices().redis, { keyPrefix: `t${randomBytes(4).toString('hex')}:` });
    store = new RedisLimitStore(redis, lifetimeMs);
  });

  beforeEach(() => {
    account = randomUUID();
  });

  afterAll(() => {
    redis?.disconnect();
  });

  it('frees slots never given back at their expiry, and leaves no key behind', async () => {
    await admitted();
    await admitted();
    expect(await admit()).toMatchObject({ ok: false, refusal: 'concurrency' });
    await sleep(lifetimeMs + 100);
    expect(await redis.exists(`limits:{${account}}:slots`)).toBe(0);
    expect(await admit()).toMatchObject({ ok: true, state: { concurrency: { remaining: 1 } } });
  });

  it('keeps each slot to its own expiry while later requests come in', async () => {
    await admitted();
    await sleep(lifetimeMs * 0.6);
    await admitted();
    await sleep(lifetimeMs * 0.6);
    // The first slot has expired; the second, taken later, still runs.
    expect(await admit()).toMatchObject({ ok: true, state: { concurrency: { remaining: 0 } } });
    expect(await admit()).toMatchObject({ ok: false, refusal: 'concurrency' });
  });

  it('paces long text: requests that may answer it run one after another, and what was read is waited for', async () => {
    // 1,000 KiB a second, a burst of 4 s. The first may answer 3,000 KiB: it reserves 3 s at once.
    const first = await store.admit(account, limits, 0, 3_000);
    const second = await store.admit(account, limits, 0, 3_000);
    expect(second).toMatchObject({ ok: false, refusal: 'text' });
    expect(second.state.text.waitMs).toBeGreaterThan(1_900);
    expect(second.state.text.waitMs).toBeLessThanOrEqual(2_000);
    // Another request is not held by the reservation.
    const light = await admitted();
    if (!first.ok) throw new Error('refused');
    // It answered 6,500 KiB: 2.5 s past the burst to wait, for any request of the account.
    await store.finish(first.ticket, 0, limits, 6_500);
    const after = await admit();
    expect(after).toMatchObject({ ok: false, refusal: 'text' });
    expect(after.state.text.waitMs).toBeGreaterThan(2_300);
    expect(await store.admit(randomUUID(), limits, 0, 3_000)).toMatchObject({ ok: true });
    await store.finish(light, 0, limits, 0);
    expect(await redis.pttl(`limits:{${account}}:text`)).toBeGreaterThan(60_000);
  });

  it('charges a read beyond the estimate once, past the budget, and refuses the next request', async () => {
    const reading = await admitted(30);
    expect(await store.finish(reading, 30 - 130, limits, 0)).toMatchObject({ left: 0 });
    expect(await store.finish(reading, 30 - 130, limits, 0)).toMatchObject({ left: 0 });
    expect(await redis.hget(`limits:{${account}}:budget`, 'used')).toBe('130');
    expect(await admit(1)).toMatchObject({
      ok: false,
      refusal: 'complexity',
      state: { budget: { left: 0 } },
    });
  });

  it('charges a read to a fresh window when the charged one has ended', async () => {
    const reading = await admitted(10);
    await redis.del(`limits:{${account}}:budget`);
    const settled = await store.finish(reading, -40, limits, 0);
    expect(settled).toMatchObject({ left: 60 });
    expect(settled.resetIn).toBeGreaterThan(0);
    expect(await admit(61)).toMatchObject({ ok: false, refusal: 'complexity' });
  });

  it('frees and refunds once for a finish that comes twice', async () => {
    const first = await admitted(60);
    await admitted(30);
    expect(await store.finish(first, 60, limits, 0)).toMatchObject({ left: 70 });
    expect(await store.finish(first, 60, limits, 0)).toMatchObject({ left: 70 });
    expect(await admit(10)).toMatchObject({
      ok: true,
      state: { concurrency: { remaining: 0 }, budget: { left: 60 } },
    });
    expect(await admit()).toMatchObject({ ok: false, refusal: 'concurrency' });
  });
});

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();

// Its own Redis, so the last test can stop it; default limits, free tier.
(redisServer ? describe : describe.skip)('tier limits and a Redis outage', () => {
  let env: TestStack;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = spawn(redisServer, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    env = await startTestStack([{ name: 'acme', tier: 'free' }], { REDIS_URL: `redis://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await env?.stop();
    server?.kill('SIGKILL');
  });

  it('refuses requests beyond the tier concurrency with 429 and gives every slot back', async () => {
    const redis = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect((await env.clients.acme.request('{ me { id } }')).status).toBe(200);
      const [requests] = await redis.keys(`${env.redisKeyPrefix}limits:*:requests`);
      const slots = requests.replace(/:requests$/, ':slots');
      // Every finished request gave its slot back.
      expect(await redis.exists(slots)).toBe(0);
      // Forty requests of the account in flight elsewhere (another replica, say): the next one waits.
      const [seconds] = await redis.time();
      const expiry = Number(seconds) * 1_000 + 60_000;
      await redis.zadd(slots, ...Array.from({ length: 40 }, (_, n) => [expiry, `elsewhere-${n}`]).flat());
      const refused = await env.clients.acme.request('{ me { id } }');
      expect(refused.status).toBe(429);
      expect(refused.body.errors).toEqual([
        {
          message: 'Too many concurrent requests: at most 40 at a time for this account',
          extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: 1 },
        },
      ]);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('ratelimit')).toContain('"concurrency";r=0');
      // A refused request took no slot; one slot free lets the next one in, and it gives it back.
      // (Admission at the limit under real overlap is the Limiter's unit test: requests sent
      // together here need not overlap on a loaded machine.)
      expect(await redis.zcard(slots)).toBe(40);
      await redis.zrem(slots, 'elsewhere-0');
      expect((await env.clients.acme.request('{ me { id } }')).status).toBe(200);
      expect(await redis.zcard(slots)).toBe(39);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps serving with in-process limits and reports Redis down on /ready', async () => {
    expect((await env.clients.acme.request('{ me { id } }')).status).toBe(200);
    server.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await env.clients.acme.request('{ me { id } }');
    expect(answer.status).toBe(200);
    expect(complexityOf(answer)).toMatchObject({ query: 11 });
    expect(answer.headers.get('ratelimit')).toMatch(/"complexity";r=\d+;t=\d+/);
    const ready = await fetch(new URL('/ready', env.gatewayUrl));
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { down: string[] }).down).toContain('redis');

    // Paging keeps its snapshots in Redis: a page that needs one says so, clearly.
    await env.clients.acme.request(
      'mutation { create_board(board_name: "No Redis", board_kind: public) { id } }',
    );
    const page = await env.clients.acme.request(
      '{ boards { id items_page(limit: 1) { cursor items { id } } } }',
    );
    expect(page.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Paging is unavailable for a moment'),
      path: ['boards', 0, 'items_page'],
      extensions: { code: 'CursorException' },
    });
    // A keyed mutation cannot be kept from acting twice without Redis: refused, not run.
    const keyed = await env.clients.acme.request(
      'mutation { create_board(board_name: "Keyed", board_kind: public) { id } }',
      {},
      { headers: { 'idempotency-key': 'while-redis-is-down' } },
    );
    expect(keyed.status).toBe(503);
    expect(keyed.headers.get('retry-after')).toBe('5');
    const names = await env.clients.acme.data<{ boards: Array<{ name: string }> }>('{ boards { name } }');
    expect(names.boards.map((board) => board.name)).not.toContain('Keyed');
  });
});
