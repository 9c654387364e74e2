import { endpoints, internalHandler } from '@workapi/internal';
import { columnsOf, type ColumnsContext } from '../context';
import { applyWrites, prepareWrites, requestedFromMap, writeOptions } from '../writes';

/** create_item's column_values: all checked first, then stored, while the item is still invisible. */
export const writeValues = internalHandler({
  endpoint: endpoints.columns.writeValues,
  writes: true,
  async handle({ board_id, item_id, column_values, create_labels_if_missing }, context: ColumnsContext) {
    const repository = columnsOf(context);
    const columns = await repository.ofBoard.load(board_id);
    const requested = requestedFromMap(column_values).filter((entry) => entry.columnId !== 'name');
    const options = await writeOptions(context, columns, requested, create_labels_if_missing ?? false);
    await applyWrites(repository, board_id, item_id, prepareWrites(columns, requested, options));
    return { ok: true as const };
  },
});
