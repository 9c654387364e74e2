import type { ColumnRecord, ColumnType } from '../data/columns';
import { columnsOf, type ColumnsContext } from '../context';

interface ColumnsArgs {
  ids?: string[] | null;
  types?: ColumnType[] | null;
}

export const Board = {
  async columns(board: { id: string }, args: ColumnsArgs, context: ColumnsContext): Promise<ColumnRecord[]> {
    const columns = await columnsOf(context).ofBoard.load(String(board.id));
    return columns.filter(
      (column) =>
        (!args.ids || args.ids.includes(column.id)) && (!args.types || args.types.includes(column.type)),
    );
  },
};
