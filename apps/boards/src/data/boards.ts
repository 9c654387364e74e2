import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { invalidBoardId } from '@workapi/errors';
import {
  maySee,
  mayWrite,
  type BoardChange,
  type BoardEditPermissions,
  type BoardFacts,
} from '@workapi/reference';
import { byId as eventsById, type BoardEvent } from '@workapi/internal';
import {
  insertWithFreshIds,
  isDuplicateKey,
  nextId,
  outboxIndex,
  outboxUpdate,
  storeEngineOf,
  upserted,
  type IndexPlan,
} from '@workapi/stores';
import type { BoardCache } from './board-cache';
import { factsOf, membershipOf, NO_MEMBERSHIP, type Membership } from './membership';

/**
 * Whether what a board's own record allows stands without reading the account's teams and
 * workspaces: outside a workspace, teams only add members, so a reader allowed by the record alone
 * is allowed (the common case reads no more than the board).
 */
const settled = (board: BoardRecord) => !board.workspace_id;

export type BoardKind = 'public' | 'private' | 'share';
export type BoardState = 'active' | 'archived' | 'deleted';
/** monday.com's BoardObjectType values this API makes. */
export type BoardType = 'board' | 'sub_items_board';

export interface GroupRecord {
  id: string;
  title: string;
  color: string;
  position: string;
  archived: boolean;
  deleted: boolean;
}

/** What a board calls its items, each form as given (trimmed). */
export interface ItemNickname {
  singular?: string;
  plural?: string;
  preset_type?: string;
}

export interface BoardRecord {
  _id: string;
  account_id: string;
  name: string;
  description: string | null;
  board_kind: BoardKind;
  state: BoardState;
  creator_id: string;
  owner_ids: string[];
  subscriber_ids: string[];
  /** Teams whose members own the board (absent on boards made before teams). */
  team_owner_ids?: string[];
  /** Teams whose members subscribe to the board. */
  team_subscriber_ids?: string[];
  /** Who may change it besides its owners (`set_board_permission`); absent: everyone who sees it. */
  edit_permissions?: BoardEditPermissions;
  groups: GroupRecord[];
  /** Absent for a plain board. */
  type?: BoardType;
  /** A board whose items have subitems: the board that holds them (subitems.ts). */
  subitems_board_id?: string;
  /** A subitems board: the board it belongs to, whose kind, members and state it follows. */
  parent_board_id?: string;
  /** Boards of an earlier layout could be left pending by a crash mid-create; they stay invisible. */
  pending?: boolean;
  /** The board's workspace; null or absent: the account's main workspace. */
  workspace_id?: string | null;
  /** The folder the board is in, in its workspace; null or absent: none. */
  board_folder_id?: string | null;
  /** What the board calls its items (create_board's `item_nickname`); absent: none given. */
  item_nickname?: ItemNickname;
  created_at: Date;
  updated_at: Date;
}

/** Who reads: a user of an account, with its role (what it may see and change). */
/** What says who belongs to a board (board-members.ts changes them). */
export type MemberField =
  'owner_ids' | 'subscriber_ids' | 'team_owner_ids' | 'team_subscriber_ids' | 'edit_permissions';

export interface Viewer {
  accountId: string;
  userId: string;
  role: string;
}

export interface BoardQuery {
  ids?: string[];
  state: BoardState | 'all';
  kind?: BoardKind;
  limit: number;
  page: number;
  /** Boards of these workspaces; null stands for the main workspace. */
  workspaceIds?: (string | null)[];
  /** Boards in these folders. */
  folderIds?: string[];
  /** The newest first (monday.com's `order_by: created_at`); by id otherwise. */
  newestFirst?: boolean;
}

/** Where boards are, for the operations that delete what a folder or workspace holds. */
export interface BoardPlace {
  folderIds: string[];
  /** Every board of the workspace too, in a folder or not. */
  workspaceId?: string;
}

export const BOARD_ID_BASE = 1_000_000_000;
const DEFAULT_GROUPS: ReadonlyArray<Pick<GroupRecord, 'id' | 'title' | 'color'>> = [
  { id: 'topics', title: 'Group Title', color: '#579bfc' },
  { id: 'group_title', title: 'Group Title', color: '#a25ddc' },
];

export const boardIndexes: IndexPlan = {
  boards: [
    { key: { account_id: 1, state: 1, _id: 1 }, name: 'account_state_id' },
    { key: { account_id: 1, board_kind: 1 }, name: 'account_kind' },
    // delete_folder and delete_workspace find every board they hold (`within`).
    { key: { account_id: 1, board_folder_id: 1 }, name: 'account_folder' },
    { key: { account_id: 1, workspace_id: 1 }, name: 'account_workspace' },
    // The board event relay's query (libs/internal event-relay.ts).
    outboxIndex,
  ],
  // `<account>:<board>` → the id of the board's subitems board, claimed once (`subitemsBoardOf`).
  subitems_boards: [],
};

/** The one group a subitems board has, as on monday.com. */
const SUBITEMS_GROUP: GroupRecord = {
  id: 'topics',
  title: 'Subitems',
  color: '#579bfc',
  position: String(65536),
  archived: false,
  deleted: false,
};

/**
 * Boards of one account as one viewer may see them: private boards only for owners and
 * subscribers. Every change of who may see a board or of its groups calls `changed` once stored,
 * to publish the account's boards anew (reference data for the other subgraphs).
 */
export class BoardsRepository {
  private readonly boards: Collection<BoardRecord>;
  readonly byId: DataLoader<string, BoardRecord | null>;
  private members?: Promise<Membership>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
    private readonly changed: () => Promise<void>,
    /** Boards kept in this process, and the account's `boards` version this request read (null: unknown). */
    private readonly cached: { cache: BoardCache; version: string | null } | null = null,
  ) {
    this.boards = db.collection<BoardRecord>('boards');
    // One query per request for the boards asked, then who may see each (`sees`).
    this.byId = new DataLoader(async (ids) => {
      const found = await this.boards.find({ ...this.ofAccount(), _id: { $in: [...ids] } }).toArray();
      const stored = new Map(found.map((board) => [board._id, board]));
      return Promise.all(
        ids.map(async (id) => {
          const board = stored.get(id);
          return board && (await this.sees(board)) ? board : null;
        }),
      );
    });
  }

  /** The account's stored boards; who may see each is decided after reading (`sees`). */
  private ofAccount(): Filter<BoardRecord> {
    return { account_id: this.viewer.accountId, pending: { $ne: true } };
  }

  /** The account's teams' members, read once per request that needs them. */
  private membership(): Promise<Membership> {
    this.members ??= membershipOf(this.db, this.viewer.accountId);
    return this.members;
  }

  /**
   * Whether the viewer may see a stored board, whatever its state (a query's state filter decides
   * the rest): `maySee` in libs/reference, the one place that decides it for every subgraph, on the
   * board's facts as they are published (`factsOf`).
   */
  private async sees(board: BoardRecord): Promise<boolean> {
    if (board.account_id !== this.viewer.accountId || board.pending === true) return false;
    if (settled(board) && maySee(factsOf(board, NO_MEMBERSHIP), this.viewer)) return true;
    return maySee(factsOf(board, await this.membership()), this.viewer);
  }

  /** A board as every subgraph decides on it (`factsOf`). */
  async factsOfBoard(board: BoardRecord): Promise<BoardFacts> {
    return factsOf(board, await this.membership());
  }

  /** Whether the viewer may make this change to a board it sees (`mayWrite`). */
  async mayChange(board: BoardRecord, change: BoardChange): Promise<boolean> {
    if (settled(board) && mayWrite(factsOf(board, NO_MEMBERSHIP), this.viewer, change)) return true;
    return mayWrite(factsOf(board, await this.membership()), this.viewer, change);
  }

  /**
   * Runs a change of a board in its turn in this process: FerretDB rewrites a document whole
   * without a lock, so two changes at once could both pass a compare-and-set (docs/ferretdb.md);
   * on MongoDB the turn is no wait at all.
   */
  private async inTurn<T>(id: string, change: () => Promise<T>): Promise<T> {
    // The turn the event relay takes too, to clear the board's outbox (libs/stores outbox.ts).
    return (await storeEngineOf(this.db)).oneAtATime(`boards/${id}`, change);
  }

  /** The boards of `boards` the viewer may see, in their order. */
  private async seen(boards: BoardRecord[]): Promise<BoardRecord[]> {
    const seen = await Promise.all(boards.map((board) => this.sees(board)));
    return boards.filter((_, index) => seen[index]);
  }

  async list(query: BoardQuery): Promise<BoardRecord[]> {
    if (query.ids && this.cached?.version) return this.listByIds(query, query.ids, this.cached.version);
    const filter: Filter<BoardRecord> = { ...this.ofAccount() };
    if (query.ids) filter._id = { $in: query.ids };
    if (query.state !== 'all') filter.state = query.state;
    if (query.kind) filter.board_kind = query.kind;
    if (query.workspaceIds) filter.workspace_id = { $in: query.workspaceIds };
    if (query.folderIds) filter.board_folder_id = { $in: query.folderIds };
    // Paged after deciding who sees what: a page holds `limit` boards the viewer may see.
    const found = await this.boards
      .find(filter)
      .sort(query.newestFirst ? { created_at: -1, _id: -1 } : { _id: 1 })
      .toArray();
    return (await this.seen(found)).slice((query.page - 1) * query.limit, query.page * query.limit);
  }

  /**
   * Boards by id, from this process's cache (`BoardCache`) while the account's boards version holds;
   * the others from the database, kept for the next request. The query's filters, order and page
   * apply in memory, as `list` has the database apply them.
   */
  private async listByIds(query: BoardQuery, ids: string[], version: string): Promise<BoardRecord[]> {
    const { cache } = this.cached as { cache: BoardCache };
    const held = cache.held(this.viewer.accountId, ids, version);
    const missing = ids.filter((id) => !held.has(id));
    if (missing.length > 0) {
      const read = await this.boards
        .find({ account_id: this.viewer.accountId, _id: { $in: missing } })
        .toArray();
      cache.keep(version, read);
      for (const board of read) held.set(board._id, board);
    }
    return (await this.seen([...held.values()]))
      .filter(
        (board) =>
          (query.state === 'all' || board.state === query.state) &&
          (!query.kind || board.board_kind === query.kind) &&
          (!query.workspaceIds || query.workspaceIds.includes(board.workspace_id ?? null)) &&
          (!query.folderIds || query.folderIds.includes(board.board_folder_id ?? '')),
      )
      .sort((a, b) =>
        query.newestFirst
          ? b.created_at.getTime() - a.created_at.getTime() || (a._id < b._id ? 1 : -1)
          : a._id < b._id
            ? -1
            : a._id > b._id
              ? 1
              : 0,
      )
      .slice((query.page - 1) * query.limit, query.page * query.limit);
  }

  /** A new board with the default groups, visible at once (its columns are the default ones until changed). */
  async create(input: {
    name: string;
    kind: BoardKind;
    description: string | null;
    /** Who else belongs to it (checked by the caller); the viewer always owns what it makes. */
    members?: Partial<
      Pick<BoardRecord, 'owner_ids' | 'subscriber_ids' | 'team_owner_ids' | 'team_subscriber_ids'>
    >;
    workspaceId?: string | null;
    folderId?: string | null;
    /** duplicate_board: the source's groups, in place of the default ones. */
    groups?: GroupRecord[];
    /** duplicate_board: invisible until its columns exist (`reveal`). */
    hidden?: boolean;
    itemNickname?: ItemNickname;
  }): Promise<BoardRecord> {
    const owners = [...new Set([this.viewer.userId, ...(input.members?.owner_ids ?? [])])];
    const now = new Date();
    const [board] = await insertWithFreshIds(this.boards, 'boards', BOARD_ID_BASE, [
      {
        account_id: this.viewer.accountId,
        name: input.name,
        description: input.description,
        board_kind: input.kind,
        workspace_id: input.workspaceId ?? null,
        board_folder_id: input.folderId ?? null,
        state: 'active',
        creator_id: this.viewer.userId,
        owner_ids: owners,
        subscriber_ids: [...new Set([...owners, ...(input.members?.subscriber_ids ?? [])])],
        team_owner_ids: input.members?.team_owner_ids ?? [],
        team_subscriber_ids: input.members?.team_subscriber_ids ?? [],
        groups:
          input.groups ??
          DEFAULT_GROUPS.map((group, index) => ({
            ...group,
            position: String(POSITION_STEP * (index + 1)),
            archived: false,
            deleted: false,
          })),
        ...(input.hidden ? { pending: true } : {}),
        ...(input.itemNickname ? { item_nickname: input.itemNickname } : {}),
        created_at: now,
        updated_at: now,
      },
    ]);
    await this.changed();
    return board;
  }

  /** Shows a board made hidden (`create`), and publishes the account's boards with it; again, nothing more. */
  async reveal(id: string): Promise<void> {
    await this.boards.updateOne({ account_id: this.viewer.accountId, _id: id }, { $unset: { pending: '' } });
    this.byId.clear(id);
    await this.changed();
  }

  /**
   * Every board of the account (the viewer's or not) as the other subgraphs need to know it: who
   * may see it, its state, its live groups in board order.
   */
  async facts(): Promise<BoardFacts[]> {
    const [boards, membership] = await Promise.all([
      this.boards.find(this.ofAccount(), { projection: { name: 0, description: 0 } }).toArray(),
      membershipOf(this.db, this.viewer.accountId),
    ]);
    return boards.map((board) => factsOf(board, membership));
  }

  /**
   * Replaces a board's groups with `change(groups)`, retrying when another request changed the
   * board in between (compare-and-set on updated_at), so no concurrent group change is lost. The
   * change's board events (board-events.ts) are stored in the board's outbox in the same update.
   */
  async changeGroups<T>(
    id: string,
    change: (board: BoardRecord) => { groups: GroupRecord[]; result: T; events?: BoardEvent[] },
  ): Promise<{ board: BoardRecord; result: T }> {
    return this.inTurn(id, async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const board = await this.boards.findOne({ ...this.ofAccount(), _id: id, state: { $ne: 'deleted' } });
        if (!board || !(await this.sees(board))) throw invalidBoardId(id);
        const { groups, result, events = [] } = change(board);
        const updated_at = new Date(Math.max(Date.now(), board.updated_at.getTime() + 1));
        const outcome = await this.boards.updateOne(
          { _id: id, account_id: this.viewer.accountId, updated_at: board.updated_at },
          { $set: { groups, updated_at, ...outboxUpdate(eventsById(events)) } },
        );
        if (outcome.matchedCount === 1) {
          this.byId.clear(id);
          await this.changed();
          return { board: { ...board, groups, updated_at }, result };
        }
      }
      throw new Error(`board ${id} kept changing; gave up after 5 attempts`);
    });
  }

  /**
   * Changes who belongs to a board the viewer sees (`change` of it as stored), for the board and its
   * subitems board, which follows it; compare-and-set like `changeGroups`. Who may ask is the
   * caller's business (board-members.ts).
   */
  async changeMembers(
    id: string,
    change: (board: BoardRecord) => Partial<Pick<BoardRecord, MemberField>>,
  ): Promise<BoardRecord> {
    return this.inTurn(id, async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const board = await this.boards.findOne({ ...this.ofAccount(), _id: id, state: { $ne: 'deleted' } });
        if (!board || !(await this.sees(board))) throw invalidBoardId(id);
        const members = change(board);
        const updated_at = new Date(Math.max(Date.now(), board.updated_at.getTime() + 1));
        const outcome = await this.boards.updateOne(
          { _id: id, account_id: this.viewer.accountId, updated_at: board.updated_at },
          { $set: { ...members, updated_at } },
        );
        if (outcome.matchedCount !== 1) continue;
        if (board.subitems_board_id)
          await this.boards.updateOne(
            { _id: board.subitems_board_id, account_id: this.viewer.accountId },
            { $set: { ...members, updated_at } },
          );
        this.byId.clearAll();
        await this.changed();
        return { ...board, ...members, updated_at };
      }
      throw new Error(`board ${id} kept changing; gave up after 5 attempts`);
    });
  }

  /**
   * Applies a change to a visible board and returns it as stored afterwards, or null if there is
   * none; `events` of the board as it was are stored in its outbox in the same update.
   */
  async update(
    id: string,
    change: Partial<Pick<BoardRecord, 'name' | 'description' | 'state' | 'groups'>>,
    events: (stored: BoardRecord) => BoardEvent[] = () => [],
  ): Promise<BoardRecord | null> {
    return this.inTurn(id, async () => {
      const stored = await this.boards.findOne({ ...this.ofAccount(), _id: id });
      if (!stored || !(await this.sees(stored))) return null;
      const updated = await this.boards.findOneAndUpdate(
        { ...this.ofAccount(), _id: id },
        { $set: { ...change, updated_at: new Date(), ...outboxUpdate(eventsById(events(stored))) } },
        { returnDocument: 'after' },
      );
      this.byId.clear(id);
      // A board's subitems board is deleted, archived and restored with it.
      if (updated?.subitems_board_id && change.state !== undefined) {
        await this.boards.updateOne(
          { _id: updated.subitems_board_id, account_id: this.viewer.accountId },
          { $set: { state: change.state, updated_at: new Date() } },
        );
        this.byId.clear(updated.subitems_board_id);
      }
      // Every change moves the account's boards version: other subgraphs follow a state or the
      // groups, and every process of this one keeps boards by that version (BoardCache).
      if (updated) await this.changed();
      return updated ?? null;
    });
  }

  /**
   * Every plain board of the account in the folders, or the workspace, whoever may see it: a
   * folder or workspace deleted takes all its boards with it, as on monday.com.
   */
  async within(place: BoardPlace): Promise<Pick<BoardRecord, '_id' | 'state' | 'subitems_board_id'>[]> {
    const where: Filter<BoardRecord>[] = [{ board_folder_id: { $in: place.folderIds } }];
    if (place.workspaceId) where.push({ workspace_id: place.workspaceId });
    return this.boards
      .find(
        { account_id: this.viewer.accountId, parent_board_id: { $exists: false }, $or: where },
        { projection: { _id: 1, state: 1, subitems_board_id: 1 } },
      )
      .sort({ _id: 1 })
      .toArray();
  }

  /** Sets the state of boards of the account, and of their subitems boards, whoever may see them. */
  async setStates(ids: string[], state: BoardState): Promise<void> {
    if (ids.length === 0) return;
    await this.boards.updateMany(
      { account_id: this.viewer.accountId, $or: [{ _id: { $in: ids } }, { parent_board_id: { $in: ids } }] },
      { $set: { state, updated_at: new Date() } },
    );
    this.byId.clearAll();
    await this.changed();
  }

  /** Boards follow their folders into another workspace. */
  async moveFolders(folderIds: string[], workspaceId: string | null): Promise<void> {
    if (folderIds.length === 0) return;
    await this.boards.updateMany(
      { account_id: this.viewer.accountId, board_folder_id: { $in: folderIds } },
      { $set: { workspace_id: workspaceId, updated_at: new Date() } },
    );
    this.byId.clearAll();
    await this.changed();
  }

  /**
   * The subitems board of a board the viewer can see, made on its first subitem as monday.com
   * does: one per board, however many ask at once, with the board's kind, members and state and a
   * single group. Asking again finds it. Its id is claimed under a unique `_id` first
   * (`subitems_boards`), then the board is stored under that id if it is missing, so two requests
   * racing, or a retry after a crash between the steps, end with the same one board.
   */
  async subitemsBoardOf(parentId: string): Promise<BoardRecord> {
    const parent = await this.boards.findOne({
      ...this.ofAccount(),
      _id: parentId,
      state: { $ne: 'deleted' },
    });
    if (!parent || parent.type === 'sub_items_board' || !(await this.sees(parent)))
      throw invalidBoardId(parentId);
    const id = parent.subitems_board_id ?? (await this.claimSubitemsBoardId(parent._id));
    const now = new Date();
    const filter = { _id: id, account_id: this.viewer.accountId, parent_board_id: parent._id };
    const board: Omit<BoardRecord, '_id'> = {
      account_id: this.viewer.accountId,
      name: `Subitems of ${parent.name}`,
      description: null,
      board_kind: parent.board_kind,
      state: parent.state,
      creator_id: this.viewer.userId,
      owner_ids: parent.owner_ids,
      subscriber_ids: parent.subscriber_ids,
      workspace_id: parent.workspace_id ?? null,
      board_folder_id: parent.board_folder_id ?? null,
      team_owner_ids: parent.team_owner_ids ?? [],
      team_subscriber_ids: parent.team_subscriber_ids ?? [],
      ...(parent.edit_permissions ? { edit_permissions: parent.edit_permissions } : {}),
      groups: [SUBITEMS_GROUP],
      type: 'sub_items_board',
      parent_board_id: parent._id,
      created_at: now,
      updated_at: now,
    };
    const stored = await this.boards.findOne(filter);
    if (stored) {
      // Maybe made by a request still on its way to publishing it: published here as well, so
      // the columns a caller reads next are a subitems board's, never a plain board's defaults.
      await this.changed();
      return stored;
    }
    // Another request may store it at the same moment.
    await upserted(() => this.boards.updateOne(filter, { $setOnInsert: board }, { upsert: true }));
    await this.boards.updateOne(
      { _id: parent._id, account_id: this.viewer.accountId },
      { $set: { subitems_board_id: id } },
    );
    this.byId.clear(parent._id);
    await this.changed();
    const made = await this.boards.findOne(filter);
    if (!made) throw new Error(`subitems board ${id} of board ${parent._id} could not be stored`);
    return made;
  }

  /** The id of a board's subitems board: the first claim under `<account>:<board>` wins. */
  private async claimSubitemsBoardId(parentId: string): Promise<string> {
    const claims = this.db.collection<{ _id: string; board_id: string }>('subitems_boards');
    const key = `${this.viewer.accountId}:${parentId}`;
    const held = await claims.findOne({ _id: key });
    if (held) return held.board_id;
    const board_id = await nextId(this.db, 'boards', BOARD_ID_BASE);
    try {
      await claims.insertOne({ _id: key, board_id });
      return board_id;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const winner = await claims.findOne({ _id: key });
    if (!winner) throw new Error(`the subitems board claim of board ${parentId} vanished`);
    return winner.board_id;
  }
}

export const POSITION_STEP = 65536;

/** A position between two neighbours (or beyond the first/last), as monday.com's numeric strings. */
export function positionBetween(before: number | undefined, after: number | undefined): string {
  if (before === undefined && after === undefined) return String(POSITION_STEP);
  if (before === undefined) return String((after as number) - POSITION_STEP);
  if (after === undefined) return String(before + POSITION_STEP);
  return String((before + after) / 2);
}
