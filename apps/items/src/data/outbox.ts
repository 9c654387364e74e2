import type { OutboxFields as StoredOutbox } from '@workapi/stores';
import type { ActivityLogEntry } from './activity-logs';
import type { EventAudience } from './item-write';

/*
 * How a document stores what its change emitted (README, Webhooks): an outbox, written in the same
 * insert or update as the change (a new item's, on FerretDB, in a carrier inserted with it: libs/stores
 * `insertWithOutbox`), which the relay (webhooks/delivery.ts) hands on: deliveries to
 * the queue, activity entries to the board's log (data/activity-logs.ts) and, from them, the
 * notifications they send (notifications/relay.ts). What a change emits is
 * the webhooks' business (webhooks/events.ts `Outbox`); how it is stored is the documents'.
 */

/** One delivery waiting in the outbox: to one webhook, with its body as sent. */
export interface DeliveryEntry {
  webhook_id: string;
  account_id: string;
  /** The JSON body, `{"event": {...}}`, as it will be sent (and signed) on every try. */
  body: string;
  created_at: Date;
}

/** One event waiting for the board's activity log. */
export interface ActivityEntry {
  activity: ActivityLogEntry;
  /** Whom the event concerns beyond its data, for its notifications (item-write.ts `EventAudience`). */
  audience?: EventAudience;
  /**
   * The id of the first event of the change that emitted this one, where a change emitted several
   * (change_multiple_column_values): a follower is told of one change once (notifications/relay.ts).
   */
  change?: string;
}

export type OutboxEntry = DeliveryEntry | ActivityEntry;

export const isActivity = (entry: OutboxEntry): entry is ActivityEntry => 'activity' in entry;

/** Outbox entries by id: a delivery's (monday.com's `triggerUuid`) or an activity entry's, each unique. */
export type OutboxEntries = Record<string, OutboxEntry>;

/** The fields a document keeps its pending deliveries and activity entries in (libs/stores outbox.ts). */
export type OutboxFields = StoredOutbox<OutboxEntry>;

export { outboxFields, outboxUpdate } from '@workapi/stores';
