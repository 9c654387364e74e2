import { createHash, randomUUID } from 'node:crypto';
import { EventClock, type BoardEvent } from '@workapi/internal';
import type { OutboxEntries } from '../data/outbox';
import type { Viewer } from '../data/items';
import type { ItemEvent, ItemEventType } from '../data/item-write';
import type { Subscription, WebhooksRepository, WebhookEventType } from '../data/webhooks';
import { activityEntry, boardActivityEntry } from '../activity/entry';

/**
 * Webhook events as monday.com sends them (API v2 `WebhookEventType`), and the outbox: the entries
 * a change writes into its own document, in the same write, so an event is never lost when a
 * process dies between the change and the delivery or its activity entry (README, Webhooks;
 * docs/activity.md).
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
  'item_moved_to_specific_group',
  'create_subitem',
  'change_subitem_column_value',
  'change_subitem_name',
  'subitem_archived',
  'subitem_deleted',
  'create_subitem_update',
  'edit_update',
  'delete_update',
  'create_column',
];

/** monday.com's `type` in the event body, and its activity log's `event`, by what happened. */
export const MONDAY_TYPE: Record<ItemEventType, string> = {
  create_item: 'create_pulse',
  change_column_value: 'update_column_value',
  change_name: 'update_name',
  create_update: 'create_update',
  item_archived: 'archive_pulse',
  item_deleted: 'delete_pulse',
  item_moved_to_any_group: 'move_pulse_into_group',
  create_subitem: 'create_pulse',
  change_subitem_column_value: 'update_column_value',
  change_subitem_name: 'update_name',
  subitem_archived: 'archive_pulse',
  subitem_deleted: 'delete_pulse',
  create_subitem_update: 'create_update',
  edit_update: 'edit_update',
  delete_update: 'delete_update',
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
    case 'item_moved_to_specific_group':
      return event.type === 'item_moved_to_any_group' && event.fields.destGroupId === webhook.config?.groupId;
    default:
      return webhook.event === event.type;
  }
}

/** monday.com's ids are numbers in event bodies; ours are digit strings. */
export const numeric = (id: string | null | undefined): number | string | null =>
  id == null ? null : /^\d{1,15}$/.test(id) ? Number(id) : id;

/** Who changed which board: the board whose webhooks hear the change and whose log keeps it. */
export interface ChangeScope extends Viewer {
  boardId: string;
}

/**
 * The single entry point of item events, for their two readers: a board's webhooks, read before a
 * change, and its activity log. `emit` turns the change's events into the outbox entries written
 * with it (data/outbox.ts): one activity entry per event, and one delivery per webhook listening.
 */
export class Outbox {
  constructor(
    private readonly webhooks: Subscription[],
    private readonly scope: ChangeScope,
    private readonly clock: EventClock = EventClock.process,
  ) {}

  /** The outbox of a board's webhooks as they stand now, for a change by `viewer`. */
  static async ofBoard(webhooks: WebhooksRepository, boardId: string, viewer: Viewer): Promise<Outbox> {
    return new Outbox(await webhooks.ofBoard(boardId), { ...viewer, boardId });
  }

  /** One activity entry per event, and one delivery per event and webhook that listens to it, each under its own id. */
  emit(events: ItemEvent[]): OutboxEntries {
    const entries: OutboxEntries = {};
    let change: string | undefined;
    for (const event of events) {
      const { at, seq } = this.clock.next();
      const type = MONDAY_TYPE[event.type];
      const id = randomUUID();
      change ??= id;
      entries[id] = {
        activity: activityEntry(event, type, this.scope, at, seq),
        ...(event.audience && { audience: event.audience }),
        ...(events.length > 1 && { change }),
      };
      for (const webhook of this.webhooks.filter((candidate) => listens(candidate, event))) {
        const id = randomUUID();
        entries[id] = this.delivery(webhook, id, type, at, event.fields);
      }
    }
    return entries;
  }

  /**
   * A board event of the boards or columns subgraph (libs/internal board-events.ts): its activity
   * entry under the event's own id, and its deliveries under ids drawn from it and the webhook, so
   * the event handed on twice makes the same entries, kept once.
   */
  relayed(event: BoardEvent): OutboxEntries {
    const at = new Date(event.at);
    const entries: OutboxEntries = { [event.id]: { activity: boardActivityEntry(event, at) } };
    for (const webhook of this.webhooks.filter((candidate) => candidate.event === event.event)) {
      const id = derivedId(event.id, webhook._id);
      entries[id] = this.delivery(webhook, id, event.event, at, event.fields);
    }
    return entries;
  }

  /** The delivery of one event to one webhook, with monday.com's body, under `id` (its `triggerUuid`). */
  private delivery(
    webhook: Subscription,
    id: string,
    type: string,
    at: Date,
    fields: Record<string, unknown>,
  ): OutboxEntries[string] {
    const body = {
      event: {
        app: 'monday',
        type,
        triggerTime: at.toISOString(),
        subscriptionId: numeric(webhook._id),
        userId: numeric(this.scope.userId),
        originalTriggerUuid: null,
        ...fields,
        triggerUuid: id,
      },
    };
    return {
      webhook_id: webhook._id,
      account_id: webhook.account_id,
      body: JSON.stringify(body),
      created_at: at,
    };
  }
}

/** A UUID drawn from an event's and a webhook's ids: the same pair always gives the same one. */
function derivedId(eventId: string, webhookId: string): string {
  const hex = createHash('sha256').update(`${eventId}/${webhookId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
