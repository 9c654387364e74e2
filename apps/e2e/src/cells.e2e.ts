import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient, type Collection } from 'mongodb';
import {
  outboxesCleared,
  startTestStack,
  testServices,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

/*
 * Items keep their column values as one JSON string per column (`cells`, docs/ferretdb.md: what
 * FerretDB decodes per row), and items stored before, with their values as nested objects, read,
 * change and filter exactly as before until the items subgraph moves them at its next start.
 */

jest.setTimeout(120_000);

type Raw = {
  _id: string;
  values?: Record<string, unknown>;
  cells?: Record<string, string>;
};

let env: TestStack;
let client: GraphQLClient;
let mongo: MongoClient;
let items: Collection<Raw>;
let board: string;

const VALUES = JSON.stringify({
  status: { label: 'Done' },
  date4: { date: '2026-02-03' },
  text: 'note',
  numbers: '42.5',
});

const ITEM_VALUES = `query ($i: [ID!]) { items(ids: $i) { id column_values(ids: ["status", "date4", "text", "numbers"]) { id text value } } }`;
type Values = {
  items: Array<{ id: string; column_values: Array<{ id: string; text: string; value: string | null }> }>;
};

async function create(name: string): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $v: JSON) { create_item(board_id: $b, item_name: $n, column_values: $v) { id } }',
    { b: board, n: name, v: VALUES },
  );
  // This test then writes the item's document itself (outboxesCleared says why it waits).
  expect(await outboxesCleared(items, { _id: create_item.id })).toBe(0);
  return create_item.id;
}

/** change_simple_column_value of one column ("" clears it). */
const setSimple = (item: string, column: string, value: string) =>
  client.data(
    'mutation ($b: ID!, $i: ID!, $c: String!, $v: String) { change_simple_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
    { b: board, i: item, c: column, v: value },
  );

const read = async (ids: string[]) =>
  new Map(
    (await client.data<Values>(ITEM_VALUES, { i: ids })).items.map((item) => [item.id, item.column_values]),
  );

const decode = (cells: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(cells).map(([key, text]) => [key, JSON.parse(text)]));

/** Puts an item back into the layout before: its values nested, no cells (or only `keep`). */
async function toLayoutBefore(
  id: string,
  keep: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const row = await items.findOne({ _id: id });
  const values = decode(row?.cells);
  await items.updateOne({ _id: id }, { $set: { values, cells: keep } });
  if (Object.keys(keep).length === 0) await items.updateOne({ _id: id }, { $unset: { cells: '' } });
  return values;
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  client = env.clients.acme;
  mongo = await new MongoClient(testServices().mongo).connect();
  items = mongo.db(`${env.mongoDbPrefix}_items`).collection<Raw>('items');
  board = (
    await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Cells", board_kind: public) { id } }',
    )
  ).create_board.id;
  for (const [title, type] of [
    ['Notes', 'text'],
    ['Amount', 'numbers'],
  ])
    await client.data(
      `mutation ($b: ID!) { create_column(board_id: $b, title: "${title}", column_type: ${type}) { id } }`,
      {
        b: board,
      },
    );
});

afterAll(async () => {
  await mongo?.close();
  await env?.stop();
});

it('stores each value as a JSON string under cells, nothing nested, and changes one column at a time', async () => {
  const id = await create('Fresh');
  const row = await items.findOne({ _id: id });
  expect(row?.values).toBeUndefined();
  expect(Object.keys(row?.cells ?? {}).sort()).toEqual(['date4', 'numbers', 'status', 'text']);
  for (const text of Object.values(row?.cells ?? {})) expect(typeof text).toBe('string');
  expect(JSON.parse(row?.cells?.text ?? 'null')).toBe('note');
  expect(JSON.parse(row?.cells?.status ?? 'null')).toMatchObject({ index: 1 });

  await setSimple(id, 'text', 'changed');
  await setSimple(id, 'numbers', '');
  const after = await items.findOne({ _id: id });
  expect(after?.values).toBeUndefined();
  expect(after?.cells).toEqual({ ...row?.cells, text: '"changed"', numbers: undefined });
  expect(Object.keys(after?.cells ?? {}).sort()).toEqual(['date4', 'status', 'text']);
});

it('reads, changes, filters and finally moves items stored with nested values, losing nothing', async () => {
  const [legacy, stale] = [await create('Legacy'), await create('Stale')];
  await create('Reference'); // stays as written: beside the others in the page below
  const original = await read([legacy, stale]);
  const expected = original.get(legacy);
  const nested = await toLayoutBefore(legacy);
  // A cell written since beside an older nested value of the same column: the cell is newer.
  await toLayoutBefore(stale, { text: '"newer"' });
  await items.updateOne({ _id: stale }, { $set: { 'values.text': 'older' } });
  expect((await items.findOne({ _id: legacy }))?.values).toEqual(nested);

  const before = await read([legacy, stale]);
  expect(before.get(legacy)).toEqual(expected);
  expect(before.get(stale)).toEqual(
    original
      .get(stale)
      ?.map((value) => (value.id === 'text' ? { id: 'text', text: 'newer', value: '"newer"' } : value)),
  );

  // A rule and a sort read the nested values (the candidates' projection); ties go by item id.
  const page = await client.data<{ items_page: { items: Array<{ name: string }> } }>(
    'query ($q: ItemsQuery) { items_page(limit: 10, query_params: $q) { items { name } } }',
    {
      q: {
        boards: [board],
        rules: [{ column_id: 'status', compare_value: [1] }],
        order_by: [{ column_id: 'text', direction: 'desc' }],
      },
    },
  );
  expect(page.items_page.items.map((item) => item.name).filter((name) => name !== 'Fresh')).toEqual([
    'Legacy',
    'Reference',
    'Stale',
  ]);

  // One column written, one cleared: each leaves the nested layout, the others stay readable.
  await setSimple(legacy, 'text', 'rewritten');
  await setSimple(legacy, 'numbers', '');
  const written = await items.findOne({ _id: legacy });
  expect(written?.cells).toEqual({ text: '"rewritten"' });
  expect(written?.values).toEqual({ status: nested.status, date4: nested.date4 });
  const changed = (await read([legacy])).get(legacy);
  expect(changed).toEqual(
    expected?.map((value) =>
      value.id === 'text'
        ? { id: 'text', text: 'rewritten', value: '"rewritten"' }
        : value.id === 'numbers'
          ? { id: 'numbers', text: '', value: null }
          : value,
    ),
  );

  // The next start of the items subgraph moves what is left (the migration runs again once forgotten).
  await mongo
    .db(`${env.mongoDbPrefix}_items`)
    .collection<{ _id: string }>('migrations')
    .deleteOne({ _id: 'cells' });
  const pid = env.pids().items;
  process.kill(pid, 'SIGKILL');
  const deadline = Date.now() + 60_000;
  while (
    (env.pids().items === pid || (await fetch(new URL('/ready', env.gatewayUrl))).status !== 200) &&
    Date.now() < deadline
  )
    await sleep(250);

  for (const id of [legacy, stale]) {
    const row = await items.findOne({ _id: id });
    expect(row?.values).toBeUndefined();
    for (const text of Object.values(row?.cells ?? {})) expect(typeof text).toBe('string');
  }
  expect(decode((await items.findOne({ _id: stale }))?.cells).text).toBe('newer');
  const moved = await read([legacy, stale]);
  expect(moved.get(legacy)).toEqual(changed);
  expect(moved.get(stale)).toEqual(before.get(stale));
  expect(await items.countDocuments({ values: { $exists: true } })).toBe(0);
});
