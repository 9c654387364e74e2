// npm run bench: the product measured at the size of real boards, through the real stack (the
// gateway and the three subgraphs as processes over the provisioned stores), each scenario against
// a floor measured in the same run. Writes bench/results.json and BENCHMARKS.md.
//
// Environment:
//   BENCH_ITEMS               items on the large board (default 100000)
//   BENCH_SMALL_ITEMS         items on the small board, 5 column values each (default 10000)
//   BENCH_INGEST_CONCURRENCY  create_item requests (50 items each) in flight (default 8)
//   BENCH_REPS                measured repetitions of the per-request scenarios (default 10)
//   BENCH_THROUGHPUT_SECONDS  length of each autocannon run (default 20)
//   SOAK_SECONDS              measured length of the soak (default 120)
//   SOAK_RATE                 the soak's requests/s (default: 60 % of the mix's capacity, measured first)
//   SOAK_ITEMS                items on the soak's first board (default 2000)
//   SOAK_PROBE_SECONDS        length of the soak's closed-loop capacity floor (default 20)
//   SOAK_WARMUP_SECONDS       the soak's unmeasured warm-up at its rate (default 15)
//   ROLLING_WORKERS           rollingRestart's closed-loop clients (default 4)
//   BENCH_ONLY                comma-separated scenarios to run, e.g. page500,roundTrips. The boards
//                             are still filled through the API, unmeasured, when ingest is not among
//                             them: only the boards the chosen scenarios need, and unless BENCH_ITEMS
//                             / BENCH_SMALL_ITEMS say otherwise at 5,000 and 1,000 items so a subset
//                             takes minutes. results.json then says "seeded": "unmeasured".
//                             The realistic board (1,000 items, throughput) is always seeded
//                             unmeasured, and only when throughput runs; so is duplicate's board.
//   BENCH_DUPLICATE_ITEMS     items on the board duplicate copies (default 10000)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { provisionTestServices, startTestStack, type TestStack } from '@workapi/testing';
import {
  cpuDelta,
  cpuSeconds,
  envNumber,
  gatewayEndpoint,
  log,
  SCENARIOS,
  idleCpuOf,
  round,
  Store,
  waitForQuiet,
  type ScenarioName,
  type ScenarioResult,
} from './common';
import type { BenchConfig, BenchContext, BoardKind, StackLimits } from './context';
import {
  ingest,
  LARGE_BOARD,
  REALISTIC_BOARD,
  REALISTIC_ITEMS,
  seedBoard,
  SMALL_BOARD,
  type SeedSpec,
} from './ingest';
import { page500 } from './page500';
import { pointReads } from './pointReads';
import { lookupByValue } from './lookupByValue';
import { aggregate } from './aggregate';
import { duplicate, DUPLICATE_ITEMS } from './duplicate';
import { fullWalk } from './fullWalk';
import { roundTrips } from './roundTrips';
import { throughput } from './throughput';
import { gatewayOverhead } from './gatewayOverhead';
import { soak } from './soak';
import { rollingRestart } from './rollingRestart';
import { activityLogs } from './activityLogs';
import { upload } from './upload';
import {
  machine,
  missesOf,
  printTable,
  readServices,
  writeMarkdown,
  writeResults,
  MARKDOWN_FILE,
  RESULTS_FILE,
  type BenchResults,
} from './report';

const RUN: Record<ScenarioName, (ctx: BenchContext) => Promise<ScenarioResult>> = {
  ingest,
  page500,
  pointReads,
  lookupByValue,
  aggregate,
  duplicate,
  fullWalk,
  roundTrips,
  throughput,
  gatewayOverhead,
  soak,
  rollingRestart,
  activityLogs,
  upload,
};

/** How long a scenario waits for the servers to finish what the previous one left running. */
const QUIET_MAX_MS = 180_000;

/** Which seeded boards each scenario reads. */
const NEEDS: Record<ScenarioName, BoardKind[]> = {
  ingest: [],
  page500: ['small'],
  pointReads: ['large'],
  lookupByValue: ['large'],
  aggregate: ['small'],
  duplicate: ['duplicate'],
  fullWalk: ['small', 'large'],
  roundTrips: ['small'],
  throughput: ['realistic'],
  gatewayOverhead: ['large'],
  soak: [],
  rollingRestart: [],
  activityLogs: ['large'],
  upload: [],
};

/**
 * Every tier's limits lifted (CONTRACT.md section 1): under its own limits one account's load is
 * correctly answered with 429s (three requests in four, for a pro account at 120 req/s).
 */
const LIMITS: StackLimits = {
  tier: 'enterprise',
  rateLimitPerMinute: 1_000_000,
  complexityBudgetPerMinute: 1_000_000_000,
};

function configFromEnv(): BenchConfig {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: unknown scenario ${unknown} (known: ${SCENARIOS.join(', ')})`);
  const chosen = only.length ? SCENARIOS.filter((name) => only.includes(name)) : [...SCENARIOS];
  const measuredIngest = chosen.includes('ingest');
  return {
    items: envNumber('BENCH_ITEMS', measuredIngest ? 100_000 : 5_000),
    smallItems: envNumber('BENCH_SMALL_ITEMS', measuredIngest ? 10_000 : 1_000),
    duplicateItems: envNumber('BENCH_DUPLICATE_ITEMS', DUPLICATE_ITEMS),
    ingestConcurrency: envNumber('BENCH_INGEST_CONCURRENCY', 8),
    batchSize: 50,
    reps: envNumber('BENCH_REPS', 10),
    throughputSeconds: envNumber('BENCH_THROUGHPUT_SECONDS', 20),
    throughputConnections: 20,
    soakSeconds: envNumber('SOAK_SECONDS', 120),
    soakRate: process.env.SOAK_RATE ? envNumber('SOAK_RATE', 0) : 0,
    soakItems: envNumber('SOAK_ITEMS', 2_000),
    soakProbeSeconds: envNumber('SOAK_PROBE_SECONDS', 20),
    soakWarmupSeconds: envNumber('SOAK_WARMUP_SECONDS', 15),
    rollingWorkers: envNumber('ROLLING_WORKERS', 4),
    only: chosen,
  };
}

async function main() {
  const started = performance.now();
  const config = configFromEnv();
  if (config.smallItems <= 500)
    throw new Error('BENCH_SMALL_ITEMS must be above 500 (page500 reads a later page)');
  log(
    `scenarios: ${config.only.join(', ')}; boards of ${config.items} and ${config.smallItems} items; ` +
      `ingest concurrency ${config.ingestConcurrency}, ${config.reps} repetitions`,
  );
  if (loadavg()[0] > 1) {
    log(`the machine is busy (load average ${loadavg()[0].toFixed(1)}): the numbers will be noisier`);
  }
  const services = await provisionTestServices();
  let stack: TestStack | undefined;
  let mongo: MongoClient | undefined;
  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    await mongo?.close().catch(() => undefined);
    await stack?.stop().catch(() => undefined);
    await services.stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the stack and the services`);
      void cleanUp().then(() => process.exit(130));
    });
  }
  const results: BenchResults = {
    timestamp: new Date().toISOString(),
    durationSeconds: 0,
    machine: machine(),
    storage: { routes: services.routes, services: readServices(services.dataDir) },
    config: { ...config, seeded: config.only.includes('ingest') ? 'ingest' : 'unmeasured' },
    limits: LIMITS,
    scenarios: {},
    failed: {},
    misses: [],
  };
  const save = async () => {
    results.durationSeconds = Math.round((performance.now() - started) / 1000);
    results.machine.loadAverage.end = Math.round(loadavg()[0] * 100) / 100;
    results.misses = missesOf(results.scenarios);
    writeResults(results);
    await writeMarkdown(results);
  };
  try {
    log(`storage: ${services.routes.mongo}; redis: ${services.routes.redis}`);
    // The soak speaks as three users of the bench account and two of a second one.
    stack = await startTestStack(
      [
        { name: 'bench', tier: LIMITS.tier, users: 3 },
        { name: 'second', tier: LIMITS.tier, users: 2 },
      ],
      {
        COMPLEXITY_BUDGET_PER_MINUTE: String(LIMITS.complexityBudgetPerMinute),
        RATE_LIMIT_PER_MINUTE: String(LIMITS.rateLimitPerMinute),
        LOG_LEVEL: 'warn',
      },
    );
    log(
      `stack up: gateway on ${stack.ports.gateway} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    mongo = await new MongoClient(services.mongoUrl).connect();
    const token = stack.tokens.bench[0];
    const api = gatewayEndpoint(stack, token);
    const { me } = await api.data<{ me: { id: string } }>('{ me { id } }');
    const idleCpu = await idleCpuOf(stack.pids());
    log(`idle, the servers and stores use ${round(idleCpu, 2)} CPU seconds a second (relays, pools, timers)`);
    const ctx: BenchContext = {
      stack,
      store: await Store.open(mongo, stack.redisKeyPrefix.replace(/:$/, '')),
      api,
      token,
      userId: me.id,
      config,
      limits: LIMITS,
      boards: {},
      idleCpu,
    };

    // The boards the chosen scenarios read, filled unmeasured; ingest fills (and measures) its own.
    const needed = new Set(config.only.flatMap((name) => NEEDS[name]));
    const seeds: Record<BoardKind, SeedSpec> = {
      large: { ...LARGE_BOARD, items: config.items },
      small: { ...SMALL_BOARD, items: config.smallItems },
      realistic: { ...REALISTIC_BOARD, items: REALISTIC_ITEMS },
      duplicate: {
        ...REALISTIC_BOARD,
        name: 'Bench duplicate source',
        items: config.duplicateItems,
      },
    };
    for (const which of ['large', 'small', 'realistic', 'duplicate'] as const) {
      const ingested = (which === 'large' || which === 'small') && config.only.includes('ingest');
      if (!needed.has(which) || ingested) continue;
      log(`filling the ${which} board with ${seeds[which].items} items (not measured)`);
      ctx.boards[which] = (await seedBoard(ctx, seeds[which])).board;
    }

    for (const name of config.only) {
      // Each scenario starts on an idle machine (a load test leaves requests behind in the servers).
      const idle = await waitForQuiet(stack.pids(), QUIET_MAX_MS, ctx.idleCpu);
      if (!idle.quiet || idle.waitedMs > 3_000) {
        log(
          `${idle.quiet ? 'waited' : 'gave up waiting'} ${(idle.waitedMs / 1000).toFixed(0)} s for the servers to go idle`,
        );
      }
      const scenarioStart = performance.now();
      const cpuBefore = cpuSeconds(stack.pids());
      log(`${name}: running`);
      try {
        const result = await RUN[name](ctx);
        result.seconds = Math.round((performance.now() - scenarioStart) / 1000);
        result.cpu = cpuDelta(cpuBefore, cpuSeconds(stack.pids()));
        results.scenarios[name] = result;
        printTable(result);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.failed[name] = message.split('\n')[0];
        console.error(`[bench] ${name} failed: ${error instanceof Error ? error.stack : error}`);
        if (name === 'ingest') throw new Error('ingest failed: the other scenarios need its boards');
      }
      await save();
    }
  } finally {
    await save().catch((error) => console.error(`[bench] could not write the results: ${error}`));
    await cleanUp();
  }
  const misses = results.misses;
  console.log('');
  log(
    `done in ${(results.durationSeconds / 60).toFixed(1)} min: ${misses.length} missed target(s)` +
      `${Object.keys(results.failed).length ? `, failed: ${Object.keys(results.failed).join(', ')}` : ''}`,
  );
  for (const miss of misses)
    log(`  MISS ${miss.scenario}: ${miss.metric} = ${miss.value} ${miss.unit} (target ${miss.target})`);
  log(`wrote ${RESULTS_FILE} and ${MARKDOWN_FILE}`);
  if (Object.keys(results.failed).length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
