import type { UserRecord } from '@workapi/accounts';
import { usersOf, type BoardsContext } from '../context';

export const User = {
  __resolveReference(reference: { id: string }, context: BoardsContext): Promise<UserRecord | null> {
    return usersOf(context).load(String(reference.id));
  },
  id: (user: UserRecord) => user._id,
  enabled: () => true,
  created_at: (user: UserRecord) => user.created_at.toISOString().slice(0, 10),
};
