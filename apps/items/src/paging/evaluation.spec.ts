import { EMPTY_DIRECTORY, type ColumnDefinition } from '@workapi/column-types';
import { columnOf } from '@workapi/testing';
import type { ItemRecord } from '../data/items';
import { Evaluation, valueColumnsOf } from './evaluation';
import { normalizeQuery, type ItemsQueryInput } from './query';

const column = (board: string, id: string, type: ColumnDefinition['type'], settings = {}) =>
  columnOf(id, type, settings, board);
const status = column('10', 'status', 'status', {
  labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' },
});
const columns = new Map([
  ['10', [status, column('10', 'person', 'people'), column('10', 'date4', 'date')]],
  ['11', [column('11', 'text', 'text')]],
]);

let nextId = 1;
const item = (
  name: string,
  values: Record<string, unknown> = {},
  board = '10',
  group = 'topics',
): ItemRecord => ({
  _id: String(2_000_000_000 + nextId++),
  account_id: '1',
  board_id: board,
  group_id: group,
  name,
  state: 'active',
  creator_id: '2',
  values,
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-01-02T00:00:00Z'),
});

const ann = { personsAndTeams: [{ id: 4, kind: 'person' }], changed_at: '' };
const done = item('Done early', { status: { index: 1 }, date4: { date: '2026-03-01' }, person: ann });
const stuck = item('Stuck', { status: { index: 2 }, date4: { date: '2026-05-01' } });
const doneLate = item('Done late', { status: { index: 1 }, date4: { date: '2026-04-01' } });
const empty = item('Empty');
const other = item('Other board', { text: 'hello' }, '11', 'g');
const all = [done, stuck, doneLate, empty, other];

const evaluate = (input: ItemsQueryInput, groups: Record<string, number> = {}) =>
  new Evaluation(normalizeQuery(input), {
    columns,
    directory: { ...EMPTY_DIRECTORY, users: new Map([['4', 'Ann Example']]) },
    groupPosition: (board, group) => groups[`${board}/${group}`] ?? Number.MAX_SAFE_INTEGER,
    now: new Date('2026-02-01T00:00:00Z'),
  });
const names = (evaluation: Evaluation, items = all) =>
  evaluation.sort(items.filter((candidate) => evaluation.matches(candidate))).map((entry) => entry.name);

describe('a query evaluated on items and their values', () => {
  it('lists items in board order: oldest first, a moved one where its position puts it', () => {
    const moved = { ...empty, position: Number(done._id) - 1 };
    const between = { ...doneLate, position: (Number(done._id) + Number(stuck._id)) / 2 };
    expect(names(evaluate({}), [done, stuck, between, moved])).toEqual([
      'Empty',
      'Done early',
      'Done late',
      'Stuck',
    ]);
    // Board order breaks the ties of an explicit order too: both are done, the later one moved first.
    const lateFirst = { ...doneLate, position: Number(done._id) - 1 };
    expect(names(evaluate({ order_by: [{ column_id: 'status' }] }), [stuck, done, lateFirst])).toEqual([
      'Done late',
      'Done early',
      'Stuck',
    ]);
  });

  it('matches a status by index or label, people by id, a date by comparison, and text literally', () => {
    expect(names(evaluate({ rules: [{ column_id: 'status', compare_value: [1] }] }))).toEqual([
      'Done early',
      'Done late',
    ]);
    expect(names(evaluate({ rules: [{ column_id: 'status', compare_value: ['Stuck'] }] }))).toEqual([
      'Stuck',
    ]);
    expect(names(evaluate({ rules: [{ column_id: 'person', compare_value: ['person-4'] }] }))).toEqual([
      'Done early',
    ]);
    expect(
      names(
        evaluate({
          rules: [{ column_id: 'date4', compare_value: ['2026-03-15'], operator: 'greater_than' }],
        }),
      ),
    ).toEqual(['Stuck', 'Done late']);
    expect(
      names(evaluate({ rules: [{ column_id: 'text', compare_value: ['HELL'], operator: 'contains_text' }] })),
    ).toEqual(['Other board']);
  });

  it('combines rules and nested groups with and/or, and reads an absent column as empty', () => {
    const either = evaluate({
      operator: 'or',
      rules: [{ column_id: 'status', compare_value: [2] }],
      groups: [{ rules: [{ column_id: 'name', compare_value: ['Empty'] }] }],
    });
    expect(names(either)).toEqual(['Stuck', 'Empty']);
    // The other board has no status column: its items' status is empty there.
    expect(
      names(evaluate({ rules: [{ column_id: 'status', operator: 'is_empty', compare_value: [] }] })),
    ).toEqual(['Empty', 'Other board']);
  });

  it('sorts by a value, empties last either way, and ties by item id', () => {
    expect(names(evaluate({ order_by: [{ column_id: 'date4', direction: 'desc' }] }))).toEqual([
      'Stuck',
      'Done late',
      'Done early',
      'Empty',
      'Other board',
    ]);
    expect(names(evaluate({ order_by: [{ column_id: 'status' }] }))).toEqual([
      'Done early',
      'Done late',
      'Stuck',
      'Empty',
      'Other board',
    ]);
  });

  it('sorts by group in board order', () => {
    const first = item('In first', {}, '10', 'first');
    const second = item('In second', {}, '10', 'second');
    const evaluation = evaluate({ order_by: [{ column_id: 'group' }] }, { '10/first': 0, '10/second': 1 });
    expect(names(evaluation, [second, first])).toEqual(['In first', 'In second']);
  });

  it('refuses a column none of the boards has, and says which values and fields candidates need', () => {
    expect(() => evaluate({ rules: [{ column_id: 'nope', compare_value: [1] }] })).toThrow(
      expect.objectContaining({ extensions: { code: 'InvalidArgumentException' } }),
    );
    const query = normalizeQuery({
      rules: [{ column_id: 'status', compare_value: [1] }],
      order_by: [{ column_id: 'name' }, { column_id: '__last_updated__' }],
    });
    expect(valueColumnsOf(query)).toEqual(['status']);
    expect(
      evaluate({ order_by: [{ column_id: 'name' }, { column_id: '__last_updated__' }] }).fieldsRead(),
    ).toEqual(['position', 'name', 'updated_at']);
  });
});
