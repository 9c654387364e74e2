import { setTimeout as sleep } from 'node:timers/promises';
import { COLUMN_TYPES, type ColumnDefinition } from '@workapi/column-types';
import { invalidColumnId } from '@workapi/errors';
import { endpoints, internalHandler } from '@workapi/internal';
import { columnsOf, writableBoard, type ColumnsContext } from '../context';

const MAX_ATTEMPTS = 10;

/** The column's settings with every label the requested values name (all created, as they would be). */
function withLabels(
  column: ColumnDefinition,
  requested: Array<{ input?: unknown; form: 'json' | 'simple' }>,
): ColumnDefinition {
  const handler = COLUMN_TYPES[column.type];
  let working = column;
  for (const { input, form } of requested) {
    const ctx = { createLabelsIfMissing: true, now: new Date() };
    const { settings } =
      form === 'simple'
        ? handler.fromSimple(String(input ?? ''), working, ctx)
        : handler.fromJson(input, working, ctx);
    if (settings) working = { ...working, settings };
  }
  return working;
}

/**
 * Labels a value write of the items subgraph names and the column lacks: added in one change of
 * the column's settings, by compare-and-set on its `settings_version`, so concurrent writes
 * creating labels never take the same index or lose one. When another write changed the column
 * first, the column is read again and the labels added to what it holds now (jittered backoff,
 * MAX_ATTEMPTS at most). The column comes back as stored, and is published before the answer.
 */
export const addLabels = internalHandler({
  endpoint: endpoints.columns.addLabels,
  writes: true,
  async handle({ board_id, column_id, requested }, context: ColumnsContext) {
    const { id: boardId } = await writableBoard(context, board_id);
    const repository = columnsOf(context);
    for (let attempt = 1; ; attempt += 1) {
      const column = (await repository.current([boardId]))
        .get(boardId)
        ?.find((entry) => entry.id === column_id);
      if (!column || column.type === 'name') throw invalidColumnId(column_id);
      const wanted = withLabels(column, requested);
      if (wanted.settings === column.settings) return column;
      const version = column.settings_version ?? 0;
      if (await repository.replaceSettings(boardId, column_id, wanted.settings, version)) {
        return { ...wanted, settings_version: version + 1 };
      }
      if (attempt === MAX_ATTEMPTS) {
        throw new Error(
          `Column ${column_id} of board ${boardId} kept changing; gave up after ${MAX_ATTEMPTS} attempts`,
        );
      }
      // Jittered, so requests that lost to the same write do not all read again at once.
      await sleep(Math.random() * Math.min(250, 20 * 2 ** attempt));
    }
  },
});
