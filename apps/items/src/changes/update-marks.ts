import { invalidArgument, resourceNotFound } from '@workapi/errors';
import type { UpdateRecord } from '../data/updates';
import { itemForWrite, updatesOf, type ItemsContext } from '../context';
import { readableUpdate } from './updates';

/*
 * What users put on an update besides replies: likes (any reaction) and a pin to the top of its
 * item. Whoever may change the item's board may mark its updates (viewers may not).
 */

/** Characters a reaction's name may have: monday.com's are short names (`like`, `heart`). */
const MAX_REACTION = 64;

/** An update or reply the caller may mark: seen, on an item of a board it may change. */
async function markable(context: ItemsContext, id: string): Promise<UpdateRecord> {
  const update = await readableUpdate(context, String(id));
  await itemForWrite(context, update.item_id);
  return update;
}

export async function likeUpdate(
  context: ItemsContext,
  id: string,
  reactionType: string | null | undefined,
): Promise<UpdateRecord> {
  if (reactionType != null && (reactionType.trim() === '' || reactionType.length > MAX_REACTION))
    throw invalidArgument(`reaction_type must be 1 to ${MAX_REACTION} characters`);
  const update = await markable(context, id);
  await updatesOf(context).likes.like(update._id, reactionType ?? null);
  return update;
}

export async function unlikeUpdate(context: ItemsContext, id: string): Promise<UpdateRecord> {
  const update = await markable(context, id);
  await updatesOf(context).likes.unlike(update._id);
  return update;
}

/**
 * pin_to_top and unpin_from_top: an update (not a reply) is pinned to the top of its own item;
 * `item_id`, when given, must be that item.
 */
export async function pinUpdate(
  context: ItemsContext,
  args: { id: string; item_id?: string | null },
  pinned: boolean,
): Promise<UpdateRecord> {
  const update = await markable(context, args.id);
  if (update.parent_id) throw invalidArgument('A reply cannot be pinned: pin its update');
  if (args.item_id != null && String(args.item_id) !== update.item_id)
    throw invalidArgument(`Update ${update._id} is not an update of item ${args.item_id}`);
  const changed = await updatesOf(context).pin(update._id, pinned);
  if (!changed) throw resourceNotFound('Update', update._id);
  return changed;
}
