import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient, type Db } from 'mongodb';
import {
  outboxesCleared,
  startTestStack,
  testServices,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

/*
 * Each subgraph serves what it owns: an item's values live with the item, so pages of items with
 * their values, filtered and sorted, and item creation with values, need nothing of the columns
 * process; and data stored by the layout before (values kept by the columns subgraph) is handed to
 * the items subgraph when it starts.
 */

jest.setTimeout(120_000);

let env: TestStack;
let client: GraphQLClient;
let mongo: MongoClient;
let itemsDb: Db;
let columnsDb: Db;
let board: string;
const items: string[] = [];

const VALUES = (n: number) =>
  JSON.stringify({
    status: { index: n % 3 },
    date4: { date: `2026-02-${String(n + 1).padStart(2, '0')}` },
    text: `note ${n}`,
  });

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  client = env.clients.acme;
  mongo = await new MongoClient(testServices().mongo).connect();
  itemsDb = mongo.db(`${env.mongoDbPrefix}_items`);
  columnsDb = mongo.db(`${env.mongoDbPrefix}_columns`);
  board = (
    await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Owned", board_kind: public) { id } }',
    )
  ).create_board.id;
  await client.data(
    'mutation ($b: ID!) { create_column(board_id: $b, title: "Notes", column_type: text) { id } }',
    {
      b: board,
    },
  );
  for (let n = 0; n < 6; n += 1) {
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }',
      { b: board, n: `Item ${n}`, v: VALUES(n) },
    );
    items.push(create_item.id);
  }
});

afterAll(async () => {
  await mongo?.close();
  await env?.stop();
});

type Page = {
  items_page: {
    cursor: string | null;
    items: Array<{
      id: string;
      name: string;
      column_values: Array<{ id: string; text: string; value: string | null }>;
    }>;
  };
};
const PAGE = `query ($q: ItemsQuery, $c: String) {
  items_page(limit: 3, query_params: $q, cursor: $c) { cursor items { id name column_values { id text value } } }
}`;

describe('with the columns process frozen', () => {
  it('serves pages of items with their values, filtered and sorted, and creates items with values, within 2 s each', async () => {
    await client.data(PAGE, { q: { boards: [board] } }); // what any reader has done before
    const columns = env.pids().columns;
    process.kill(columns, 'SIGSTOP');
    try {
      const timed = async <T>(work: () => Promise<T>): Promise<T> => {
        const started = Date.now();
        const result = await work();
        expect(Date.now() - started).toBeLessThan(2_000);
        return result;
      };
      const plain = await timed(() => client.data<Page>(PAGE, { q: { boards: [board] } }));
      expect(plain.items_page.items[0].column_values).toEqual(
        expect.arrayContaining([
          { id: 'status', text: 'Working on it', value: expect.stringContaining('"index":0') },
          { id: 'text', text: 'note 0', value: '"note 0"' },
        ]),
      );
      const later = await timed(() => client.data<Page>(PAGE, { c: plain.items_page.cursor }));
      expect(later.items_page.items.map((item) => item.name)).toEqual(['Item 3', 'Item 4', 'Item 5']);

      const { create_item } = await timed(() =>
        client.data<{ create_item: { id: string; column_values: Array<{ id: string; text: string }> } }>(
          'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "While frozen", column_values: $v) { id column_values(ids: ["status", "text"]) { id text } } }',
          { b: board, v: JSON.stringify({ status: { label: 'Done' }, text: 'made while frozen' }) },
        ),
      );
      expect(create_item.column_values).toEqual([
        { id: 'status', text: 'Done' },
        { id: 'text', text: 'made while frozen' },
      ]);

      const filtered = await timed(() =>
        client.data<Page>(PAGE, {
          q: {
            boards: [board],
            rules: [{ column_id: 'status', compare_value: [1] }],
            order_by: [{ column_id: 'date4', direction: 'desc' }],
          },
        }),
      );
      expect(filtered.items_page.items.map((item) => item.name)).toEqual([
        'Item 4',
        'Item 1',
        'While frozen',
      ]);
    } finally {
      process.kill(columns, 'SIGCONT');
    }
  });
});

describe('data stored by the layout before', () => {
  it('is moved into the items when the items subgraph starts: nothing lost, newer values kept', async () => {
    const legacy = columnsDb.collection<{ _id: string }>('item_values');
    // The writes below go to the items' documents beside the API (outboxesCleared says why it waits).
    expect(await outboxesCleared(itemsDb.collection<{ _id: string }>('items'), { _id: { $in: items } })).toBe(
      0,
    );
    const rows = await itemsDb
      .collection<{ _id: string; account_id: string; board_id: string; cells?: Record<string, string> }>(
        'items',
      )
      .find({ _id: { $in: items } })
      .toArray();
    // Back to the layout before: the values in the columns database, none in the items, except
    // for the first item, whose note was changed since (the item holds the newer one).
    await legacy.insertMany(
      rows.map((row) => ({
        _id: row._id,
        account_id: row.account_id,
        board_id: row.board_id,
        values: Object.fromEntries(
          Object.entries(row.cells ?? {}).map(([key, text]) => [key, JSON.parse(text)]),
        ),
      })),
    );
    await itemsDb
      .collection<{ _id: string }>('items')
      .updateMany({ _id: { $in: items } }, { $unset: { cells: '' } });
    await itemsDb
      .collection<{ _id: string }>('items')
      .updateOne({ _id: items[0] }, { $set: { 'values.text': 'changed since' } });
    await legacy.updateOne({ _id: items[0] }, { $set: { 'values.text': 'note before' } });

    // The items process starts again (crashed, restarted by its supervisor) on that data.
    const before = env.pids().items;
    process.kill(before, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (
      (env.pids().items === before || (await fetch(new URL('/ready', env.gatewayUrl))).status !== 200) &&
      Date.now() < deadline
    )
      await sleep(250);

    const { items: found } = await client.data<{
      items: Array<{ id: string; column_values: Array<{ id: string; text: string }> }>;
    }>(
      'query ($i: [ID!]) { items(ids: $i) { id column_values(ids: ["status", "date4", "text"]) { id text } } }',
      { i: items },
    );
    const texts = Object.fromEntries(
      found.map((item) => [item.id, item.column_values.map((value) => value.text)]),
    );
    expect(texts[items[0]]).toEqual(['Working on it', '2026-02-01', 'changed since']);
    items.slice(1).forEach((id, index) => {
      const n = index + 1;
      expect(texts[id]).toEqual([
        ['Working on it', 'Done', 'Stuck'][n % 3],
        `2026-02-0${n + 1}`,
        `note ${n}`,
      ]);
    });
    expect(await columnsDb.listCollections({ name: 'item_values' }).toArray()).toEqual([]);
  });
});
