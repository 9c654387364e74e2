import type { MongoClient } from 'mongodb';

/**
 * Waits until the board events of a stack's earlier writes (a board, a column) are handed on: out
 * of the boards' and columns' outboxes, and through the items subgraph's relay, which reads their
 * board's webhooks and keeps their activity entries. A measurement of a request's database
 * commands would otherwise count that work, which no request of its own makes.
 */
export async function boardEventsHandedOn(mongo: MongoClient, mongoDbPrefix: string): Promise<void> {
  const pending = async () =>
    (await mongo
      .db(`${mongoDbPrefix}_boards`)
      .collection('boards')
      .countDocuments({ outbox_pending: true })) +
    (await mongo
      .db(`${mongoDbPrefix}_columns`)
      .collection('columns')
      .countDocuments({ outbox_pending: true })) +
    (await mongo.db(`${mongoDbPrefix}_items`).collection('board_events').countDocuments({}));
  const deadline = Date.now() + 30_000;
  while ((await pending()) > 0) {
    if (Date.now() > deadline) throw new Error('board events waited 30 s to be handed on');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
