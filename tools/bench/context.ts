import type { TestStack } from '@workapi/testing';
import type { Endpoint, ScenarioName, Store } from './common';

export interface BenchConfig {
  /** Items on the large board (BENCH_ITEMS). */
  items: number;
  /** Items on the small board (BENCH_SMALL_ITEMS). */
  smallItems: number;
  /** Items on the board the duplicate scenario copies (BENCH_DUPLICATE_ITEMS). */
  duplicateItems: number;
  /** Batches of `batchSize` create_item mutations in flight at once (BENCH_INGEST_CONCURRENCY). */
  ingestConcurrency: number;
  batchSize: number;
  /** Measured repetitions of the per-request scenarios (BENCH_REPS); warm-ups come on top. */
  reps: number;
  /** Length of each autocannon run (BENCH_THROUGHPUT_SECONDS). */
  throughputSeconds: number;
  throughputConnections: number;
  /** Measured length of the soak (SOAK_SECONDS). */
  soakSeconds: number;
  /** Open-loop requests/s of the soak (SOAK_RATE); 0: a fraction of the capacity measured first. */
  soakRate: number;
  /** Items on the soak's first board (SOAK_ITEMS); the second account's board has a quarter. */
  soakItems: number;
  /** Length of the soak's closed-loop capacity floor (SOAK_PROBE_SECONDS). */
  soakProbeSeconds: number;
  /** Unmeasured warm-up at the soak's rate (SOAK_WARMUP_SECONDS). */
  soakWarmupSeconds: number;
  /** Closed-loop clients of the rolling restart (ROLLING_WORKERS). */
  rollingWorkers: number;
  only: ScenarioName[];
}

export interface SeededBoard {
  id: string;
  /** What the bench asked for and got: the board's item count. */
  items: number;
  itemIds: string[];
  accountId: string;
  /** Columns whose values were set on every item. */
  valueColumns: string[];
  /** Columns of the board except name: what column_values answers per item. */
  columns: string[];
}

/**
 * The boards scenarios read: the large and small ones grow with the run, the realistic one does not;
 * duplicate's is a realistic one of 10,000 items.
 */
export type BoardKind = 'large' | 'small' | 'realistic' | 'duplicate';

/**
 * The limits the bench's stack runs under (CONTRACT.md section 1). Lifted, since the load of one
 * account at hundreds of requests/s is correctly refused with 429s under any tier's own limits.
 */
export interface StackLimits {
  /** The tier of the bench account. */
  tier: string;
  /** RATE_LIMIT_PER_MINUTE, which overrides every tier's request limit. */
  rateLimitPerMinute: number;
  /** COMPLEXITY_BUDGET_PER_MINUTE, which overrides every tier's complexity budget. */
  complexityBudgetPerMinute: number;
}

export interface BenchContext {
  stack: TestStack;
  store: Store;
  /** The gateway, as the bench account (enterprise tier). */
  api: Endpoint;
  token: string;
  userId: string;
  config: BenchConfig;
  limits: StackLimits;
  boards: Partial<Record<BoardKind, SeededBoard>>;
  /**
   * CPU seconds a second the servers and stores use with no request (their relays, pools and
   * timers), measured once after the stack started: `waitForQuiet` waits for this plus a margin.
   */
  idleCpu: number;
}

export function needBoard(ctx: BenchContext, which: BoardKind): SeededBoard {
  const board = ctx.boards[which];
  if (!board) throw new Error(`the ${which} board was not seeded`);
  return board;
}

/** "10,000-item board" at the size this run used. */
export const boardLabel = (board: SeededBoard) => `${board.items.toLocaleString('en-US')}-item board`;
