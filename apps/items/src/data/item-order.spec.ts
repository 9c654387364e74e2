import { placeAt, rankBetween, rankOf } from './item-order';

describe('board order of items', () => {
  it('ranks an item never moved by its id, a moved one by its position', () => {
    expect(rankOf('2000000007')).toBe(2000000007);
    expect(rankOf('2000000007', null)).toBe(2000000007);
    expect(rankOf('2000000007', 2000000001.5)).toBe(2000000001.5);
  });

  it('places between two neighbours, or past the first or the last', () => {
    expect(rankBetween(2000000001, 2000000002)).toBe(2000000001.5);
    expect(rankBetween(undefined, 2000000001)).toBe(2000000000);
    expect(rankBetween(2000000009, undefined)).toBe(2000000010);
    expect(rankBetween(undefined, undefined)).toBeNull();
  });

  it('says when a gap has no number left, rather than placing onto a neighbour', () => {
    let after = 2000000002;
    let moves = 0;
    for (let rank = rankBetween(2000000001, after); rank !== null; rank = rankBetween(2000000001, after)) {
      expect(rank).toBeGreaterThan(2000000001);
      expect(rank).toBeLessThan(after);
      after = rank;
      moves += 1;
    }
    expect(moves).toBeGreaterThanOrEqual(20);
  });

  /** The board order after placing an item at `at`: the others' ranks renumbered, the item's among them. */
  function placed(ranks: number[], at: number): number[] {
    const { rank, renumbered } = placeAt(ranks, at);
    const others = ranks.map((old, index) => renumbered.get(index) ?? old);
    return [...others.slice(0, at), rank, ...others.slice(at)];
  }

  const ascending = (ranks: number[]) => ranks.every((rank, index) => index === 0 || rank > ranks[index - 1]);

  it('places between neighbours without renumbering while they leave room', () => {
    expect(placeAt([2000000001, 2000000002], 1)).toEqual({ rank: 2000000001.5, renumbered: new Map() });
    expect(placeAt([2000000001, 2000000002], 2).rank).toBe(2000000003);
  });

  it('spreads a crowded run when its gap is full, keeping every item in its order', () => {
    let ranks = [2000000001, 2000000002, 2000000003, 2000000004];
    let renumbered = 0;
    // A thousand moves into the same gap, just above the last item.
    for (let move = 0; move < 1000; move += 1) {
      const at = ranks.length - 1;
      renumbered += placeAt(ranks, at).renumbered.size;
      ranks = placed(ranks, at);
      expect(ascending(ranks)).toBe(true);
    }
    expect(ranks.at(-1)).toBe(2000000004);
    // Runs stay short: each spread makes room for many more moves, so few items are rewritten per move.
    expect(renumbered / 1000).toBeLessThan(32);
  });

  it('spreads up from the top of the board when every gap below is full, never past the last item', () => {
    const ranks = [2000000001, 2000000001, 2000000001, 2000000001];
    const after = placed(ranks, 2);
    expect(ascending(after)).toBe(true);
    expect(after.at(-1)).toBe(2000000001);
  });
});
