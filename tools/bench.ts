// `npm run bench`: walks a board of BENCH_ITEMS (default 100,000) items with items_page(limit: 500)
// through the gateway, over the same local services as the tests, and reports the time of the
// first page, of the whole walk, and the Redis bytes the iteration held. Items are seeded straight
// into the items database (the API would take far longer), copying one item made through the API.
import { MongoClient } from 'mongodb';
import { Redis } from 'ioredis';
import { provisionTestServices, startTestStack } from '@workapi/testing';

const TOTAL = Number(process.env.BENCH_ITEMS ?? 100_000);
const LIMIT = 500;
const log = (message: string) => console.log(`[bench] ${message}`);

async function main() {
  const services = await provisionTestServices();
  const env = await startTestStack([{ name: 'bench', tier: 'enterprise' }]);
  const mongo = await new MongoClient(services.mongoUrl).connect();
  const redis = new Redis(services.redisUrl);
  try {
    const client = env.clients.bench;
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Bench", board_kind: public) { id } }',
    );
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Seed 000000") { id } }',
      { b: create_board.id },
    );
    const { databases } = await mongo.db().admin().listDatabases();
    const itemsDb = mongo.db(
      databases.map((db) => db.name).find((name) => name.endsWith('_items')) as string,
    );
    const items = itemsDb.collection<Record<string, unknown>>('items');
    const template = (await items.findOne({ _id: create_item.id as never })) as Record<string, unknown>;
    const seedStart = Date.now();
    const base = Number(create_item.id);
    for (let offset = 1; offset < TOTAL; offset += 5_000) {
      const batch = [];
      for (let n = offset; n < Math.min(offset + 5_000, TOTAL); n += 1) {
        batch.push({
          ...template,
          _id: String(base + n),
          name: `Seed ${String((n * 7919) % TOTAL).padStart(6, '0')}`,
        });
      }
      await items.insertMany(batch as never[], { ordered: false });
    }
    await itemsDb.collection('counters').updateOne({ _id: 'items' as never }, { $inc: { seq: TOTAL } });
    log(`seeded ${TOTAL} items in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    for (const order of [null, 'name']) {
      const query = { boards: [create_board.id], ...(order ? { order_by: [{ column_id: order }] } : {}) };
      const seen = new Set<string>();
      let pages = 0;
      const start = Date.now();
      let firstPageMs = 0;
      let laterMs = 0;
      let slowestLaterMs = 0;
      let snapshotBytes = 0;
      let cursor: string | null = null;
      do {
        const pageStart = Date.now();
        const answer: { items_page: { cursor: string | null; items: Array<{ id: string }> } } =
          await client.data(
            'query ($c: String, $q: ItemsQuery) { items_page(limit: 500, cursor: $c, query_params: $q) { cursor items { id } } }',
            { c: cursor, q: cursor ? undefined : query },
          );
        if (pages > 0) {
          laterMs += Date.now() - pageStart;
          slowestLaterMs = Math.max(slowestLaterMs, Date.now() - pageStart);
        }
        if (pages === 0) {
          firstPageMs = Date.now() - start;
          const keys = await redis.keys('*snapshot:*');
          for (const key of keys) snapshotBytes += Number((await redis.call('MEMORY', 'USAGE', key)) ?? 0);
        }
        for (const item of answer.items_page.items) {
          if (seen.has(item.id)) throw new Error(`item ${item.id} returned twice`);
          seen.add(item.id);
        }
        cursor = answer.items_page.cursor;
        pages += 1;
      } while (cursor);
      if (seen.size !== TOTAL) throw new Error(`walked ${seen.size} of ${TOTAL} items`);
      const walkMs = Date.now() - start;
      log(
        `order ${order ?? 'creation'}: ${TOTAL} items, ${pages} pages of ${LIMIT}: first page ${firstPageMs} ms, ` +
          `later pages ${(laterMs / Math.max(pages - 1, 1)).toFixed(0)} ms on average (slowest ${slowestLaterMs} ms), ` +
          `whole walk ${(walkMs / 1000).toFixed(1)} s, no repeats, none skipped; ` +
          `Redis held ${snapshotBytes} bytes (${(snapshotBytes / TOTAL).toFixed(1)} bytes per item)`,
      );
      await redis.del(...(await redis.keys('*snapshot:*')));
    }
  } finally {
    redis.disconnect();
    await mongo.close();
    await env.stop();
    await services.stop();
  }
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
