import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import {
  DEFAULT_STATUS_SETTINGS,
  type CalculatedCapability,
  type ColumnDefinition,
} from '@workapi/column-types';
import { byId, type BoardEvent } from '@workapi/internal';
import {
  isDuplicateKey,
  outboxFields,
  outboxIndex,
  outboxUpdate,
  WITHOUT_OUTBOX,
  type IndexPlan,
  type OutboxFields,
  type OutboxSource,
  type StoreEngine,
  upserted,
} from '@workapi/stores';

export type { ColumnType } from '@workapi/column-types';

/**
 * A column as the columns subgraph stores it: its definition, in the account that owns it. A
 * deleted column stays as a tombstone, so its id is never given to another column: items keep the
 * values they held in it, and a new column must not show them.
 */
export interface ColumnRecord extends ColumnDefinition {
  account_id: string;
  /** Set only when the column is given a width; the board's default otherwise. */
  width?: number | null;
  /** How the column sums up its values (`Column.capabilities`); none when missing. */
  capabilities?: ColumnCapabilities;

  deleted?: boolean;
  /** How many columns of the board had this id before (deleted): its `key` tells its values apart. */
  generation?: number;
}

export const columnIndexes: IndexPlan = {
  columns: [
    { key: { account_id: 1, board_id: 1, id: 1 }, name: 'board_column_unique', unique: true },
    // The board event relay's query (libs/internal event-relay.ts).
    outboxIndex,
  ],
};

/** A column's turn (`oneAtATime`), for its changes and for the relay clearing its outbox. */
const turnOf = (boardId: string, columnId: string) => `columns/${boardId}/${columnId}`;

/** Where the board event relay finds the events of column changes (column-events.ts). */
export const columnEventSource: OutboxSource = {
  collection: 'columns',
  fields: ['board_id', 'id'],
  turn: (column) => turnOf(String(column.board_id), String(column.id)),
};

export type { CalculatedFunction } from '@workapi/column-types';

export interface ColumnCapabilities {
  calculated?: CalculatedCapability | null;
}

/** A change of a column's own fields (`update_column` and the title and description mutations). */
export type ColumnChange = Partial<Pick<ColumnRecord, 'title' | 'description' | 'settings' | 'capabilities'>>;

/** The stored column whose settings are still at `version` (a column never written has none). */
const atVersion = (version: number): Filter<ColumnRecord> =>
  version === 0
    ? { $or: [{ settings_version: 0 }, { settings_version: { $exists: false } }] }
    : { settings_version: version };

type DefaultColumn = Pick<ColumnRecord, 'id' | 'title' | 'type' | 'settings'>;

const STATUS: DefaultColumn = {
  id: 'status',
  title: 'Status',
  type: 'status',
  settings: { ...DEFAULT_STATUS_SETTINGS },
};

/** What a board is, as the boards subgraph publishes it: a subitems board starts with other columns. */
export type BoardType = 'board' | 'sub_items_board';

/** The columns every new board starts with, by the board's type, as on monday.com. */
const DEFAULT_COLUMNS: Record<BoardType, readonly DefaultColumn[]> = {
  board: [
    { id: 'name', title: 'Name', type: 'name', settings: {} },
    { id: 'person', title: 'Person', type: 'people', settings: {} },
    STATUS,
    { id: 'date4', title: 'Date', type: 'date', settings: {} },
  ],
  sub_items_board: [
    { id: 'name', title: 'Subitem', type: 'name', settings: {} },
    { id: 'person', title: 'Owner', type: 'people', settings: {} },
    STATUS,
    { id: 'date0', title: 'Date', type: 'date', settings: {} },
  ],
};

/** A column as the API shows it (the stored record without its account and tombstone mark). */
export function definitionOf(record: ColumnRecord): ColumnDefinition {
  const definition: ColumnDefinition &
    Partial<Pick<ColumnRecord, 'account_id' | 'deleted' | 'generation'>> &
    OutboxFields<unknown> & { _id?: unknown } = {
    ...record,
  };
  // A record just written may still carry its events: they are the relay's, not the column's.
  for (const field of Object.keys(WITHOUT_OUTBOX) as Array<keyof typeof WITHOUT_OUTBOX>)
    delete definition[field];
  delete definition.account_id;
  delete definition.deleted;
  delete definition.generation;
  delete definition._id;
  // FerretDB leaves out a null that an upsert's $setOnInsert sets (docs/ferretdb.md): none is null.
  definition.description ??= null;
  return definition;
}

/** A column id another request stored a column under first (`ColumnsRepository.insert`). */
export class ColumnIdTaken extends Error {
  constructor(readonly columnId: string) {
    super(`column id ${columnId} is taken`);
  }
}

/**
 * Columns of one account. A board nobody has changed the columns of has the default columns
 * without any being stored: the first change of its columns stores them (`materialize`), so
 * creating a board needs nothing of this subgraph. Every change calls `changed` with its board
 * once stored, to publish the board's columns anew (reference data).
 */
export class ColumnsRepository {
  private readonly columns: Collection<ColumnRecord>;
  /** Columns by board id (tombstones included), one query for all boards asked in a request. */
  private readonly stored: DataLoader<string, ColumnRecord[]>;

  constructor(
    db: Db,
    private readonly engine: StoreEngine,
    private readonly accountId: string,
    private readonly changed: (boardId: string) => Promise<void>,
    /** What a board is (reference data), asked only for a board none of whose columns is stored. */
    private readonly typeOf: (boardId: string) => Promise<BoardType> = async () => 'board',
  ) {
    this.columns = db.collection('columns');
    this.stored = new DataLoader((boardIds) => this.read(boardIds));
  }

  private async read(boardIds: readonly string[]): Promise<ColumnRecord[][]> {
    const found = await this.columns
      .find(
        { account_id: this.accountId, board_id: { $in: [...boardIds] } },
        { projection: { _id: 0, ...WITHOUT_OUTBOX } },
      )
      .toArray();
    const byBoard = new Map<string, ColumnRecord[]>(boardIds.map((boardId) => [boardId, []]));
    for (const column of found) byBoard.get(column.board_id)?.push(column);
    return Promise.all(
      boardIds.map(async (boardId) => {
        const list = byBoard.get(boardId) ?? [];
        const columns = list.length > 0 ? list : await this.defaults(boardId);
        return columns.sort((a, b) => a.position - b.position);
      }),
    );
  }

  private async defaults(boardId: string): Promise<ColumnRecord[]> {
    return DEFAULT_COLUMNS[await this.typeOf(boardId)].map((column, position) => ({
      ...column,
      account_id: this.accountId,
      board_id: boardId,
      description: null,
      archived: false,
      position,
    }));
  }

  /** The board's columns in board order. */
  async ofBoard(boardId: string): Promise<ColumnRecord[]> {
    return (await this.stored.load(boardId)).filter((column) => !column.deleted);
  }

  /** The columns of several boards, read now (not from this request's earlier reads). */
  async current(boardIds: string[]): Promise<Map<string, ColumnDefinition[]>> {
    const lists = await this.read(boardIds);
    return new Map(
      boardIds.map((boardId, index) => [
        boardId,
        lists[index].filter((column) => !column.deleted).map(definitionOf),
      ]),
    );
  }

  async column(boardId: string, columnId: string): Promise<ColumnRecord | undefined> {
    return (await this.ofBoard(boardId)).find((column) => column.id === columnId);
  }

  /** Every id the board's columns hold or held (deleted ones too): a new column's own id avoids all of them. */
  async idsEverUsed(boardId: string): Promise<Set<string>> {
    return new Set((await this.stored.load(boardId)).map((column) => column.id));
  }

  /**
   * Stores the board's default columns if nothing of its columns is stored yet. Idempotent:
   * upserts by (account, board, column id).
   */
  private async materialize(boardId: string): Promise<void> {
    const any = await this.columns.findOne(
      { account_id: this.accountId, board_id: boardId },
      { projection: { _id: 1 } },
    );
    if (any) return;
    const defaults = await this.defaults(boardId);
    // Requests reading a new board's columns at once upsert its defaults together.
    await upserted(() =>
      this.columns.bulkWrite(
        defaults.map((column) => ({
          updateOne: {
            filter: { account_id: this.accountId, board_id: boardId, id: column.id },
            update: { $setOnInsert: column },
            upsert: true,
          },
        })),
      ),
    );
  }

  /**
   * duplicate_board: `from`'s columns stored as `to`'s, settings, value keys and tombstones too (so
   * the items' copies carry their values under the same keys, and a deleted column's id stays
   * taken), then `to`'s published. Each column is upserted by id, so asked again it adds only what
   * a call cut short left out. Answers how many live columns `to` has.
   */
  async copyBoard(from: string, to: string): Promise<number> {
    const source = await this.stored.load(from);
    await upserted(() =>
      this.columns.bulkWrite(
        source.map((column) => ({
          updateOne: {
            filter: { account_id: this.accountId, board_id: to, id: column.id },
            update: { $setOnInsert: { ...column, account_id: this.accountId, board_id: to } },
            upsert: true,
          },
        })),
      ),
    );
    this.stored.clear(to);
    await this.changed(to);
    return source.filter((column) => !column.deleted).length;
  }

  /**
   * Runs a change of a board's columns on its stored columns, then, when it `took` (by default
   * always), publishes the board's columns.
   */
  private async change<T>(
    boardId: string,
    write: () => Promise<T>,
    took: (result: T) => boolean = () => true,
  ): Promise<T> {
    await this.materialize(boardId);
    const result = await write();
    this.stored.clear(boardId);
    if (took(result)) await this.changed(boardId);
    return result;
  }

  /**
   * Adds a column. Under the id of a deleted column, the deleted one's record takes the new column,
   * with a value key of its own (`<id>~<n>`): items still hold the deleted column's values under
   * its key, and the new column starts empty. Its `events` go into its outbox in the same write.
   * Throws `ColumnIdTaken` when another request stored a column under the id first.
   */
  async insert(column: Omit<ColumnRecord, 'account_id'>, events: BoardEvent[] = []): Promise<ColumnRecord> {
    const deleted = (await this.stored.load(column.board_id)).find(
      (candidate) => candidate.id === column.id && candidate.deleted,
    );
    const record: ColumnRecord = { ...column, account_id: this.accountId };
    const taken = () => {
      this.stored.clear(column.board_id);
      return new ColumnIdTaken(column.id);
    };
    if (!deleted) {
      await this.change(column.board_id, async () => {
        try {
          await this.columns.insertOne({ ...record, ...outboxFields(byId(events)) });
        } catch (error) {
          throw isDuplicateKey(error) ? taken() : error;
        }
      });
      return record;
    }
    const generation = (deleted.generation ?? 0) + 1;
    const revived: ColumnRecord = { ...record, generation, key: `${column.id}~${generation}` };
    await this.change(column.board_id, () =>
      this.oneAtATime(column.board_id, column.id, async () => {
        const { matchedCount } = await this.columns.updateOne(
          { account_id: this.accountId, board_id: column.board_id, id: column.id, deleted: true },
          {
            $set: { ...revived, settings_version: 0, ...outboxUpdate(byId(events)) },
            $unset: { deleted: '' },
          },
        );
        // Another request revived the deleted column first.
        if (matchedCount === 0) throw taken();
      }),
    );
    return revived;
  }

  /**
   * Changes a column's own fields and counts its version (`Column.revision`) up. With `version`,
   * only while the column is still at it: null when another change came first, or the column is
   * gone. Its `events` go into its outbox in the same write.
   */
  async update(
    boardId: string,
    columnId: string,
    change: ColumnChange,
    version?: number,
    events: BoardEvent[] = [],
  ): Promise<ColumnRecord | null> {
    const current = version === undefined ? {} : atVersion(version);
    // No projection: FerretDB v1 does not implement findAndModify's `fields` (docs/ferretdb.md).
    const updated = await this.change(
      boardId,
      () =>
        this.oneAtATime(boardId, columnId, () =>
          this.columns.findOneAndUpdate(
            {
              account_id: this.accountId,
              board_id: boardId,
              id: columnId,
              deleted: { $ne: true },
              ...current,
            },
            { $set: { ...change, ...outboxUpdate(byId(events)) }, $inc: { settings_version: 1 } },
            { returnDocument: 'after' },
          ),
        ),
      (result) => result !== null,
    );
    return updated ? (definitionOf(updated) as ColumnRecord) : null;
  }

  /**
   * Stores a column's new settings only if they are still at `version`, the one they were derived
   * from, and counts the version up. False when another write came first: the caller reads the
   * column again and redoes its change, so no concurrent change is lost.
   */
  async replaceSettings(
    boardId: string,
    columnId: string,
    settings: Record<string, unknown>,
    version: number,
  ): Promise<boolean> {
    // $or is applied by FerretDB after the equality on the indexed key fields selected the row.
    const current = atVersion(version);
    const outcome = await this.change(
      boardId,
      () =>
        this.oneAtATime(boardId, columnId, () =>
          this.columns.updateOne(
            { account_id: this.accountId, board_id: boardId, id: columnId, ...current },
            { $set: { settings }, $inc: { settings_version: 1 } },
          ),
        ),
      (result) => result.matchedCount === 1,
    );
    return outcome.matchedCount === 1;
  }

  /**
   * Removes a column from the board. Its record stays, marked deleted, so a column made later under
   * the same id gets a value key of its own: items' values in this one are no longer shown. Its
   * `events` go into its outbox in the same write.
   */
  async remove(boardId: string, columnId: string, events: BoardEvent[] = []): Promise<void> {
    await this.change(boardId, () =>
      this.oneAtATime(boardId, columnId, () =>
        this.columns.updateOne(
          { account_id: this.accountId, board_id: boardId, id: columnId },
          { $set: { deleted: true, ...outboxUpdate(byId(events)) } },
        ),
      ),
    );
  }

  /**
   * Updates of one column in their turn (`StoreEngine.oneAtATime`): on FerretDB two at once could
   * both pass the version check or undo each other's fields.
   */
  private oneAtATime<T>(boardId: string, columnId: string, update: () => Promise<T>): Promise<T> {
    return this.engine.oneAtATime(turnOf(boardId, columnId), update);
  }
}
