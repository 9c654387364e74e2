import type { ColumnDefinition } from '@workapi/column-types';
import { invalidArgument, invalidColumnId } from '@workapi/errors';

/** One entry of move_item_to_board's `columns_mapping`: a column of the item's board and where its value goes. */
export interface ColumnMapping {
  source: string;
  target?: string | null;
}

/** A column whose value moves, and the column of the target board that receives it. */
export interface ColumnPair {
  source: ColumnDefinition;
  target: ColumnDefinition;
}

const notExpected = (why: string) => invalidArgument(`Columns mapping is not in the expected format: ${why}`);

const formulaMapped = (id: string) =>
  invalidArgument(`Formula columns cannot be mapped: ${id} is a formula column`);

/**
 * Where each column's value goes when an item moves to another board, as monday.com decides it.
 * With a mapping: every column of the source board is listed once (the name moves with the item,
 * and a formula, which holds no value, may be left out), a null target drops the value, and a
 * formula is neither a source nor a target. Without one: the target column of the same type and
 * title, each taken once; a column with none is dropped.
 */
export function columnPairs(
  source: readonly ColumnDefinition[],
  target: readonly ColumnDefinition[],
  mapping?: readonly ColumnMapping[] | null,
): ColumnPair[] {
  const movable = source.filter((column) => column.type !== 'name');
  const receiving = target.filter((column) => column.type !== 'name');
  if (!mapping) return bestMatches(movable, receiving);
  const targets = new Map<string, string | null>();
  for (const entry of mapping) {
    const id = String(entry.source);
    if (id === 'name') continue;
    if (targets.has(id)) throw notExpected(`column ${id} is listed twice`);
    if (!movable.some((column) => column.id === id))
      throw notExpected(`${id} is not a column of the item's board`);
    targets.set(id, entry.target == null ? null : String(entry.target));
  }
  const missing = movable.filter((column) => column.type !== 'formula' && !targets.has(column.id));
  if (missing.length > 0)
    throw notExpected(
      `every column must be listed; missing ${missing.map((column) => column.id).join(', ')}`,
    );
  const pairs: ColumnPair[] = [];
  for (const column of movable) {
    const targetId = targets.get(column.id);
    if (targetId == null) continue;
    const to = receiving.find((candidate) => candidate.id === targetId);
    if (!to) throw invalidColumnId(targetId);
    if (column.type === 'formula') throw formulaMapped(column.id);
    if (to.type === 'formula') throw formulaMapped(to.id);
    if (pairs.some((pair) => pair.target === to))
      throw notExpected(`column ${targetId} is the target of more than one column`);
    pairs.push({ source: column, target: to });
  }
  return pairs;
}

/** monday.com's best match: same type and title (exact first, then ignoring case); formulas hold nothing to move. */
function bestMatches(source: ColumnDefinition[], target: ColumnDefinition[]): ColumnPair[] {
  const free = target.filter((column) => column.type !== 'formula');
  const pairs: ColumnPair[] = [];
  for (const column of source.filter((candidate) => candidate.type !== 'formula')) {
    const sameType = free.filter((candidate) => candidate.type === column.type);
    const match =
      sameType.find((candidate) => candidate.title === column.title) ??
      sameType.find((candidate) => candidate.title.toLowerCase() === column.title.toLowerCase());
    if (!match) continue;
    free.splice(free.indexOf(match), 1);
    pairs.push({ source: column, target: match });
  }
  return pairs;
}
