import type { AnyBulkWriteOperation, Db } from 'mongodb';
import type { Logger } from '@workapi/logging';
import { findByIds } from '@workapi/stores';
import { cellOf, decoded, type StoredItem } from './cells';

/** The layout before values moved into their items: one document per item in the columns database. */
interface LegacyValuesRecord {
  _id: string;
  account_id: string;
  board_id: string;
  values?: Record<string, unknown>;
}

export const LEGACY_VALUES = 'item_values';
// Writes go in bulks of 40 updates: FerretDB holds a PostgreSQL connection for each until the bulk
// ends, and its pool is 50 unless configured (docs/ferretdb.md).
const CHUNK = 40;

/**
 * Hands the values the columns subgraph used to keep (`<prefix>_columns.item_values`) over to
 * their items, once, at start, before this subgraph serves anything: each value goes into its
 * item's document as its cell (cells.ts) unless the item already holds one for that column
 * (written since, so newer), and each legacy document is deleted once its values are in. A start
 * that stops halfway goes on where it stopped (what is left is what was not moved); running it
 * again changes nothing. Once empty, the legacy collection is dropped: nothing reads it any more.
 */
export async function moveLegacyValues(items: Db, legacy: Db, logger: Logger): Promise<void> {
  const exists = await legacy.listCollections({ name: LEGACY_VALUES }, { nameOnly: true }).toArray();
  if (exists.length === 0) return;
  const source = legacy.collection<LegacyValuesRecord>(LEGACY_VALUES);
  const target = items.collection<StoredItem>('items');
  let moved = 0;
  let chunk: LegacyValuesRecord[] = [];
  const flush = async () => {
    const current = await findByIds(
      target,
      chunk.map((row) => row._id),
      {},
      () => true,
    );
    const writes: AnyBulkWriteOperation<StoredItem>[] = [];
    for (const row of chunk) {
      const stored = current.get(row._id);
      if (!stored || stored.account_id !== row.account_id) continue;
      const item = decoded(stored);
      for (const [columnId, value] of Object.entries(row.values ?? {})) {
        if (item.values && columnId in item.values) continue;
        const cell = `cells.${columnId}`;
        const text = cellOf(value);
        // A value JSON cannot carry stays as it was, nested, where reads still find it (cells.ts).
        const [path, written] = text === undefined ? [`values.${columnId}`, value] : [cell, text];
        writes.push({
          updateOne: {
            filter: { _id: row._id, [cell]: { $exists: false }, [`values.${columnId}`]: { $exists: false } },
            update: { $set: { [path]: written } },
          },
        });
      }
    }
    for (let at = 0; at < writes.length; at += CHUNK)
      await target.bulkWrite(writes.slice(at, at + CHUNK), { ordered: false });
    await source.deleteMany({ _id: { $in: chunk.map((row) => row._id) } });
    moved += chunk.length;
    chunk = [];
  };
  for await (const row of source.find({}).batchSize(CHUNK * 2)) {
    chunk.push(row);
    if (chunk.length >= CHUNK) await flush();
  }
  if (chunk.length > 0) await flush();
  if ((await source.countDocuments({})) === 0) await legacy.dropCollection(LEGACY_VALUES).catch(() => false);
  logger.info({ moved }, 'column values moved into their items from the layout before');
}
