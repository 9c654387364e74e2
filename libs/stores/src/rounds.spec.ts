import { setTimeout as sleep } from 'node:timers/promises';
import { everyInterval, restingRounds } from './rounds';

describe('everyInterval', () => {
  it('runs one round at a time, goes on after a failed one, and stops after the round under way', async () => {
    let running = 0;
    let most = 0;
    let done = 0;
    const errors: string[] = [];
    const rounds = everyInterval(
      5,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(20);
        running -= 1;
        done += 1;
        if (done === 1) throw new Error('first round failed');
      },
      (error) => errors.push(error.message),
    );
    await sleep(120);
    await rounds.stop();
    const stoppedAt = done;
    expect(running).toBe(0);
    await sleep(60);
    expect(most).toBe(1);
    expect(done).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual(['first round failed']);
    expect(done).toBe(stoppedAt);
  });

  it('follows a round that overran with one more at once, not with one per tick it spanned', async () => {
    let started = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rounds = everyInterval(
      5,
      async () => {
        started += 1;
        if (started === 1) await gate;
      },
      () => undefined,
    );
    // The first round holds for about twenty ticks.
    await sleep(100);
    expect(started).toBe(1);
    release();
    // Only promise callbacks run here, no timer: one round follows at once (there may be more
    // work), not the twenty ticks the first one spanned queued back to back.
    for (let turn = 0; turn < 100; turn += 1) await Promise.resolve();
    expect(started).toBe(2);
    await sleep(30);
    expect(started).toBeGreaterThan(1);
    await rounds.stop();
  });
});

describe('restingRounds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A relay's rounds at 10 ms, resting up to 80 ms; `state.work` is what its rounds find. */
  function relay() {
    const starts: number[] = [];
    let listener: () => void = () => undefined;
    const state = { work: 0 };
    const rounds = restingRounds(
      10,
      80,
      async () => {
        starts.push(Date.now());
        return state.work;
      },
      () => undefined,
      (heard) => {
        listener = heard;
        return () => (listener = () => undefined);
      },
    );
    const gaps = (from = 0) => starts.slice(from + 1).map((at, index) => at - starts[from + index]);
    return { starts, gaps, state, rounds, wake: () => listener() };
  }

  it('keeps its pace while rounds find work, then rests, each pause twice the last, up to the rest', async () => {
    const { starts, gaps, state, rounds } = relay();
    state.work = 3;
    await jest.advanceTimersByTimeAsync(100);
    expect(gaps()).toEqual(Array(9).fill(10));
    const busy = starts.length;
    state.work = 0;
    await jest.advanceTimersByTimeAsync(400);
    // after the last round that found work, four quiet rounds at the full pace, then 20, 40, 80, 80 ... ms apart
    expect(gaps(busy - 1)).toEqual([10, 10, 10, 10, 10, 20, 40, 80, 80, 80]);
    await rounds.stop();
  });

  it('comes back within a tick when this process writes an outbox, and keeps the pace a while', async () => {
    const { starts, gaps, rounds, wake } = relay();
    await jest.advanceTimersByTimeAsync(330);
    expect(gaps().slice(-1)).toEqual([80]);
    const resting = starts.length;
    wake();
    await jest.advanceTimersByTimeAsync(150);
    // resting since 270 ms, next due at 350: the news at 330 brings it to 340, then the full pace
    // for four quiet rounds, then resting again
    expect(gaps(resting - 1).slice(0, 7)).toEqual([70, 10, 10, 10, 10, 20, 40]);
    await rounds.stop();
  });

  it('hears no more news once stopped', async () => {
    const { starts, rounds, wake } = relay();
    await rounds.stop();
    wake();
    await jest.advanceTimersByTimeAsync(200);
    expect(starts).toEqual([]);
  });
});
