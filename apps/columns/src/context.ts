import { forbidden, invalidBoardId } from '@workapi/errors';
import {
  mayRead,
  mayWrite,
  NOBODY,
  type BoardChange,
  type BoardFacts,
  type ReferencePublisher,
} from '@workapi/reference';
import { type RequestScope } from '@workapi/subgraph';
import type { ColumnsRepository } from './data/columns';

export interface ColumnsContext extends RequestScope {
  columns: ColumnsRepository | null;
  /** Publishes the columns of a board (reference data) for the other subgraphs. */
  publisher: ReferencePublisher;
}

export function columnsOf(context: ColumnsContext): ColumnsRepository {
  if (!context.columns) throw forbidden('This operation needs an authenticated user');
  return context.columns;
}

/**
 * A board the caller may change the columns of (`structure`), or add labels to while writing a
 * value (`content`): one it cannot see is an unknown board, one it may not change is refused.
 */
export async function writableBoard(
  context: ColumnsContext,
  boardId: string,
  change: BoardChange = 'structure',
): Promise<BoardFacts> {
  const board = await context.reference?.board(String(boardId));
  const caller = context.caller ?? NOBODY;
  if (!mayRead(board, caller)) throw invalidBoardId(String(boardId));
  if (!mayWrite(board, caller, change)) throw forbidden('User unauthorized to change this board');
  return board;
}
