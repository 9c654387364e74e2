import type { Collection, Db, Filter } from 'mongodb';
import { insertAbsent, type IndexPlan } from '@workapi/stores';
import { DAY_MS, dayOf, retentionIndexes, sweepExpired } from './retention';

/*
 * A board's activity log (`Board.activity_logs`), as the webhook relay writes it from the outbox
 * (webhooks/delivery.ts): one document per event, under the event's id, so relaying an entry
 * twice stores it once. Nobody writes here by hand: the entries come from the same events the
 * webhooks hear (docs/activity.md).
 */

/** One event as the log keeps it: monday.com's `ActivityLogType` fields, and what it is found by. */
export interface ActivityLogRecord {
  /** The event's id (a UUID, as monday.com's). */
  _id: string;
  account_id: string;
  board_id: string;
  /** monday.com's event name (`create_pulse`, `update_column_value` ...). */
  event: string;
  entity: string;
  /** The event's data, as the JSON text monday.com answers. */
  data: string;
  user_id: string;
  /** When the change was written; retention (`ACTIVITY_LOG_RETENTION_DAYS`) counts from it. */
  created_at: Date;
  /** The order of events written in one millisecond by one process (0 to 9,999). */
  seq: number;
  /** The UTC day of `created_at` (`YYYY-MM-DD`): what FerretDB's sweep removes by (retention.ts). */
  day: string;
  /** The 5 s tick of `created_at` (`tickOf`), set as the relay stores the entry: what a read finds it by. */
  tick?: string;
  item_id?: string;
  column_id?: string;
  /** The groups the event concerns: the item's, or a move's source and destination. */
  group_ids: string[];
}

/** An entry as the outbox holds it until the relay stores it under its event id. */
export type ActivityLogEntry = Omit<ActivityLogRecord, '_id'>;

/** What `Board.activity_logs` filters by; every list is already bounded by the caller. */
export interface ActivityFilter {
  from?: Date;
  to?: Date;
  userIds?: string[];
  columnIds?: string[];
  groupIds?: string[];
  itemIds?: string[];
}

/**
 * A board's log is read newest first a few ticks at a time: a tick is 5 s of `created_at`, so one
 * holds at most a few thousand events even at the fastest ingest (about 300 a second here).
 */
export const TICK_MS = 5_000;
const TICKS_PER_HOUR = 3_600_000 / TICK_MS;

/** The tick of an instant, as an entry's `tick` and a tick record hold it (a string: see below). */
export const tickOf = (at: Date): string => String(Math.floor(at.getTime() / TICK_MS));

/**
 * A tick of a board's log that holds events, written by the relay before the events themselves:
 * a read looks up the ticks of a span (by `hour`) before it reads their events, so it reads the
 * events of the newest ticks only, and never an empty one. A tick and an hour are kept as strings
 * of their numbers: our FerretDB build searches a GIN index for `$in` of strings.
 */
export interface ActivityTickRecord {
  /** `account:board:tick`: a tick is recorded once, by whichever relay stores its first events. */
  _id: string;
  account_id: string;
  board_id: string;
  tick: string;
  hour: string;
  /**
   * How many events were stored in it, which sizes a read: each batch adds its own. An estimate
   * (FerretDB's `$inc` is not atomic across relays, and a batch relayed twice counts twice), and
   * a read only needs it close: too low, it reads more ticks at once than the page needs; too
   * high, it reads the next tick in another find.
   */
  events: number;
  /** The tick's end: it expires after the last of its events (retention, as the events). */
  created_at: Date;
  day: string;
}

/** How far past its own clock a read looks for events another process stamped. */
const CLOCK_SKEW_MS = 60_000;
/** The events a read takes in one find when it filters by more than the span (an estimate). */
const FILTERED_CHUNK = 1_000;
/** Hours of ticks a read looks up at most at once, going back: 1, 2, 4 ... up to a week. */
const MOST_HOURS_AT_ONCE = 168;

/**
 * A board's newest events are found by their ticks: `board_tick` (account, board, tick) on both
 * engines, after the ticks of the span by `board_hour` in `activity_ticks`. FerretDB pushes down
 * only equalities and `$in` and sorts in memory (docs/ferretdb.md), so an index on time would serve
 * it nothing: by ticks, the last day of a 100,000-event board reads its newest few thousand events,
 * not the day's (docs/activity.md).
 */
export const activityLogIndexes = (retentionDays: number): IndexPlan => ({
  activity_logs: [
    { key: { account_id: 1, board_id: 1, tick: 1 }, name: 'board_tick' },
    // Expired events: removed by MongoDB itself, swept by day on FerretDB (retention.ts).
    ...retentionIndexes(retentionDays),
  ],
  activity_ticks: [
    { key: { account_id: 1, board_id: 1, hour: 1 }, name: 'board_hour' },
    ...retentionIndexes(retentionDays),
  ],
});

/**
 * Records the ticks of a batch before its events: a new tick is inserted, one recorded before
 * counts the batch's events too (mostly one per relay round: a tick lasts ten rounds).
 */
async function recordTicks(
  ticks: Collection<ActivityTickRecord>,
  records: ActivityTickRecord[],
): Promise<void> {
  for (const { _id, events } of await insertAbsent(ticks, records))
    await ticks.updateOne({ _id }, { $inc: { events } });
}

/** The tick records of a batch of entries, each with the number of the batch's events in it. */
function tickRecordsOf(
  entries: ReadonlyArray<Pick<ActivityLogEntry, 'account_id' | 'board_id' | 'created_at'>>,
) {
  const records = new Map<string, ActivityTickRecord>();
  for (const entry of entries) {
    const tick = tickOf(entry.created_at);
    const _id = `${entry.account_id}:${entry.board_id}:${tick}`;
    const record = records.get(_id);
    if (record) {
      record.events += 1;
      continue;
    }
    const end = new Date((Number(tick) + 1) * TICK_MS);
    records.set(_id, {
      _id,
      account_id: entry.account_id,
      board_id: entry.board_id,
      tick,
      hour: String(Math.floor(Number(tick) / TICKS_PER_HOUR)),
      events: 1,
      created_at: end,
      day: dayOf(entry.created_at),
    });
  }
  return [...records.values()];
}

const newestFirst = (a: ActivityLogRecord, b: ActivityLogRecord) =>
  b.created_at.getTime() - a.created_at.getTime() || b.seq - a.seq;

export class ActivityLogs {
  private readonly logs: Collection<ActivityLogRecord>;
  private readonly ticks: Collection<ActivityTickRecord>;

  constructor(
    db: Db,
    /** How long entries are kept (`ACTIVITY_LOG_RETENTION_DAYS`): how far back a read without `from` goes. */
    private readonly retentionDays: number,
  ) {
    this.logs = db.collection<ActivityLogRecord>('activity_logs');
    this.ticks = db.collection<ActivityTickRecord>('activity_ticks');
  }

  /**
   * Stores relayed entries by event id: an entry relayed again changes nothing (`insertAbsent`).
   * Their ticks first: an entry is never stored in a tick a read would not look in.
   */
  async ingest(entries: ReadonlyArray<readonly [string, ActivityLogEntry]>): Promise<void> {
    if (entries.length === 0) return;
    await recordTicks(this.ticks, tickRecordsOf(entries.map(([, entry]) => entry)));
    await insertAbsent(
      this.logs,
      entries.map(([id, entry]) => ({ _id: id, ...entry, tick: tickOf(entry.created_at) })),
    );
  }

  /**
   * A page of one board's events, newest first, of the account `accountId`. Reads the ticks of the
   * span newest first, an hour, then two, four ... at a time, and the events of the newest ticks
   * until the page is full: every tick not read is older than every tick read, so the page is
   * exactly the newest.
   */
  async page(
    accountId: string,
    boardId: string,
    filter: ActivityFilter,
    page: { limit: number; skip: number },
    now = new Date(),
  ): Promise<ActivityLogRecord[]> {
    const need = page.skip + page.limit;
    // The span's ticks: none before the retention, none past a minute from now (another process's
    // clock may be a little ahead of this one's), so a span of centuries looks up what can be there.
    const latest = new Date(now.getTime() + CLOCK_SKEW_MS);
    const oldest = new Date(now.getTime() - (this.retentionDays + 1) * DAY_MS);
    const to = filter.to && filter.to < latest ? filter.to : latest;
    const from = filter.from && filter.from > oldest ? filter.from : oldest;
    if (from > to) return [];
    const query: Filter<ActivityLogRecord> = { account_id: accountId, board_id: boardId };
    query.created_at = { $gte: from, ...(filter.to && { $lte: filter.to }) };
    if (filter.userIds) query.user_id = { $in: filter.userIds };
    if (filter.columnIds) query.column_id = { $in: filter.columnIds };
    if (filter.groupIds) query.group_ids = { $in: filter.groupIds };
    if (filter.itemIds) query.item_id = { $in: filter.itemIds };
    const filtered = Boolean(filter.userIds || filter.columnIds || filter.groupIds || filter.itemIds);

    const [low, high] = [Number(tickOf(from)), Number(tickOf(to))];
    const firstHour = Math.floor(low / TICKS_PER_HOUR);
    let hour = Math.floor(high / TICKS_PER_HOUR);
    let hours = 1;
    const found: ActivityLogRecord[] = [];
    const ticks: ActivityTickRecord[] = [];
    while (found.length < need) {
      if (ticks.length === 0) {
        if (hour < firstHour) break;
        const span = Array.from({ length: Math.min(hours, hour - firstHour + 1) }, (_, back) =>
          String(hour - back),
        );
        hour -= span.length;
        hours = Math.min(hours * 2, MOST_HOURS_AT_ONCE);
        const inSpan = await this.ticks
          .find({ account_id: accountId, board_id: boardId, hour: { $in: span } })
          .toArray();
        ticks.push(
          ...inSpan
            .filter((record) => Number(record.tick) >= low && Number(record.tick) <= high)
            .sort((a, b) => Number(b.tick) - Number(a.tick)),
        );
        continue;
      }
      // The newest ticks whose events may fill the page (a filter keeps fewer: more at once).
      const wanted = filtered ? Math.max(need - found.length, FILTERED_CHUNK) : need - found.length;
      const taken: string[] = [];
      for (let events = 0; ticks.length > 0 && events < wanted;) {
        const record = ticks.shift() as ActivityTickRecord;
        taken.push(record.tick);
        events += record.events;
      }
      // Every entry of these ticks is older than those found (ticks are taken newest first), so
      // only their newest count: the store sorts and cuts them (FerretDB in memory, after reading
      // the ticks' rows), and sends no more than the page can show.
      found.push(
        ...(await this.logs
          .find({ ...query, tick: { $in: taken } })
          .sort({ created_at: -1, seq: -1 })
          .limit(need - found.length)
          .toArray()),
      );
    }
    return found.sort(newestFirst).slice(page.skip, need);
  }

  /** Removes the events, and their ticks, of the days just past the retention (where no TTL index does it). */
  async sweep(retentionDays: number, now = new Date()): Promise<number> {
    await sweepExpired(this.ticks, retentionDays, now);
    return sweepExpired(this.logs, retentionDays, now);
  }
}

/**
 * Gives the entries stored before ticks theirs, and records their ticks (`activity-log-ticks`
 * migration): a day at a time, a thousand entries per write, the ticks before the entries as the
 * relay does. Resumable: an entry with its tick is passed over. A day's entries are held as their
 * ids and times (about 100 bytes each).
 */
export async function tickStoredEntries(db: Db): Promise<number> {
  const logs = db.collection<ActivityLogRecord>('activity_logs');
  const ticks = db.collection<ActivityTickRecord>('activity_ticks');
  const days = (await logs.distinct('day')) as string[];
  let ticked = 0;
  for (const day of days) {
    // Read whole before any write: FerretDB stalls a write to rows a cursor still has open.
    const legacy = await logs
      .find(
        { day, tick: { $exists: false } },
        { projection: { _id: 1, account_id: 1, board_id: 1, created_at: 1 } },
      )
      .toArray();
    for (let at = 0; at < legacy.length; at += 1_000) {
      const batch = legacy.slice(at, at + 1_000);
      await recordTicks(ticks, tickRecordsOf(batch));
      // One update per tick, a hundred per command: FerretDB stalls on a command of a thousand.
      const byTick = new Map<string, string[]>();
      for (const entry of batch) {
        const tick = tickOf(entry.created_at);
        const ids = byTick.get(tick);
        if (ids) ids.push(entry._id);
        else byTick.set(tick, [entry._id]);
      }
      const updates = [...byTick].map(([tick, ids]) => ({
        updateMany: {
          filter: { _id: { $in: ids } },
          update: { $set: { tick } },
        },
      }));
      for (let first = 0; first < updates.length; first += 100)
        await logs.bulkWrite(updates.slice(first, first + 100), { ordered: false });
      ticked += batch.length;
    }
  }
  return ticked;
}
