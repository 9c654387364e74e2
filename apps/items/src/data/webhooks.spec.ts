import type { Db } from 'mongodb';
import { callsTo, memoryDb } from '@workapi/testing';
import { HeldWebhooks, WebhooksRepository, type WebhookRecord } from './webhooks';

const viewer = { accountId: '1', userId: '7' };

/** A webhook as another process would have stored it. */
const stored = (id: string, boardId: string): WebhookRecord => ({
  _id: id,
  account_id: viewer.accountId,
  board_id: boardId,
  url: 'https://example.com/hook',
  event: 'create_item',
  config: null,
  signing_secret: 'secret',
  creator_id: viewer.userId,
  created_at: new Date(),
});

describe("a board's webhooks, held per process under the account's version", () => {
  let db: Db;
  let held: HeldWebhooks;
  let reads: () => number;
  let counted: number;
  /** One request's repository, as the subgraph makes it: the version it read, or null (Redis away). */
  const request = (version: string | null) =>
    new WebhooksRepository(db, viewer, {
      webhooks: held,
      version,
      changed: async () => {
        counted += 1;
      },
    });

  beforeEach(() => {
    db = memoryDb('ferretdb');
    held = new HeldWebhooks();
    counted = 0;
    reads = callsTo(db.collection('webhooks'), 'find');
  });

  it('reads them once per version, and anew once another process counted the version up', async () => {
    await db.collection<WebhookRecord>('webhooks').insertOne(stored('700000001', '10'));
    expect((await request('3').ofBoard('10')).map((webhook) => webhook._id)).toEqual(['700000001']);
    expect((await request('3').ofBoard('10')).map((webhook) => webhook._id)).toEqual(['700000001']);
    expect(reads()).toBe(1);
    // Another process made a webhook and counted the version up before its mutation answered.
    await db.collection<WebhookRecord>('webhooks').insertOne(stored('700000002', '10'));
    expect((await request('4').ofBoard('10')).map((webhook) => webhook._id)).toEqual([
      '700000001',
      '700000002',
    ]);
    expect(reads()).toBe(2);
    // Each board is held on its own.
    expect(await request('4').ofBoard('11')).toEqual([]);
    expect(reads()).toBe(3);
  });

  it('reads them from the store on every request while Redis cannot tell the version', async () => {
    await request(null).ofBoard('10');
    await request(null).ofBoard('10');
    expect(reads()).toBe(2);
  });

  it("made or deleted here: counted up, and seen at once by this request and this process's others", async () => {
    const before = request('5');
    expect(await before.ofBoard('10')).toEqual([]);
    const making = request('5');
    const made = await making.create({
      boardId: '10',
      url: 'https://example.com/hook',
      event: 'create_item',
      config: null,
      signingSecret: 'secret',
    });
    expect(counted).toBe(1);
    // The version this request read has not moved, yet its next write hears of the new webhook.
    expect((await making.ofBoard('10')).map((webhook) => webhook._id)).toEqual([made._id]);
    // A request that began before the count went up, in this process, too.
    expect((await request('5').ofBoard('10')).map((webhook) => webhook._id)).toEqual([made._id]);
    const deleting = request('6');
    expect(await deleting.ofBoard('10')).toHaveLength(1);
    await deleting.remove(made._id);
    expect(counted).toBe(2);
    expect(await deleting.ofBoard('10')).toEqual([]);
    expect(await request('6').ofBoard('10')).toEqual([]);
  });
});
