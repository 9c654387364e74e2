import { idList, invalidArgument, pageLimit, pageNumber } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import type { BoardActivity_LogsArgs } from '../generated/graphql';
import type { ActivityFilter, ActivityLogRecord } from '../data/activity-logs';
import { activityOf, referenceOf, type ItemsContext } from '../context';
import { createdAtText } from './clock';

/** monday.com answers "up to 10,000 logs total" (its activity logs guide): no page reaches past them. */
export const MAX_ACTIVITY_LOGS = 10_000;

/** `Board.activity_logs` as monday.com answers it. */
export interface ActivityLogView {
  id: string;
  event: string;
  entity: string;
  data: string;
  user_id: string;
  account_id: string;
  created_at: string;
}

function instant(value: string | null | undefined, name: string): Date | undefined {
  if (value == null) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw invalidArgument(`${name} must be an ISO 8601 date and time, got ${value}`);
  return at;
}

/** Lists given, bounded as every id list is; a list of nothing but nulls filters nothing. */
function ids(list: ReadonlyArray<string | null> | null | undefined): string[] | undefined {
  const given = list?.filter((id): id is string => id != null);
  return given && given.length > 0 ? idList(given) : undefined;
}

export const activityLogView = (record: ActivityLogRecord): ActivityLogView => ({
  id: record._id,
  event: record.event,
  entity: record.entity,
  data: record.data,
  user_id: record.user_id,
  account_id: record.account_id,
  created_at: createdAtText(record.created_at, record.seq),
});

/** A page of a board's log the caller may read, newest first; a board it cannot see has none. */
export async function activityLogs(
  context: ItemsContext,
  boardId: string,
  args: BoardActivity_LogsArgs,
): Promise<ActivityLogView[]> {
  const limit = pageLimit(args.limit, 25, MAX_ACTIVITY_LOGS);
  const skip = (pageNumber(args.page) - 1) * limit;
  const filter: ActivityFilter = {
    from: instant(args.from, 'from'),
    to: instant(args.to, 'to'),
    userIds: ids(args.user_ids),
    columnIds: ids(args.column_ids),
    groupIds: ids(args.group_ids),
    itemIds: ids(args.item_ids),
  };
  const board = await referenceOf(context).board(boardId);
  if (!mayRead(board, context.caller ?? NOBODY) || skip >= MAX_ACTIVITY_LOGS) return [];
  const records = await activityOf(context).page(context.caller?.accountId ?? '', boardId, filter, {
    skip,
    limit: Math.min(limit, MAX_ACTIVITY_LOGS - skip),
  });
  return records.map(activityLogView);
}
