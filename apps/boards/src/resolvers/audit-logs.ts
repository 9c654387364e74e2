import { UAParser } from 'ua-parser-js';
import type { AuditEntry } from '@workapi/audit';
import { invalidArgument, pageLimit, pageNumber } from '@workapi/errors';
import type { AuditLogEntryResolvers, QueryAudit_LogsArgs } from '../generated/graphql';
import { adminOf, usersOf, type BoardsContext } from '../context';
import { slugOf } from './Account';
import { accountOf } from './User';

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

/** Entries' User-Agents read once each per request (a page repeats the same few). */
const clients = new WeakMap<AuditEntry, UAParser.IResult | null>();

/** What an entry's User-Agent says of the client, its system and its device; null without one. */
function clientOf(entry: AuditEntry): UAParser.IResult | null {
  if (!clients.has(entry))
    clients.set(entry, entry.user_agent ? new UAParser(entry.user_agent).getResult() : null);
  return clients.get(entry) ?? null;
}

export const AuditLogEntry = {
  timestamp: (entry) => entry.timestamp.toISOString(),
  account_id: (entry) => entry.account_id,
  // The operator (admin CLI) is no user; a user deleted since answers null too.
  user: (entry, _, context) => (entry.user_id ? usersOf(context).load(entry.user_id) : null),
  event: (entry) => entry.event,
  // The page is of the caller's account's entries: its slug is theirs.
  slug: async (entry, _, context) => (entry.account_id ? slugOf(await accountOf(context)) : null),
  ip_address: (entry) => entry.ip_address,
  user_agent: (entry) => entry.user_agent ?? null,
  client_name: (entry) => clientOf(entry)?.browser.name ?? null,
  client_version: (entry) => clientOf(entry)?.browser.version ?? null,
  os_name: (entry) => clientOf(entry)?.os.name ?? null,
  os_version: (entry) => clientOf(entry)?.os.version ?? null,
  device_name: (entry) => {
    const device = clientOf(entry)?.device;
    return [device?.vendor, device?.model].filter(Boolean).join(' ') || null;
  },
  device_type: (entry) => {
    const client = clientOf(entry);
    if (!client) return null;
    if (client.device.type) return client.device.type;
    return client.browser.name || client.os.name ? 'desktop' : null;
  },
  activity_metadata: (entry) => JSON.stringify(entry.data),
} satisfies AuditLogEntryResolvers;
