import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUBGRAPH_NAMES } from '@workapi/config';
import { freePortBlock, npmStart, untilReady, type StartedApi } from './npm-start';
import { retryOnPortClash } from './port-clash';
import { testServices } from './stack';

/*
 * What deploys.e2e.ts and the rollingRestart bench share, so that the bench measures the deployment
 * the test proves: `npm start` with replicated subgraphs, and the item names on a board once the
 * restarts are over (each write must be there exactly once).
 */

const REPLICAS = 2;

/** A replicated `npm start` that is ready, with what its caller needs to load and restart it. */
export interface ReplicatedApi {
  started: StartedApi;
  /** Its DATA_DIR: `restartApp(dataDir, app)` restarts one app's replicas one at a time. */
  dataDir: string;
  gatewayPort: number;
  /** The API token of its one (enterprise) dev account. */
  token: string;
  /** Unique to this start (its databases and keys carry it): a prefix for idempotency keys. */
  unique: string;
  /** Stops `npm start` and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * `npm start` with two replicas of each subgraph over the test services, on databases and keys of
 * its own. `name` (letters only) names its data directory, database prefix and dev account.
 */
export async function startReplicated(
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<ReplicatedApi> {
  const dataDir = mkdtempSync(join(tmpdir(), `workapi-${name}-`));
  const token = randomBytes(16).toString('hex');
  const unique = randomBytes(4).toString('hex');
  const services = testServices();
  const halt = async (started: StartedApi) => {
    if (started.child.exitCode === null) {
      started.child.kill('SIGTERM');
      await started.exit;
    }
  };
  const launch = async () => {
    // The four apps, then each subgraph's further replicas upward.
    const base = await freePortBlock(1 + SUBGRAPH_NAMES.length * REPLICAS);
    const started = npmStart(
      dataDir,
      { gateway: base, boards: base + 1, items: base + 2, columns: base + 3 },
      {
        MONGO_URL: services.mongo,
        REDIS_URL: services.redis,
        MONGO_DB_PREFIX: `${name}${unique}`,
        REDIS_KEY_PREFIX: `${name}${unique}:`,
        DEV_ACCOUNTS: `${token}:enterprise:${name}`,
        ...Object.fromEntries(
          SUBGRAPH_NAMES.map((app) => [`REPLICAS_${app.toUpperCase()}`, String(REPLICAS)]),
        ),
        ...extraEnv,
      },
    );
    try {
      await untilReady(started);
    } catch (error) {
      await halt(started);
      throw error;
    }
    return { started, base };
  };
  const { started, base } = await retryOnPortClash(launch).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await halt(started);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { started, dataDir, gatewayPort: base, token, unique, stop };
}

/**
 * What the stack logged at warn and above (its apps log nothing less here), but the access lines
 * of draining replicas' 503s, which a rolling restart is meant to cause: shown beside a failed
 * request, it says which process failed it and why.
 */
export function stackWarnings(api: ReplicatedApi): string[] {
  return api.started
    .output()
    .split('\n')
    .filter((line) => /"level":(40|50|60)\b/.test(line) && !/"status":503\b/.test(line));
}

/** Anything that runs an operation and answers its data: the test client and the bench's endpoint. */
interface Reads {
  data<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** Every item name on the board, page after page. */
export async function itemNamesOn(client: Reads, board: string): Promise<string[]> {
  type Page = { items: Array<{ name: string }>; cursor: string | null };
  const names: string[] = [];
  let page = (
    await client.data<{ items_page: Page }>(
      'query ($b: ID!) { items_page(limit: 500, query_params: { boards: [$b] }) { cursor items { name } } }',
      { b: board },
    )
  ).items_page;
  for (;;) {
    names.push(...page.items.map((item) => item.name));
    if (!page.cursor) return names;
    page = (
      await client.data<{ next_items_page: Page }>(
        'query ($c: String!) { next_items_page(cursor: $c, limit: 500) { cursor items { name } } }',
        { c: page.cursor },
      )
    ).next_items_page;
  }
}
