import DataLoader from 'dataloader';
import type { Collection, Db } from 'mongodb';
import type { IndexPlan } from '@workapi/service-kit';

export type ColumnType =
  | 'auto_number'
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
        .find({ account_id: accountId, board_id: { $in: [...boardIds] } })
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
}
