import { forbidden, invalidArgument, resourceNotFound } from '@workapi/errors';
import { mayRead, NOBODY } from '@workapi/reference';
import { updateBody } from './bodies';
import type { ItemRecord } from '../data/items';
import { newestFirst, type UpdateRecord } from '../data/updates';
import type { OutboxEntries } from '../data/outbox';
import { moment, within, type CreatedRange } from './date-range';
import {
  itemForWrite,
  itemsOf,
  outboxFor,
  referenceOf,
  updatesOf,
  writableBoard,
  type ItemsContext,
} from '../context';
import { updateCreated, updateDeleted, updateEdited } from '../webhooks/changes';
import { mentionedUsers, type Mention } from '../notifications/mentions';
import { withMentions } from '../notifications/audience';
import { eventBoardOf } from './subitems';

/** Updates a page holds at most (monday.com's limit). */
export const MAX_UPDATES_PAGE = 100;

/*
 * Updates (comments on items) and their replies. An update is seen by whoever sees its item: the
 * item alive (not deleted) on a board the caller may read. Only its creator changes it.
 */

/**
 * Posts an update on an item, or a reply (`parentId`) to an update; a reply to a reply joins the
 * same thread. The one place an update comes into being: whatever must follow a new update
 * (a webhook event, the notifications of those it mentions, answers or concerns) follows this.
 */
/** The longest `original_creation_date` kept: a date and time with nanoseconds and an offset fits. */
const ORIGINAL_DATE_MAX = 40;

/**
 * create_update's `original_creation_date`, kept as sent (an import's own record of when the update
 * was first written): a date or an ISO 8601 date and time, as the updates' date filters take them.
 * Empty is none.
 */
function originalDate(sent: string | null | undefined): string | undefined {
  const trimmed = sent?.trim();
  if (!trimmed) return undefined;
  // A fraction of a second has no bound in ISO 8601; what is kept has one.
  if (trimmed.length > ORIGINAL_DATE_MAX) throw invalidArgument('original_creation_date is too long');
  moment(trimmed, 'original_creation_date', false);
  return trimmed;
}

export async function createUpdate(
  context: ItemsContext,
  input: {
    itemId?: string | null;
    parentId?: string | null;
    body: string;
    mentions?: ReadonlyArray<Mention | null> | null;
    originalCreationDate?: string | null;
  },
): Promise<UpdateRecord> {
  if (input.itemId == null && input.parentId == null)
    throw invalidArgument('item_id or parent_id is required');
  const body = updateBody(input.body);
  const originalCreationDate = originalDate(input.originalCreationDate);
  const parent = input.parentId == null ? undefined : await readableUpdate(context, String(input.parentId));
  if (parent && input.itemId != null && String(input.itemId) !== parent.item_id) {
    throw invalidArgument(`Update ${parent._id} is not an update of item ${input.itemId}`);
  }
  const item = await itemForWrite(context, parent?.item_id ?? String(input.itemId));
  const parentId = parent ? (parent.parent_id ?? parent._id) : undefined;
  const mentioned = await mentionedUsers(context, [...(input.mentions ?? [])], body.body);
  // The one place an update is made: its create_update event is stored with it (webhooks), naming
  // whom it mentions, so the relay tells them (notifications/relay.ts).
  const outbox = await outboxFor(context, await eventBoardOf(context, item));
  const created = await updatesOf(context).create(
    { boardId: item.board_id, itemId: item._id, parentId, ...body, originalCreationDate },
    (update) =>
      outbox.emit([
        withMentions(
          updateCreated(item, {
            id: parentId ?? update._id,
            body: body.body,
            textBody: body.textBody,
            replyId: parentId ? update._id : null,
          }),
          mentioned,
        ),
      ]),
  );
  return created;
}

/** Replaces an update's text; its edit_update event is stored with the change (webhooks). */
export async function editUpdate(context: ItemsContext, id: string, html: string): Promise<UpdateRecord> {
  const body = updateBody(html);
  const update = await ownUpdate(context, id);
  const told = await toldOf(context, update, { body: body.body, textBody: body.textBody }, updateEdited);
  const edited = await updatesOf(context).edit(id, body, told);
  if (!edited) throw resourceNotFound('Update', id);
  return edited;
}

/**
 * Deletes an update with its replies, or a reply, and answers it as it was; its delete_update
 * event goes to its item's outbox before it goes (UpdatesRepository.remove).
 */
export async function deleteUpdate(context: ItemsContext, id: string): Promise<UpdateRecord> {
  const update = await ownUpdate(context, id);
  // Its text is read before it goes, for the answer and the event to show it.
  const text = await updatesOf(context).textOf(update);
  const told = await toldOf(context, update, { body: text.body, textBody: text.text_body }, updateDeleted);
  await updatesOf(context).remove(id, { itemId: update.item_id, outbox: told });
  return update;
}

/**
 * Tells that a file was attached to an update (add_file_to_update): the update changed, so its
 * edit_update event, with the text it keeps, goes to its outbox before the file is recorded.
 */
export async function tellFileAdded(context: ItemsContext, update: UpdateRecord): Promise<void> {
  const text = await updatesOf(context).textOf(update);
  const told = await toldOf(context, update, { body: text.body, textBody: text.text_body }, updateEdited);
  await updatesOf(context).tell(update._id, told);
}

/**
 * The outbox entries of an event about `update` (an update, or a reply in its thread), told on the
 * board whose webhooks hear its item, as create_update's are.
 */
async function toldOf(
  context: ItemsContext,
  update: UpdateRecord,
  text: { body: string; textBody: string },
  event: typeof updateEdited,
): Promise<OutboxEntries> {
  const item = await itemsOf(context).byId.load(update.item_id);
  if (!item) throw resourceNotFound('Update', update._id);
  const outbox = await outboxFor(context, await eventBoardOf(context, item));
  const thread = update.parent_id ? { id: update.parent_id, replyId: update._id } : { id: update._id };
  return outbox.emit([event(item, { ...thread, ...text })]);
}

/**
 * clear_item_updates: deletes every update and reply of an item, whoever wrote them, so only the
 * board's owners and the account's admins may; answers the item.
 */
export async function clearItemUpdates(context: ItemsContext, itemId: string): Promise<ItemRecord> {
  const item = await itemForWrite(context, itemId);
  const board = await writableBoard(context, item.board_id);
  const caller = context.caller;
  if (!caller || (caller.role !== 'admin' && !board.owner_ids.includes(caller.userId)))
    throw forbidden("Only the board's owners and the account's admins can clear an item's updates");
  await updatesOf(context).removeOfItem(item._id);
  return item;
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

/**
 * A page of the updates (or, with `replies`, the replies) on these boards the caller can see,
 * newest first, created within `created`; with `ids`, of those updates only (at most 100 ids).
 * The boards must be ones the caller may read. What root updates, root replies and Board.updates
 * answer.
 */
export async function updatesOnBoards(
  context: ItemsContext,
  query: {
    boardIds: string[];
    ids?: string[];
    replies?: boolean;
    created: CreatedRange;
    page: { limit: number; page: number };
  },
): Promise<UpdateRecord[]> {
  const repository = updatesOf(context);
  if (!query.ids)
    return readable(
      context,
      await repository.listOfBoards(query.boardIds, query.page, {
        replies: query.replies,
        created: query.created,
      }),
    );
  const boards = new Set(query.boardIds);
  const found = (await repository.byId.loadMany(query.ids)).filter(
    (update): update is UpdateRecord =>
      update !== null &&
      !(update instanceof Error) &&
      !update.parent_id === !query.replies &&
      boards.has(update.board_id) &&
      within(query.created, update.created_at),
  );
  return pageOf((await readable(context, found)).sort(newestFirst), query.page);
}

/** One page of a list already in order. */
export const pageOf = <T>(rows: T[], page: { limit: number; page: number }): T[] =>
  rows.slice((page.page - 1) * page.limit, page.page * page.limit);
