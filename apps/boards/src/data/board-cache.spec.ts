import { BoardCache } from './board-cache';
import type { BoardRecord } from './boards';

/** A stored board of `account` with a description of about a million characters. */
const board = (account: number): BoardRecord =>
  ({
    _id: '10',
    account_id: String(account),
    name: `Board of ${account}`,
    description: 'x'.repeat(1_000_000),
    groups: [{ id: 'topics', title: 'Group Title', color: '#579bfc', position: '1' }],
  }) as unknown as BoardRecord;

describe('the boards a process holds', () => {
  it("holds what its memory bound allows across accounts: one account's large boards push boards out", () => {
    const cache = new BoardCache();
    for (let account = 0; account < 100; account += 1) cache.keep('1', [board(account)]);
    // 100 boards of about 2 MB each: 64 MiB hold the newest 30 or so (20,000 by count before).
    const kept = Array.from({ length: 100 }, (_, account) => account).filter(
      (account) => cache.held(String(account), ['10'], '1').size > 0,
    );
    expect(kept.at(-1)).toBe(99);
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.length).toBeLessThan(40);
    // The least recently kept went first.
    expect(kept[0]).toBeGreaterThan(60);
  });

  it('answers a board only under the version it was read under', () => {
    const cache = new BoardCache();
    cache.keep('1', [board(7)]);
    expect(cache.held('7', ['10'], '1').get('10')?.name).toBe('Board of 7');
    expect(cache.held('7', ['10'], '2').size).toBe(0);
    expect(cache.held('8', ['10'], '1').size).toBe(0);
  });
});
