import { endpoints, internalHandler } from '@workapi/internal';
import type { ColumnsContext } from '../context';
import { requestedFromMap, storeValues } from '../writes';

/** create_item's column_values: all checked first, then stored, while the item is still invisible. */
export const writeValues = internalHandler({
  endpoint: endpoints.columns.writeValues,
  writes: true,
  async handle({ board_id, item_id, column_values, create_labels_if_missing }, context: ColumnsContext) {
    const requested = requestedFromMap(column_values).filter((entry) => entry.columnId !== 'name');
    await storeValues(context, board_id, item_id, requested, create_labels_if_missing ?? false);
    return { ok: true as const };
  },
});
