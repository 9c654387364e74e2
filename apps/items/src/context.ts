import { forbidden, invalidBoardId } from '@workapi/errors';
import { mayRead, type BoardFacts, type ReferenceReader } from '@workapi/reference';
import { type RequestScope } from '@workapi/subgraph';
import type { ItemsRepository } from './data/items';
import type { SubitemsRepository } from './data/subitems';
import type { Pager } from './paging/pager';

export interface ItemsContext extends RequestScope {
  items: ItemsRepository | null;
  subitems: SubitemsRepository | null;
  pager: Pager | null;
}

export function itemsOf(context: ItemsContext): ItemsRepository {
  if (!context.items) throw forbidden('This operation needs an authenticated user');
  return context.items;
}

export function subitemsOf(context: ItemsContext): SubitemsRepository {
  if (!context.subitems) throw forbidden('This operation needs an authenticated user');
  return context.subitems;
}

export function pagerOf(context: ItemsContext): Pager {
  if (!context.pager) throw forbidden('This operation needs an authenticated user');
  return context.pager;
}

export function referenceOf(context: ItemsContext): ReferenceReader {
  if (!context.reference) throw forbidden('This operation needs an authenticated user');
  return context.reference;
}

/** A board the caller may read and write into (active or archived, not deleted), from the reference data. */
export async function writableBoard(context: ItemsContext, boardId: string): Promise<BoardFacts> {
  const board = await referenceOf(context).board(String(boardId));
  if (!mayRead(board, context.caller?.userId ?? '')) throw invalidBoardId(String(boardId));
  return board;
}
