import { heapGrowth, leastReadings, type HeapSample } from './memoryGrowth';

const MB = 1024 * 1024;

/**
 * A reading every 5 s for 2 minutes: heap used saws between 100 and 140 MB plus `leak` per minute,
 * and a full collection every `gcEvery` readings leaves the heap at its low.
 */
function heap(leakMbPerMinute: number, gcEvery = 4): HeapSample[] {
  let afterFullGc = 90 * MB; // from before the period
  return Array.from({ length: 25 }, (_, n) => {
    const atMs = n * 5_000;
    const low = 100 * MB + (leakMbPerMinute * MB * atMs) / 60_000;
    // No two collections leave exactly the same heap (a repeated reading is no new collection).
    if (n > 0 && n % gcEvery === 0) afterFullGc = low + n;
    return { atMs, heapUsed: low + ((n % gcEvery) / gcEvery) * 40 * MB, afterFullGc };
  });
}

describe('heapGrowth', () => {
  it('passes a heap that only saws between collections, judged on the heap after them', () => {
    const verdict = heapGrowth(heap(0));
    expect(verdict).toMatchObject({ basis: 'after full collections', collections: 6, grew: false });
    expect(verdict.first / MB).toBeCloseTo(100);
    expect(verdict.growth).toBeCloseTo(0);
  });

  it('passes a reading that happens to end high, before a collection', () => {
    const samples = heap(0);
    samples[samples.length - 1].heapUsed = 200 * MB;
    expect(heapGrowth(samples).grew).toBe(false);
  });

  it('fails a heap that holds 10% more after its last full collection than after its first', () => {
    const verdict = heapGrowth(heap(10));
    expect(verdict.basis).toBe('after full collections');
    expect(verdict.grew).toBe(true);
    expect(verdict.growth).toBeGreaterThan(0.1);
  });

  it('passes a slow rise under the limit', () => {
    expect(heapGrowth(heap(2)).grew).toBe(false);
  });

  it('judges a process that hardly collected on its least readings', () => {
    const flat = heap(0, 100);
    expect(heapGrowth(flat)).toMatchObject({ basis: 'least readings', collections: 0, grew: false });
    const rising = flat.map((sample) => ({
      ...sample,
      heapUsed: 100 * MB + (sample.atMs / 1000) * 0.2 * MB,
    }));
    expect(heapGrowth(rising)).toMatchObject({ basis: 'least readings', grew: true });
  });

  it('does not take two collections close together for the whole period', () => {
    const samples = heap(10, 100).map((sample, n) => ({
      ...sample,
      afterFullGc: n >= 22 ? 100 * MB + n * MB : sample.afterFullGc,
    }));
    expect(heapGrowth(samples).basis).toBe('least readings');
  });
});

describe('leastReadings', () => {
  it('wants three readings at least', () => {
    expect(() => leastReadings([{ atMs: 0, bytes: 1 }])).toThrow('3 samples or more');
  });
});
