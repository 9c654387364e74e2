import { forbidden, type RequestScope } from '@workapi/service-kit';
import type { ItemsRepository } from './data/items';
import type { Pager } from './paging/pager';

/** What the boards subgraph tells about a board the caller may write into. */
export interface BoardAccess {
  id: string;
  state: 'active' | 'archived';
  groups: { id: string; archived: boolean }[];
}

export interface ItemsContext extends RequestScope {
  items: ItemsRepository | null;
  pager: Pager | null;
}

export function itemsOf(context: ItemsContext): ItemsRepository {
  if (!context.items) throw forbidden('This operation needs an authenticated user');
  return context.items;
}

export function pagerOf(context: ItemsContext): Pager {
  if (!context.pager) throw forbidden('This operation needs an authenticated user');
  return context.pager;
}

export const boardAccess = (context: ItemsContext, boardId: string) =>
  context.call<BoardAccess | null>('boards', 'board-access', { board_id: boardId });
