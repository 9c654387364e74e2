import { randomUUID } from 'node:crypto';

/**
 * Webhook events as monday.com sends them (API v2 `WebhookEventType`), and the outbox: the entries
 * a change writes into its own document, in the same write, so an event is never lost when a
 * process dies between the change and the delivery (README, Webhooks).
 */

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

/** What a change can emit; the column-value subscriptions are narrower views of `change_column_value`. */
export type EmittedType =
  | 'create_item'
  | 'change_column_value'
  | 'change_name'
  | 'create_update'
  | 'item_archived'
  | 'item_deleted'
  | 'item_moved_to_any_group'
  | 'create_subitem';

/** The event types a webhook can be created for: those some change here emits. */
export const DELIVERED_EVENT_TYPES: readonly WebhookEventType[] = [
  'create_item',
  'change_column_value',
  'change_specific_column_value',
  'change_status_column_value',
  'change_name',
  'create_update',
  'item_archived',
  'item_deleted',
  'item_moved_to_any_group',
  'create_subitem',
];

/** monday.com's `type` in the event body, by what happened. */
const MONDAY_TYPE: Record<EmittedType, string> = {
  create_item: 'create_pulse',
  change_column_value: 'update_column_value',
  change_name: 'update_name',
  create_update: 'create_update',
  item_archived: 'archive_pulse',
  item_deleted: 'delete_pulse',
  item_moved_to_any_group: 'move_pulse_into_group',
  create_subitem: 'create_pulse',
};

/** A change as webhooks see it: what happened, on which column, and monday.com's fields for it. */
export interface WebhookEvent {
  type: EmittedType;
  /** For `change_column_value`: the column, which the narrower subscriptions match on. */
  column?: { id: string; type: string };
  fields: Record<string, unknown>;
}

/** What a webhook's subscription says: its event and its config (`columnId` ...). */
export interface Subscription {
  _id: string;
  account_id: string;
  event: WebhookEventType;
  config: { columnId?: string } | null;
}

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

/** Whether `webhook` wants `event`. */
export function listens(webhook: Subscription, event: WebhookEvent): boolean {
  const columnId = webhook.config?.columnId;
  switch (webhook.event) {
    case 'change_specific_column_value':
      return event.type === 'change_column_value' && event.column?.id === columnId;
    case 'change_status_column_value':
      return (
        event.type === 'change_column_value' &&
        event.column?.type === 'status' &&
        (!columnId || event.column.id === columnId)
      );
    default:
      return webhook.event === event.type;
  }
}

/** monday.com's ids are numbers in event bodies; ours are digit strings. */
export const numeric = (id: string | null | undefined): number | string | null =>
  id == null ? null : /^\d{1,15}$/.test(id) ? Number(id) : id;

/**
 * The single entry point of webhook events: a board's webhooks, read before a change, turn the
 * change's events into the outbox entries written with it (`outboxFields`, `outboxUpdate`). A write
 * whose board has no webhook listening writes nothing more.
 */
export class Outbox {
  constructor(
    private readonly webhooks: Subscription[],
    private readonly userId: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One entry per event and webhook that listens to it, each under its own event id. */
  emit(events: WebhookEvent[]): OutboxEntries {
    const entries: OutboxEntries = {};
    const now = this.clock();
    for (const event of events) {
      for (const webhook of this.webhooks.filter((candidate) => listens(candidate, event))) {
        const id = randomUUID();
        const body = {
          event: {
            app: 'monday',
            type: MONDAY_TYPE[event.type],
            triggerTime: now.toISOString(),
            subscriptionId: numeric(webhook._id),
            userId: numeric(this.userId),
            originalTriggerUuid: null,
            ...event.fields,
            triggerUuid: id,
          },
        };
        entries[id] = {
          webhook_id: webhook._id,
          account_id: webhook.account_id,
          body: JSON.stringify(body),
          created_at: now,
        };
      }
    }
    return entries;
  }
}

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
