import { forbidden, invalidArgument, invalidBoardId, resourceNotFound } from '@workapi/errors';
import type { FavoriteRecord, FavoritesRepository, FavoriteType } from '../data/favorites';
import type { GraphqlHierarchyObjectItemResolvers, MutationResolvers } from '../generated/graphql';
import { boardsOf, type BoardsContext } from '../context';

function favoritesOf(context: BoardsContext): FavoritesRepository {
  if (!context.favorites) throw forbidden('This operation needs an authenticated user');
  return context.favorites;
}

/** The favorite's object, if the caller still sees it: a board it may see, a folder of its account. */
async function objectOf(context: BoardsContext, object: { id: string; type: string }) {
  const accountId = context.caller?.accountId ?? '';
  if (object.type === 'Board') {
    const board = await boardsOf(context).byId.load(String(object.id));
    return board && board.state !== 'deleted' ? { type: 'Board' as const, board } : null;
  }
  if (object.type === 'Folder') {
    const folder = await context.folders.find(accountId, String(object.id)).catch(() => null);
    return folder ? { type: 'Folder' as const, folder } : null;
  }
  return null;
}

/** The object, or the refusal of an unknown one: a board's as any board's, a folder's as any resource's. */
async function seenObject(context: BoardsContext, object: { id: string; type: string }) {
  if (object.type === 'Dashboard') throw invalidArgument('This server has no dashboards');
  const found = await objectOf(context, object);
  if (found) return found;
  throw object.type === 'Board'
    ? invalidBoardId(String(object.id))
    : resourceNotFound('Folder', String(object.id));
}

export const GraphqlHierarchyObjectItem = {
  id: (favorite) => favorite._id,
  accountId: (favorite) => favorite.account_id,
  object: (favorite) => ({ id: favorite.object_id, type: favorite.object_type }),
  folderId: () => null,
  createdAt: (favorite) => favorite.created_at.toISOString().slice(0, 10),
  updatedAt: (favorite) => favorite.updated_at.toISOString().slice(0, 10),
} satisfies GraphqlHierarchyObjectItemResolvers;

/** The caller's favorites it can still see, in its order. */
export async function favorites(context: BoardsContext): Promise<FavoriteRecord[]> {
  const listed = await favoritesOf(context).list();
  const seen = await Promise.all(
    listed.map((favorite) => objectOf(context, { id: favorite.object_id, type: favorite.object_type })),
  );
  return listed.filter((_, index) => seen[index] !== null);
}

/** A user's favorites: boards and folders it sees, kept at hand. */
export const favoriteMutations = {
  async create_favorite(_, { input }, context) {
    const found = await seenObject(context, input.object);
    const favorite = await favoritesOf(context).add(
      { id: String(input.object.id), type: input.object.type as FavoriteType },
      input.name?.trim() || null,
      { prev: input.newPosition?.prevObject, next: input.newPosition?.nextObject },
    );
    const folder =
      found.type === 'Folder'
        ? {
            id: found.folder._id,
            accountId: found.folder.account_id,
            name: found.folder.name,
            createdAt: found.folder.created_at.toISOString().slice(0, 10),
            updatedAt: found.folder.created_at.toISOString().slice(0, 10),
            createdBy: found.folder.owner_id,
          }
        : null;
    return { favorite, folder };
  },

  /** Only objects the caller sees: one it does not is refused as unknown, as everywhere. */
  async delete_favorite(_, { input }, context) {
    await seenObject(context, input.object);
    return {
      success: await favoritesOf(context).remove({ id: String(input.object.id), type: input.object.type }),
    };
  },
} satisfies MutationResolvers;
