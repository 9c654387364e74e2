// npx tsx tools/bench/store.ts [ferretdb binary]: the store's own floor, without the API (docs/ferretdb.md,
// "Measured"). Starts a throw-away PostgreSQL with the provisioned settings and FerretDB over it
// (our build from the cache, or the binary given, e.g. an older build to compare), then reports:
//   - EXPLAIN ANALYZE of a 500-id `$in` as the old pushdown wrote it (500 OR-ed `@>`) and as
//     `= ANY`, with jit on and off, on 10,000 item documents;
//   - the driver's find({_id: {$in: 500 ids}}) through FerretDB, median of 5, jit on and off;
//   - a full read of 5,000 items whose dozen values are nested objects, flat strings, or one string.
// Short (about a minute); not part of `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MongoClient, type Collection, type Document } from 'mongodb';
import {
  cachedFerretDb,
  findPostgres,
  freePort,
  startFerretDb,
  startPostgres,
  type ManagedProcess,
  type RunningPostgres,
} from '@workapi/devservices';

const ITEMS = 10_000;
const IDS = 500;
const LAYOUT_ITEMS = 5_000;
const COLUMNS = 12;
const DB = 'store_bench';

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(times: number, action: () => Promise<unknown>): Promise<number> {
  await action(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const itemId = (i: number) => String(1_000_000 + i);

/** The dozen column values of an item, as the column types store them (nested objects). */
function nestedValues(i: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let c = 0; c < COLUMNS; c++) {
    values[`col_${c}`] = {
      text: `value ${i} of column ${c}`,
      value: { n: i * c, changed_at: 1_700_000_000 + i },
    };
  }
  return values;
}

/** The same values, each its display text only (one level, strings). */
const flatValues = (i: number) =>
  Object.fromEntries(Object.entries(nestedValues(i)).map(([key, value]) => [key, JSON.stringify(value)]));

async function explain(postgres: RunningPostgres, jit: 'on' | 'off', sql: string): Promise<string> {
  // The old pushdown's compound form filtered every row of the account by the 500-way OR: minutes.
  const output = await postgres
    .query(`SET jit = ${jit}; SET statement_timeout = '20s'; EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`)
    .catch((error: { stderr?: string }) => {
      if (error.stderr?.includes('statement timeout')) return undefined;
      throw error;
    });
  if (output === undefined) return 'over 20 s (cancelled)';
  const [plan] = JSON.parse(output) as Array<{
    Plan: { 'Node Type': string; 'Index Name'?: string; Plans?: unknown[] };
    'Planning Time': number;
    'Execution Time': number;
    JIT?: { Timing: { Total: number } };
  }>;
  const jitMs = plan.JIT?.Timing.Total ?? 0;
  const node = `${plan.Plan['Node Type']}${plan.Plan['Index Name'] ? ` on ${plan.Plan['Index Name']}` : ''}`;
  return (
    `${ms(plan['Planning Time'] + plan['Execution Time'])} (planning ${ms(plan['Planning Time'])}, ` +
    `execution ${ms(plan['Execution Time'])}, of which JIT ${ms(jitMs)}; ${node})`
  );
}

/** FerretDB's table for a collection (named `<collection>_<hash>`). */
async function tableOf(postgres: RunningPostgres, collection: string): Promise<string> {
  const table = (
    await postgres.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = '${DB}' AND table_name LIKE '${collection}\\_%'`,
    )
  ).trim();
  return `${DB}.${table}`;
}

async function main(): Promise<void> {
  const binary = process.argv[2] ?? cachedFerretDb(process.env);
  const binaries = await findPostgres(process.env);
  if (!binaries) throw new Error('no PostgreSQL found (see docs/ferretdb.md)');
  const dataDir = mkdtempSync(join(tmpdir(), 'workapi-store-bench-'));
  const log = (message: string) => console.log(`[store] ${message}`);
  const postgres = await startPostgres({ dataDir, env: process.env, persistent: false, log, binaries });
  const port = await freePort();
  const ferretOptions = {
    binary,
    port,
    stateDir: join(dataDir, 'ferretdb'),
    runDir: join(dataDir, 'run'),
    postgresUrl: postgres.url,
  };
  let ferret: ManagedProcess = await startFerretDb(ferretOptions);
  const client = await new MongoClient(`mongodb://127.0.0.1:${port}/`).connect();
  try {
    log(`FerretDB ${binary}, PostgreSQL jit=${(await postgres.query('SHOW jit')).trim()}`);
    const items = client.db(DB).collection('items');
    for (let i = 0; i < ITEMS; i += 1000) {
      await items.insertMany(
        Array.from({ length: 1000 }, (_, k) => ({
          _id: itemId(i + k) as unknown as Document['_id'],
          account_id: 'a1',
          item_id: itemId(i + k),
          values: nestedValues(i + k),
        })),
      );
    }
    await items.createIndex({ account_id: 1, item_id: 1 }, { name: 'account_item' });
    const table = await tableOf(postgres, 'items');
    // As the API meets a table right after loading: no statistics yet (autovacuum kept away).
    await postgres.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
    const ids = Array.from({ length: IDS }, (_, k) => itemId(k * (ITEMS / IDS)));
    const quoted = ids.map((id) => `'"${id}"'`);
    const select = `SELECT _jsonb FROM ${table} WHERE`;
    const variants: Record<string, string> = {
      '_id, 500 OR-ed @> (old pushdown)': `${select} (${quoted.map((id) => `(_jsonb -> '_id') @> ${id}`).join(' OR ')})`,
      '_id = ANY (new pushdown)': `${select} (_jsonb -> '_id') = ANY (ARRAY[${quoted.join(',')}]::jsonb[])`,
      'account_id @>, item_id 500 OR-ed @> (old pushdown)': `${select} (_jsonb -> 'account_id') @> '"a1"' AND (${quoted
        .map((id) => `(_jsonb -> 'item_id') @> ${id}`)
        .join(' OR ')})`,
      'account_id @>, item_id ?| (new pushdown)': `${select} (_jsonb -> 'account_id') @> '"a1"' AND (_jsonb -> 'item_id') ?| ARRAY[${ids
        .map((id) => `'${id}'`)
        .join(',')}]`,
    };
    for (const [name, sql] of Object.entries(variants)) {
      for (const jit of ['on', 'off'] as const)
        log(`EXPLAIN ANALYZE ${name}, jit ${jit}: ${await explain(postgres, jit, sql)}`);
    }
    for (const jit of ['on', 'off'] as const) {
      // A database setting applies to new sessions: FerretDB restarted opens new ones.
      await postgres.query(`ALTER DATABASE ferretdb SET jit = ${jit}`);
      await ferret.stop();
      ferret = await startFerretDb(ferretOptions);
      const find = (filter: Document) => async () => {
        const found = await items.find(filter).toArray();
        if (found.length !== IDS) throw new Error(`found ${found.length} of ${IDS} items`);
      };
      log(
        `driver find({_id: {$in: 500}}), jit ${jit}: median of 5 ${ms(await timed(5, find({ _id: { $in: ids } })))}`,
      );
      log(
        `driver find({account_id, item_id: {$in: 500}}), jit ${jit}: median of 5 ` +
          ms(await timed(5, find({ account_id: 'a1', item_id: { $in: ids } }))),
      );
    }
    await postgres.query('ALTER DATABASE ferretdb RESET jit');
    await layouts(client.db(DB).collection('layout_nested'), nestedValues, 'values as nested objects', log);
    await layouts(client.db(DB).collection('layout_flat'), flatValues, 'values as one string each', log);
    await layouts(
      client.db(DB).collection('layout_string'),
      (i) => JSON.stringify(nestedValues(i)),
      'values as one string',
      log,
    );
  } finally {
    await client.close();
    await ferret.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A full read of LAYOUT_ITEMS items whose values have the shape `values` gives. */
async function layouts(
  collection: Collection,
  values: (i: number) => unknown,
  label: string,
  log: (message: string) => void,
): Promise<void> {
  await collection.insertMany(
    Array.from({ length: LAYOUT_ITEMS }, (_, i) => ({
      account_id: 'a1',
      name: `item ${i}`,
      values: values(i),
    })),
  );
  const median3 = await timed(3, () => collection.find({}).toArray());
  log(`full read of ${LAYOUT_ITEMS} items, ${label}: median of 3 ${ms(median3)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
