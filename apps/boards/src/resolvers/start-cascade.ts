import { forbidden } from '@workapi/errors';
import type { CascadeRecord } from '../data/cascades';
import { runCascade } from '../cascades';
import { boardsOf, type BoardsContext } from '../context';

/**
 * Stores a board, group, folder or workspace cascade, then runs it as the caller (`runCascade`):
 * its id, and `'later'` when the reconciler finishes it.
 */
export async function startCascade(
  context: BoardsContext,
  input: Pick<
    CascadeRecord,
    | 'kind'
    | 'board_id'
    | 'group_id'
    | 'copy'
    | 'prior'
    | 'folder_ids'
    | 'workspace_id'
    | 'copy_board_id'
    | 'with_items'
    | 'with_updates'
  >,
): Promise<{ id: string; outcome: 'done' | 'later' }> {
  const caller = context.caller;
  if (!caller) throw forbidden('This cascade needs an authenticated user');
  const op = await context.cascades.start({
    ...input,
    account_id: caller.accountId,
    user_id: caller.userId,
    tier: caller.tier,
    role: caller.role,
  });
  const outcome = await runCascade(op, {
    boards: boardsOf(context),
    folders: context.folders,
    workspaces: context.workspaces,
    cascades: context.cascades,
    call: context.call,
    logger: context.logger,
  });
  return { id: op._id, outcome };
}
