import { columnOf } from '@workapi/testing';
import type { ColumnType } from './columns';
import { EMPTY_DIRECTORY } from './directory';
import { columnSettings } from './column-settings';
import { COLUMN_TYPES } from './registry';

const refused = expect.objectContaining({ extensions: { code: 'InvalidArgumentException' } });

/** A column's settings on a board of no other column (labels read none). */
const settingsOf = (type: ColumnType, input: unknown, previous: Record<string, unknown> = {}) =>
  columnSettings(type, input, previous, []);

const created = settingsOf('status', {
  labels: [
    { label: 'Planned', color: 'bright_blue', index: 0 },
    { label: 'Shipped', color: 'done_green', index: 1, is_done: true },
    { label: 'Blocked', color: 'stuck_red', index: 2, description: 'waiting on someone' },
  ],
});

describe('status column settings', () => {
  it('gives new labels ids in order, with their colours, positions, done marks and descriptions', () => {
    expect(created).toMatchObject({
      labels: { '0': 'Planned', '1': 'Shipped', '2': 'Blocked' },
      labels_colors: { '1': { color: '#00c875', var_name: 'done_green' } },
      labels_positions_v2: { '0': 0, '1': 1, '2': 2 },
      done_colors: [1],
      labels_descriptions: { '2': 'waiting on someone' },
      deactivated_labels: [],
    });
  });

  it('keeps a renamed label under its id, so items holding it read the new name', () => {
    const updated = settingsOf(
      'status',
      {
        labels: [
          { id: 1, label: 'Released', color: 'done_green', index: 0 },
          { id: 0, label: 'Planned', color: 'bright_blue', index: 1 },
          { id: 2, label: 'Blocked', color: 'stuck_red', index: 2 },
        ],
      },
      created,
    );
    expect(updated.labels).toEqual({ '0': 'Planned', '1': 'Released', '2': 'Blocked' });
    expect(updated.labels_positions_v2).toEqual({ '0': 1, '1': 0, '2': 2 });
    expect(updated.done_colors).toEqual([1]);
    const column = columnOf('status', 'status', updated);
    expect(COLUMN_TYPES.status.text({ index: 1, changed_at: '' }, column, {} as never)).toBe('Released');
  });

  it('deactivates a label left out: items keep reading it, new values cannot choose it', () => {
    const updated = settingsOf(
      'status',
      {
        labels: [
          { id: 0, label: 'Planned', color: 'bright_blue', index: 0 },
          { label: 'Review', color: 'sky', index: 1 },
        ],
      },
      created,
    );
    expect(updated.deactivated_labels).toEqual([1, 2]);
    expect(updated.labels).toMatchObject({ '1': 'Shipped', '3': 'Review' });
    const column = columnOf('status', 'status', updated);
    expect(COLUMN_TYPES.status.text({ index: 2, changed_at: '' }, column, {} as never)).toBe('Blocked');
    const ctx = { createLabelsIfMissing: false, now: new Date(), directory: EMPTY_DIRECTORY };
    expect(() => COLUMN_TYPES.status.fromJson({ index: 2 }, column, ctx)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'ColumnValueException' }) }),
    );
    expect(() => COLUMN_TYPES.status.fromSimple('Shipped', column, ctx)).toThrow();
    expect(COLUMN_TYPES.status.fromSimple('Review', column, ctx).stored).toMatchObject({ index: 3 });
  });

  it('refuses an unknown id, a label twice, an unknown colour and more than 40 labels', () => {
    const label = (name: string) => ({ label: name, color: 'sky', index: 0 });
    expect(() => settingsOf('status', { labels: [{ ...label('A'), id: 9 }] }, created)).toThrow(refused);
    expect(() => settingsOf('status', { labels: [label('A'), label('A')] })).toThrow(refused);
    expect(() => settingsOf('status', { labels: [{ ...label('A'), color: 'beige' }] })).toThrow(refused);
    const many = Array.from({ length: 41 }, (_, n) => label(`L${n}`));
    expect(() => settingsOf('status', { labels: many })).toThrow(refused);
  });

  it('refuses label parts of another shape, with labels or without, so the column stays usable', () => {
    for (const parts of [
      { deactivated_labels: 5 },
      { done_colors: 'x' },
      { done_colors: ['one'] },
      { labels_colors: 'red' },
      { labels_positions_v2: [1] },
    ]) {
      expect(() => settingsOf('status', parts, created)).toThrow(refused);
      expect(() => settingsOf('status', { ...parts, labels: { '1': 'Done' } })).toThrow(refused);
      expect(() => settingsOf('dropdown', parts)).toThrow(refused);
    }
  });

  it("reads create_column's older id-keyed form, given as a JSON string", () => {
    expect(settingsOf('status', '{"labels": {"1": "Done", "7": "Later"}}').labels).toEqual({
      '1': 'Done',
      '7': 'Later',
    });
    expect(() => settingsOf('status', '{"labels": ')).toThrow(refused);
    expect(() => settingsOf('status', '[1]')).toThrow(refused);
  });
});

describe('dropdown column settings', () => {
  const options = settingsOf('dropdown', {
    labels: [{ label: 'Cookie' }, { label: 'Cake' }],
    limit_select: true,
    label_limit_count: 1,
  });

  it('numbers options from 1 and keeps the selection limit', () => {
    expect(options).toMatchObject({
      labels: [
        { id: 1, name: 'Cookie' },
        { id: 2, name: 'Cake' },
      ],
      limit_select: true,
      label_limit_count: 1,
    });
  });

  it('renames by id, adds new ones after the highest id and deactivates those left out', () => {
    const updated = settingsOf(
      'dropdown',
      { labels: [{ id: 2, label: 'Cupcake' }, { label: 'Pie' }] },
      options,
    );
    expect(updated.labels).toEqual([
      { id: 2, name: 'Cupcake' },
      { id: 3, name: 'Pie' },
      { id: 1, name: 'Cookie' },
    ]);
    expect(updated.deactivated_labels).toEqual([1]);
    const column = columnOf('dropdown', 'dropdown', updated);
    const ctx = { createLabelsIfMissing: false, now: new Date(), directory: EMPTY_DIRECTORY };
    expect(COLUMN_TYPES.dropdown.text({ ids: [1, 2], changed_at: '' }, column, {} as never)).toBe(
      'Cookie, Cupcake',
    );
    expect(() => COLUMN_TYPES.dropdown.fromJson({ ids: [1] }, column, ctx)).toThrow();
    expect(() => COLUMN_TYPES.dropdown.fromSimple('Cookie', column, ctx)).toThrow();
  });

  it('holds a value to label_limit_count options while limit_select is on', () => {
    const ctx = { createLabelsIfMissing: false, now: new Date(), directory: EMPTY_DIRECTORY };
    const limited = columnOf('dropdown', 'dropdown', options);
    expect(COLUMN_TYPES.dropdown.fromJson({ ids: [1] }, limited, ctx).stored).toMatchObject({ ids: [1] });
    expect(() => COLUMN_TYPES.dropdown.fromSimple('Cookie, Cake', limited, ctx)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'ColumnValueException' }) }),
    );
    const free = columnOf('dropdown', 'dropdown', settingsOf('dropdown', { limit_select: false }, options));
    expect(COLUMN_TYPES.dropdown.fromSimple('Cookie, Cake', free, ctx).stored).toMatchObject({ ids: [1, 2] });
  });

  it('refuses a limit of 0 and an id the column does not have', () => {
    expect(() => settingsOf('dropdown', { labels: [], label_limit_count: 0 })).toThrow(refused);
    expect(() => settingsOf('dropdown', { labels: [{ id: 8, label: 'X' }] }, options)).toThrow(refused);
  });
});

describe('settings of a type without its own check', () => {
  it('lays what is sent over what the column had', () => {
    expect(settingsOf('numbers', { unit: { symbol: '$' } }, { direction: 'left' })).toEqual({
      direction: 'left',
      unit: { symbol: '$' },
    });
  });
});
