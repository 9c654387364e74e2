import { memoryGrowth } from './memoryGrowth';

const MB = 1024 * 1024;

/** A reading every 5 s for 2 minutes: a collector sawtooth between 100 and 140 MB, plus `leak` per minute. */
function heap(leakMbPerMinute: number) {
  return Array.from({ length: 25 }, (_, n) => {
    const atMs = n * 5_000;
    const saw = ((n % 4) / 3) * 40 * MB;
    return { atMs, bytes: 100 * MB + saw + (leakMbPerMinute * MB * atMs) / 60_000 };
  });
}

describe('memoryGrowth', () => {
  it('passes a heap that only saws up and down between collections', () => {
    const verdict = memoryGrowth(heap(0));
    expect(verdict.grew).toBe(false);
    expect(verdict.growth).toBe(0);
    expect(verdict.first).toBe(100 * MB);
  });

  it('passes a reading that happens to end high, before a collection', () => {
    const samples = heap(0);
    samples[samples.length - 1].bytes = 160 * MB;
    expect(memoryGrowth(samples).grew).toBe(false);
  });

  it('fails a heap whose floor rises by 10% or more over the soak', () => {
    const verdict = memoryGrowth(heap(10));
    expect(verdict.grew).toBe(true);
    expect(verdict.growth).toBeGreaterThan(0.1);
    expect(verdict.slopePerMinute / MB).toBeGreaterThan(5);
  });

  it('passes a slow rise under the limit', () => {
    expect(memoryGrowth(heap(2)).grew).toBe(false);
  });

  it('wants three readings at least', () => {
    expect(() => memoryGrowth(heap(0).slice(0, 2))).toThrow('3 samples or more');
  });
});
