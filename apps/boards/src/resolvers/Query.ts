import type { BoardKind, BoardRecord, BoardState } from '../data/boards';
import { boardsOf, type BoardsContext } from '../context';
import { idList, pageLimit, pageNumber } from '@workapi/service-kit';

interface BoardsArgs {
  ids?: string[] | null;
  limit?: number | null;
  page?: number | null;
  state?: BoardState | 'all' | null;
  board_kind?: BoardKind | null;
}

export const Query = {
  boards(_: unknown, args: BoardsArgs, context: BoardsContext): Promise<BoardRecord[]> {
    return boardsOf(context).list({
      ids: idList(args.ids),
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
      state: args.state ?? 'active',
      kind: args.board_kind ?? undefined,
    });
  },
};
