import { once } from 'node:events';
import type { MongoClient } from 'mongodb';
import type { StoreConfig } from '@workapi/config';
import { createLogger, type Logger } from '@workapi/logging';
import { connectMongo, connectRedis, databaseFor, subscriberOf, type RedisClient } from '@workapi/stores';
import { checkCandidate, type CheckInput, type CheckReport } from './check';
import { sha256 } from './compose';
import type { HeadRef, Heartbeat, SubgraphVersion, SupergraphVersion } from './documents';
import type { KnownOperation } from './operations';
import { persistedOperations } from './persisted';
import { publishSubgraph, type PublishInput, type PublishOutcome } from './publish';
import { RegistryStore } from './store';
import { schemaAudit } from './audited';

/** How often a gateway should report what it serves, and when `status` calls one stale. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
export const HEARTBEAT_STALE_MS = 30_000;

/** How long the registry's stores may take to answer before `openRegistry` gives up. */
const CONNECT_TIMEOUT_MS = 5_000;

export type RegistrySettings = Pick<StoreConfig, 'mongoDbPrefix' | 'redisKeyPrefix'>;

/** The Redis channel on which the registry says that the head moved: `${REDIS_KEY_PREFIX}registry:head`. */
export const headChannel = (settings: Pick<StoreConfig, 'redisKeyPrefix'>) =>
  `${settings.redisKeyPrefix}registry:head`;

/**
 * The schema registry as gateways, subgraphs and `npm run schema` use it. MongoDB holds the truth
 * (`<prefix>_registry`); Redis only tells listeners that the head moved, so a listener that missed
 * a message loses nothing but time: poll `headRef()` as well.
 */
export interface Registry {
  /** The Redis channel of head notices (`{version, hash}` as JSON). */
  readonly channel: string;
  /** The head's version and hash (two or three small `_id` reads): what to poll. */
  headRef(): Promise<HeadRef | null>;
  /** The head supergraph, whole (its SDL to serve); null while nothing was published. */
  head(): Promise<SupergraphVersion | null>;
  supergraph(version: number): Promise<SupergraphVersion | null>;
  subgraphVersion(subgraph: SubgraphVersion['subgraph'], version: number): Promise<SubgraphVersion | null>;
  /** Records what a gateway serves now; call every HEARTBEAT_INTERVAL_MS and after each change. */
  heartbeat(beat: Omit<Heartbeat, 'last_seen'>): Promise<void>;
  /** Every gateway's last heartbeat, the most recent first. */
  heartbeats(): Promise<Heartbeat[]>;
  /**
   * Calls `onHead` with each head notice from now on, on a connection of its own that resubscribes
   * after Redis comes back; returns the function that stops listening.
   */
  subscribe(onHead: (head: HeadRef) => void): () => Promise<void>;
  /** The automatic persisted queries clients stored in Redis. */
  persistedOperations(): Promise<KnownOperation[]>;
  /** Checks a candidate against the head; the persisted queries join `input.operations`. */
  check(input: CheckInput): Promise<CheckReport>;
  /**
   * Checks and publishes a candidate (see `publishSubgraph`); the persisted queries join
   * `input.operations`. A publish that moved the head is recorded in the audit log.
   */
  publish(input: PublishInput): Promise<PublishOutcome>;
}

/** The registry over connections the process has already (a gateway's or subgraph's). */
export function registryOn(
  client: MongoClient,
  redis: RedisClient,
  settings: RegistrySettings,
  logger?: Logger,
): Registry {
  const store = new RegistryStore(databaseFor(client, settings, 'registry'));
  const audit = schemaAudit(client, settings, logger ?? createLogger('registry', 'silent', false));
  const channel = headChannel(settings);
  const withPersisted = async <T extends CheckInput>(input: T): Promise<T> => ({
    ...input,
    operations: [...(await persistedOperations(redis, settings.redisKeyPrefix)), ...(input.operations ?? [])],
  });
  const announce = async (head: SupergraphVersion) => {
    try {
      await redis.publish(channel, JSON.stringify({ version: head.version, hash: head.hash }));
      return true;
    } catch (error) {
      logger?.warn({ err: (error as Error).message }, 'registry: head moved, but Redis was not told');
      return false;
    }
  };
  return {
    channel,
    headRef: () => store.headRef(),
    head: () => store.head(),
    supergraph: (version) => store.supergraph(version),
    subgraphVersion: (subgraph, version) => store.subgraphVersion(subgraph, version),
    heartbeat: (beat) => store.heartbeat(beat),
    heartbeats: () => store.heartbeats(),
    subscribe: (onHead) => subscribeToHead(redis, channel, onHead, logger),
    persistedOperations: () => persistedOperations(redis, settings.redisKeyPrefix),
    check: async (input) => (await checkCandidate(await store.head(), await withPersisted(input))).report,
    publish: async (input) => {
      const outcome = await publishSubgraph(store, await withPersisted(input), announce);
      await audit(input, outcome);
      return outcome;
    },
  };
}

function subscribeToHead(
  redis: RedisClient,
  channel: string,
  onHead: (head: HeadRef) => void,
  logger?: Logger,
): () => Promise<void> {
  const subscriber = subscriberOf(redis);
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { version, hash } = JSON.parse(message) as HeadRef;
      if (Number.isSafeInteger(version) && typeof hash === 'string') onHead({ version, hash });
    } catch {
      logger?.warn({ channel }, 'registry: ignored a head notice that is not {version, hash}');
    }
  });
  subscriber.subscribe(channel).catch(() => undefined);
  return async () => {
    subscriber.disconnect();
  };
}

/** MongoDB or Redis is not configured or does not answer (`npm run schema` exits 4). */
export class RegistryUnreachable extends Error {}

/** A store's URL as messages name it: scheme and host, no credentials, path or options. */
const hostOf = (url: string) =>
  /^(\w+:\/\/)(?:[^@/]*@)?([^/?#]*)/.exec(url)?.slice(1).join('') ?? 'the configured URL';

/**
 * Connects to the stack's MongoDB and Redis for the registry alone (a tool, a test), or throws
 * RegistryUnreachable within about 5 s saying which one does not answer.
 */
export async function openRegistry(
  config: Pick<StoreConfig, 'mongoUrl' | 'redisUrl' | 'mongoDbPrefix' | 'redisKeyPrefix'>,
  appName = 'workapi-registry',
  logger: Logger = createLogger('registry', 'silent', false),
): Promise<Registry & { close(): Promise<void> }> {
  let client: MongoClient;
  try {
    client = await connectMongo(config, appName, undefined, 0);
  } catch (error) {
    throw new RegistryUnreachable(
      `cannot reach MongoDB at ${hostOf(config.mongoUrl)}: ${(error as Error).message}`,
    );
  }
  const redis = connectRedis(config, logger);
  try {
    await once(redis, 'ready', { signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) });
  } catch {
    redis.disconnect();
    await client.close();
    throw new RegistryUnreachable(
      `cannot reach Redis at ${hostOf(config.redisUrl)} within ${CONNECT_TIMEOUT_MS / 1000} s`,
    );
  }
  return {
    ...registryOn(client, redis, config, logger),
    async close() {
      redis.disconnect();
      await client.close();
    },
  };
}

/**
 * For a subgraph at start (opt-in): publishes its own schema through the same checks as
 * `npm run schema -- publish`, with no dangerous change accepted. A schema the head already has
 * from the registry (a restart, a replica of the same release) is not checked again: nothing it
 * could break has changed, while judging every stored persisted query (thousands, from any
 * account) against it kept a restarted subgraph's first answers waiting (1.2 s with 3,000 stored).
 * Never throws: a refusal or a registry that cannot be reached is logged, and the subgraph serves
 * on (gateways keep the supergraph they have). Returns the outcome, `'current'` when the head has
 * the schema already, or null when the registry could not be asked.
 */
export async function publishAtStart(
  registry: Registry,
  input: Omit<PublishInput, 'accept'>,
  logger: Logger,
): Promise<PublishOutcome | 'current' | null> {
  try {
    const head = await registry.head();
    const current = head?.subgraphs[input.subgraph];
    if (head && current?.source === 'registry' && current.hash === sha256(input.sdl)) {
      logger.info(
        { subgraph: input.subgraph, supergraph: head.version },
        'registry: schema already published',
      );
      return 'current';
    }
    // A dangerous change needs a person's --accept: never at start.
    const outcome = await registry.publish({ ...input, accept: [] });
    const { verdict } = outcome.report;
    if (outcome.outcome === 'published') {
      logger.info(
        {
          subgraph: input.subgraph,
          version: outcome.supergraph.published.version,
          supergraph: outcome.supergraph.version,
        },
        'registry: published this schema',
      );
    } else if (outcome.outcome === 'unchanged') {
      logger.info(
        { subgraph: input.subgraph, supergraph: outcome.supergraph.version },
        'registry: schema already published',
      );
    } else {
      logger.warn(
        { subgraph: input.subgraph, outcome: outcome.outcome, reasons: verdict.reasons },
        'registry: schema not published',
      );
    }
    return outcome;
  } catch (error) {
    logger.warn(
      { subgraph: input.subgraph, err: (error as Error).message },
      'registry: could not publish this schema',
    );
    return null;
  }
}
