import type { BoardResolvers } from '../generated/graphql';
import { shownWith } from '@workapi/column-types';
import { columnsOf } from '../context';

export const Board = {
  async columns(board, args, context) {
    const columns = await columnsOf(context).ofBoard(String(board.id));
    return columns.filter(
      (column) =>
        (!args.ids || args.ids.includes(column.id)) &&
        (!args.types || args.types.includes(column.type)) &&
        shownWith(column, args.capabilities),
    );
  },
} satisfies BoardResolvers;
