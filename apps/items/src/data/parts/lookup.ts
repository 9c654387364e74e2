import { isKeyOfColumn, nameLookupKey } from '@workapi/column-types';
import type { Filter } from 'mongodb';
import { cellWrites, type StoredItem } from '../cells';
import type { ItemWrite, PartOfWrite, WritePart, WriteSite } from '../item-write';
import type { ItemRecord } from '../items';

/**
 * The lookup keys of the columns stored under `prefixes` that a write leaves behind, and the stored
 * fields it wrote them with (`written`: a filter on those fields as the write left them).
 */
interface LookupChange {
  prefixes: string[];
  keys: string[];
  written: Filter<StoredItem>;
}

/**
 * Lookup keys (items_page_by_column_values, docs/lookup.md): a write stores the keys of the name
 * and values it writes with them (`$addToSet`), and prunes the keys of the values it replaced
 * after. Copies carry their sources' keys; a state or group changes none; a move to another board
 * replaces them all.
 */
export const lookupKeysPart: WritePart = {
  name: 'lookup keys',
  begin(write: ItemWrite, site: WriteSite): Promise<PartOfWrite> | PartOfWrite | null {
    if (write.kind === 'create') {
      const keys = [nameLookupKey(write.name), ...write.values.flatMap((change) => change.lookup)];
      return { stored: () => ({ add: { lookup: keys } }) };
    }
    if (write.kind === 'relocate') return relocated(write, site);
    const change = changeOf(write);
    if (!change) return null;
    return {
      stored: () => ({ add: { lookup: change.keys } }),
      after: async (written) => Promise.all(written.map((item) => withoutStaleKeys(site, item, change))),
    };
  },
};

/**
 * A move to another board: the keys of its name and of the values under the target's columns, set
 * whole with them in the same update, as the board's index finds them by the new value keys only.
 */
async function relocated(
  write: Extract<ItemWrite, { kind: 'relocate' }>,
  site: WriteSite,
): Promise<PartOfWrite> {
  const item = await site.byId.load(write.id);
  const keys = [
    ...(item ? [nameLookupKey(item.name)] : []),
    ...write.values.filter((change) => change.value != null).flatMap((change) => change.lookup),
  ];
  return { stored: () => ({ set: { lookup: keys } }) };
}

/** The lookup keys a write of an item's values or name stores, and how to tell what it stored. */
function changeOf(write: ItemWrite): LookupChange | null {
  if (write.kind === 'update') {
    const name = write.change.name;
    return name === undefined ? null : { prefixes: ['name'], keys: [nameLookupKey(name)], written: { name } };
  }
  if (write.kind !== 'values') return null;
  const { values, name } = write;
  const cells = cellWrites(values);
  return {
    prefixes: [...values.map((change) => change.key), ...(name !== undefined ? ['name'] : [])],
    keys: [
      ...values.flatMap((change) => change.lookup),
      ...(name !== undefined ? [nameLookupKey(name)] : []),
    ],
    written: {
      ...cells.set,
      ...Object.fromEntries(Object.keys(cells.unset).map((field) => [field, { $exists: false }])),
      ...(name !== undefined ? { name } : {}),
    },
  };
}

/**
 * Takes out the lookup keys of the written columns that their new values are not found by. Only
 * while those columns hold what this write stored: a write since may have stored a value one of
 * the keys finds again. Not by `updated_at`: two writes within one millisecond share it. A key
 * left behind (a crash, or a write since) only widens a search, which re-checks every item it
 * returns.
 */
async function withoutStaleKeys(
  site: WriteSite,
  item: ItemRecord,
  change: LookupChange,
): Promise<ItemRecord> {
  const kept = new Set(change.keys);
  const stale = (item.lookup ?? []).filter(
    (key) => !kept.has(key) && change.prefixes.some((prefix) => isKeyOfColumn(key, prefix)),
  );
  if (stale.length === 0) return item;
  await site.engine.oneAtATime(`items/${item._id}`, () =>
    site.db
      .collection<StoredItem>('items')
      .updateOne({ _id: item._id, ...change.written }, { $pullAll: { lookup: stale } }),
  );
  site.byId.clear(item._id);
  return { ...item, lookup: (item.lookup ?? []).filter((key) => !stale.includes(key)) };
}
