import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** A full garbage collection, V8's `gc` made available to this process on first use. */
function gc(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/**
 * The heap used once garbage collection frees nothing more: one collection can leave garbage a
 * later one frees (finalizers, a test file before this one in the same worker).
 */
function settledHeapUsed(): number {
  let used = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 8; pass += 1) {
    gc();
    const now = process.memoryUsage().heapUsed;
    if (used - now < 256 * 1024) return now;
    used = now;
  }
  return used;
}

/**
 * What `work` leaves on the heap, in MB: the heap used after it against before it, garbage
 * collected until settled both times. For tests of memory bounds: keep what `work` makes
 * referenced after it (kept by a cache, or returned and held by the test) and its size well above
 * a few MB, which other tests of the worker can move the heap by.
 */
export async function heapGrowthMb(work: () => unknown): Promise<number> {
  const before = settledHeapUsed();
  await work();
  return (settledHeapUsed() - before) / 1e6;
}

/**
 * A query of `aliases` aliased item reads, its own by `n` (about 88 characters an alias, all
 * tokens): what a client sending new documents sends, for the gateway's caches of documents.
 */
export const aliasedItemReads = (n: number, aliases: number): string =>
  `query { ${Array.from(
    { length: aliases },
    (_, at) =>
      `a${n}_${at}: items(ids: [${at}]) { id name column_values { id text value } updates { id body } }`,
  ).join(' ')} }`;
