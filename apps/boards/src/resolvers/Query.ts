import { idList, pageLimit, pageNumber } from '@workapi/errors';
import { API_VERSIONS, CURRENT_VERSION, describeVersion, selectVersion } from '@workapi/versioning';
import type { QueryResolvers } from '../generated/graphql';
import { boardsOf, usersOf } from '../context';
import { foldersQuery } from './folders';
import { docsQuery } from './docs';
import { favorites } from './favorites';
import { tagsQuery } from './tags';
import { teamsOf } from './teams';
import { workspacesQuery } from './workspaces';
import { accountOf } from './User';
import { BOARD_HIERARCHY } from './Board';
import { auditLogs } from './audit-logs';
import { platformApi } from './platform-api';

/** A page of users is at most this long, and this long without a limit (monday.com's maximum). */
const MAX_USERS_PAGE = 1000;

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
    if (args.hierarchy_types?.length && !args.hierarchy_types.includes(BOARD_HIERARCHY)) return [];
    return boardsOf(context).list({
      ids: idList(args.ids),
      limit: pageLimit(args.limit),
      page: pageNumber(args.page),
      state: args.state ?? 'active',
      kind: args.board_kind ?? undefined,
      workspaceIds: args.workspace_ids?.map((id) => (id === null ? null : String(id))),
      newestFirst: args.order_by != null,
    });
  },

  me(_, __, context) {
    return usersOf(context).load(context.caller?.userId ?? '');
  },

  ...workspacesQuery,
  ...foldersQuery,
  ...docsQuery,
  ...tagsQuery,
  account: (_, __, context) => accountOf(context),
  teams: (_, args, context) => teamsOf(context, args.ids),
  favorites: (_, __, context) => favorites(context),
  audit_logs: (_, args, context) => auditLogs(context, args),
  platform_api: (_, __, context) => platformApi(context),

  users(_, args, context) {
    usersOf(context);
    return context.accounts.users.list(context.caller?.accountId ?? '', {
      ids: idList(args.ids),
      emails: args.emails?.filter((email): email is string => typeof email === 'string'),
      name: args.name ?? undefined,
      kind: args.kind ?? undefined,
      newestFirst: args.newest_first ?? false,
      active: args.non_active !== true,
      limit: pageLimit(args.limit, MAX_USERS_PAGE, MAX_USERS_PAGE),
      page: pageNumber(args.page),
    });
  },
} satisfies QueryResolvers;
