import { invalidArgument } from '@workapi/errors';
import { endpoints, internalHandler, type AnswerOf } from '@workapi/internal';
import { matchesRule } from '@workapi/rules';
import type { ColumnRecord } from '../data/columns';
import { columnsOf, type ColumnsContext } from '../context';
import type { ReadContext } from '../values';
import { peopleIds } from '../values/people';
import { sortKeyOf, subjectOf } from '../values/subjects';

/**
 * Rules and sort keys over column values, for items_page in the items subgraph: one call per
 * page, whatever the number of items (docs/items-page.md). An item's outcome for a leaf is
 * `exceptions.includes(id) ? !empty_matches : empty_matches`.
 */
export const evaluate = internalHandler({
  endpoint: endpoints.columns.evaluate,
  writes: false,
  async handle(request, context: ColumnsContext) {
    const repository = columnsOf(context);
    const boardIds = request.board_ids;
    const columns = new Map<string, ColumnRecord>();
    for (const column of (await repository.ofBoard.loadMany(boardIds)).flatMap((list) =>
      list instanceof Error ? [] : list,
    )) {
      columns.set(`${column.board_id}/${column.id}`, column);
    }
    const known = new Set([...columns.values()].map((column) => column.id));
    for (const id of [...request.leaves.map((leaf) => leaf.column_id), ...request.sort]) {
      if (!known.has(id)) throw invalidArgument(`Column ${id} does not exist on the queried boards`);
    }
    const wanted = [...new Set([...request.leaves.map((leaf) => leaf.column_id), ...request.sort])];
    const stored = wanted.length > 0 ? await repository.valuesIn(boardIds, wanted, request.item_ids) : [];
    const named = stored.flatMap((value) =>
      columns.get(`${value.board_id}/${value.column_id}`)?.type === 'people' ? peopleIds(value.value) : [],
    );
    const names = named.length > 0 ? await context.userNames(named) : new Map<string, string>();
    const read: ReadContext = {
      item: { id: '', created_at: new Date(0), updated_at: new Date(0), creator_id: '', updater_id: null },
      userName: (id) => names.get(id),
    };
    const now = new Date();
    const anyColumn = (id: string) =>
      [...columns.values()].find((column) => column.id === id) as ColumnRecord;
    const answer: AnswerOf<typeof endpoints.columns.evaluate> = {
      leaves: request.leaves.map((leaf) => ({
        empty_matches: matchesRule(leaf, subjectOf(anyColumn(leaf.column_id), null, read), now),
        exceptions: [],
      })),
      keys: {},
    };
    for (const value of stored) {
      const column = columns.get(`${value.board_id}/${value.column_id}`);
      if (!column) continue;
      request.leaves.forEach((leaf, index) => {
        if (leaf.column_id !== column.id) return;
        const outcome = matchesRule(leaf, subjectOf(column, value.value as never, read), now);
        if (outcome !== answer.leaves[index].empty_matches)
          answer.leaves[index].exceptions.push(value.item_id);
      });
      const position = request.sort.indexOf(column.id);
      if (position >= 0) {
        const keys = (answer.keys[value.item_id] ??= request.sort.map(() => null));
        keys[position] = sortKeyOf(column, value.value as never, read);
      }
    }
    return answer;
  },
});
