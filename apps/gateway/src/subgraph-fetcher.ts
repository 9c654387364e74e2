import type { Fetcher } from '@apollo/utils.fetcher';
import { INTERNAL_HEADERS, internalCalls, signedHeaders, type Caller } from '@workapi/service-kit';

/**
 * Signs each subgraph request over the exact bytes sent, with the identity headers set in
 * `willSendRequest`, so a subgraph can trust who is asking.
 */
export function signingFetcher(secret: string): Fetcher {
  return (url, init) => {
    const headers = { ...(init?.headers as Record<string, string>) };
    const body = String(init?.body ?? '');
    const signed = signedHeaders(init?.method ?? 'POST', body, {
      secret,
      requestId: headers[INTERNAL_HEADERS.requestId],
      apiVersion: headers[INTERNAL_HEADERS.apiVersion],
      caller: headers[INTERNAL_HEADERS.caller]
        ? (JSON.parse(headers[INTERNAL_HEADERS.caller]) as Caller)
        : null,
      complexity: headers[INTERNAL_HEADERS.complexity],
    });
    internalCalls.inc({ target: new URL(url).host, name: 'graphql' });
    return fetch(url, { ...init, headers: { ...headers, ...signed } } as RequestInit) as ReturnType<Fetcher>;
  };
}
