import { Agent } from 'undici';
import type { z } from 'zod';
import type { Config } from '@workapi/config';
import { DomainError, rejectionError } from '@workapi/errors';
import { CLIENT_KEEP_ALIVE, NOT_EXECUTED_HEADER } from '@workapi/http';
import { observeCall } from '@workapi/logging';
import { Replicas, sendToReplicas } from './replicas';
import { signedHeaders } from './signing';
import type { Caller } from './identity';
import { internalPath, problemsOf, type AnswerOf, type InternalEndpoint, type PayloadOf } from './contracts';

export class InternalCallError extends Error {
  /** True when the other side may have done, or may still be doing, the work: retry, never undo. */
  constructor(
    message: string,
    readonly unsettled = false,
  ) {
    super(message);
  }
}

/**
 * Whether a failed step may have done its work, or may still do it when tried again: a timeout, a
 * dropped connection, a server or database fault. Only a refusal (a contract error, or a 4xx
 * answer) says for sure that nothing was done and trying again will not help.
 */
export function unsettled(error: unknown): boolean {
  if (error instanceof DomainError) return false;
  if (error instanceof InternalCallError) return error.unsettled;
  return true;
}

/** Calls another subgraph's internal endpoint; the payload and the answer are checked against its contract. */
export type InternalCaller = <E extends InternalEndpoint>(
  endpoint: E,
  payload: PayloadOf<E>,
) => Promise<AnswerOf<E>>;

function checked(schema: z.ZodTypeAny, value: unknown, what: string): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InternalCallError(`${what}: ${problemsOf(parsed.error)}`);
  return parsed.data;
}

/** Each subgraph's replicas, one set per process (their rests are shared by every request). */
const known = new Map<string, Replicas>();
export function replicasOf(urls: readonly string[]): Replicas {
  const key = urls.join(' ');
  let replicas = known.get(key);
  if (!replicas) {
    replicas = new Replicas(urls);
    known.set(key, replicas);
  }
  return replicas;
}

/** The connections of internal calls: idle ones dropped before a draining subgraph closes them. */
const connections = new Agent(CLIENT_KEEP_ALIVE);

/** A draining subgraph's refusal: nothing of the request ran there. */
const notExecuted = (response: Response) =>
  response.status === 503 && response.headers.get(NOT_EXECUTED_HEADER) === '1';

/**
 * Signed JSON calls to the internal endpoints of other subgraphs, for the few needs federation
 * does not carry (docs/architecture.md), with the identity of the request being served. A call
 * nothing of which ran on one replica (refused, draining) is sent once more to another.
 */
export function internalCaller(
  config: Pick<Config, 'subgraphUrls' | 'internalSecret'>,
  identity: { requestId: string; apiVersion?: string; caller?: Caller | null },
): InternalCaller {
  return async <E extends InternalEndpoint>(endpoint: E, payload: PayloadOf<E>) => {
    const path = internalPath(endpoint);
    const body = JSON.stringify(checked(endpoint.payload, payload, `payload for ${path}`));
    const started = Date.now();
    const response = await observeCall(endpoint.target, endpoint.name, () =>
      sendToReplicas(
        replicasOf(config.subgraphUrls[endpoint.target]),
        (base) =>
          fetch(new URL(path, base), {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              // Signed for each attempt: a nonce is served once.
              ...signedHeaders(
                { method: 'POST', path, target: endpoint.target, body },
                { secret: config.internalSecret, ...identity },
              ),
            },
            body,
            signal: AbortSignal.timeout(Math.max(1, endpoint.timeoutMs - (Date.now() - started))),
            dispatcher: connections,
          }),
        notExecuted,
      ),
    );
    if (response.status === 422) {
      const { rejection } = (await response.json()) as {
        rejection: { message: string; extensions: Record<string, unknown> };
      };
      throw rejectionError(rejection);
    }
    if (!response.ok)
      throw new InternalCallError(
        `internal call ${endpoint.name} answered ${response.status}`,
        response.status >= 500 && !notExecuted(response),
      );
    const { result } = (await response.json()) as { result: unknown };
    return checked(endpoint.answer, result, `answer of ${path}`) as AnswerOf<E>;
  };
}
