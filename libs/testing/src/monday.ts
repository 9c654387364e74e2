import { createRequire } from 'node:module';

/** What the tests use of the official monday.com client (`ApiClient` of @mondaydotcomorg/api). */
export interface MondayApiClient {
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * The official monday.com client, pointed at this API. It is loaded without its type declarations:
 * they pull the DOM's lib in (graphql-request's cross-fetch), and in the repository-wide typecheck
 * the DOM's `Headers` and `fetch` types clash with Node's.
 */
export function officialMondayClient(config: {
  endpoint: string;
  token: string;
  apiVersion: string;
}): MondayApiClient {
  const { ApiClient } = createRequire(__filename)('@mondaydotcomorg/api') as {
    ApiClient: new (options: typeof config) => MondayApiClient;
  };
  return new ApiClient(config);
}
