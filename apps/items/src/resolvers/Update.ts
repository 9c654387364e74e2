import type { LikeResolvers, ReplyResolvers, UpdateResolvers } from '../generated/graphql';
import type { UpdateLikeRecord } from '../data/update-likes';
import type { UpdateRecord } from '../data/updates';
import { assetsOf, itemsOf, updatesOf, type ItemsContext } from '../context';

/** What an update and a reply answer alike. The text is read only when asked for (update-texts.ts). */
const common = {
  id: (update: UpdateRecord) => update._id,
  body: async (update: UpdateRecord, _: unknown, context: ItemsContext) =>
    (await updatesOf(context).textOf(update)).body,
  text_body: async (update: UpdateRecord, _: unknown, context: ItemsContext) =>
    (await updatesOf(context).textOf(update)).text_body,
  creator: (update: UpdateRecord) => ({ __typename: 'User' as const, id: update.creator_id }),
  created_at: (update: UpdateRecord) => update.created_at.toISOString(),
  updated_at: (update: UpdateRecord) => update.updated_at.toISOString(),
  edited_at: (update: UpdateRecord) => update.updated_at.toISOString(),
  likes: (update: UpdateRecord, _: unknown, context: ItemsContext) =>
    updatesOf(context).likes.ofUpdate.load(update._id),
  pinned_to_top: (update: UpdateRecord) => (update.pinned ? [{ item_id: update.item_id }] : []),
  assets: (update: UpdateRecord, _: unknown, context: ItemsContext) =>
    assetsOf(context).ofUpdate.load(update._id),
  // Views are counted by monday.com's apps as a user opens an update; none reads one here but the API.
  viewers: () => [],
};

export const Update = {
  ...common,
  item: (update, _, context) => itemsOf(context).shownById.load(update.item_id),
  replies: (update, _, context) => updatesOf(context).repliesOf.load(update._id),
} satisfies UpdateResolvers;

export const Reply = common satisfies ReplyResolvers;

export const Like = {
  id: (like) => like._id,
  creator: (like) => ({ __typename: 'User', id: like.creator_id }),
  created_at: (like) => like.created_at.toISOString(),
  updated_at: (like) => like.updated_at.toISOString(),
} satisfies LikeResolvers<ItemsContext, UpdateLikeRecord>;
