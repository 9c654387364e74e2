import { setTimeout as sleep } from 'node:timers/promises';

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
