import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from 'mongodb';
import { loadConfig } from '@workapi/config';
import { freePort, startProcess, waitForPort, type ManagedProcess } from '@workapi/devservices';
import { createLogger } from '@workapi/logging';
import type { RequestScope, SharedStores } from '@workapi/subgraph';
import type { CascadeRecord } from './data/cascades';
import { startReconciler, SWEEP_DELAY_MS, type Reconciler } from './reconciler';
import { boardsSubgraph } from './subgraph';

/**
 * The boards subgraph's background work over a real Redis (BullMQ's) and an `cascades`
 * collection in memory, which counts the reconciler's reads of it.
 */
function operationsDb() {
  const stored: CascadeRecord[] = [];
  const state = { reads: 0 };
  const cascades = {
    find: () => ({
      toArray: async () => {
        state.reads += 1;
        return [...stored];
      },
    }),
    updateOne: async () => ({ modifiedCount: 0 }),
  };
  const db = { collection: () => cascades } as unknown as Db;
  return { db, stored, state };
}

/** A cascade left unfinished, not yet due: every sweep finds it and asks for the next. */
const unfinished: CascadeRecord = {
  _id: 'op_left',
  kind: 'delete_board',
  account_id: '1',
  user_id: '1',
  tier: 'pro',
  board_id: '1000000001',
  attempts: 1,
  next_at: new Date(Date.now() + 3_600_000),
  created_at: new Date(),
};

const logger = createLogger('test', 'silent');

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

describe('the reconciler, as the boards subgraph’s background work', () => {
  let dir: string;
  let redis: ManagedProcess;
  let redisUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boards-reconciler-'));
    const port = await freePort();
    redis = startProcess(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
      dir,
    );
    await waitForPort(port, 10_000, redis.child);
    redisUrl = `redis://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const subgraph = (prefix: string) => {
    const config = loadConfig({
      MONGO_URL: 'mongodb://unused',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      DATA_DIR: dir,
    });
    return { definition: boardsSubgraph(config), shared: { config } as SharedStores };
  };

  it('sweeps while a cascade is unfinished, and stops sweeping when the subgraph stops', async () => {
    const { db, stored, state } = operationsDb();
    stored.push(unfinished);
    const { definition, shared } = subgraph('stops:');
    const work = definition.background?.(db, logger, shared);
    expect(work).toBeDefined();
    await until(() => state.reads >= 2, 4 * SWEEP_DELAY_MS);

    await work?.stop();
    const readsAtStop = state.reads;
    await sleep(2 * SWEEP_DELAY_MS + 500);
    expect(state.reads).toBe(readsAtStop);
  }, 30_000);

  it('reads nothing while idle, and sweeps again once a request hands a cascade over', async () => {
    const { db, stored, state } = operationsDb();
    const { definition, shared } = subgraph('wakes:');
    const work = definition.background?.(db, logger, shared);
    try {
      await until(() => state.reads === 1, 2 * SWEEP_DELAY_MS);
      await sleep(SWEEP_DELAY_MS + 500);
      expect(state.reads).toBe(1);

      // A request's step timed out: its cascade goes to the reconciler.
      stored.push(unfinished);
      const context = definition.createContext({ caller: null } as RequestScope, db, shared);
      await context.cascades.later(unfinished._id, 1_000);
      await until(() => state.reads >= 2, 2 * SWEEP_DELAY_MS);
    } finally {
      await work?.stop();
    }
  }, 30_000);

  it('sweeps again at once after a run that left more due at once, whatever else the sweep was told', async () => {
    const config = loadConfig({
      MONGO_URL: 'mongodb://unused',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: 'soon:',
      DATA_DIR: dir,
    });
    // A large duplicate_board: each run copies its share and hands the cascade over due at once
    // (runCascade's `later(id, 0)`), beside another cascade the same sweep put off for a minute.
    const runs = 5;
    const swept: number[] = [];
    const cascades = {
      due: async () =>
        swept.length < runs
          ? { taken: [{ ...unfinished, next_at: new Date() }], unfinished: 2 }
          : { taken: [], unfinished: 0 },
    };
    const reconcile = async () => {
      swept.push(Date.now());
      reconciler.wake(0);
      reconciler.wake(60_000);
      return 'later';
    };
    // Declared after `reconcile`, which the sweeps call only once it is started.
    const reconciler: Reconciler = startReconciler(config, cascades, reconcile, logger);
    try {
      await until(() => swept.length >= runs, 30_000);
      // One sweep per SWEEP_DELAY_MS would take 8 s from the first to the fifth.
      expect(swept[runs - 1] - swept[0]).toBeLessThan(3 * SWEEP_DELAY_MS);
    } finally {
      await reconciler.stop();
    }
  }, 40_000);
});
