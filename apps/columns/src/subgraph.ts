import DataLoader from 'dataloader';
import { schemaBeside, type SubgraphDefinition } from '@workapi/service-kit';
import { ColumnsRepository, columnIndexes } from './data/columns';
import { columnsOf, type ColumnsContext } from './context';
import { evaluate, type EvaluateRequest } from './evaluate';
import { Board } from './resolvers/Board';
import { Column } from './resolvers/Column';
import { columnValueResolvers } from './resolvers/ColumnValue';
import { Item } from './resolvers/Item';
import { Mutation } from './resolvers/Mutation';
import { applyWrites, prepareWrites, requestedFromMap, writeOptions } from './writes';

export const typeDefs = schemaBeside(__dirname);

export function columnsSubgraph(): SubgraphDefinition<ColumnsContext> {
  return {
    name: 'columns',
    typeDefs,
    resolvers: { Mutation, Board, Item, Column, ...columnValueResolvers() },
    indexes: columnIndexes,
    createContext(scope, db) {
      const namesOf = (payload: { user_ids?: string[] }) =>
        scope.call<Record<string, string>>('boards', 'user-names', payload);
      let all: Promise<Map<string, string>> | undefined;
      const byId = new DataLoader<string, string | null>(async (ids) => {
        const found = await namesOf({ user_ids: [...ids] });
        return ids.map((id) => found[id] ?? null);
      });
      return {
        ...scope,
        columns: scope.caller ? new ColumnsRepository(db, scope.caller.accountId) : null,
        async userNames(ids) {
          if (!ids) return (all ??= namesOf({}).then((found) => new Map(Object.entries(found))));
          const wanted = [...new Set(ids)];
          const names = await byId.loadMany(wanted);
          return new Map(
            wanted.flatMap((id, index) => {
              const name = names[index];
              return typeof name === 'string' ? [[id, name] as const] : [];
            }),
          );
        },
      };
    },
    internalWrites: ['default-columns', 'write-values', 'copy-values'],
    internal: {
      /** Called by the boards subgraph while a new board is still invisible (see docs/consistency.md). */
      async 'default-columns'(payload, context) {
        const boardId = String((payload as { board_id?: unknown } | null)?.board_id ?? '');
        await columnsOf(context).createDefaults(boardId);
        return { ok: true };
      },
      /** create_item's column_values: all checked first, then stored, while the item is still invisible. */
      async 'write-values'(payload, context) {
        const { board_id, item_id, column_values, create_labels_if_missing } = payload as {
          board_id: string;
          item_id: string;
          column_values: unknown;
          create_labels_if_missing?: boolean;
        };
        const repository = columnsOf(context);
        const columns = await repository.ofBoard.load(String(board_id));
        const requested = requestedFromMap(column_values).filter((entry) => entry.columnId !== 'name');
        const options = await writeOptions(context, columns, requested, create_labels_if_missing ?? false);
        const prepared = prepareWrites(columns, requested, options);
        await applyWrites(repository, String(board_id), String(item_id), prepared);
        return { ok: true };
      },
      /** items_page rules and sorts on column values (see evaluate.ts). */
      evaluate: (payload, context) => evaluate(payload as EvaluateRequest, context),
      /** duplicate_item and duplicate_group: the copies get the originals' values. */
      async 'copy-values'(payload, context) {
        const { board_id, pairs } = payload as {
          board_id: string;
          pairs: Array<{ from: string; to: string }>;
        };
        await columnsOf(context).copyValues(String(board_id), pairs);
        return { ok: true };
      },
    },
  };
}
