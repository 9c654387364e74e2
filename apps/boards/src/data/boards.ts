import DataLoader from 'dataloader';
import type { Collection, Db, Filter } from 'mongodb';
import { loaderById, nextId, type IndexPlan } from '@workapi/service-kit';

export type BoardKind = 'public' | 'private' | 'share';
export type BoardState = 'active' | 'archived' | 'deleted';

export interface GroupRecord {
  id: string;
  title: string;
  color: string;
  position: string;
  archived: boolean;
  deleted: boolean;
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
  groups: GroupRecord[];
  /** Set while a create spanning subgraphs is in progress; such boards are invisible. */
  pending?: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface Viewer {
  accountId: string;
  userId: string;
}

export interface BoardQuery {
  ids?: string[];
  state: BoardState | 'all';
  kind?: BoardKind;
  limit: number;
  page: number;
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
  ],
};

/** Boards of one account as one viewer may see them: private boards only for owners and subscribers. */
export class BoardsRepository {
  private readonly boards: Collection<BoardRecord>;
  readonly byId: DataLoader<string, BoardRecord | null>;

  constructor(
    private readonly db: Db,
    private readonly viewer: Viewer,
  ) {
    this.boards = db.collection<BoardRecord>('boards');
    this.byId = loaderById(this.boards, this.visible());
  }

  private visible(): Filter<BoardRecord> {
    return {
      account_id: this.viewer.accountId,
      pending: { $ne: true },
      $or: [
        { board_kind: { $ne: 'private' } },
        { owner_ids: this.viewer.userId },
        { subscriber_ids: this.viewer.userId },
      ],
    };
  }

  async list(query: BoardQuery): Promise<BoardRecord[]> {
    const filter: Filter<BoardRecord> = { ...this.visible() };
    if (query.ids) filter._id = { $in: query.ids };
    if (query.state !== 'all') filter.state = query.state;
    if (query.kind) filter.board_kind = query.kind;
    return this.boards
      .find(filter)
      .sort({ _id: 1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .toArray();
  }

  /** Inserts a board that stays invisible until `publish`, so a failed multi-subgraph create leaves nothing seen. */
  async createPending(input: {
    name: string;
    kind: BoardKind;
    description: string | null;
  }): Promise<BoardRecord> {
    const now = new Date();
    const board: BoardRecord = {
      _id: await nextId(this.db, 'boards', BOARD_ID_BASE),
      account_id: this.viewer.accountId,
      name: input.name,
      description: input.description,
      board_kind: input.kind,
      state: 'active',
      creator_id: this.viewer.userId,
      owner_ids: [this.viewer.userId],
      subscriber_ids: [this.viewer.userId],
      groups: DEFAULT_GROUPS.map((group, index) => ({
        ...group,
        position: String(65536 * (index + 1)),
        archived: false,
        deleted: false,
      })),
      pending: true,
      created_at: now,
      updated_at: now,
    };
    await this.boards.insertOne(board);
    return board;
  }

  async publish(id: string): Promise<void> {
    await this.boards.updateOne({ _id: id, account_id: this.viewer.accountId }, { $unset: { pending: '' } });
  }

  async discard(id: string): Promise<void> {
    await this.boards.deleteOne({ _id: id, account_id: this.viewer.accountId, pending: true });
  }
}
