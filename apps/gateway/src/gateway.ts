import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { SUBGRAPH_NAMES, type Config, type SubgraphName } from '@workapi/config';
import { formatError } from '@workapi/errors';
import { replicasOf } from '@workapi/internal';
import { createServer, listen } from '@workapi/http';
import { openFileStore } from '@workapi/files';
import { type Logger } from '@workapi/logging';
import type { MongoClient } from 'mongodb';
import { registryOn } from '@workapi/registry';
import { connectRedis, mongoClientOf, type RedisClient } from '@workapi/stores';
import { stopTracing } from '@workapi/telemetry';
import { Limiter, MemoryLimitStore, RedisLimitStore } from '@workapi/complexity';
import { AUDIT_EVENTS, auditing, auditLogOn } from '@workapi/audit';
import { Admission, type AdmissionParts } from './admission/admission';
import { SHAPE_LIMITS } from './admission/limits';
import { dropAnonymousBodies } from './anonymous-bodies';
import { Authenticator, UNKNOWN_TOKENS_PER_WINDOW, UNKNOWN_WINDOW_MS } from './auth';
import { responseMediaType, type GatewayContext } from './context';
import { ParsedDocuments } from './documents';
import { capturedSupergraphExecutor, SupergraphGateway } from './executor';
import { serveExplorer } from './explorer/page';
import { LiveSupergraph } from './live-supergraph';
import { PersistedQueryStore } from './persisted';
import { gatewayPlugins } from './plugins';
import { SubgraphConnections } from './subgraph-client';
import { REQUEST_TIMEOUT_MS, subgraphSender } from './subgraph-fetcher';
import { SubgraphDataSource } from './subgraph-source';
import { SUPERGRAPH_FILE } from './supergraph-file';
import { serveFiles } from './uploads/routes';

export type { GatewayContext } from './context';

const PERSISTED_QUERY_TTL_SECONDS = 24 * 60 * 60;

/** GraphQL-over-HTTP POST bodies: anything else is refused with 400 before Apollo sees it. */
const POST_BODY = {
  type: 'object',
  minProperties: 1,
  properties: {
    query: { type: 'string' },
    variables: { type: ['object', 'null'] },
    operationName: { type: ['string', 'null'] },
    extensions: { type: ['object', 'null'] },
  },
} as const;

/** The stores the gateway holds: the registry's MongoDB, and Redis (limits, keys, persisted queries). */
interface Stores {
  mongo: MongoClient;
  redis: RedisClient;
}

/**
 * The gateway: Apollo Gateway over the three subgraphs, served by Apollo Server on Fastify. What
 * is decided about each request is decided by its admission (admission/admission.ts); the plugins
 * in plugins/ answer, settle and report it, on the document Apollo parses once.
 */
export async function startGateway(
  config: Config,
  logger: Logger,
): Promise<{ app: FastifyInstance; port: number }> {
  const stores: Stores = {
    // Not awaited: the gateway starts while MongoDB is away, from the checked-in supergraph.
    mongo: mongoClientOf(config, 'workapi-gateway'),
    redis: connectRedis(config, logger),
  };
  const connections = new SubgraphConnections();
  const supergraph = liveSupergraph(config, logger, stores);
  const admission: AdmissionParts = {
    config,
    logger,
    authenticator: new Authenticator(config, floodsAudited(config, logger, stores)),
    limiter: new Limiter(new RedisLimitStore(stores.redis), new MemoryLimitStore(), logger),
    redis: stores.redis,
  };
  const apollo = apolloServer(admission, supergraph, subgraphSources(config, connections, logger));
  await apollo.start();
  const app = createServer({
    logger,
    bodyLimit: config.maxBodyBytes,
    readiness: readinessChecks(config, stores),
    onClose: async () => {
      await apollo.stop();
      await connections.close();
      await stores.mongo.close();
      stores.redis.disconnect();
      await stopTracing();
    },
  });
  const uploads = await serveFiles(app, {
    config,
    logger,
    authenticator: admission.authenticator,
    store: await openFileStore(config.files),
  });
  routeGraphql(app, config, apollo, contextOf(admission, supergraph), uploads);
  const port = await listen(app, config.ports.gateway, config.host);
  logger.info({ port }, `gateway listening on http://${config.host}:${port}/graphql`);
  return { app, port };
}

/**
 * Records an address flooding unknown tokens in the accounts' audit log, naming no account (an
 * unknown token names none): the operator reads it with `npm run admin -- audit`. Not awaited: the
 * refusal does not wait for the log, and the log never fails it.
 */
function floodsAudited(config: Config, logger: Logger, { mongo }: Stores) {
  const record = auditing(auditLogOn(mongo, config), logger);
  return (address: string) =>
    void record({ accountId: null, userId: null, address }, AUDIT_EVENTS.unknownTokens, {
      unknown_tokens: UNKNOWN_TOKENS_PER_WINDOW,
      window_seconds: UNKNOWN_WINDOW_MS / 1000,
    });
}

/**
 * One data source per subgraph, routed by subgraph name to the replicas in this gateway's
 * configuration, never to a URL the supergraph names.
 */
function subgraphSources(
  config: Config,
  connections: SubgraphConnections,
  logger: Logger,
): Record<SubgraphName, SubgraphDataSource> {
  return Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => {
      const replicas = replicasOf(config.subgraphUrls[name]);
      return [
        name,
        new SubgraphDataSource(
          name,
          subgraphSender(config.internalSecret, name, connections, replicas),
          logger,
        ),
      ];
    }),
  ) as Record<SubgraphName, SubgraphDataSource>;
}

/** The supergraph served: the registry's current one, the checked-in file until it answers. */
function liveSupergraph(config: Config, logger: Logger, { mongo, redis }: Stores): LiveSupergraph {
  return new LiveSupergraph({
    registry: registryOn(mongo, redis, config, logger),
    gatewayId: `${hostname()}:${config.ports.gateway}`,
    checkedIn: () => readFileSync(SUPERGRAPH_FILE, 'utf8'),
    routable: SUBGRAPH_NAMES,
    logger,
  });
}

/** Apollo Server over the live supergraph, with the gateway's plugins. */
function apolloServer(
  parts: AdmissionParts,
  supergraph: LiveSupergraph,
  subgraphs: Record<SubgraphName, SubgraphDataSource>,
): ApolloServer<GatewayContext> {
  const { config, logger, limiter, redis } = parts;
  const persisted = new PersistedQueryStore(redis, logger, PERSISTED_QUERY_TTL_SECONDS);
  return new ApolloServer<GatewayContext>({
    gateway: new SupergraphGateway(supergraph, capturedSupergraphExecutor(subgraphs)),
    formatError,
    // The HTTP server stops Apollo once in-flight requests are done (closeOnSignals); Apollo's own
    // handler would stop at once and signal the process again, which exits it mid-request.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Clients authenticate with a token header, never cookies, so CSRF preflight checks would only
    // break plain GET queries (README, HTTP and errors) without protecting anything.
    csrfPrevention: false,
    persistedQueries: { cache: persisted, ttl: PERSISTED_QUERY_TTL_SECONDS },
    parseOptions: { maxTokens: SHAPE_LIMITS.tokens },
    documentStore: new ParsedDocuments(),
    // Validation is admission's, against the requested version's schema (the supergraph holds
    // every version's fields).
    dangerouslyDisableValidation: true,
    plugins: [
      ...gatewayPlugins({ config, logger, limiter, redis, persisted }),
      // Browsers get the explorer (explorer/), bundled here, not Apollo's page from its CDN.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
}

/** `/ready`: each subgraph while one of its replicas is ready (the others' requests go to it), and the stores. */
function readinessChecks(config: Config, { mongo, redis }: Stores) {
  const subgraphs = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [
      name,
      () =>
        Promise.any(
          config.subgraphUrls[name].map(async (url) => {
            const answer = await fetch(new URL('/ready', url), { signal: AbortSignal.timeout(1_500) });
            if (!answer.ok) throw new Error(`${name} not ready`);
          }),
        ),
    ]),
  );
  return {
    ...subgraphs,
    mongodb: () => mongo.db('admin').command({ ping: 1 }),
    redis: () => redis.ping(),
  };
}

/** The longest User-Agent kept for the audit log. */
const USER_AGENT_MAX = 512;

/**
 * A client's User-Agent as the audit log keeps it: bounded, and printable ASCII only, since it
 * travels to the subgraphs in a signed header.
 */
export function userAgentOf(header: string | undefined): string | undefined {
  const agent = header
    ?.replace(/[^\x20-\x7e]/g, '?')
    .trim()
    .slice(0, USER_AGENT_MAX);
  return agent || undefined;
}

/** A request's context: what is known as it arrives, and its admission, decided from there. */
function contextOf(parts: AdmissionParts, supergraph: LiveSupergraph) {
  return async (request: FastifyRequest): Promise<GatewayContext> => {
    const facts = {
      requestId: request.id,
      supergraph: supergraph.current,
      clientAddress: request.ip,
      clientAgent: userAgentOf(request.headers['user-agent']),
      mediaType: responseMediaType(request.headers.accept),
      deadline: Date.now() + REQUEST_TIMEOUT_MS,
    };
    return { ...facts, admission: new Admission(parts, facts), reads: { items: 0 } };
  };
}

/** `/graphql`: GET (the explorer for browsers) and POST to Apollo, 405 for any other method. */
function routeGraphql(
  app: FastifyInstance,
  config: Config,
  apollo: ApolloServer<GatewayContext>,
  context: (request: FastifyRequest) => Promise<GatewayContext>,
  uploads: preValidationAsyncHookHandler,
): void {
  const handler = fastifyApolloHandler(apollo, { context });
  const explorer = serveExplorer(app);
  app.get('/graphql', { onRequest: explorer.forBrowsers }, handler);
  const post = {
    schema: { body: POST_BODY },
    preParsing: dropAnonymousBodies(config.maxBodyBytes),
    preValidation: uploads,
  };
  app.post('/graphql', post, handler);
  // monday.com's upload endpoint: the same requests, multipart or JSON (contract section 9, Uploads).
  app.post('/v2/file', post, handler);
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/graphql',
    handler: async (request, reply) =>
      reply
        .code(405)
        .header('allow', 'GET, POST')
        .send({
          errors: [{ message: 'Use GET or POST for /graphql', extensions: { code: 'METHOD_NOT_ALLOWED' } }],
          extensions: { request_id: request.id },
        }),
  });
}
