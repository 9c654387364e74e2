import { itemName } from '@workapi/errors';
import { endpoints, internalHandler } from '@workapi/internal';
import { itemsOf, type ItemsContext } from '../context';

/** A value of the item changed in the columns subgraph: the item was updated now (and renamed, for its name column). */
export const touch = internalHandler({
  endpoint: endpoints.items.touch,
  writes: false,
  async handle({ item_id, name }, context: ItemsContext) {
    await itemsOf(context).touch(item_id, name === undefined ? undefined : itemName(name));
    return { ok: true as const };
  },
});
