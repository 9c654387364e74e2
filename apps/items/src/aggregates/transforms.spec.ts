import { plainCell, type AggregateCell, type AggregateValue } from '@workapi/column-types';
import { TRANSFORMS, type TransformName } from './transforms';

/** A column's value with typed fields, as aggregateCellOf answers it. */
function cell(
  value: AggregateValue,
  fields: Record<string, unknown> = {},
  parts?: AggregateValue[],
): AggregateCell {
  return {
    value,
    text: value === null ? null : String(value),
    field: (name) => fields[name],
    raw: () => fields,
    parts: () => parts ?? [value],
  };
}

const apply = (fn: TransformName, first: AggregateCell, ...rest: AggregateCell[]) =>
  TRANSFORMS[fn].apply(first, rest);

describe('TRANSFORMS', () => {
  it('changes text, and leaves empty values empty', () => {
    const name = plainCell('  Deal One ');
    expect(apply('UPPER', name)).toBe('  DEAL ONE ');
    expect(apply('LOWER', name)).toBe('  deal one ');
    expect(apply('TRIM', name)).toBe('Deal One');
    expect(apply('LENGTH', name)).toBe(11);
    expect(apply('LEFT', name, plainCell(4))).toBe('  De');
    expect(apply('NONE', name)).toBe('  Deal One ');
    expect(apply('UPPER', plainCell(null))).toBeNull();
  });

  it('truncates a date to its day, Monday week, month, quarter and year', () => {
    const due = cell('2026-08-13', { date: '2026-08-13', time: '17:45:00' });
    expect(apply('DATE_TRUNC_DAY', due)).toBe('2026-08-13');
    expect(apply('DATE_TRUNC_WEEK', due)).toBe('2026-08-10');
    expect(apply('DATE_TRUNC_WEEK', cell('2026-08-09', { date: '2026-08-09' }))).toBe('2026-08-03');
    expect(apply('DATE_TRUNC_MONTH', due)).toBe('2026-08-01');
    expect(apply('DATE_TRUNC_QUARTER', due)).toBe('2026-07-01');
    expect(apply('DATE_TRUNC_YEAR', due)).toBe('2026-01-01');
    expect(apply('DATE', due)).toBe('2026-08-13');
    expect(apply('HOUR', due)).toBe(17);
    expect(apply('DATE', plainCell('2026-03-01T23:10:00.000Z'))).toBe('2026-03-01');
    expect(apply('HOUR', plainCell('2026-03-01T23:10:00.000Z'))).toBe(23);
    expect(apply('DATE_TRUNC_MONTH', plainCell('soon'))).toBeNull();
  });

  it("reads a timeline's ends, a status's label, colour, index and doneness, a phone's country", () => {
    const timeline = cell('2026-01-05 - 2026-02-01', { from: '2026-01-05', to: '2026-02-01' });
    expect(apply('START_DATE', timeline)).toBe('2026-01-05');
    expect(apply('END_DATE', timeline)).toBe('2026-02-01');
    const status = cell('Done', {
      label: 'Done',
      index: 1,
      is_done: true,
      label_style: { color: '#00c875' },
    });
    expect(apply('LABEL', status)).toBe('Done');
    expect(apply('COLOR', status)).toBe('#00c875');
    expect(apply('ORDER', status)).toBe(1);
    expect(apply('IS_DONE', status)).toBe(true);
    expect(apply('IS_DONE', plainCell('x'))).toBeNull();
    expect(apply('PHONE_COUNTRY_SHORT_NAME', cell('+1 555', { country_short_name: 'US' }))).toBe('US');
    expect(apply('RAW', status)).toBe(
      JSON.stringify({ label: 'Done', index: 1, is_done: true, label_style: { color: '#00c875' } }),
    );
  });

  it('answers each value of a multi-valued one: FLATTEN, PERSON, ID, FIRST, COUNT_KEYS', () => {
    const people = cell(
      'Ann, Bob, Team',
      {
        persons_and_teams: [
          { id: 1, kind: 'person' },
          { id: 2, kind: 'person' },
          { id: 9, kind: 'team' },
        ],
      },
      ['Ann', 'Bob', 'Team'],
    );
    expect(apply('FLATTEN', people)).toEqual(['Ann', 'Bob', 'Team']);
    expect(apply('PERSON', people)).toEqual(['1', '2']);
    expect(apply('ID', people)).toEqual(['1', '2', '9']);
    expect(apply('FIRST', people)).toBe('Ann');
    expect(apply('COUNT_KEYS', people)).toBe(3);
    expect(apply('COUNT_KEYS', plainCell(null))).toBe(0);
    const dropdown = cell(
      'a, b',
      {
        values: [
          { id: 3, label: 'a' },
          { id: 4, label: 'b' },
        ],
      },
      ['a', 'b'],
    );
    expect(apply('LABEL', dropdown)).toEqual(['a', 'b']);
    expect(apply('ID', dropdown)).toEqual(['3', '4']);
  });

  it('compares: EQUALS, BETWEEN, CASE', () => {
    expect(apply('EQUALS', plainCell('a'), plainCell('a'))).toBe(true);
    expect(apply('EQUALS', plainCell('a'), plainCell(null))).toBeNull();
    expect(apply('BETWEEN', plainCell(5), plainCell(1), plainCell(5))).toBe(true);
    expect(apply('BETWEEN', plainCell(6), plainCell(1), plainCell(5))).toBe(false);
    expect(apply('BETWEEN', plainCell(5), plainCell('1'), plainCell(9))).toBeNull();
    const [no, yes] = [plainCell(false), plainCell(true)];
    expect(apply('CASE', no, plainCell('a'), yes, plainCell('b'), plainCell('c'))).toBe('b');
    expect(apply('CASE', no, plainCell('a'), plainCell('else'))).toBe('else');
    expect(apply('CASE', no, plainCell('a'))).toBeNull();
  });
});
