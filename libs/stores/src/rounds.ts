/**
 * Background work done in rounds (outbox relays, sweeps): one round at a time (a round that
 * overruns is followed at once by one more, never overlapped, and the ticks it spans are not
 * queued), a failed round is told to `onError` and tried again at the next tick. The timer never
 * keeps a process alive; `stop` lets the round under way finish, and starts no other.
 */
export interface Rounds {
  stop(): Promise<void>;
}

/** Rounds every `intervalMs`. */
export function everyInterval(
  intervalMs: number,
  round: () => Promise<unknown>,
  onError: (error: Error) => void,
): Rounds {
  return paced(round, onError, () => intervalMs, intervalMs);
}

/** Quiet rounds in a row that still keep the full pace, after the last one that found work. */
const AWAKE_ROUNDS = 4;

/**
 * Rounds of a relay that rest while there is nothing to relay: every `intervalMs` while rounds
 * find work (`round` answers how much it did) and for `AWAKE_ROUNDS` rounds after, then each pause
 * twice the last, up to `restMs`. News of work in this process (`onWork`: a write that filled an
 * outbox) brings the next round within `intervalMs` and the full pace back. Work only another
 * process knows of (its writes, should it die before relaying them) waits `restMs` at most.
 */
export function restingRounds(
  intervalMs: number,
  restMs: number,
  round: () => Promise<number>,
  onError: (error: Error) => void,
  onWork: (listener: () => void) => () => void,
): Rounds {
  let quiet = 0;
  const pace = (found: unknown) => {
    quiet = typeof found === 'number' && found > 0 ? 0 : quiet + 1;
    return quiet <= AWAKE_ROUNDS ? intervalMs : Math.min(restMs, intervalMs * 2 ** (quiet - AWAKE_ROUNDS));
  };
  const rounds = paced(round, onError, pace, intervalMs);
  const unsubscribe = onWork(() => {
    quiet = 0;
    rounds.within(intervalMs);
  });
  return {
    async stop() {
      unsubscribe();
      await rounds.stop();
    },
  };
}

/**
 * The rounds themselves: the first after `firstMs`, each next one `pace(what the round answered)`
 * after the start of the one before (at once if it overran).
 */
function paced(
  round: () => Promise<unknown>,
  onError: (error: Error) => void,
  pace: (found: unknown) => number,
  firstMs: number,
): Rounds & { within(ms: number): void } {
  let stopped = false;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let due = 0;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    due = Date.now() + delayMs;
    timer = setTimeout(start, delayMs);
    timer.unref();
  };
  const start = () => {
    if (stopped) return;
    busy = true;
    const began = Date.now();
    let found: unknown;
    running = round()
      .then((answer) => (found = answer), onError)
      .finally(() => {
        busy = false;
        if (stopped) return;
        const delayMs = pace(found) - (Date.now() - began);
        // An overrun round is followed at once (a relay behind keeps going), not one per tick it spanned.
        if (delayMs <= 0) start();
        else schedule(delayMs);
      });
  };
  schedule(firstMs);
  return {
    within(ms) {
      if (!busy && !stopped && due - Date.now() > ms) schedule(ms);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
