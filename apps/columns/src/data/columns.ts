import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { findByIds, serialized, type IndexPlan } from '@workapi/stores';

export type ColumnType =
  | 'checkbox'
  | 'country'
  | 'creation_log'
  | 'date'
  | 'dropdown'
  | 'email'
  | 'hour'
  | 'item_id'
  | 'last_updated'
  | 'link'
  | 'long_text'
  | 'name'
  | 'numbers'
  | 'people'
  | 'phone'
  | 'rating'
  | 'status'
  | 'tags'
  | 'text'
  | 'timeline'
  | 'week';

export interface ColumnRecord {
  account_id: string;
  board_id: string;
  id: string;
  title: string;
  type: ColumnType;
  settings: Record<string, unknown>;
  description: string | null;
  archived: boolean;
  position: number;
  /** Counts the writes of `settings`, which compare-and-set on it (`replaceSettings`); missing is 0. */
  settings_version?: number;
}

/** A value an item holds in one column; absent means empty. */
export interface ColumnValueRecord {
  board_id: string;
  item_id: string;
  column_id: string;
  value: unknown;
}

/**
 * All values of one item, keyed by the item's id: a page reads its items' values with one `_id`
 * batch and a write touches one document found by its key, on every engine (docs/ferretdb.md).
 */
export interface ItemValuesRecord {
  _id: string;
  account_id: string;
  board_id: string;
  /** By column id; a column without an entry is empty. */
  values: Record<string, unknown>;
}

export const columnIndexes: IndexPlan = {
  columns: [{ key: { account_id: 1, board_id: 1, id: 1 }, name: 'board_column_unique', unique: true }],
  item_values: [{ key: { account_id: 1, board_id: 1 }, name: 'account_board' }],
};

/** The columns every new board starts with, as on monday.com. */
const DEFAULT_COLUMNS: ReadonlyArray<Pick<ColumnRecord, 'id' | 'title' | 'type' | 'settings'>> = [
  { id: 'name', title: 'Name', type: 'name', settings: {} },
  { id: 'person', title: 'Person', type: 'people', settings: {} },
  {
    id: 'status',
    title: 'Status',
    type: 'status',
    settings: {
      labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' },
      labels_colors: {
        '0': { color: '#fdab3d', border: '#e99729' },
        '1': { color: '#00c875', border: '#00b461' },
        '2': { color: '#e2445c', border: '#ce3048' },
      },
      done_colors: [1],
    },
  },
  { id: 'date4', title: 'Date', type: 'date', settings: {} },
];

export class ColumnsRepository {
  private readonly columns: Collection<ColumnRecord>;
  private readonly values: Collection<ItemValuesRecord>;
  /** Columns by board id, one query for all boards asked in a request. */
  readonly ofBoard: DataLoader<string, ColumnRecord[]>;
  /** Stored values by item id (by column id), one batch for all items asked in a request. */
  readonly valuesOfItem: DataLoader<string, Record<string, unknown>>;

  constructor(
    db: Db,
    private readonly accountId: string,
  ) {
    this.columns = db.collection('columns');
    this.values = db.collection('item_values');
    this.ofBoard = new DataLoader(async (boardIds) => {
      const found = await this.columns
        .find({ account_id: accountId, board_id: { $in: [...boardIds] } }, { projection: { _id: 0 } })
        .sort({ position: 1 })
        .toArray();
      const byBoard = new Map<string, ColumnRecord[]>(boardIds.map((boardId) => [boardId, []]));
      for (const column of found) byBoard.get(column.board_id)?.push(column);
      return boardIds.map((boardId) => byBoard.get(boardId) ?? []);
    });
    this.valuesOfItem = new DataLoader(async (itemIds) => {
      const found = await findByIds(
        this.values,
        itemIds,
        { account_id: accountId },
        (row) => row.account_id === accountId,
      );
      return itemIds.map((itemId) => found.get(itemId)?.values ?? {});
    });
  }

  /** Idempotent: a retried board creation finds its columns already there. */
  async createDefaults(boardId: string): Promise<void> {
    await this.columns.bulkWrite(
      DEFAULT_COLUMNS.map((column, position) => ({
        updateOne: {
          filter: { account_id: this.accountId, board_id: boardId, id: column.id },
          update: {
            $setOnInsert: {
              ...column,
              account_id: this.accountId,
              board_id: boardId,
              description: null,
              archived: false,
              position,
            },
          },
          upsert: true,
        },
      })),
    );
  }

  async column(boardId: string, columnId: string): Promise<ColumnRecord | undefined> {
    return (await this.ofBoard.load(boardId)).find((column) => column.id === columnId);
  }

  async insert(column: Omit<ColumnRecord, 'account_id'>): Promise<ColumnRecord> {
    const record = { ...column, account_id: this.accountId };
    await this.columns.insertOne(record);
    this.ofBoard.clear(column.board_id);
    return record;
  }

  /** Title or description; settings change only through `replaceSettings`. */
  async update(
    boardId: string,
    columnId: string,
    change: Partial<Pick<ColumnRecord, 'title' | 'description'>>,
  ): Promise<ColumnRecord | null> {
    // No projection: FerretDB v1 does not implement findAndModify's `fields` (docs/ferretdb.md).
    const updated = await this.oneAtATime(boardId, columnId, () =>
      this.columns.findOneAndUpdate(
        { account_id: this.accountId, board_id: boardId, id: columnId },
        { $set: change },
        { returnDocument: 'after' },
      ),
    );
    this.ofBoard.clear(boardId);
    if (!updated) return null;
    const column = { ...updated } as ColumnRecord & { _id?: unknown };
    delete column._id;
    return column;
  }

  /**
   * Stores a column's new settings only if they are still at `version`, the one they were derived
   * from, and counts the version up. False when another write came first: the caller reads the
   * column again and redoes its change (`storeValues`), so no concurrent change is lost.
   */
  async replaceSettings(
    boardId: string,
    columnId: string,
    settings: Record<string, unknown>,
    version: number,
  ): Promise<boolean> {
    // $or is applied by FerretDB after the equality on the indexed key fields selected the row.
    const current: Filter<ColumnRecord> =
      version === 0
        ? { $or: [{ settings_version: 0 }, { settings_version: { $exists: false } }] }
        : { settings_version: version };
    const outcome = await this.oneAtATime(boardId, columnId, () =>
      this.columns.updateOne(
        { account_id: this.accountId, board_id: boardId, id: columnId, ...current },
        { $set: { settings }, $inc: { settings_version: 1 } },
      ),
    );
    this.ofBoard.clear(boardId);
    return outcome.matchedCount === 1;
  }

  /**
   * FerretDB v1 applies an update by reading the document and writing it back whole, without a
   * lock, so two updates at once could both pass the version check or undo each other's fields
   * (docs/ferretdb.md). Updates of one column are therefore taken one at a time per process.
   */
  private oneAtATime<T>(boardId: string, columnId: string, update: () => Promise<T>): Promise<T> {
    return serialized(`columns/${boardId}/${columnId}`, update);
  }

  /** Removes a column and every value held in it. */
  async remove(boardId: string, columnId: string): Promise<void> {
    await this.columns.deleteOne({ account_id: this.accountId, board_id: boardId, id: columnId });
    await this.values.updateMany(
      { account_id: this.accountId, board_id: boardId },
      { $unset: { [`values.${columnId}`]: '' } },
    );
    this.ofBoard.clear(boardId);
  }

  /**
   * Stores values (null clears) of one item in one update of its document. Writes to one item are
   * taken one at a time per process: FerretDB v1 applies an update by reading and rewriting the
   * document, so two at once could lose one's columns (docs/ferretdb.md); MongoDB needs no help.
   */
  async writeValues(
    boardId: string,
    itemId: string,
    values: Array<{ columnId: string; value: unknown }>,
  ): Promise<void> {
    if (values.length === 0) return;
    const set: Record<string, unknown> = {};
    const unset: Record<string, ''> = {};
    for (const { columnId, value } of values) {
      if (value === null) unset[`values.${columnId}`] = '';
      else set[`values.${columnId}`] = value;
    }
    await serialized(`item_values/${itemId}`, () =>
      this.values.updateOne(
        { _id: itemId, account_id: this.accountId },
        {
          $setOnInsert: { board_id: boardId },
          ...(Object.keys(set).length > 0 ? { $set: set } : {}),
          ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
        },
        { upsert: true },
      ),
    );
    this.valuesOfItem.clear(itemId);
  }

  /** Stored values of some columns on some boards (optionally only of some items). */
  async valuesIn(boardIds: string[], columnIds: string[], itemIds?: string[]): Promise<ColumnValueRecord[]> {
    const projection = Object.fromEntries([
      ['board_id', 1],
      ...columnIds.map((columnId) => [`values.${columnId}`, 1]),
    ]);
    const rows = await this.values
      .find(
        {
          account_id: this.accountId,
          board_id: { $in: boardIds },
          ...(itemIds ? { _id: { $in: itemIds } } : {}),
        },
        { projection },
      )
      .batchSize(100_000)
      .toArray();
    return rows.flatMap((row) =>
      Object.entries(row.values ?? {}).map(([column_id, value]) => ({
        board_id: row.board_id,
        item_id: row._id,
        column_id,
        value,
      })),
    );
  }

  /** Copies every stored value of each `from` item to its `to` item (duplicate_item, duplicate_group). */
  async copyValues(boardId: string, pairs: Array<{ from: string; to: string }>): Promise<void> {
    const sources = await findByIds(
      this.values,
      pairs.map((pair) => pair.from),
      { account_id: this.accountId },
      (row) => row.account_id === this.accountId,
    );
    const copies = pairs.flatMap(({ from, to }) => {
      const source = sources.get(from);
      return source ? [{ to, values: source.values }] : [];
    });
    if (copies.length === 0) return;
    // Upserts by the copy's key, so a retried copy finds its own work instead of failing.
    await this.values.bulkWrite(
      copies.map(({ to, values }) => ({
        updateOne: {
          filter: { _id: to, account_id: this.accountId },
          update: { $set: { board_id: boardId, values } },
          upsert: true,
        },
      })),
    );
  }
}
