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
          const { verdict, caller } = contextValue.admission.record;
          // A replayed request was admitted too: only its answer came from its key.
          const admitted = verdict.kind === 'admitted' || verdict.kind === 'replayed';
          if (!admitted || !caller || !metrics.persistedQueryRegister || !queryHash || source === undefined)
            return;
          await store.register(caller.accountId, queryHash, source);
        },
      };
    },
  };
}
