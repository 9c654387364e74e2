import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { startTestStack, testServices, type GraphQLClient, type TestStack } from '@workapi/testing';

// The mechanisms behind the scale targets (issue 11), not their speed (`npm run bench` measures
// that): a page costs the same number of database commands and internal calls whatever its size,
// and the queries the API sends are served by an index on the engine in use.

const run = promisify(execFile);
const ITEMS = 240;
let env: TestStack;
let client: GraphQLClient;
let board: string;

interface Counts {
  db: number;
  internal: number;
}

/** Database commands and internal calls counted so far by every server of the stack (`GET /metrics`). */
async function counted(): Promise<Counts> {
  const totals: Counts = { db: 0, internal: 0 };
  for (const port of Object.values(env.ports)) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      const [name, value] = [
        line.slice(0, line.lastIndexOf(' ')),
        Number(line.slice(line.lastIndexOf(' ') + 1)),
      ];
      if (name.startsWith('workapi_db_commands_total{')) totals.db += value;
      if (name.startsWith('workapi_internal_calls_total{')) totals.internal += value;
    }
  }
  return totals;
}

/** What one request cost across the stack (nothing else runs against this stack meanwhile). */
async function costOf(request: () => Promise<unknown>): Promise<Counts> {
  const before = await counted();
  await request();
  const after = await counted();
  return { db: after.db - before.db, internal: after.internal - before.internal };
}

const PAGE = `query ($limit: Int!, $q: ItemsQuery, $c: String) {
  items_page(limit: $limit, query_params: $q, cursor: $c) { cursor items { id name column_values { id text } } }
}`;

async function page(limit: number, cursor?: string) {
  const { items_page } = await client.data<{
    items_page: {
      cursor: string | null;
      items: Array<{ id: string; column_values: Array<{ text: string }> }>;
    };
  }>(PAGE, cursor ? { limit, c: cursor } : { limit, q: { boards: [board] } });
  return items_page;
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'scale', tier: 'enterprise' }]);
  client = env.clients.scale;
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Scale", board_kind: public) { id } }',
  );
  board = create_board.id;
  const values = JSON.stringify({ status: { index: 1 }, date4: { date: '2026-01-15' } });
  for (let start = 0; start < ITEMS; start += 20) {
    const fields = Array.from(
      { length: 20 },
      (_, index) =>
        `i${index}: create_item(board_id: $b, item_name: "Item ${start + index}", column_values: $v) { id }`,
    );
    await client.data(`mutation ($b: ID!, $v: JSON) { ${fields.join('\n')} }`, { b: board, v: values });
  }
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('round trips per request', () => {
  it('a first page costs the same database commands and internal calls at limit 5 and 120 (past a driver batch)', async () => {
    await page(5); // warm: per-process decisions (id lookups) are made once
    const small = await costOf(() => page(5));
    const large = await costOf(() => page(120));
    expect(large).toEqual(small);
    expect(small.db).toBeLessThanOrEqual(6);
    expect(small.internal).toBeLessThanOrEqual(6);
  });

  it('a later page costs the same at limit 5 and 120, values included', async () => {
    await page(5, (await page(5)).cursor as string); // warm, as above
    const first = await page(5);
    const small = await costOf(async () => {
      const next = await page(5, first.cursor as string);
      expect(next.items).toHaveLength(5);
      expect(next.items[0].column_values.map((value) => value.text)).toContain('Done');
    });
    const again = await page(5);
    const large = await costOf(async () => {
      expect((await page(120, again.cursor as string)).items).toHaveLength(120);
    });
    expect(large).toEqual(small);
    expect(small.db).toBeLessThanOrEqual(6);
  });
});

/** The tables of this stack's databases, and how often each was read by a sequential scan. */
async function sequentialScans(postgresUrl: string, prefix: string): Promise<Map<string, number>> {
  // A backend that goes idle flushes its statistics to pg_stat_user_tables at once, or, when it
  // flushed less than a second before, after PostgreSQL's idle interval of 10 seconds.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const { stdout } = await run('psql', [
    postgresUrl,
    '-At',
    '-F',
    ' ',
    '-c',
    `SELECT schemaname || '.' || relname, seq_scan FROM pg_stat_user_tables
      WHERE schemaname LIKE '${prefix}\\_%' AND relname NOT LIKE '\\_ferretdb%'`,
  ]);
  return new Map(
    stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.split(' ')[0], Number(line.split(' ')[1])] as const),
  );
}

describe('queries served by an index', () => {
  it('the write, page, point-read and rule paths never scan a collection', async () => {
    const services = testServices();
    const prefix = env.redisKeyPrefix.replace(/:$/, '');
    const mongo = await new MongoClient(services.mongo).connect();
    const databases = ['boards', 'items', 'columns'].map((name) => mongo.db(`${prefix}_${name}`));
    const isFerret = Boolean((await mongo.db('admin').command({ buildInfo: 1 })).ferretdbVersion);
    try {
      if (!isFerret) for (const db of databases) await db.command({ profile: 2 });
      const before = services.postgres ? await sequentialScans(services.postgres, prefix) : new Map();

      const first = await page(10);
      await page(10, first.cursor as string);
      const item = first.items[0].id;
      await client.data(
        `mutation ($b: ID!, $i: ID!) {
          change_column_value(board_id: $b, item_id: $i, column_id: "status", value: "{\\"index\\": 2}") { id }
        }`,
        { b: board, i: item },
      );
      await client.data(
        `query ($b: ID!, $i: ID!) {
          items(ids: [$i]) { id column_values { id text } }
          boards(ids: [$b]) { items_count groups { id } columns { id } }
        }`,
        { b: board, i: item },
      );
      const done = await client.data<{ items_page: { items: unknown[] } }>(
        `query ($b: ID!) {
          items_page(limit: 500, query_params: { boards: [$b], rules: [{ column_id: "status", compare_value: [1] }] }) {
            items { id }
          }
        }`,
        { b: board },
      );
      expect(done.items_page.items).toHaveLength(ITEMS - 1);

      if (services.postgres) {
        const after = await sequentialScans(services.postgres, prefix);
        const scanned = [...after].filter(([table, count]) => count > (before.get(table) ?? 0));
        expect(scanned).toEqual([]);
        expect(after.size).toBeGreaterThan(0);
      } else if (!isFerret) {
        const scans = [];
        for (const db of databases) {
          scans.push(
            ...(await db
              .collection('system.profile')
              .find({ planSummary: /COLLSCAN/, ns: { $not: /system\./ } })
              .toArray()),
          );
          await db.command({ profile: 0 });
        }
        expect(scans.map((entry) => `${entry.ns} ${JSON.stringify(entry.command?.filter)}`)).toEqual([]);
      }
    } finally {
      await mongo.close();
    }
  });
});
