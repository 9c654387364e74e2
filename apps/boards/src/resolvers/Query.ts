import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { API_VERSIONS, CURRENT_VERSION, describeVersion, selectVersion } from '@workapi/versioning';
import type { UserRecord } from '@workapi/accounts';
import type { BoardKind, BoardRecord, BoardState } from '../data/boards';
import { boardsOf, usersOf, type BoardsContext } from '../context';

interface BoardsArgs {
  ids?: string[] | null;
  limit?: number | null;
  page?: number | null;
  state?: BoardState | 'all' | null;
  board_kind?: BoardKind | null;
}

interface UsersArgs {
  ids?: string[] | null;
  emails?: string[] | null;
  name?: string | null;
  limit?: number | null;
  page?: number | null;
}

export const Query = {
  complexity: (_: unknown, __: unknown, context: BoardsContext) => context.complexity,
  /** The version the gateway chose for this request (it sends the value, signed). */
  version(_: unknown, __: unknown, context: BoardsContext) {
    const choice = selectVersion(context.apiVersion);
    return describeVersion(choice.ok ? choice.version : CURRENT_VERSION);
  },
  versions() {
    return API_VERSIONS.map(describeVersion);
  },
  boards(_: unknown, args: BoardsArgs, context: BoardsContext): Promise<BoardRecord[]> {
    return boardsOf(context).list({
      ids: idList(args.ids),
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
      state: args.state ?? 'active',
      kind: args.board_kind ?? undefined,
    });
  },

  me(_: unknown, __: unknown, context: BoardsContext): Promise<UserRecord | null> {
    return usersOf(context).load(context.caller?.userId ?? '');
  },

  users(_: unknown, args: UsersArgs, context: BoardsContext): Promise<UserRecord[]> {
    usersOf(context);
    return context.accounts.listUsers(context.caller?.accountId ?? '', {
      ids: idList(args.ids),
      emails: args.emails ?? undefined,
      name: args.name ?? undefined,
      limit: args.limit == null ? 1000 : pageLimit(args.limit),
      page: pageNumber(args.page),
    });
  },
};
