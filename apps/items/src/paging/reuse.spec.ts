import { FirstPageReuse } from './reuse';
import type { RememberedSnapshot, SnapshotStore } from './snapshots';

/** Snapshot names as Redis keeps them, in memory. */
function snapshotsInMemory() {
  const named = new Map<string, RememberedSnapshot>();
  const store = {
    remember: async (key: string, entry: RememberedSnapshot) => void named.set(key, entry),
    recall: async (key: string) => named.get(key) ?? null,
  } as unknown as SnapshotStore;
  return { store, named };
}

describe('first pages that reuse a snapshot', () => {
  it('are computed once when the same first page is asked twenty times at once', async () => {
    const { store } = snapshotsInMemory();
    const reuse = new FirstPageReuse(store);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await reuse.remember('k', { snapshot: 's1', length: 9 });
      return 'computed';
    };
    const pages = await Promise.all(
      Array.from({ length: 20 }, () =>
        reuse.firstPage('k', async ({ snapshot }) => `reused ${snapshot}`, compute),
      ),
    );
    expect(computed).toBe(1);
    expect(pages.filter((page) => page === 'computed')).toHaveLength(1);
    expect(pages.filter((page) => page === 'reused s1')).toHaveLength(19);
  });

  it('computes again when the remembered snapshot is gone', async () => {
    const { store } = snapshotsInMemory();
    const reuse = new FirstPageReuse(store);
    await reuse.remember('k', { snapshot: 'expired', length: 3 });
    expect(
      await reuse.firstPage(
        'k',
        async () => null,
        async () => 'computed',
      ),
    ).toBe('computed');
  });

  it('are named by query, boards, the account’s write count and the day', () => {
    const day = new Date('2026-11-24T10:00:00Z');
    const key = FirstPageReuse.keyOf('q', ['1'], '7', day);
    expect(FirstPageReuse.keyOf('q', ['1'], '7', new Date('2026-11-24T23:00:00Z'))).toBe(key);
    for (const other of [
      FirstPageReuse.keyOf('q2', ['1'], '7', day),
      FirstPageReuse.keyOf('q', ['1', '2'], '7', day),
      FirstPageReuse.keyOf('q', ['1'], '8', day),
      FirstPageReuse.keyOf('q', ['1'], '7', new Date('2026-11-25T00:00:00Z')),
    ])
      expect(other).not.toBe(key);
  });
});
