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
});
