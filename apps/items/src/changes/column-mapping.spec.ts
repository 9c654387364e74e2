import type { ColumnDefinition, ColumnType } from '@workapi/column-types';
import { columnPairs } from './column-mapping';

const column = (board: string, id: string, title: string, type: ColumnType): ColumnDefinition => ({
  board_id: board,
  id,
  title,
  type,
  settings: {},
  description: null,
  archived: false,
  position: 0,
});

const source = [
  column('1', 'name', 'Name', 'name'),
  column('1', 'status', 'Status', 'status'),
  column('1', 'notes', 'Notes', 'text'),
  column('1', 'total', 'Total', 'formula'),
];
const target = [
  column('2', 'name', 'Name', 'name'),
  column('2', 'status', 'Status', 'status'),
  column('2', 'memo', 'notes', 'text'),
  column('2', 'other', 'Other', 'text'),
  column('2', 'sum', 'Total', 'formula'),
];

const ids = (pairs: ReturnType<typeof columnPairs>) => pairs.map((pair) => [pair.source.id, pair.target.id]);

describe('columnPairs', () => {
  it('without a mapping matches by type and title, ignoring case, and leaves formulas out', () => {
    expect(ids(columnPairs(source, target))).toEqual([
      ['status', 'status'],
      ['notes', 'memo'],
    ]);
  });

  it('follows a mapping, a null target dropping the value', () => {
    const pairs = columnPairs(source, target, [
      { source: 'status', target: null },
      { source: 'notes', target: 'other' },
    ]);
    expect(ids(pairs)).toEqual([['notes', 'other']]);
  });

  it('refuses a mapping that leaves a column out', () => {
    expect(() => columnPairs(source, target, [{ source: 'notes', target: 'other' }])).toThrow(
      expect.objectContaining({
        code: 'InvalidArgumentException',
        message: expect.stringContaining('Columns mapping is not in the expected format'),
      }),
    );
  });

  it('refuses a column listed twice, an unknown source, or two columns into one', () => {
    const all = [{ source: 'status', target: 'status' }];
    for (const mapping of [
      [...all, { source: 'notes', target: 'memo' }, { source: 'notes', target: null }],
      [...all, { source: 'notes', target: 'memo' }, { source: 'ghost', target: null }],
      [...all, { source: 'notes', target: 'status' }],
    ])
      expect(() => columnPairs(source, target, mapping)).toThrow(
        /Columns mapping is not in the expected format/,
      );
  });

  it('refuses a formula as source or target, and an unknown target', () => {
    const rest = [{ source: 'status', target: null }];
    expect(() =>
      columnPairs(source, target, [
        ...rest,
        { source: 'notes', target: null },
        { source: 'total', target: 'other' },
      ]),
    ).toThrow(/Formula columns cannot be mapped/);
    expect(() => columnPairs(source, target, [...rest, { source: 'notes', target: 'sum' }])).toThrow(
      /Formula columns cannot be mapped/,
    );
    expect(() => columnPairs(source, target, [...rest, { source: 'notes', target: 'nope' }])).toThrow(
      expect.objectContaining({ code: 'InvalidColumnIdException' }),
    );
  });
});
