import type { Collection, Db } from 'mongodb';
import type { Where } from './item-write';
import type { ItemState } from './items';

/**
 * What a board or group operation left for items that arrive after it: a board or group retired
 * in state `state` by operation `op`. One per board, keyed `<account>:<board>`, read by `_id`.
 */
export interface RetirementRecord {
  _id: string;
  account_id: string;
  board_id: string;
  board?: { state: ItemState; op: string };
  groups?: Record<string, { state: ItemState; op: string }>;
}

/** The boards and groups of one account that operations retired (docs/consistency.md). */
export class Retirements {
  private readonly retirements: Collection<RetirementRecord>;

  constructor(
    db: Db,
    private readonly accountId: string,
  ) {
    this.retirements = db.collection<RetirementRecord>('retirements');
  }

  private key(boardId: string): string {
    return `${this.accountId}:${boardId}`;
  }

  /** A board or group retired by `op`: items inserted later take its state. */
  async remember(where: Where, state: ItemState, op: string): Promise<void> {
    const mark = where.groupId ? { [`groups.${where.groupId}`]: { state, op } } : { board: { state, op } };
    await this.retirements.updateOne(
      { _id: this.key(where.boardId) },
      { $set: { account_id: this.accountId, board_id: where.boardId, ...mark } },
      { upsert: true },
    );
  }

  /** What retired a board, and a group of it, that an item arriving now must follow. */
  async of(
    boardId: string,
    groupId: string,
  ): Promise<Pick<RetirementRecord, 'board'> & { group?: { state: ItemState; op: string } }> {
    const retired = await this.retirements.findOne({ _id: this.key(boardId) });
    if (!retired || retired.account_id !== this.accountId) return {};
    return { board: retired.board, group: retired.groups?.[groupId] };
  }

  /** Undoing `op`: later arrivals are no longer retired by it. */
  async forget(boardId: string, op: string): Promise<void> {
    const retired = await this.retirements.findOne({ _id: this.key(boardId) });
    if (!retired || retired.account_id !== this.accountId) return;
    const unset: Record<string, ''> = {};
    if (retired.board?.op === op) unset.board = '';
    for (const [id, group] of Object.entries(retired.groups ?? {})) {
      if (group.op === op) unset[`groups.${id}`] = '';
    }
    if (Object.keys(unset).length > 0)
      await this.retirements.updateOne({ _id: this.key(boardId) }, { $unset: unset });
  }
}
