import { thumbnailKey } from '@workapi/files';
import { endpoints, internalHandler } from '@workapi/internal';
import { assetsOf, type ItemsContext } from '../context';

/**
 * The gateway's uploads of a request it has answered: each one no asset records is claimed
 * (data/assets.ts `release`), then its bytes and thumbnail are removed, so a refused upload does
 * not wait for the sweep. What a record names is never claimed, so never removed.
 */
export const releaseUploads = internalHandler({
  endpoint: endpoints.items.releaseUploads,
  changesData: false,
  async handle({ keys }, context: ItemsContext) {
    const released = await assetsOf(context).release(keys);
    const store = await context.files.store();
    await Promise.all(released.flatMap((key) => [store.delete(key), store.delete(thumbnailKey(key))]));
    return { released: released.length };
  },
});
