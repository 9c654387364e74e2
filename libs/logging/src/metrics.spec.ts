import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { metricsText } from './metrics';

/** `name value` lines of the exposition, comments left out. */
async function scrape(): Promise<Map<string, number>> {
  const { body } = await metricsText();
  return new Map(
    body
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
  );
}

describe('GET /metrics memory readings', () => {
  it('serves the resident size and the heap used, read at the scrape', async () => {
    const before = await scrape();
    const held = Array.from({ length: 200_000 }, (_, n) => ({ n }));
    const after = await scrape();
    expect(before.get('process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(after.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(
      (before.get('nodejs_heap_size_used_bytes') ?? 0) + 1_000_000,
    );
    expect(after.get('nodejs_external_memory_bytes')).toBeGreaterThan(0);
    expect(held).toHaveLength(200_000);
  });

  it('serves the heap used after the last full collection', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const garbage = Array.from({ length: 200_000 }, (_, n) => ({ n }));
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const kept = (await scrape()).get('nodejs_heap_used_after_full_gc_bytes') ?? 0;
    garbage.length = 0;
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await scrape();
    // The second collection freed the array: the reading follows what the heap still holds.
    expect(kept - (after.get('nodejs_heap_used_after_full_gc_bytes') ?? 0)).toBeGreaterThan(1_000_000);
    expect(after.get('nodejs_heap_used_after_full_gc_bytes')).toBeGreaterThan(1_000_000);
    expect(after.get('nodejs_heap_used_after_full_gc_bytes')).toBeLessThanOrEqual(
      after.get('nodejs_heap_size_used_bytes') ?? 0,
    );
  });

  it('serves no other process metrics (the Node version stays private)', async () => {
    const names = [...(await scrape()).keys()].filter((name) => !name.startsWith('workapi_'));
    expect(names.sort()).toEqual([
      'nodejs_external_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_used_after_full_gc_bytes',
      'process_resident_memory_bytes',
    ]);
  });
});
