import type { z } from 'zod';
import type { Config } from '@workapi/config';
import { DomainError, rejectionError } from '@workapi/errors';
import { observeCall } from '@workapi/logging';
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

/**
 * Signed JSON calls to the internal endpoints of other subgraphs, for the few needs federation
 * does not carry (docs/architecture.md), with the identity of the request being served.
 */
export function internalCaller(
  config: Pick<Config, 'subgraphUrls' | 'internalSecret'>,
  identity: { requestId: string; apiVersion?: string; caller?: Caller | null },
): InternalCaller {
  return async <E extends InternalEndpoint>(endpoint: E, payload: PayloadOf<E>) => {
    const path = internalPath(endpoint);
    const body = JSON.stringify(checked(endpoint.payload, payload, `payload for ${path}`));
    const url = new URL(path, config.subgraphUrls[endpoint.target]);
    const response = await observeCall(endpoint.target, endpoint.name, () =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders(
            { method: 'POST', path, target: endpoint.target, body },
            { secret: config.internalSecret, ...identity },
          ),
        },
        body,
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      }),
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
        response.status >= 500,
      );
    const { result } = (await response.json()) as { result: unknown };
    return checked(endpoint.answer, result, `answer of ${path}`) as AnswerOf<E>;
  };
}
