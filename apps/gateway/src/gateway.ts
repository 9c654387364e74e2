import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { SUBGRAPH_NAMES, type Config, type SubgraphName } from '@workapi/config';
import { formatError } from '@workapi/errors';
import { replicasOf } from '@workapi/internal';
import { createServer, listen } from '@workapi/http';
import { type Logger } from '@workapi/logging';
import { registryOn } from '@workapi/registry';
import { connectRedis, mongoClientOf } from '@workapi/stores';
import { stopTracing } from '@workapi/telemetry';
import { Limiter, MemoryLimitStore, RedisLimitStore } from '@workapi/complexity';
import { CURRENT_VERSION } from '@workapi/versioning';
import { dropAnonymousBodies } from './anonymous-bodies';
import { Authenticator } from './auth';
import { responseMediaType, type GatewayContext } from './context';
import { ParsedDocuments } from './documents';
import { capturedSupergraphExecutor, SupergraphGateway } from './executor';
import { serveExplorer } from './explorer/page';
import { LiveSupergraph } from './live-supergraph';
import { PersistedQueryStore } from './persisted';
import { gatewayPlugins } from './plugins';
import { SHAPE_LIMITS } from './plugins/limits';
import { SubgraphConnections } from './subgraph-client';
import { REQUEST_TIMEOUT_MS, subgraphSender } from './subgraph-fetcher';
import { SubgraphDataSource } from './subgraph-source';
import { SUPERGRAPH_FILE } from './supergraph-file';

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

/**
 * The gateway: Apollo Gateway over the three subgraphs, served by Apollo Server on Fastify. Its
 * work on each request (version, authentication, validation, pricing, reporting) is done by the
 * plugins in plugins/, on the document Apollo parses once.
 */
export async function startGateway(
  config: Config,
  logger: Logger,
): Promise<{ app: FastifyInstance; port: number }> {
  // Not awaited: the gateway starts while MongoDB is away, from the checked-in supergraph.
  const mongo = mongoClientOf(config, 'workapi-gateway');
  const redis = connectRedis(config, logger);
  const connections = new SubgraphConnections();
  // Routed by subgraph name to the replicas in this gateway's configuration, never to a URL the
  // supergraph names.
  const subgraphs = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => {
      const replicas = replicasOf(config.subgraphUrls[name]);
      return [
        name,
        new SubgraphDataSource(subgraphSender(config.internalSecret, name, connections, replicas)),
      ];
    }),
  ) as Record<SubgraphName, SubgraphDataSource>;
  const supergraph = new LiveSupergraph({
    registry: registryOn(mongo, redis, config, logger),
    gatewayId: `${hostname()}:${config.ports.gateway}`,
    checkedIn: () => readFileSync(SUPERGRAPH_FILE, 'utf8'),
    routable: SUBGRAPH_NAMES,
    logger,
  });

  const persisted = new PersistedQueryStore(redis, logger, PERSISTED_QUERY_TTL_SECONDS);
  const apollo = new ApolloServer<GatewayContext>({
    gateway: new SupergraphGateway(supergraph, capturedSupergraphExecutor(subgraphs)),
    formatError,
    // The HTTP server stops Apollo once in-flight requests are done (closeOnSignals); Apollo's own
    // handler would stop at once and signal the process again, which exits it mid-request.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // Clients authenticate with a token header, never cookies, so CSRF preflight checks would only
    // break plain GET queries (README, HTTP and errors) without protecting anything.
    csrfPrevention: false,
    persistedQueries: {
      cache: persisted,
      ttl: PERSISTED_QUERY_TTL_SECONDS,
    },
    parseOptions: { maxTokens: SHAPE_LIMITS.tokens },
    documentStore: new ParsedDocuments(),
    // Validation is the validation plugin's, against the requested version's schema (the
    // supergraph holds every version's fields).
    dangerouslyDisableValidation: true,
    plugins: [
      ...gatewayPlugins({
        config,
        logger,
        authenticator: new Authenticator(config),
        limiter: new Limiter(new RedisLimitStore(redis), new MemoryLimitStore(), logger),
        redis,
        persisted,
      }),
      // Browsers get the explorer (explorer/), bundled here, not Apollo's page from its CDN.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const subgraphReadiness = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [
      name,
      // Ready while one replica is: the others' requests go to it.
      () =>
        Promise.any(
          config.subgraphUrls[name].map(async (url) => {
            const answer = await fetch(new URL('/ready', url), { signal: AbortSignal.timeout(1_500) });
            if (!answer.ok) throw new Error(`${name} not ready`);
          }),
        ),
    ]),
  );
  const app = createServer({
    logger,
    bodyLimit: config.maxBodyBytes,
    readiness: {
      ...subgraphReadiness,
      mongodb: () => mongo.db('admin').command({ ping: 1 }),
      redis: () => redis.ping(),
    },
    onClose: async () => {
      await apollo.stop();
      await connections.close();
      await mongo.close();
      redis.disconnect();
      await stopTracing();
    },
  });
  const handler = fastifyApolloHandler(apollo, {
    context: async (request) => ({
      requestId: request.id,
      supergraph: supergraph.current,
      clientAddress: request.ip,
      apiVersion: CURRENT_VERSION,
      mediaType: responseMediaType(request.headers.accept),
      caller: null,
      complexity: null,
      deadline: Date.now() + REQUEST_TIMEOUT_MS,
      reads: { items: 0 },
      refusal: null,
      replayed: false,
      checked: null,
    }),
  });
  const explorer = serveExplorer(app);
  app.get('/graphql', { onRequest: explorer.forBrowsers }, handler);
  app.post(
    '/graphql',
    { schema: { body: POST_BODY }, preParsing: dropAnonymousBodies(config.maxBodyBytes) },
    handler,
  );
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
  const port = await listen(app, config.ports.gateway, config.host);
  logger.info({ port }, `gateway listening on http://${config.host}:${port}/graphql`);
  return { app, port };
}
