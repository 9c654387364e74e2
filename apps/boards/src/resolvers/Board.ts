import { pageLimit, pageNumber, resourceNotFound } from '@workapi/errors';
import type { BoardResolvers } from '../generated/graphql';
import type { BoardRecord } from '../data/boards';
import type { GroupView } from '../models';
import { boardsOf, usersByIds, usersOf, type BoardsContext } from '../context';
import { boardTags } from './tags';
import { workspaceOf } from './workspaces';

/** One page of a board's teams (those since deleted left out). */
async function teamsPage(
  context: BoardsContext,
  ids: string[] | undefined,
  args: { limit?: number | null; page?: number | null },
) {
  const limit = pageLimit(args.limit);
  const page = pageNumber(args.page);
  const teams = ids?.length ? await context.teams.list(context.caller?.accountId ?? '', ids) : [];
  return teams.slice((page - 1) * limit, page * limit);
}

/** The board's groups in board order, as a view of the board. */
const inOrder = (board: BoardRecord, groups: BoardRecord['groups']): GroupView[] =>
  groups
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((group) => ({ ...group, board_id: board._id }));

/** Boards here nest only subitems under items: none is multi-level. */
export const BOARD_HIERARCHY = 'classic';

const isVisible = (group: BoardRecord['groups'][number]) => !group.archived && !group.deleted;

/** Non-null in the schema: users are never deleted, so a missing creator is a broken record, said as such. */
async function creatorOf(board: BoardRecord, context: BoardsContext) {
  const creator = await usersOf(context).load(board.creator_id);
  if (!creator) throw resourceNotFound('User', board.creator_id);
  return creator;
}

export const Board = {
  __resolveReference: (reference, context) => boardsOf(context).byId.load(String(reference.id)),
  id: (board) => board._id,
  /** Boards made before subitems existed carry no type: they are plain boards. */
  type: (board) => board.type ?? 'board',
  created_at: (board) => board.created_at.toISOString(),
  updated_at: (board) => board.updated_at.toISOString(),
  url: (board, _, context) => `${context.publicUrl}/boards/${board._id}`,
  item_terminology: (board) => board.item_nickname?.singular ?? board.item_nickname?.preset_type ?? 'item',
  items_limit: () => null,
  hierarchy_type: () => BOARD_HIERARCHY,
  groups(board, args): GroupView[] {
    return inOrder(
      board,
      args.ids
        ? board.groups.filter((group) => args.ids?.includes(group.id) && !group.deleted)
        : board.groups.filter(isVisible),
    );
  },
  /** Non-null in the schema: a board's last group can be neither archived nor deleted. */
  top_group(board): GroupView {
    const [top] = inOrder(board, board.groups.filter(isVisible));
    if (!top) throw resourceNotFound('Group', 'top');
    return top;
  },
  creator: (board, _, context) => creatorOf(board, context),
  /** monday.com's deprecated owner was the board's creator. */
  owner: (board, _, context) => creatorOf(board, context),
  /** No view is made through the API (monday.com's apps make them). */
  views: () => [],
  // Of boards made from object schemas and of meeting notes, neither of which exists here.
  columns_namespace: () => null,
  communication: () => null,
  object_type_unique_key: () => null,
  owners: (board, _, context) => usersByIds(context, board.owner_ids),
  subscribers: (board, _, context) => usersByIds(context, board.subscriber_ids),
  team_owners: (board, args, context) => teamsPage(context, board.team_owner_ids, args),
  team_subscribers: (board, args, context) => teamsPage(context, board.team_subscriber_ids, args),
  permissions: (board) => board.edit_permissions ?? 'everyone',
  access_level: async (board, _, context) =>
    (await boardsOf(context).mayChange(board, 'content')) ? 'edit' : 'view',
  workspace_id: (board) => board.workspace_id ?? null,
  board_folder_id: (board) => board.board_folder_id ?? null,
  /** Null for the main workspace, as monday.com answers. */
  workspace: (board, _, context) => (board.workspace_id ? workspaceOf(context, board.workspace_id) : null),
  ...boardTags,
} satisfies BoardResolvers;
