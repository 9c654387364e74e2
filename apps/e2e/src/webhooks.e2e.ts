import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { jwtVerify } from 'jose';
import { MongoClient, type Db } from 'mongodb';
import {
  boardEventsHandedOn,
  type GraphQLClient,
  startTestStack,
  storeCommandsOn,
  testServices,
  type TestStack,
} from '@workapi/testing';

/*
 * Webhooks through the gateway (README, Webhooks): the challenge on creation, each event kind seen
 * exactly once (deduplicated by event id, as a receiver must), retries, an items process killed
 * between a change and its delivery, signatures, error codes and version gating. The receiver
 * listens on loopback, so this stack allows private addresses (WEBHOOK_ALLOW_PRIVATE=1); the
 * refusal without that flag is addresses.spec.ts's.
 */

jest.setTimeout(180_000);

interface Delivery {
  path: string;
  authorization: string | undefined;
  raw: string;
  event: Record<string, unknown>;
}

/** A receiver: echoes challenges (except on /silent), records deliveries, fails /flaky's first tries of each event. */
class Receiver {
  readonly deliveries: Delivery[] = [];
  readonly tries = new Map<string, number>();
  /** Requests /hang holds without answering. */
  hung = 0;
  private server!: Server;
  private readonly held: ServerResponse[] = [];
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = JSON.parse(raw) as { challenge?: string; event?: Record<string, unknown> };
    const path = request.url ?? '';
    if (body.challenge !== undefined) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(path === '/silent' ? { ok: true } : { challenge: body.challenge }));
      return;
    }
    const event = body.event ?? {};
    const id = String(event.triggerUuid);
    const tries = (this.tries.get(id) ?? 0) + 1;
    this.tries.set(id, tries);
    if (path === '/hang') {
      this.hung += 1;
      this.held.push(response);
      return;
    }
    if (path === '/flaky' && tries <= 2) {
      response.writeHead(503).end();
      return;
    }
    this.deliveries.push({ path, authorization: request.headers.authorization, raw, event });
    response.writeHead(200).end();
  }

  /** Deliveries to `path`, one per event id (a repeated delivery counts once). */
  unique(path: string): Delivery[] {
    const seen = new Map<string, Delivery>();
    for (const delivery of this.deliveries.filter((entry) => entry.path === path))
      seen.set(String(delivery.event.triggerUuid), delivery);
    return [...seen.values()];
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let env: TestStack;
let client: GraphQLClient;
let globex: GraphQLClient;
let receiver: Receiver;
let mongo: MongoClient;
let items: Db;
/** Signing secrets by webhook id, as create_webhook gave them. */
const secrets = new Map<string, { secret: string; url: string }>();

const RELAY_INTERVAL_MS = 1_500;

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], {
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RELAY_INTERVAL_MS: String(RELAY_INTERVAL_MS),
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  client = env.clients.acme;
  globex = env.clients.globex;
  mongo = await new MongoClient(testServices().mongo).connect();
  items = mongo.db(`${env.mongoDbPrefix}_items`);
});

afterAll(async () => {
  await mongo?.close();
  await env?.stop();
  await receiver?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(done: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(200);
}

async function board(name: string): Promise<{ id: string; text: string }> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  const { create_column } = await client.data<{ create_column: { id: string } }>(
    'mutation ($b: ID!) { create_column(board_id: $b, title: "Notes", column_type: text) { id } }',
    { b: create_board.id },
  );
  return { id: create_board.id, text: create_column.id };
}

const CREATE_WEBHOOK = `mutation ($b: ID!, $u: String!, $e: WebhookEventType!, $c: JSON) {
  create_webhook(board_id: $b, url: $u, event: $e, config: $c) { id board_id event config signing_secret }
}`;

async function subscribe(boardId: string, path: string, event: string, config?: unknown): Promise<string> {
  const url = `${receiver.url}${path}`;
  const { create_webhook } = await client.data<{ create_webhook: { id: string; signing_secret: string } }>(
    CREATE_WEBHOOK,
    { b: boardId, u: url, e: event, c: config },
  );
  secrets.set(create_webhook.id, { secret: create_webhook.signing_secret, url });
  return create_webhook.id;
}

async function createItem(boardId: string, name: string): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: boardId, n: name },
  );
  return create_item.id;
}

const codeOf = (answer: { body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) =>
  answer.body.errors?.[0]?.extensions?.code;

describe('create_webhook', () => {
  it('sends monday.com challenge and creates the webhook only when the URL echoes it', async () => {
    const { id: boardId } = await board('Challenged');
    const refused = await client.request(CREATE_WEBHOOK, {
      b: boardId,
      u: `${receiver.url}/silent`,
      e: 'create_item',
    });
    expect(codeOf(refused)).toBe('InvalidArgumentException');
    expect(refused.body.errors?.[0].message).toMatch(/challenge/);

    const { create_webhook } = await client.data<{
      create_webhook: {
        id: string;
        board_id: string;
        event: string;
        config: string | null;
        signing_secret: string;
      };
    }>(CREATE_WEBHOOK, { b: boardId, u: `${receiver.url}/main`, e: 'create_item' });
    expect(create_webhook).toEqual({
      id: expect.stringMatching(/^\d+$/),
      board_id: boardId,
      event: 'create_item',
      config: null,
      signing_secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Only the answer to create_webhook shows the secret; the refused URL left no webhook behind.
    const { webhooks } = await client.data<{ webhooks: Array<Record<string, unknown>> }>(
      'query ($b: ID!) { webhooks(board_id: $b) { id board_id event config signing_secret } }',
      { b: boardId },
    );
    expect(webhooks).toEqual([{ ...create_webhook, signing_secret: null }]);
    const apps = await client.data<{ webhooks: unknown[] }>(
      'query ($b: ID!) { webhooks(board_id: $b, app_webhooks_only: true) { id } }',
      { b: boardId },
    );
    expect(apps.webhooks).toEqual([]);

    const { delete_webhook } = await client.data<{ delete_webhook: { id: string; board_id: string } }>(
      'mutation ($id: ID!) { delete_webhook(id: $id) { id board_id } }',
      { id: create_webhook.id },
    );
    expect(delete_webhook).toEqual({ id: create_webhook.id, board_id: boardId });
    const after = await client.data<{ webhooks: unknown[] }>(
      'query ($b: ID!) { webhooks(board_id: $b) { id } }',
      {
        b: boardId,
      },
    );
    expect(after.webhooks).toEqual([]);
  });

  it('answers bad input with the contract codes', async () => {
    const { id: boardId } = await board('Refusals');
    const url = `${receiver.url}/main`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ b: '999999999', u: url, e: 'create_item' }, 'InvalidBoardIdException'],
      [{ b: boardId, u: 'ftp://example.com/hook', e: 'create_item' }, 'InvalidArgumentException'],
      [{ b: boardId, u: 'not a url', e: 'create_item' }, 'InvalidArgumentException'],
      [{ b: boardId, u: url, e: 'change_specific_column_value' }, 'InvalidArgumentException'],
      [
        { b: boardId, u: url, e: 'change_specific_column_value', c: { columnId: 'nope' } },
        'InvalidColumnIdException',
      ],
      [
        { b: boardId, u: url, e: 'change_status_column_value', c: '{"columnId": "date4"}' },
        'InvalidArgumentException',
      ],
      [{ b: boardId, u: url, e: 'create_item', c: '[1, 2]' }, 'InvalidArgumentException'],
      [{ b: boardId, u: url, e: 'when_date_arrived' }, 'InvalidArgumentException'],
    ];
    for (const [variables, code] of cases)
      expect([variables, codeOf(await client.request(CREATE_WEBHOOK, variables))]).toEqual([variables, code]);
    const enumRefused = await client.request(CREATE_WEBHOOK, { b: boardId, u: url, e: 'no_such_event' });
    expect(codeOf(enumRefused)).toBe('BAD_USER_INPUT');

    // Another account sees neither the board's webhooks nor can delete them.
    const id = await subscribe(boardId, '/main', 'item_deleted');
    expect(
      codeOf(await globex.request('query ($b: ID!) { webhooks(board_id: $b) { id } }', { b: boardId })),
    ).toBe('InvalidBoardIdException');
    const foreign = await globex.request('mutation ($id: ID!) { delete_webhook(id: $id) { id } }', { id });
    expect(codeOf(foreign)).toBe('ResourceNotFoundException');
    const unknown = await client.request('mutation { delete_webhook(id: "12345") { id } }');
    expect(codeOf(unknown)).toBe('ResourceNotFoundException');
  });

  it('exists from API version 2026-07 only', async () => {
    const old = { headers: { 'API-Version': '2026-04' } };
    const query = await client.request('query { webhooks(board_id: 1) { id } }', {}, old);
    expect(codeOf(query)).toBe('GRAPHQL_VALIDATION_FAILED');
    const mutation = await client.request(
      'mutation { create_webhook(board_id: 1, url: "http://127.0.0.1/x", event: create_item) { id } }',
      {},
      old,
    );
    expect(codeOf(mutation)).toBe('GRAPHQL_VALIDATION_FAILED');
    const current = await client.request(
      'query { webhooks(board_id: 1) { id } }',
      {},
      { headers: { 'API-Version': '2026-07' } },
    );
    expect(codeOf(current)).toBe('InvalidBoardIdException');
  });
});

/** The items process's reads of the webhooks collection so far. */
const webhookReads = () => storeCommandsOn(env.ports.items, 'webhooks');

describe('deliveries', () => {
  // First of the deliveries: no delivery of another test is in flight, and none reads a webhook.
  it("reads a board's webhooks once per change of the account's, not per item, and reaches one made since", async () => {
    const { id: boardId } = await board('Held');
    await createItem(boardId, 'Before any webhook');
    await boardEventsHandedOn(mongo, env.mongoDbPrefix);
    const before = await webhookReads();
    for (let n = 0; n < 5; n += 1) await createItem(boardId, `Quiet ${n}`);
    expect(await webhookReads()).toBe(before);
    await subscribe(boardId, '/held', 'create_item');
    const heard = await createItem(boardId, 'Heard');
    await eventually(() => receiver.unique('/held').length === 1);
    expect(receiver.unique('/held').map((delivery) => delivery.event)).toEqual([
      expect.objectContaining({ type: 'create_pulse', pulseId: Number(heard) }),
    ]);
  });

  it('sends every item event kind once per event, shaped and signed as monday.com does', async () => {
    const { id: boardId, text } = await board('Events');
    const kinds = [
      'create_item',
      'change_column_value',
      'change_status_column_value',
      'change_name',
      'item_archived',
      'item_deleted',
      'item_moved_to_any_group',
      'create_update',
      'create_subitem',
    ];
    for (const kind of kinds) await subscribe(boardId, `/${kind}`, kind);
    await subscribe(boardId, '/change_specific_column_value', 'change_specific_column_value', {
      columnId: text,
    });

    const first = await createItem(boardId, 'First');
    const second = await createItem(boardId, 'Second');
    await client.data(
      `mutation ($b: ID!, $i: ID!, $t: String!) {
        status: change_column_value(board_id: $b, item_id: $i, column_id: "status", value: "{\\"index\\": 1}") { id }
        text: change_simple_column_value(board_id: $b, item_id: $i, column_id: $t, value: "hello") { id }
        name: change_multiple_column_values(board_id: $b, item_id: $i, column_values: "{\\"name\\": \\"Renamed\\"}") { id }
        same: change_simple_column_value(board_id: $b, item_id: $i, column_id: $t, value: "hello") { id }
      }`,
      { b: boardId, i: first, t: text },
    );
    await client.data(
      'mutation ($i: ID!) { move_item_to_group(item_id: $i, group_id: "group_title") { id } }',
      {
        i: first,
      },
    );
    const update = await client.data<{ create_update: { id: string } }>(
      'mutation ($i: ID!) { create_update(item_id: $i, body: "<p>Ship <b>it</b></p>") { id } }',
      { i: second },
    );
    const subitem = await client.data<{ create_subitem: { id: string } }>(
      'mutation ($i: ID!) { create_subitem(parent_item_id: $i, item_name: "Part") { id } }',
      { i: second },
    );
    await client.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: first });
    await client.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: second });

    const expected: Record<string, number> = {
      '/create_item': 2,
      '/change_column_value': 2,
      '/change_status_column_value': 1,
      '/change_specific_column_value': 1,
      '/change_name': 1,
      '/item_moved_to_any_group': 1,
      '/item_archived': 1,
      '/item_deleted': 1,
      '/create_update': 1,
      '/create_subitem': 1,
    };
    const counts = () =>
      Object.fromEntries(Object.keys(expected).map((path) => [path, receiver.unique(path).length]));
    await eventually(() => JSON.stringify(counts()) === JSON.stringify(expected));
    // Nothing more comes: each change was one event (setting the same text again was none).
    await sleep(3 * RELAY_INTERVAL_MS);
    expect(counts()).toEqual(expected);

    const one = (path: string) => receiver.unique(path)[0].event;
    expect(receiver.unique('/create_item').map((delivery) => delivery.event)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          app: 'monday',
          type: 'create_pulse',
          boardId: Number(boardId),
          pulseId: Number(first),
          pulseName: 'First',
          groupId: 'topics',
          triggerUuid: expect.any(String),
          subscriptionId: expect.any(Number),
        }),
      ]),
    );
    expect(one('/change_status_column_value')).toMatchObject({
      type: 'update_column_value',
      pulseId: Number(first),
      columnId: 'status',
      columnType: 'status',
      value: expect.objectContaining({ index: 1 }),
      previousValue: null,
    });
    expect(one('/change_specific_column_value')).toMatchObject({
      columnId: text,
      value: 'hello',
      previousValue: null,
    });
    expect(one('/change_name')).toMatchObject({
      type: 'update_name',
      value: { name: 'Renamed' },
      previousValue: { name: 'First' },
    });
    expect(one('/item_moved_to_any_group')).toMatchObject({
      type: 'move_pulse_into_group',
      sourceGroupId: 'topics',
      destGroupId: 'group_title',
    });
    expect(one('/item_archived')).toMatchObject({ type: 'archive_pulse', itemId: Number(first) });
    expect(one('/create_update')).toMatchObject({
      type: 'create_update',
      boardId: Number(boardId),
      pulseId: Number(second),
      updateId: Number(update.create_update.id),
      body: '<p>Ship <b>it</b></p>',
      textBody: 'Ship it',
    });
    // Sent to the parent board's webhooks, as monday.com does.
    expect(one('/create_subitem')).toMatchObject({
      type: 'create_pulse',
      pulseId: Number(subitem.create_subitem.id),
      pulseName: 'Part',
      parentItemId: Number(second),
      parentItemBoardId: Number(boardId),
    });
    expect(one('/item_deleted')).toMatchObject({
      type: 'delete_pulse',
      itemId: Number(second),
      itemName: 'Second',
    });

    // Each delivery carries a JWT made with its webhook's secret, for its URL, its event and its exact body.
    for (const delivery of receiver.deliveries.filter((entry) =>
      Object.keys(expected).includes(entry.path),
    )) {
      const webhook = secrets.get(String(delivery.event.subscriptionId));
      expect(webhook).toBeDefined();
      const { payload } = await jwtVerify(
        delivery.authorization ?? '',
        new TextEncoder().encode(webhook?.secret),
        { issuer: 'workapi', audience: webhook?.url, algorithms: ['HS256'] },
      );
      expect(payload).toMatchObject({
        jti: delivery.event.triggerUuid,
        sub: String(delivery.event.subscriptionId),
        body_sha256: createHash('sha256').update(delivery.raw).digest('hex'),
      });
      await expect(
        jwtVerify(delivery.authorization ?? '', new TextEncoder().encode('another secret')),
      ).rejects.toThrow();
    }

    const metrics = await (await fetch(`http://127.0.0.1:${env.ports.items}/metrics`)).text();
    expect(metrics).toMatch(/workapi_webhook_deliveries_total\{outcome="delivered"\} [1-9]/);
    expect(metrics).toMatch(/workapi_webhook_events_relayed_total [1-9]/);
    expect(metrics).toMatch(/workapi_webhook_queue_depth\{state="waiting"\} \d/);

    // The queue lives on the stack's Redis, under the stack's key prefix and one Cluster hash tag
    // (redis-cluster.e2e.ts runs it on a real cluster): BullMQ, opened there, holds each event
    // delivered as a completed job of the event's id, for its webhook.
    const connection = new Redis(testServices().redis, { maxRetriesPerRequest: null });
    const queue = new Queue('deliveries', { connection, prefix: `${env.redisKeyPrefix}{webhooks}` });
    try {
      const completed = await queue.getJobs(['completed']);
      const jobs = new Map(completed.map((job) => [job.id, job.data.webhook_id]));
      const delivered = receiver.deliveries.filter((entry) => Object.keys(expected).includes(entry.path));
      expect(delivered.length).toBeGreaterThan(0);
      for (const delivery of delivered)
        expect(jobs.get(String(delivery.event.triggerUuid))).toBe(String(delivery.event.subscriptionId));
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('sends a link change (connected boards, dependency) as any other value change', async () => {
    const { id: boardId } = await board('Linked');
    const { id: otherId } = await board('Linked to');
    for (const [id, type, defaults] of [
      ['connect', 'board_relation', { boardIds: [Number(otherId)] }],
      ['deps', 'dependency', {}],
    ] as const)
      await client.data(
        'mutation ($b: ID!, $id: String!, $t: ColumnType!, $d: JSON) { create_column(board_id: $b, id: $id, title: $id, column_type: $t, defaults: $d) { id } }',
        { b: boardId, id, t: type, d: JSON.stringify(defaults) },
      );
    await subscribe(boardId, '/links', 'change_column_value');
    const [task, before, project] = [
      await createItem(boardId, 'Task'),
      await createItem(boardId, 'Before'),
      await createItem(otherId, 'Project'),
    ];
    const change = (column: string, ids: string[]) =>
      client.data(
        'mutation ($b: ID!, $i: ID!, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
        { b: boardId, i: task, c: column, v: JSON.stringify({ item_ids: ids }) },
      );
    await change('connect', [project]);
    await change('deps', [before]);
    await change('connect', []);
    await eventually(() => receiver.unique('/links').length >= 3);
    const events = receiver
      .unique('/links')
      .map((delivery) => delivery.event)
      .sort((left, right) => Number(left.changedAt) - Number(right.changedAt));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'update_column_value',
        pulseId: Number(task),
        columnId: 'connect',
        columnType: 'board_relation',
        value: { linkedPulseIds: [{ linkedPulseId: Number(project) }] },
        previousValue: null,
      }),
      expect.objectContaining({
        columnId: 'deps',
        columnType: 'dependency',
        value: { linkedPulseIds: [{ linkedPulseId: Number(before) }] },
      }),
      expect.objectContaining({
        columnId: 'connect',
        value: null,
        previousValue: { linkedPulseIds: [{ linkedPulseId: Number(project) }] },
      }),
    ]);
  });

  it('tries again, with backoff, until the receiver takes the event', async () => {
    const { id: boardId } = await board('Flaky');
    await subscribe(boardId, '/flaky', 'create_item');
    const itemId = await createItem(boardId, 'Retried');
    await eventually(() => receiver.unique('/flaky').length === 1);
    const [delivery] = receiver.unique('/flaky');
    expect(delivery.event).toMatchObject({ pulseId: Number(itemId) });
    expect(receiver.tries.get(String(delivery.event.triggerUuid))).toBe(3);
    const metrics = await (await fetch(`http://127.0.0.1:${env.ports.items}/metrics`)).text();
    expect(metrics).toMatch(/workapi_webhook_deliveries_total\{outcome="failed"\} [2-9]/);
  });

  it('delivers an event whose items process was killed before it was queued', async () => {
    const { id: boardId } = await board('Killed');
    await subscribe(boardId, '/killed', 'change_name');
    const itemId = await createItem(boardId, 'Before');
    const pid = env.pids().items;
    // The relay may queue an event at any moment after its change is answered. So the process is
    // frozen (SIGSTOP) and its item looked at: while the event still waits in the outbox, the
    // frozen process can no longer queue it; if its relay was first, the change is made again.
    const names = ['Before'];
    for (let tries = 1; ; tries += 1) {
      names.push(`After ${names.length}`);
      await client.data(
        'mutation ($b: ID!, $i: ID!, $n: String!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "name", value: $n) { id } }',
        { b: boardId, i: itemId, n: names.at(-1) },
      );
      process.kill(pid, 'SIGSTOP');
      const stored = await items.collection('items').findOne({ _id: itemId as never });
      if (stored?.outbox_pending) break;
      process.kill(pid, 'SIGCONT');
      // The relay is first only within milliseconds of the answer: this often, the change kept no outbox.
      expect(tries).toBeLessThan(5);
    }
    process.kill(pid, 'SIGKILL');
    // Its event, written with the change, is relayed by the restarted process.
    const changes = names.slice(1).map((name, index) =>
      expect.objectContaining({
        type: 'update_name',
        value: { name },
        previousValue: { name: names[index] },
      }),
    );
    await eventually(() => receiver.unique('/killed').length === changes.length, 90_000);
    expect(receiver.unique('/killed').map((delivery) => delivery.event)).toEqual(
      expect.arrayContaining(changes),
    );
    expect(receiver.unique('/killed')).toHaveLength(changes.length);
  });

  it('keeps the API fast while an endpoint never answers', async () => {
    const { id: boardId } = await board('Hanging');
    await subscribe(boardId, '/hang', 'create_item');
    const started = Date.now();
    for (let index = 0; index < 20; index += 1) await createItem(boardId, `Item ${index}`);
    // Twenty creations whose deliveries each wait for the 2 s timeout, the first ones meanwhile tried again.
    expect(Date.now() - started).toBeLessThan(10_000);
    await eventually(() => receiver.hung >= 10);
    expect(receiver.hung).toBeGreaterThanOrEqual(10);
  });
});
