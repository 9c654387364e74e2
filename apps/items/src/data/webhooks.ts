import type { Collection, Db } from 'mongodb';
import { withFreshId } from '@workapi/stores';
import { HeldUnder } from './held';

/** monday.com's `WebhookEventType` values, all of them, so its clients validate here. */
export const WEBHOOK_EVENT_TYPES = [
  'change_column_value',
  'change_status_column_value',
  'change_subitem_column_value',
  'change_specific_column_value',
  'change_name',
  'create_item',
  'item_archived',
  'item_deleted',
  'item_moved_to_any_group',
  'item_moved_to_specific_group',
  'item_restored',
  'create_subitem',
  'change_subitem_name',
  'move_subitem',
  'subitem_archived',
  'subitem_deleted',
  'create_column',
  'create_update',
  'edit_update',
  'delete_update',
  'create_subitem_update',
  'incoming_notification',
  'when_date_arrived',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a webhook's subscription says: its event and its config (`columnId`, `groupId`). */
export interface Subscription {
  _id: string;
  account_id: string;
  event: WebhookEventType;
  config: { columnId?: string; groupId?: string } | null;
}

export interface WebhookRecord extends Subscription {
  board_id: string;
  url: string;
  /** The key its deliveries are signed with (README, Webhooks); shown to its creator once. */
  signing_secret: string;
  creator_id: string;
  created_at: Date;
}

export const WEBHOOK_ID_BASE = 700_000_000;

/** Lookups are top-level equalities (account and board, or id), which FerretDB pushes down to its index. */
export const webhookIndexes = {
  webhooks: [{ key: { account_id: 1, board_id: 1 }, name: 'account_board' }],
};

/**
 * Webhooks one process holds, across accounts and boards (a board counts one more than its
 * webhooks, so boards without any are held too): a few megabytes, whatever one account makes.
 */
const HELD_WEBHOOKS = 20_000;

/**
 * Boards' webhooks as this process last read them, by `<account>:<board>`, each under the
 * account's `webhooks` version its request read first (`OWNED_KINDS`, libs/reference). Every item
 * write reads its board's webhooks, so an import would otherwise make one database command per
 * item for them; a webhook made or deleted counts the version up before its mutation answers, and
 * the requests after it read the board's webhooks anew.
 */
export class HeldWebhooks extends HeldUnder<WebhookRecord[]> {
  constructor() {
    super({ maxSize: HELD_WEBHOOKS, size: (webhooks) => webhooks.length + 1 });
  }
}

/** What a request's repository holds boards' webhooks with, and how it tells every process of a change. */
export interface WebhooksHeld {
  webhooks: HeldWebhooks;
  /** The account's `webhooks` version as the request read it; null while Redis could not say. */
  version: string | null;
  /** Counts the version up (ReferencePublisher.counted), before the change's mutation answers. */
  changed: () => Promise<void>;
}

/**
 * Webhooks of one account; every query carries the account. Given the process's held webhooks and
 * the version the request read, a board's webhooks are read from the store only when that version
 * moved.
 */
export class WebhooksRepository {
  private readonly webhooks: Collection<WebhookRecord>;
  /** This request changed a webhook: the rest of it reads boards' webhooks from the store. */
  private changed = false;

  constructor(
    private readonly db: Db,
    private readonly viewer: { accountId: string; userId: string },
    private readonly held: WebhooksHeld | null = null,
  ) {
    this.webhooks = db.collection<WebhookRecord>('webhooks');
  }

  create(input: {
    boardId: string;
    url: string;
    event: WebhookEventType;
    config: WebhookRecord['config'];
    signingSecret: string;
  }): Promise<WebhookRecord> {
    return withFreshId(this.db, 'webhooks', WEBHOOK_ID_BASE, 1, async (id) => {
      const record: WebhookRecord = {
        _id: id,
        account_id: this.viewer.accountId,
        board_id: input.boardId,
        url: input.url,
        event: input.event,
        config: input.config,
        signing_secret: input.signingSecret,
        creator_id: this.viewer.userId,
        created_at: new Date(),
      };
      await this.webhooks.insertOne(record);
      await this.forgetHeld();
      return record;
    });
  }

  byId(id: string): Promise<WebhookRecord | null> {
    return this.webhooks.findOne({ _id: id, account_id: this.viewer.accountId });
  }

  /** Deletes a webhook; its deliveries still queued are dropped when their turn comes. */
  async remove(id: string): Promise<void> {
    await this.webhooks.deleteOne({ _id: id, account_id: this.viewer.accountId });
    await this.forgetHeld();
  }

  private async forgetHeld(): Promise<void> {
    this.changed = true;
    this.held?.webhooks.forget(`${this.viewer.accountId}:`);
    await this.held?.changed();
  }

  /** How many webhooks a board has. */
  countOfBoard(boardId: string): Promise<number> {
    return this.webhooks.countDocuments({ account_id: this.viewer.accountId, board_id: boardId });
  }

  /** A board's webhooks, oldest first. */
  ofBoard(boardId: string): Promise<WebhookRecord[]> {
    const read = () =>
      this.webhooks.find({ account_id: this.viewer.accountId, board_id: boardId }).sort({ _id: 1 }).toArray();
    const { held } = this;
    if (!held || held.version === null || this.changed) return read();
    return held.webhooks.heldOr(`${this.viewer.accountId}:${boardId}`, held.version, read);
  }
}
