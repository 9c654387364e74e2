import { buildOperationContext, executeQueryPlan, type ServiceMap } from '@apollo/gateway';
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import type { GatewayContext } from './context';

type GatewayInterface = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
type GatewayExecutor = Awaited<ReturnType<GatewayInterface['load']>>['executor'];

/**
 * Executes an operation on the supergraph its request captured (`context.supergraph`): its plan
 * comes from that supergraph's planner and plan cache, and runs on that supergraph's schemas, so a
 * supergraph applied meanwhile changes nothing for it. Apollo Gateway's own executor reads the
 * gateway's current planner when it plans. Variables were coerced by the pricing plugin already.
 */
export function capturedSupergraphExecutor(subgraphs: ServiceMap): GatewayExecutor {
  return async (requestContext) => {
    const { supergraph } = requestContext.context as GatewayContext;
    const { request, document, queryHash } = requestContext;
    const operationContext = buildOperationContext({
      schema: supergraph.operationSchema,
      operationDocument: document,
      operationName: request.operationName,
    });
    return executeQueryPlan(
      supergraph.queryPlan(document, queryHash, request.operationName),
      subgraphs,
      requestContext,
      operationContext,
      supergraph.supergraphSchema,
      supergraph.apiSchema,
    );
  };
}

/**
 * Apollo Gateway (it loads and swaps the supergraph, and keeps Apollo Server's schema in step),
 * with the executor of the captured supergraph in place of its own.
 */
export function withExecutor(gateway: GatewayInterface, executor: GatewayExecutor): GatewayInterface {
  return {
    load: async (options) => ({ ...(await gateway.load(options)), executor }),
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: () => gateway.stop(),
  };
}
