import { forbidden, type RequestScope } from '@workapi/service-kit';
import type { ItemsRepository } from './data/items';

export interface BoardAccess {
  id: string;
  groups: { id: string; archived: boolean }[];
}

export interface ItemsContext extends RequestScope {
  items: ItemsRepository | null;
  /** Asks the boards subgraph whether the caller may write into a board, and which groups it has. */
  boardAccess(boardId: string): Promise<BoardAccess | null>;
}

export function itemsOf(context: ItemsContext): ItemsRepository {
  if (!context.items) throw forbidden('This operation needs an authenticated user');
  return context.items;
}
