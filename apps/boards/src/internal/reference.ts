import { WHOLE_ACCOUNT } from '@workapi/reference';
import { endpoints, internalHandler } from '@workapi/internal';
import { boardsOf, type BoardsContext } from '../context';

/**
 * A reader's Redis lost the account's published boards, users' or teams' names or tags (or they expired):
 * the data as stored now, published again for the next reader.
 */
export const reference = internalHandler({
  endpoint: endpoints.boards.reference,
  changesData: false,
  async handle({ kinds }, context: BoardsContext) {
    const account = context.caller?.accountId ?? '';
    const answer: {
      boards?: Awaited<ReturnType<ReturnType<typeof boardsOf>['facts']>>;
      users?: Record<string, string>;
      teams?: Record<string, string>;
      tags?: Awaited<ReturnType<BoardsContext['tags']['tagFacts']>>;
    } = {};
    if (kinds.includes('boards')) {
      const boards = boardsOf(context);
      answer.boards = await context.publisher.refill(account, 'boards', WHOLE_ACCOUNT, () => boards.facts());
    }
    if (kinds.includes('users')) {
      answer.users = await context.publisher.refill(account, 'users', WHOLE_ACCOUNT, () =>
        context.accounts.users.userNames(account),
      );
    }
    if (kinds.includes('teams')) {
      answer.teams = await context.publisher.refill(account, 'teams', WHOLE_ACCOUNT, () =>
        context.teams.teamNames(account),
      );
    }
    if (kinds.includes('tags')) {
      answer.tags = await context.publisher.refill(account, 'tags', WHOLE_ACCOUNT, () =>
        context.tags.tagFacts(account),
      );
    }
    return answer;
  },
});
