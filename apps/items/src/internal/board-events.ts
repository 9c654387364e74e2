import { endpoints, internalHandler, type BoardEvent } from '@workapi/internal';
import { forbidden } from '@workapi/errors';
import { boardEventsOf, webhooksOf, type ItemsContext } from '../context';
import { Outbox } from '../webhooks/events';

/**
 * Board events the boards and columns subgraphs relay from their outboxes (libs/internal
 * board-events.ts), all of the caller's account: each becomes its activity entry and, for webhooks
 * listening (create_column), its deliveries, kept in the inbox by event id (data/board-events.ts)
 * until this subgraph's relay hands them on, so an event given twice is kept once.
 */
export const boardEvents = internalHandler({
  endpoint: endpoints.items.boardEvents,
  // Nothing an item read shows changes: the entries reach the log through the relay.
  changesData: false,
  async handle({ events }, context: ItemsContext) {
    const accountId = context.caller?.accountId;
    if (events.some((event) => event.account_id !== accountId))
      throw forbidden("Board events are accepted only from their own account's subgraphs");
    const byBoard = new Map<string, BoardEvent[]>();
    for (const event of events) byBoard.set(event.board_id, [...(byBoard.get(event.board_id) ?? []), event]);
    const webhooks = webhooksOf(context).repository;
    const entries = [];
    for (const [boardId, onBoard] of byBoard) {
      const listening = await webhooks.ofBoard(boardId);
      for (const event of onBoard) {
        const outbox = new Outbox(listening, { accountId: event.account_id, userId: event.user_id, boardId });
        entries.push([event.id, outbox.relayed(event)] as const);
      }
    }
    await boardEventsOf(context).receive(accountId as string, entries);
    return { events: events.length };
  },
});
