import type { z } from 'zod';
import type { SubgraphName } from '@workapi/config';
import { clientRejection, ErrorCode } from '@workapi/errors';
import { errorBody, type ReceivedRequest, type RouteAnswer } from '@workapi/http';
import type { Caller } from './identity';
import type { ChangeCounter } from '@workapi/stores';
import { endpoints, internalPath, problemsOf, type InternalEndpoint } from './contracts';

/** A subgraph's side of one internal endpoint (one file each, in the subgraph's `internal/`). */
export interface InternalHandler<TContext, E extends InternalEndpoint = InternalEndpoint> {
  endpoint: E;
  /** Whether it changes the account's data: it then runs between two raises of the change counter (libs/stores change-counter.ts). */
  changesData: boolean;
  handle(payload: z.output<E['payload']>, context: TContext): Promise<z.input<E['answer']>>;
}

/** Declares a handler; the payload and the answer are typed by the endpoint's contract. */
export const internalHandler = <E extends InternalEndpoint, TContext>(
  handler: InternalHandler<TContext, E>,
): InternalHandler<TContext, E> => handler;

/** A route of one endpoint: the request as received, and how to build its context once it is valid. */
export type InternalRoute<TContext> = (
  request: ReceivedRequest,
  contextOf: () => Promise<TContext>,
) => Promise<RouteAnswer>;

/**
 * The routes of a subgraph's internal endpoints, one per contract it serves (a contract without a
 * handler, or a handler of another subgraph's contract, stops the start). The payload is checked
 * before anything runs (400 naming the bad field), the answer before it leaves; a refusal meant
 * for the client (bad value, unknown board ...) travels back as a 422 carrying its message and
 * code, anything else stays a server fault.
 */
export function internalRoutes<TContext extends { caller: Caller | null }>(
  subgraph: SubgraphName,
  handlers: InternalHandler<TContext>[],
  counter: ChangeCounter,
): Record<string, InternalRoute<TContext>> {
  const served = new Set(handlers.map((handler) => handler.endpoint));
  const strays = handlers.filter((handler) => handler.endpoint.target !== subgraph);
  const missing = Object.values(endpoints[subgraph]).filter((endpoint) => !served.has(endpoint));
  if (strays.length > 0 || missing.length > 0 || served.size !== handlers.length) {
    throw new Error(
      `${subgraph} must serve each of its internal endpoints once: ` +
        `missing [${missing.map((endpoint) => endpoint.name)}], ` +
        `not its own [${strays.map((handler) => handler.endpoint.name)}]`,
    );
  }
  const routes: Record<string, InternalRoute<TContext>> = {};
  for (const { endpoint, changesData, handle } of handlers) {
    const path = internalPath(endpoint);
    routes[path] = async (request, contextOf) => {
      const payload = endpoint.payload.safeParse(request.body);
      if (!payload.success) {
        const message = `Invalid payload for ${path}: ${problemsOf(payload.error)}`;
        return {
          status: 400,
          headers: {},
          body: errorBody(request.requestId, message, ErrorCode.badRequest),
        };
      }
      try {
        const context = await contextOf();
        const run = () => handle(payload.data, context);
        const result = changesData ? await counter.around(context.caller?.accountId, run) : await run();
        return { status: 200, headers: {}, body: JSON.stringify({ result: endpoint.answer.parse(result) }) };
      } catch (error) {
        const rejection = clientRejection(error);
        if (!rejection) throw error;
        return { status: 422, headers: {}, body: JSON.stringify({ rejection }) };
      }
    };
  }
  return routes;
}
