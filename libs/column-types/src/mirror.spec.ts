import { columnOf } from '@workapi/testing';
import { COLUMN_TYPES, EMPTY_DIRECTORY, type ColumnValueView, type LinkedItem, type ReadContext } from '.';

const NOW = new Date('2026-06-03T10:00:00.000Z');
const relation = { ...columnOf('connect', 'board_relation', { boardIds: ['20'] }), board_id: '10' };
const mirror = {
  ...columnOf('mirror', 'mirror', {
    relation_column: { connect: true },
    displayed_linked_columns: [{ board_id: '20', column_ids: ['status'] }],
  }),
  board_id: '10',
};
const status = {
  ...columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done' } }),
  board_id: '20',
};

const LINKED: LinkedItem[] = [
  { _id: '31', name: 'Launch', board_id: '20' },
  { _id: '32', name: 'Moved away', board_id: '30' },
];

/** Item 31's status as it is now; its board shows it, item 32's board (30) shows nothing. */
function readWith(statusIndex: number): ReadContext {
  const read: ReadContext = {
    item: { id: '1', created_at: NOW, updated_at: NOW, creator_id: '2', updater_id: null, group_id: 'g' },
    directory: EMPTY_DIRECTORY,
    row: {
      columns: [relation, mirror],
      values: { connect: { item_ids: ['31', '32'], changed_at: NOW.toISOString() } },
    },
    linked: {
      shown: async (ids) => LINKED.filter((item) => ids.includes(item._id)),
      values: async (item, columnIds): Promise<ColumnValueView[]> =>
        item._id === '31' && columnIds.includes('status')
          ? [{ column: status, stored: { index: statusIndex }, read }]
          : [],
    },
  };
  return read;
}

const field = (name: string, read: ReadContext) => COLUMN_TYPES.mirror.fields[name](null, mirror, read);

describe('mirror values', () => {
  it("shows the linked items' mirrored values as they are when read", async () => {
    expect(await field('display_value', readWith(0))).toBe('Working on it');
    expect(await field('display_value', readWith(1))).toBe('Done');
  });

  it('gives each linked item its board and its value, null where its board shows none', async () => {
    const items = await field('mirrored_items', readWith(1));
    expect(items).toEqual([
      {
        linked_item: LINKED[0],
        linked_board_id: '20',
        linked_board: { __typename: 'Board', id: '20' },
        mirrored_value: expect.objectContaining({ column: status }),
      },
      {
        linked_item: LINKED[1],
        linked_board_id: '30',
        linked_board: { __typename: 'Board', id: '30' },
        mirrored_value: null,
      },
    ]);
  });

  it('is read-only, with no text and no value', () => {
    expect(() => COLUMN_TYPES.mirror.fromJson({}, mirror, {} as never)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'ColumnValueException' }) }),
    );
    expect(COLUMN_TYPES.mirror.text(null, mirror, readWith(0))).toBeNull();
  });

  it('must name a connected boards column of its board and list the columns it shows', () => {
    const check = COLUMN_TYPES.mirror.checkSettings!;
    expect(
      check(
        {
          relation_column: { connect: true },
          displayed_linked_columns: [{ board_id: 20, column_ids: ['status'] }],
        },
        {},
        [relation],
      ),
    ).toEqual({
      relation_column: { connect: true },
      displayed_linked_columns: [{ board_id: '20', column_ids: ['status'] }],
    });
    expect(() => check({ relation_column: { status: true } }, {}, [relation, status])).toThrow(/status/);
    expect(() => check({ displayed_linked_columns: [{ board_id: '20' }] }, {}, [relation])).toThrow(
      /displayed_linked_columns/,
    );
  });
});
