// The audit log at the admin CLI: what its commands record there, and `audit`, which prints it.
import {
  AUDIT_EVENTS,
  auditing,
  operatorOn,
  type AuditEntry,
  type AuditEvent,
  type AuditFailures,
} from '@workapi/audit';
import { invalidValue } from '@workapi/accounts';
import type { Command } from './commands';
import { table, when } from './output';
import type { AdminStores } from './stores';

/** A failed audit write is a warning on stderr: the change it records stands. */
const WARNINGS: AuditFailures = {
  error: ({ event, err }, message) => console.error(`[admin] warning: ${message} (${event}): ${err}`),
};

/** Records what the operator did to an account, in its audit log. */
export const audited = (
  stores: AdminStores,
  accountId: string,
  event: AuditEvent,
  data: Record<string, unknown>,
): Promise<void> => auditing(stores.audit, WARNINGS)(operatorOn(accountId), event, data);

const auditJson = (entry: AuditEntry) => ({
  timestamp: entry.timestamp.toISOString(),
  account_id: entry.account_id,
  user_id: entry.user_id,
  ip_address: entry.ip_address,
  event: entry.event,
  data: entry.data,
});

/** A whole number from 1 to `max`, or the refusal naming the option. */
function wholeNumber(option: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw invalidValue(`--${option} must be a whole number from 1 to ${max}, got "${value}"`);
  return number;
}

const MAX_AUDIT_PAGE = 1_000;

export const auditCommand: Command = {
  name: 'audit',
  args: [],
  options: [
    {
      name: 'account',
      value: '<account>',
      help: "only this account's entries (default: every account's, and floods that name none)",
    },
    { name: 'user', value: '<user>', help: 'only what this user did' },
    {
      name: 'events',
      value: '<event,event,...>',
      help: `only these events: ${Object.values(AUDIT_EVENTS).join(', ')}`,
    },
    { name: 'limit', value: '<n>', help: `entries, newest first (default 50, at most ${MAX_AUDIT_PAGE})` },
    { name: 'page', value: '<n>', help: 'the page of that many (default 1)' },
  ],
  summary:
    'security events, newest first: tokens made, rotated and revoked, users invited, (de)activated and given roles, webhooks made and deleted, board members and permissions changed, schemas published and rolled back, addresses flooding unknown tokens',
  async run(stores, { options }) {
    const accountId = options.account ? (await stores.accounts.findAccount(options.account))._id : undefined;
    const events = options.events
      ?.split(',')
      .map((event) => event.trim())
      .filter(Boolean);
    const { entries, hasMore } = await stores.audit.read(
      accountId,
      { userId: options.user, events },
      {
        limit: wholeNumber('limit', options.limit, 50, MAX_AUDIT_PAGE),
        page: wholeNumber('page', options.page, 1, Number.MAX_SAFE_INTEGER),
      },
    );
    return {
      json: { entries: entries.map(auditJson), has_more_pages: hasMore },
      text: [
        table(
          ['TIME', 'ACCOUNT', 'USER', 'ADDRESS', 'EVENT', 'DATA'],
          entries.map((entry) => [
            when(entry.timestamp),
            entry.account_id ?? '-',
            // No user: the operator at this CLI, or, naming no account, a client with no known token.
            entry.user_id ?? (entry.account_id ? 'operator' : '-'),
            entry.ip_address ?? '-',
            entry.event,
            JSON.stringify(entry.data),
          ]),
        ),
        ...(hasMore ? ['(more: --page for the next)'] : []),
      ].join('\n'),
    };
  },
};
