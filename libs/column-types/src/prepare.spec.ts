import { columnOf } from '@workapi/testing';
import { EMPTY_DIRECTORY } from './directory';
import { prepareValues, requestedFromJson, requestedFromMap } from './prepare';

const columns = [
  columnOf('name', 'name'),
  columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done' } }),
  columnOf('numbers', 'numbers'),
  columnOf('text', 'text'),
];

describe('prepareValues', () => {
  it('checks every value before returning anything to store', () => {
    const requested = requestedFromMap('{"text": "ok", "numbers": "not a number"}');
    expect(() =>
      prepareValues(columns, requested, { createLabelsIfMissing: false, directory: EMPTY_DIRECTORY }),
    ).toThrow(
      expect.objectContaining({
        extensions: { code: 'ColumnValueException', error_data: { column_type: 'numbers' } },
      }),
    );
  });

  it('names an unknown column with InvalidColumnIdException', () => {
    expect(() =>
      prepareValues(columns, requestedFromMap({ nope: 'x' }), {
        createLabelsIfMissing: false,
        directory: EMPTY_DIRECTORY,
      }),
    ).toThrow(expect.objectContaining({ extensions: { code: 'InvalidColumnIdException' } }));
  });

  it('reads strings and numbers as simple values and objects as JSON, and returns created labels once', () => {
    const prepared = prepareValues(
      columns,
      requestedFromMap({ text: 'hi', numbers: 7, status: { label: 'Blocked' } }),
      { createLabelsIfMissing: true, directory: EMPTY_DIRECTORY },
    );
    expect(prepared.values.map((entry) => [entry.columnId, entry.value])).toEqual([
      ['text', 'hi'],
      ['numbers', '7'],
      ['status', expect.objectContaining({ index: 2 })],
    ]);
    expect(prepared.settings).toEqual([
      {
        columnId: 'status',
        settings: {
          labels: { '0': 'Working on it', '1': 'Done', '2': 'Blocked' },
          labels_colors: expect.any(Object),
        },
        version: 0,
      },
    ]);
  });

  it('takes change_column_value JSON strings, and "" or null as a clear', () => {
    const status = columns[1];
    expect(requestedFromJson('status', '{"index": 1}', status)).toEqual({
      columnId: 'status',
      input: { index: 1 },
      form: 'json',
    });
    expect(requestedFromJson('text', '"hello"', columns[3])).toEqual({
      columnId: 'text',
      input: 'hello',
      form: 'simple',
    });
    expect(requestedFromJson('text', '', columns[3]).input).toBeNull();
    expect(() => requestedFromJson('status', '{"index": ', status)).toThrow(
      expect.objectContaining({
        extensions: { code: 'ColumnValueException', error_data: { column_type: 'status' } },
      }),
    );
  });

  it('rejects a malformed column_values document', () => {
    for (const input of ['[1]', '{"a": ', '"text"']) {
      expect(() => requestedFromMap(input)).toThrow(
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'InvalidArgumentException' }),
        }),
      );
    }
  });
});
