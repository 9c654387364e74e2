import { AUDIT_EVENTS, AuditLog } from '@workapi/audit';
import { memoryDb, testScope } from '@workapi/testing';
import type { BoardsContext } from '../context';
import { auditLogs } from './audit-logs';

/** A caller of account 1 with this role, over an audit log holding two accounts' entries. */
async function asRole(role: string) {
  let now = Date.parse('2026-11-26T09:00:00Z');
  const log = new AuditLog(memoryDb(), { now: () => new Date((now += 60_000)) });
  const ann = { accountId: '1', userId: '2', address: '203.0.113.7' };
  await log.record(ann, AUDIT_EVENTS.userInvited, { user_ids: ['5'] });
  await log.record({ ...ann, accountId: '9', userId: '90' }, AUDIT_EVENTS.webhookCreated, {});
  await log.record(ann, AUDIT_EVENTS.userDeactivated, { user_ids: ['5'] });
  const scope = testScope();
  return {
    ...scope,
    caller: { accountId: '1', userId: '2', tier: 'pro', role },
    audit: { log, record: async () => undefined },
  } as unknown as BoardsContext;
}

/** The arguments' defaults, as GraphQL fills them in. */
const PAGE = { limit: 25, page: 1 };

describe('audit_logs', () => {
  it("answers an admin its own account's entries, newest first, a page at a time", async () => {
    const context = await asRole('admin');
    const first = await auditLogs(context, { limit: 1, page: 1 });
    expect(first.logs.map((entry) => entry.event)).toEqual(['user-deactivated']);
    expect(first.pagination).toEqual({ page: 1, page_size: 1, has_more_pages: true, next_page_number: 2 });
    const rest = await auditLogs(context, { limit: 25, page: 2 });
    expect(rest.logs).toEqual([]);
    const filtered = await auditLogs(context, {
      ...PAGE,
      events: ['user-invite'],
      start_time: '2026-11-26T09:00:00Z',
      end_time: '2026-11-26T09:01:00Z',
    });
    expect(filtered.logs.map((entry) => entry.event)).toEqual(['user-invite']);
  });

  it.each(['member', 'viewer', 'guest'])(
    'refuses a %s with UserUnauthorizedException (403)',
    async (role) => {
      await expect(auditLogs(await asRole(role), PAGE)).rejects.toMatchObject({
        extensions: { code: 'UserUnauthorizedException', status_code: 403 },
      });
    },
  );

  it('refuses a page over 1,000 entries and a moment that is not ISO 8601', async () => {
    const context = await asRole('admin');
    await expect(auditLogs(context, { ...PAGE, limit: 1001 })).rejects.toMatchObject({
      extensions: { code: 'InvalidArgumentException' },
    });
    await expect(auditLogs(context, { ...PAGE, start_time: 'yesterday' })).rejects.toMatchObject({
      extensions: { code: 'InvalidArgumentException' },
      message: 'start_time must be an ISO 8601 date and time, got "yesterday"',
    });
  });
});
