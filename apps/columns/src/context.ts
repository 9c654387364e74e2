import { forbidden, invalidBoardId } from '@workapi/errors';
import { mayRead, type BoardFacts, type ReferencePublisher } from '@workapi/reference';
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

/** A board the caller may change the columns of: one they can see, not deleted (reference data). */
export async function writableBoard(context: ColumnsContext, boardId: string): Promise<BoardFacts> {
  const board = await context.reference?.board(String(boardId));
  if (!mayRead(board, context.caller?.userId ?? '')) throw invalidBoardId(String(boardId));
  return board;
}
