import { GraphQLScalarType, Kind } from 'graphql';
import { mayRead, NOBODY } from '@workapi/reference';
import { idList, invalidArgument, resourceNotFound } from '@workapi/errors';
import { signAssetUrl } from '@workapi/files';
import type { AssetResolvers } from '../generated/graphql';
import type { AssetParent, AssetRecord } from '../data/assets';
import { assetsOf, referenceOf, type ItemsContext } from '../context';

/**
 * `File`: bound from a multipart part only. The gateway puts a signed reference to the stored
 * file in the variable (uploads/multipart.ts); the mutation checks it. A literal in the query
 * can never be one.
 */
export const fileScalar = new GraphQLScalarType({
  name: 'File',
  description: 'A multipart file',
  parseValue: (value) => value,
  parseLiteral: (node) => {
    if (node.kind === Kind.NULL) return null;
    throw invalidArgument('file must be a file part of a multipart request (POST /v2/file)');
  },
  serialize: () => null,
});

/** The asset in full, whether the parent is its record or a reference by id (FileAssetValue.asset). */
async function recordOf(parent: AssetParent, context: ItemsContext): Promise<AssetRecord> {
  if ('key' in parent) return parent;
  const record = await assetsOf(context).byId.load(String(parent.id));
  if (!record) throw resourceNotFound('Asset', String(parent.id));
  return record;
}

function link(context: ItemsContext, asset: AssetRecord, key: string, contentType: string): string {
  return signAssetUrl(context.publicUrl, context.files.secret, {
    assetId: asset._id,
    key,
    name: asset.name,
    contentType,
    expires: Math.floor(Date.now() / 1000) + context.files.urlTtlSeconds,
  });
}

/** `assets(ids)`: the account's assets on boards the caller may see, in the order asked. */
export async function assetsByIds(context: ItemsContext, ids: readonly string[]): Promise<AssetRecord[]> {
  const wanted = idList(ids) ?? [];
  const found = (await assetsOf(context).byId.loadMany(wanted)).filter(
    (asset): asset is AssetRecord => !!asset && !(asset instanceof Error),
  );
  if (found.length === 0) return [];
  const boards = new Map((await referenceOf(context).boards()).map((board) => [board.id, board]));
  const reader = context.caller ?? NOBODY;
  return found.filter((asset) => mayRead(boards.get(asset.board_id), reader));
}

export const Asset = {
  __resolveReference: (reference, context) => recordOf(reference as AssetParent, context),
  id: (asset) => String('_id' in asset ? asset._id : asset.id),
  name: async (asset, _, context) => (await recordOf(asset, context)).name,
  url: async (asset, _, context) => {
    const record = await recordOf(asset, context);
    return link(context, record, record.key, record.content_type);
  },
  public_url: async (asset, _, context) => {
    const record = await recordOf(asset, context);
    return link(context, record, record.key, record.content_type);
  },
  url_thumbnail: async (asset, _, context) => {
    const record = await recordOf(asset, context);
    return record.thumbnail_key ? link(context, record, record.thumbnail_key, 'image/png') : null;
  },
  file_extension: async (asset, _, context) => (await recordOf(asset, context)).extension,
  file_size: async (asset, _, context) => (await recordOf(asset, context)).size,
  original_geometry: async (asset, _, context) => (await recordOf(asset, context)).geometry,
  uploaded_by: async (asset, _, context) => ({
    __typename: 'User' as const,
    id: (await recordOf(asset, context)).uploaded_by,
  }),
  created_at: async (asset, _, context) => (await recordOf(asset, context)).created_at.toISOString(),
} satisfies AssetResolvers;
