import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { API_VERSIONS, CURRENT_VERSION, describeVersion, selectVersion } from '@workapi/versioning';
import type { QueryResolvers } from '../generated/graphql';
import { boardsOf, usersOf } from '../context';

export const Query = {
  complexity: (_, __, context) => context.complexity,
  /** The version the gateway chose for this request (it sends the value, signed). */
  version(_, __, context) {
    const choice = selectVersion(context.apiVersion);
    return describeVersion(choice.ok ? choice.version : CURRENT_VERSION);
  },
  versions() {
    return API_VERSIONS.map(describeVersion);
  },
  boards(_, args, context) {
    return boardsOf(context).list({
      ids: idList(args.ids),
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
      state: args.state ?? 'active',
      kind: args.board_kind ?? undefined,
    });
  },

  me(_, __, context) {
    return usersOf(context).load(context.caller?.userId ?? '');
  },

  users(_, args, context) {
    usersOf(context);
    return context.accounts.listUsers(context.caller?.accountId ?? '', {
      ids: idList(args.ids),
      emails: args.emails ?? undefined,
      name: args.name ?? undefined,
      limit: args.limit == null ? 1000 : pageLimit(args.limit),
      page: pageNumber(args.page),
    });
  },
} satisfies QueryResolvers;
