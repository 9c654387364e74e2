import { Queue, Worker } from 'bullmq';
import type { Db } from 'mongodb';
import { FoldersRepository } from '@workapi/accounts';
import type { Config } from '@workapi/config';
import { internalCaller } from '@workapi/internal';
import type { Logger } from '@workapi/logging';
import type { ReferencePublisher } from '@workapi/reference';
import { queueConnectionOf } from '@workapi/stores';
import type { BackgroundWork } from '@workapi/subgraph';
import { CascadesRepository, type CascadeRecord } from './data/cascades';
import { runCascade } from './cascades';
import { publishingBoards, publishingWorkspaces } from './publishing';

/*
 * Finishes cascades that a timeout, a fault or a crash left unfinished (cascades.ts), as the
 * user who asked for them. A sweep reads the due cascades and runs them; sweeps are BullMQ jobs
 * on the stack's Redis, shared by every boards process, so one process sweeps at a time and a
 * sweep whose process died is taken over. A sweep is asked for at start (a process that died may
 * have left cascades), when a cascade is handed over, and after a sweep that left any
 * unfinished; none is asked for once all are done, so an idle stack reads nothing in the background.
 * A cascade handed over due at once (a duplicate_board run that copied its share and left more)
 * is swept again at once, so a large copy goes on at the pace of its runs, not one run per
 * `SWEEP_DELAY_MS`.
 */

/** How soon after it is asked for a sweep runs, and so how often while cascades stay unfinished. */
export const SWEEP_DELAY_MS = 2_000;

/** BullMQ's keys: the stack's prefix and one hash tag, as the webhook deliveries' (delivery.ts). */
export const reconcilerPrefix = (config: Pick<Config, 'redisKeyPrefix'>) =>
  `${config.redisKeyPrefix}{boards}`;
const QUEUE_NAME = 'reconciler';
const SWEEP = 'sweep';

/** Runs one cascade the sweep took; answers what came of it, for the log. */
export type Reconcile = (op: CascadeRecord) => Promise<string>;

export interface Reconciler extends BackgroundWork {
  /**
   * A cascade was handed over (or an undo failed), due in `dueInMs`: a sweep follows then, and
   * within `SWEEP_DELAY_MS` at the latest.
   */
  wake(dueInMs?: number): void;
}

/**
 * Starts the reconciler's queue and worker. Sweeps asked for while one waits add nothing; one asked
 * for while a sweep runs follows it (BullMQ's `keepLastIfActive`), so a cascade handed over
 * while a sweep reads is never missed.
 */
export function startReconciler(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
  cascades: Pick<CascadesRepository, 'due'>,
  reconcile: Reconcile,
  logger: Logger,
): Reconciler {
  const connection = queueConnectionOf(config);
  const prefix = reconcilerPrefix(config);
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  queue.on('error', (error) => logger.warn({ err: error.message }, 'reconciler queue unavailable'));
  const ask = (delay: number) => {
    void queue
      .add(
        SWEEP,
        {},
        {
          delay,
          deduplication: { id: SWEEP, keepLastIfActive: true },
          removeOnComplete: true,
          removeOnFail: true,
        },
      )
      .catch((error) =>
        logger.warn({ err: (error as Error).message }, 'reconciler could not ask for a sweep'),
      );
  };
  /**
   * While this process sweeps, the soonest sweep asked for meanwhile: asked for once the sweep ends.
   * A sweep asked for while one runs follows it with the delay last asked (BullMQ keeps the last),
   * so the sweep's own later asks would otherwise put off a cascade due at once.
   */
  let sweeping: { soonest: number } | null = null;
  const wake = (dueInMs = SWEEP_DELAY_MS) => {
    const delay = Math.max(0, Math.min(dueInMs, SWEEP_DELAY_MS));
    if (sweeping) sweeping.soonest = Math.min(sweeping.soonest, delay);
    else ask(delay);
  };
  let stopping = false;
  const sweep = async () => {
    const asked = { soonest: Number.POSITIVE_INFINITY };
    sweeping = asked;
    try {
      const { taken, unfinished } = await cascades.due();
      // Asked for now, not at the end: a sweep whose process dies is taken over, and this one follows it.
      if (unfinished > 0) ask(SWEEP_DELAY_MS);
      for (const op of taken) {
        // Taken cascades left behind by a stop are held for `HOLD_MS`, then swept again.
        if (stopping) return;
        const outcome = await reconcile(op);
        logger.info({ op: op._id, kind: op.kind, attempts: op.attempts, outcome }, 'cascade reconciled');
      }
    } catch (error) {
      logger.warn({ reason: String(error) }, 'reconciler could not read its cascades');
      wake();
    } finally {
      sweeping = null;
      if (asked.soonest < Number.POSITIVE_INFINITY && !stopping) ask(asked.soonest);
    }
  };
  const worker = new Worker(QUEUE_NAME, sweep, { connection, prefix, concurrency: 1 });
  worker.on('error', (error) => logger.warn({ err: error.message }, 'reconciler worker error'));
  wake();
  return {
    wake,
    async stop() {
      stopping = true;
      // Waits for the cascade in hand, if any; the sweep stops after it.
      await worker.close();
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Runs a cascade as the user who asked for it, through the same steps as their request. */
export function reconcileAs(
  db: Db,
  config: Config,
  logger: Logger,
  publisher: ReferencePublisher,
  cascades: CascadesRepository,
): Reconcile {
  return (op) => {
    const call = internalCaller(config, {
      requestId: `reconcile-${op._id}`,
      caller: { accountId: op.account_id, userId: op.user_id, tier: op.tier, role: op.role ?? 'member' },
    });
    const boards = publishingBoards(
      db,
      { accountId: op.account_id, userId: op.user_id, role: op.role ?? 'member' },
      publisher,
    );
    const organisation = {
      folders: new FoldersRepository(db),
      workspaces: publishingWorkspaces(db, publisher),
    };
    return runCascade(op, { boards, ...organisation, cascades, call, logger }).catch((error) => {
      logger.warn({ op: op._id, kind: op.kind, reason: String(error) }, 'cascade refused; undone');
      return 'undone';
    });
  };
}
