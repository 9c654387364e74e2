import type { UserResolvers } from '../generated/graphql';
import { usersOf } from '../context';

export const User = {
  __resolveReference: (reference, context) => usersOf(context).load(String(reference.id)),
  id: (user) => user._id,
  enabled: () => true,
  created_at: (user) => user.created_at.toISOString().slice(0, 10),
} satisfies UserResolvers;
