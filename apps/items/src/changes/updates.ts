import { forbidden, invalidArgument, resourceNotFound } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import { updateBody } from './bodies';
import type { ItemRecord } from '../data/items';
import type { UpdateRecord } from '../data/updates';
import { itemForWrite, itemsOf, outboxFor, referenceOf, updatesOf, type ItemsContext } from '../context';
import { updateCreated } from '../webhooks/changes';

/** Updates a page holds at most (monday.com's limit). */
export const MAX_UPDATES_PAGE = 100;

/*
 * Updates (comments on items) and their replies. An update is seen by whoever sees its item: the
 * item alive (not deleted) on a board the caller may read. Only its creator changes it.
 */

/**
 * Posts an update on an item, or a reply (`parentId`) to an update; a reply to a reply joins the
 * same thread. The one place an update comes into being: whatever must follow a new update
 * (a webhook event) follows this.
 */
export async function createUpdate(
  context: ItemsContext,
  input: { itemId?: string | null; parentId?: string | null; body: string },
): Promise<UpdateRecord> {
  if (input.itemId == null && input.parentId == null)
    throw invalidArgument('item_id or parent_id is required');
  const body = updateBody(input.body);
  const parent = input.parentId == null ? undefined : await readableUpdate(context, String(input.parentId));
  if (parent && input.itemId != null && String(input.itemId) !== parent.item_id) {
    throw invalidArgument(`Update ${parent._id} is not an update of item ${input.itemId}`);
  }
  const item = await itemForWrite(context, parent?.item_id ?? String(input.itemId));
  const parentId = parent ? (parent.parent_id ?? parent._id) : undefined;
  // The one place an update is made: its create_update event is stored with it (webhooks).
  const outbox = await outboxFor(context, item.board_id);
  return updatesOf(context).create(
    { boardId: item.board_id, itemId: item._id, parentId, ...body },
    (update) =>
      outbox.emit([
        updateCreated(item, {
          id: parentId ?? update._id,
          body: body.body,
          textBody: body.textBody,
          replyId: parentId ? update._id : null,
        }),
      ]),
  );
}

export async function editUpdate(context: ItemsContext, id: string, html: string): Promise<UpdateRecord> {
  const body = updateBody(html);
  await ownUpdate(context, id);
  const edited = await updatesOf(context).edit(id, body);
  if (!edited) throw resourceNotFound('Update', id);
  return edited;
}

/** Deletes an update with its replies, or a reply, and answers it as it was. */
export async function deleteUpdate(context: ItemsContext, id: string): Promise<UpdateRecord> {
  const update = await ownUpdate(context, id);
  // Its text is read before it goes, for the answer to show it.
  await updatesOf(context).textOf(update);
  await updatesOf(context).remove(id);
  return update;
}

/** An update or reply the caller can see; ResourceNotFoundException for any other id. */
export async function readableUpdate(context: ItemsContext, id: string): Promise<UpdateRecord> {
  const update = await updatesOf(context).byId.load(id);
  if (!update || (await readable(context, [update])).length === 0) throw resourceNotFound('Update', id);
  return update;
}

/** An update or reply the caller can see and wrote: a colleague's is UserUnauthorizedException. */
async function ownUpdate(context: ItemsContext, id: string): Promise<UpdateRecord> {
  const update = await readableUpdate(context, id);
  if (update.creator_id !== context.caller?.userId) {
    throw forbidden('Only the creator of an update can edit or delete it');
  }
  return update;
}

/** The updates whose items the caller can see, in the order given. */
export async function readable(context: ItemsContext, updates: UpdateRecord[]): Promise<UpdateRecord[]> {
  if (updates.length === 0) return [];
  const items = await itemsOf(context).byId.loadMany([...new Set(updates.map((update) => update.item_id))]);
  const boards = new Map((await referenceOf(context).boards()).map((board) => [board.id, board]));
  const reader = context.caller ?? NOBODY;
  const visible = new Set(
    items
      .filter((item): item is ItemRecord => item !== null && !(item instanceof Error))
      .filter((item) => item.state !== 'deleted' && mayRead(boards.get(item.board_id), reader))
      .map((item) => item._id),
  );
  return updates.filter((update) => visible.has(update.item_id));
}

/** One page of a list already in order. */
export const pageOf = <T>(rows: T[], page: { limit: number; page: number }): T[] =>
  rows.slice((page.page - 1) * page.limit, page.page * page.limit);
