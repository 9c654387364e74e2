import { invalidArgument, pageLimit, pageNumber } from '@workapi/errors';
import type { AuditLogEntryResolvers, QueryAudit_LogsArgs } from '../generated/graphql';
import { adminOf, usersOf, type BoardsContext } from '../context';

/** A page of the audit log is at most this long (monday.com's audit log API pages by up to 1,000). */
const MAX_AUDIT_PAGE = 1_000;

/** An ISO 8601 moment of an argument, or the refusal naming it. */
function momentOf(value: string | null | undefined, argument: string): Date | undefined {
  if (value == null) return undefined;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime()))
    throw invalidArgument(`${argument} must be an ISO 8601 date and time, got "${value}"`);
  return moment;
}

/** `audit_logs`: the caller's account's security events, newest first, for its admins only. */
export async function auditLogs(context: BoardsContext, args: QueryAudit_LogsArgs) {
  const admin = adminOf(context);
  const limit = pageLimit(args.limit, 25, MAX_AUDIT_PAGE);
  const page = pageNumber(args.page);
  const { entries, hasMore } = await context.audit.log.read(
    admin.accountId,
    {
      userId: args.user_id == null ? undefined : String(args.user_id),
      events: args.events ?? undefined,
      ipAddress: args.ip_address ?? undefined,
      from: momentOf(args.start_time, 'start_time'),
      to: momentOf(args.end_time, 'end_time'),
    },
    { limit, page },
  );
  return {
    logs: entries,
    pagination: {
      page,
      page_size: limit,
      has_more_pages: hasMore,
      next_page_number: hasMore ? page + 1 : null,
    },
  };
}

export const AuditLogEntry = {
  timestamp: (entry) => entry.timestamp.toISOString(),
  account_id: (entry) => entry.account_id,
  // The operator (admin CLI) is no user; a user deleted since answers null too.
  user: (entry, _, context) => (entry.user_id ? usersOf(context).load(entry.user_id) : null),
  event: (entry) => entry.event,
  ip_address: (entry) => entry.ip_address,
  activity_metadata: (entry) => JSON.stringify(entry.data),
} satisfies AuditLogEntryResolvers;
