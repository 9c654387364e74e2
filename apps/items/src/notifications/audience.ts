import { assignedUserIds } from '@workapi/column-types';
import type { ItemEvent } from '../data/item-write';
import type { ItemRecord } from '../data/items';

/** The users an item's people columns assign. */
export const assignedTo = (item: Pick<ItemRecord, 'values'>): string[] =>
  Object.values(item.values ?? {}).flatMap(assignedUserIds);

/**
 * A new item's event, naming whom its values assign besides its creator: they are told so
 * (notifications/relay.ts). Only create_item and create_subitem name them; a copy assigns no one
 * anew. Who assigns themselves is told nothing, so their event names no one and the relay reads
 * nothing for it (an import that fills a people column with its own user is common).
 */
export const withAssignees = (event: ItemEvent, item: ItemRecord): ItemEvent => {
  const assigned = assignedTo(item).filter((id) => id !== item.creator_id);
  return assigned.length > 0 ? { ...event, audience: { assigned } } : event;
};

/** A new update's event, naming whom it mentions: they are told so. */
export const withMentions = (event: ItemEvent, mentioned: string[]): ItemEvent => ({
  ...event,
  audience: { mentioned },
});
