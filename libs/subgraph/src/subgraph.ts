import { ApolloServer, type BaseContext } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import type { Db, MongoClient } from 'mongodb';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig, type Config, type SubgraphName } from '@workapi/config';
import { formatError } from '@workapi/errors';
import {
  closeOnSignals,
  createServer,
  listen,
  received,
  type ReceivedRequest,
  type RouteAnswer,
} from '@workapi/http';
import { createLogger, subgraphRequestDuration, subgraphRequests, type Logger } from '@workapi/logging';
import {
  endpoints,
  internalCaller,
  internalRoutes,
  type InternalCaller,
  type InternalHandler,
} from '@workapi/internal';
import { NonceRegistry } from '@workapi/internal';
import { headerOf, INTERNAL_HEADERS } from '@workapi/internal';
import {
  connectMongo,
  connectRedis,
  databaseFor,
  ensureIndexes,
  exclusively,
  type IndexPlan,
} from '@workapi/stores';
import {
  storeEngineOf,
  ChangeCounter,
  changeCounterPlugin,
  type RedisClient,
  type StoreEngine,
} from '@workapi/stores';
import {
  ReferenceCache,
  ReferencePublisher,
  type ReferenceReader,
  type ReferenceSource,
  type ReferenceVersions,
} from '@workapi/reference';
import { operationTelemetryPlugin, stopTracing } from '@workapi/telemetry';
import { readsPlugin, requestLogPlugin } from './plugins';
import { CompiledExecution } from './compiled';
import { Once } from './once';
import { publishOwnSchema } from './publish';
import { callerIn, requireSignatures } from './signed';
import type { Caller, OperationCharge, OperationReads } from '@workapi/internal';

/** What every subgraph resolver gets, whatever the subgraph. */
export interface RequestScope extends BaseContext {
  requestId: string;
  apiVersion: string;
  caller: Caller | null;
  /** What the gateway charged for this operation (`complexity {before after query reset_in_x_seconds}`). */
  complexity: OperationCharge | null;
  /** What this request read that the gateway prices after execution (`readsPlugin` reports it). */
  reads: OperationReads;
  logger: Logger;
  /** Signed calls to other subgraphs' internal endpoints, as this request's caller. */
  call: InternalCaller;
  /**
   * Other teams' reference data (boards, users' names, columns) for the caller's account, as
   * current as the versions read when the request arrived; null without a caller.
   */
  reference: ReferenceReader | null;
}

/** What every request of a subgraph shares: Redis (cursor snapshots, ...) and the parsed configuration. */
/**
 * A resolver map as `buildSubgraphSchema` takes it, read off its public signature: the package
 * exports no name for it but from its `dist/` folder, whose layout is not its API.
 */
type SchemaModule = Exclude<
  Extract<Parameters<typeof buildSubgraphSchema>[0], readonly unknown[]>[number],
  DocumentNode
>;
export type SubgraphResolvers = NonNullable<SchemaModule['resolvers']>;

export interface SharedStores {
  redis: RedisClient;
  config: Config;
  /** The account's change counter, raised around every mutation and every internal change. */
  changes: ChangeCounter;
  /** Publishes what this subgraph owns of the reference data after each change it stores. */
  publisher: ReferencePublisher;
  /** Where the database engine differs, for the repositories (libs/stores engine.ts). */
  engine: StoreEngine;
}

export interface SubgraphDefinition<TContext extends RequestScope> {
  name: SubgraphName;
  typeDefs: DocumentNode;
  resolvers: SubgraphResolvers;
  indexes: IndexPlan;
  /** Builds the per-request context: repositories and fresh DataLoaders over this subgraph's stores. */
  createContext(scope: RequestScope, db: Db, shared: SharedStores): TContext;
  /** Runs once after the indexes exist and before the port opens (seeding development data ...). */
  onStart?: (db: Db, logger: Logger, config: Config, shared: SharedStores) => Promise<void>;
  /** Its handlers of the internal endpoints it serves (`endpoints[name]`), from its `internal/` folder. */
  internal: InternalHandler<TContext>[];
  /**
   * Work beside the requests (the items subgraph's webhook delivery, the boards reconciler):
   * started once the port is open, stopped before the stores close.
   */
  background?: (db: Db, logger: Logger, shared: SharedStores) => BackgroundWork;
}

/** Something a subgraph runs beside its requests until it stops. */
export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * A subgraph's requests come from the gateway and the other subgraphs, signed. Their bodies grow
 * with the work (entity representations for every item a query reaches), not with what a client
 * sent, so `MAX_BODY_BYTES` (the clients' limit, at the gateway) does not apply to them.
 */
export const SUBGRAPH_BODY_LIMIT = 64 * 1024 * 1024;

export interface RunningSubgraph {
  app: FastifyInstance;
  port: number;
  db: Db;
}

/**
 * Starts a subgraph: its stores (indexes built, start-up work done once among replicas), Apollo
 * Server over its schema, the HTTP server with only signed requests admitted, its routes; then it
 * listens, starts its background work, and publishes its schema.
 */
export async function startSubgraph<TContext extends RequestScope>(
  definition: SubgraphDefinition<TContext>,
  config: Config,
  logger: Logger,
): Promise<RunningSubgraph> {
  const { mongo, db, shared } = await openStores(definition, config, logger);
  const { redis } = shared;
  // Replicas starting together do their start-up work (migrations, dev accounts) one at a time.
  const onStart = definition.onStart;
  if (onStart) await exclusively(db, 'start', () => onStart(db, logger, config, shared));
  const apollo = subgraphApollo(definition, logger, shared.changes);
  await apollo.start();
  /** Started once the port is open (below); the server's close stops it first. */
  const background: { work?: BackgroundWork } = {};
  const app = createServer({
    logger,
    bodyLimit: Math.max(config.maxBodyBytes, SUBGRAPH_BODY_LIMIT),
    readiness: { mongodb: () => db.command({ ping: 1 }), redis: () => redis.ping() },
    onClose: async () => {
      await background.work?.stop();
      await apollo.stop();
      await mongo.close();
      redis.disconnect();
      await stopTracing();
    },
  });
  const signedOnly = requireSignatures(
    app,
    definition.name,
    config,
    logger,
    new NonceRegistry(redis, logger),
    new Once(redis, logger),
  );
  const contextOf = requestContexts(definition, logger, db, shared);
  routeRequests(app, definition, { apollo, signedOnly, contextOf, changes: shared.changes });
  const port = await listen(app, config.ports[definition.name], config.host);
  logger.info({ port, database: db.databaseName }, `${definition.name} subgraph listening`);
  background.work = definition.background?.(db, logger, shared);
  // Once it serves what it publishes; gateways take the new head within 15 s.
  if (config.publishSchemaAtStart)
    void publishOwnSchema(definition.name, definition.typeDefs, { mongo, redis, config }, logger);
  return { app, port, db };
}

/** The subgraph's database, with its indexes, and what every request shares. */
async function openStores<TContext extends RequestScope>(
  definition: SubgraphDefinition<TContext>,
  config: Config,
  logger: Logger,
): Promise<{ mongo: MongoClient; db: Db; shared: SharedStores }> {
  const mongo = await connectMongo(config, `workapi-${definition.name}`, logger);
  const db = databaseFor(mongo, config, definition.name);
  // `counters` and `id_blocks` (nextId) are created here too, so no table or index is built on a
  // request's path.
  await ensureIndexes(db, { counters: [], id_blocks: [], ...definition.indexes }, logger);
  const redis: RedisClient = connectRedis(config, logger);
  const shared: SharedStores = {
    redis,
    config,
    changes: new ChangeCounter(redis, logger),
    publisher: new ReferencePublisher(redis, logger),
    engine: await storeEngineOf(db),
  };
  return { mongo, db, shared };
}

/** Apollo Server over the subgraph's schema, with the plugins every subgraph runs. */
function subgraphApollo<TContext extends RequestScope>(
  definition: SubgraphDefinition<TContext>,
  logger: Logger,
  changes: ChangeCounter,
): ApolloServer<TContext> {
  const schema = buildSubgraphSchema([{ typeDefs: definition.typeDefs, resolvers: definition.resolvers }]);
  return new ApolloServer<TContext>({
    gateway: new CompiledExecution(schema),
    formatError,
    // The HTTP server stops Apollo once in-flight requests are done (closeOnSignals); Apollo's own
    // handler would stop at once and signal the process again, which exits it mid-request.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Subgraphs only answer signed requests from the gateway, which carries no browser cookies.
    csrfPrevention: false,
    plugins: [
      requestLogPlugin(logger),
      changeCounterPlugin(changes),
      readsPlugin(),
      // Apollo validates before it resolves the operation: one it names is valid.
      operationTelemetryPlugin<TContext>({
        requests: subgraphRequests,
        duration: subgraphRequestDuration,
        validated: ({ document, operation }) => (document && operation ? { document, operation } : null),
      }),
      ApolloServerPluginInlineTraceDisabled(),
      // Nothing here gives or reads cache hints, and Apollo's cache-control plugin, installed by
      // default, is the one plugin with a per-field hook: with it, every resolver of every answer
      // was wrapped and timed (docs/bench-notes.md, the realistic board's profile).
      ApolloServerPluginCacheControlDisabled(),
    ],
  });
}

type ContextOf<TContext> = (
  request: ReceivedRequest,
  versions: ReferenceVersions | null,
) => Promise<TContext>;

/** A request's context, with the reference versions its signature check read (`signedOnly`). */
function requestContexts<TContext extends RequestScope>(
  definition: SubgraphDefinition<TContext>,
  logger: Logger,
  db: Db,
  shared: SharedStores,
): ContextOf<TContext> {
  const referenceCache = new ReferenceCache(shared.redis);
  return async (request, versions) => {
    const h = (name: string) => headerOf(request.headers, name);
    const identity = {
      requestId: request.requestId,
      apiVersion: h(INTERNAL_HEADERS.apiVersion),
      caller: callerIn(request.headers),
    };
    const charge = h(INTERNAL_HEADERS.complexity);
    const call = internalCaller(shared.config, identity);
    const scope: RequestScope = {
      ...identity,
      complexity: charge ? (JSON.parse(charge) as OperationCharge) : null,
      reads: { items: 0 },
      logger: logger.child({ requestId: request.requestId }),
      call,
      reference: identity.caller
        ? referenceCache.reader(identity.caller.accountId, versions, referenceSource(call))
        : null,
    };
    return definition.createContext(scope, db, shared);
  };
}

/** `/graphql` (GET and POST) and the internal endpoints the subgraph serves, each signed only. */
function routeRequests<TContext extends RequestScope>(
  app: FastifyInstance,
  definition: SubgraphDefinition<TContext>,
  {
    apollo,
    signedOnly,
    contextOf,
    changes,
  }: {
    apollo: ApolloServer<TContext>;
    signedOnly: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    contextOf: ContextOf<TContext>;
    changes: ChangeCounter;
  },
): void {
  const graphql = fastifyApolloHandler(apollo, {
    context: async (request) => contextOf(received(request), request.referenceVersions),
  });
  app.route({ method: ['GET', 'POST'], url: '/graphql', preHandler: signedOnly, handler: graphql });
  const internal = internalRoutes(definition.name, definition.internal, changes);
  for (const [path, route] of Object.entries(internal)) {
    app.post(path, { preHandler: signedOnly }, async (request, reply) => {
      const asked = received(request);
      const answer: RouteAnswer = await route(asked, () => contextOf(asked, request.referenceVersions));
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    });
  }
}

/** Where a reader gets reference data Redis lost: from its owner, by an internal call. */
function referenceSource(call: InternalCaller): ReferenceSource {
  return {
    accountWide: (kinds) => call(endpoints.boards.reference, { kinds }),
    columns: (boardIds) => call(endpoints.columns.boardColumns, { board_ids: boardIds }),
  };
}

/** A subgraph's whole `main`: parse config, start, stop on SIGTERM/SIGINT; a start failure exits 1 with the reason. */
export function runSubgraph<TContext extends RequestScope>(
  env: Record<string, string | undefined>,
  definitionFor: (config: Config) => SubgraphDefinition<TContext>,
): void {
  let name = 'subgraph';
  const start = async () => {
    const config = loadConfig(env);
    const definition = definitionFor(config);
    name = definition.name;
    const logger = createLogger(name, config.logLevel);
    const { app } = await startSubgraph(definition, config, logger);
    closeOnSignals(app, logger, config.shutdownGraceMs);
  };
  start().catch((error) => {
    console.error(`${name} subgraph failed to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

/** A subgraph's SDL, read from the `schema.graphql` next to its code (the team's public face). */
export function schemaBeside(dir: string): DocumentNode {
  return parse(readFileSync(join(dir, 'schema.graphql'), 'utf8'));
}
