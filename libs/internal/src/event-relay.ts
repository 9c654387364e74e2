import { randomUUID } from 'node:crypto';
import type { Config } from '@workapi/config';
import type { Logger } from '@workapi/logging';
import {
  backgroundMongoClientOf,
  databaseFor,
  onOutboxWork,
  relayOutboxes,
  restingRounds,
  type OutboxSource,
} from '@workapi/stores';
import { MAX_EVENTS_PER_CALL, type BoardEvent } from './board-events';
import { internalCaller } from './call';
import { endpoints } from './contracts';

/*
 * The relay of a subgraph's board events (board-events.ts): every `WEBHOOK_RELAY_INTERVAL_MS` (less
 * often while there is nothing to relay: `restingRounds`), each process reads the documents whose
 * outbox holds events, hands them to the items subgraph (`endpoints.items.boardEvents`, which
 * keeps each once by id), and only then clears the outboxes.
 * A process killed before the clearing leaves the events for the next round, of any replica:
 * handed on again, they change nothing.
 */

export interface BoardEventRelay {
  /** One round; answers how many events it handed on. */
  relay(): Promise<number>;
  stop(): Promise<void>;
}

/** Groups `events` by account, at most `MAX_EVENTS_PER_CALL` a group: one call each, as that account. */
export function callsOf(events: BoardEvent[]): BoardEvent[][] {
  const byAccount = new Map<string, BoardEvent[]>();
  for (const event of events)
    byAccount.set(event.account_id, [...(byAccount.get(event.account_id) ?? []), event]);
  return [...byAccount.values()].flatMap((list) =>
    Array.from({ length: Math.ceil(list.length / MAX_EVENTS_PER_CALL) }, (_, index) =>
      list.slice(index * MAX_EVENTS_PER_CALL, (index + 1) * MAX_EVENTS_PER_CALL),
    ),
  );
}

/**
 * Starts the relay of `subgraph`'s board events from `source`, on a MongoDB client of its own, so
 * its polling never takes a connection a request waits for.
 */
export function startBoardEventRelay(
  config: Config,
  subgraph: 'boards' | 'columns',
  source: OutboxSource,
  logger: Logger,
): BoardEventRelay {
  const mongo = backgroundMongoClientOf(config, `workapi-${subgraph}-events`, 2);
  const db = databaseFor(mongo, config, subgraph);
  const handOn = async (entries: Array<[string, BoardEvent]>) => {
    for (const events of callsOf(entries.map(([, event]) => event))) {
      // The call is made as the account the events belong to; the items subgraph keeps only those.
      const call = internalCaller(config, {
        requestId: `${subgraph}-events-${randomUUID()}`,
        caller: {
          accountId: events[0].account_id,
          userId: events[0].user_id,
          tier: 'internal',
          role: 'member',
        },
      });
      await call(endpoints.items.boardEvents, { events });
    }
  };
  const relay = () => relayOutboxes<BoardEvent>(db, [source], handOn);

  const rounds = restingRounds(
    config.webhooks.relayIntervalMs,
    config.webhooks.relayRestMs,
    relay,
    (error) => logger.warn({ err: error.message }, 'board event relay failed'),
    onOutboxWork,
  );
  return {
    relay,
    async stop() {
      await rounds.stop();
      await mongo.close();
    },
  };
}
