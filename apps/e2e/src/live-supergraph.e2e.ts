import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { freePort } from '@workapi/devservices';
import { openRegistry, RegistryStore, sha256, type Registry } from '@workapi/registry';
import {
  GraphQLClient,
  readRepoFile,
  REPO_ROOT,
  startTestStack,
  testServices,
  type TestStack,
} from '@workapi/testing';

/*
 * The live supergraph (contract section 7): a running gateway takes what the registry publishes
 * within 15 s, without a restart or a failed request; a bad supergraph in the registry leaves the
 * last good one serving and is counted; a gateway whose registry cannot be reached starts from the
 * checked-in supergraph.
 */

jest.setTimeout(180_000);

const SUBGRAPHS = ['boards', 'items', 'columns'] as const;
const checkedInSchema = (name: string) => readRepoFile(`apps/${name}/src/schema.graphql`);
/** The boards team adds `Board.tagline` (its code would resolve it; the running one leaves it to null). */
const BOARDS_WITH_NAMESPACE = checkedInSchema('boards').replace(
  '  updated_at: ISO8601DateTime\n',
  '  updated_at: ISO8601DateTime\n  tagline: String\n',
);
const BOARD_FIELDS = '{ __type(name: "Board") { fields { name } } }';

let stack: TestStack;
let registry: Registry & { close(): Promise<void> };
let client: GraphQLClient;

beforeAll(async () => {
  // Generous request limits: the load below is about failures, not the tier's rate.
  stack = await startTestStack([{ name: 'acme', tier: 'enterprise' }], { RATE_LIMIT_PER_MINUTE: '1000000' });
  client = stack.clients.acme;
  registry = await openRegistry({
    mongoUrl: testServices().mongo,
    redisUrl: testServices().redis,
    mongoDbPrefix: stack.mongoDbPrefix,
    redisKeyPrefix: stack.redisKeyPrefix,
  });
});

afterAll(async () => {
  await registry?.close();
  await stack?.stop();
});

async function boardFields(gateway: GraphQLClient = client): Promise<string[]> {
  const answer = await gateway.data<{ __type: { fields: Array<{ name: string }> } }>(BOARD_FIELDS);
  return answer.__type.fields.map((field) => field.name);
}

/** The samples of a gateway's `/metrics` whose name starts with `workapi_supergraph_`. */
async function supergraphMetrics(port: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.startsWith('workapi_supergraph_'))
      .map((line) => {
        const at = line.lastIndexOf(' ');
        return [line.slice(0, at), Number(line.slice(at + 1))];
      }),
  );
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(200);
  }
}

/** Closed-loop readers until stopped: what they sent, and every answer that was not a clean 200. */
function load(workers: number) {
  const failures: string[] = [];
  let sent = 0;
  let running = true;
  const reader = async () => {
    for (let round = 0; running; round += 1) {
      const query = round % 3 === 2 ? BOARD_FIELDS : '{ boards(limit: 5) { id name groups { id title } } }';
      try {
        const answer = await client.request(query);
        sent += 1;
        if (answer.status !== 200 || answer.body.errors)
          failures.push(`${answer.status} ${JSON.stringify(answer.body.errors)}`);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, reader));
  return {
    failures,
    sent: () => sent,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe('a supergraph published to the registry', () => {
  it('is served within 15 s under load: same gateway process, no failed request, reported in status', async () => {
    await client.data('mutation { create_board(board_name: "Live", board_kind: public) { id } }');
    expect(await boardFields()).not.toContain('tagline');
    const pid = stack.pids().gateway;
    const traffic = load(4);
    await sleep(1_000);

    const outcome = await registry.publish({
      subgraph: 'boards',
      sdl: BOARDS_WITH_NAMESPACE,
      publishedBy: 'live-supergraph e2e',
      fallbackSchemas: Object.fromEntries(SUBGRAPHS.map((name) => [name, checkedInSchema(name)])),
      fallbackSupergraph: readRepoFile('apps/gateway/src/supergraph.graphql'),
    });
    expect(outcome.outcome).toBe('published');
    const version = outcome.outcome === 'published' ? outcome.supergraph.version : NaN;
    const published = Date.now();
    await until(
      'Board.tagline in introspection',
      async () => ((await boardFields()).includes('tagline') ? true : undefined),
      15_000,
    );
    expect(Date.now() - published).toBeLessThan(15_000);
    await sleep(1_000);
    await traffic.stop();

    expect(traffic.failures).toEqual([]);
    expect(traffic.sent()).toBeGreaterThan(20);
    expect(stack.pids().gateway).toBe(pid);
    expect(await supergraphMetrics(stack.ports.gateway)).toMatchObject({
      workapi_supergraph_version: version,
      'workapi_supergraph_updates_total{outcome="applied"}': 1,
    });
    // `npm run schema -- status` reads these heartbeats.
    const beat = await until(
      'a heartbeat of the new version',
      async () => (await registry.heartbeats()).find((entry) => entry.version === version),
      10_000,
    );
    expect(beat).toMatchObject({
      gateway: expect.stringMatching(`:${stack.ports.gateway}$`),
      hash: outcome.outcome === 'published' ? outcome.supergraph.hash : '',
    });
  });

  it('that fails to load leaves the last good one serving, and /metrics counts the failure', async () => {
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const store = new RegistryStore(mongo.db(`${stack.mongoDbPrefix}_registry`));
      const head = await store.head();
      if (!head) throw new Error('the test before publishes a head');
      const pid = stack.pids().gateway;
      // Written straight into the store, around every check: cut in half, it does not parse.
      const broken = head.sdl.slice(0, head.sdl.length / 2);
      expect(
        await store.commit({ ...head, version: head.version + 1, hash: sha256(broken), sdl: broken }),
      ).toBe(true);

      // No notice on Redis: the gateway's poll finds it (every 10 s ± 2.5 s).
      await until(
        'the rejection counted',
        async () =>
          (await supergraphMetrics(stack.ports.gateway))[
            'workapi_supergraph_updates_total{outcome="rejected"}'
          ] === 1
            ? true
            : undefined,
        20_000,
      );
      expect(await supergraphMetrics(stack.ports.gateway)).toMatchObject({
        workapi_supergraph_version: head.version,
      });
      expect(await boardFields()).toContain('tagline');
      expect(stack.pids().gateway).toBe(pid);
      const answer = await client.request('{ boards(limit: 1) { id name } }');
      expect(answer.body.errors).toBeUndefined();
    } finally {
      await mongo.close();
    }
  });
});

describe('a gateway started while the registry cannot be reached', () => {
  let gateway: ChildProcess | undefined;
  afterAll(async () => {
    if (gateway && gateway.exitCode === null) {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    }
  });

  it('serves the checked-in supergraph, and says so', async () => {
    // The registry lives in MongoDB: point this gateway at a port nothing listens on.
    const closed = await freePort();
    const port = await freePort();
    let output = '';
    gateway = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        DATA_DIR: stack.dataDir,
        MONGO_URL: `mongodb://127.0.0.1:${closed}/`,
        REDIS_URL: testServices().redis,
        MONGO_DB_PREFIX: stack.mongoDbPrefix,
        REDIS_KEY_PREFIX: stack.redisKeyPrefix,
        PORT: String(port),
        BOARDS_PORT: String(stack.ports.boards),
        ITEMS_PORT: String(stack.ports.items),
        COLUMNS_PORT: String(stack.ports.columns),
        INTERNAL_SECRET: stack.internalSecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateway.stdout?.on('data', (chunk) => (output += chunk));
    gateway.stderr?.on('data', (chunk) => (output += chunk));
    await until(
      'the gateway listening',
      async () => (/gateway listening/.test(output) ? true : gateway?.exitCode !== null ? true : undefined),
      60_000,
    );
    expect(gateway.exitCode).toBeNull();
    expect(output).toMatch(/registry: cannot be reached; serving the checked-in supergraph/);

    const cold = new GraphQLClient(`http://127.0.0.1:${port}/graphql`, stack.tokens.acme[0]);
    // The registry's head has Board.tagline; the checked-in supergraph does not.
    expect(await boardFields(cold)).not.toContain('tagline');
    const answer = await cold.request('{ boards(limit: 1) { id name } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(await supergraphMetrics(port)).toMatchObject({
      workapi_supergraph_version: 0,
      'workapi_supergraph_updates_total{outcome="unreachable"}': expect.any(Number),
    });
  });
});

describe('subgraphs started with PUBLISH_SCHEMA_AT_START=1', () => {
  let own: TestStack | undefined;
  let ownRegistry: (Registry & { close(): Promise<void> }) | undefined;
  afterAll(async () => {
    await ownRegistry?.close();
    await own?.stop();
  });

  it('publish their schemas through the registry, and the gateway applies the result', async () => {
    own = await startTestStack([{ name: 'acme' }], { PUBLISH_SCHEMA_AT_START: '1' });
    ownRegistry = await openRegistry({
      mongoUrl: testServices().mongo,
      redisUrl: testServices().redis,
      mongoDbPrefix: own.mongoDbPrefix,
      redisKeyPrefix: own.redisKeyPrefix,
    });
    const head = await until(
      'all three schemas published',
      async () => {
        const found = await ownRegistry?.head();
        return found && SUBGRAPHS.every((name) => found.subgraphs[name].source === 'registry')
          ? found
          : undefined;
      },
      60_000,
    ).catch((error) => {
      throw new Error(`${error.message}\n${SUBGRAPHS.map((name) => own?.stack.output(name)).join('\n')}`);
    });
    for (const name of SUBGRAPHS) {
      expect(head.subgraphs[name]).toMatchObject({ version: 1, hash: sha256(checkedInSchema(name)) });
      expect(await ownRegistry.subgraphVersion(name, 1)).toMatchObject({
        published_by: expect.stringMatching(`^${name} subgraph at start`),
      });
    }
    const port = own.ports.gateway;
    await until(
      'the gateway on the head',
      async () =>
        (await supergraphMetrics(port)).workapi_supergraph_version === head.version ? true : undefined,
      15_000,
    );
  });
});
