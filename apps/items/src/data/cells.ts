import type { Filter } from 'mongodb';
import type { ItemRecord } from './items';

/**
 * How an item's values are stored: `cells`, one JSON string per column, each the value exactly as
 * the column's type keeps it (libs/column-types). FerretDB v1 decodes every field of every row it
 * returns, nested objects field by field; a handful of strings per item costs it about 55 % of the
 * CPU of the same values as objects (docs/ferretdb.md, Item layout). One string per column, not one
 * for all, so a write still sets or unsets one column and concurrent writers of different columns
 * of an item never overwrite each other.
 *
 * Items stored before keep their values as objects in `values`; a read merges them under `cells`
 * (a column in `cells` is newer), and every write of a column moves it out of `values`
 * (`cellWrites`), as the start-up migration does for the rest (cells-migration.ts). Everything
 * above the data layer sees `ItemRecord.values` only.
 */
export interface StoredCells {
  cells?: Record<string, string>;
  /** The layout before: values as objects. */
  values?: Record<string, unknown>;
}

/** An item document as stored. */
export type StoredItem = Omit<ItemRecord, 'values'> & StoredCells;

/**
 * The stored text of a value, or undefined when JSON would not carry it: anything but strings,
 * finite numbers, booleans, null, arrays and plain objects (a date, NaN, a BSON type), which the
 * column types never make. A property set to undefined is stored as null, as the driver stores it.
 */
export function cellOf(value: unknown): string | undefined {
  return value !== undefined && carried(value)
    ? JSON.stringify(value, (_key, inner: unknown) => (inner === undefined ? null : inner))
    : undefined;
}

function carried(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (Array.isArray(value)) return value.every(carried);
      const prototype: unknown = Object.getPrototypeOf(value);
      return (prototype === Object.prototype || prototype === null) && Object.values(value).every(carried);
    }
    default:
      return false;
  }
}

function cellOrFail(key: string, value: unknown): string {
  const text = cellOf(value);
  if (text === undefined) throw new Error(`the value of column ${key} cannot be stored as JSON`);
  return text;
}

/** The stored form of an item's values, for an insert. */
export function cellsOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, cellOrFail(key, value)]));
}

/** An item (or the fields of one a projection kept) as stored, with its values as the layer above reads them. */
export function decoded<T extends StoredCells>(row: T): Omit<T, 'cells'> {
  const { cells, ...rest } = row;
  if (!cells) return rest;
  const values: Record<string, unknown> = { ...rest.values };
  for (const key in cells) values[key] = JSON.parse(cells[key]);
  // `rest` is this call's own copy: given its values in place, not copied again (every item of every page).
  (rest as StoredCells).values = values;
  return rest;
}

/** An item as stored, for an insert: its values as cells, none left in the layout before. */
export function stored<T extends { values?: Record<string, unknown> }>(
  item: T,
): Omit<T, 'values'> & { cells?: Record<string, string> } {
  const { values, ...rest } = item;
  return values && Object.keys(values).length > 0 ? { ...rest, cells: cellsOf(values) } : rest;
}

/**
 * The `$set` and `$unset` of writing values to columns (null or undefined clears): the column's cell, and the
 * column taken out of the layout before, so a value stored before can never show again.
 */
export function cellWrites(values: Array<{ key: string; value: unknown }>): {
  set: Record<string, string>;
  unset: Record<string, ''>;
} {
  const set: Record<string, string> = {};
  const unset: Record<string, ''> = {};
  for (const { key, value } of values) {
    unset[`values.${key}`] = '';
    if (value == null) unset[`cells.${key}`] = '';
    else set[`cells.${key}`] = cellOrFail(key, value);
  }
  return { set, unset };
}

/**
 * A filter matching an item while each column holds the value given (null: none), in either
 * layout: the cell is the value's stored text, or there is no cell and the layout before holds it.
 */
export function cellsHolding(values: Array<{ key: string; value: unknown }>): Filter<StoredItem> {
  return {
    $and: values.map(({ key, value }) =>
      value == null
        ? { [`cells.${key}`]: null, [`values.${key}`]: null }
        : {
            $or: [
              { [`cells.${key}`]: cellOrFail(key, value) },
              { [`cells.${key}`]: null, [`values.${key}`]: value },
            ],
          },
    ),
  } as Filter<StoredItem>;
}

/** The stored fields that hold the value under `key`, for a projection. */
export const cellFields = (key: string): string[] => [`cells.${key}`, `values.${key}`];
