import { openLoop, perWindow, pickWeighted, seededRandom } from './openLoop';

describe('openLoop', () => {
  it('sends on schedule while no answer has come back (the rate does not wait for the server)', async () => {
    const answers: Array<() => void> = [];
    const sentBeforeAnyAnswer: number[] = [];
    const result = await openLoop({
      rate: 400,
      seconds: 0.25,
      maxInFlight: 1_000,
      fire: (n) => {
        sentBeforeAnyAnswer.push(n);
        // Nobody answers until every request is out; then all answer at once.
        const answered = new Promise<void>((resolve) => answers.push(resolve));
        if (answers.length === 100) for (const answer of answers) answer();
        return answered;
      },
    });
    expect(result).toMatchObject({ due: 100, sent: 100, shed: 0, maxInFlight: 100 });
    expect(sentBeforeAnyAnswer).toEqual(Array.from({ length: 100 }, (_, n) => n));
  });

  it('sheds what is due while maxInFlight wait, and waits for every answer before it returns', async () => {
    let settled = 0;
    // The answers come long after the last request was due (0.1 s), however slow the machine.
    const answered = new Promise((resolve) => setTimeout(resolve, 1_500));
    const result = await openLoop({
      rate: 500,
      seconds: 0.1,
      maxInFlight: 10,
      fire: () =>
        answered.then(() => {
          settled += 1;
        }),
    });
    expect(result).toMatchObject({ due: 50, sent: 10, shed: 40, maxInFlight: 10 });
    expect(settled).toBe(10);
  });

  it('counts a request that fails like one that answers', async () => {
    const result = await openLoop({
      rate: 1_000,
      seconds: 0.01,
      maxInFlight: 100,
      fire: () => Promise.reject(new Error('connection refused')),
    });
    expect(result).toMatchObject({ due: 10, sent: 10, shed: 0 });
  });
});

describe('perWindow', () => {
  it('gives each minute its own percentiles, the last one partial', () => {
    const samples = [
      ...Array.from({ length: 100 }, (_, n) => ({ atMs: n * 600, ms: n < 50 ? 10 : 20 })),
      { atMs: 60_000, ms: 500 },
      { atMs: 61_000, ms: 700 },
    ];
    const windows = perWindow(samples, 60_000);
    expect(windows.map((window) => window.from)).toEqual([0, 60_000]);
    expect(windows[0].stats).toMatchObject({ n: 100, p50: 10, p95: 20, p99: 20 });
    expect(windows[1].stats).toMatchObject({ n: 2, p50: 500, p99: 700 });
  });
});

describe('pickWeighted', () => {
  it('picks in proportion to the weights, the same way for the same seed', () => {
    const random = seededRandom(7);
    const counts = { read: 0, write: 0, never: 0 };
    for (let n = 0; n < 10_000; n += 1) counts[pickWeighted({ read: 3, write: 1, never: 0 }, random)] += 1;
    expect(counts.never).toBe(0);
    expect(counts.read / counts.write).toBeGreaterThan(2.7);
    expect(counts.read / counts.write).toBeLessThan(3.3);
    const again = seededRandom(7);
    const first = seededRandom(7);
    expect(Array.from({ length: 5 }, again)).toEqual(Array.from({ length: 5 }, first));
  });
});
