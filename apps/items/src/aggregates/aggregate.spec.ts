import type { Redis } from 'ioredis';
import type { ColumnDefinition } from '@workapi/column-types';
import { ErrorCode } from '@workapi/errors';
import { ReferenceCache, type BoardFacts } from '@workapi/reference';
import type { ItemsContext } from '../context';
import type { ItemRecord, ItemsRepository } from '../data/items';
import type { QueryAggregateArgs } from '../generated/graphql';
import type { Pager } from '../paging/pager';
import { aggregate } from './aggregate';
import type { ResultSet } from './results';

const BOARD = '10';
const columnOf = (id: string, type: ColumnDefinition['type'], settings = {}): ColumnDefinition => ({
  board_id: BOARD,
  id,
  title: id,
  type,
  settings,
  description: null,
  archived: false,
  position: 1,
});
const COLUMNS = [
  columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done' } }),
  columnOf('amount', 'numbers'),
  columnOf('notes', 'text'),
];
const BOARD_FACTS: BoardFacts = {
  id: BOARD,
  state: 'active',
  kind: 'private',
  owner_ids: ['2'],
  subscriber_ids: ['2'],
  groups: [{ id: 'topics', archived: false }],
  subitems_board_id: '11',
};

/** A board of 9 items, every third one Done, amounts 0..8, and what aggregate asked of the store. */
function world(userId = '2') {
  const rows: ItemRecord[] = Array.from({ length: 9 }, (_, n) => ({
    _id: String(2_000_000_000 + n),
    account_id: '1',
    board_id: BOARD,
    group_id: 'topics',
    name: `Item ${n}`,
    state: 'active',
    creator_id: '2',
    values: { status: { index: n % 3 === 0 ? 1 : 0 }, amount: String(n), notes: 'long text never read' },
    created_at: new Date(0),
    updated_at: new Date(0),
  }));
  const reads: Array<{ valueKeys: string[] }> = [];
  const items = {
    candidates: async (_where: unknown, _fields: unknown, valueKeys: string[]) => {
      reads.push({ valueKeys });
      return rows;
    },
    byId: {
      loadMany: async () => {
        throw new Error('aggregate reads no item by id');
      },
    },
  } as unknown as ItemsRepository;
  const pager = {
    accountId: '1',
    userId,
    role: 'member',
    items,
    reference: new ReferenceCache({} as Redis).reader('1', null, {
      accountWide: async () => ({ boards: [BOARD_FACTS], users: {} }),
      columns: async () => ({ [BOARD]: COLUMNS }),
    }),
  } as unknown as Pager;
  // Items 0 and 3 have subitems: two and one.
  const subitems = {
    parentsOnBoard: async (board: string) => {
      reads.push({ valueKeys: [`subitems of ${board}`] });
      return [rows[0]._id, rows[3]._id, rows[0]._id];
    },
  };
  const context = { pager, subitems, reads: { items: 0 } } as unknown as ItemsContext;
  return { context, reads };
}

const query = (extra: Partial<QueryAggregateArgs['query']> = {}): QueryAggregateArgs => ({
  query: {
    from: { type: 'TABLE', id: BOARD },
    group_by: [{ column_id: 'status' }],
    select: [
      { type: 'COLUMN', column: { column_id: 'status' }, as: 'status' },
      {
        type: 'FUNCTION',
        function: { function: 'SUM', params: [{ type: 'COLUMN', column: { column_id: 'amount' }, as: 'a' }] },
        as: 'sum',
      },
    ],
    ...extra,
  },
});

/** A result set as its entries' values: a group's text, a function's result. */
const shown = (set: ResultSet) =>
  set.entries.map(({ value }) => ('result' in value ? value.result : value.value_string));

describe('aggregate', () => {
  it('reads the board once, only the values it groups and adds up, and charges every item read', async () => {
    const { context, reads } = world();
    const { results } = await aggregate(query(), context);
    expect(reads).toHaveLength(1);
    expect([...reads[0].valueKeys].sort()).toEqual(['amount', 'status']);
    expect(context.reads.items).toBe(9);
    expect(results.map(shown)).toEqual([
      ['Done', 0 + 3 + 6],
      ['Working on it', 1 + 2 + 4 + 5 + 7 + 8],
    ]);
  });

  it("filters with items_page's rules, and reads the values they read too", async () => {
    const { context, reads } = world();
    const rules = [
      { column_id: 'amount', compare_value: 5, operator: 'greater_than' as const },
      { column_id: 'notes', compare_value: 'long', operator: 'contains_text' as const },
    ];
    const { results } = await aggregate(query({ query: { rules } }), context);
    expect(results.map(shown)).toEqual([
      ['Done', 6],
      ['Working on it', 7 + 8],
    ]);
    expect([...reads[0].valueKeys].sort()).toEqual(['amount', 'notes', 'status']);
  });

  it('refuses a board the caller may not read, or does not have, reading nothing', async () => {
    for (const [user, board] of [
      ['3', BOARD],
      ['2', '99'],
    ]) {
      const { context, reads } = world(user);
      const refused = aggregate(query({ from: { type: 'TABLE', id: board } }), context);
      await expect(refused).rejects.toMatchObject({ code: ErrorCode.invalidBoardId });
      expect(reads).toHaveLength(0);
    }
  });

  it('refuses a column the board lacks', async () => {
    const { context } = world();
    const refused = aggregate(query({ group_by: [{ column_id: 'status' }, { column_id: 'nope' }] }), context);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.invalidArgument });
  });

  it("counts subitems with one more read, of the board's subitems board, each subitem charged", async () => {
    const { context, reads } = world();
    const { results } = await aggregate(
      query({
        select: [
          { type: 'COLUMN', column: { column_id: 'status' }, as: 'status' },
          { type: 'FUNCTION', function: { function: 'COUNT_SUBITEMS' }, as: 'subitems' },
        ],
      }),
      context,
    );
    expect(results.map(shown)).toEqual([
      ['Done', 3],
      ['Working on it', 0],
    ]);
    expect(reads.map((read) => read.valueKeys)).toEqual([['status'], ['subitems of 11']]);
    expect(context.reads.items).toBe(9 + 3);
  });
});
