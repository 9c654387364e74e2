import { setTimeout as sleep } from 'node:timers/promises';
import { everyInterval } from './rounds';

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
