import { invalidArgument, name, resourceNotFound } from '@workapi/errors';
import type { BoardRecord, BoardsRepository } from '../data/boards';
import type { MutationUse_TemplateArgs } from '../generated/graphql';
import type { BoardsContext } from '../context';
import { membersToCreate } from './board-members';
import { copyBoard } from './duplicate-board';
import { boardPlace } from './folders';
import { answered } from './refusals';

/** Int ids as the schema types them (use_template's arguments are Int, not ID), nulls left out. */
const ids = (list: ReadonlyArray<number | null> | null | undefined): string[] =>
  (list ?? []).flatMap((id) => (id === null ? [] : [String(id)]));

/**
 * A template the caller may use: a board it sees in one of the account's workspaces of kind
 * template, monday.com's place for an account's own templates. Anything else is unknown, as a
 * template id monday.com does not know.
 */
export async function templateOf(
  context: BoardsContext,
  boards: BoardsRepository,
  id: string,
): Promise<BoardRecord> {
  const board = await boards.byId.load(id);
  if (!board || board.state !== 'active' || board.type === 'sub_items_board' || !board.workspace_id)
    throw resourceNotFound('Template', id);
  const workspace = await answered(
    context.workspaces.find(board.account_id, board.workspace_id),
    'Template',
    id,
  );
  if (workspace.kind !== 'template') throw resourceNotFound('Template', id);
  return board;
}

/**
 * use_template (../shared/monday/surface.md §3.7): the template's copy, made by duplicate_board's
 * machinery with its items (`copyBoard`), in the main workspace unless told; the process making
 * it is answered at once, the board finished in the background when large.
 */
export async function useTemplate(
  context: BoardsContext,
  /** The caller's boards, once it is known to be one who may make boards. */
  boards: BoardsRepository,
  args: MutationUse_TemplateArgs,
): Promise<{ process_id: string }> {
  // Nothing would call it back: this server makes no calls to addresses a client names here.
  if (args.callback_url_on_complete)
    throw invalidArgument('callback_url_on_complete is not supported by this server');
  const template = await templateOf(context, boards, String(args.template_id));
  const kind = args.board_kind ?? template.board_kind;
  const members = await membersToCreate(context, kind, {
    board_owner_ids: ids(args.board_owner_ids),
    board_subscriber_ids: ids(args.board_subscriber_ids),
    board_owner_team_ids: ids(args.board_owner_team_ids),
    board_subscriber_teams_ids: ids(args.board_subscriber_teams_ids),
  });
  const place = await boardPlace(
    context,
    args.destination_workspace_id == null ? null : String(args.destination_workspace_id),
    args.destination_folder_id == null ? null : String(args.destination_folder_id),
  );
  const { process } = await copyBoard(
    context,
    boards,
    template,
    {
      name: args.destination_name ? name(args.destination_name, 'destination_name') : template.name,
      kind,
      description: template.description,
      members,
      ...place,
    },
    'duplicate_board_with_pulses',
  );
  return { process_id: process };
}
