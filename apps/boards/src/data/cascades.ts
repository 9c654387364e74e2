import { randomBytes } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import type { IndexPlan } from '@workapi/stores';
import type { BoardState, GroupRecord } from './boards';

export type CascadeKind =
  | 'delete_board'
  | 'archive_group'
  | 'delete_group'
  | 'duplicate_group'
  | 'duplicate_board'
  | 'delete_folder'
  | 'delete_workspace';

/**
 * A board or group change that the items subgraph must follow (docs/consistency.md). It is stored
 * before anything changes and removed once every step is done, so a crash or a timeout between
 * the steps leaves it here for the reconciler to finish. Its id keys every step's work.
 */
export interface CascadeRecord {
  _id: string;
  kind: CascadeKind;
  account_id: string;
  /** Who asked: the reconciler acts as them. */
  user_id: string;
  tier: string;
  /** The asker's role when it asked (absent on cascades stored before roles: a member's). */
  role?: string;
  /** Absent for delete_folder and delete_workspace, which delete every board they hold. */
  board_id?: string;
  /** delete_folder: the folder and every folder below it; delete_workspace: every folder of the workspace. */
  folder_ids?: string[];
  /** delete_workspace: the workspace deleted. */
  workspace_id?: string;
  /** delete_board: the board's subitems board, whose items are deleted with the board's. */
  subitems_board_id?: string;
  /** The group archived or deleted, or the group duplicated. */
  group_id?: string;
  /** duplicate_board: the board made (hidden until its columns exist), and whether it gets the items. */
  copy_board_id?: string;
  with_items?: boolean;
  /** duplicate_board_with_pulses_and_updates: the items' updates are copied too. */
  with_updates?: boolean;
  /** duplicate_group: the new group, shown once its items exist. */
  copy?: GroupRecord;
  /** What the change replaced, so an undo restores exactly that. */
  prior?: {
    board_state?: BoardState;
    group?: Pick<GroupRecord, 'archived' | 'deleted'>;
    /** delete_folder, delete_workspace: the state of each board they held, by id. */
    board_states?: Record<string, BoardState>;
  };
  attempts: number;
  /** The reconciler leaves it alone until then: the request running it holds it meanwhile. */
  next_at: Date;
  created_at: Date;
}

/**
 * Cascades are stored in the collection named `operations`, the name they were first deployed
 * under: renaming a collection is a migration, and a stored cascade must survive a rollout.
 */
const COLLECTION = 'operations';

export const cascadeIndexes: IndexPlan = { [COLLECTION]: [] };

/** While a request runs a cascade (at most the gateway's 30 s wait), the reconciler leaves it alone. */
export const HOLD_MS = 30_000;

export class CascadesRepository {
  private readonly cascades: Collection<CascadeRecord>;

  /** `handedOver`: the reconciler's `wake`, told of every cascade handed to it and when it is due. */
  constructor(
    db: Db,
    private readonly handedOver: (dueInMs: number) => void = () => undefined,
  ) {
    this.cascades = db.collection<CascadeRecord>(COLLECTION);
  }

  async start(
    input: Omit<CascadeRecord, '_id' | 'attempts' | 'next_at' | 'created_at'>,
  ): Promise<CascadeRecord> {
    const now = new Date();
    const record: CascadeRecord = {
      _id: `op_${randomBytes(12).toString('hex')}`,
      ...input,
      attempts: 1,
      next_at: new Date(now.getTime() + HOLD_MS),
      created_at: now,
    };
    await this.cascades.insertOne(record);
    return record;
  }

  /** Hands the cascade to the reconciler, which tries again after `delayMs`. */
  async later(id: string, delayMs: number): Promise<void> {
    await this.cascades.updateOne({ _id: id }, { $set: { next_at: new Date(Date.now() + delayMs) } });
    this.handedOver(delayMs);
  }

  async finish(id: string): Promise<void> {
    await this.cascades.deleteOne({ _id: id });
  }

  /**
   * The unfinished cascades whose time has come, each taken for `HOLD_MS`, and how many are
   * unfinished in all. The collection holds only unfinished cascades, so reading it whole stays
   * cheap.
   */
  async due(): Promise<{ taken: CascadeRecord[]; unfinished: number }> {
    const now = new Date();
    const all = await this.cascades.find({}).toArray();
    const taken: CascadeRecord[] = [];
    for (const op of all.filter((candidate) => candidate.next_at <= now)) {
      const claim = await this.cascades.updateOne(
        { _id: op._id, next_at: op.next_at },
        { $set: { next_at: new Date(now.getTime() + HOLD_MS) }, $inc: { attempts: 1 } },
      );
      if (claim.modifiedCount === 1) taken.push({ ...op, attempts: op.attempts + 1 });
    }
    return { taken, unfinished: all.length };
  }
}
