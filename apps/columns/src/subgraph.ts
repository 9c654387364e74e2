import { schemaBeside, type SubgraphDefinition } from '@workapi/service-kit';
import { ColumnsRepository, columnIndexes } from './data/columns';
import { columnsOf, type ColumnsContext } from './context';
import { Board } from './resolvers/Board';
import { Column } from './resolvers/Column';
import { ColumnValue, columnValueFields } from './resolvers/ColumnValue';
import { Item } from './resolvers/Item';

export const typeDefs = schemaBeside(__dirname);

export function columnsSubgraph(): SubgraphDefinition<ColumnsContext> {
  return {
    name: 'columns',
    typeDefs,
    resolvers: {
      Board,
      Item,
      Column,
      ColumnValue,
      PeopleValue: columnValueFields,
      StatusValue: columnValueFields,
      DateValue: columnValueFields,
      TextValue: columnValueFields,
    },
    indexes: columnIndexes,
    createContext(scope, db) {
      return { ...scope, columns: scope.caller ? new ColumnsRepository(db, scope.caller.accountId) : null };
    },
    internal: {
      /** Called by the boards subgraph while a new board is still invisible (see docs/consistency.md). */
      async 'default-columns'(payload, context) {
        const boardId = String((payload as { board_id?: unknown } | null)?.board_id ?? '');
        await columnsOf(context).createDefaults(boardId);
        return { ok: true };
      },
    },
  };
}
