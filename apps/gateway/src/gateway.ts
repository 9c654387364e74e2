import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type BaseContext } from '@apollo/server';
import {
  apolloHandler,
  connectMongo,
  connectRedis,
  createService,
  errorBody,
  ErrorCode,
  formatError,
  INTERNAL_HEADERS,
  requestLogPlugin,
  SUBGRAPH_NAMES,
  type Caller,
  type Config,
  type GraphQLHttpRequest,
  type HttpResponse,
  type Logger,
  type Service,
  type SubgraphName,
} from '@workapi/service-kit';
import {
  CostModel,
  costDeclarationsOf,
  Limiter,
  MemoryLimitStore,
  RedisLimitStore,
  type ComplexityReport,
} from '@workapi/complexity';
import { selectVersion, type ApiVersion } from '@workapi/versioning';
import { Authenticator, tokenFrom } from './auth';
import { OperationChecker } from './operations';
import { PersistedQueries } from './persisted';
import { headerValue, OperationPipeline, requestErrorStatus } from './pipeline';
import { SUPERGRAPH_FILE } from './supergraph-file';
import { signingFetcher } from './subgraph-fetcher';
import { VersionedSchemas } from './versions';

export interface GatewayContext extends BaseContext {
  requestId: string;
  apiVersion: ApiVersion;
  caller: Caller;
  /** What the operation was charged, for the `complexity` root field the subgraphs answer. */
  complexity: ComplexityReport;
}

class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({
    request,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['willSendRequest']>>[0]) {
    if (!('requestId' in context)) return;
    request.http?.headers.set(INTERNAL_HEADERS.requestId, context.requestId);
    request.http?.headers.set(INTERNAL_HEADERS.apiVersion, context.apiVersion.value);
    request.http?.headers.set(INTERNAL_HEADERS.caller, JSON.stringify(context.caller));
    request.http?.headers.set(INTERNAL_HEADERS.complexity, JSON.stringify(context.complexity));
  }
}

function response(
  status: number,
  requestId: string,
  message: string,
  code: string,
  headers: Record<string, string>,
): HttpResponse {
  return { status, headers, body: errorBody(requestId, message, code) };
}

export async function startGateway(
  config: Config,
  logger: Logger,
): Promise<{ service: Service; port: number }> {
  const supergraphSdl = readFileSync(SUPERGRAPH_FILE, 'utf8');
  const schemas = new VersionedSchemas(supergraphSdl);
  const checker = new OperationChecker(schemas);
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) =>
      new SubgraphDataSource({
        url: config.subgraphUrls[name as SubgraphName],
        fetcher: signingFetcher(config.internalSecret, name),
      }),
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    formatError,
    includeStacktraceInErrorResponses: false,
    // Clients authenticate with a token header, never cookies, so CSRF preflight checks would only
    // break plain GET queries (contract section 3) without protecting anything.
    csrfPrevention: false,
    // The gateway keeps persisted queries itself (persisted.ts), so they are priced and validated.
    persistedQueries: false,
    plugins: [requestLogPlugin(logger)],
  });
  await apollo.start();

  const mongo = await connectMongo(config, 'workapi-gateway', logger);
  const redis = connectRedis(config, logger);
  const authenticator = new Authenticator(config);
  const persisted = new PersistedQueries(redis, logger);
  const pipeline = new OperationPipeline({
    config,
    schemas,
    checker,
    costs: new CostModel(costDeclarationsOf(parse(supergraphSdl))),
    limiter: new Limiter(new RedisLimitStore(redis), new MemoryLimitStore(), logger),
    execute: (request, context) =>
      apolloHandler(apollo, async () => ({ requestId: request.requestId, ...context }))(request),
  });

  const graphql = async (request: GraphQLHttpRequest): Promise<HttpResponse> => {
    const version = selectVersion(headerValue(request, 'api-version'));
    if (!version.ok) {
      return response(
        requestErrorStatus(request),
        request.requestId,
        `Invalid API-Version "${version.given}": use YYYY-MM`,
        ErrorCode.invalidVersion,
        {},
      );
    }
    const versionHeader = { 'api-version': version.version.value };
    const token = tokenFrom(headerValue(request, 'authorization'));
    let caller: Caller | null = null;
    try {
      caller = token ? await authenticator.authenticate(token, request.requestId) : null;
    } catch (error) {
      logger.error({ requestId: request.requestId, err: (error as Error).message }, 'token lookup failed');
      return response(503, request.requestId, 'Service temporarily unavailable', ErrorCode.internal, {
        ...versionHeader,
        'retry-after': '5',
      });
    }
    if (!caller) {
      return response(
        401,
        request.requestId,
        'Not Authenticated: send a valid API token in the Authorization header',
        ErrorCode.unauthorized,
        versionHeader,
      );
    }
    const resolved = await persisted.resolve(request);
    if (resolved.kind === 'refused') {
      return response(resolved.status, request.requestId, resolved.message, resolved.code, versionHeader);
    }
    const answer = await pipeline.serve(resolved.request, version.version, caller);
    return { ...answer, headers: { ...answer.headers, ...versionHeader } };
  };

  const subgraphReadiness = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => [
      name,
      async () => {
        const answer = await fetch(new URL('/ready', config.subgraphUrls[name]), {
          signal: AbortSignal.timeout(1_500),
        });
        if (!answer.ok) throw new Error(`${name} not ready`);
      },
    ]),
  );
  const service = createService({
    logger,
    maxBodyBytes: config.maxBodyBytes,
    shutdownGraceMs: config.shutdownGraceMs,
    readiness: {
      ...subgraphReadiness,
      mongodb: () => mongo.db('admin').command({ ping: 1 }),
      redis: () => redis.ping(),
    },
    routes: { '/graphql': graphql },
    onStopped: async () => {
      await apollo.stop();
      await mongo.close();
      redis.disconnect();
    },
  });
  const port = await service.listen(config.ports.gateway, config.host);
  logger.info({ port }, `gateway listening on http://${config.host}:${port}/graphql`);
  return { service, port };
}
