import { forbidden, type RequestScope } from '@workapi/service-kit';
import type { AccountsRepository } from './data/accounts';
import type { BoardsRepository } from './data/boards';

export interface BoardsContext extends RequestScope {
  accounts: AccountsRepository;
  /** Null when the request carries no caller (only internal calls such as token lookup do). */
  boards: BoardsRepository | null;
  columns: { createDefaultColumns(boardId: string): Promise<void> };
}

export function boardsOf(context: BoardsContext): BoardsRepository {
  if (!context.boards) throw forbidden('This operation needs an authenticated user');
  return context.boards;
}
