import { ErrorCode } from '@workapi/errors';
import { planAggregate } from './plan';

const from = { type: 'TABLE' as const, id: '7' };
const column = (id: string) => ({ type: 'COLUMN' as const, column: { column_id: id }, as: id });
const count = { type: 'FUNCTION' as const, function: { function: 'COUNT_ITEMS' as const }, as: 'count' };

const refusal = (query: Parameters<typeof planAggregate>[0]) => {
  try {
    planAggregate(query);
  } catch (error) {
    return (error as { code: string; message: string }).code;
  }
  return 'accepted';
};

describe('planAggregate', () => {
  it('reads the columns grouped by and aggregated, once each', () => {
    const plan = planAggregate({
      from,
      group_by: [{ column_id: 'status' }],
      select: [
        column('status'),
        count,
        { type: 'FUNCTION', function: { function: 'SUM', params: [column('amount')] }, as: 'sum' },
        { type: 'FUNCTION', function: { function: 'MAX', params: [column('status')] }, as: 'max' },
      ],
    });
    expect(plan).toMatchObject({ board: '7', limit: 1000, reads: ['status', 'amount'] });
    expect(plan.select[0]).toEqual({ alias: 'status', kind: 'group', groupIndex: 0 });
  });

  it('groups by a transform selected under the group_by name, reading its column', () => {
    const month = {
      type: 'FUNCTION' as const,
      function: { function: 'DATE_TRUNC_MONTH' as const, params: [column('due')] },
      as: 'month',
    };
    const plan = planAggregate({ from, group_by: [{ column_id: 'month' }], select: [month, count] });
    expect(plan.groupBy[0].expression).toEqual({
      kind: 'transform',
      fn: 'DATE_TRUNC_MONTH',
      params: [{ kind: 'column', columnId: 'due' }],
    });
    expect(plan.select[0]).toEqual({ alias: 'month', kind: 'group', groupIndex: 0 });
    expect(plan.reads).toEqual(['due']);
  });

  it.each([
    ['a selected column not grouped by', { from, select: [column('status')] }],
    [
      'a MEDIAN without its column',
      { from, select: [{ ...count, function: { function: 'MEDIAN' as const } }] },
    ],
    [
      'a transform not grouped by its alias',
      { from, select: [{ ...count, function: { function: 'UPPER' as const, params: [column('a')] } }] },
    ],
    ['an aggregate grouped by its alias', { from, select: [count], group_by: [{ column_id: 'count' }] }],
    [
      'an aggregate of an aggregate',
      { from, select: [{ ...count, function: { function: 'SUM' as const, params: [count] } }] },
    ],
    [
      'LEFT without its length',
      {
        from,
        group_by: [{ column_id: 'count' }],
        select: [{ ...count, function: { function: 'LEFT' as const, params: [column('a')] } }],
      },
    ],
    [
      'more columns and functions than a query may read',
      {
        from,
        select: Array.from({ length: 101 }, (_, n) => ({
          type: 'FUNCTION' as const,
          function: { function: 'COUNT' as const, params: [column('a')] },
          as: `c${n}`,
        })),
      },
    ],
    [
      'a SUM without its column',
      { from, select: [{ ...count, function: { function: 'SUM' as const, params: [] } }] },
    ],
    [
      'COUNT_ITEMS with a column',
      { from, select: [{ ...count, function: { ...count.function, params: [column('a')] } }] },
    ],
    ['a limit of 0', { from, select: [count], limit: 0 }],
    ['a limit past 1000', { from, select: [count], limit: 1001 }],
    ['nothing selected', { from, select: [] }],
    [
      'a column grouped by twice',
      { from, select: [count], group_by: [{ column_id: 'a' }, { column_id: 'a' }] },
    ],
  ])('refuses %s with InvalidArgumentException', (_, query) => {
    expect(refusal(query)).toBe(ErrorCode.invalidArgument);
  });
});
