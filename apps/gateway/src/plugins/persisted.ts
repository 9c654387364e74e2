import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import type { PersistedQueryStore } from '../persisted';

/**
 * Stores an automatic persisted query's text only once its request was authenticated, validated and
 * admitted (priced within the account's limits), on the account's share (PersistedQueryStore): an
 * anonymous, invalid or refused registration stores nothing. Apollo has already checked that the
 * text hashes to the name it was sent with.
 */
export function persistedQueryPlugin(store: PersistedQueryStore): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, metrics, queryHash, source }) {
          const { caller, checked, complexity, refusal } = contextValue;
          const admitted = caller && checked && complexity && !refusal;
          if (!admitted || !metrics.persistedQueryRegister || !queryHash || source === undefined) return;
          await store.register(caller.accountId, queryHash, source);
        },
      };
    },
  };
}
