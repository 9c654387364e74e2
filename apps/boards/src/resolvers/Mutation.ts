import type { BoardKind, BoardRecord } from '../data/boards';
import { boardsOf, type BoardsContext } from '../context';
import { name } from '@workapi/service-kit';

interface CreateBoardArgs {
  board_name: string;
  board_kind: BoardKind;
  description?: string | null;
  empty?: boolean | null;
}

export const Mutation = {
  /**
   * The board stays invisible until the columns subgraph has made its default columns; if that
   * fails the board is discarded, so no client ever sees a board without its columns.
   */
  async create_board(_: unknown, args: CreateBoardArgs, context: BoardsContext): Promise<BoardRecord> {
    const boards = boardsOf(context);
    const board = await boards.createPending({
      name: name(args.board_name, 'board_name'),
      kind: args.board_kind,
      description: args.description ?? null,
    });
    try {
      await context.columns.createDefaultColumns(board._id);
    } catch (error) {
      await boards.discard(board._id);
      throw error;
    }
    await boards.publish(board._id);
    delete board.pending;
    return board;
  },
};
