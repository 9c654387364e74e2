import { forbidden, invalidBoardId, resourceNotFound } from '@workapi/errors';
import { mayRead, type BoardFacts, type ReferenceReader } from '@workapi/reference';
import { type RequestScope } from '@workapi/subgraph';
import type { ItemRecord, ItemsRepository } from './data/items';
import type { UpdatesRepository } from './data/updates';
import type { Pager } from './paging/pager';

export interface ItemsContext extends RequestScope {
  items: ItemsRepository | null;
  updates: UpdatesRepository | null;
  pager: Pager | null;
}

export function itemsOf(context: ItemsContext): ItemsRepository {
  if (!context.items) throw forbidden('This operation needs an authenticated user');
  return context.items;
}

export function updatesOf(context: ItemsContext): UpdatesRepository {
  if (!context.updates) throw forbidden('This operation needs an authenticated user');
  return context.updates;
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

/** An item the caller may change: not deleted, on a board they can see; else ResourceNotFoundException. */
export async function itemForWrite(context: ItemsContext, itemId: string): Promise<ItemRecord> {
  const item = await itemsOf(context).byId.load(String(itemId));
  if (!item || item.state === 'deleted') throw resourceNotFound('Item', String(itemId));
  await writableBoard(context, item.board_id).catch(() => {
    throw resourceNotFound('Item', String(itemId));
  });
  return item;
}
