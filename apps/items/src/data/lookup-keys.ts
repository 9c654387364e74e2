import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { lookupKeysOfItem, type ColumnDefinition } from '@workapi/column-types';
import { decoded, type StoredItem } from './cells';

// Writes go in bulks of 40 updates: FerretDB holds a PostgreSQL connection for each until the bulk
// ends, and its pool is 50 unless configured (docs/ferretdb.md).
const CHUNK = 40;

/**
 * Gives the items stored before lookup keys existed the keys of their name and values
 * (items_page_by_column_values, docs/lookup.md), once, at start, before this subgraph serves
 * anything (the `lookup-keys` migration, subgraph.ts). Keys are only ever added (`$addToSet`), so running it again,
 * or next to a replica already writing keys, never narrows an item's keys. The boards' column
 * types come from the columns database, as they stood at start; a key only needs a column's type
 * and value key, which a column keeps for life.
 */
export async function buildLookupKeys(
  items: Db,
  columns: Db,
  log: (done: { boards: number; items: number }) => void,
): Promise<void> {
  const target = items.collection<StoredItem>('items');
  const definitions = columns.collection<ColumnDefinition & { account_id: string; deleted?: boolean }>(
    'columns',
  );
  const done = { boards: 0, items: 0 };
  for (const boardId of (await target.distinct('board_id')) as string[]) {
    const boardColumns = await definitions.find({ board_id: boardId }).toArray();
    const live = boardColumns.filter((column) => !column.deleted);
    let writes: AnyBulkWriteOperation<StoredItem>[] = [];
    const flush = async () => {
      if (writes.length > 0) await target.bulkWrite(writes, { ordered: false });
      done.items += writes.length;
      writes = [];
    };
    const rows = target.find(
      { board_id: boardId },
      { projection: { _id: 1, account_id: 1, name: 1, values: 1, cells: 1 }, batchSize: CHUNK * 2 },
    );
    for await (const row of rows) {
      const own = live.filter((column) => column.account_id === row.account_id);
      const keys = lookupKeysOfItem(own, decoded(row));
      writes.push({
        updateOne: { filter: { _id: row._id }, update: { $addToSet: { lookup: { $each: keys } } } },
      });
      if (writes.length >= CHUNK) await flush();
    }
    await flush();
    done.boards += 1;
  }
  log(done);
}
