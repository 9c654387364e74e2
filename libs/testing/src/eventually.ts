import { setTimeout as sleep } from 'node:timers/promises';
import type { Collection, Document, Filter } from 'mongodb';

/**
 * Reads until `done` holds or `ms` pass, and answers the last reading, for what the house does
 * moments after a write (relays: activity, notifications, subscribers, webhooks). The caller's
 * expectation on the answer is the test; running out of time is not an error of its own.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { ms = 90_000, everyMs = 300 }: { ms?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(everyMs);
    value = await read();
  }
  return value;
}

/**
 * Waits until the relay has cleared the outboxes of the documents `filter` matches, and answers how
 * many still hold one (0 once it has; the caller's expectation is the test). A test that writes
 * those documents itself, beside the API, waits first: FerretDB v1 reads a document, changes it and
 * writes it back whole, so a write overlapping the relay's clearing could be lost (docs/ferretdb.md,
 * the "Updates" row of its table).
 */
export const outboxesCleared = <T extends Document>(
  collection: Collection<T>,
  filter: Filter<T>,
  { ms = 90_000, everyMs = 50 }: { ms?: number; everyMs?: number } = {},
): Promise<number> =>
  eventually(
    () => collection.countDocuments({ ...filter, outbox_pending: true } as Filter<T>),
    (count) => count === 0,
    { ms, everyMs },
  );
