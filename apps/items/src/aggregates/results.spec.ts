import { plainCell, type AggregateValue } from '@workapi/column-types';
import { planAggregate } from './plan';
import { aggregateRows, type ResultSet } from './results';

type Row = Record<string, AggregateValue>;

const ROWS: Row[] = [
  { status: 'Done', amount: 10, group: 'topics' },
  { status: 'Stuck', amount: 5, group: 'topics' },
  { status: 'Done', amount: 2.5, group: 'later' },
  { status: null, amount: null, group: 'later' },
  { status: 'Done', amount: null, group: 'topics' },
];

const column = (id: string) => ({ type: 'COLUMN' as const, column: { column_id: id }, as: id });
const fn = (name: 'COUNT_ITEMS' | 'COUNT' | 'SUM' | 'AVERAGE' | 'MIN' | 'MAX', of?: string) => ({
  type: 'FUNCTION' as const,
  function: { function: name, params: of ? [column(of)] : null },
  as: name.toLowerCase(),
});

function run(query: Partial<Parameters<typeof planAggregate>[0]>, rows: Row[] = ROWS) {
  const plan = planAggregate({ from: { type: 'TABLE', id: '1' }, select: [], ...query });
  return aggregateRows(plan, rows, {
    cell: (row, id) => plainCell(row[id] ?? null),
    subitems: () => 0,
    now: new Date(0),
  });
}

/** Each result set as alias -> its value (a group value's string or number, a function's result). */
const flat = (sets: ResultSet[]) =>
  sets.map((set) =>
    Object.fromEntries(
      set.entries.map(({ alias, value }) => [
        alias,
        value.__typename === 'AggregateBasicAggregationResult'
          ? value.result
          : (value.value_string ?? value.value_float ?? value.value_boolean),
      ]),
    ),
  );

describe('aggregateRows', () => {
  it('counts, sums, averages and bounds numbers over all items without group_by', () => {
    const all = ['COUNT_ITEMS', 'COUNT', 'SUM', 'AVERAGE', 'MIN', 'MAX'] as const;
    expect(
      flat(run({ select: all.map((name) => fn(name, name === 'COUNT_ITEMS' ? undefined : 'amount')) })),
    ).toEqual([{ count_items: 5, count: 3, sum: 17.5, average: 17.5 / 3, min: 2.5, max: 10 }]);
  });

  it('groups by a column, in value order, empty last', () => {
    expect(
      flat(
        run({
          group_by: [{ column_id: 'status' }],
          select: [column('status'), fn('COUNT_ITEMS'), fn('SUM', 'amount')],
        }),
      ),
    ).toEqual([
      { status: 'Done', count_items: 3, sum: 12.5 },
      { status: 'Stuck', count_items: 1, sum: 5 },
      { status: null, count_items: 1, sum: null },
    ]);
  });

  it('groups by two columns, one set per combination met', () => {
    expect(
      flat(
        run({
          group_by: [{ column_id: 'group' }, { column_id: 'status' }],
          select: [column('group'), column('status'), fn('COUNT_ITEMS')],
        }),
      ),
    ).toEqual([
      { group: 'later', status: 'Done', count_items: 1 },
      { group: 'later', status: null, count_items: 1 },
      { group: 'topics', status: 'Done', count_items: 2 },
      { group: 'topics', status: 'Stuck', count_items: 1 },
    ]);
  });

  it('answers a number as a float, and as an int when whole', () => {
    const [fraction, whole] = run({
      group_by: [{ column_id: 'amount' }],
      select: [column('amount')],
    }).map((set) => set.entries[0].value);
    expect(fraction).toEqual({
      __typename: 'AggregateGroupByResult',
      value_string: null,
      value_int: null,
      value_float: 2.5,
      value_boolean: null,
    });
    expect(whole).toMatchObject({ value_int: 5, value_float: 5 });
  });

  it('over no items: one set of zero counts and null results, or none when grouped', () => {
    expect(
      flat(run({ select: [fn('COUNT_ITEMS'), fn('SUM', 'amount'), fn('AVERAGE', 'amount')] }, [])),
    ).toEqual([{ count_items: 0, sum: null, average: null }]);
    expect(run({ group_by: [{ column_id: 'status' }], select: [fn('COUNT_ITEMS')] }, [])).toEqual([]);
  });

  it('keeps the first values of a group_by limit, and at most limit sets', () => {
    const select = [column('status'), fn('COUNT_ITEMS')];
    expect(flat(run({ group_by: [{ column_id: 'status', limit: 1 }], select }))).toEqual([
      { status: 'Done', count_items: 3 },
    ]);
    expect(flat(run({ group_by: [{ column_id: 'status' }], select, limit: 2 }))).toHaveLength(2);
  });

  it('groups by a transform under its alias, and answers the new functions per set', () => {
    const initial = {
      type: 'FUNCTION' as const,
      function: { function: 'LEFT' as const, params: [column('status'), column('one')] },
      as: 'initial',
    };
    const rows = ROWS.map((row) => ({ ...row, one: 1 }));
    expect(
      flat(
        run(
          {
            group_by: [{ column_id: 'initial' }],
            select: [
              initial,
              {
                ...fn('COUNT', 'amount'),
                function: { function: 'MEDIAN', params: [column('amount')] },
                as: 'median',
              },
              {
                ...fn('COUNT', 'amount'),
                function: { function: 'COUNT_DISTINCT', params: [column('group')] },
                as: 'groups',
              },
            ],
          },
          rows,
        ),
      ),
    ).toEqual([
      { initial: 'D', median: 6.25, groups: 2 },
      { initial: 'S', median: 5, groups: 1 },
      { initial: null, median: null, groups: 1 },
    ]);
  });

  it('puts an item in the set of each of its values when grouped by FLATTEN', () => {
    const people = (names: string[]) => ({
      ...plainCell(names.join(', ') || null),
      parts: () => (names.length > 0 ? names : [null]),
    });
    const owners = [['Ann', 'Bob'], ['Bob'], []];
    const plan = planAggregate({
      from: { type: 'TABLE', id: '1' },
      group_by: [{ column_id: 'owner' }],
      select: [
        { type: 'FUNCTION', function: { function: 'FLATTEN', params: [column('people')] }, as: 'owner' },
        fn('COUNT_ITEMS'),
      ],
    });
    const sets = aggregateRows(plan, [0, 1, 2], {
      cell: (row) => people(owners[row]),
      subitems: () => 0,
      now: new Date(0),
    });
    expect(flat(sets)).toEqual([
      { owner: 'Ann', count_items: 1 },
      { owner: 'Bob', count_items: 2 },
      { owner: null, count_items: 1 },
    ]);
  });
});
