import { ErrorCode } from '@workapi/errors';
import { plainCell, type AggregateCell, type AggregateValue } from '@workapi/column-types';
import { accumulatorFor, KeptValues, type AggregateName } from './accumulators';

const NOW = new Date('2026-01-01T10:00:00Z');

function over(fn: AggregateName, values: AggregateValue[], kept = new KeptValues()): number | null {
  const accumulator = accumulatorFor(fn, kept);
  for (const value of values) accumulator.add({ values: [plainCell(value)], subitems: 2, now: NOW });
  return accumulator.result();
}

describe('accumulators', () => {
  it('MEDIAN: the middle number, the mean of the two middle ones, null without numbers', () => {
    expect(over('MEDIAN', [7, 1, null, 3])).toBe(3);
    expect(over('MEDIAN', [4, 1, 3, 10])).toBe(3.5);
    expect(over('MEDIAN', ['x', null])).toBeNull();
  });

  it('COUNT_DISTINCT: distinct non-empty values, a number and its text apart', () => {
    expect(over('COUNT_DISTINCT', ['a', 'a', 'b', null, 1, '1'])).toBe(4);
    expect(over('COUNT_DISTINCT', [])).toBe(0);
  });

  it('MIN_MAX: the spread of the numbers; COUNT_SUBITEMS: the subitems of every item', () => {
    expect(over('MIN_MAX', [5, -2, 'x', 9])).toBe(11);
    expect(over('COUNT_SUBITEMS', [null, null, null])).toBe(6);
  });

  it("DURATION_RUNNING: tracked seconds, a running timer's until now", () => {
    const timer = (fields: Record<string, unknown>): AggregateCell => ({
      ...plainCell(null),
      field: (name) => fields[name],
    });
    const accumulator = accumulatorFor('DURATION_RUNNING', new KeptValues());
    accumulator.add({ values: [timer({ duration: 60, running: false })], subitems: 0, now: NOW });
    accumulator.add({
      values: [timer({ duration: 30, running: true, started_at: '2026-01-01T09:59:00.000Z' })],
      subitems: 0,
      now: NOW,
    });
    accumulator.add({ values: [timer({})], subitems: 0, now: NOW });
    expect(accumulator.result()).toBe(60 + 30 + 60);
  });

  it('refuses past the values kept per result set and per query', () => {
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { code: string }).code;
      }
      return 'accepted';
    };
    expect(code(() => over('COUNT_DISTINCT', [1, 2, 3], new KeptValues(3, 10)))).toBe('accepted');
    expect(code(() => over('COUNT_DISTINCT', [1, 2, 3, 4], new KeptValues(3, 10)))).toBe(
      ErrorCode.invalidArgument,
    );
    const shared = new KeptValues(3, 4);
    over('MEDIAN', [1, 2, 3], shared);
    expect(code(() => over('MEDIAN', [1, 2], shared))).toBe(ErrorCode.invalidArgument);
  });
});
