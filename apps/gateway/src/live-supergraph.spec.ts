import { readFileSync } from 'node:fs';
import { isObjectType } from 'graphql';
import { createLogger, metricsRegistry } from '@workapi/logging';
import { sha256, type HeadRef, type Heartbeat, type SupergraphVersion } from '@workapi/registry';
import { CURRENT_VERSION } from '@workapi/versioning';
import { composeSupergraph, subgraphSchemaFile } from './composition';
import { LiveSupergraph, type LiveSupergraphOptions } from './live-supergraph';
import { SUPERGRAPH_FILE } from './supergraph-file';

const CHECKED_IN = readFileSync(SUPERGRAPH_FILE, 'utf8');
/** The checked-in subgraphs with `Board.tagline` added by the boards team. */
const WITH_FIELD = composeSupergraph((name) => {
  const sdl = readFileSync(subgraphSchemaFile(name), 'utf8');
  return name === 'boards'
    ? sdl.replace('  updated_at: ISO8601DateTime\n', '  updated_at: ISO8601DateTime\n  tagline: String\n')
    : sdl;
});

const version = (n: number, sdl: string, hash = sha256(sdl)) =>
  ({ version: n, hash, sdl }) as SupergraphVersion;

/** A registry in memory: its head can be moved, broken or made unreachable. */
class FakeRegistry implements Pick<
  LiveSupergraphOptions['registry'],
  keyof LiveSupergraphOptions['registry']
> {
  versions: SupergraphVersion[] = [];
  down = false;
  beats: Array<Omit<Heartbeat, 'last_seen'>> = [];
  listener: ((head: HeadRef) => void) | null = null;
  private get top() {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    return this.versions[this.versions.length - 1] ?? null;
  }
  headRef = async () => (this.top ? { version: this.top.version, hash: this.top.hash } : null);
  head = async () => this.top;
  supergraph = async (n: number) => this.versions.find((v) => v.version === n) ?? null;
  heartbeat = async (beat: Omit<Heartbeat, 'last_seen'>) => {
    this.beats.push(beat);
  };
  subscribe = (onHead: (head: HeadRef) => void) => {
    this.listener = onHead;
    return async () => undefined;
  };
  publish(sdl: string, hash?: string) {
    const next = version(this.versions.length + 1, sdl, hash);
    this.versions.push(next);
    this.listener?.({ version: next.version, hash: next.hash });
  }
}

async function outcomes(): Promise<Record<string, number>> {
  const metric = await metricsRegistry.getSingleMetric('workapi_supergraph_updates_total')?.get();
  return Object.fromEntries(
    (metric?.values ?? []).map(({ labels, value }) => [String(labels.outcome), value]),
  );
}

async function servedVersion(): Promise<number> {
  return (await metricsRegistry.getSingleMetric('workapi_supergraph_version')!.get()).values[0].value;
}

const boardFields = (live: LiveSupergraph) => {
  const board = live.current.schemas.schema(CURRENT_VERSION).getType('Board');
  return isObjectType(board) ? Object.keys(board.getFields()) : [];
};

const started: LiveSupergraph[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((live) => live.stop()));
  metricsRegistry.resetMetrics();
});

async function start(registry: FakeRegistry, pollIntervalMs = 60_000) {
  const updates: string[] = [];
  const live = new LiveSupergraph({
    registry,
    gatewayId: 'gw-test',
    checkedIn: () => CHECKED_IN,
    routable: ['boards', 'items', 'columns'],
    logger: createLogger('gateway', 'silent', false),
    pollIntervalMs,
  });
  started.push(live);
  const { sdl: supergraphSdl } = await live.initialize({ update: (next) => void updates.push(next.sdl) });
  return { live, updates, supergraphSdl };
}

describe('the live supergraph', () => {
  it('starts from the registry head and reports its version', async () => {
    const registry = new FakeRegistry();
    registry.publish(WITH_FIELD);
    const { live, supergraphSdl } = await start(registry);
    expect(supergraphSdl).toBe(WITH_FIELD);
    expect(live.current.version).toBe(1);
    expect(boardFields(live)).toContain('tagline');
    expect(await servedVersion()).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(registry.beats).toEqual([{ gateway: 'gw-test', version: 1, hash: sha256(WITH_FIELD) }]);
  });

  it('starts from the checked-in supergraph when the registry is empty or unreachable', async () => {
    const empty = await start(new FakeRegistry());
    expect(empty.supergraphSdl).toBe(CHECKED_IN);
    expect(empty.live.current.version).toBeNull();

    const unreachable = new FakeRegistry();
    unreachable.down = true;
    const away = await start(unreachable);
    expect(away.supergraphSdl).toBe(CHECKED_IN);
    expect(await outcomes()).toEqual({ unreachable: 1 });
    expect(await servedVersion()).toBe(0);
  });

  it('applies a published head on its notice: Apollo Gateway and the served schemas change together', async () => {
    const registry = new FakeRegistry();
    const { live, updates } = await start(registry);
    const before = live.current;
    registry.publish(WITH_FIELD);
    await live.refresh();
    expect(updates).toEqual([WITH_FIELD]);
    expect(live.current).not.toBe(before);
    expect(live.current.version).toBe(1);
    expect(boardFields(live)).toContain('tagline');
    // A request that captured the old supergraph keeps its schema.
    const oldBoard = before.schemas.schema(CURRENT_VERSION).getType('Board');
    expect(isObjectType(oldBoard) && 'tagline' in oldBoard.getFields()).toBe(false);
    expect(await outcomes()).toEqual({ applied: 1 });
    expect(registry.beats.at(-1)).toEqual({ gateway: 'gw-test', version: 1, hash: sha256(WITH_FIELD) });
  });

  it.each([
    ['does not parse', 'schema { query: Query', undefined],
    ['is not a supergraph', 'type Query { a: Int }', undefined],
    ['has another hash than recorded', WITH_FIELD, sha256('something else')],
    [
      'routes to a subgraph the gateway does not know',
      CHECKED_IN.replace(/"columns"/g, '"billing"'),
      undefined,
    ],
  ])('keeps the last good supergraph when the head %s, counting it once', async (_, sdl, hash) => {
    const registry = new FakeRegistry();
    registry.publish(WITH_FIELD);
    const { live, updates } = await start(registry);
    registry.publish(sdl as string, hash);
    await live.refresh();
    await live.refresh();
    expect(updates).toEqual([]);
    expect(live.current.version).toBe(1);
    expect(await outcomes()).toEqual({ rejected: 1 });
    expect(await servedVersion()).toBe(1);
  });

  it('keeps the last good supergraph when Apollo Server refuses it', async () => {
    const registry = new FakeRegistry();
    const live = new LiveSupergraph({
      registry,
      gatewayId: 'gw-test',
      checkedIn: () => CHECKED_IN,
      routable: ['boards', 'items', 'columns'],
      logger: createLogger('gateway', 'silent', false),
    });
    started.push(live);
    await live.initialize({
      update: () => {
        throw new Error('Apollo Server could not load the schema');
      },
    });
    registry.publish(WITH_FIELD);
    await live.refresh();
    expect(live.current.version).toBeNull();
    expect(await outcomes()).toEqual({ rejected: 1 });
  });

  it('keeps polling through registry errors and applies the head once it answers', async () => {
    const registry = new FakeRegistry();
    const { live } = await start(registry, 20);
    registry.down = true;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await outcomes()).unreachable).toBeGreaterThanOrEqual(2);
    registry.down = false;
    registry.versions.push(version(1, WITH_FIELD)); // no notice: only the poll can find it
    for (let waited = 0; live.current.version !== 1 && waited < 2_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.current.version).toBe(1);
  });
});
