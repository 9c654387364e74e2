import { columnOf } from '../data/column.fixture';
import { testScope } from '@workapi/testing';
import type { ColumnsContext } from '../context';
import type { ColumnsRepository } from '../data/columns';
import { columnValueResolvers } from './ColumnValue';
import type { ColumnValueView } from '../values';
import { Item } from './Item';

const columns = [
  columnOf('name', 'name'),
  columnOf('person', 'people'),
  columnOf('status', 'status', { labels: { '1': 'Done' }, done_colors: [1] }),
  columnOf('notes', 'text'),
  columnOf('log', 'creation_log'),
];

const item = {
  id: '7',
  board: { id: '10' },
  created_at: '2026-06-03T13:25:07.000Z',
  updated_at: '2026-06-04T08:00:00.000Z',
  creator_id: '2',
};

function context(): ColumnsContext & { calls: string[] } {
  const repository = {
    ofBoard: { load: jest.fn(async () => columns) },
    valuesOfItem: {
      load: jest.fn(async () => ({
        notes: 'remember the milk',
        person: { personsAndTeams: [{ id: 2, kind: 'person' }], changed_at: '2026-06-03T00:00:00Z' },
        status: { index: 1, changed_at: '2026-06-03T00:00:00Z' },
      })),
    },
  };
  const scope = testScope({ 'boards/user-names': () => ({ '2': 'Ann Example' }) });
  return {
    ...scope,
    columns: repository as unknown as ColumnsRepository,
    // Only the users the values name are asked for.
    userNames: async (ids) =>
      new Map([...(ids ?? ['2'])].flatMap((id) => (id === '2' ? [[id, 'Ann Example'] as const] : []))),
  };
}

const resolvers = columnValueResolvers();
const field = (view: ColumnValueView, name: string) =>
  resolvers[resolvers.ColumnValue.__resolveType(view)]?.[name](view);

describe('Item.column_values', () => {
  it('has one value per column of the board except the name column, rendered from what is stored', async () => {
    const values = await Item.column_values(item, {}, context());
    expect(values.map((view) => [view.column.id, field(view, 'text'), field(view, 'value')])).toEqual([
      [
        'person',
        'Ann Example',
        JSON.stringify({ personsAndTeams: [{ id: 2, kind: 'person' }], changed_at: '2026-06-03T00:00:00Z' }),
      ],
      ['status', 'Done', JSON.stringify({ index: 1, post_id: null, changed_at: '2026-06-03T00:00:00Z' })],
      ['notes', 'remember the milk', '"remember the milk"'],
      [
        'log',
        '2026-06-03 13:25:07 UTC',
        JSON.stringify({ created_at: '2026-06-03T13:25:07.000Z', creator_id: '2' }),
      ],
    ]);
  });

  it('filters by column ids and types', async () => {
    const byId = await Item.column_values(item, { ids: ['status'] }, context());
    expect(byId.map((view) => view.column.id)).toEqual(['status']);
    const byType = await Item.column_values(item, { types: ['people', 'text'] }, context());
    expect(byType.map((view) => view.column.id)).toEqual(['person', 'notes']);
  });

  it('resolves each value to the GraphQL type of its column type, with its typed fields', async () => {
    const values = await Item.column_values(item, {}, context());
    expect(values.map((view) => resolvers.ColumnValue.__resolveType(view))).toEqual([
      'PeopleValue',
      'StatusValue',
      'TextValue',
      'CreationLogValue',
    ]);
    const status = values[1];
    expect([field(status, 'label'), field(status, 'index'), field(status, 'is_done')]).toEqual([
      'Done',
      1,
      true,
    ]);
    expect(field(values[3], 'creator')).toEqual({ __typename: 'User', id: '2' });
  });

  it('is empty for an item whose board is unknown', async () => {
    expect(await Item.column_values({ id: '7', board: null }, {}, context())).toEqual([]);
  });
});
