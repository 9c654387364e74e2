/**
 * Where an item stands in board order (a group's items, items_page's default order): the
 * position change_item_position gave it, else its id, so items never moved stay oldest first and
 * a moved one sits between its new neighbours, mostly without renumbering them.
 */
export const rankOf = (id: string, position?: number | null): number => position ?? Number(id);

/**
 * A rank strictly between two neighbours' ranks, one past the last when `after` is missing, one
 * before the first when `before` is; null when two neighbours leave no number between them (after
 * some twenty moves into one gap: ranks near item ids keep about twenty bits below the unit).
 */
export function rankBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined) return after === undefined ? null : after - 1;
  if (after === undefined) return before + 1;
  const middle = (before + after) / 2;
  return middle > before && middle < after ? middle : null;
}

/**
 * The least room a spread leaves between two neighbours: about ten more moves into each gap
 * before the next spread, at the ranks of item ids (about 2^31, where a double keeps 22 bits below
 * the unit).
 */
const LEAST_ROOM = 2 ** -12;

/** The room a spread leaves where the run reaches the top of the board, below which ranks are free. */
const ROOM_AT_TOP = 1;

/**
 * An item's place at index `at` of its board's order, given the ranks of the board's other items
 * in that order (ascending): its rank, and the new ranks of the others that must make room for it
 * (by index into `ranks`; none while the neighbours leave a number between them). When they leave
 * none, the smallest run around the place whose outer neighbours leave `LEAST_ROOM` per gap is
 * spread evenly between them, the run doubling until they do; a run that reaches the top of the
 * board always has room, as nothing bounds it from above. The last item is never renumbered (a
 * place at either end always has room), so new items, ranked by their ids, still come after it.
 */
export function placeAt(
  ranks: readonly number[],
  at: number,
): { rank: number; renumbered: Map<number, number> } {
  const rank = rankBetween(ranks[at - 1], ranks[at]);
  if (rank !== null) return { rank, renumbered: new Map() };
  // The run, as indexes into `ranks` with the item between `at - 1` and `at`: [first, last].
  for (let width = 1; ; width *= 2) {
    const first = Math.max(0, at - width);
    const last = Math.min(ranks.length - 2, at - 1 + width);
    const count = last - first + 2;
    const above = ranks[first - 1];
    const below = ranks[last + 1];
    const step = first === 0 ? ROOM_AT_TOP : (below - above) / (count + 1);
    if (first > 0 && step < LEAST_ROOM) continue;
    const start = first === 0 ? below - step * (count + 1) : above;
    const renumbered = new Map<number, number>();
    for (let index = first; index <= last; index += 1)
      renumbered.set(index, start + step * (index - first + (index < at ? 1 : 2)));
    return { rank: start + step * (at - first + 1), renumbered };
  }
}
