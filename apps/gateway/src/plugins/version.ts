import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorCode } from '@workapi/errors';
import { selectVersion } from '@workapi/versioning';
import { notExecutedStatus, type GatewayContext } from '../context';
import { refusalOf, refuse } from './refusal';

/** Selects the API version from the `API-Version` header and names it on the response. */
export function versionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const headers = request.http?.headers;
      const selected = selectVersion(headers?.get('api-version'));
      if (selected.ok) {
        contextValue.apiVersion = selected.version;
      } else {
        refuse(
          contextValue,
          refusalOf(
            notExecutedStatus(contextValue.mediaType),
            `Invalid API-Version "${selected.given}": use YYYY-MM`,
            ErrorCode.invalidVersion,
          ),
        );
      }
      return {
        async willSendResponse({ contextValue: context, response }) {
          response.http.headers.set('api-version', context.apiVersion.value);
        },
      };
    },
  };
}
