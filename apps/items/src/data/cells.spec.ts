import { cellOf, cellWrites, decoded, stored, type StoredCells } from './cells';

const status = { index: 1, changed_at: '2026-06-03T13:25:07.000Z' };

describe('cells', () => {
  it('stores each value as the JSON of what the column type keeps, and reads it back the same', () => {
    const values = { status, text: 'Hello', numbers: '42.5', dropdown: { ids: [1, 2] }, empty: null };
    const row = stored({ _id: '1', name: 'A', values });
    expect(row).toEqual({
      _id: '1',
      name: 'A',
      cells: {
        status: JSON.stringify(status),
        text: '"Hello"',
        numbers: '"42.5"',
        dropdown: '{"ids":[1,2]}',
        empty: 'null',
      },
    });
    expect(decoded(row)).toEqual({ _id: '1', name: 'A', values });
  });

  it('reads items stored before as they were, a cell winning over its column stored before', () => {
    expect(decoded({ _id: '1', values: { text: 'old', status } })).toEqual({
      _id: '1',
      values: { text: 'old', status },
    });
    expect(decoded({ _id: '1', values: { text: 'old', status }, cells: { text: '"new"' } })).toEqual({
      _id: '1',
      values: { text: 'new', status },
    });
    expect(decoded<{ _id: string } & StoredCells>({ _id: '1' })).toEqual({ _id: '1' });
  });

  it('writes one column as its cell and takes it out of the layout before; a clear takes out both', () => {
    expect(
      cellWrites([
        { key: 'status', value: status },
        { key: 'text', value: null },
      ]),
    ).toEqual({
      set: { 'cells.status': JSON.stringify(status) },
      unset: { 'values.status': '', 'values.text': '', 'cells.text': '' },
    });
  });

  it('stores a property set to undefined as null, as the driver did', () => {
    expect(cellOf({ date: '2026-02-03', time: undefined })).toBe('{"date":"2026-02-03","time":null}');
  });

  it('refuses to store a value that would not read back the same', () => {
    expect(cellOf(new Date(0))).toBeUndefined();
    expect(cellOf(Number.NaN)).toBeUndefined();
    expect(cellOf({ at: new Date(0) })).toBeUndefined();
    expect(cellOf([1, Number.POSITIVE_INFINITY])).toBeUndefined();
    expect(() => cellWrites([{ key: 'date', value: { at: new Date(0) } }])).toThrow('date');
  });
});
