import pino from 'pino';
import type { ColumnsContext } from '../context';
import type { ColumnRecord, ColumnsRepository } from '../data/columns';
import { ColumnValue, columnValueFields } from './ColumnValue';
import { Item } from './Item';

const column = (id: string, type: ColumnRecord['type']): ColumnRecord => ({
  account_id: '1',
  board_id: '10',
  id,
  title: id,
  type,
  settings: {},
  description: null,
  archived: false,
  position: 0,
});

const columns = [
  column('name', 'name'),
  column('person', 'people'),
  column('status', 'status'),
  column('notes', 'text'),
];

function context(): ColumnsContext {
  const repository = {
    ofBoard: { load: jest.fn(async () => columns) },
    valuesOfItem: { load: jest.fn(async () => [{ column_id: 'notes', value: 'remember the milk' }]) },
  };
  return {
    requestId: 'r',
    apiVersion: '2026-07',
    caller: { accountId: '1', userId: '2', tier: 'pro' },
    logger: pino({ level: 'silent' }),
    columns: repository as unknown as ColumnsRepository,
  };
}

describe('Item.column_values', () => {
  it('has one value per column of the board except the name column, empty where nothing is stored', async () => {
    const values = await Item.column_values({ id: '7', board: { id: '10' } }, {}, context());
    expect(
      values.map((view) => [view.column.id, columnValueFields.text(view), columnValueFields.value(view)]),
    ).toEqual([
      ['person', '', null],
      ['status', '', null],
      ['notes', 'remember the milk', '"remember the milk"'],
    ]);
  });

  it('filters by column ids and types', async () => {
    const byId = await Item.column_values({ id: '7', board: { id: '10' } }, { ids: ['status'] }, context());
    expect(byId.map((view) => view.column.id)).toEqual(['status']);
    const byType = await Item.column_values(
      { id: '7', board: { id: '10' } },
      { types: ['people', 'text'] },
      context(),
    );
    expect(byType.map((view) => view.column.id)).toEqual(['person', 'notes']);
  });

  it('resolves each value to the GraphQL type of its column type', async () => {
    const values = await Item.column_values({ id: '7', board: { id: '10' } }, {}, context());
    expect(values.map((view) => ColumnValue.__resolveType(view))).toEqual([
      'PeopleValue',
      'StatusValue',
      'TextValue',
    ]);
  });
});
