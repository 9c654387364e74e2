import { randomUUID } from 'node:crypto';
import { NOT_EXECUTED_HEADER } from '@workapi/http';
import { sendToReplicas, signedHeaders, type Replicas, type Signer } from '@workapi/internal';
import { observeCall } from '@workapi/logging';
import type { SubgraphAnswer, SubgraphConnections } from './subgraph-client';

/**
 * How long a request may execute. Every subgraph fetch it makes gets the time left: past it the
 * fetch is abandoned and the fields it would have answered get an error at their path (partial
 * data), so no request holds the gateway longer than this, whatever its plan's depth.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A fetch not sent: the request had no time left. Nothing of it reached the subgraph. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

/** Who a subgraph request is for, as the gateway decided it: signed into the request's headers. */
export type SubgraphIdentity = Omit<Signer, 'secret'>;

/**
 * Sends one request body to a subgraph for `identity`, within `deadline` (epoch ms); `readOnly`
 * when it is a query, which changes nothing however often it runs.
 */
export type SubgraphSender = (
  body: string,
  identity: SubgraphIdentity,
  deadline: number,
  readOnly?: boolean,
) => Promise<SubgraphAnswer>;

/**
 * Signs each request to the `subgraph` over the exact bytes sent, its path and the subgraph's
 * name, with the identity it is for, so the subgraph can trust who is asking and serves the
 * request once, and no other subgraph or endpoint accepts it. A change also carries a key of its
 * own (`once`), the same on a resend, under which the subgraph runs it once. Requests go out on
 * `connections`, pooled per replica, to the `replicas` in turn; one nothing of which ran on a
 * replica (its connection refused, or a draining replica's 503 marked not executed), or one whose
 * connection dropped before its answer (a query, or a change by its key), is sent once more to
 * another, signed afresh, with the time the request still has.
 */
export function subgraphSender(
  secret: string,
  subgraph: string,
  connections: SubgraphConnections,
  replicas: Replicas,
): SubgraphSender {
  const targets = new Map(replicas.urls.map((url) => [url, new URL(url)]));
  const headers = { 'content-type': 'application/json' };
  return (body, identity, deadline, readOnly = false) => {
    const once = readOnly ? undefined : randomUUID();
    return observeCall(subgraph, 'graphql', () =>
      sendToReplicas(
        replicas,
        (url) => {
          const left = Math.min(REQUEST_TIMEOUT_MS, deadline - Date.now());
          if (!(left > 0)) throw new RequestTimeoutError('The request ran out of time');
          const target = targets.get(url) as URL;
          const signed = signedHeaders(
            { method: 'POST', path: target.pathname, target: subgraph, body },
            { secret, ...identity, once },
          );
          return connections.send(target, { method: 'POST', headers: { ...headers, ...signed }, body }, left);
        },
        (answer) => answer.status === 503 && answer.header(NOT_EXECUTED_HEADER) === '1',
        { resendable: true },
      ),
    );
  };
}
