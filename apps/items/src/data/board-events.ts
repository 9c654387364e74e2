import type { Collection, Db } from 'mongodb';
import { insertAbsent, outboxFields, outboxIndex, type IndexPlan, type OutboxFields } from '@workapi/stores';
import type { OutboxEntries, OutboxEntry } from './outbox';

/*
 * Board events (groups, columns, board attributes) as the boards and columns subgraphs hand them
 * here (internal/board-events.ts): one document per event, under the event's id, carrying only the
 * outbox of its activity entry and deliveries. The relay (webhooks/delivery.ts) hands them on like
 * any item's, then deletes the document: its entries' ids are drawn from the event's, so an event
 * handed here again after that makes entries the log and the queue already hold.
 */

export const BOARD_EVENTS = 'board_events';

type BoardEventDocument = { _id: string; account_id: string } & OutboxFields<OutboxEntry>;

export const boardEventIndexes: IndexPlan = { [BOARD_EVENTS]: [outboxIndex] };

export class BoardEventsInbox {
  private readonly events: Collection<BoardEventDocument>;

  constructor(db: Db) {
    this.events = db.collection<BoardEventDocument>(BOARD_EVENTS);
  }

  /** Keeps each event's entries by its id; an event still waiting from an earlier call stays as it is. */
  async receive(accountId: string, events: ReadonlyArray<readonly [string, OutboxEntries]>): Promise<void> {
    await insertAbsent(
      this.events,
      events.map(([id, entries]) => ({ _id: id, account_id: accountId, ...outboxFields(entries) })),
    );
  }
}
