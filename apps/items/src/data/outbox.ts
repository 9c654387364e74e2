/*
 * How a document stores the webhook deliveries its change emitted (README, Webhooks): an outbox,
 * written in the same insert or update as the change, which the relay (webhooks/delivery.ts) hands
 * to the queue. Which deliveries a change emits is the webhooks' business (webhooks/events.ts
 * `Outbox`); how they are stored is the documents'.
 */

/** One delivery waiting in the outbox: to one webhook, with its body as sent. */
export interface OutboxEntry {
  webhook_id: string;
  account_id: string;
  /** The JSON body, `{"event": {...}}`, as it will be sent (and signed) on every try. */
  body: string;
  created_at: Date;
}

/** Outbox entries by event id (monday.com's `triggerUuid`), unique per delivery. */
export type OutboxEntries = Record<string, OutboxEntry>;

/** The fields a document keeps its pending deliveries in (README, Webhooks). */
export interface OutboxFields {
  /** Deliveries not yet handed to the queue, by event id. */
  outbox?: OutboxEntries;
  /** Set while `outbox` holds entries: the relay finds documents by this one equality. */
  outbox_pending?: true;
  /** The last write's mark: the relay clears the outbox only if no write added to it meanwhile. */
  outbox_token?: string;
}

/** What an insert stores beside its own fields. */
export function outboxFields(entries: OutboxEntries): OutboxFields {
  const ids = Object.keys(entries);
  if (ids.length === 0) return {};
  return { outbox: entries, outbox_pending: true, outbox_token: ids[ids.length - 1] };
}

/** What an update `$set`s beside its own fields, adding to what the outbox already holds. */
export function outboxUpdate(entries: OutboxEntries): Record<string, unknown> {
  const ids = Object.keys(entries);
  if (ids.length === 0) return {};
  return {
    ...Object.fromEntries(ids.map((id) => [`outbox.${id}`, entries[id]])),
    outbox_pending: true,
    outbox_token: ids[ids.length - 1],
  };
}
