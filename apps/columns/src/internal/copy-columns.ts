import { invalidBoardId } from '@workapi/errors';
import { endpoints, internalHandler } from '@workapi/internal';
import { mayRead, NOBODY } from '@workapi/reference';
import { columnsOf, type ColumnsContext } from '../context';

/**
 * duplicate_board's columns step, called by the boards subgraph's operation with the board it
 * made: the new board stays hidden until its columns exist, so only the source board is checked
 * against what the caller may see. Idempotent (`ColumnsRepository.copyBoard`).
 */
export const copyColumns = internalHandler({
  endpoint: endpoints.columns.copyColumns,
  changesData: true,
  async handle({ from_board_id, to_board_id }, context: ColumnsContext) {
    const source = await context.reference?.board(from_board_id);
    if (!mayRead(source, context.caller ?? NOBODY)) throw invalidBoardId(from_board_id);
    return { columns: await columnsOf(context).copyBoard(from_board_id, to_board_id) };
  },
});
