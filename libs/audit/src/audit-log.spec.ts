import { memoryDb } from '@workapi/testing';
import { AuditLog, auditing } from './audit-log';
import { AUDIT_EVENTS, operatorOn } from './events';

const DAY_MS = 86_400_000;

/** A log whose clock the test moves, one minute on per entry unless told otherwise. */
function logAt(start = Date.parse('2026-11-20T10:00:00Z'), options = {}) {
  let now = start;
  const log = new AuditLog(memoryDb(), { now: () => new Date(now), ...options });
  return { log, advance: (ms = 60_000) => (now += ms) };
}

const ann = { accountId: '5000001', userId: '9000001', address: '203.0.113.7', userAgent: 'monday-sync/1.0' };

describe('the audit log', () => {
  it("answers an account's entries newest first, a page at a time, with who, when, where and what", async () => {
    const { log, advance } = logAt();
    await log.record(operatorOn('5000001'), AUDIT_EVENTS.tokenCreated, { token_id: 'aaaa' });
    advance();
    await log.record(ann, AUDIT_EVENTS.userDeactivated, { user_ids: ['9000002'] });
    advance();
    await log.record({ ...ann, accountId: '5000002' }, AUDIT_EVENTS.webhookCreated, { webhook_id: '1' });
    advance();
    await log.record(ann, AUDIT_EVENTS.userRoleChanged, { user_ids: ['9000002'], role: 'viewer' });

    const first = await log.read('5000001', {}, { limit: 2, page: 1 });
    expect(first.hasMore).toBe(true);
    expect(first.entries).toEqual([
      {
        account_id: '5000001',
        user_id: '9000001',
        event: 'user-role-change',
        ip_address: '203.0.113.7',
        user_agent: 'monday-sync/1.0',
        timestamp: new Date('2026-11-20T10:03:00Z'),
        data: { user_ids: ['9000002'], role: 'viewer' },
      },
      expect.objectContaining({ event: 'user-deactivated' }),
    ]);
    const second = await log.read('5000001', {}, { limit: 2, page: 2 });
    expect(second).toEqual({
      entries: [
        expect.objectContaining({
          event: 'api-token-created',
          user_id: null,
          ip_address: null,
          user_agent: null,
        }),
      ],
      hasMore: false,
    });
  });

  it('filters by user, events, address and time', async () => {
    const { log, advance } = logAt();
    await log.record(ann, AUDIT_EVENTS.userInvited, {});
    advance();
    await log.record({ ...ann, address: '198.51.100.1' }, AUDIT_EVENTS.webhookDeleted, {});
    advance();
    await log.record(operatorOn('5000001'), AUDIT_EVENTS.tokenRevoked, {});
    const events = async (query: Parameters<AuditLog['read']>[1]) =>
      (await log.read('5000001', query, { limit: 10, page: 1 })).entries.map((entry) => entry.event);

    expect(await events({ userId: '9000001' })).toEqual(['webhook-deleted', 'user-invite']);
    expect(await events({ events: ['api-token-revoked', 'user-invite'] })).toEqual([
      'api-token-revoked',
      'user-invite',
    ]);
    expect(await events({ ipAddress: '198.51.100.1' })).toEqual(['webhook-deleted']);
    expect(
      await events({ from: new Date('2026-11-20T10:01:00Z'), to: new Date('2026-11-20T10:01:30Z') }),
    ).toEqual(['webhook-deleted']);
  });

  it('keeps an account to its retention and its cap, whatever is written', async () => {
    const { log, advance } = logAt(Date.parse('2026-01-01T00:00:00Z'), {
      retentionDays: 30,
      maxEntriesPerAccount: 3,
    });
    await log.record(ann, AUDIT_EVENTS.userInvited, { n: 1 });
    advance(31 * DAY_MS);
    // A month later the first entry is past retention; an hour's writes beyond the cap wait for the next trim.
    for (let n = 2; n <= 6; n += 1) {
      await log.record(ann, AUDIT_EVENTS.userInvited, { n });
      advance(60_000);
    }
    expect((await log.read('5000001', {}, { limit: 10, page: 1 })).entries).toHaveLength(5);
    advance(60 * 60_000);
    await log.record(ann, AUDIT_EVENTS.userInvited, { n: 7 });
    const kept = (await log.read('5000001', {}, { limit: 10, page: 1 })).entries.map((entry) => entry.data.n);
    expect(kept).toEqual([7, 6, 5]);
  });

  it('never fails the change it records: a write the store refuses is logged', async () => {
    const db = memoryDb();
    const failures = { error: jest.fn() };
    const record = auditing(new AuditLog(db), failures);
    jest.spyOn(db.collection('audit_logs'), 'insertOne').mockRejectedValueOnce(new Error('store away'));
    await expect(record(ann, AUDIT_EVENTS.userInvited)).resolves.toBeUndefined();
    expect(failures.error).toHaveBeenCalledWith(
      { event: 'user-invite', err: 'store away' },
      'audit log entry not written',
    );
  });
});
