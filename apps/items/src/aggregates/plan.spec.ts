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
    expect(plan.select[0]).toEqual({ alias: 'status', kind: 'column', groupIndex: 0 });
  });

  it.each([
    ['a selected column not grouped by', { from, select: [column('status')] }],
    ['a function not served', { from, select: [{ ...count, function: { function: 'MEDIAN' as const } }] }],
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
