import type { ItemResolvers } from '../generated/graphql';
import { columnsOf } from '../context';
import type { ReadContext } from '../values';
import { peopleIds } from '../values/people';

export const Item = {
  async column_values(item, args, context) {
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
} satisfies ItemResolvers;
