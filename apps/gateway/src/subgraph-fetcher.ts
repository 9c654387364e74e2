import type { Fetcher } from '@apollo/utils.fetcher';
import { INTERNAL_HEADERS, signedHeaders, type Caller } from '@workapi/internal';
import { observeCall } from '@workapi/logging';
import type { SubgraphConnections } from './subgraph-client';

/**
 * How long a request may execute. Every subgraph fetch it makes gets the time left: past it the
 * fetch is abandoned and the fields it would have answered get an error at their path (partial
 * data), so no request holds the gateway longer than this, whatever its plan's depth.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Carries the request's deadline (epoch ms) from `willSendRequest` to the fetcher; never sent. */
export const DEADLINE_HEADER = 'x-workapi-deadline';

/** A fetch not sent: the request had no time left. Nothing of it reached the subgraph. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

/**
 * Signs each request to the `subgraph` over the exact bytes sent, its path and the subgraph's
 * name, with the identity headers set in `willSendRequest`, so the subgraph can trust who is
 * asking and serves the request once, and no other subgraph or endpoint accepts it. Requests go
 * out on `connections`, pooled per subgraph.
 */
export function signingFetcher(secret: string, subgraph: string, connections: SubgraphConnections): Fetcher {
  let parsed: { url: string; target: URL } | undefined;
  return async (url, init) => {
    const headers = { ...init?.headers };
    const deadline = Number(headers[DEADLINE_HEADER] ?? Date.now() + REQUEST_TIMEOUT_MS);
    delete headers[DEADLINE_HEADER];
    const left = Math.min(REQUEST_TIMEOUT_MS, deadline - Date.now());
    if (!(left > 0)) throw new RequestTimeoutError('The request ran out of time');
    const body = String(init?.body ?? '');
    const method = init?.method ?? 'POST';
    // The data source fetches one URL, the subgraph's: parsed once.
    if (parsed?.url !== url) parsed = { url, target: new URL(url) };
    const { target } = parsed;
    const signed = signedHeaders(
      { method, path: target.pathname, target: subgraph, body },
      {
        secret,
        requestId: headers[INTERNAL_HEADERS.requestId],
        apiVersion: headers[INTERNAL_HEADERS.apiVersion],
        caller: headers[INTERNAL_HEADERS.caller]
          ? (JSON.parse(headers[INTERNAL_HEADERS.caller]) as Caller)
          : null,
        complexity: headers[INTERNAL_HEADERS.complexity],
      },
    );
    return observeCall(subgraph, 'graphql', () =>
      connections.send(target, { method, headers: { ...headers, ...signed }, body }, left),
    );
  };
}
