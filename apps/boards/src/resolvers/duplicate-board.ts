import { forbidden, invalidBoardId, name } from '@workapi/errors';
import type { BoardRecord, BoardsRepository } from '../data/boards';
import type { MutationDuplicate_BoardArgs } from '../generated/graphql';
import type { BoardsContext } from '../context';
import { boardPlace } from './folders';
import { startCascade } from './start-cascade';

/**
 * duplicate_board (docs/consistency.md, board cascades): the copy is made hidden with the
 * source's groups, then the `duplicate_board` cascade copies its columns, shows it and copies its
 * items; `is_async` says the reconciler is still copying them. Checked first: the caller sees the
 * source, and may put a board in the place it names; then the account's limit of duplications
 * (data/duplicate-quota.ts).
 */
export async function duplicateBoard(
  context: BoardsContext,
  /** The caller's boards, once it is known to be one who may make boards. */
  boards: BoardsRepository,
  args: MutationDuplicate_BoardArgs,
): Promise<{ board: BoardRecord; is_async: boolean }> {
  if (!context.caller) throw forbidden('duplicate_board needs an authenticated user');
  const source = await boards.byId.load(String(args.board_id));
  if (!source || source.state === 'deleted' || source.type === 'sub_items_board')
    throw invalidBoardId(String(args.board_id));
  const place =
    args.workspace_id || args.folder_id
      ? await boardPlace(context, args.workspace_id, args.folder_id)
      : { workspaceId: source.workspace_id ?? null, folderId: source.board_folder_id ?? null };
  // Counted once it would copy something: a refused call copies nothing and costs no more.
  await context.duplicates.take(context.caller.accountId);
  const copy = await boards.create({
    name: args.board_name ? name(args.board_name, 'board_name') : `Duplicate of ${source.name}`,
    kind: source.board_kind,
    description: source.description,
    members: args.keep_subscribers
      ? { subscriber_ids: source.subscriber_ids, team_subscriber_ids: source.team_subscriber_ids ?? [] }
      : {},
    ...place,
    groups: source.groups.filter((group) => !group.deleted),
    hidden: true,
  });
  const outcome = await startCascade(context, {
    kind: 'duplicate_board',
    board_id: source._id,
    copy_board_id: copy._id,
    with_items: args.duplicate_type !== 'duplicate_board_with_structure',
    with_updates: args.duplicate_type === 'duplicate_board_with_pulses_and_updates',
  });
  return { board: (await boards.byId.load(copy._id)) ?? copy, is_async: outcome === 'later' };
}
