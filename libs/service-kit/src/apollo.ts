import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { GraphQLHttpRequest, HttpResponse } from './http';

/** Hands a request that passed the HTTP shell to Apollo Server and returns its answer as-is. */
export function apolloHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (request: GraphQLHttpRequest) => Promise<TContext>,
): (request: GraphQLHttpRequest) => Promise<HttpResponse> {
  return async (request) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const result = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: request.method, headers, search: request.search, body: request.body },
      context: () => context(request),
    });
    let body = '';
    if (result.body.kind === 'complete') {
      body = result.body.string;
    } else {
      for await (const chunk of result.body.asyncIterator) body += chunk;
    }
    return { status: result.status ?? 200, headers: Object.fromEntries(result.headers), body };
  };
}
