import { MongoClient } from 'mongodb';
import {
  boardEventsHandedOn,
  type GraphQLClient,
  psql,
  sequentialScans,
  startTestStack,
  storeCommands,
  storeCommandsOn,
  testServices,
  type TestStack,
} from '@workapi/testing';

// The mechanisms behind the scale targets (BENCHMARKS.md), not their speed (`npm run bench` measures
// that): a page costs the same number of database commands and subgraph fetches whatever its size,
// no read makes an internal call, and the queries the API sends are served by an index on the
// engine in use.

const ITEMS = 600;
let env: TestStack;
let client: GraphQLClient;
let board: string;

interface Counts {
  /** MongoDB commands, every process. */
  db: number;
  /** The gateway's fetches from subgraphs (`name="graphql"`). */
  fetches: number;
  /** Calls of one subgraph to another's internal endpoints. */
  internal: number;
}

interface FirstPages {
  reused: number;
  computed: number;
}

/** Every metric line of the stack's servers, as name-with-labels and value. */
async function metricLines(): Promise<Array<[string, number]>> {
  const lines: Array<[string, number]> = [];
  for (const [app, port] of Object.entries(env.ports)) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (line.startsWith('#') || !line.includes(' ')) continue;
      // The boards subgraph's commands are the token lookups (TOKEN_LOOKUP): a page reads nothing
      // there, or it would have made an internal call or a fetch to it, which are counted.
      if (app === 'boards' && line.startsWith('workapi_db_commands_total{')) continue;
      // The gateway's are its registry poll (every ~10 s, docs/registry.md): a request's data
      // reaches the gateway only through its fetches, which are counted.
      if (app === 'gateway' && line.startsWith('workapi_db_commands_total{')) continue;
      lines.push([line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]);
    }
  }
  return lines;
}

/** How the first pages made during `request` got their snapshot. */
async function firstPagesOf(request: () => Promise<unknown>): Promise<FirstPages> {
  const read = async () => {
    const totals: FirstPages = { reused: 0, computed: 0 };
    for (const [name, value] of await metricLines()) {
      if (name === 'workapi_items_page_first_pages_total{snapshot="reused"}') totals.reused += value;
      if (name === 'workapi_items_page_first_pages_total{snapshot="computed"}') totals.computed += value;
    }
    return totals;
  };
  const before = await read();
  await request();
  const after = await read();
  return { reused: after.reused - before.reused, computed: after.computed - before.computed };
}

/** Database commands, subgraph fetches and internal calls counted so far by every server of the stack (`GET /metrics`). */
/**
 * The gateway's token lookup: its answer is kept 5 s (docs/security.md), so on a slow machine it
 * falls due during a measured request now and then. It is not the request's own: left out.
 */
const TOKEN_LOOKUP = 'name="authenticate"';

async function counted(): Promise<Counts> {
  const totals: Counts = { db: 0, fetches: 0, internal: 0 };
  for (const [name, value] of await metricLines()) {
    if (name.includes(TOKEN_LOOKUP)) continue;
    if (name.startsWith('workapi_db_commands_total{')) totals.db += value;
    if (name.startsWith('workapi_internal_calls_total{') && name.includes('name="graphql"'))
      totals.fetches += value;
    else if (name.startsWith('workapi_internal_calls_total{')) totals.internal += value;
  }
  return totals;
}

/** Internal calls (not the gateway's fetches) counted so far, by endpoint and target. */
async function internalCalls(): Promise<Map<string, number>> {
  const calls = new Map<string, number>();
  for (const [name, value] of await metricLines()) {
    if (name.includes(TOKEN_LOOKUP)) continue;
    if (name.startsWith('workapi_internal_calls_total{') && !name.includes('name="graphql"'))
      calls.set(name, (calls.get(name) ?? 0) + value);
  }
  return calls;
}

/** What one request cost across the stack (nothing else runs against this stack meanwhile). */
/** The board events of the test's earlier writes, handed on: their relay is no request's work. */
async function boardEventsRelayed(): Promise<void> {
  const mongo = await new MongoClient(testServices().mongo).connect();
  try {
    await boardEventsHandedOn(mongo, env.mongoDbPrefix);
  } finally {
    await mongo.close();
  }
}

async function costOf(request: () => Promise<unknown>): Promise<Counts> {
  await boardEventsRelayed();
  const before = await counted();
  await request();
  const after = await counted();
  return {
    db: after.db - before.db,
    fetches: after.fetches - before.fetches,
    internal: after.internal - before.internal,
  };
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

/** A write of the account that changes no item: the board's description. */
async function write(description = `at ${Date.now()}`) {
  await client.data(
    'mutation ($b: ID!, $d: String!) { update_board(board_id: $b, board_attribute: description, new_value: $d) }',
    { b: board, d: description },
  );
}

let me: string;

beforeAll(async () => {
  env = await startTestStack([{ name: 'scale', tier: 'enterprise' }]);
  client = env.clients.scale;
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Scale", board_kind: public) { id } }',
  );
  board = create_board.id;
  // A formula reads the item's other values: reading it must make no internal call either.
  await client.data(
    'mutation ($b: ID!, $d: JSON) { create_column(board_id: $b, id: "due", title: "Due", column_type: formula, defaults: $d) { id } }',
    { b: board, d: JSON.stringify({ formula: 'IF({status} = "Done", FORMAT_DATE({date4}), "open")' }) },
  );
  me = (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
  for (let start = 0; start < ITEMS; start += 50) {
    const fields = Array.from({ length: 50 }, (_, index) => {
      const n = start + index;
      const values = JSON.stringify({
        status: { index: n % 3 },
        date4: { date: `2026-01-${String((n % 28) + 1).padStart(2, '0')}` },
        ...(n % 2 === 0 ? { person: { personsAndTeams: [{ id: Number(me), kind: 'person' }] } } : {}),
      });
      return `i${index}: create_item(board_id: $b, item_name: "Item ${n}", column_values: ${JSON.stringify(values)}) { id }`;
    });
    await client.data(`mutation ($b: ID!) { ${fields.join('\n')} }`, { b: board });
  }
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

/** Commands the boards subgraph has sent to its boards collection so far. */
const boardsCommands = () => storeCommandsOn(env.ports.boards, 'boards');

describe('a board read by id', () => {
  const BOARD = 'query ($b: [ID!]) { boards(ids: $b) { id name description groups { id title } } }';
  const read = async () => {
    const before = await boardsCommands();
    const { boards } = await client.data<{ boards: Array<{ name: string; description: string | null }> }>(
      BOARD,
      { b: [board] },
    );
    return { board: boards[0], commands: (await boardsCommands()) - before };
  };

  it("is read from the boards process while nothing of the account's boards changed, and a change is seen at once", async () => {
    await read();
    // Before, every read was a database command.
    expect((await read()).commands).toBe(0);
    await write('changed for the cache');
    const changed = await read();
    expect(changed.board.description).toBe('changed for the cache');
    expect((await read()).commands).toBe(0);
    await client.data(
      'mutation ($b: ID!) { update_board(board_id: $b, board_attribute: name, new_value: "Scale, renamed") }',
      { b: board },
    );
    expect((await read()).board.name).toBe('Scale, renamed');
  });
});

describe('round trips per request', () => {
  it('a first page costs the same database commands at limit 5 and 120, in one fetch, with no internal call', async () => {
    await page(5); // warm: per-process decisions (id lookups) are made once
    await write(); // a write first, so the page is computed from the items, not reused
    const small = await costOf(() => page(5));
    await write();
    const large = await costOf(() => page(120));
    expect(large).toEqual(small);
    expect(small).toEqual({ db: expect.any(Number), fetches: 1, internal: 0 });
    expect(small.db).toBeLessThanOrEqual(3);
    // Reused (no write since): the same bound.
    await page(5); // warm, as above: a reused page reads its items by id
    const reused = await costOf(() => page(5));
    expect(await costOf(() => page(120))).toEqual(reused);
    expect(reused.db).toBeLessThanOrEqual(3);
  });

  it('a later page with values takes one fetch and one database command, the same at limit 50 and 500', async () => {
    await page(5, (await page(5)).cursor as string); // warm, as above
    // A write first, each time: items read while the account is quiet are not read again (below).
    await write();
    const first = await page(5);
    const small = await costOf(async () => {
      const next = await page(50, first.cursor as string);
      expect(next.items).toHaveLength(50);
      expect(next.items.flatMap((item) => item.column_values.map((value) => value.text))).toContain('Done');
    });
    await write();
    const again = await page(5);
    const large = await costOf(async () => {
      expect((await page(500, again.cursor as string)).items).toHaveLength(500);
    });
    expect(large).toEqual(small);
    // The bound is 2 fetches and 3 commands: one fetch, one command for the page's items,
    // and one reading the page after it ahead (docs/items-page.md, Read-ahead).
    expect(small).toEqual({ db: 2, fetches: 1, internal: 0 });
    // Asked again while nothing in the account was written: its items are read from the items
    // process (paging/quiet.ts), first page and later page alike.
    const quiet = await costOf(async () => {
      const reread = await page(5);
      expect(reread.items.map((item) => item.id)).toEqual(again.items.map((item) => item.id));
      expect((await page(500, reread.cursor as string)).items).toHaveLength(500);
    });
    expect(quiet).toEqual({ db: 0, fetches: 2, internal: 0 });
  });
});

describe('a page with connected boards and mirror columns', () => {
  const LINKED_PAGE = `query ($q: ItemsQuery, $limit: Int!) { items_page(limit: $limit, query_params: $q) { items { id
    column_values(ids: ["connect", "mirror"]) {
      ... on BoardRelationValue { display_value linked_item_ids }
      ... on MirrorValue { display_value mirrored_items { linked_board_id mirrored_value { ... on StatusValue { label } } } } } } } }`;

  it('reads the linked items and their mirrored values in batches, with no internal call', async () => {
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Linked", board_kind: public) { id } }',
    );
    const linked = create_board.id;
    const column = (id: string, type: string, defaults: unknown) =>
      client.data(
        'mutation ($b: ID!, $id: String!, $t: ColumnType!, $d: JSON) { create_column(board_id: $b, id: $id, title: $id, column_type: $t, defaults: $d) { id } }',
        { b: linked, id, t: type, d: JSON.stringify(defaults) },
      );
    await column('connect', 'board_relation', { boardIds: [board] });
    await column('mirror', 'mirror', {
      relation_column: { connect: true },
      displayed_linked_columns: [{ board_id: board, column_ids: ['status'] }],
    });
    const targets = (await page(40)).items.map((item) => item.id);
    const fields = Array.from({ length: 20 }, (_, index) => {
      const values = JSON.stringify({ connect: { item_ids: targets.slice(index * 2, index * 2 + 2) } });
      return `i${index}: create_item(board_id: $b, item_name: "Linked ${index}", column_values: ${JSON.stringify(values)}) { id }`;
    });
    await client.data(`mutation ($b: ID!) { ${fields.join('\n')} }`, { b: linked });
    type Page = {
      items_page: {
        items: Array<{ column_values: Array<{ display_value: string; linked_item_ids?: string[] }> }>;
      };
    };
    const read = (limit: number) => client.data<Page>(LINKED_PAGE, { q: { boards: [linked] }, limit });
    await read(5); // warm, as above
    await write();
    const small = await costOf(async () => {
      const [first] = (await read(5)).items_page.items;
      expect(first.column_values[0]).toEqual({
        display_value: 'Item 0, Item 1',
        linked_item_ids: targets.slice(0, 2),
      });
      expect(first.column_values[1].display_value).toBe('Working on it, Done');
    });
    await write();
    // 19 of the 20 items: a page with a cursor, as the first, which reads the next page ahead.
    const large = await costOf(async () => {
      expect((await read(19)).items_page.items).toHaveLength(19);
    });
    // The linked items of a whole page are read together: as many commands for 20 items as for 5.
    expect(large).toEqual(small);
    expect(small).toEqual({ db: expect.any(Number), fetches: 1, internal: 0 });
  });
});

const BY_VALUE = `query ($b: ID!, $cols: [ItemsPageByColumnValuesQuery!], $limit: Int! = 25) {
  items_page_by_column_values(board_id: $b, columns: $cols, limit: $limit) { cursor items { id name } }
}`;

async function byValue(columns: unknown, limit = 25) {
  const { items_page_by_column_values } = await client.data<{
    items_page_by_column_values: { cursor: string | null; items: Array<{ id: string; name: string }> };
  }>(BY_VALUE, { b: board, cols: columns, limit });
  return items_page_by_column_values;
}

describe('a search by value', () => {
  it('costs one database command per column searched, plus the page, whatever the values or the board', async () => {
    await byValue([{ column_id: 'name', column_values: ['Item 1'] }]); // warm, as above
    const one = await costOf(async () => {
      expect((await byValue([{ column_id: 'name', column_values: ['Item 7'] }])).items).toHaveLength(1);
    });
    const manyValues = await costOf(async () => {
      const names = Array.from({ length: 50 }, (_, index) => `Item ${index * 10 + 7}`);
      const found = await byValue([{ column_id: 'name', column_values: names }], 100);
      expect(found.items.map((item) => item.name)).toEqual(names);
    });
    const twoColumns = await costOf(async () => {
      const found = await byValue([
        { column_id: 'name', column_values: ['Item 7', 'Item 500'] },
        { column_id: 'status', column_values: ['Done', 'Stuck', 'Working on it'] },
      ]);
      expect(found.items.length).toBeGreaterThan(0);
    });
    expect(one).toEqual({ db: expect.any(Number), fetches: 1, internal: 0 });
    expect(one.db).toBeLessThanOrEqual(3);
    // 50 values of one column are one read of the index, as one value is; a second column, one more.
    expect(manyValues.db).toBe(one.db);
    expect(twoColumns.db).toBe(one.db + 1);
    // A value that matches a third of the board: still one read of the index, then the page.
    const many = await costOf(async () => {
      const found = await byValue([{ column_id: 'status', column_values: ['Done'] }], 50);
      expect(found.items).toHaveLength(50);
      expect(found.cursor).not.toBeNull();
    });
    expect(many.db).toBeLessThanOrEqual(one.db + 1);
  });

  it("keeps each item's lookup keys to its values as they are now", async () => {
    const [item] = (await byValue([{ column_id: 'name', column_values: ['Item 9'] }])).items;
    await client.data(
      `mutation ($b: ID!, $i: ID!) {
        change_column_value(board_id: $b, item_id: $i, column_id: "status", value: "{\\"index\\": 2}") { id }
      }`,
      { b: board, i: item.id },
    );
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const stored = await mongo
        .db(`${env.mongoDbPrefix}_items`)
        .collection<{ _id: string; lookup?: string[] }>('items')
        .findOne({ _id: item.id });
      expect(stored?.lookup?.filter((key) => key.startsWith('status:'))).toEqual(['status:2']);
      expect(stored?.lookup).toContain('name:Item 9');
    } finally {
      await mongo.close();
    }
  });
});

describe('reads', () => {
  const RULED = `query ($b: ID!, $rules: [ItemsQueryRule!], $order: [ItemsQueryOrderBy!]) {
    items_page(limit: 20, query_params: { boards: [$b], rules: $rules, order_by: $order }) {
      cursor items { id name column_values { id text value } }
    }
  }`;
  const NEXT =
    'query ($c: String!) { next_items_page(cursor: $c, limit: 20) { cursor items { id column_values { text } } } }';

  it('make no internal call: pages with rules on status, people and date and a sort, later pages, items, formulas, columns', async () => {
    const reads: Array<[string, () => Promise<unknown>]> = [];
    const variants: Array<[string, unknown[], unknown[]]> = [
      ['status', [{ column_id: 'status', compare_value: [1] }], []],
      ['people', [{ column_id: 'person', compare_value: [`person-${me}`] }], []],
      ['date', [{ column_id: 'date4', compare_value: ['2026-01-10'], operator: 'greater_than' }], []],
      ['sort', [], [{ column_id: 'date4', direction: 'desc' }]],
    ];
    let cursor: string | null = null;
    for (const [name, rules, order] of variants) {
      reads.push([
        `items_page (${name})`,
        async () => {
          await write(); // a fresh first page, computed from the items
          const answer = await client.data<{ items_page: { cursor: string | null; items: unknown[] } }>(
            RULED,
            {
              b: board,
              rules,
              order,
            },
          );
          expect(answer.items_page.items.length).toBeGreaterThan(0);
          cursor = answer.items_page.cursor;
        },
      ]);
      reads.push([
        `a later page (${name})`,
        async () => {
          await client.data(PAGE, { limit: 20, c: cursor });
        },
      ]);
      reads.push([`next_items_page (${name})`, () => client.data(NEXT, { c: cursor })]);
    }
    const some = (await page(3)).items.map((item) => item.id);
    reads.push([
      'items(ids)',
      () =>
        client.data('query ($i: [ID!]) { items(ids: $i) { id name column_values { id text } } }', {
          i: some,
        }),
    ]);
    reads.push([
      'formula values in a page',
      async () => {
        const { boards } = await client.data<{
          boards: Array<{
            items_page: { items: Array<{ column_values: Array<{ display_value: string }> }> };
          }>;
        }>(
          'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 20) { items { column_values(ids: ["due"]) { ... on FormulaValue { display_value } } } } } }',
          { b: [board] },
        );
        const shown = boards[0].items_page.items.map((item) => item.column_values[0].display_value);
        expect(shown).toEqual(expect.arrayContaining(['open', expect.stringMatching(/^Jan \d\d, 2026$/)]));
      },
    ]);
    reads.push([
      'boards { columns }',
      () =>
        client.data('query ($b: [ID!]) { boards(ids: $b) { columns { id title settings_str } } }', {
          b: [board],
        }),
    ]);
    for (const [name, read] of reads) {
      await boardEventsRelayed();
      const before = await internalCalls();
      await read();
      const after = await internalCalls();
      const made = [...after]
        .filter(([call, count]) => count !== (before.get(call) ?? 0))
        // A first page is made fresh by a write of the board's description, whose board event the
        // boards relay hands to items (`board-events`) meanwhile: the write's, not the read's.
        .filter(([call]) => !call.includes('name="board-events"'))
        .map(([call]) => call);
      expect({ read: name, made }).toEqual({ read: name, made: [] });
    }
  });

  it('make no internal call after the reference data changed: the owners published it', async () => {
    const { create_column } = await client.data<{ create_column: { id: string } }>(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Late", column_type: text) { id } }',
      { b: board },
    );
    const cost = await costOf(() =>
      client.data<{ items_page: { items: Array<{ column_values: Array<{ id: string }> }> } }>(PAGE, {
        limit: 5,
        q: { boards: [board] },
      }),
    );
    expect(cost.internal).toBe(0);
    const { items_page } = await client.data<{
      items_page: { items: Array<{ column_values: Array<{ id: string }> }> };
    }>(PAGE, { limit: 1, q: { boards: [board] } });
    // The new column shows at once: nothing answered from the definitions as they were.
    expect(items_page.items[0].column_values.map((value) => value.id)).toContain(create_column.id);
  });
});

describe('an item created', () => {
  it("reads neither its board's webhooks nor its retirement from the store while no change of the account's moved them", async () => {
    const create = () =>
      client.data('mutation ($b: ID!) { create_item(board_id: $b, item_name: "Counted") { id } }', {
        b: board,
      });
    // The first holds the board's webhooks and retirement in the process.
    await create();
    await boardEventsRelayed();
    const before = await storeCommands(env.ports.items);
    for (let n = 0; n < 5; n += 1) await create();
    const after = await storeCommands(env.ports.items);
    const made = (collection: string) => (after.get(collection) ?? 0) - (before.get(collection) ?? 0);
    expect(made('webhooks')).toBe(0);
    expect(made('retirements')).toBe(0);
    // Each makes its document and its roster line.
    expect(made('items')).toBeGreaterThanOrEqual(5);
    expect(made('rosters')).toBeGreaterThanOrEqual(5);
  });
});

/**
 * How often the items' lookup indexes (`board_lookup` and its GIN twin) were searched so far; asked
 * right after `sequentialScans`, which waited for the statistics.
 */
async function lookupIndexScans(postgresUrl: string, prefix: string): Promise<number> {
  return Number(
    await psql(
      postgresUrl,
      `SELECT coalesce(sum(idx_scan), 0) FROM pg_stat_user_indexes
      WHERE schemaname = '${prefix}_items' AND indexrelname LIKE '%board\\_lookup%'`,
    ),
  );
}

describe("a board's roster", () => {
  it('is complete and scoped to its account, so a plain first page reads it instead of every item', async () => {
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const rosters = mongo.db(`${env.mongoDbPrefix}_items`).collection('rosters');
      const documents = await rosters.find({ board_id: board }).toArray();
      expect(documents.some((document) => document.base === true)).toBe(true);
      expect(new Set(documents.map((document) => document.account_id)).size).toBe(1);
      // A handful of documents for the board's items, not one per item.
      expect(documents.length).toBeLessThan(ITEMS / 10);
      const lines = documents.flatMap((document) => String(document.lines).split(';').filter(Boolean));
      expect(new Set(lines.map((line) => line.split(',')[1])).size).toBeGreaterThanOrEqual(ITEMS);
    } finally {
      await mongo.close();
    }
  });
});

describe('first pages while the account writes nothing', () => {
  const NEWEST_FIRST = `query ($q: ItemsQuery) {
    items_page(limit: 3, query_params: $q) { cursor items { id name column_values(ids: ["status"]) { text } } }
  }`;
  type Page = { items_page: { cursor: string; items: Array<{ id: string; name: string }> } };
  const newest = (rules: unknown[] = []) =>
    client.data<Page>(NEWEST_FIRST, {
      q: { boards: [board], rules, order_by: [{ column_id: '__creation_log__', direction: 'desc' }] },
    });

  it('reuse the snapshot of the same query, and any write of the account makes the next one fresh', async () => {
    await write();
    let one: Page | undefined;
    let two: Page | undefined;
    expect(await firstPagesOf(async () => (one = await newest()))).toEqual({ reused: 0, computed: 1 });
    expect(await firstPagesOf(async () => (two = await newest()))).toEqual({ reused: 1, computed: 0 });
    expect(two).toEqual(one);
    // Both iterations walk on independently from the shared snapshot.
    const later = `query ($c: String!) { next_items_page(cursor: $c, limit: 3) { items { id } } }`;
    const fromOne = await client.data<{ next_items_page: { items: unknown[] } }>(later, {
      c: one!.items_page.cursor,
    });
    const fromTwo = await client.data<{ next_items_page: { items: unknown[] } }>(later, {
      c: two!.items_page.cursor,
    });
    expect(fromTwo).toEqual(fromOne);
    expect(fromOne.next_items_page.items).toHaveLength(3);

    // A new item (a mutation of the items subgraph) is on the next first page.
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Newest") { id } }',
      { b: board },
    );
    let three: Page | undefined;
    expect(await firstPagesOf(async () => (three = await newest()))).toEqual({ reused: 0, computed: 1 });
    expect(three!.items_page.items[0]).toMatchObject({ id: create_item.id, name: 'Newest' });

    // A value change that takes the item out of a rule.
    const doneOnly = [{ column_id: 'status', compare_value: [1] }];
    const [top] = (await newest(doneOnly)).items_page.items;
    expect((await newest(doneOnly)).items_page.items[0]).toEqual(top);
    await client.data(
      `mutation ($b: ID!, $i: ID!) {
        change_column_value(board_id: $b, item_id: $i, column_id: "status", value: "{\\"index\\": 2}") { id }
      }`,
      { b: board, i: top.id },
    );
    expect((await newest(doneOnly)).items_page.items.map((item) => item.id)).not.toContain(top.id);
    await client.data(
      `mutation ($b: ID!, $i: ID!) {
        change_column_value(board_id: $b, item_id: $i, column_id: "status", value: "{\\"index\\": 1}") { id }
      }`,
      { b: board, i: top.id },
    );
    expect((await newest(doneOnly)).items_page.items[0]).toEqual(top);
  });
});

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
      const lookupsBefore = services.postgres ? await lookupIndexScans(services.postgres, prefix) : 0;

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
      expect((await byValue([{ column_id: 'name', column_values: ['Item 11'] }])).items).toHaveLength(1);
      expect(
        (await byValue([{ column_id: 'status', column_values: ['Stuck', 'Working on it'] }], 5)).items,
      ).toHaveLength(5);
      const done = await client.data<{ items_page: { items: unknown[] } }>(
        `query ($b: ID!) {
          items_page(limit: 500, query_params: { boards: [$b], rules: [{ column_id: "status", compare_value: [1] }] }) {
            items { id }
          }
        }`,
        { b: board },
      );
      expect(done.items_page.items.length).toBeGreaterThan(0);

      if (services.postgres) {
        const after = await sequentialScans(services.postgres, prefix);
        const scanned = [...after].filter(([table, count]) => count > (before.get(table) ?? 0));
        expect(scanned).toEqual([]);
        expect(after.size).toBeGreaterThan(0);
        // No table was scanned (above), and the lookup index served the searches: the name, a
        // value of one item, always; for the two status labels, each a third of the board,
        // PostgreSQL's planner may pick another index of the same table, depending on its
        // statistics at the time. It publishes a backend's counts when the backend goes idle, up
        // to 10 s later on a busy machine.
        let lookups = 0;
        for (const started = Date.now(); Date.now() - started < 15_000;) {
          lookups = (await lookupIndexScans(services.postgres, prefix)) - lookupsBefore;
          if (lookups >= 1) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(lookups).toBeGreaterThanOrEqual(1);
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
        const lookups = await databases[1]
          .collection('system.profile')
          .find({ 'command.filter.lookup': { $exists: true } })
          .toArray();
        expect(lookups.length).toBeGreaterThanOrEqual(3);
        for (const entry of lookups) expect(entry.planSummary).toMatch(/IXSCAN.*lookup/);
        // A computed first page reads its candidates by a covered scan: keys only, no document.
        const candidates = await databases[1]
          .collection('system.profile')
          .find({ 'command.hint': 'page_candidates_ranked' })
          .toArray();
        expect(candidates.length).toBeGreaterThan(0);
        for (const entry of candidates) {
          expect(entry.planSummary).toMatch(/IXSCAN/);
          expect({ docsExamined: entry.docsExamined }).toEqual({ docsExamined: 0 });
        }
      }
    } finally {
      await mongo.close();
    }
  });
});
