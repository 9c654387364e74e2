import { invalidColumnId } from '@workapi/errors';
import { endpoints, internalHandler } from '@workapi/internal';
import { columnsOf, writableBoard, type ColumnsContext } from '../context';

/**
 * Stores the settings a value write of the items subgraph derived, with the labels its values
 * create, by compare-and-set on the column's `settings_version`: only while the column is still at
 * the version they were derived from, so concurrent writes creating labels never take the same
 * index or lose one. The column comes back as stored now, saying whether it holds these settings;
 * when it does not, the caller derives them again from it (apps/items/src/changes/values.ts). The
 * labels are made in one place, the caller's `prepareValues` (libs/column-types).
 *
 * Not a change of its own for the account's change counter (`changesData: false`): its one caller
 * is a value write, a mutation, which raises the counter before it starts and after it ends.
 */
export const addLabels = internalHandler({
  endpoint: endpoints.columns.addLabels,
  changesData: false,
  async handle({ board_id, column_id, settings, version }, context: ColumnsContext) {
    const { id: boardId } = await writableBoard(context, board_id, 'content');
    const repository = columnsOf(context);
    const read = async () => {
      const column = (await repository.current([boardId]))
        .get(boardId)
        ?.find((entry) => entry.id === column_id);
      if (!column || column.type === 'name') throw invalidColumnId(column_id);
      return column;
    };
    const column = await read();
    if ((column.settings_version ?? 0) === version) {
      if (await repository.replaceSettings(boardId, column_id, settings, version))
        return { column: { ...column, settings, settings_version: version + 1 }, stored: true };
      // Another write came first, between the read and the change: answer it as it is now.
      return { column: await read(), stored: false };
    }
    return { column, stored: false };
  },
});
