import { DelayedError, Queue, UnrecoverableError, Worker, type Job, type MinimalJob } from 'bullmq';
import type { Db } from 'mongodb';
import type { Config } from '@workapi/config';
import { webhookDeliveries, webhookEventsRelayed, webhookQueueDepth, type Logger } from '@workapi/logging';
import { backgroundMongoClientOf, databaseFor, queueConnectionOf, storeEngineOf } from '@workapi/stores';
import { WebhooksRepository } from '../data/webhooks';
import { AccountSlots } from './account-slots';
import { ActivityLogs } from '../data/activity-logs';
import { isActivity, type OutboxEntry, type OutboxFields } from '../data/outbox';
import { NotificationRelay } from '../notifications/relay';
import type { WebhookSender } from './sender';
import { deliveryToken } from './signing';

/*
 * Delivery, at least once: a change writes its events into its own document's outbox (events.ts);
 * each items process's relay moves them into a BullMQ queue on the stack's Redis, by event id (a
 * second relay of the same entry adds nothing), and their activity entries into the board's log,
 * by id too (data/activity-logs.ts), and the notifications they send (notifications/relay.ts),
 * before it clears them; BullMQ's workers POST them, trying again with exponential backoff for 30
 * minutes, and take over a delivery whose process died mid-way. Each
 * account has a share of deliveries in flight (account-slots.ts); a job over it waits its turn.
 */

/** Collections whose documents carry an outbox (the updates feature adds its own). */
export const OUTBOX_COLLECTIONS = ['items', 'updates'];

/** How long an event is tried for, from when it was written (monday.com retries for 30 minutes). */
export const RETRY_FOR_MS = 30 * 60_000;
/** The first retry's delay; each next one doubles, up to `MAX_RETRY_DELAY_MS`. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** Documents the relay reads per collection and round. */
const RELAY_BATCH = 200;
/** How long a delivery over its account's share waits before asking again (give or take half). */
const BUSY_WAIT_MS = 500;
/** A slot's lease past the delivery's own timeout (the token is signed within it). */
const SLOT_LEASE_MARGIN_MS = 5_000;
/** How long a delivered (or given-up) job is kept, so a late second relay of it adds nothing. */
const KEEP_DONE_SECONDS = 24 * 3600;
/** How often expired activity entries and notifications are swept where the engine does not expire them. */
const SWEEP_EVERY_MS = 3600_000;

export interface DeliveryJob {
  webhook_id: string;
  account_id: string;
  body: string;
  /** When the change was written (ms): retries stop `RETRY_FOR_MS` after it. */
  created_at: number;
}

/**
 * The wait before try `attempt + 1`, or -1 to stop: doubling from a second, and never past 30
 * minutes after the event was written.
 */
export function retryDelay(attempt: number, createdAt: number, now = Date.now()): number {
  const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return now + delay > createdAt + RETRY_FOR_MS ? -1 : delay;
}

/**
 * BullMQ's keys: the stack's prefix, then one hash tag, so every key of the queue lands on one slot
 * of a Redis Cluster (BullMQ's Lua scripts touch several at once). BullMQ refuses ioredis's
 * `keyPrefix`, so its connection has none and the prefix is given here.
 */
const queuePrefix = (config: Pick<Config, 'redisKeyPrefix'>) => `${config.redisKeyPrefix}{webhooks}`;
const QUEUE_NAME = 'deliveries';

export interface WebhookDelivery {
  /** One round of the relay: moves what the outboxes hold into the queue and the activity log; answers how many entries. */
  relay(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts an items process's relay and delivery workers. They read MongoDB on a client of their own:
 * the relay's polling never takes a connection a request waits for, and request metrics
 * (`workapi_db_commands_total`, which the scale tests count per request) show only requests' work.
 */
export function startWebhookDelivery(config: Config, sender: WebhookSender, logger: Logger): WebhookDelivery {
  const mongo = backgroundMongoClientOf(config, 'workapi-items-webhooks');
  const db = databaseFor(mongo, config, 'items');
  const logs = new ActivityLogs(db);
  const notices = new NotificationRelay(db);
  let swept = 0;
  const connection = queueConnectionOf(config);
  const prefix = queuePrefix(config);
  const queue = new Queue<DeliveryJob>(QUEUE_NAME, { connection, prefix });
  queue.on('error', (error) => logger.warn({ err: error.message }, 'webhook queue unavailable'));
  const slots = new AccountSlots(
    connection,
    prefix,
    config.webhooks.concurrencyPerAccount,
    config.webhooks.timeoutMs + SLOT_LEASE_MARGIN_MS,
  );
  const worker = new Worker<DeliveryJob>(QUEUE_NAME, (job, token) => deliver(db, sender, slots, job, token), {
    connection,
    prefix,
    concurrency: config.webhooks.concurrency,
    settings: {
      backoffStrategy: (attempt: number, _type?: string, _error?: Error, job?: MinimalJob) => {
        const delay = retryDelay(attempt, (job?.data as DeliveryJob | undefined)?.created_at ?? Date.now());
        if (delay < 0) webhookDeliveries.inc({ outcome: 'gave_up' });
        return delay;
      },
    },
  });
  worker.on('error', (error) => logger.warn({ err: error.message }, 'webhook worker error'));
  worker.on('failed', (job, error) =>
    logger.debug(
      { webhook: job?.data.webhook_id, attempt: job?.attemptsMade, err: error.message },
      'webhook try failed',
    ),
  );

  /** Entries of one batch of outboxes handed on: activity entries to the log, deliveries to the queue, both by id. */
  const handOn = async (entries: Array<[string, OutboxEntry]>): Promise<void> => {
    await logs.ingest(
      entries.flatMap(([id, entry]) => (isActivity(entry) ? [[id, entry.activity] as const] : [])),
    );
    await notices.handOn(entries);
    const deliveries = entries.flatMap(([id, entry]) => (isActivity(entry) ? [] : [[id, entry] as const]));
    await queue.addBulk(
      deliveries.map(([eventId, entry]) => ({
        name: 'deliver',
        data: {
          webhook_id: entry.webhook_id,
          account_id: entry.account_id,
          body: entry.body,
          created_at: new Date(entry.created_at).getTime(),
        },
        opts: {
          jobId: eventId,
          attempts: Number.MAX_SAFE_INTEGER,
          backoff: { type: 'webhook' },
          removeOnComplete: { age: KEEP_DONE_SECONDS },
          removeOnFail: { age: KEEP_DONE_SECONDS },
        },
      })),
    );
    webhookEventsRelayed.inc(deliveries.length);
  };

  const relay = async (): Promise<number> => {
    // This process's engine object: the relay's changes of a document take their turns with the
    // requests' own (StoreEngine.oneAtATime).
    const engine = await storeEngineOf(db);
    let moved = 0;
    for (const name of OUTBOX_COLLECTIONS) {
      const collection = db.collection<OutboxDocument>(name);
      const pending = await collection
        .find({ outbox_pending: true }, { projection: { outbox: 1, outbox_token: 1 } })
        .limit(RELAY_BATCH)
        .toArray();
      // The whole batch is handed on first (the log, the queue), then its outboxes are cleared.
      await handOn(pending.flatMap((document) => Object.entries(document.outbox ?? {})));
      for (const document of pending) {
        const ids = Object.keys(document.outbox ?? {});
        // Taken one at a time with the item's own writes in this process (FerretDB v1 rewrites the
        // whole document); cleared whole only if no write added an entry since it was read.
        await engine.oneAtATime(`${name}/${document._id}`, async () => {
          const cleared = await collection.updateOne(
            { _id: document._id, outbox_token: document.outbox_token },
            { $unset: { outbox: '', outbox_pending: '', outbox_token: '' } },
          );
          if (cleared.matchedCount === 0 && ids.length > 0)
            await collection.updateOne(
              { _id: document._id },
              { $unset: Object.fromEntries(ids.map((id) => [`outbox.${id}`, ''])) },
            );
        });
        moved += ids.length;
      }
    }
    if (!engine.expiresDocuments && Date.now() - swept > SWEEP_EVERY_MS) {
      await logs.sweep(config.activityLogRetentionDays);
      await notices.sweep(config.notificationRetentionDays);
      swept = Date.now();
    }
    const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
    for (const [state, count] of Object.entries(counts)) webhookQueueDepth.set({ state }, count);
    return moved;
  };

  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    round = round.then(() =>
      stopped
        ? 0
        : relay().catch((error) => logger.warn({ err: (error as Error).message }, 'webhook relay failed')),
    );
  }, config.webhooks.relayIntervalMs);
  timer.unref();

  return {
    relay,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
      // Deliveries in flight are not waited for (a drain must end within its grace): their jobs'
      // locks lapse and another worker delivers them again, at least once as ever.
      await worker.close(true);
      await queue.close();
      await sender.close();
      connection.disconnect();
      await mongo.close();
    },
  };
}

type OutboxDocument = OutboxFields & { _id: string };

/**
 * One try of one delivery, to the webhook as it is now (a deleted one gets nothing more). Over its
 * account's share, the job goes back to wait without using a try.
 */
async function deliver(
  db: Db,
  sender: WebhookSender,
  slots: AccountSlots,
  job: Job<DeliveryJob>,
  token: string | undefined,
): Promise<void> {
  const { data } = job;
  const webhook = await new WebhooksRepository(db, { accountId: data.account_id, userId: '' }).byId(
    data.webhook_id,
  );
  if (!webhook) {
    webhookDeliveries.inc({ outcome: 'dropped' });
    return;
  }
  if (Date.now() > data.created_at + RETRY_FOR_MS) {
    webhookDeliveries.inc({ outcome: 'gave_up' });
    throw new UnrecoverableError('the event is older than its retry window');
  }
  const authorization = await deliveryToken({
    secret: webhook.signing_secret,
    url: webhook.url,
    webhookId: webhook._id,
    accountId: webhook.account_id,
    eventId: String(job.id),
    body: data.body,
  });
  const deliveryId = String(job.id);
  if (!(await slots.take(data.account_id, deliveryId))) {
    await job.moveToDelayed(Date.now() + BUSY_WAIT_MS * (0.5 + Math.random()), token);
    throw new DelayedError();
  }
  try {
    await sender.deliver(webhook.url, data.body, authorization);
  } catch (error) {
    webhookDeliveries.inc({ outcome: 'failed' });
    throw error;
  } finally {
    await slots.release(data.account_id, deliveryId);
  }
  webhookDeliveries.inc({ outcome: 'delivered' });
}
