import type { Fetcher } from '@apollo/utils.fetcher';
import { NOT_EXECUTED_HEADER } from '@workapi/http';
import {
  INTERNAL_HEADERS,
  sendToReplicas,
  signedHeaders,
  type Caller,
  type Replicas,
} from '@workapi/internal';
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
 * out on `connections`, pooled per replica, to the `replicas` in turn; one nothing of which ran on
 * a replica (its connection refused, or a draining replica's 503 marked not executed) is sent once
 * more to another, signed afresh, with the time the request still has.
 */
export function signingFetcher(
  secret: string,
  subgraph: string,
  connections: SubgraphConnections,
  replicas: Replicas,
): Fetcher {
  const targets = new Map(replicas.urls.map((url) => [url, new URL(url)]));
  return async (_url, init) => {
    const headers = { ...init?.headers };
    const deadline = Number(headers[DEADLINE_HEADER] ?? Date.now() + REQUEST_TIMEOUT_MS);
    delete headers[DEADLINE_HEADER];
    const body = String(init?.body ?? '');
    const method = init?.method ?? 'POST';
    const identity = {
      secret,
      requestId: headers[INTERNAL_HEADERS.requestId],
      apiVersion: headers[INTERNAL_HEADERS.apiVersion],
      caller: headers[INTERNAL_HEADERS.caller]
        ? (JSON.parse(headers[INTERNAL_HEADERS.caller]) as Caller)
        : null,
      complexity: headers[INTERNAL_HEADERS.complexity],
    };
    return observeCall(subgraph, 'graphql', () =>
      sendToReplicas(
        replicas,
        (url) => {
          const left = Math.min(REQUEST_TIMEOUT_MS, deadline - Date.now());
          if (!(left > 0)) throw new RequestTimeoutError('The request ran out of time');
          const target = targets.get(url) as URL;
          const signed = signedHeaders({ method, path: target.pathname, target: subgraph, body }, identity);
          return connections.send(target, { method, headers: { ...headers, ...signed }, body }, left);
        },
        (answer) => answer.status === 503 && answer.headers.get(NOT_EXECUTED_HEADER) === '1',
      ),
    );
  };
}
