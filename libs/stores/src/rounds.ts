/**
 * Background work done in rounds (outbox relays, sweeps): `round` runs every `intervalMs`, one
 * round at a time (a round that overruns is followed at once by one more, never overlapped, and
 * the ticks it spans are not queued), a failed round is told to `onError` and tried again at the
 * next tick. The timer never keeps a process alive; `stop` lets the round under way finish, and
 * starts no other.
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
  let busy = false;
  let missed = false;
  let running: Promise<unknown> = Promise.resolve();
  const start = () => {
    busy = true;
    missed = false;
    running = round()
      .catch(onError)
      .finally(() => {
        busy = false;
        if (missed && !stopped) start();
      });
  };
  // A tick while a round runs is remembered, not queued: a round that overran is followed at once by
  // one more (a relay behind keeps going), and rounds never pile up one per tick without bound.
  const timer = setInterval(() => {
    if (stopped) return;
    if (busy) missed = true;
    else start();
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
