import { buildOperationContext, executeQueryPlan, type ServiceMap } from '@apollo/gateway';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { GatewayContext } from './context';
import { forwardQuery } from './forward';
import type { LiveSupergraph } from './live-supergraph';
import type { ServedSupergraph } from './served-supergraph';

type GatewayInterface = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
export type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;
type SchemaListener = Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0];

/**
 * Executes an operation on the supergraph its request captured (`context.supergraph`): its plan
 * comes from that supergraph's planner and plan cache, and runs on that supergraph's schemas, so a
 * supergraph applied meanwhile changes nothing for it. Apollo Gateway's own executor reads the
 * gateway's current planner when it plans. A query one subgraph answers alone is forwarded to it
 * (forward.ts). Variables were coerced when the operation was priced (admission/price.ts).
 */
export function capturedSupergraphExecutor(subgraphs: ServiceMap): GatewayExecutor {
  return async (requestContext) => {
    const { supergraph } = requestContext.context as GatewayContext;
    const { request, document, queryHash } = requestContext;
    const { plan, forward } = supergraph.queryPlan(document, queryHash, request.operationName);
    if (forward)
      return forwardQuery(subgraphs[forward.serviceName], forward, requestContext, supergraph.apiSchema);
    const operationContext = buildOperationContext({
      schema: supergraph.operationSchema,
      operationDocument: document,
      operationName: request.operationName,
    });
    return executeQueryPlan(
      plan,
      subgraphs,
      requestContext,
      operationContext,
      supergraph.supergraphSchema,
      supergraph.apiSchema,
    );
  };
}

/**
 * Apollo Server's gateway: the live supergraph's API schema, announced at load and on every change,
 * and the executor above. One schema and one query planner per supergraph, its ServedSupergraph's:
 * Apollo Gateway's own class would build a second of each that nothing runs.
 */
export class SupergraphGateway implements GatewayInterface {
  private readonly listeners = new Set<SchemaListener>();

  constructor(
    private readonly live: LiveSupergraph,
    private readonly executor: GatewayExecutor,
  ) {}

  async load(): Promise<{ executor: GatewayExecutor }> {
    const served = await this.live.initialize({ update: (next) => this.announce(next) });
    this.announce(served);
    return { executor: this.executor };
  }

  onSchemaLoadOrUpdate(listener: SchemaListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  stop(): Promise<void> {
    return this.live.stop();
  }

  private announce(served: ServedSupergraph): void {
    for (const listener of this.listeners)
      listener({ apiSchema: served.operationSchema, coreSupergraphSdl: served.sdl });
  }
}
