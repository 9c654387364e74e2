import type { Redis } from 'ioredis';
import type { ColumnDefinition } from '@workapi/column-types';
import { cursorKeys } from '@workapi/cursor';
import { ReferenceCache, type BoardFacts } from '@workapi/reference';
import type { ChangeCounter } from '@workapi/stores';
import type { ItemRecord, ItemsRepository } from '../data/items';
import { LinkedReads } from './linked-reads';
import { firstPage, nextPage, type Pager } from './pager';
import { normalizeQuery } from './query';
import { QuietItems } from './quiet';
import { FirstPageReuse } from './reuse';
import type { SnapshotStore } from './snapshots';

const BOARD = '10';
const status: ColumnDefinition = {
  board_id: BOARD,
  id: 'status',
  title: 'Status',
  type: 'status',
  settings: { labels: { '0': 'Working on it', '1': 'Done' } },
  description: null,
  archived: false,
  position: 1,
};
const board: BoardFacts = {
  id: BOARD,
  state: 'active',
  kind: 'private',
  owner_ids: ['2'],
  subscriber_ids: ['2'],
  groups: [{ id: 'topics', archived: false }],
};

/** A board of `count` items, every third one Done, and a pager over it, all in memory. */
function world(count: number) {
  const rows = new Map<string, ItemRecord>();
  for (let n = 0; n < count; n += 1) {
    const id = String(2_000_000_000 + n);
    rows.set(id, {
      _id: id,
      account_id: '1',
      board_id: BOARD,
      group_id: 'topics',
      name: `Item ${n}`,
      state: 'active',
      creator_id: '2',
      values: { status: { index: n % 3 === 0 ? 1 : 0 } },
      created_at: new Date(0),
      updated_at: new Date(0),
    });
  }
  const facts = { current: board };
  const calls = { candidates: 0, rosters: 0, itemsRead: 0, readAhead: 0 };
  const items = {
    candidates: async (where: { boardIds: string[]; states: string[] }) => {
      calls.candidates += 1;
      return [...rows.values()].filter(
        (row) => where.boardIds.includes(row.board_id) && where.states.includes(row.state),
      );
    },
    // A page reads items as shown (without their lookup keys and outbox), never through the writes' loader.
    shownById: {
      loadMany: async (ids: string[]) => {
        calls.itemsRead += ids.length;
        return ids.map((id) => rows.get(id) ?? null);
      },
      prime: () => undefined,
    },
    // The read-ahead's reads, outside the request's loader.
    readShownByIds: async (ids: string[]) => {
      calls.itemsRead += ids.length;
      calls.readAhead += ids.length;
      return ids.map((id) => rows.get(id) ?? null);
    },
    // The roster as the items' writes left it; an item the roster calls unsettled is kept.
    members: async (boardIds: string[]) => {
      calls.rosters += 1;
      return new Map(
        boardIds.map((boardId) => [
          boardId,
          [...rows.values()]
            .filter((row) => row.board_id === boardId)
            .map((row) => ({
              id: row._id,
              boardId,
              groupId: row.group_id,
              state: roster.unsettled.has(row._id) ? 'unsettled' : row.state,
              createdMs: row.created_at.getTime(),
            })),
        ]),
      );
    },
  } as unknown as ItemsRepository;
  const roster = { unsettled: new Set<string>() };
  const stored = new Map<string, { ids: string[]; meta: unknown }>();
  const named = new Map<string, unknown>();
  const snapshots = {
    create: async (ids: string[], meta: unknown) => {
      stored.set(`s${stored.size}`, { ids, meta });
      return `s${stored.size - 1}`;
    },
    read: async (id: string, from: number, count: number) => {
      const snapshot = stored.get(id);
      return snapshot ? { ids: snapshot.ids.slice(from, from + count), meta: snapshot.meta } : null;
    },
    remember: async (key: string, entry: unknown) => void named.set(key, entry),
    recall: async (key: string) => named.get(key) ?? null,
  } as unknown as SnapshotStore;
  const changes = { count: 0 };
  const quiet = new QuietItems();
  const pager = (): Pager => ({
    accountId: '1',
    userId: '2',
    role: 'member',
    items,
    // Read as a request reads it when Redis holds nothing: from the owners, here in memory.
    reference: new ReferenceCache({} as Redis).reader('1', null, {
      accountWide: async () => ({ boards: [facts.current], users: {} }),
      columns: async () => ({ [BOARD]: [status] }),
    }),
    snapshots,
    reuse: new FirstPageReuse(snapshots),
    keys: cursorKeys('secret'),
    changes: { current: async () => String(changes.count) } as unknown as ChangeCounter,
    quiet,
    linkedReads: new LinkedReads({ items: 0 }),
  });
  return { rows, facts, calls, changes, pager, roster };
}

const DONE = normalizeQuery({ boards: [BOARD], rules: [{ column_id: 'status', compare_value: [1] }] });
const ALL = normalizeQuery({ boards: [BOARD] });

describe('items_page over a snapshot', () => {
  it('walks every matching item once, in order, page after page, and ends with a null cursor', async () => {
    const { pager } = world(30);
    const seen: string[] = [];
    let page = await firstPage(pager(), DONE, {}, 4);
    seen.push(...page.items.map((item) => item.name));
    while (page.cursor) {
      page = await nextPage(pager(), page.cursor, 4, {});
      seen.push(...page.items.map((item) => item.name));
    }
    expect(seen).toEqual(Array.from({ length: 10 }, (_, index) => `Item ${index * 3}`));
  });

  it('re-checks each later page: what was deleted or stopped matching is left out, nothing new comes in', async () => {
    const { rows, changes, pager } = world(12);
    const first = await firstPage(pager(), DONE, {}, 1);
    expect(first.items.map((item) => item.name)).toEqual(['Item 0']);
    const ids = [...rows.keys()];
    rows.get(ids[3])!.state = 'deleted';
    rows.get(ids[6])!.values = { status: { index: 0 } };
    rows.set('2000000099', { ...rows.get(ids[0])!, _id: '2000000099', name: 'Newcomer' });
    changes.count += 2; // as the writes above would have raised it
    const later = await nextPage(pager(), first.cursor as string, 10, {});
    expect(later.items.map((item) => item.name)).toEqual(['Item 9']);
    expect(later.cursor).toBeNull();
  });

  it("answers no item of a board's or group's first page the user may not see, however the page was reached", async () => {
    const { facts, pager } = world(12);
    const group = { group: { id: 'topics', board: BOARD } };
    expect((await firstPage(pager(), ALL, { board: BOARD }, 3)).items).toHaveLength(3);
    expect((await firstPage(pager(), ALL, group, 3)).items).toHaveLength(3);
    facts.current = { ...board, kind: 'private', owner_ids: ['9'], subscriber_ids: ['9'] };
    expect(await firstPage(pager(), ALL, { board: BOARD }, 3)).toEqual({ cursor: null, items: [], read: 0 });
    expect(await firstPage(pager(), ALL, group, 3)).toEqual({ cursor: null, items: [], read: 0 });
  });

  it('refuses a later page once the user may no longer see the board', async () => {
    const { facts, pager } = world(12);
    const first = await firstPage(pager(), DONE, {}, 1);
    facts.current = { ...board, owner_ids: ['9'], subscriber_ids: ['9'] };
    await expect(nextPage(pager(), first.cursor as string, 1, {})).rejects.toThrow(
      'The board of this cursor is no longer accessible',
    );
  });

  it('charges the items a computed first page read, and reuses its snapshot while nothing is written', async () => {
    const { calls, changes, pager } = world(30);
    const first = await firstPage(pager(), DONE, {}, 4);
    expect(first.read).toBe(30);
    expect(await firstPage(pager(), DONE, {}, 4)).toEqual({ ...first, cursor: expect.any(String), read: 0 });
    expect(calls.candidates).toBe(1);
    changes.count += 1;
    await firstPage(pager(), DONE, {}, 4);
    expect(calls.candidates).toBe(2);
  });

  it('takes a plain first page from the roster, not the items, and re-checks what the roster cannot vouch for', async () => {
    const { rows, calls, roster, pager } = world(10);
    const ids = [...rows.keys()];
    // Archived since, and the roster does not know yet: unsettled, kept, then left out on reading.
    rows.get(ids[1])!.state = 'archived';
    roster.unsettled.add(ids[1]);
    const first = await firstPage(pager(), ALL, {}, 3);
    expect(calls).toMatchObject({ candidates: 0, rosters: 1 });
    expect(first.read).toBe(10);
    expect(first.items.map((item) => item.name)).toEqual(['Item 0', 'Item 2', 'Item 3']);
    const rest = await nextPage(pager(), first.cursor as string, 10, {});
    expect(rest.items.map((item) => item.name)).toEqual([
      'Item 4',
      'Item 5',
      'Item 6',
      'Item 7',
      'Item 8',
      'Item 9',
    ]);
    expect(rest.cursor).toBeNull();
  });

  it("reads a quiet account's items once: pages asked again read none until the account writes", async () => {
    const { rows, calls, changes, pager } = world(30);
    const walk = async () => {
      const names: string[] = [];
      let page = await firstPage(pager(), ALL, {}, 10);
      names.push(...page.items.map((item) => item.name));
      while (page.cursor) {
        page = await nextPage(pager(), page.cursor, 10, {});
        names.push(...page.items.map((item) => item.name));
      }
      return names;
    };
    const first = await walk();
    expect(calls.itemsRead).toBe(30);
    expect(await walk()).toEqual(first);
    expect(calls.itemsRead).toBe(30);
    // A write raises the count: the next walk reads the items again, and sees the change.
    rows.set('2000000004', { ...rows.get('2000000004')!, name: 'Renamed' });
    changes.count += 2;
    expect(await walk()).toEqual(first.map((name) => (name === 'Item 4' ? 'Renamed' : name)));
    expect(calls.itemsRead).toBe(60);
  });

  it('reads the next page ahead while the account is quiet: the later page reads nothing itself', async () => {
    const { calls, pager } = world(30);
    // A computed first page (a rule) reads the 4 items of the page after it ahead.
    const first = await firstPage(pager(), DONE, {}, 4);
    expect([calls.itemsRead, calls.readAhead]).toEqual([8, 4]);
    const second = await nextPage(pager(), first.cursor!, 4, {});
    expect(second.items.map((item) => item.name)).toEqual(['Item 12', 'Item 15', 'Item 18', 'Item 21']);
    // Served from what was read ahead; and it reads ahead the 2 items left.
    expect([calls.itemsRead, calls.readAhead]).toEqual([10, 6]);
  });

  it('reads two pages ahead from a third page on, each page once: a walk finds every later page read', async () => {
    const { calls, pager } = world(35);
    const first = await firstPage(pager(), ALL, {}, 5);
    // A first and a second page read the next page only: a client may want nothing more.
    expect(calls.readAhead).toBe(5);
    const second = await nextPage(pager(), first.cursor!, 5, {});
    expect(calls.readAhead).toBe(10);
    // A third page: the fourth and fifth.
    let page = await nextPage(pager(), second.cursor!, 5, {});
    expect(calls.readAhead).toBe(20);
    // A fourth: the sixth only, the fifth is kept.
    page = await nextPage(pager(), page.cursor!, 5, {});
    expect(calls.readAhead).toBe(25);
    while (page.cursor) page = await nextPage(pager(), page.cursor, 5, {});
    // 35 items read once each: the first page's own, the rest by the read-aheads.
    expect([calls.itemsRead, calls.readAhead]).toEqual([35, 30]);
  });

  it('never serves what was read ahead once the account wrote', async () => {
    const { rows, calls, changes, pager } = world(30);
    const first = await firstPage(pager(), ALL, {}, 10);
    expect(calls.readAhead).toBe(10);
    rows.set('2000000012', { ...rows.get('2000000012')!, name: 'Renamed' });
    changes.count += 2; // as the write would have raised it
    const second = await nextPage(pager(), first.cursor!, 10, {});
    expect(second.items.map((item) => item.name)).toContain('Renamed');
    // Both pages read by the request itself.
    expect(calls.itemsRead - calls.readAhead).toBe(20);
  });
});
