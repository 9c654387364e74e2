import { endpoints, internalHandler } from '@workapi/internal';
import { usersOf, type BoardsContext } from '../context';

/** Display names of these users (all without user_ids) of the caller's account, for people values. */
export const userNames = internalHandler({
  endpoint: endpoints.boards.userNames,
  writes: false,
  async handle({ user_ids }, context: BoardsContext) {
    usersOf(context);
    const users = await context.accounts.listUsers(context.caller?.accountId ?? '', {
      ids: user_ids,
      limit: user_ids?.length || 10_000,
      page: 1,
    });
    return Object.fromEntries(users.map((user) => [user._id, user.name]));
  },
});
