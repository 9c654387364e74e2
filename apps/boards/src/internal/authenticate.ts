import { endpoints, internalHandler } from '@workapi/internal';
import type { BoardsContext } from '../context';

/** Token lookup for the gateway: the boards subgraph owns accounts, users and tokens. */
export const authenticate = internalHandler({
  endpoint: endpoints.boards.authenticate,
  changesData: false,
  handle: async ({ token }, context: BoardsContext) => (token ? context.accounts.authenticate(token) : null),
});
