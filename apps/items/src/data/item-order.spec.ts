import { rankBetween, rankOf } from './item-order';

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
});
