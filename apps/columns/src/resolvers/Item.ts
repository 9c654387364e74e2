import type { ColumnRecord, ColumnType } from '../data/columns';
import { columnsOf, type ColumnsContext } from '../context';

interface ItemReference {
  id: string;
  board?: { id: string } | null;
}

export interface ColumnValueView {
  column: ColumnRecord;
  value: unknown;
}

export const Item = {
  async column_values(
    item: ItemReference,
    args: { ids?: string[] | null; types?: ColumnType[] | null },
    context: ColumnsContext,
  ): Promise<ColumnValueView[]> {
    if (!item.board) return [];
    const repository = columnsOf(context);
    const [columns, stored] = await Promise.all([
      repository.ofBoard.load(String(item.board.id)),
      repository.valuesOfItem.load(String(item.id)),
    ]);
    const byColumn = new Map(stored.map((entry) => [entry.column_id, entry.value]));
    return columns
      .filter((column) => column.type !== 'name')
      .filter(
        (column) =>
          (!args.ids || args.ids.includes(column.id)) && (!args.types || args.types.includes(column.type)),
      )
      .map((column) => ({ column, value: byColumn.get(column.id) ?? null }));
  },
};
