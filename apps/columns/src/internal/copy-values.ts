import { endpoints, internalHandler } from '@workapi/internal';
import { columnsOf, type ColumnsContext } from '../context';

/** duplicate_item and duplicate_group: the copies get the originals' values. */
export const copyValues = internalHandler({
  endpoint: endpoints.columns.copyValues,
  writes: true,
  async handle({ board_id, pairs }, context: ColumnsContext) {
    await columnsOf(context).copyValues(board_id, pairs);
    return { ok: true as const };
  },
});
