import {
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLRequest,
  type GraphQLResponse,
} from '@apollo/server';
import type { Verdict } from '../admission/admission';
import type { GatewayContext } from '../context';

/** The answer given instead of executing: a refusal, or the first result of an idempotency key. */
function answerOf(verdict: Verdict): GraphQLResponse | null {
  if (verdict.kind === 'refused') {
    const { refusal } = verdict;
    return {
      body: { kind: 'single', singleResult: { errors: refusal.errors } },
      http: { status: refusal.status, headers: new HeaderMap(Object.entries(refusal.headers ?? {})) },
    };
  }
  if (verdict.kind === 'replayed') {
    return {
      body: { kind: 'single', singleResult: verdict.replay.result },
      http: { status: verdict.replay.status, headers: new HeaderMap() },
    };
  }
  return null;
}

/**
 * What Apollo is given in place of the document of a request refused as it arrived (version,
 * token): the smallest operation, so nothing the client sent is parsed or looked up, and the
 * refusal is the answer whatever the document said (a syntax error, an unknown persisted query).
 */
function askNothing(request: GraphQLRequest): void {
  request.query = '{__typename}';
  request.operationName = undefined;
  if (request.extensions) delete request.extensions.persistedQuery;
}

/**
 * Tells the request's admission (admission/admission.ts) when the request arrived and when Apollo
 * resolved its operation, and answers what it decided: a refused or replayed request is answered
 * in place of execution; an unauthenticated client learns nothing else (`askNothing`). Every answer
 * names the version that served it.
 */
export function admissionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const headers = request.http?.headers;
      await contextValue.admission.arrive({
        apiVersion: headers?.get('api-version'),
        authorization: headers?.get('authorization'),
      });
      if (contextValue.admission.record.verdict.kind === 'refused') askNothing(request);
      return {
        async didResolveOperation({ contextValue: context, document, operation, queryHash, request }) {
          await context.admission.resolve({
            document,
            operation,
            queryHash,
            query: request.query,
            operationName: request.operationName,
            variables: request.variables,
            idempotencyKey: request.http?.headers.get('idempotency-key'),
          });
        },
        async responseForOperation({ contextValue: context }) {
          return answerOf(context.admission.record.verdict);
        },
        async willSendResponse({ contextValue: context, response }) {
          response.http.headers.set('api-version', context.admission.record.version.value);
        },
      };
    },
  };
}
