import { columnValueInvalid, invalidArgument } from '@workapi/errors';
import type { ColumnDefinition, ColumnType } from './columns';
import {
  asObject,
  CLEARED,
  isEmptyInput,
  keyedField,
  type ColumnTypeHandler,
  type WriteContext,
} from './types';
import type { LinkedItem, ReadContext } from './view';

/*
 * board_relation (connected boards) and dependency: a list of items the value links to, written as
 * `{"item_ids": [12345, 23456]}`. The items are read when the value is shown, so a linked item
 * deleted or archived since drops out, and one moved to another board still shows.
 */

/** What a link value stores: the linked items' ids, and when the value was written. */
export interface Links {
  item_ids: string[];
  changed_at: string;
}

type LinkType = Extract<ColumnType, 'board_relation' | 'dependency'>;

const EXAMPLE = '{"item_ids": [12345, 23456]}';

const idOf = (raw: unknown): string | null =>
  (typeof raw === 'number' && Number.isInteger(raw) && raw > 0) ||
  (typeof raw === 'string' && /^\d+$/.test(raw.trim()))
    ? String(raw).trim()
    : null;

/**
 * The ids a write names, as far as they can be read, and no more than a value may link (the write
 * itself refuses the rest).
 */
function itemsNamed(input: unknown): string[] {
  const list =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? requestedIds('board_relation', input as Record<string, unknown>)
      : undefined;
  return Array.isArray(list)
    ? list
        .slice(0, MAX_LINKS + 1)
        .map(idOf)
        .filter((id): id is string => id !== null)
    : [];
}

/** The ids a stored link value holds (none for an empty one). */
export const linkedIdsOf = (stored: unknown): string[] =>
  Array.isArray((stored as Links | null)?.item_ids) ? (stored as Links).item_ids : [];

/** The items a link value shows now: those of its ids still shown (ReadContext.linked). */
export const linkedItemsOf = (stored: unknown, read: ReadContext): Promise<LinkedItem[]> =>
  read.linked?.shown(linkedIdsOf(stored)) ?? Promise.resolve([]);

/** Board ids as the settings hold them: strings (monday.com's clients send numbers too). */
function boardIdsOf(raw: unknown): string[] {
  if (raw == null) return [];
  const ids = Array.isArray(raw) ? raw.map(idOf) : [null];
  if (ids.some((id) => id === null)) throw invalidArgument('boardIds must be a list of board ids');
  return [...new Set(ids as string[])];
}

/**
 * The most items one value links: each read of it reads them all (display_value, mirrors), so
 * the value's size is the reads' bound.
 */
export const MAX_LINKS = 1_000;

/**
 * The ids a link value names: `item_ids`, or the form before 2025-04 that older clients still
 * write (`{"linkedPulseIds": [{"linkedPulseId": 1}]}`); a dependency is cleared by
 * `{"dependent_on": {}}` too (null). Undefined for an object of none of these forms, which is a
 * mistake, not a clear.
 */
function requestedIds(type: LinkType, input: Record<string, unknown>): unknown {
  if ('item_ids' in input) return input.item_ids;
  if (Array.isArray(input.linkedPulseIds))
    return input.linkedPulseIds.map((entry: unknown) =>
      entry !== null && typeof entry === 'object'
        ? (entry as { linkedPulseId?: unknown }).linkedPulseId
        : entry,
    );
  if (type === 'dependency' && 'dependent_on' in input && isEmptyInput(input.dependent_on)) return null;
  return undefined;
}

function links(
  type: LinkType,
  input: unknown,
  column: ColumnDefinition,
  ctx: WriteContext,
  boards: readonly string[],
) {
  if (isEmptyInput(input)) return CLEARED;
  const value = asObject(type, input, EXAMPLE);
  const requested = requestedIds(type, value);
  const list = requested === undefined ? keyedField(type, value, 'item_ids', EXAMPLE) : requested;
  if (list == null) return CLEARED;
  if (!Array.isArray(list)) throw columnValueInvalid(type, `item_ids is a list of item ids, like ${EXAMPLE}`);
  const ids = [...new Set(list.map((raw) => idOf(raw) ?? raw))];
  if (ids.length > MAX_LINKS)
    throw columnValueInvalid(
      type,
      `A ${type} value links ${MAX_LINKS} items at most; it named ${ids.length}`,
    );
  for (const id of ids) {
    const item = typeof id === 'string' ? ctx.linkable?.get(id) : undefined;
    if (!item || !boards.includes(item.board_id)) {
      throw columnValueInvalid(
        type,
        type === 'dependency'
          ? `Item ${JSON.stringify(id)} is not an item of this board`
          : `Item ${JSON.stringify(id)} is not an item of a board column ${column.id} connects`,
      );
    }
  }
  if (type === 'board_relation' && column.settings.allowMultipleItems === false && ids.length > 1)
    throw columnValueInvalid(type, `Column ${column.id} links one item at most`);
  return ids.length === 0
    ? CLEARED
    : { stored: { item_ids: ids as string[], changed_at: ctx.now.toISOString() } satisfies Links };
}

/** One handler shape for both: only the boards its items may be on differ. */
function linkColumn(
  type: LinkType,
  graphqlType: 'BoardRelationValue' | 'DependencyValue',
  boardsOf: (column: ColumnDefinition) => readonly string[],
): ColumnTypeHandler<Links> {
  return {
    graphqlType,
    itemsNamed,
    // `any_of`/`not_any_of` compare item ids, as on monday.com.
    identities: (stored) => stored.item_ids,
    // Rules see the links a read shows: `is_empty`, `any_of` and `contains_text` (the linked
    // items' names, as monday.com searches them) leave out items archived, deleted or hidden since.
    ruleView: (stored, _column, read) => {
      if (!read.shownLinks) return { stored, text: '' };
      const shown = stored.item_ids.flatMap((id) => read.shownLinks?.get(id) ?? []);
      return {
        stored: shown.length > 0 ? { ...stored, item_ids: shown.map((item) => item._id) } : null,
        text: shown.map((item) => item.name).join(', '),
      };
    },
    fromJson: (input, column, ctx) => links(type, input, column, ctx, boardsOf(column)),
    fromSimple: (input) => {
      if (input.trim() === '') return CLEARED;
      throw columnValueInvalid(type, `A ${type} value is written as JSON, like ${EXAMPLE}`);
    },
    // monday.com gives both types no text and no value since 2025-04.
    text: () => null,
    value: () => null,
    // Its events carry the links as its values did before: `{"linkedPulseIds": [{"linkedPulseId": 1}]}`.
    eventValue: (stored) =>
      stored ? { linkedPulseIds: stored.item_ids.map((id) => ({ linkedPulseId: Number(id) })) } : null,
    fields: {
      linked_item_ids: async (stored, _column, read) =>
        (await linkedItemsOf(stored, read)).map((item) => item._id),
      linked_items: (stored, _column, read) => linkedItemsOf(stored, read),
      display_value: async (stored, _column, read) =>
        (await linkedItemsOf(stored, read)).map((item) => item.name).join(', '),
      updated_at: (stored) => stored?.changed_at ?? null,
    },
  };
}

const connectedBoards = (column: ColumnDefinition) => boardIdsOf(column.settings.boardIds);

/** board_relation: items of the boards its settings connect (`{"boardIds": [..]}`). */
export const boardRelationColumn: ColumnTypeHandler<Links> = {
  ...linkColumn('board_relation', 'BoardRelationValue', connectedBoards),
  // On another board a link keeps only what a write there could link: items the mover may link to,
  // on boards the target column connects, one at most where it links one. The rest is dropped, not
  // refused: the move decides what the item keeps, as a null target in the mapping does.
  carried: (stored, _column, target, linkable) => {
    const boards = connectedBoards(target);
    const kept = stored.item_ids.filter((id) => boards.includes(linkable.get(id)?.board_id ?? ''));
    return { item_ids: target.settings.allowMultipleItems === false ? kept.slice(0, 1) : kept };
  },
  checkSettings: (input, previous) => {
    const settings = { ...previous, ...input };
    return { ...settings, boardIds: boardIdsOf(settings.boardIds) };
  },
};

/** dependency: predecessors on the item's own board. */
export const dependencyColumn = linkColumn('dependency', 'DependencyValue', (column) => [column.board_id]);
