import { readOnly } from './read-only';
import type { ReadContext } from './view';

interface Vote {
  votersIds: number[];
  changed_at: string;
}

/** The voters who are still users of the account: a removed user's vote no longer counts. */
const votersOf = (stored: Vote | null, read: ReadContext) =>
  (stored?.votersIds ?? []).map(String).filter((id) => read.directory.users.has(id));

/**
 * vote: users vote in monday.com's UI only; the API reads and filters votes (`any_of` user ids or
 * "No votes", `is_empty`) and refuses every write. `text` is the number of votes.
 */
export const voteColumn = readOnly<Vote>('vote', {
  graphqlType: 'VoteValue',
  names: ['users'],
  identities: (stored) => (stored.votersIds.length > 0 ? stored.votersIds.map(String) : ['No votes']),
  emptyIdentities: ['No votes'],
  sortKey: (stored) => stored.votersIds.length,
  text: (stored, _column, read) => String(votersOf(stored, read).length),
  value: (stored) => stored,
  fields: {
    vote_count: (stored, _column, read) => votersOf(stored, read).length,
    voter_ids: (stored, _column, read) => votersOf(stored, read),
    voters: (stored, _column, read) => votersOf(stored, read).map((id) => ({ __typename: 'User', id })),
    updated_at: (stored) => stored?.changed_at ?? null,
  },
});
