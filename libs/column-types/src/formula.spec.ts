import { columnOf } from '@workapi/testing';
import { COLUMN_TYPES, EMPTY_DIRECTORY, FormulaWork, prepareValues, type ReadContext } from '.';

/** A board with the columns monday.com's examples read, and one item's values in them. */
const COLUMNS = [
  columnOf('name', 'name'),
  columnOf('budget', 'numbers'),
  columnOf('apples', 'numbers'),
  columnOf('oranges', 'numbers'),
  columnOf('guests', 'numbers'),
  columnOf('empty_number', 'numbers'),
  columnOf('start_date', 'date'),
  columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' } }),
  columnOf('check', 'checkbox'),
  columnOf('text', 'text'),
  columnOf('total', 'formula', { formula: '{apples} + {oranges}' }),
];
const VALUES: Record<string, unknown> = {
  budget: '1500',
  apples: '6',
  oranges: '4',
  guests: '4',
  start_date: { date: '2026-06-03', changed_at: '2026-06-01T00:00:00.000Z' },
  status: { index: 1, changed_at: '2026-06-01T00:00:00.000Z' },
  check: { checked: true, changed_at: '2026-06-01T00:00:00.000Z' },
  text: 'monday',
  name: 'Order 1',
};

/** A formula reads the item's values alone: the item's own facts, names and tags play no part. */
const EPOCH = new Date(0);
const read: ReadContext = {
  item: {
    id: '1',
    created_at: EPOCH,
    updated_at: EPOCH,
    creator_id: '1',
    updater_id: null,
    group_id: 'topics',
  },
  directory: EMPTY_DIRECTORY,
  row: { columns: COLUMNS, values: VALUES },
};

const handler = COLUMN_TYPES.formula;
const displayValue = (formula: string, context: ReadContext = read) =>
  handler.fields.display_value(null, columnOf('f', 'formula', { formula }), context);

describe('formula column', () => {
  // monday.com's formula library and use cases: each formula with the answer its documentation gives.
  const documented: [string, string][] = [
    ['CONCATENATE("I","love","monday.com")', 'Ilovemonday.com'],
    ['UPPER("monday.com")', 'MONDAY.COM'],
    ['LOWER("Some STRING")', 'some string'],
    ['TEXT(8500.6,"$#,##0.00")', '$8,500.60'],
    ['REPLACE("Goat",1,2,"Fl")', 'Flat'],
    ['SUBSTITUTE("goodmorning","morning","night")', 'goodnight'],
    ['IF(SEARCH("love","I love monday",1) > 0, "Exist", "Not")', 'Exist'],
    ['LEFT("monday.com", 3)', 'mon'],
    ['RIGHT("monday", 3)', 'day'],
    ['LEN("hello")', '5'],
    ['REPT("monday", 3)', 'mondaymondaymonday'],
    ['MINUS(5,3)', '2'],
    ['MULTIPLY(5,2)', '10'],
    ['DIVIDE(10,4)', '2.5'],
    ['SUM(1,2,3)', '6'],
    ['AVERAGE(1,2,3)', '2'],
    ['ROUND(1.123456, 2)', '1.12'],
    ['ROUNDUP(1.1, 0)', '2'],
    ['ROUNDDOWN(1.98, 1)', '1.9'],
    ['MOD(5,2)', '1'],
    ['ABS(-1)', '1'],
    ['POWER(2,3)', '8'],
    ['SQRT(4)', '2'],
    ['MIN(1,3,5)', '1'],
    ['MAX(1,3,5)', '5'],
    ['AND(3>1, 4>2)', 'true'],
    ['OR(3>1, 4<2)', 'true'],
    ['DAYS("2019-01-02", "2019-01-01")', '1'],
    ['ADD_DAYS("2019-01-01", 5)', '2019-01-06'],
    ['SUBTRACT_DAYS("2019-01-06", 5)', '2019-01-01'],
    ['WORKDAYS("2019-01-20", "2019-01-01")', '14'],
    ['YEAR("2019-02-03")', '2019'],
    ['MONTH("2019-02-03")', '2'],
    ['DAY("2019-02-03")', '3'],
    ['WEEKNUM("2019-02-01")', '5'],
    ['HOURS_DIFF("23:00", "20:00")', '03:00'],
    ['FORMAT_DATE("2019-01-06", "YYYY-MM-DD")', '2019-01-06'],
  ];

  it.each(documented)('%s gives %s', (formula, answer) => {
    expect(displayValue(formula)).toBe(answer);
  });

  // The same functions over the item's own values, `{column_id}` as monday.com writes references.
  const overValues: [string, string][] = [
    ['SUM({apples},{oranges})', '10'],
    ['({apples} + {oranges}) / {guests}', '2.5'],
    ['IF({budget} > 1000, "Expensive", "Cheap")', 'Expensive'],
    ['ADD_DAYS({start_date}, 15)', '2026-06-18'],
    ['SUBTRACT_DAYS({start_date}, 15)', '2026-05-19'],
    ['LEFT(FORMAT_DATE(ADD_DAYS({start_date}, 15)), 6)', 'Jun 18'],
    ['FORMAT_DATE({start_date})', 'Jun 03, 2026'],
    ['IF({status} = "Done", "Finished", "Open")', 'Finished'],
    ['CONCATENATE({status}, " on ", {start_date})', 'Done on 2026-06-03'],
    ['IF({check}, "yes", "no")', 'yes'],
    ['UPPER({text}) & "!"', 'MONDAY!'],
    ['CONCATENATE({name}, ": ", {apples})', 'Order 1: 6'],
    ['{empty_number} + 1', '1'],
    ['{total} * 2', '20'],
    ['"{apples}"', '{apples}'],
  ];

  it.each(overValues)('%s over the item gives %s', (formula, answer) => {
    expect(displayValue(formula)).toBe(answer);
  });

  it('follows the item: another value gives another answer', () => {
    const changed: ReadContext = {
      ...read,
      row: { columns: COLUMNS, values: { ...VALUES, budget: '200', status: { index: 2 } } },
    };
    expect(displayValue('IF({budget} > 1000, "Expensive", "Cheap")', changed)).toBe('Cheap');
    expect(displayValue('IF({status} = "Done", "Finished", "Open")', changed)).toBe('Open');
  });

  it('shows nothing for a value it cannot work out, and for no formula', () => {
    expect(displayValue('{apples} / 0')).toBe('');
    expect(displayValue('')).toBe('');
    expect(handler.fields.display_value(null, columnOf('f', 'formula'), read)).toBe('');
  });

  it('keeps an evaluation small: no text of millions of characters, no function outside the library', () => {
    expect(displayValue('LEN(REPT("x", 100000000))')).toBe('');
    expect(displayValue('NETWORKDAYS("1900-01-01", "9999-12-31")')).toBe('');
  });

  it('keeps text small whichever function multiplies it, and shows nothing for what it cannot show', () => {
    expect(displayValue('LEN(SUBSTITUTE(REPT("x", 10000), "x", REPT("y", 10000)))')).toBe('');
    expect(displayValue('SUBSTITUTE("a-b-c", "-", "+", 2)')).toBe('a-b+c');
    expect(displayValue('SUBSTITUTE("a-b-c", "-", "+")')).toBe('a+b+c');
    expect(displayValue('DATE(300000, 1, 1)')).toBe('');
  });

  it('works out a formula read by others once an item, however many of them are asked for', () => {
    const chain = Array.from({ length: 30 }, (_, index) =>
      columnOf(`f${index}`, 'formula', { formula: index === 0 ? '{apples} + 1' : `{f${index - 1}} + 1` }),
    );
    const row = { columns: [...COLUMNS, ...chain], values: VALUES };
    const work = new FormulaWork();
    const evaluations = jest.spyOn(work, 'evaluates');
    const context: ReadContext = { ...read, row, formulas: work };
    expect(handler.fields.display_value(null, chain[29], context)).toBe('36');
    expect(handler.fields.display_value(null, chain[28], context)).toBe('35');
    expect(evaluations).toHaveBeenCalledTimes(30);
  });

  it("refuses a request's sixth formula column, as monday.com does", () => {
    const work = new FormulaWork();
    const columns = Array.from({ length: 6 }, (_, index) =>
      columnOf(`f${index}`, 'formula', { formula: '1 + 1' }),
    );
    const context: ReadContext = { ...read, row: { columns, values: {} }, formulas: work };
    for (const column of columns.slice(0, 5))
      expect(handler.fields.display_value(null, column, context)).toBe('2');
    expect(() => handler.fields.display_value(null, columns[5], context)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'InvalidArgumentException' }) }),
    );
  });

  it('ends a request whose formulas would take more work than one request may do', () => {
    const long = columnOf('long', 'formula', { formula: Array.from({ length: 500 }, () => '1').join('+') });
    const work = new FormulaWork();
    // Each item its own row, as each item of a page is.
    const readItem = () =>
      handler.fields.display_value(null, long, {
        ...read,
        row: { columns: [long], values: {} },
        formulas: work,
      });
    for (let item = 0; item < 40; item++) expect(readItem()).toBe('500');
    expect(() => {
      for (let item = 0; item < 100; item++) readItem();
    }).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'InvalidArgumentException' }) }),
    );
  });

  it('ends a formula that reads itself, directly or through another', () => {
    const loop = columnOf('loop', 'formula', { formula: 'LEN({loop} & "x")' });
    const first = columnOf('first', 'formula', { formula: 'CONCATENATE("a", {second})' });
    const second = columnOf('second', 'formula', { formula: 'CONCATENATE("b", {first})' });
    const context: ReadContext = { ...read, row: { columns: [loop, first, second], values: {} } };
    expect(handler.fields.display_value(null, loop, context)).toBe('1');
    expect(handler.fields.display_value(null, first, context)).toBe('ab');
  });

  it('has no value and no text, as on monday.com', () => {
    const column = columnOf('f', 'formula', { formula: '1 + 1' });
    expect(handler.value(null, column, read)).toBeNull();
    expect(handler.text(null, column, read)).toBeNull();
  });

  it('refuses a write', () => {
    expect(() =>
      prepareValues([columnOf('f', 'formula')], [{ columnId: 'f', input: '3', form: 'simple' }], {
        createLabelsIfMissing: false,
        directory: EMPTY_DIRECTORY,
      }),
    ).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'ColumnValueException' }) }),
    );
  });

  describe('checkSettings', () => {
    const check = (settings: Record<string, unknown>) => () => handler.checkSettings!(settings, {}, COLUMNS);

    it.each(['', 'SUM({apples}, {oranges})', 'IF({status} = "Done", 1, 0)', 'ADD_DAYS({start_date}, 1)'])(
      'takes %j',
      (formula) => expect(check({ formula })).not.toThrow(),
    );

    it.each([
      ['bad syntax', 'SUM(1,'],
      ['an unknown function', 'FOO(1)'],
      ['an Excel function monday.com lacks', 'NETWORKDAYS("2019-01-01", "2019-01-20")'],
      ['a formula past 1,000 characters', Array.from({ length: 501 }, () => '1').join('+')],
      // Refused before it is scanned: its scan alone took minutes (a regular expression that backtracks).
      ['a formula of 200,000 letters', 'a'.repeat(200_000)],
      ['a column without braces', 'budget * 2'],
      ['a column the board lacks', '{missing} + 1'],
      ['a formula that is not text', 42],
    ])('refuses %s with InvalidArgumentException', (_why, formula) => {
      expect(check({ formula })).toThrow(
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'InvalidArgumentException' }),
        }),
      );
    });
  });
});
