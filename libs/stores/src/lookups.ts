import type { Collection, Db, Document, Filter } from 'mongodb';

/**
 * How a batch of ids is read: `in` is one `{_id: {$in: ids}}` query; `each` is one `{_id: id}`
 * query per id, a few at a time.
 *
 * MongoDB answers `$in` from the `_id` index, so one query is best; so does FerretDB over PostgreSQL
 * as provisioned here (its `$in` pushdown and GIN indexes, docs/ferretdb.md). FerretDB v1 (SQLite) answers
 * `$in` by reading and decoding every document of the collection, and pushes down only a filter
 * that is exactly `{_id: <string>}`: with our build (docs/ferretdb.md) that is an index search,
 * so looking ids up one by one costs the same whatever the collection's size. A stock FerretDB
 * v1 scans the table for that too; there one scan for the whole batch beats one per id.
 */
export type IdLookup = 'in' | 'each';

export type PlanKind = 'index' | 'scan' | 'unknown';

/** Whether an `explain` answer reads through an index or the whole collection. */
export function planKind(explain: Document | undefined): PlanKind {
  const text = JSON.stringify(explain?.queryPlanner ?? {});
  // MongoDB names the stage; FerretDB returns its backend's plan: SQLite's query plan lines, or
  // PostgreSQL's EXPLAIN nodes.
  if (/COLLSCAN|detail=SCAN |"Node Type":"Seq Scan"/.test(text)) return 'scan';
  if (/IDHACK|IXSCAN|EXPRESS|detail=SEARCH |"Node Type":"(Bitmap Index|Index|Index Only) Scan"/.test(text))
    return 'index';
  return 'unknown';
}

/** `each` only where `$in` scans the collection and `_id` equality does not. */
export function chooseIdLookup(equality: PlanKind, batch: PlanKind): IdLookup {
  return batch === 'scan' && equality === 'index' ? 'each' : 'in';
}

const decided = new WeakMap<Db, Map<string, IdLookup>>();

/**
 * The lookup for the collection `name` of `db`, decided once from how it plans both queries. A
 * collection not made yet has no plan: then `in`, and the question is asked again next time.
 */
export async function idLookupFor(db: Db, name: string): Promise<IdLookup> {
  const known = decided.get(db) ?? new Map<string, IdLookup>();
  decided.set(db, known);
  const lookup = known.get(name);
  if (lookup) return lookup;
  const collection = db.collection<{ _id: string }>(name);
  const probe = ['0', '1'];
  try {
    const [equality, batch] = await Promise.all([
      collection.find({ _id: probe[0] }).explain('queryPlanner'),
      collection.find({ _id: { $in: probe } }).explain('queryPlanner'),
    ]);
    const kinds = [planKind(equality), planKind(batch)] as const;
    if (kinds.includes('unknown')) return 'in';
    const chosen = chooseIdLookup(...kinds);
    known.set(name, chosen);
    return chosen;
  } catch {
    return 'in';
  }
}

/** `task` over every value, at most `width` at a time, results in the order of `values`. */
export async function mapBounded<T, R>(
  values: readonly T[],
  width: number,
  task: (value: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(values.length);
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const index = next;
      next += 1;
      results[index] = await task(values[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, values.length) }, worker));
  return results;
}

/** Ids looked up at once when a batch is read one id at a time (`each`). */
const LOOKUPS_IN_FLIGHT = 16;

/**
 * The documents with these ids, by id, read the way `idLookupFor` chose for the collection: one
 * `$in` query narrowed by `scope`, or one `{_id}` query per id (which can carry nothing else, as
 * FerretDB pushes nothing else down). `accept` applies the scope to the rows on both paths alike.
 */
export async function findByIds<T extends { _id: string }>(
  collection: Collection<T>,
  ids: readonly string[],
  scope: Filter<T>,
  accept: (row: T) => boolean,
): Promise<Map<string, T>> {
  const lookup = await idLookupFor(collection.db, collection.collectionName);
  const rows =
    lookup === 'each'
      ? await mapBounded(ids, LOOKUPS_IN_FLIGHT, (id) => collection.findOne({ _id: id } as Filter<T>))
      : // One batch for the whole answer: no getMore round trip however many ids a page holds. One
        // more than the ids, so the server finds the end within the batch and closes the cursor
        // (a batch filled exactly leaves it open, and the driver asks again to learn it is done).
        await collection
          .find({ ...scope, _id: { $in: [...ids] } } as Filter<T>)
          .batchSize(ids.length + 1)
          .toArray();
  const byId = new Map<string, T>();
  for (const row of rows) if (row && accept(row as T)) byId.set((row as T)._id, row as T);
  return byId;
}
