import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import {
  findFerretDb,
  freePort,
  startFerretDb,
  type FerretDbOptions,
  type ManagedProcess,
} from '@workapi/devservices';
import { startTestStack, testServices, type GraphQLAnswer, type TestStack } from '@workapi/testing';
import { tripwire, type Tripwire, type WireCommand } from './support/tripwire';

const ferretdb = findFerretDb(process.env);

/** What no client may read in an error: driver names and messages, addresses, stack frames. */
const LEAKS =
  /mongo|ferret|postgres|sqlite|ECONN|EPIPE|socket|topology|selection|timed out|closed|127\.0\.0\.1|localhost|\.ts:\d|\n\s+at /i;

const DEFAULT_COLUMNS = ['name', 'person', 'status', 'date4'];
const VALUES = JSON.stringify({ status: { label: 'Done' }, date4: '2026-03-01' });
/** What an item written with VALUES shows. */
const FILLED = [
  { id: 'status', text: 'Done' },
  { id: 'date4', text: '2026-03-01' },
];

/** Answered with an error a client can act on, and nothing of how the server failed. */
function expectCleanFailure(answer: GraphQLAnswer): void {
  expect([200, 503]).toContain(answer.status);
  expect(answer.body.errors?.length).toBeGreaterThan(0);
  for (const error of answer.body.errors ?? []) {
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  }
  expect(JSON.stringify(answer.body)).not.toMatch(LEAKS);
}

const READ_BOARD =
  'query ($b: [ID!]) { boards(ids: $b) { name items_page { items { name column_values { text } } } } }';

const onCollection = (name: string, collection: string) => (command: WireCommand) =>
  command.name === name && command.collection === collection;

// Its own FerretDB (over the run's PostgreSQL when there is one, else SQLite), reached through a
// tripwire, so a test can kill it at an exact step of a write; the apps stay up throughout.
(ferretdb ? describe : describe.skip)('the database dies and comes back', () => {
  let env: TestStack;
  let stateDir: string;
  let options: FerretDbOptions;
  let database: ManagedProcess;
  let wire: Tripwire;
  let pids: ReturnType<TestStack['pids']>;
  let boardId: string;
  let sourceId: string;

  const killDatabase = async () => {
    const { child } = database;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  /**
   * Sends `write` and kills the database the moment the write sends `command` (which never
   * arrives); resolves once the database is gone, with the answer still to come.
   */
  const cutOff = async (command: (command: WireCommand) => boolean, write: () => Promise<GraphQLAnswer>) => {
    const tripped = wire.arm(command);
    const answer = write();
    await tripped;
    await killDatabase();
    return { answer };
  };

  /** Starts the database again, same address, same data; resolves once the API reads through it. */
  const bringBack = async () => {
    database = await startFerretDb(options);
    const deadline = Date.now() + 60_000;
    let answer: GraphQLAnswer | undefined;
    while (Date.now() < deadline) {
      answer = await env.clients.acme.request(READ_BOARD, { b: [boardId] });
      if (answer.status === 200 && !answer.body.errors) return;
      await sleep(250);
    }
    throw new Error(`no answer without errors within 60 s of the restart: ${JSON.stringify(answer?.body)}`);
  };

  const itemsOfBoard = async () => {
    const { boards } = await env.clients.acme.data<{
      boards: Array<{
        items_page: {
          items: Array<{ id: string; name: string; column_values: Array<{ id: string; text: string }> }>;
        };
      }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 100) { items { id name column_values(ids: ["status", "date4"]) { id text } } } } }',
      { b: [boardId] },
    );
    return boards[0].items_page.items;
  };

  /** Documents of this stack's database `subgraph`, read straight from the database. */
  const stored = async (subgraph: string, collection: string, filter: Record<string, unknown>) => {
    const client = await new MongoClient(`mongodb://127.0.0.1:${options.port}/`).connect();
    try {
      return await client
        .db(`${env.mongoDbPrefix}_${subgraph}`)
        .collection(collection)
        .find(filter)
        .toArray();
    } finally {
      await client.close();
    }
  };

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'workapi-outage-'));
    options = {
      binary: ferretdb as string,
      port: await freePort(),
      stateDir,
      runDir: stateDir,
      postgresUrl: testServices().postgres,
    };
    database = await startFerretDb(options);
    wire = await tripwire(options.port);
    env = await startTestStack([{ name: 'acme', users: 2 }], {
      MONGO_URL: `mongodb://127.0.0.1:${wire.port}/`,
    });
    const client = env.clients.acme;
    boardId = (
      await client.data<{ create_board: { id: string } }>(
        'mutation { create_board(board_name: "Before the outage", board_kind: public) { id } }',
      )
    ).create_board.id;
    for (const name of ['Source', 'Second', 'Third']) {
      const { create_item } = await client.data<{ create_item: { id: string } }>(
        'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }',
        { b: boardId, n: name, v: VALUES },
      );
      if (name === 'Source') sourceId = create_item.id;
    }
    pids = env.pids();
  }, 120_000);

  afterAll(async () => {
    await env?.stop();
    await wire?.close();
    await database?.stop();
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  it('answers what it cannot serve with a clean error, crashes nothing, and says so on /ready', async () => {
    const client = env.clients.acme;
    // create_board stores its board in one insert: the database dies as it is sent.
    const cut = await cutOff(onCollection('insert', 'boards'), () =>
      client.request('mutation { create_board(board_name: "Cut off", board_kind: public) { id } }'),
    );
    const during = await Promise.all([
      client.request('{ me { id name } }'),
      // A token the gateway has not seen lately is looked up in the database: not now.
      client.withToken(env.tokens.acme[1]).request('{ me { id name } }'),
      client.request(READ_BOARD, { b: [boardId] }),
      client.request('query ($i: [ID!]) { items(ids: $i) { name } }', { i: [sourceId] }),
      client.request(
        'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "During", column_values: $v) { id } }',
        { b: boardId, v: VALUES },
      ),
      client.request(
        'mutation ($b: ID!, $i: ID!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: "status", value: "Stuck") { id } }',
        { b: boardId, i: sourceId },
      ),
      client.request('mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id } }', {
        b: boardId,
        i: sourceId,
      }),
    ]);
    for (const answer of [await cut.answer, ...during]) expectCleanFailure(answer);
    expect(during[1].status).toBe(503);
    expect(during[1].headers.get('retry-after')).toBe('5');

    const ready = await fetch(new URL('/ready', env.gatewayUrl));
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { down: string[] }).down).toContain('mongodb');
    expect(env.pids()).toEqual(pids);
  }, 120_000);

  it('serves again on its own once the database is back, with no app restarted', async () => {
    await bringBack();
    const readyUrl = new URL('/ready', env.gatewayUrl);
    const deadline = Date.now() + 30_000;
    while ((await fetch(readyUrl)).status !== 200 && Date.now() < deadline) await sleep(250);
    expect((await fetch(readyUrl)).status).toBe(200);
    expect(env.pids()).toEqual(pids);

    // What was written before the outage is all there, and writes work again.
    const items = await itemsOfBoard();
    expect(items.filter((item) => ['Source', 'Second', 'Third'].includes(item.name))).toHaveLength(3);
    for (const item of items) {
      expect({ item: item.name, values: item.column_values }).toEqual({ item: item.name, values: FILLED });
    }
    const after = 'mutation ($b: ID!) { create_item(board_id: $b, item_name: "After") { id } }';
    await env.clients.acme.data(after, { b: boardId });
  }, 120_000);

  it('shows a write the outage cut off whole or not at all', async () => {
    const client = env.clients.acme;
    // create_board, cut off in the first test as it was sent: no board without its columns.
    const { boards } = await client.data<{ boards: Array<{ name: string; columns: Array<{ id: string }> }> }>(
      '{ boards(limit: 100) { name columns { id } } }',
    );
    for (const board of boards.filter((candidate) => candidate.name === 'Cut off')) {
      const columns = board.columns.map((column) => column.id);
      expect({ board: board.name, columns }).toEqual({ board: board.name, columns: DEFAULT_COLUMNS });
    }

    // create_item and duplicate_item, each cut off as its one insert (the item with its values)
    // was sent: no item without its values.
    const created = await cutOff(onCollection('insert', 'items'), () =>
      client.request(
        'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "Cut off", column_values: $v) { id } }',
        { b: boardId, v: VALUES },
      ),
    );
    expectCleanFailure(await created.answer);
    await bringBack();
    const duplicated = await cutOff(onCollection('insert', 'items'), () =>
      client.request('mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id } }', {
        b: boardId,
        i: sourceId,
      }),
    );
    expectCleanFailure(await duplicated.answer);
    await bringBack();
    const items = await itemsOfBoard();
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Source', 'Second', 'Third', 'After']),
    );
    for (const item of items.filter((candidate) => candidate.name !== 'After')) {
      expect({ item: item.name, values: item.column_values }).toEqual({ item: item.name, values: FILLED });
    }

    // One write each, so nothing is left half made: no pending board or item.
    expect(await stored('boards', 'boards', { pending: true })).toHaveLength(0);
    expect(await stored('items', 'items', { pending: true })).toHaveLength(0);
    expect(env.pids()).toEqual(pids);
  }, 180_000);
});
