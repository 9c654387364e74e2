import { forbidden } from '@workapi/errors';
import { endpoints, type AnswerOf } from '@workapi/internal';
import { type RequestScope } from '@workapi/subgraph';
import type { ItemsRepository } from './data/items';
import type { Pager } from './paging/pager';

/** What the boards subgraph tells about a board the caller may write into. */
export type BoardAccess = NonNullable<AnswerOf<typeof endpoints.boards.boardAccess>>;

export interface ItemsContext extends RequestScope {
  items: ItemsRepository | null;
  pager: Pager | null;
  /**
   * Board access asked once per board per request: fifty create_item in one request ask the boards
   * subgraph once. Safe within a request: nothing the items subgraph does changes a board's access
   * or groups, and the gateway sends another subgraph's mutations in fetches (contexts) of their own.
   */
  boardAccess?: Map<string, Promise<BoardAccess | null>>;
}

export function itemsOf(context: ItemsContext): ItemsRepository {
  if (!context.items) throw forbidden('This operation needs an authenticated user');
  return context.items;
}

export function pagerOf(context: ItemsContext): Pager {
  if (!context.pager) throw forbidden('This operation needs an authenticated user');
  return context.pager;
}

export function boardAccess(context: ItemsContext, boardId: string): Promise<BoardAccess | null> {
  context.boardAccess ??= new Map();
  let access = context.boardAccess.get(boardId);
  if (!access) {
    access = context.call(endpoints.boards.boardAccess, { board_id: boardId });
    // A failed ask is not remembered: the next resolver asks again.
    access.catch(() => context.boardAccess?.delete(boardId));
    context.boardAccess.set(boardId, access);
  }
  return access;
}
