import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { cellOf, type StoredItem } from './cells';

// Writes go in bulks of 40 updates: FerretDB holds a PostgreSQL connection for each until the bulk
// ends, and its pool is 50 unless configured (docs/ferretdb.md).
const CHUNK = 40;

type Row = Pick<StoredItem, '_id' | 'values' | 'cells'>;

/**
 * Moves the values of items stored before cells (nested objects in `values`) into their cells
 * (cells.ts), at start, before this subgraph serves anything (the `cells` migration, subgraph.ts).
 * Answers whether no item holds `values` any more: until then it runs again at each start, so a start
 * that stops halfway, or leaves a value behind, goes on at the next. Each column moves in its own update, only while the item still holds the value read and no
 * cell for it (`cellMoves`): a write since, by a replica of either layout, always wins.
 */
export async function moveValuesIntoCells(
  items: Db,
  log: (done: { items: number; left: number }) => void,
): Promise<boolean> {
  const target = items.collection<StoredItem>('items');
  const done = { items: 0, left: 0 };
  let writes: AnyBulkWriteOperation<StoredItem>[] = [];
  const flush = async () => {
    // Ordered: an item's `values` is taken out only after its columns moved.
    if (writes.length > 0) await target.bulkWrite(writes, { ordered: true });
    writes = [];
  };
  const rows = target.find(
    { values: { $exists: true } },
    { projection: { _id: 1, values: 1, cells: 1 }, batchSize: CHUNK * 2 },
  );
  for await (const row of rows) {
    writes.push(...cellMoves(row));
    done.items += 1;
    if (writes.length >= CHUNK) await flush();
  }
  await flush();
  done.left = await target.countDocuments({ values: { $exists: true } });
  log(done);
  return done.left === 0;
}

/**
 * The updates moving one item's values into cells: a column that has a cell already keeps it (a
 * write since) and loses its old value; any other moves while its old value is still the one read.
 * A value JSON cannot carry stays where reads still find it. Last, an emptied (or null) `values` goes.
 */
export function cellMoves(row: Row): AnyBulkWriteOperation<StoredItem>[] {
  const moves: AnyBulkWriteOperation<StoredItem>[] = [];
  for (const [key, value] of Object.entries(row.values ?? {})) {
    const cell = `cells.${key}`;
    const old = `values.${key}`;
    if (row.cells && key in row.cells) {
      moves.push({
        updateOne: { filter: { _id: row._id, [cell]: { $exists: true } }, update: { $unset: { [old]: '' } } },
      });
      continue;
    }
    const text = cellOf(value);
    if (text === undefined) continue;
    moves.push({
      updateOne: {
        filter: { _id: row._id, [cell]: { $exists: false }, [old]: { $eq: value } },
        update: { $set: { [cell]: text }, $unset: { [old]: '' } },
      },
    });
  }
  moves.push({
    updateOne: { filter: { _id: row._id, values: { $in: [{}, null] } }, update: { $unset: { values: '' } } },
  });
  return moves;
}
