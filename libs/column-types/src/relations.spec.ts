import { columnOf } from '@workapi/testing';
import {
  COLUMN_TYPES,
  EMPTY_DIRECTORY,
  itemsNamedBy,
  prepareValues,
  type LinkedItem,
  type ReadContext,
} from '.';
import { MAX_LINKS } from './relations';

const NOW = new Date('2026-06-03T10:00:00.000Z');

/** Board 10's relation column connects board 20; item 31 is on board 20, 32 on board 10, 33 on 30. */
const relation = { ...columnOf('connect', 'board_relation', { boardIds: ['20'] }), board_id: '10' };
const dependency = { ...columnOf('deps', 'dependency'), board_id: '10' };
const linkable = new Map([
  ['31', { board_id: '20' }],
  ['32', { board_id: '10' }],
  ['33', { board_id: '30' }],
]);

const write = (column: typeof relation, input: unknown) =>
  prepareValues([column], [{ columnId: column.id, input, form: 'json' }], {
    createLabelsIfMissing: false,
    directory: EMPTY_DIRECTORY,
    linkable,
  }).values[0].value;

const ITEMS: Record<string, LinkedItem> = {
  '31': { _id: '31', name: 'Launch', board_id: '20' },
  '32': { _id: '32', name: 'Design', board_id: '10' },
};

/** A read where only items 31 and 32 are still shown (33 was archived or deleted since). */
const read: ReadContext = {
  item: {
    id: '2000000001',
    created_at: NOW,
    updated_at: NOW,
    creator_id: '2',
    updater_id: null,
    group_id: 'topics',
  },
  directory: EMPTY_DIRECTORY,
  linked: {
    shown: async (ids) => ids.flatMap((id) => (ITEMS[id] ? [ITEMS[id]] : [])),
    values: async () => [],
  },
};

const field = (column: typeof relation, stored: unknown, name: string) =>
  COLUMN_TYPES[column.type].fields[name](stored, column, read);

describe('board_relation values', () => {
  it('links items of the boards its settings connect, by id', () => {
    expect(write(relation, { item_ids: [31, '31'] })).toEqual({
      item_ids: ['31'],
      changed_at: expect.any(String),
    });
  });

  it('refuses an item of a board the column does not connect, or one the caller may not link', () => {
    expect(() => write(relation, { item_ids: [32] })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'ColumnValueException' }) }),
    );
    expect(() => write(relation, { item_ids: [99] })).toThrow(/99/);
    expect(() => write(relation, { item_ids: 'x' })).toThrow(/item_ids/);
  });

  it('refuses the simple form and a second item where the column links one', () => {
    expect(() =>
      prepareValues([relation], [{ columnId: 'connect', input: '31', form: 'simple' }], {
        createLabelsIfMissing: false,
        directory: EMPTY_DIRECTORY,
        linkable,
      }),
    ).toThrow(/JSON/);
    const single = { ...relation, settings: { boardIds: ['20', '10'], allowMultipleItems: false } };
    expect(() => write(single, { item_ids: [31, 32] })).toThrow(/one item/);
  });

  it('clears with {}, null and an empty list', () => {
    for (const input of [{}, null, { item_ids: [] }]) expect(write(relation, input)).toBeNull();
  });

  it("takes the older clients' linkedPulseIds, and refuses an object without item_ids rather than clearing", () => {
    expect(write(relation, { linkedPulseIds: [{ linkedPulseId: 31 }] })).toEqual({
      item_ids: ['31'],
      changed_at: expect.any(String),
    });
    expect(() => write(relation, { itemIds: [31] })).toThrow(/item_ids is missing/);
  });

  it('links a bounded number of items', () => {
    const many = Array.from({ length: MAX_LINKS + 1 }, (_, index) => 100 + index);
    expect(() => write(relation, { item_ids: many })).toThrow(/at most/);
  });

  it('shows the linked items still shown, their names, no text and no value', async () => {
    const stored = { item_ids: ['33', '31', '32'], changed_at: NOW.toISOString() };
    expect(await field(relation, stored, 'linked_item_ids')).toEqual(['31', '32']);
    expect(await field(relation, stored, 'display_value')).toBe('Launch, Design');
    expect(await field(relation, stored, 'linked_items')).toEqual([ITEMS['31'], ITEMS['32']]);
    expect(field(relation, stored, 'updated_at')).toBe(NOW.toISOString());
    expect(COLUMN_TYPES.board_relation.text(stored, relation, read)).toBeNull();
    expect(COLUMN_TYPES.board_relation.value(stored, relation, read)).toBeNull();
    expect(await field(relation, null, 'display_value')).toBe('');
  });

  it('names the items a write links, for the caller to load', () => {
    expect(
      itemsNamedBy([relation], [{ columnId: 'connect', input: { item_ids: [31, '32', 'x'] }, form: 'json' }]),
    ).toEqual(['31', '32']);
  });

  it('keeps its connected boards as ids, refusing anything else', () => {
    const check = COLUMN_TYPES.board_relation.checkSettings!;
    expect(check({ boardIds: [20, '30'] }, {}, [])).toEqual({ boardIds: ['20', '30'] });
    expect(() => check({ boardIds: 'twenty' }, {}, [])).toThrow(/boardIds/);
  });
});

describe('dependency values', () => {
  it('links items of its own board only', () => {
    expect(write(dependency, { item_ids: [32] })).toEqual({
      item_ids: ['32'],
      changed_at: expect.any(String),
    });
    expect(() => write(dependency, { item_ids: [31] })).toThrow(/not an item of this board/);
  });

  it('clears with {"dependent_on": {}} as monday.com documents', () => {
    expect(write(dependency, { dependent_on: {} })).toBeNull();
  });
});
