import type { ColumnRecord, ColumnType } from '../data/columns';
import { columnsOf, type ColumnsContext } from '../context';
import type { ReadContext } from '../values';
import { peopleIds } from '../values/people';

/** What the gateway hands over about an item (its key plus the fields `column_values` requires). */
interface ItemReference {
  id: string;
  board?: { id: string } | null;
  created_at?: string | null;
  updated_at?: string | null;
  creator_id?: string | null;
  updater_id?: string | null;
}

export interface ColumnValueView {
  column: ColumnRecord;
  stored: unknown;
  read: ReadContext;
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
    const shown = columns.filter(
      (column) =>
        column.type !== 'name' &&
        (!args.ids || args.ids.includes(column.id)) &&
        (!args.types || args.types.includes(column.type)),
    );
    const named = shown.flatMap((column) => (column.type === 'people' ? peopleIds(stored[column.id]) : []));
    const names = named.length > 0 ? await context.userNames(named) : new Map<string, string>();
    const read: ReadContext = {
      item: {
        id: String(item.id),
        created_at: new Date(item.created_at ?? 0),
        updated_at: new Date(item.updated_at ?? item.created_at ?? 0),
        creator_id: String(item.creator_id ?? ''),
        updater_id: item.updater_id ?? null,
      },
      userName: (id) => names.get(String(id)),
    };
    return shown.map((column) => ({ column, stored: stored[column.id] ?? null, read }));
  },
};
