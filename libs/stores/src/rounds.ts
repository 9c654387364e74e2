/**
 * Background work done in rounds (outbox relays, sweeps): `round` runs every `intervalMs`, one
 * round at a time (a round that overruns delays the next, never overlaps it), a failed round is
 * told to `onError` and tried again at the next tick. The timer never keeps a process alive;
 * `stop` lets the round under way finish, and starts no other.
 */
export interface Rounds {
  stop(): Promise<void>;
}

export function everyInterval(
  intervalMs: number,
  round: () => Promise<unknown>,
  onError: (error: Error) => void,
): Rounds {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : round().catch(onError)));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
