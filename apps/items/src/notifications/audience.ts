import { assignedUserIds } from '@workapi/column-types';
import type { ItemEvent } from '../data/item-write';
import type { ItemRecord } from '../data/items';

/** The users an item's people columns assign. */
export const assignedTo = (item: Pick<ItemRecord, 'values'>): string[] =>
  Object.values(item.values ?? {}).flatMap(assignedUserIds);

/**
 * A new item's event, naming whom its values assign: they are told so (notifications/relay.ts).
 * Only create_item and create_subitem name them; a copy assigns no one anew.
 */
export const withAssignees = (event: ItemEvent, item: ItemRecord): ItemEvent => ({
  ...event,
  audience: { assigned: assignedTo(item) },
});

/** A new update's event, naming whom it mentions: they are told so. */
export const withMentions = (event: ItemEvent, mentioned: string[]): ItemEvent => ({
  ...event,
  audience: { mentioned },
});
