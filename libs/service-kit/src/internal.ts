import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Config, SubgraphName } from './config';
import type { Caller } from './subgraph';
import { INTERNAL_HEADERS, signRequest } from './signing';
import { internalCalls } from './metrics';

export interface InternalCallOptions {
  secret: string;
  requestId?: string;
  apiVersion?: string;
  caller?: Caller | null;
  /** The gateway's charge for the operation, JSON; only the gateway sends it. */
  complexity?: string;
  timeoutMs?: number;
}

/** Headers that make a request acceptable to a subgraph: identity, version and an HMAC over them and the body. */
export function signedHeaders(
  method: string,
  body: string,
  options: Omit<InternalCallOptions, 'timeoutMs'>,
): Record<string, string> {
  const parts = {
    method,
    timestamp: String(Math.floor(Date.now() / 1000)),
    requestId: options.requestId ?? randomUUID(),
    apiVersion: options.apiVersion ?? '',
    caller: options.caller ? JSON.stringify(options.caller) : '',
    complexity: options.complexity ?? '',
    body,
  };
  return {
    [INTERNAL_HEADERS.timestamp]: parts.timestamp,
    [INTERNAL_HEADERS.requestId]: parts.requestId,
    [INTERNAL_HEADERS.apiVersion]: parts.apiVersion,
    [INTERNAL_HEADERS.caller]: parts.caller,
    ...(parts.complexity ? { [INTERNAL_HEADERS.complexity]: parts.complexity } : {}),
    [INTERNAL_HEADERS.signature]: signRequest(options.secret, parts),
  };
}

export class InternalCallError extends Error {}

/**
 * A small signed JSON call from one service to another's `/internal/<name>` endpoint, for the few
 * needs federation does not cover (token lookup, cross-subgraph writes). Documented in docs/.
 */
export async function callInternal<T>(
  baseUrl: string,
  name: string,
  payload: unknown,
  options: InternalCallOptions,
): Promise<T> {
  const body = JSON.stringify(payload);
  const url = new URL(`/internal/${name}`, baseUrl);
  internalCalls.inc({ target: url.host, name });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders('POST', body, options) },
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
  });
  if (response.status === 422) {
    const { rejection } = (await response.json()) as {
      rejection: { message: string; extensions: Record<string, unknown> };
    };
    throw new GraphQLError(rejection.message, { extensions: rejection.extensions });
  }
  if (!response.ok) throw new InternalCallError(`internal call ${name} answered ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

/** Calls another subgraph's internal endpoint on behalf of the current request's caller. */
export type InternalCaller = <T>(subgraph: SubgraphName, name: string, payload: unknown) => Promise<T>;

export function internalCaller(
  config: Config,
  scope: { requestId: string; apiVersion: string; caller: Caller | null },
): InternalCaller {
  return (subgraph, name, payload) =>
    callInternal(config.subgraphUrls[subgraph], name, payload, {
      secret: config.internalSecret,
      requestId: scope.requestId,
      apiVersion: scope.apiVersion,
      caller: scope.caller,
    });
}
