import { memoryDb } from '@workapi/testing';
import { dayOf } from './retention';
import { notificationIndexes, RelayedNotifications, type NotificationRecord } from './notifications';

const DAY_MS = 24 * 3600_000;

const sentAt = (id: string, at: Date): NotificationRecord => ({
  _id: id,
  account_id: '1',
  user_id: '8',
  creator_id: '7',
  reason: 'subscribed',
  text: 'x',
  read: false,
  created_at: at,
  day: dayOf(at),
});

describe('notification retention', () => {
  it('expires notifications by a TTL index on MongoDB, after the days configured', () => {
    const retention = notificationIndexes(30).notifications.find((index) => index.name === 'retention');
    expect(retention).toMatchObject({ expireAfterSeconds: 30 * 24 * 3600, only: 'mongodb' });
  });

  it('sweeps those past the retention where no TTL index does, and keeps the others', async () => {
    const db = memoryDb('ferretdb');
    const now = new Date('2026-06-30T12:00:00Z');
    const notifications = new RelayedNotifications(db);
    await notifications.store([
      sentAt('1', new Date(now.getTime() - 91 * DAY_MS)),
      sentAt('2', new Date(now.getTime() - 89 * DAY_MS)),
    ]);
    expect(await notifications.sweep(90, now)).toBe(1);
    expect((await db.collection('notifications').find({}).toArray()).map((row) => row._id)).toEqual(['2']);
  });
});
