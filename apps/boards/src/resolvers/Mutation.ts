import { forbidden, invalidArgument, invalidBoardId, name } from '@workapi/errors';
import type { BoardRecord, GroupRecord, ItemNickname } from '../data/boards';
import { addGroup, changeGroup, copyGroup, findGroup, retireGroup } from '../data/groups';
import type { ItemNicknameInput, MutationResolvers } from '../generated/graphql';
import type { GroupView } from '../models';
import { boardsOf, type BoardsContext } from '../context';
import { boardAttributeChanged, groupChanged, groupCreated } from '../board-events';
import { boardMemberMutations, membersToCreate } from './board-members';
import { boardPlace, folderMutations } from './folders';
import { docMutations, docsOf } from './docs';
import { startCascade } from './start-cascade';
import { copyBoard, duplicateBoard } from './duplicate-board';
import { templateOf, useTemplate } from './use-template';
import { favoriteMutations } from './favorites';
import { tagMutations } from './tags';
import { teamMutations } from './teams';
import { userMutations } from './users';
import { workspaceMutations } from './workspaces';

interface GroupArgs {
  board_id: string;
  group_id: string;
}

const view = (board: BoardRecord, group: GroupRecord): GroupView => ({ ...group, board_id: board._id });

/** A board the caller sees and may change the structure of (`mayWrite` in libs/reference). */
async function changeableBoard(context: BoardsContext, id: string): Promise<BoardRecord> {
  const board = await boardsOf(context).byId.load(String(id));
  if (!board || board.state === 'deleted') throw invalidBoardId(String(id));
  if (!(await boardsOf(context).mayChange(board, 'structure')))
    throw forbidden('User unauthorized to change this board');
  return board;
}

/** Who changes which board, as the change's board events name them. */
const eventScope = (context: BoardsContext, board: Pick<BoardRecord, '_id' | 'account_id'>) => ({
  accountId: board.account_id,
  userId: context.caller?.userId ?? '',
  boardId: board._id,
});

/** Admins and members make boards; viewers and guests do not (contract section 9, Roles). */
function boardMaker(context: BoardsContext) {
  const role = context.caller?.role;
  if (role !== 'admin' && role !== 'member')
    throw forbidden('Only admins and members of the account may make boards');
  return boardsOf(context);
}

/** The longest form of an item nickname kept. */
const NICKNAME_MAX = 255;

/** create_board's `item_nickname`, each form trimmed, empty ones left out; none when nothing is left. */
function itemNicknameOf(input: ItemNicknameInput | null | undefined): ItemNickname | undefined {
  const forms = Object.entries({
    singular: input?.singular,
    plural: input?.plural,
    preset_type: input?.preset_type,
  }).flatMap(([form, value]) => {
    const trimmed = value?.trim();
    if (!trimmed) return [];
    if (trimmed.length > NICKNAME_MAX)
      throw invalidArgument(`item_nickname.${form} must be at most ${NICKNAME_MAX} characters`);
    return [[form, trimmed]];
  });
  return forms.length > 0 ? (Object.fromEntries(forms) as ItemNickname) : undefined;
}

export const Mutation = {
  complexity: (_, __, context) => context.complexity,
  ...userMutations,
  ...teamMutations,
  ...favoriteMutations,
  ...boardMemberMutations,
  ...workspaceMutations,
  ...folderMutations,
  ...docMutations,
  ...tagMutations,
  /** The board with its default groups, visible at once; its columns are the default ones until changed. */
  async create_board(_, args, context) {
    const boards = boardMaker(context);
    const template =
      args.template_id == null ? null : await templateOf(context, boards, String(args.template_id));
    const itemNickname = itemNicknameOf(args.item_nickname);
    const board = {
      name: name(args.board_name, 'board_name'),
      kind: args.board_kind,
      description: args.description ?? template?.description ?? null,
      members: await membersToCreate(context, args.board_kind, args),
      ...(await boardPlace(context, args.workspace_id, args.folder_id)),
      ...(itemNickname ? { itemNickname } : {}),
    };
    if (!template) return boards.create(board);
    const kind = args.empty ? 'duplicate_board_with_structure' : 'duplicate_board_with_pulses';
    return (await copyBoard(context, boards, template, board, kind)).board;
  },

  duplicate_board: (_, args, context) => duplicateBoard(context, boardMaker(context), args),
  use_template: (_, args, context) => useTemplate(context, boardMaker(context), args),

  async update_board(_, args, context) {
    const board = await changeableBoard(context, args.board_id);
    const scope = eventScope(context, board);
    if (args.board_attribute === 'name') {
      const value = name(args.new_value, 'name');
      await boardsOf(context).update(board._id, { name: value }, (stored) => [
        boardAttributeChanged(scope, 'name', stored.name, value),
      ]);
    } else if (args.board_attribute === 'description') {
      await boardsOf(context).update(board._id, { description: args.new_value }, (stored) => [
        boardAttributeChanged(scope, 'description', stored.description, args.new_value),
      ]);
    } else {
      throw invalidArgument('board_attribute communication is not supported by this server');
    }
    return JSON.stringify({
      success: true,
      undo_data: {
        undo_record_id: null,
        action_type: 'modify_project',
        entity_type: 'Board',
        entity_id: Number(board._id),
        count: 1,
      },
    });
  },

  async archive_board(_, args, context) {
    const board = await changeableBoard(context, args.board_id);
    return boardsOf(context).update(board._id, { state: 'archived' });
  },

  /**
   * The board goes at once and its items follow (docs/consistency.md); if the items subgraph does
   * not answer in time, the reconciler finishes the operation and the board stays deleted.
   */
  async delete_board(_, args, context) {
    const board = await changeableBoard(context, args.board_id);
    await startCascade(context, {
      kind: 'delete_board',
      board_id: board._id,
      ...(board.subitems_board_id ? { subitems_board_id: board.subitems_board_id } : {}),
      prior: { board_state: board.state },
    });
    // The docs in its items' doc columns go with it (no one could see them again).
    const docs = docsOf(context);
    await docs.remove(await docs.idsWithin({ boardId: board._id }));
    return boardsOf(context).byId.clear(board._id).load(board._id);
  },

  async create_group(_, args, context) {
    const scope = eventScope(context, await changeableBoard(context, args.board_id));
    const { board, result } = await boardsOf(context).changeGroups(String(args.board_id), (current) => {
      const added = addGroup(current.groups, {
        title: args.group_name,
        color: args.group_color,
        relativeTo: args.relative_to,
        method: args.position_relative_method,
        position: args.position,
      });
      return { groups: added.groups, result: added.group, events: [groupCreated(scope, added.group)] };
    });
    return view(board, result);
  },

  async update_group(_, args, context) {
    const scope = eventScope(context, await changeableBoard(context, args.board_id));
    const { board } = await boardsOf(context).changeGroups(String(args.board_id), (current) => {
      const groups = changeGroup(current.groups, args.group_id, args.group_attribute, args.new_value);
      const [before, after] = [current.groups, groups].map((list) => findGroup(list, args.group_id));
      return { groups, result: null, events: groupChanged(scope, before, after) };
    });
    return view(board, findGroup(board.groups, args.group_id));
  },

  /**
   * The new group is shown once its items are copied, never before (docs/consistency.md); a copy
   * that outlasts the request is finished by the reconciler.
   */
  async duplicate_group(_, args, context) {
    const board = await changeableBoard(context, args.board_id);
    const { group: copy } = copyGroup(board.groups, args.group_id, {
      addToTop: args.add_to_top,
      title: args.group_title,
    });
    await startCascade(context, {
      kind: 'duplicate_group',
      board_id: board._id,
      group_id: args.group_id,
      copy,
    });
    return view(board, copy);
  },

  archive_group: (_, args, context) => retire(args, 'archived', context),
  delete_group: (_, args, context) => retire(args, 'deleted', context),
} satisfies MutationResolvers;

/** Archives or deletes a group together with its items (in the items subgraph). */
async function retire(
  args: GroupArgs,
  state: 'archived' | 'deleted',
  context: BoardsContext,
): Promise<GroupView> {
  const board = await changeableBoard(context, args.board_id);
  const group = findGroup(board.groups, args.group_id);
  retireGroup(board.groups, group.id, state); // refused here (last group ...) before anything starts
  await startCascade(context, {
    kind: state === 'archived' ? 'archive_group' : 'delete_group',
    board_id: board._id,
    group_id: group.id,
    prior: { group: { archived: group.archived, deleted: group.deleted } },
  });
  return view(board, { ...group, [state]: true });
}
