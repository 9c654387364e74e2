import { execFile, type ExecFileException } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { freePort } from '@workapi/devservices';
import {
  openRegistry,
  publishSubgraph,
  RegistryStore,
  sha256,
  type CheckReport,
  type HeadRef,
  type Registry,
  type SupergraphVersion,
} from '@workapi/registry';
import { readRepoFile, REPO_ROOT, testServices } from '@workapi/testing';

// `npm run schema` against the e2e run's MongoDB and Redis, as a subgraph team runs it: a child
// process per command, each test with a registry of its own (database and key prefix).

// Each CLI run is a new Node process compiling TypeScript and composing: seconds apiece.
jest.setTimeout(240_000);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

type Prefixes = { MONGO_DB_PREFIX: string; REDIS_KEY_PREFIX: string };

/** A registry nobody else uses: its own database (`<prefix>_registry`) and Redis keys. */
function freshPrefixes(): Prefixes {
  const unique = randomBytes(4).toString('hex');
  return { MONGO_DB_PREFIX: `reg${unique}`, REDIS_KEY_PREFIX: `reg${unique}:` };
}

/** Runs `npm run schema -- <args>` as a process with this run's stores (overrides replace any). */
function schema(args: string[], prefixes: Prefixes, overrides: Record<string, string> = {}): Promise<Run> {
  const services = testServices();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'schema-e2e-')),
    MONGO_URL: services.mongo,
    REDIS_URL: services.redis,
    ...prefixes,
    ...overrides,
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/schema/main.ts', ...args],
      { cwd: REPO_ROOT, env, maxBuffer: 64 * 1024 * 1024 },
      (error: ExecFileException | null, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The checked-in schema of a subgraph with each `from` replaced by its `to`, written to a file of its own. */
function edited(subgraph: string, ...replacements: string[]): string {
  let text = readRepoFile(`apps/${subgraph}/src/schema.graphql`);
  for (let index = 0; index < replacements.length; index += 2) {
    const [from, to] = replacements.slice(index, index + 2);
    if (!text.includes(from))
      throw new Error(`apps/${subgraph}/src/schema.graphql has no ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  const file = join(mkdtempSync(join(tmpdir(), 'schema-e2e-')), `${subgraph}.graphql`);
  writeFileSync(file, text);
  return file;
}

const BOARD_TAGLINE = edited(
  'boards',
  '  updated_at: ISO8601DateTime\n',
  '  updated_at: ISO8601DateTime\n  tagline: String\n',
);
const COLUMN_HINT = edited('columns', '  archived: Boolean!\n', '  archived: Boolean!\n  hint: String\n');

const opened: Array<Registry & { close(): Promise<void> }> = [];
const clients: MongoClient[] = [];

/** The registry of these prefixes, as the gateway and the tests read it. */
async function registryOf(prefixes: Prefixes) {
  const services = testServices();
  const registry = await openRegistry({
    mongoUrl: services.mongo,
    redisUrl: services.redis,
    mongoDbPrefix: prefixes.MONGO_DB_PREFIX,
    redisKeyPrefix: prefixes.REDIS_KEY_PREFIX,
  });
  opened.push(registry);
  return registry;
}

/** The registry's store of these prefixes, on a connection of the test's own. */
async function storeOf(prefixes: Prefixes): Promise<RegistryStore> {
  const client = new MongoClient(testServices().mongo);
  clients.push(client);
  await client.connect();
  return new RegistryStore(client.db(`${prefixes.MONGO_DB_PREFIX}_registry`));
}

afterAll(async () => {
  await Promise.all([
    ...opened.map((registry) => registry.close()),
    ...clients.map((client) => client.close()),
  ]);
});

const changeLine = (level: string, coordinate: string, versions: string) =>
  new RegExp(`^${level}\\s+${coordinate.replace(/[.()]/g, '\\$&')}\\s+${versions}\\s`, 'm');

describe('a breaking change to a released version is refused with exit code 1 and the report', () => {
  it('a field removed: the line, the persisted query it breaks, the verdict; publish writes nothing', async () => {
    const prefixes = freshPrefixes();
    // A client persisted an operation that reads the field (Apollo's automatic persisted queries).
    const text = 'query Updated { boards { id updated_at } }';
    const redis = new Redis(testServices().redis, { keyPrefix: prefixes.REDIS_KEY_PREFIX });
    await redis.set(`apq:${sha256(text)}`, text, 'EX', 600);
    redis.disconnect();
    const removed = edited('boards', '  updated_at: ISO8601DateTime\n', '');

    const check = await schema(['check', 'boards', '--schema', removed], prefixes);
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(
      changeLine('BREAKING', 'Board.updated_at', '2026-01 2026-04 2026-07 2026-10'),
    );
    expect(check.stdout).toMatch(
      new RegExp(
        `^BREAKING\\s+operation apq:${sha256(text).slice(0, 16)} \\(Updated\\)\\s+2026-01 2026-04 2026-07 2026-10\\s+Cannot query field "updated_at"`,
        'm',
      ),
    );
    expect(check.stdout).toContain('against the checked-in supergraph (the registry is empty)');
    expect(check.stdout).toMatch(
      /^verdict: refused: breaks released API versions 2026-01, 2026-04, 2026-07/m,
    );

    const json = await schema(['check', 'boards', '--schema', removed, '--json'], prefixes);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as CheckReport;
    expect(report.changes).toEqual([
      expect.objectContaining({ level: 'BREAKING', coordinate: 'Board.updated_at', released: true }),
    ]);
    expect(report.operations.checked).toEqual({
      persisted: 1,
      tests: expect.any(Number),
      seed: expect.any(Number),
    });
    expect(report.verdict.ok).toBe(false);

    const publish = await schema(['publish', 'boards', '--schema', removed], prefixes);
    expect(publish.code).toBe(1);
    expect(await (await registryOf(prefixes)).headRef()).toBeNull();
  });

  it('output nullability tightened, and an enum value removed', async () => {
    const prefixes = freshPrefixes();
    const tightened = await schema(
      [
        'check',
        'boards',
        '--schema',
        // Board's own description (other types and arguments have one too).
        edited(
          'boards',
          '  name: String!\n  description: String\n  board_kind',
          '  name: String!\n  description: String!\n  board_kind',
        ),
      ],
      prefixes,
    );
    expect(tightened.code).toBe(1);
    expect(tightened.stdout).toMatch(
      changeLine('BREAKING', 'Board.description', '2026-01 2026-04 2026-07 2026-10'),
    );
    expect(tightened.stdout).toContain('output nullability tightened');

    const enumValue = await schema(
      ['check', 'boards', '--schema', edited('boards', '  share\n', '')],
      prefixes,
    );
    expect(enumValue.code).toBe(1);
    expect(enumValue.stdout).toMatch(
      changeLine('BREAKING', 'BoardKind.share', '2026-01 2026-04 2026-07 2026-10'),
    );
  });
});

describe('what may be published', () => {
  it('an additive change passes and publishes: the head moves, Redis says so, the same schema again is no new version', async () => {
    const prefixes = freshPrefixes();
    const check = await schema(['check', 'boards', '--schema', BOARD_TAGLINE], prefixes);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(changeLine('SAFE', 'Board.tagline', '2026-01 2026-04 2026-07 2026-10'));
    expect(check.stdout).toMatch(/^verdict: may be published$/m);

    const registry = await registryOf(prefixes);
    const notices: HeadRef[] = [];
    const unsubscribe = registry.subscribe((head) => notices.push(head));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const publish = await schema(
      ['publish', 'boards', '--schema', BOARD_TAGLINE, '--revision', 'abc123', '--json'],
      prefixes,
    );
    expect(publish.code).toBe(0);
    const published = JSON.parse(publish.stdout);
    expect(published).toMatchObject({
      outcome: 'published',
      subgraph_version: 1,
      supergraph: { version: 1 },
      notified: true,
    });

    const head = (await registry.head()) as SupergraphVersion;
    expect(head).toMatchObject({ version: 1, hash: sha256(head.sdl), accepted: [] });
    expect(head.sdl).toContain('tagline: String');
    expect(head.subgraphs.boards).toMatchObject({ version: 1, source: 'registry' });
    expect(head.subgraphs.items).toMatchObject({ version: null, source: 'checkout' });
    expect(await registry.subgraphVersion('boards', 1)).toMatchObject({
      revision: 'abc123',
      hash: sha256(head.subgraphs.boards.sdl),
    });
    for (let waited = 0; notices.length === 0 && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notices).toEqual([{ version: 1, hash: head.hash }]);
    await unsubscribe();

    const again = await schema(['publish', 'boards', '--schema', BOARD_TAGLINE], prefixes);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /^verdict: nothing to publish: supergraph v1 already has this schema of boards$/m,
    );
    expect(await registry.headRef()).toEqual({ version: 1, hash: head.hash });
  });

  it('changes gated to the unreleased version pass, a removal there included', async () => {
    const prefixes = freshPrefixes();
    const gated = edited(
      'items',
      '  creator_id: String!\n',
      '  creator_id: String! @until(version: "2026-10")\n  tagline: String @since(version: "2026-10")\n',
    );
    const check = await schema(['check', 'items', '--schema', gated], prefixes);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(changeLine('SAFE', 'Item.tagline', '2026-10'));
    expect(check.stdout).toMatch(changeLine('BREAKING', 'Item.creator_id', '2026-10'));
    expect(check.stdout).toContain('(not released yet: allowed)');
    expect(check.stdout).toMatch(/^verdict: may be published$/m);
    expect((await schema(['publish', 'items', '--schema', gated], prefixes)).code).toBe(0);
  });

  it('a dangerous change needs --accept, and the accepted coordinate is recorded with the publish', async () => {
    const prefixes = freshPrefixes();
    const newKind = edited('items', 'enum Kind {\n  person\n', 'enum Kind {\n  person\n  bot\n');
    const refused = await schema(['publish', 'items', '--schema', newKind], prefixes);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(changeLine('DANGEROUS', 'Kind.bot', '2026-01 2026-04 2026-07 2026-10'));
    expect(refused.stdout).toContain('(needs --accept Kind.bot)');

    const accepted = await schema(
      ['publish', 'items', '--schema', newKind, '--accept', 'Kind.bot'],
      prefixes,
    );
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain('(accepted)');
    const head = (await (await registryOf(prefixes)).head()) as SupergraphVersion;
    expect(head.accepted).toEqual(['Kind.bot']);
    expect(head.published.check.accepted).toEqual(['Kind.bot']);
  });
});

describe('publishes at once are serialised', () => {
  it('two teams publishing at once both land, on consecutive versions, neither change lost', async () => {
    const prefixes = freshPrefixes();
    const [boards, columns] = await Promise.all([
      schema(['publish', 'boards', '--schema', BOARD_TAGLINE, '--json'], prefixes),
      schema(['publish', 'columns', '--schema', COLUMN_HINT, '--json'], prefixes),
    ]);
    expect([boards.code, columns.code]).toEqual([0, 0]);
    const versions = [JSON.parse(boards.stdout), JSON.parse(columns.stdout)].map(
      (run) => run.supergraph.version,
    );
    expect(versions.sort()).toEqual([1, 2]);
    const head = (await (await registryOf(prefixes)).head()) as SupergraphVersion;
    expect(head.version).toBe(2);
    expect(head.subgraphs.boards).toMatchObject({ version: 1, source: 'registry' });
    expect(head.subgraphs.columns).toMatchObject({ version: 1, source: 'registry' });
    expect(head.sdl).toMatch(/tagline: String/);
    expect(head.sdl).toMatch(/hint: String/);
  });

  /** The store with every publisher held after its first read of the head until `count` have read it. */
  async function raceStore(prefixes: Prefixes, count: number) {
    const store = await storeOf(prefixes);
    const readers: Array<() => void> = [];
    const head = store.head.bind(store);
    store.head = async () => {
      const read = await head();
      if (readers.length < count) {
        await new Promise<void>((resolve) => {
          readers.push(resolve);
          if (readers.length === count) readers.forEach((release) => release());
        });
      }
      return read;
    };
    return store;
  }

  const input = (subgraph: 'boards' | 'columns', file: string) => ({
    subgraph,
    sdl: readFileSync(file, 'utf8'),
    fallbackSchemas: {
      boards: readRepoFile('apps/boards/src/schema.graphql'),
      items: readRepoFile('apps/items/src/schema.graphql'),
      columns: readRepoFile('apps/columns/src/schema.graphql'),
    },
    fallbackSupergraph: readRepoFile('apps/gateway/src/supergraph.graphql'),
    publishedBy: 'registry.e2e',
  });

  it('both read the same head: one insert wins, the other reads the new head, checks again and lands next', async () => {
    const prefixes = freshPrefixes();
    const store = await raceStore(prefixes, 2);
    const announce = async () => true;
    const outcomes = await Promise.all([
      publishSubgraph(store, input('boards', BOARD_TAGLINE), announce),
      publishSubgraph(store, input('columns', COLUMN_HINT), announce),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['published', 'published']);
    expect(outcomes.map((outcome) => outcome.attempts).sort()).toEqual([1, 2]);
    const second = outcomes.find((outcome) => outcome.attempts === 2) as { report: CheckReport };
    expect(second.report.base.version).toBe(1);
    const head = (await store.head()) as SupergraphVersion;
    expect(head.version).toBe(2);
    expect(head.sdl).toMatch(/tagline: String/);
    expect(head.sdl).toMatch(/hint: String/);
  });

  it('when the winner’s change makes the other’s fail, the other is checked again and refused', async () => {
    const prefixes = freshPrefixes();
    const store = await raceStore(prefixes, 2);
    // Both add Board.origin, which only one subgraph may define (it is not @shareable).
    const boards = edited(
      'boards',
      '  updated_at: ISO8601DateTime\n',
      '  updated_at: ISO8601DateTime\n  origin: String\n',
    );
    const columns = edited(
      'columns',
      'type Board @key(fields: "id") {\n  id: ID!\n',
      'type Board @key(fields: "id") {\n  id: ID!\n  origin: String\n',
    );
    const announce = async () => true;
    const outcomes = await Promise.all([
      publishSubgraph(store, input('boards', boards), announce),
      publishSubgraph(store, input('columns', columns), announce),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['published', 'refused']);
    const refused = outcomes.find((outcome) => outcome.outcome === 'refused') as {
      report: CheckReport;
      attempts: number;
    };
    expect(refused.attempts).toBe(2);
    expect(refused.report.composition.ok).toBe(false);
    expect(refused.report.composition.errors.join('\n')).toContain('origin');
    expect((await store.headRef())?.version).toBe(1);
  });
  it('a publisher that died after its insert, or a pointer moved back: the next read of the head finds the newest', async () => {
    const prefixes = freshPrefixes();
    const store = await storeOf(prefixes);
    const first = await publishSubgraph(store, input('boards', BOARD_TAGLINE), async () => true);
    expect(first).toMatchObject({ outcome: 'published', attempts: 1 });
    const head = (await store.head()) as SupergraphVersion;
    // Version 2 inserted by a publisher that died before recording it and moving the pointer.
    const orphan = { ...head, version: 2, published: { ...head.published, version: 2, revision: 'died' } };
    expect(await store.commit(orphan)).toBe(true);
    expect(await store.subgraphVersion('boards', 2)).toBeNull();
    expect(await store.headRef()).toEqual({ version: 2, hash: head.hash });
    expect(await store.subgraphVersion('boards', 2)).toMatchObject({ revision: 'died' });
    // A compare-and-set that FerretDB let through late puts the pointer back on version 1.
    await store.moveHead(2, { version: 1, hash: head.hash });
    expect((await store.head())?.version).toBe(2);
    // The next publish builds on version 2, not on the pointer's 1.
    const next = await publishSubgraph(store, input('columns', COLUMN_HINT), async () => true);
    expect(next).toMatchObject({ outcome: 'published', attempts: 1, supergraph: { version: 3 } });
  });
});

describe('rollback', () => {
  it('publishes an earlier version again as a new one; one that no longer composes is refused, saying so', async () => {
    const prefixes = freshPrefixes();
    const boardsFile = 'apps/boards/src/schema.graphql';
    const origin = edited(
      'boards',
      '  updated_at: ISO8601DateTime\n',
      '  updated_at: ISO8601DateTime\n  origin: String\n',
    );
    const described = edited(
      'boards',
      '  updated_at: ISO8601DateTime\n',
      '  updated_at: ISO8601DateTime\n  "Where the board came from."\n  origin: String\n',
    );
    // The columns team reads Board.origin from boards (@external, @requires) from its version 1 on.
    const needsOrigin = edited(
      'columns',
      'import: ["@key", "@inaccessible", "@cost", "@listSize"]',
      'import: ["@key", "@inaccessible", "@cost", "@listSize", "@external", "@requires"]',
      'type Board @key(fields: "id") {\n  id: ID!\n',
      'type Board @key(fields: "id") {\n  id: ID!\n  origin: String @external\n  origin_label: String @requires(fields: "origin")\n',
    );
    for (const [subgraph, file] of [
      ['boards', join(REPO_ROOT, boardsFile)],
      ['boards', origin],
      ['columns', needsOrigin],
      ['boards', described],
    ]) {
      const run = await schema(['publish', subgraph, '--schema', file], prefixes);
      expect({ subgraph, file, code: run.code, out: run.code === 0 ? '' : run.stdout }).toMatchObject({
        code: 0,
      });
    }

    const broken = await schema(['rollback', 'boards', '1'], prefixes);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/^ERROR composition: .*origin/m);
    expect(broken.stderr).toContain(
      "boards v1 no longer composes with the other subgraphs' schemas of the head: publish a schema that does instead",
    );

    const undone = await schema(['rollback', 'boards', '2'], prefixes);
    expect(undone.code).toBe(0);
    expect(undone.stdout).toMatch(/^verdict: published boards v4 as supergraph v5 /m);
    const history = JSON.parse((await schema(['history', 'boards', '--json'], prefixes)).stdout);
    expect(history.map((version: { version: number }) => version.version)).toEqual([4, 3, 2, 1]);
    expect(history[0]).toMatchObject({
      hash: history[2].hash,
      revision: expect.stringMatching(/^rollback to boards v2/),
    });
  });
});

describe('status', () => {
  it('lists each gateway’s applied supergraph version and when it last reported, and the head', async () => {
    const prefixes = freshPrefixes();
    expect((await schema(['publish', 'boards', '--schema', BOARD_TAGLINE], prefixes)).code).toBe(0);
    const registry = await registryOf(prefixes);
    const head = (await registry.headRef()) as HeadRef;
    await registry.heartbeat({ gateway: 'gateway-a', version: head.version, hash: head.hash });
    await registry.heartbeat({
      gateway: 'gateway-b',
      version: null,
      hash: sha256(readRepoFile('apps/gateway/src/supergraph.graphql')),
    });
    const store = await storeOf(prefixes);
    await store.heartbeat(
      { gateway: 'gateway-c', version: head.version, hash: head.hash },
      new Date(Date.now() - 120_000),
    );

    const json = await schema(['status', '--json'], prefixes);
    expect(json.code).toBe(0);
    const status = JSON.parse(json.stdout);
    expect(status.head).toMatchObject({ version: 1, hash: head.hash, subgraphs: { boards: { version: 1 } } });
    expect(status.gateways).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gateway: 'gateway-a', version: 1, hash: head.hash, state: 'up to date' }),
        expect.objectContaining({ gateway: 'gateway-b', version: null, state: 'checked-in' }),
      ]),
    );
    // The most recently seen first: the one silent for two minutes last.
    expect(status.gateways[2]).toMatchObject({ gateway: 'gateway-c', version: 1, state: 'stale' });
    expect(status.gateways[2].seconds_ago).toBeGreaterThanOrEqual(120);

    const text = await schema(['status'], prefixes);
    expect(text.stdout).toMatch(/^head: supergraph v1 /m);
    expect(text.stdout).toMatch(/^gateway-a\s+v1\s+\w{12}\s+\S+Z \(\d+ s ago\)\s+up to date$/m);
    expect(text.stdout).toMatch(/^gateway-c\s+v1\s+.*stale$/m);
  });
});

describe('exit codes', () => {
  it('4 when the registry cannot be reached, saying which store, with nothing on stdout', async () => {
    const prefixes = freshPrefixes();
    const closed = `127.0.0.1:${await freePort()}`;
    const noMongo = await schema(['check', 'items', '--json'], prefixes, {
      MONGO_URL: `mongodb://${closed}/`,
    });
    expect(noMongo).toMatchObject({ code: 4, stdout: '' });
    expect(noMongo.stderr).toContain(`cannot reach MongoDB at mongodb://${closed}`);
    expect(noMongo.stderr).not.toMatch(/^\s+at /m);
    const noRedis = await schema(['publish', 'items'], prefixes, { REDIS_URL: `redis://${closed}` });
    expect(noRedis).toMatchObject({ code: 4, stdout: '' });
    expect(noRedis.stderr).toContain(`cannot reach Redis at redis://${closed}`);
    const nothing = await schema(['status'], prefixes, { MONGO_URL: '', REDIS_URL: '' });
    expect(nothing.code).toBe(4);
    expect(nothing.stderr).toContain('npm start');
  });

  it('2 on a bad command line, with the usage', async () => {
    const prefixes = freshPrefixes();
    for (const args of [
      [],
      ['check'],
      ['check', 'users'],
      ['publish', 'items', '--force'],
      ['rollback', 'items', 'two'],
    ]) {
      const run = await schema(args, prefixes);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toContain('Usage: npm run --silent schema');
    }
    const missing = await schema(['check', 'items', '--schema', '/no/such.graphql'], prefixes);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('cannot read the schema /no/such.graphql');
  });
});
