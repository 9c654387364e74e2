import type { AggregateValue } from '@workapi/column-types';
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
  return aggregateRows(plan, rows, (row, id) => row[id] ?? null);
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
});
