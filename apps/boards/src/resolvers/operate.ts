import { forbidden } from '@workapi/errors';
import type { OperationRecord } from '../data/operations';
import { runOperation } from '../operations';
import { boardsOf, type BoardsContext } from '../context';

/**
 * Stores a board, group, folder or workspace operation, then runs it as the caller (`runOperation`):
 * `'later'` when the reconciler finishes it.
 */
export async function operate(
  context: BoardsContext,
  input: Pick<
    OperationRecord,
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
): Promise<'done' | 'later'> {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  const op = await context.operations.start({
    ...input,
    account_id: caller.accountId,
    user_id: caller.userId,
    tier: caller.tier,
    role: caller.role,
  });
  return runOperation(op, {
    boards: boardsOf(context),
    folders: context.folders,
    workspaces: context.workspaces,
    operations: context.operations,
    call: context.call,
    logger: context.logger,
  });
}
