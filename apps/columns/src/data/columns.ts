import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import type { IndexPlan } from '@workapi/service-kit';

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
}

/** A value an item holds in one column; absent means empty. */
export interface ColumnValueRecord {
  account_id: string;
  board_id: string;
  item_id: string;
  column_id: string;
  value: unknown;
}

export const columnIndexes: IndexPlan = {
  columns: [{ key: { account_id: 1, board_id: 1, id: 1 }, name: 'board_column_unique', unique: true }],
  column_values: [
    { key: { account_id: 1, item_id: 1, column_id: 1 }, name: 'item_column_unique', unique: true },
    { key: { account_id: 1, board_id: 1, column_id: 1 }, name: 'board_column' },
  ],
};

/** The columns every new board starts with (contract section 6). */
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
  private readonly values: Collection<ColumnValueRecord>;
  /** Columns by board id, one query for all boards asked in a request. */
  readonly ofBoard: DataLoader<string, ColumnRecord[]>;
  /** Stored values by item id, one query for all items asked in a request. */
  readonly valuesOfItem: DataLoader<string, ColumnValueRecord[]>;

  constructor(
    db: Db,
    private readonly accountId: string,
  ) {
    this.columns = db.collection('columns');
    this.values = db.collection('column_values');
    this.ofBoard = new DataLoader(async (boardIds) => {
      const found = await this.columns
        .find({ account_id: accountId, board_id: { $in: [...boardIds] } }, { projection: { _id: 0 } })
        .sort({ position: 1 })
        .toArray();
      return boardIds.map((boardId) => found.filter((column) => column.board_id === boardId));
    });
    this.valuesOfItem = new DataLoader(async (itemIds) => {
      const found = await this.values
        .find({ account_id: accountId, item_id: { $in: [...itemIds] } })
        .toArray();
      return itemIds.map((itemId) => found.filter((value) => value.item_id === itemId));
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

  async update(
    boardId: string,
    columnId: string,
    change: Partial<Pick<ColumnRecord, 'title' | 'description' | 'settings'>>,
  ): Promise<ColumnRecord | null> {
    // No projection: FerretDB v1 does not implement findAndModify's `fields` (docs/ferretdb.md).
    const updated = await this.columns.findOneAndUpdate(
      { account_id: this.accountId, board_id: boardId, id: columnId },
      { $set: change },
      { returnDocument: 'after' },
    );
    this.ofBoard.clear(boardId);
    if (!updated) return null;
    const column = { ...updated } as ColumnRecord & { _id?: unknown };
    delete column._id;
    return column;
  }

  /** Removes a column and every value held in it. */
  async remove(boardId: string, columnId: string): Promise<void> {
    await this.columns.deleteOne({ account_id: this.accountId, board_id: boardId, id: columnId });
    await this.values.deleteMany({ account_id: this.accountId, board_id: boardId, column_id: columnId });
    this.ofBoard.clear(boardId);
  }

  /** Stores values (null clears) of one item; all in one round trip. */
  async writeValues(
    boardId: string,
    itemId: string,
    values: Array<{ columnId: string; value: unknown }>,
  ): Promise<void> {
    if (values.length === 0) return;
    await this.values.bulkWrite(
      values.map(({ columnId, value }) => {
        const filter = { account_id: this.accountId, item_id: itemId, column_id: columnId };
        return value === null
          ? { deleteOne: { filter } }
          : {
              updateOne: { filter, update: { $set: { ...filter, board_id: boardId, value } }, upsert: true },
            };
      }),
    );
    this.valuesOfItem.clear(itemId);
  }

  /** Stored values of some columns on some boards (optionally only of some items), streamed. */
  valuesIn(boardIds: string[], columnIds: string[], itemIds?: string[]): AsyncIterable<ColumnValueRecord> {
    return this.values.find(
      {
        account_id: this.accountId,
        board_id: { $in: boardIds },
        column_id: { $in: columnIds },
        ...(itemIds ? { item_id: { $in: itemIds } } : {}),
      },
      { projection: { _id: 0, board_id: 1, item_id: 1, column_id: 1, value: 1 } },
    );
  }

  /** Copies every stored value of each `from` item to its `to` item (duplicate_item, duplicate_group). */
  async copyValues(boardId: string, pairs: Array<{ from: string; to: string }>): Promise<void> {
    const target = new Map(pairs.map((pair) => [pair.from, pair.to]));
    const sources = await this.values
      .find({ account_id: this.accountId, item_id: { $in: [...target.keys()] } })
      .toArray();
    if (sources.length === 0) return;
    await this.values.insertMany(
      sources.map((value) => ({
        account_id: this.accountId,
        board_id: boardId,
        item_id: target.get(value.item_id) as string,
        column_id: value.column_id,
        value: value.value,
      })),
    );
  }
}
