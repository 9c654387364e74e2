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
  /** The UTC day of `created_at` (`YYYY-MM-DD`): an equality FerretDB searches by index (below). */
  day: string;
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

/** A read names at most this many days one by one (`day: {$in}`); a longer span reads the board's log. */
const MAX_DAYS_NAMED = 62;

/**
 * A board's newest events are read by `board_newest` on MongoDB (equality, then the time range and
 * the order from the index). FerretDB pushes down only equalities and sorts in memory
 * (docs/indexes.md), so that index would serve it nothing: there a bounded span is searched by its
 * days (`board_day`, `day: {$in}`), so the last day of a busy board reads that day's events, not
 * the board's whole log. Each engine gets only the index it uses (`only`).
 */
export const activityLogIndexes = (retentionDays: number): IndexPlan => ({
  activity_logs: [
    { key: { account_id: 1, board_id: 1, created_at: -1, seq: -1 }, name: 'board_newest', only: 'mongodb' },
    { key: { account_id: 1, board_id: 1, day: 1 }, name: 'board_day', only: 'ferretdb' },
    // Expired events: removed by MongoDB itself, swept by day on FerretDB (retention.ts).
    ...retentionIndexes(retentionDays),
  ],
});

export class ActivityLogs {
  private readonly logs: Collection<ActivityLogRecord>;

  constructor(db: Db) {
    this.logs = db.collection<ActivityLogRecord>('activity_logs');
  }

  /** Stores relayed entries by event id: an entry relayed again changes nothing (`insertAbsent`). */
  async ingest(entries: ReadonlyArray<readonly [string, ActivityLogEntry]>): Promise<void> {
    await insertAbsent(
      this.logs,
      entries.map(([id, entry]) => ({ _id: id, ...entry })),
    );
  }

  /** A page of one board's events, newest first, of the account `accountId`. */
  page(
    accountId: string,
    boardId: string,
    filter: ActivityFilter,
    page: { limit: number; skip: number },
  ): Promise<ActivityLogRecord[]> {
    const query: Filter<ActivityLogRecord> = { account_id: accountId, board_id: boardId };
    const days = filter.from ? daysBetween(filter.from, filter.to ?? new Date()) : undefined;
    if (days) query.day = { $in: days };
    if (filter.from || filter.to)
      query.created_at = { ...(filter.from && { $gte: filter.from }), ...(filter.to && { $lte: filter.to }) };
    if (filter.userIds) query.user_id = { $in: filter.userIds };
    if (filter.columnIds) query.column_id = { $in: filter.columnIds };
    if (filter.groupIds) query.group_ids = { $in: filter.groupIds };
    if (filter.itemIds) query.item_id = { $in: filter.itemIds };
    return this.logs
      .find(query)
      .sort({ created_at: -1, seq: -1 })
      .skip(page.skip)
      .limit(page.limit)
      .toArray();
  }

  /** Removes the events of the days just past the retention (where no TTL index does it). */
  async sweep(retentionDays: number, now = new Date()): Promise<number> {
    return sweepExpired(this.logs, retentionDays, now);
  }
}

/** The days from `from` to `to` one by one, or undefined past `MAX_DAYS_NAMED`. */
export function daysBetween(from: Date, to: Date): string[] | undefined {
  const days: string[] = [];
  for (let at = Date.parse(dayOf(from)); at <= to.getTime(); at += DAY_MS) {
    if (days.length === MAX_DAYS_NAMED) return undefined;
    days.push(dayOf(new Date(at)));
  }
  return days;
}
