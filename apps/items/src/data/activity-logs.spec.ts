import { MongoBulkWriteError, type Db } from 'mongodb';
import {
  ActivityLogs,
  tickOf,
  TICK_MS,
  type ActivityLogEntry,
  type ActivityLogRecord,
} from './activity-logs';
import { sweepDays } from './retention';

/**
 * The two collections in memory, with what the log asks of them: equality, `$in` (an array field
 * by any element), a `created_at` range, and inserts; each find's rows are counted, as a store
 * would read them.
 */
function memoryLog() {
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  const read = { rows: 0, sent: 0, finds: 0 };
  const matches = (row: Record<string, unknown>, filter: Record<string, unknown>) =>
    Object.entries(filter).every(([field, wanted]) => {
      const value = row[field];
      if (wanted === null || typeof wanted !== 'object' || wanted instanceof Date) return value === wanted;
      const condition = wanted as { $in?: unknown[]; $gte?: Date; $lte?: Date };
      if (condition.$in)
        return Array.isArray(value)
          ? value.some((element) => condition.$in?.includes(element))
          : condition.$in.includes(value);
      const at = (value as Date).getTime();
      return (
        (!condition.$gte || at >= condition.$gte.getTime()) &&
        (!condition.$lte || at <= condition.$lte.getTime())
      );
    });
  const db = {
    collection: (name: string) => {
      const rows = collections.get(name) ?? new Map<string, Record<string, unknown>>();
      collections.set(name, rows);
      return {
        find: (filter: Record<string, unknown>) => {
          let order: Array<[string, number]> = [];
          let most = Infinity;
          const cursor = {
            sort: (spec: Record<string, number>) => ((order = Object.entries(spec)), cursor),
            limit: (count: number) => ((most = count), cursor),
            toArray: async () => {
              const found = [...rows.values()].filter((row) => matches(row, filter));
              const value = (row: Record<string, unknown>, key: string) => {
                const field = row[key];
                return field instanceof Date ? field.getTime() : Number(field);
              };
              found.sort((a, b) => {
                for (const [key, direction] of order) {
                  const difference = (value(a, key) - value(b, key)) * direction;
                  if (difference !== 0) return difference;
                }
                return 0;
              });
              const sent = found.slice(0, most);
              if (name === 'activity_logs') {
                read.finds += 1;
                // What the store reads, and what it sends back.
                read.rows += found.length;
                read.sent += sent.length;
              }
              return sent.map((row) => ({ ...row }));
            },
          };
          return cursor;
        },
        // As a store answers an unordered insert: every new document stored, the others refused.
        insertMany: async (documents: Array<Record<string, unknown>>) => {
          const writeErrors: Array<{ index: number; code: number }> = [];
          documents.forEach((document, index) => {
            if (rows.has(String(document._id))) writeErrors.push({ index, code: 11_000 });
            else rows.set(String(document._id), { ...document });
          });
          if (writeErrors.length > 0)
            throw new MongoBulkWriteError(
              { message: 'E11000', code: 11_000, writeErrors } as never,
              {} as never,
            );
        },
        updateOne: async (filter: { _id: string }, update: { $inc: Record<string, number> }) => {
          const row = rows.get(filter._id);
          if (row)
            for (const [field, by] of Object.entries(update.$inc)) row[field] = Number(row[field] ?? 0) + by;
        },
      };
    },
  } as unknown as Db;
  return { db, read };
}

const NOW = new Date('2026-07-01T12:00:00Z');

function entry(
  account: string,
  board: string,
  at: Date,
  seq: number,
  extra: Partial<ActivityLogEntry> = {},
): ActivityLogEntry {
  return {
    account_id: account,
    board_id: board,
    event: 'update_column_value',
    entity: 'pulse',
    data: '{}',
    user_id: '1',
    created_at: at,
    seq,
    day: at.toISOString().slice(0, 10),
    group_ids: ['topics'],
    ...extra,
  };
}

/** What a driver would answer: the board's entries in the span, newest first, sorted whole. */
const newest = (entries: Array<[string, ActivityLogEntry]>, skip: number, limit: number) =>
  entries
    .slice()
    .sort(([, a], [, b]) => b.created_at.getTime() - a.created_at.getTime() || b.seq - a.seq)
    .slice(skip, skip + limit)
    .map(([id]) => id);
const ids = (records: ActivityLogRecord[]) => records.map((record) => record._id);

describe('a board’s log read by ticks', () => {
  it('answers exactly the newest entries, across ticks, hours and pages, reading only the newest ticks', async () => {
    const { db, read } = memoryLog();
    const logs = new ActivityLogs(db, 30);
    // A busy quarter of an hour two hours ago (20 a second, seq within each millisecond), then a
    // quiet afternoon, an entry a day and a half ago, and another board's and account's entries.
    const entries: Array<[string, ActivityLogEntry]> = [];
    const busyEnd = NOW.getTime() - 2 * 3_600_000;
    for (let n = 0; n < 18_000; n += 1)
      entries.push([`busy-${n}`, entry('a', 'b', new Date(busyEnd - Math.floor(n / 2) * 100), n % 2)]);
    for (let n = 0; n < 5; n += 1)
      entries.push([`quiet-${n}`, entry('a', 'b', new Date(NOW.getTime() - 60_000 - n * 1_700_000), 0)]);
    entries.push(['old', entry('a', 'b', new Date(NOW.getTime() - 36 * 3_600_000), 0)]);
    const others: Array<[string, ActivityLogEntry]> = [
      ['other-board', entry('a', 'c', new Date(NOW.getTime() - 1_000), 0)],
      ['other-account', entry('z', 'b', new Date(NOW.getTime() - 1_000), 0)],
    ];
    // Relayed in batches of 200, out of order, one batch twice.
    const shuffled = [...entries, ...others].sort((x, y) => (x[0] < y[0] ? -1 : 1));
    for (let at = 0; at < shuffled.length; at += 200) await logs.ingest(shuffled.slice(at, at + 200));
    await logs.ingest(shuffled.slice(0, 200));

    const lastDay = { from: new Date(NOW.getTime() - 86_400_000) };
    const inDay = entries.filter(([, e]) => e.created_at >= lastDay.from);
    for (const [skip, limit] of [
      [0, 25],
      [25, 25],
      [0, 100],
      [9_975, 25],
    ]) {
      read.rows = 0;
      read.sent = 0;
      const page = await logs.page('a', 'b', lastDay, { skip, limit }, NOW);
      expect(ids(page)).toEqual(newest(inDay, skip, limit));
      // Whatever the ticks read hold, the store sends no more than the page shows and skips.
      expect(read.sent).toBeLessThanOrEqual(skip + limit);
      if (skip === 0 && limit === 25)
        // The five quiet entries and the newest busy ticks that hold 20 (100 entries each, the
        // newest maybe fewer): the batches, shuffled, each added their events to their tick's count.
        expect(read.rows).toBeLessThanOrEqual(5 + 2 * 100);
    }
    // Without `from`: back to the retention, the old entry included.
    const all = await logs.page('a', 'b', {}, { skip: 18_000, limit: 25 }, NOW);
    expect(ids(all)).toEqual(newest(entries, 18_000, 25));
    expect(ids(all)).toContain('old');
    // A span that ends inside a tick, and one in the future or before anything.
    const to = new Date(busyEnd - 12_345);
    const before = entries.filter(([, e]) => e.created_at <= to);
    expect(ids(await logs.page('a', 'b', { to }, { skip: 0, limit: 50 }, NOW))).toEqual(
      newest(before, 0, 50),
    );
    expect(
      await logs.page('a', 'b', { from: new Date(NOW.getTime() + 3_600_000) }, { skip: 0, limit: 5 }, NOW),
    ).toEqual([]);
    expect(
      ids(
        await logs.page('a', 'b', { from: new Date(0), to: new Date(8.64e15) }, { skip: 0, limit: 3 }, NOW),
      ),
    ).toEqual(newest(entries, 0, 3));
  });

  it('filters by item, user, column and group, and still reads the newest first', async () => {
    const { db } = memoryLog();
    const logs = new ActivityLogs(db, 30);
    const entries: Array<[string, ActivityLogEntry]> = Array.from({ length: 5_000 }, (_, n) => [
      `e-${n}`,
      entry('a', 'b', new Date(NOW.getTime() - n * 997), 0, {
        item_id: String(n % 7),
        user_id: String(n % 3),
        column_id: n % 2 ? 'text' : 'status',
        group_ids: [n % 5 ? 'topics' : 'done'],
      }),
    ]);
    await logs.ingest(entries);
    const cases: Array<[Parameters<ActivityLogs['page']>[2], (e: ActivityLogEntry) => boolean]> = [
      [{ itemIds: ['3'] }, (e) => e.item_id === '3'],
      [{ userIds: ['2'], columnIds: ['status'] }, (e) => e.user_id === '2' && e.column_id === 'status'],
      [{ groupIds: ['done'] }, (e) => e.group_ids.includes('done')],
    ];
    for (const [filter, keeps] of cases) {
      const kept = entries.filter(([, e]) => keeps(e));
      expect(ids(await logs.page('a', 'b', filter, { skip: 30, limit: 40 }, NOW))).toEqual(
        newest(kept, 30, 40),
      );
    }
  });

  it('keeps an entry in the tick of its own time', () => {
    expect(tickOf(new Date(TICK_MS * 7))).toBe('7');
    expect(tickOf(new Date(TICK_MS * 8 - 1))).toBe('7');
  });
});

describe('sweepDays', () => {
  it('removes the week of days just before the oldest day kept', () => {
    expect(sweepDays(365, new Date('2026-07-01T12:00:00Z'))).toEqual([
      '2025-06-30',
      '2025-06-29',
      '2025-06-28',
      '2025-06-27',
      '2025-06-26',
      '2025-06-25',
      '2025-06-24',
    ]);
  });
});
