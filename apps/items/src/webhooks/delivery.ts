import { DelayedError, Queue, UnrecoverableError, Worker, type Job, type MinimalJob } from 'bullmq';
import type { Db } from 'mongodb';
import type { Config } from '@workapi/config';
import { webhookDeliveries, webhookEventsRelayed, webhookQueueDepth, type Logger } from '@workapi/logging';
import {
  backgroundMongoClientOf,
  databaseFor,
  onOutboxWork,
  restingRounds,
  queueConnectionOf,
  relayOutboxes,
  storeEngineOf,
  type OutboxSource,
} from '@workapi/stores';
import { WebhooksRepository } from '../data/webhooks';
import { AccountSlots } from './account-slots';
import { ActivityLogs } from '../data/activity-logs';
import { isActivity, type OutboxEntry } from '../data/outbox';
import { NotificationRelay } from '../notifications/relay';
import { BOARD_EVENTS } from '../data/board-events';
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

/**
 * Collections whose documents carry an outbox: items and updates, and the board events the boards
 * and columns subgraphs relay here (data/board-events.ts).
 */
const OUTBOX_SOURCES: OutboxSource[] = [
  { collection: 'items' },
  { collection: 'updates' },
  { collection: BOARD_EVENTS, disposable: true },
];

/** How long an event is tried for, from when it was written (monday.com retries for 30 minutes). */
export const RETRY_FOR_MS = 30 * 60_000;
/** The first retry's delay; each next one doubles, up to `MAX_RETRY_DELAY_MS`. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 5 * 60_000;
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
  const logs = new ActivityLogs(db, config.activityLogRetentionDays);
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
    const moved = await relayOutboxes(db, OUTBOX_SOURCES, handOn);
    const engine = await storeEngineOf(db);
    if (!engine.expiresDocuments && Date.now() - swept > SWEEP_EVERY_MS) {
      await logs.sweep(config.activityLogRetentionDays);
      await notices.sweep(config.notificationRetentionDays);
      swept = Date.now();
    }
    const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed');
    for (const [state, count] of Object.entries(counts)) webhookQueueDepth.set({ state }, count);
    return moved;
  };

  const rounds = restingRounds(
    config.webhooks.relayIntervalMs,
    config.webhooks.relayRestMs,
    relay,
    (error) => logger.warn({ err: error.message }, 'webhook relay failed'),
    onOutboxWork,
  );

  return {
    relay,
    async stop() {
      await rounds.stop();
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
