import { DomainError, ErrorCode, forbidden, invalidBoardId, name } from '@workapi/errors';
import type { BoardRecord, BoardsRepository } from '../data/boards';
import type { DuplicateBoardType, MutationDuplicate_BoardArgs } from '../generated/graphql';
import type { BoardsContext } from '../context';
import { boardPlace } from './folders';
import { startCascade } from './start-cascade';

/** A board copy as `copyBoard` makes it: what `boards.create` takes besides the groups. */
type CopyInput = Omit<Parameters<BoardsRepository['create']>[0], 'groups' | 'hidden'>;

/**
 * A copy of `source` (docs/consistency.md, board cascades): made hidden with the source's groups,
 * then the `duplicate_board` cascade copies its columns (and its subitems board's), shows it and
 * copies its items as `type` says. `is_async`: the reconciler is still copying them; `process`:
 * the cascade doing it. duplicate_board and use_template both make their boards here.
 */
export async function copyBoard(
  context: BoardsContext,
  boards: BoardsRepository,
  source: BoardRecord,
  copy: CopyInput,
  type: DuplicateBoardType,
): Promise<{ board: BoardRecord; is_async: boolean; process: string }> {
  const made = await boards.create({
    ...copy,
    groups: source.groups.filter((group) => !group.deleted),
    hidden: true,
  });
  const started = await startCascade(context, {
    kind: 'duplicate_board',
    board_id: source._id,
    copy_board_id: made._id,
    with_items: type !== 'duplicate_board_with_structure',
    with_updates: type === 'duplicate_board_with_pulses_and_updates',
  });
  return {
    board: (await boards.byId.load(made._id)) ?? made,
    is_async: started.outcome === 'later',
    process: started.id,
  };
}

/**
 * Where a copy goes when the call names no place: the source's, checked as a named place is (a
 * subscriber of a board in a closed workspace may see it without being a member who may put
 * boards there), else the main workspace.
 */
async function sourcePlaceOrMain(
  context: BoardsContext,
  source: BoardRecord,
): Promise<{ workspaceId: string | null; folderId: string | null }> {
  try {
    return await boardPlace(context, source.workspace_id ?? null, source.board_folder_id ?? null);
  } catch (error) {
    const code = error instanceof DomainError ? error.code : undefined;
    if (code === ErrorCode.unauthorized || code === ErrorCode.notFound)
      return { workspaceId: null, folderId: null };
    throw error;
  }
}

/**
 * duplicate_board: within the account's limit of duplications (data/duplicate-quota.ts), a copy
 * of a board the caller sees, in the place it names (where the caller may put a board) or the
 * source's.
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
      : await sourcePlaceOrMain(context, source);
  // Counted once it would copy something: a refused call copies nothing and costs no more.
  await context.duplicates.take(context.caller.accountId);
  const { board, is_async } = await copyBoard(
    context,
    boards,
    source,
    {
      name: args.board_name ? name(args.board_name, 'board_name') : `Duplicate of ${source.name}`,
      kind: source.board_kind,
      description: source.description,
      members: args.keep_subscribers
        ? { subscriber_ids: source.subscriber_ids, team_subscriber_ids: source.team_subscriber_ids ?? [] }
        : {},
      ...place,
    },
    args.duplicate_type,
  );
  return { board, is_async };
}
