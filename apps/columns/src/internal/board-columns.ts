import type { ColumnDefinition } from '@workapi/column-types';
import { endpoints, internalHandler } from '@workapi/internal';
import { columnsOf, type ColumnsContext } from '../context';

/**
 * A reader's Redis lost these boards' published columns (or they expired): the columns as stored
 * now, published again for the next reader. Boards of another account have none.
 */
export const boardColumns = internalHandler({
  endpoint: endpoints.columns.boardColumns,
  changesData: false,
  async handle({ board_ids }, context: ColumnsContext) {
    const repository = columnsOf(context);
    const account = context.caller?.accountId ?? '';
    const answer: Record<string, ColumnDefinition[]> = {};
    for (const boardId of board_ids) {
      // Read inside the refill: after it drew its version, so a later change always wins.
      answer[boardId] = await context.publisher.refill(
        account,
        'columns',
        boardId,
        async () => (await repository.current([boardId])).get(boardId) ?? [],
      );
    }
    return answer;
  },
});
