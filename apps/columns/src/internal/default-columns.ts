import { endpoints, internalHandler } from '@workapi/internal';
import { columnsOf, type ColumnsContext } from '../context';

/** Called by the boards subgraph while a new board is still invisible (see docs/consistency.md). */
export const defaultColumns = internalHandler({
  endpoint: endpoints.columns.defaultColumns,
  writes: true,
  async handle({ board_id }, context: ColumnsContext) {
    await columnsOf(context).createDefaults(board_id);
    return { ok: true as const };
  },
});
