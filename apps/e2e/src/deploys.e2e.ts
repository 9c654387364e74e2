import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { exclusively } from '@workapi/stores';
import {
  GraphQLClient,
  itemNamesOn,
  restartApp,
  stackWarnings,
  startReplicated,
  testServices,
  type ReplicatedApi,
} from '@workapi/testing';

/*
 * Deploying a subgraph without failing a request: `npm start` with two replicas of each subgraph,
 * a closed-loop load of reads and writes, and `npm run restart -- <app>` for items, then columns,
 * then boards. Not one request may fail, and no mutation may run twice.
 */

jest.setTimeout(300_000);

let api: ReplicatedApi;
let client: GraphQLClient;

beforeAll(async () => {
  api = await startReplicated('deploys');
  client = new GraphQLClient(`http://127.0.0.1:${api.gatewayPort}/graphql`, api.token);
});

afterAll(async () => {
  await api?.stop();
});

describe('start-up work of replicas starting together', () => {
  it('runs one at a time, and goes on when a holder crashed without letting go', async () => {
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const db = mongo.db(`lease${randomBytes(4).toString('hex')}`);
      const log: string[] = [];
      const work = (name: string) => async () => {
        log.push(`${name} begins`);
        await sleep(300);
        log.push(`${name} ends`);
        return name;
      };
      const done = await Promise.all(['a', 'b', 'c'].map((name) => exclusively(db, 'start', work(name))));
      expect(done).toEqual(['a', 'b', 'c']);
      for (let step = 0; step < log.length; step += 2) {
        expect(log[step].split(' ')[0]).toBe(log[step + 1].split(' ')[0]);
      }
      // A holder that crashed left its lease: it is taken over once it expired.
      await db
        .collection<{ _id: string; holder: string; until: Date }>('leases')
        .insertOne({ _id: 'start', holder: 'crashed', until: new Date(Date.now() + 500) });
      const began = Date.now();
      expect(await exclusively(db, 'start', work('d'))).toBe('d');
      expect(Date.now() - began).toBeGreaterThanOrEqual(500);
      await db.dropDatabase();
    } finally {
      await mongo.close();
    }
  });
});

describe('a rolling restart of each subgraph', () => {
  it('fails no request of a closed-loop load of reads and writes, and runs no mutation twice', async () => {
    expect(api.started.output()).toMatch(/items :\d+ pid \d+, items :\d+ pid \d+/);
    const { create_board: board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Deployed", board_kind: public) { id } }',
    );
    const failures: string[] = [];
    const created: string[] = [];
    let running = true;
    let served = 0;
    const worker = async (n: number) => {
      for (let round = 0; running; round += 1) {
        const name = `Load ${n}-${round}`;
        const write = round % 2 === 0;
        const answer = write
          ? await client.request(
              'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n, column_values: "{\\"status\\": {\\"index\\": 1}}") { id name column_values(ids: ["status"]) { text } } }',
              { b: board.id, n: name },
              { headers: { 'idempotency-key': `${api.token}-${n}-${round}` } },
            )
          : await client.request(
              'query ($b: [ID!]) { boards(ids: $b) { name items_page(limit: 20) { items { id name column_values { id text } } } } }',
              { b: [board.id] },
            );
        if (answer.status !== 200 || answer.body.errors)
          failures.push(
            `${write ? 'write' : 'read'}: ${answer.status} ${JSON.stringify(answer.body.errors)}`,
          );
        else if (write) created.push(name);
        served += 1;
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    try {
      for (const app of ['items', 'columns', 'boards'])
        expect({ app, exit: await restartApp(api.dataDir, app) }).toEqual({ app, exit: 0 });
    } finally {
      running = false;
      await load;
    }
    expect(api.started.output()).toMatch(/items on port \d+ restarted/);
    // A failed request is shown with what the stack logged about it.
    const logged = failures.length > 0 ? stackWarnings(api) : [];
    expect({ failures, logged }).toEqual({ failures: [], logged: [] });
    expect(served).toBeGreaterThan(50);

    // Every mutation ran once: each name is on the board exactly once.
    const names = await itemNamesOn(client, board.id);
    expect(names.sort()).toEqual(created.sort());
  });
});
