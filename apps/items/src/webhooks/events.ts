import { randomUUID } from 'node:crypto';
import type { OutboxEntries } from '../data/outbox';
import type { ItemEvent, ItemEventType } from '../data/item-write';
import type { Subscription, WebhooksRepository, WebhookEventType } from '../data/webhooks';

/**
 * Webhook events as monday.com sends them (API v2 `WebhookEventType`), and the outbox: the entries
 * a change writes into its own document, in the same write, so an event is never lost when a
 * process dies between the change and the delivery (README, Webhooks).
 */

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
const MONDAY_TYPE: Record<ItemEventType, string> = {
  create_item: 'create_pulse',
  change_column_value: 'update_column_value',
  change_name: 'update_name',
  create_update: 'create_update',
  item_archived: 'archive_pulse',
  item_deleted: 'delete_pulse',
  item_moved_to_any_group: 'move_pulse_into_group',
  create_subitem: 'create_pulse',
};

/** Whether `webhook` wants `event`. */
export function listens(webhook: Subscription, event: ItemEvent): boolean {
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
 * change's events into the outbox entries written with it (data/outbox.ts). A write
 * whose board has no webhook listening writes nothing more.
 */
export class Outbox {
  constructor(
    private readonly webhooks: Subscription[],
    private readonly userId: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The outbox of a board's webhooks as they stand now, for a change by `userId`. */
  static async ofBoard(webhooks: WebhooksRepository, boardId: string, userId: string): Promise<Outbox> {
    return new Outbox(await webhooks.ofBoard(boardId), userId);
  }

  /** One entry per event and webhook that listens to it, each under its own event id. */
  emit(events: ItemEvent[]): OutboxEntries {
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
