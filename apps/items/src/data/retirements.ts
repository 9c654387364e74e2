import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { versionsKey } from '@workapi/reference';
import type { RedisClient } from '@workapi/stores';
import { HeldUnder } from './held';
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

/** The field of the account's versions hash (libs/reference `versionsKey`) that names its retirements' state. */
const RETIREMENTS_FIELD = 'retirements';
/** Boards whose retirement one process holds, across accounts. */
const HELD_BOARDS = 10_000;

/**
 * The token of an account's retirements in Redis: a new random one each time an operation
 * remembers or forgets one, so two states never share a token (not even after Redis lost its
 * data). An insert reads it after its document is stored: while it is the token a board's
 * retirement was read under, that retirement still stands (docs/consistency.md).
 */
export class RetirementTokens {
  constructor(private readonly redis: RedisClient) {}

  /** The token now; null when Redis cannot say (the insert then reads the store). */
  async current(accountId: string): Promise<string | null> {
    try {
      const key = versionsKey(accountId);
      const token = await this.redis.hget(key, RETIREMENTS_FIELD);
      if (token) return token;
      // None yet (or Redis lost it): one is set, and whichever was set first is the token.
      await this.redis.hsetnx(key, RETIREMENTS_FIELD, randomUUID());
      return await this.redis.hget(key, RETIREMENTS_FIELD);
    } catch {
      return null;
    }
  }

  /** A new token, before the operation's bulk change; throws when Redis refuses, failing its step. */
  async renew(accountId: string): Promise<void> {
    await this.redis.hset(versionsKey(accountId), RETIREMENTS_FIELD, randomUUID());
  }
}

/** Boards' retirements as this process last read them, by `<account>:<board>`, each under the token read just before. */
export class HeldRetirements {
  readonly records = new HeldUnder<RetirementRecord | null>({ maxSize: HELD_BOARDS });

  constructor(readonly tokens: RetirementTokens) {}
}

/**
 * The boards and groups of one account that operations retired (docs/consistency.md). Given the
 * process's held retirements, an insert's check reads the store only when an operation changed
 * the account's retirements since the board's was read: a Redis read instead of a database one.
 */
export class Retirements {
  private readonly retirements: Collection<RetirementRecord>;

  constructor(
    db: Db,
    private readonly accountId: string,
    private readonly held: HeldRetirements | null = null,
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
    await this.held?.tokens.renew(this.accountId);
  }

  /** What retired a board, and a group of it, that an item arriving now must follow. */
  async of(
    boardId: string,
    groupId: string,
  ): Promise<Pick<RetirementRecord, 'board'> & { group?: { state: ItemState; op: string } }> {
    const key = this.key(boardId);
    const read = () => this.retirements.findOne({ _id: key });
    // Read after the insert and before the store: an operation that remembers a retirement later
    // renews the token only after storing it, and changes the items after that, this one included.
    const { held } = this;
    const token = held ? await held.tokens.current(this.accountId) : null;
    const retired = held && token !== null ? await held.records.heldOr(key, token, read) : await read();
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
    if (Object.keys(unset).length > 0) {
      await this.retirements.updateOne({ _id: this.key(boardId) }, { $unset: unset });
      await this.held?.tokens.renew(this.accountId);
    }
  }
}
