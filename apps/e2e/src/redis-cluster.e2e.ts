import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import {
  freeAppPorts,
  GraphQLClient,
  npmStart,
  retryOnPortClash,
  startRedisCluster,
  startWebhookReceiver,
  testServices,
  untilReady,
  type LocalRedisCluster,
  type StartedApi,
  type WebhookReceiver,
} from '@workapi/testing';

/*
 * REDIS_URL naming a Redis Cluster (redis+cluster://): three primaries on this machine, every slot
 * covered, and the whole stack over it. A cluster refuses a script, MGET, transaction or pipeline
 * whose keys span slots, so each of the stack's multi-key operations working here is the proof
 * that its keys share a hash tag: the limits' scripts, idempotency keys, reference data, nonces
 * pipelined with the caller's versions, and items_page snapshots; and webhook deliveries, whose
 * BullMQ queue and account slots share one hash tag.
 */

jest.setTimeout(240_000);

const dataDir = mkdtempSync(join(tmpdir(), 'workapi-redis-cluster-'));
const token = randomBytes(16).toString('hex');
const prefix = `c${randomBytes(4).toString('hex')}:`;
let cluster: LocalRedisCluster;
let started: StartedApi;
let client: GraphQLClient;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  cluster = await startRedisCluster(3);
  const ports = await retryOnPortClash(async () => {
    const free = await freeAppPorts();
    started = npmStart(dataDir, free, {
      MONGO_URL: testServices().mongo,
      REDIS_URL: cluster.url,
      MONGO_DB_PREFIX: prefix.slice(0, -1),
      REDIS_KEY_PREFIX: prefix,
      DEV_ACCOUNTS: `${token}:standard:cluster`,
      WEBHOOK_ALLOW_PRIVATE: '1',
    });
    await untilReady(started);
    return free;
  });
  client = new GraphQLClient(`http://127.0.0.1:${ports.gateway}/graphql`, token);
});

afterAll(async () => {
  if (started?.child.exitCode === null) {
    started.child.kill('SIGTERM');
    await started.exit;
  }
  await cluster?.stop();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The stack's keys on each primary, read from the primary itself. */
async function keysByPrimary(): Promise<string[][]> {
  return Promise.all(
    cluster.ports.map(async (port) => {
      const node = new Redis({ port, host: '127.0.0.1' });
      try {
        return await node.keys(`${prefix}*`);
      } finally {
        node.disconnect();
      }
    }),
  );
}

describe('the stack over a Redis Cluster', () => {
  it('limits, keeps idempotent results, pages with cursors and shares reference data, all in Redis', async () => {
    const budget = async () =>
      (
        await client.data<{ complexity: { before: number; after: number } }>(
          '{ complexity { before after } }',
        )
      ).complexity;
    const first = await budget();
    const second = await budget();
    // The budget is charged and read back from the script's keys: the second query sees the first's charge.
    expect(second.before).toBeLessThan(first.before);

    const create = 'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }';
    const keyed = { headers: { 'idempotency-key': `board-${token}` } };
    const made = await client.request<{ create_board: { id: string } }>(create, { n: 'Cluster' }, keyed);
    const again = await client.request<{ create_board: { id: string } }>(create, { n: 'Cluster' }, keyed);
    expect(made.body.errors).toBeUndefined();
    expect(again.body.data?.create_board.id).toBe(made.body.data?.create_board.id);
    const board = made.body.data!.create_board.id;

    for (const name of ['one', 'two', 'three']) {
      await client.data(
        'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
        {
          b: board,
          n: name,
        },
      );
    }
    // Reading the board's items in a subgraph reads its columns (reference data) with the request's nonce.
    const firstPage = await client.data<{
      boards: Array<{ items_page: { cursor: string; items: Array<{ name: string }> } }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 2) { cursor items { name column_values { id } } } } }',
      { b: [board] },
    );
    const { cursor, items } = firstPage.boards[0].items_page;
    const rest = await client.data<{ next_items_page: { items: Array<{ name: string }> } }>(
      'query ($c: String!) { next_items_page(cursor: $c, limit: 2) { items { name } } }',
      { c: cursor },
    );
    expect([...items, ...rest.next_items_page.items].map((item) => item.name).sort()).toEqual([
      'one',
      'three',
      'two',
    ]);

    const keys = await keysByPrimary();
    const all = keys.flat();
    // The account's request count, budget, day's count and day's count by user (platform_api; its
    // running requests' set is empty again), on one node.
    const limits = keys.map((held) => held.filter((key) => key.startsWith(`${prefix}limits:{`)));
    expect(
      limits
        .flat()
        .map((key) => key.split(':').pop())
        .sort(),
    ).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'budget', 'requests', 'users']);
    expect(limits.filter((held) => held.length > 0)).toHaveLength(1);
    expect(all.some((key) => key.startsWith(`${prefix}idem:`))).toBe(true);
    expect(all.some((key) => key.startsWith(`${prefix}snapshot:{`))).toBe(true);
    expect(all.some((key) => key.startsWith(`${prefix}ref:{`))).toBe(true);
    // The keys are spread over the cluster, not held by one node.
    expect(keys.filter((held) => held.length > 0).length).toBeGreaterThan(1);
    expect(started.output()).not.toMatch(/redis unavailable|Redis unavailable|could not record a nonce/i);
  });

  it('delivers a webhook, its queue on the cluster', async () => {
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Hooked", board_kind: public) { id } }',
    );
    const board = create_board.id;
    await client.data(
      'mutation ($b: ID!, $u: String!) { create_webhook(board_id: $b, url: $u, event: change_name) { id } }',
      { b: board, u: receiver.url },
    );
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Before") { id } }',
      { b: board },
    );
    await client.data(
      'mutation ($b: ID!, $i: ID!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "name", value: "After") { id } }',
      { b: board, i: create_item.id },
    );
    for (const deadline = Date.now() + 60_000; receiver.events.size === 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...receiver.events.values()]).toEqual([
      expect.objectContaining({
        type: 'update_name',
        pulseId: Number(create_item.id),
        value: { name: 'After' },
        previousValue: { name: 'Before' },
      }),
    ]);
    // The queue's keys and the account's delivery slots, all under the queue's one hash tag.
    const queued = (await keysByPrimary()).filter((held) =>
      held.some((key) => key.startsWith(`${prefix}{webhooks}`)),
    );
    expect(queued).toHaveLength(1);
  });
});
