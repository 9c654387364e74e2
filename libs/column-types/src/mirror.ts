import { invalidArgument } from '@workapi/errors';
import { valueKey, type ColumnDefinition, type ColumnType } from './columns';
import { readOnly } from './read-only';
import { linkedIdsOf } from './relations';
import type { ColumnTypeHandler } from './types';
import type { ColumnValueView, LinkedItem, ReadContext } from './view';

/*
 * mirror: shows columns of the items a relation column of the same item links to. Nothing is
 * copied: the linked items' values are read when the mirror is, so a change to them shows on the
 * next read.
 */

/** The columns a mirror shows on each linked board. */
interface Displayed {
  board_id: string;
  column_ids: string[];
}

interface MirroredItem {
  linked_item: LinkedItem;
  linked_board_id: string;
  linked_board: { __typename: 'Board'; id: string };
  mirrored_value: ColumnValueView | null;
}

const RELATIONS: ReadonlySet<ColumnType> = new Set(['board_relation', 'dependency']);

const relationIdsOf = (settings: Record<string, unknown>): string[] => {
  const chosen = settings.relation_column;
  return typeof chosen === 'object' && chosen !== null
    ? Object.entries(chosen)
        .filter(([, on]) => on === true)
        .map(([id]) => id)
    : [];
};

const displayedOf = (settings: Record<string, unknown>): Displayed[] =>
  Array.isArray(settings.displayed_linked_columns) ? settings.displayed_linked_columns : [];

/** Each linked item with each of its mirrored values (one entry without a value when its board shows none). */
async function mirroredItems(column: ColumnDefinition, read: ReadContext): Promise<MirroredItem[]> {
  const relationIds = relationIdsOf(column.settings);
  const relations = (read.row?.columns ?? []).filter(
    (candidate) => relationIds.includes(candidate.id) && RELATIONS.has(candidate.type),
  );
  const ids = [
    ...new Set(relations.flatMap((relation) => linkedIdsOf(read.row?.values[valueKey(relation)]))),
  ];
  const items = read.linked && ids.length > 0 ? await read.linked.shown(ids) : [];
  const displayed = displayedOf(column.settings);
  const perItem = await Promise.all(
    items.map(async (item) => {
      const columnIds = displayed
        .filter((entry) => entry.board_id === item.board_id)
        .flatMap((entry) => entry.column_ids);
      const views = columnIds.length > 0 && read.linked ? await read.linked.values(item, columnIds) : [];
      const entry = {
        linked_item: item,
        linked_board_id: item.board_id,
        linked_board: { __typename: 'Board' as const, id: item.board_id },
      };
      return views.length === 0
        ? [{ ...entry, mirrored_value: null }]
        : views.map((view) => ({ ...entry, mirrored_value: view }));
    }),
  );
  return perItem.flat();
}

/**
 * The mirror's settings (`{"relation_column": {"<id>": true}, "displayed_linked_columns":
 * [{"board_id": "…", "column_ids": ["status"]}]}`): the relation columns must be the board's.
 */
function checkSettings(
  input: Record<string, unknown>,
  previous: Record<string, unknown>,
  columns: readonly ColumnDefinition[],
): Record<string, unknown> {
  const settings = { ...previous, ...input };
  for (const id of relationIdsOf(settings)) {
    if (!columns.some((candidate) => candidate.id === id && RELATIONS.has(candidate.type)))
      throw invalidArgument(
        `relation_column names ${id}, which is not a connected boards column of this board`,
      );
  }
  const displayed = settings.displayed_linked_columns ?? [];
  const entries = Array.isArray(displayed) ? displayed : [null];
  const shown = entries.map((entry) => {
    const { board_id: boardId, column_ids: columnIds } = (entry ?? {}) as Record<string, unknown>;
    const valid =
      (typeof boardId === 'string' || typeof boardId === 'number') &&
      Array.isArray(columnIds) &&
      columnIds.every((id) => typeof id === 'string');
    if (!valid)
      throw invalidArgument('displayed_linked_columns is a list of {"board_id": "…", "column_ids": ["…"]}');
    return { board_id: String(boardId), column_ids: columnIds as string[] };
  });
  return { ...settings, displayed_linked_columns: shown };
}

type HandlerOf = (type: ColumnType) => ColumnTypeHandler;

/** mirror: read-only; monday.com gives it no text and no value, its answer is display_value. */
export const mirrorColumn = (handlerOf: HandlerOf) =>
  readOnly<null>('mirror', {
    graphqlType: 'MirrorValue',
    text: () => null,
    value: () => null,
    checkSettings,
    fields: {
      mirrored_items: (_stored, column, read) => mirroredItems(column, read),
      display_value: async (_stored, column, read) =>
        (await mirroredItems(column, read))
          .map(({ mirrored_value: view }) =>
            view ? handlerOf(view.column.type).text(view.stored, view.column, view.read) : null,
          )
          .filter((text): text is string => Boolean(text))
          .join(', '),
    },
  });
