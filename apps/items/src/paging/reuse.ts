import { digestOf } from '@workapi/cursor';
import type { RememberedSnapshot, SnapshotStore } from './snapshots';

/**
 * How long a first page's snapshot is offered to the same query while the account's data stands
 * still. Bounded, so a write whose final raise of the counter was lost (a crash, Redis away) and
 * rules relative to today are stale for two minutes at most.
 */
export const REUSE_SECONDS = 120;

/**
 * First pages that reuse a snapshot (docs/items-page.md): while the account's change counter
 * stands still, the same query over the same boards has the same ordered ids, so a first page made
 * then is offered, under a key of query, boards, counter and UTC day, to the same first page asked
 * again. The same first page asked while it is being computed in this process waits for it and
 * reuses its snapshot: twenty clients opening one large board at once read it once.
 */
export class FirstPageReuse {
  /** First pages being computed in this process, by reuse key. */
  private readonly computing = new Map<string, Promise<void>>();

  constructor(private readonly snapshots: SnapshotStore) {}

  static keyOf(queryDigest: string, boards: string[], changeCount: string, now = new Date()): string {
    return digestOf({ d: queryDigest, boards, changeCount, day: now.toISOString().slice(0, 10) });
  }

  /**
   * `reuse` reads a remembered snapshot as a page (null when there is none, or it is gone);
   * `compute` makes the page from the items (and remembers its snapshot when it may).
   */
  async firstPage<Page>(
    key: string,
    reuse: (remembered: RememberedSnapshot) => Promise<Page | null>,
    compute: () => Promise<Page>,
  ): Promise<Page> {
    const reused = await this.reused(key, reuse);
    if (reused) return reused;
    const running = this.computing.get(key);
    if (running) {
      await running;
      const after = await this.reused(key, reuse);
      if (after) return after;
    }
    let done = () => undefined as void;
    this.computing.set(key, new Promise<void>((resolve) => (done = resolve)));
    try {
      return await compute();
    } finally {
      this.computing.delete(key);
      done();
    }
  }

  /** Offers a computed first page's snapshot under `key` (only when no write overlapped its making). */
  remember(key: string, snapshot: RememberedSnapshot): Promise<void> {
    return this.snapshots.remember(key, snapshot, REUSE_SECONDS);
  }

  private async reused<Page>(
    key: string,
    reuse: (remembered: RememberedSnapshot) => Promise<Page | null>,
  ): Promise<Page | null> {
    const remembered = await this.snapshots.recall(key);
    return remembered ? reuse(remembered) : null;
  }
}
