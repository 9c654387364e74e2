import { setTimeout as sleep } from 'node:timers/promises';
import {
  COLUMN_TYPES,
  itemsNamedBy,
  prepareValues,
  valueKey,
  type ColumnDefinition,
  type ColumnValueView,
  type ReadContext,
  type RequestedValue,
} from '@workapi/column-types';
import { endpoints } from '@workapi/internal';
import { onceKnown, type Known } from '@workapi/reference';
import type { ItemRecord } from '../data/items';
import type { ItemEvent, ValueChange } from '../data/item-write';
import { referenceOf, type ItemsContext } from '../context';
import { linkableItems, linkedItems } from './links';
import { subitemsShown } from './subitems';
import { valueChanged, type GroupOrder } from '../webhooks/changes';

/**
 * A write meets labels created by others between its reads at most this often before it gives up.
 * Each round one of the writes racing on a column wins it, so the rounds a write may need grow with
 * the writes creating labels on one column at once: twelve in columns.e2e.ts.
 */
const MAX_LABEL_ROUNDS = 30;

/**
 * Checks every requested value against the board's columns (all before any is stored) and returns
 * what to store. Labels the values create (create_labels_if_missing, tags) come with the settings
 * their columns need; the columns subgraph stores those in one compare-and-set each (`add-labels`).
 * When every column took them, the values prepared against them are stored as they are; when
 * another write changed a column first, everything is prepared again from the columns as they came
 * back, so each value names its own label.
 */
export async function valuesToStore(
  context: ItemsContext,
  boardId: string,
  requested: RequestedValue[],
  createLabelsIfMissing: boolean,
): Promise<ValueChange[]> {
  if (requested.length === 0) return [];
  const reference = referenceOf(context);
  let columns = await reference.columns(boardId);
  const directory = await reference.directory(
    columns.filter((column) => requested.some((entry) => entry.columnId === column.id)),
  );
  const linkable = await linkableItems(context, itemsNamedBy(columns, requested));
  for (let round = 1; round <= MAX_LABEL_ROUNDS; round += 1) {
    const prepared = prepareValues(columns, requested, { createLabelsIfMissing, directory, linkable });
    if (prepared.settings.length === 0)
      return prepared.values.map(({ key, value, lookup }) => ({ key, value, lookup }));
    let everyStored = true;
    for (const change of prepared.settings) {
      const { column, stored } = await context.call(endpoints.columns.addLabels, {
        board_id: boardId,
        column_id: change.columnId,
        settings: change.settings,
        version: change.version,
      });
      await reference.changedColumn(column);
      columns = columns.map((candidate) => (candidate.id === column.id ? column : candidate));
      everyStored &&= stored;
    }
    if (everyStored) return prepared.values.map(({ key, value, lookup }) => ({ key, value, lookup }));
    // Jittered, so writes that lost to the same one do not all try again at once.
    await sleep(Math.random() * Math.min(250, 20 * 2 ** round));
  }
  throw new Error(`Labels of board ${boardId} kept changing; gave up after ${MAX_LABEL_ROUNDS} rounds`);
}

/**
 * What rendering an item's values needs besides the values: the item, what the values it holds
 * name (users, teams, tags), and its values in all of `columns` (the board's) for the formulas
 * that read them.
 */
export function readContextOf(
  context: ItemsContext,
  item: ItemRecord,
  columns: ColumnDefinition[],
): Known<ReadContext> {
  const values = item.values ?? {};
  const named = referenceOf(context).directory(columns.filter((column) => values[valueKey(column)] != null));
  return onceKnown(named, (directory) => ({
    item: {
      id: item._id,
      created_at: item.created_at,
      updated_at: item.updated_at,
      creator_id: item.creator_id,
      updater_id: item.updater_id ?? item.creator_id,
      group_id: item.group_id,
    },
    subitems: () => subitemsShown(context, item),
    directory,
    linked: linkedItems(context, async (linked, ids) => columnValues(context, linked, { ids })),
    // The name column's value is the item's name, which a formula may read as `{name}`. Made
    // when a formula or progress value reads it: most values never do.
    get row() {
      const row = { columns, values: { ...values, name: item.name } };
      Object.defineProperty(this, 'row', { value: row });
      return row;
    },
    formulas: context.formulas,
  }));
}

/**
 * Reads what rendering these items' values takes (their boards' columns, and what those columns
 * may name) before GraphQL resolves them, so that each item's `column_values` is answered without
 * a promise. A failure is left to the values that need it: they ask again, and fail as they did.
 */
export async function readForValues(context: ItemsContext, items: readonly ItemRecord[]): Promise<void> {
  const reference = referenceOf(context);
  const boards = [...new Set(items.map((item) => item.board_id))];
  try {
    const columns = await Promise.all(boards.map((board) => reference.columns(board)));
    await reference.directory(columns.flat());
  } catch {
    // Asked again by the values that need it.
  }
}

/**
 * `Item.column_values`: one value per column of the item's board (the name column left out), in
 * board order; without waiting once the request has read the board's columns and what they name.
 */
export function columnValues(
  context: ItemsContext,
  item: ItemRecord,
  filter: { ids?: readonly string[] | null; types?: readonly string[] | null },
): Known<ColumnValueView[]> {
  return onceKnown(referenceOf(context).columns(item.board_id), (board) => {
    const columns = board.filter(
      (column) =>
        column.type !== 'name' &&
        (!filter.ids || filter.ids.includes(column.id)) &&
        (!filter.types || filter.types.includes(column.type)),
    );
    // A formula asked for alone still reads the columns it names.
    return onceKnown(readContextOf(context, item, board), (read) =>
      columns.map((column) => ({ column, stored: item.values?.[valueKey(column)] ?? null, read })),
    );
  });
}

/**
 * The webhook events of a value write: one per column whose value, as its events render it
 * (`eventValue`, else `ColumnValue.value`), changes; each carries the value before and after.
 */
export async function valueChangeEvents(
  context: ItemsContext,
  item: ItemRecord,
  board: GroupOrder,
  values: ValueChange[],
): Promise<ItemEvent[]> {
  if (values.length === 0) return [];
  const now = new Date();
  const columns = await referenceOf(context).columns(item.board_id);
  const written = Object.fromEntries(values.map((change) => [change.key, change.value]));
  const after: ItemRecord = { ...item, values: { ...item.values, ...written }, updated_at: now };
  const [before, then] = await Promise.all([
    readContextOf(context, item, columns),
    readContextOf(context, after, columns),
  ]);
  const events: ItemEvent[] = [];
  for (const change of values) {
    const column = columns.find((candidate) => valueKey(candidate) === change.key);
    if (!column) continue;
    const handler = COLUMN_TYPES[column.type as keyof typeof COLUMN_TYPES];
    const render = (stored: unknown, read: ReadContext) =>
      (handler.eventValue
        ? handler.eventValue(stored ?? null, column, read)
        : handler.value(stored ?? null, column, read)) ?? null;
    const previous = render(item.values?.[change.key], before);
    const value = render(change.value, then);
    if (JSON.stringify(previous) !== JSON.stringify(value))
      events.push(valueChanged(item, board, column, value, previous, now));
  }
  return events;
}
