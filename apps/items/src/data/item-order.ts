/**
 * Where an item stands in board order (a group's items, items_page's default order): the
 * position change_item_position gave it, else its id, so items never moved stay oldest first and
 * a moved one sits between its new neighbours without renumbering them.
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
