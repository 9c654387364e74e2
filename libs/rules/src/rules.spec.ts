import {
  compareKeys,
  matchesRule,
  RULE_OPERATORS,
  type QueryRule,
  type RuleOperator,
  type RuleSubject,
} from './rules';

const subject = (
  text: string | null,
  scalar: number | string | null = null,
  identities: string[] = text ? [text] : [],
): RuleSubject => ({
  empty: text === null,
  identities: () => identities,
  text: () => text ?? '',
  scalar: () => scalar,
});

const rule = (operator: RuleOperator, compare_value: unknown): QueryRule => ({
  column_id: 'c',
  operator,
  compare_value,
});
const NOW = new Date('2026-06-10T12:00:00Z');

describe('matchesRule', () => {
  // [operator, compare value, subject, expected]
  const cases: Array<[RuleOperator, unknown, RuleSubject, boolean]> = [
    ['any_of', ['Done', 'Stuck'], subject('done', null, ['1', 'Done']), true],
    ['any_of', [1], subject('Done', null, ['1', 'Done']), true],
    ['any_of', ['Stuck'], subject('Done'), false],
    ['any_of', [''], subject(null), true],
    ['not_any_of', ['Stuck'], subject('Done'), true],
    ['not_any_of', ['Stuck'], subject(null), true],
    ['is_empty', null, subject(null), true],
    ['is_empty', null, subject('x'), false],
    ['is_not_empty', null, subject('x'), true],
    ['greater_than', 5, subject('7', 7), true],
    ['greater_than', 7, subject('7', 7), false],
    ['greater_than_or_equals', 7, subject('7', 7), true],
    ['lower_than', '2026-06-01', subject('2026-05-31', '2026-05-31'), true],
    ['lower_than_or_equal', 3, subject('4', 4), false],
    ['lower_than', 3, subject(null), false],
    ['between', [1, 10], subject('10', 10), true],
    ['between', ['2026-01-01', '2026-01-31'], subject('x', '2026-02-01'), false],
    ['contains_text', 'MILK', subject('buy milk today'), true],
    ['contains_text', '.*', subject('anything'), false],
    ['contains_text', '(', subject('a (b)'), true],
    ['not_contains_text', 'milk', subject('bread'), true],
    ['not_contains_text', 'milk', subject(null), true],
    ['contains_terms', 'today milk', subject('buy milk today'), true],
    ['contains_terms', 'milk eggs', subject('buy milk today'), false],
    ['starts_with', 'Buy', subject('buy milk'), true],
    ['ends_with', 'MILK', subject('buy milk'), true],
    ['starts_with', 'milk', subject('buy milk'), false],
    ['within_the_next', 7, subject('x', '2026-06-15'), true],
    ['within_the_next', 7, subject('x', '2026-06-20'), false],
    ['within_the_last', 7, subject('x', '2026-06-05T08:00:00Z'), true],
    ['within_the_last', 7, subject('x', '2026-06-11'), false],
  ];

  it.each(cases)('%s %j', (operator, compareValue, value, expected) => {
    expect(matchesRule(rule(operator, compareValue), value, NOW)).toBe(expected);
  });

  it('covers all sixteen operators', () => {
    expect(new Set(cases.map(([operator]) => operator))).toEqual(new Set(RULE_OPERATORS));
  });

  it('rejects compare values that cannot be compared', () => {
    expect(() => matchesRule(rule('greater_than', 'abc'), subject('5', 5))).toThrow(
      expect.objectContaining({ extensions: { code: 'InvalidArgumentException' } }),
    );
    expect(() => matchesRule(rule('between', [1]), subject('5', 5))).toThrow(
      expect.objectContaining({ extensions: { code: 'InvalidArgumentException' } }),
    );
  });
});

describe('compareKeys', () => {
  it('orders numbers and strings, with empty last in both directions', () => {
    const keys = [3, null, 10, 1];
    expect([...keys].sort((a, b) => compareKeys(a, b, 'asc'))).toEqual([1, 3, 10, null]);
    expect([...keys].sort((a, b) => compareKeys(a, b, 'desc'))).toEqual([10, 3, 1, null]);
    expect(['b', null, 'a'].sort((a, b) => compareKeys(a, b, 'asc'))).toEqual(['a', 'b', null]);
  });
});
