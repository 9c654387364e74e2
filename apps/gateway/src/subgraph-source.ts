import { parse } from 'graphql';
import { RemoteGraphQLDataSource } from '@apollo/gateway';
import { INTERNAL_HEADERS, READS_EXTENSION } from '@workapi/internal';
import type { GatewayContext } from './context';
import { DEADLINE_HEADER } from './subgraph-fetcher';
import { failureOf, unavailableAnswer } from './unavailable';

type ProcessOptions = Parameters<RemoteGraphQLDataSource<GatewayContext>['process']>[0];

/**
 * One subgraph as the gateway's plan fetches from it: identity headers for the signing fetcher,
 * reads added up for pricing, and a failed fetch answered as errors at the paths of the fields it
 * was to fill, so the client sees which part of its answer is missing and whether to retry.
 */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({
    request,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['willSendRequest']>>[0]) {
    if (!('requestId' in context)) return;
    request.http?.headers.set(INTERNAL_HEADERS.requestId, context.requestId);
    request.http?.headers.set(INTERNAL_HEADERS.apiVersion, context.apiVersion.value);
    request.http?.headers.set(INTERNAL_HEADERS.caller, JSON.stringify(context.caller));
    if (context.complexity)
      request.http?.headers.set(INTERNAL_HEADERS.complexity, JSON.stringify(context.complexity));
    request.http?.headers.set(DEADLINE_HEADER, String(context.deadline));
  }

  /** Adds up what each subgraph answer read (`extensions.reads`), for the pricing plugin to charge. */
  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const items = (response.extensions?.[READS_EXTENSION] as { items?: unknown } | undefined)?.items;
    if ('reads' in context && typeof items === 'number' && Number.isSafeInteger(items) && items > 0)
      context.reads.items += items;
    return response;
  }

  override async process(options: ProcessOptions) {
    try {
      return await super.process(options);
    } catch (error) {
      // Only a client's operation has fields to answer for (not a health check or a schema load).
      if (!('incomingRequestContext' in options) || !options.request.query) throw error;
      return unavailableAnswer(
        ('document' in options && options.document) || parse(options.request.query),
        options.request.variables,
        failureOf(error),
      );
    }
  }
}
