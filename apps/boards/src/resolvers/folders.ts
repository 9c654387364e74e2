import { forbidden, idList, invalidArgument, pageLimit, pageNumber } from '@workapi/errors';
import type {
  FolderColor,
  FolderCustomIcon,
  FolderFontWeight,
  FolderResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/graphql';
import { boardsOf, type BoardsContext } from '../context';
import { startCascade } from './start-cascade';
import { answered } from './refusals';
import { docsOf } from './docs';
import { boardStates, workspaceOf } from './workspaces';

/** monday.com's `folders` serves at most 100 a page. */
const MAX_FOLDERS_PAGE = 100;

/** At most this many of a folder's boards are answered as its children. */
const CHILDREN_LIMIT = 500;

/**
 * The caller, if it may arrange folders and boards in a workspace (null: the main one): an admin,
 * or a member in the main workspace, an open one, or one it is a member of. Viewers and guests
 * arrange nothing.
 */
async function arrangerOf(context: BoardsContext, workspaceId: string | null) {
  const caller = context.caller;
  if (!caller) throw forbidden('This operation needs an authenticated user');
  if (caller.role === 'admin') return caller;
  if (caller.role !== 'member') throw forbidden('Viewers and guests cannot change folders');
  if (workspaceId === null) return caller;
  const workspace = await answered(
    context.workspaces.find(caller.accountId, workspaceId),
    'Workspace',
    workspaceId,
  );
  if (workspace.kind !== 'closed' || (await context.workspaces.isMember(workspace, caller.userId)))
    return caller;
  throw forbidden('Only members of a closed workspace may change its folders');
}

/**
 * Where create_board puts a board: in the folder given and its workspace (which must be the
 * workspace given, if any), or in the workspace given; nothing given, the main workspace. Only
 * who may arrange a workspace puts boards in it.
 */
export async function boardPlace(
  context: BoardsContext,
  workspaceId: string | null | undefined,
  folderId: string | null | undefined,
): Promise<{ workspaceId: string | null; folderId: string | null }> {
  const accountId = context.caller?.accountId ?? '';
  if (folderId) {
    const folder = await answered(
      context.folders.find(accountId, String(folderId)),
      'Folder',
      String(folderId),
    );
    if (workspaceId && String(workspaceId) !== folder.workspace_id)
      throw invalidArgument(`folder ${folder._id} is not in workspace ${workspaceId}`);
    if (folder.workspace_id !== null) await arrangerOf(context, folder.workspace_id);
    return { workspaceId: folder.workspace_id, folderId: folder._id };
  }
  if (!workspaceId) return { workspaceId: null, folderId: null };
  const workspace = await answered(
    context.workspaces.find(accountId, String(workspaceId)),
    'Workspace',
    String(workspaceId),
  );
  await arrangerOf(context, workspace._id);
  return { workspaceId: workspace._id, folderId: null };
}

export const Folder = {
  id: (folder) => folder._id,
  created_at: (folder) => folder.created_at.toISOString().slice(0, 10),
  // Stored as given through the schema's enums.
  color: (folder) => (folder.color ?? null) as FolderColor | null,
  custom_icon: (folder) => (folder.custom_icon ?? null) as FolderCustomIcon | null,
  font_weight: (folder) => (folder.font_weight ?? null) as FolderFontWeight | null,
  workspace: (folder, _, context) => workspaceOf(context, folder.workspace_id),
  parent: (folder, _, context) =>
    folder.parent_folder_id
      ? context.folders.find(folder.account_id, folder.parent_folder_id).catch(() => null)
      : null,
  sub_folders: (folder, _, context) => context.folders.subFolders(folder.account_id, folder._id),
  children: (folder, _, context) =>
    boardsOf(context).list({ state: 'active', folderIds: [folder._id], limit: CHILDREN_LIMIT, page: 1 }),
} satisfies FolderResolvers;

export const foldersQuery: Pick<QueryResolvers, 'folders'> = {
  /** Those of closed workspaces the caller is no member of are left out, as on monday.com. */
  async folders(_, args, context) {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    const found = await context.folders.list(caller.accountId, {
      ids: idList(args.ids),
      workspaceIds: args.workspace_ids?.map((id) => (id === null ? null : String(id))),
      limit: pageLimit(args.limit, 25, MAX_FOLDERS_PAGE),
      page: pageNumber(args.page),
    });
    if (caller.role === 'admin') return found;
    const hidden = new Set<string>();
    for (const id of new Set(found.map((folder) => folder.workspace_id))) {
      if (id === null) continue;
      const workspace = await workspaceOf(context, id);
      if (workspace.kind === 'closed' && !(await context.workspaces.isMember(workspace, caller.userId)))
        hidden.add(id);
    }
    return found.filter((folder) => folder.workspace_id === null || !hidden.has(folder.workspace_id));
  },
};

export const folderMutations = {
  async create_folder(_, args, context) {
    const parentId = args.parent_folder_id ? String(args.parent_folder_id) : null;
    const accountId = context.caller?.accountId ?? '';
    const parent = parentId
      ? await answered(context.folders.find(accountId, parentId), 'Folder', parentId)
      : null;
    const workspaceId = args.workspace_id ? String(args.workspace_id) : null;
    const caller = await arrangerOf(context, parent ? parent.workspace_id : workspaceId);
    return answered(
      context.folders.create(caller.accountId, caller.userId, {
        name: args.name,
        workspaceId,
        parentFolderId: parentId,
        color: args.color,
        custom_icon: args.custom_icon,
        font_weight: args.font_weight,
      }),
      'Workspace',
      workspaceId ?? '',
    );
  },

  /** A folder that changes workspace takes its sub-folders and their boards with it. */
  async update_folder(_, args, context) {
    const id = String(args.folder_id);
    const accountId = context.caller?.accountId ?? '';
    const folder = await answered(context.folders.find(accountId, id), 'Folder', id);
    await arrangerOf(context, folder.workspace_id);
    if (args.workspace_id) await arrangerOf(context, String(args.workspace_id));
    const { folder: changed, moved } = await answered(
      context.folders.update(accountId, id, {
        ...(args.name != null ? { name: args.name } : {}),
        ...(args.color !== undefined ? { color: args.color } : {}),
        ...(args.custom_icon !== undefined ? { custom_icon: args.custom_icon } : {}),
        ...(args.font_weight !== undefined ? { font_weight: args.font_weight } : {}),
        ...(args.parent_folder_id !== undefined
          ? { parentFolderId: args.parent_folder_id ? String(args.parent_folder_id) : null }
          : {}),
        ...(args.workspace_id !== undefined
          ? { workspaceId: args.workspace_id ? String(args.workspace_id) : null }
          : {}),
        ...(args.position
          ? {
              position: {
                object_id: args.position.object_id,
                object_type: args.position.object_type,
                is_after: args.position.is_after ?? true,
              },
            }
          : {}),
      }),
      'Folder',
      String(args.parent_folder_id ?? id),
    );
    await boardsOf(context).moveFolders(moved, changed.workspace_id);
    return changed;
  },

  /** The folder goes at once with its sub-folders and their boards; their items follow (docs/consistency.md). */
  async delete_folder(_, args, context) {
    const id = String(args.folder_id);
    const accountId = context.caller?.accountId ?? '';
    const folder = await answered(context.folders.find(accountId, id), 'Folder', id);
    await arrangerOf(context, folder.workspace_id);
    const folder_ids = await context.folders.subtree(accountId, folder._id);
    const docs = docsOf(context);
    await docs.remove(await docs.idsWithin({ folderIds: folder_ids }));
    await startCascade(context, {
      kind: 'delete_folder',
      folder_ids,
      prior: { board_states: await boardStates(context, { folderIds: folder_ids }) },
    });
    return folder;
  },
} satisfies MutationResolvers;
