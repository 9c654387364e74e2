// rollingRestart: `npm start` with two replicas of each subgraph under a closed-loop load of reads
// and writes (each write with an Idempotency-Key), while `npm run restart -- items`, then columns,
// then boards, restart each app's replicas one at a time: the start deploys.e2e.ts proves (startReplicated).
import { performance } from 'node:perf_hooks';
import { itemNamesOn, restartApp, stackWarnings, startReplicated } from '@workapi/testing';
import { Endpoint, exactly, info, log, round, sleep, stats, type ScenarioResult } from './common';
import type { BenchContext } from './context';

const RESTARTED = ['items', 'columns', 'boards'] as const;
/** Load before the first restart and after the last: the p99 the restarts are compared with. */
const STEADY_SECONDS = 10;
/** One write for every two reads. */
const WRITE_EVERY = 3;

const READ =
  'query ($b: [ID!]) { boards(ids: $b) { name items_page(limit: 20) { items { id name column_values { id text } } } } }';
const WRITE =
  'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n, column_values: "{\\"status\\": {\\"index\\": 1}}") { id name } }';

interface Sample {
  at: number;
  ms: number;
  ok: boolean;
}

interface Write {
  key: string;
  name: string;
  id: string;
}

export async function rollingRestart(ctx: BenchContext): Promise<ScenarioResult> {
  const workers = ctx.config.rollingWorkers;
  const replicated = await startReplicated('rolling', {
    COMPLEXITY_BUDGET_PER_MINUTE: '1000000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const { dataDir, token, unique } = replicated;
  try {
    const api = new Endpoint(replicated.gatewayPort, () => ({ authorization: token }));
    const { create_board: board } = await api.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Rolling restart", board_kind: public) { id } }',
    );

    const samples: Sample[] = [];
    const failures: string[] = [];
    const writes: Write[] = [];
    let running = true;
    const worker = async (n: number) => {
      for (let round = 0; running; round += 1) {
        const write = round % WRITE_EVERY === 0;
        const name = `Load ${n}-${round}`;
        const key = `${unique}-${n}-${round}`;
        let answer;
        try {
          answer = write
            ? await api.request<{ create_item: { id: string } }>(
                WRITE,
                { b: board.id, n: name },
                { 'idempotency-key': key },
              )
            : await api.request(READ, { b: [board.id] });
        } catch (error) {
          failures.push(`${write ? 'write' : 'read'}: ${(error as Error).message}`);
          samples.push({ at: performance.now(), ms: 0, ok: false });
          continue;
        }
        const ok = answer.status === 200 && answer.errors.length === 0;
        samples.push({ at: performance.now(), ms: answer.ms, ok });
        if (!ok)
          failures.push(
            `${write ? 'write' : 'read'}: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`,
          );
        else if (write)
          writes.push({ key, name, id: (answer.data as { create_item: { id: string } }).create_item.id });
      }
    };
    const loadStarted = performance.now();
    const load = Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
    const restartSeconds: Record<string, number> = {};
    let restartsBegan = 0;
    let restartsEnded = 0;
    try {
      await sleep(STEADY_SECONDS * 1000);
      restartsBegan = performance.now();
      for (const app of RESTARTED) {
        const began = performance.now();
        const exit = await restartApp(dataDir, app);
        if (exit !== 0) throw new Error(`npm run restart -- ${app} exited ${exit}`);
        restartSeconds[app] = round((performance.now() - began) / 1000, 1);
        log(`rollingRestart: ${app} restarted in ${restartSeconds[app]} s`);
      }
      restartsEnded = performance.now();
      await sleep(STEADY_SECONDS * 1000);
    } finally {
      running = false;
      await load;
    }
    const loadEnded = performance.now();

    // Each write's key sent again: answered with the first result, acting no second time.
    let replayedOtherwise = 0;
    for (const write of writes) {
      const again = await api.request<{ create_item: { id: string } }>(
        WRITE,
        { b: board.id, n: write.name },
        { 'idempotency-key': write.key },
      );
      if (again.status !== 200 || again.data?.create_item.id !== write.id) replayedOtherwise += 1;
    }
    const names = await itemNamesOn(api, board.id);
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    const twice = [...counts.values()].filter((count) => count > 1).length;
    const lost = writes.filter((write) => !counts.has(write.name)).length;

    const during = samples.filter((sample) => sample.at >= restartsBegan && sample.at <= restartsEnded);
    const steady = samples.filter((sample) => sample.at < restartsBegan || sample.at > restartsEnded);
    const duringStats = stats(during.map((sample) => sample.ms));
    const steadyStats = stats(steady.map((sample) => sample.ms));
    const perSecond = (count: number, ms: number) => round(count / (ms / 1000), 1);
    const restartMs = restartsEnded - restartsBegan;
    return {
      name: 'rollingRestart',
      title: 'Rolling restart of each subgraph under load',
      description:
        `\`npm start\` with 2 replicas of each subgraph; ${workers} closed-loop clients send one create_item ` +
        `(with an Idempotency-Key) for every two reads of a board with its first 20 items, ${STEADY_SECONDS} s ` +
        `before the restarts and ${STEADY_SECONDS} s after; meanwhile \`npm run restart --\` items, then columns, then ` +
        `boards. Afterwards every write is sent again with its key (it must answer the first result), and the ` +
        `board's items are counted by name (each must be there once).`,
      rows: [
        exactly('failed requests', failures.length, 0),
        exactly('mutations run twice', twice, 0),
        exactly('acknowledged mutations missing', lost, 0),
        exactly('keyed retries not answered with the first result', replayedOtherwise, 0),
        info('requests during the restarts', during.length),
        info('p50 during the restarts', duringStats.p50, 'ms'),
        info('p99 during the restarts', duringStats.p99, 'ms'),
        info('p99 before and after', steadyStats.p99, 'ms'),
        info('requests/s during the restarts', perSecond(during.length, restartMs)),
        info('requests/s before and after', perSecond(steady.length, loadEnded - loadStarted - restartMs)),
        ...RESTARTED.map((app) => info(`time to restart ${app} (2 replicas)`, restartSeconds[app], 's')),
        info('time to restart all three', restartMs / 1000, 's'),
      ],
      details: {
        workers,
        requests: samples.length,
        writes: writes.length,
        restartSeconds,
        during: duringStats,
        steady: steadyStats,
        failures: failures.slice(0, 20),
        logged: failures.length > 0 ? stackWarnings(replicated).slice(0, 20) : [],
      },
    };
  } finally {
    await replicated.stop();
  }
}
