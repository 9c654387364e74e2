import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EventClock } from './event-clock';

/*
 * Board events: the changes of a board's structure that the boards and columns subgraphs make
 * (groups, columns, the board's own attributes), as they reach the board's activity log and
 * webhooks in the items subgraph (docs/activity.md). The owner stores each in the outbox of the
 * document it changes, in the same write (libs/stores outbox.ts); its relay (event-relay.ts) hands
 * them to the items subgraph (`endpoints.items.boardEvents`), which keeps each once, by its id.
 */

const id = z.string();

export const boardEventSchema = z.object({
  /** The event's id (a UUID): its activity entry's, so an event handed on twice is kept once. */
  id: z.string().uuid(),
  account_id: id,
  board_id: id,
  user_id: id,
  /** monday.com's event name: the activity log's `event`, and for `create_column` its webhook `type`. */
  event: z.string().min(1).max(64),
  /** monday.com's fields of the event, camelCase as in webhook bodies; the activity data is them in snake_case. */
  fields: z.record(z.string(), z.unknown()),
  /** When the change was written (epoch ms), and its place among the events of that millisecond. */
  at: z.number().int().nonnegative(),
  seq: z.number().int().min(0).max(9_999),
  /** What `activity_logs(column_ids, group_ids)` finds it by. */
  column_id: z.string().optional(),
  group_ids: z.array(z.string()).max(2),
});

export type BoardEvent = z.infer<typeof boardEventSchema>;

/** Who changed which board, as every event of that change names it. */
export interface BoardEventScope {
  accountId: string;
  userId: string;
  boardId: string;
}

/** Events one call of the items subgraph carries at most. */
export const MAX_EVENTS_PER_CALL = 200;

/** monday.com's ids are numbers in event bodies; ours are digit strings. */
const numeric = (value: string): number | string => (/^\d{1,15}$/.test(value) ? Number(value) : value);

/** A board event, timed now by this process's clock, with the board it happened on among its fields. */
export function boardEvent(
  scope: BoardEventScope,
  event: string,
  fields: Record<string, unknown>,
  found: { columnId?: string; groupIds?: string[] } = {},
  clock: EventClock = EventClock.process,
): BoardEvent {
  const { at, seq } = clock.next();
  return {
    id: randomUUID(),
    account_id: scope.accountId,
    board_id: scope.boardId,
    user_id: scope.userId,
    event,
    fields: { boardId: numeric(scope.boardId), ...fields },
    at: at.getTime(),
    seq,
    ...(found.columnId ? { column_id: found.columnId } : {}),
    group_ids: found.groupIds ?? [],
  };
}

/** Events by id, as an outbox holds them. */
export const byId = (events: BoardEvent[]): Record<string, BoardEvent> =>
  Object.fromEntries(events.map((event) => [event.id, event]));
