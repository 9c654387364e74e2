import { testScope } from '@workapi/testing';
import type { ColumnsContext } from './context';
import { columnOf } from './data/column.fixture';
import type { ColumnRecord, ColumnsRepository } from './data/columns';
import { prepareWrites, requestedFromJson, requestedFromMap, storeValues } from './writes';

const columns = [
  columnOf('name', 'name'),
  columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done' } }),
  columnOf('numbers', 'numbers'),
  columnOf('text', 'text'),
];

describe('prepareWrites', () => {
  it('checks every value before returning anything to store', () => {
    const requested = requestedFromMap('{"text": "ok", "numbers": "not a number"}');
    expect(() => prepareWrites(columns, requested, { createLabelsIfMissing: false })).toThrow(
      expect.objectContaining({
        extensions: { code: 'ColumnValueException', error_data: { column_type: 'numbers' } },
      }),
    );
  });

  it('names an unknown column with InvalidColumnIdException', () => {
    expect(() =>
      prepareWrites(columns, requestedFromMap({ nope: 'x' }), { createLabelsIfMissing: false }),
    ).toThrow(expect.objectContaining({ extensions: { code: 'InvalidColumnIdException' } }));
  });

  it('reads strings and numbers as simple values and objects as JSON, and returns created labels once', () => {
    const prepared = prepareWrites(
      columns,
      requestedFromMap({ text: 'hi', numbers: 7, status: { label: 'Blocked' } }),
      { createLabelsIfMissing: true },
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

describe('storeValues', () => {
  afterEach(() => jest.restoreAllMocks());

  /** A repository whose board reads answer `reads` in turn and whose settings writes answer `outcomes`. */
  function contextWith(reads: ColumnRecord[][], outcomes: boolean[]) {
    const repository = {
      ofBoard: { load: jest.fn(async () => reads.shift() ?? []) },
      replaceSettings: jest.fn(async () => outcomes.shift() ?? false),
      writeValues: jest.fn(async () => undefined),
    };
    const context: ColumnsContext = {
      ...testScope({}),
      columns: repository as unknown as ColumnsRepository,
      userNames: async () => new Map(),
    };
    return { context, repository };
  }

  const statusWith = (labels: Record<string, string>, version: number) => [
    { ...columnOf('status', 'status', { labels }), settings_version: version },
  ];

  it('redoes the whole write on fresh settings when another request changed the column first', async () => {
    const { context, repository } = contextWith(
      [statusWith({ '0': 'Done' }, 4), statusWith({ '0': 'Done', '1': 'Theirs' }, 5)],
      [false, true],
    );
    await storeValues(context, '10', '7', requestedFromMap({ status: 'Ours' }), true);

    expect(repository.ofBoard.load).toHaveBeenCalledTimes(2);
    expect(repository.replaceSettings.mock.calls).toEqual([
      ['10', 'status', expect.objectContaining({ labels: { '0': 'Done', '1': 'Ours' } }), 4],
      ['10', 'status', expect.objectContaining({ labels: { '0': 'Done', '1': 'Theirs', '2': 'Ours' } }), 5],
    ]);
    expect(repository.writeValues.mock.calls).toEqual([
      ['10', '7', [{ columnId: 'status', value: expect.objectContaining({ index: 2 }) }]],
    ]);
  });

  it('gives up with the values unstored when the column keeps changing', async () => {
    const reads = Array.from({ length: 10 }, (_, version) => statusWith({}, version));
    const { context, repository } = contextWith(reads, []);
    jest.spyOn(Math, 'random').mockReturnValue(0); // no backoff between attempts
    await expect(storeValues(context, '10', '7', requestedFromMap({ status: 'Ours' }), true)).rejects.toThrow(
      'gave up after 10 attempts',
    );
    expect(repository.replaceSettings).toHaveBeenCalledTimes(10);
    expect(repository.writeValues).not.toHaveBeenCalled();
  });
});
