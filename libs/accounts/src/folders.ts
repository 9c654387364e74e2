import type { Collection, Db, Filter } from 'mongodb';
import { withFreshId, type IndexPlan } from '@workapi/stores';
import { MAX_TEXT } from './users';
import { folderNotFound, invalidValue } from './refusals';
import type { WorkspaceRecord } from './workspaces';

/** monday.com's folder looks; `NULL` is its "none". */
export interface FolderLooks {
  color?: string | null;
  custom_icon?: string | null;
  font_weight?: string | null;
}

/** Where a folder is placed among its neighbours (monday.com's DynamicPosition), kept as given. */
export interface FolderPosition {
  object_id: string;
  object_type: string;
  is_after: boolean;
}

/**
 * A folder of boards in a workspace (null: the account's main workspace), maybe inside another
 * folder of the same workspace. A folder being deleted (`deleting`) is hidden at once; it is
 * removed when its boards are gone (the boards subgraph's delete_folder operation).
 */
export interface FolderRecord extends FolderLooks {
  _id: string;
  account_id: string;
  name: string;
  workspace_id: string | null;
  parent_folder_id: string | null;
  owner_id: string;
  position?: FolderPosition;
  deleting?: boolean;
  created_at: Date;
}

export interface FolderQuery {
  ids?: string[];
  /** Folders of these workspaces; null stands for the main workspace. */
  workspaceIds?: (string | null)[];
  limit: number;
  page: number;
}

export const folderIndexes: IndexPlan = {
  folders: [
    { key: { account_id: 1, workspace_id: 1 }, name: 'account_workspace_folders' },
    { key: { account_id: 1, parent_folder_id: 1 }, name: 'account_sub_folders' },
  ],
};

const FOLDER_ID_BASE = 15_000_000;

const nameOf = (value: string): string => {
  const name = value.trim();
  if (name.length < 1 || name.length > MAX_TEXT)
    throw invalidValue(`name must be 1 to ${MAX_TEXT} characters`);
  return name;
};

const byId = (a: FolderRecord, b: FolderRecord) => Number(a._id) - Number(b._id);

/** The folders of accounts' workspaces. Folders decide no one's access: nothing is published on change. */
export class FoldersRepository {
  private readonly folders: Collection<FolderRecord>;
  private readonly workspaces: Collection<WorkspaceRecord>;

  constructor(private readonly db: Db) {
    this.folders = db.collection('folders');
    this.workspaces = db.collection('workspaces');
  }

  async list(accountId: string, query: FolderQuery): Promise<FolderRecord[]> {
    const filter: Filter<FolderRecord> = { account_id: accountId, deleting: { $ne: true } };
    if (query.ids) filter._id = { $in: query.ids };
    if (query.workspaceIds) filter.workspace_id = { $in: query.workspaceIds };
    const all = (await this.folders.find(filter).toArray()).sort(byId);
    return all.slice((query.page - 1) * query.limit, query.page * query.limit);
  }

  async find(accountId: string, id: string): Promise<FolderRecord> {
    const folder = await this.folders.findOne({ account_id: accountId, _id: id, deleting: { $ne: true } });
    if (!folder) throw folderNotFound(id);
    return folder;
  }

  /** A folder's folders, one level down. */
  async subFolders(accountId: string, id: string): Promise<FolderRecord[]> {
    return (
      await this.folders
        .find({ account_id: accountId, parent_folder_id: id, deleting: { $ne: true } })
        .toArray()
    ).sort(byId);
  }

  /** A folder and every folder below it, the folder first. */
  async subtree(accountId: string, id: string): Promise<string[]> {
    const ids = [id];
    for (let level = [id]; level.length > 0;) {
      const below = await this.folders
        .find({ account_id: accountId, parent_folder_id: { $in: level } }, { projection: { _id: 1 } })
        .toArray();
      level = below.map((folder) => folder._id).filter((found) => !ids.includes(found));
      ids.push(...level);
    }
    return ids;
  }

  /** The ids of every folder of a workspace. */
  async ofWorkspace(accountId: string, workspaceId: string): Promise<string[]> {
    const folders = await this.folders
      .find({ account_id: accountId, workspace_id: workspaceId }, { projection: { _id: 1 } })
      .toArray();
    return folders.map((folder) => folder._id);
  }

  /**
   * A new folder, in the workspace given or its parent's: a parent in another workspace than the
   * one given is refused.
   */
  async create(
    accountId: string,
    ownerId: string,
    input: FolderLooks & { name: string; workspaceId: string | null; parentFolderId: string | null },
  ): Promise<FolderRecord> {
    const name = nameOf(input.name);
    const workspace_id = await this.placeOf(accountId, input.workspaceId, input.parentFolderId);
    return withFreshId(this.db, 'folders', FOLDER_ID_BASE, 1, async (id) => {
      const record: FolderRecord = {
        _id: id,
        account_id: accountId,
        name,
        workspace_id,
        parent_folder_id: input.parentFolderId,
        owner_id: ownerId,
        color: input.color ?? null,
        custom_icon: input.custom_icon ?? null,
        font_weight: input.font_weight ?? null,
        created_at: new Date(),
      };
      await this.folders.insertOne(record);
      return record;
    });
  }

  /**
   * Changes a folder's looks and name, and moves it: under another folder (into that folder's
   * workspace), or to the top of a workspace. A folder cannot go under itself or a folder below
   * it. Answers the folder and, when it changed workspace, the folders that moved with it.
   */
  async update(
    accountId: string,
    id: string,
    change: FolderLooks & {
      name?: string;
      /** undefined: stays; null: the main workspace. */
      workspaceId?: string | null;
      parentFolderId?: string | null;
      position?: FolderPosition;
    },
  ): Promise<{ folder: FolderRecord; moved: string[] }> {
    const folder = await this.find(accountId, id);
    const set: Partial<FolderRecord> = {};
    if (change.name !== undefined) set.name = nameOf(change.name);
    for (const look of ['color', 'custom_icon', 'font_weight'] as const)
      if (change[look] !== undefined) set[look] = change[look];
    if (change.position) set.position = change.position;
    let moved: string[] = [];
    if (change.parentFolderId !== undefined || change.workspaceId !== undefined) {
      const parent = change.parentFolderId ?? null;
      const subtree = await this.subtree(accountId, id);
      if (parent !== null && subtree.includes(parent))
        throw invalidValue(`folder ${id} cannot be moved into itself or a folder inside it`);
      const workspace =
        change.workspaceId !== undefined || parent !== null
          ? await this.placeOf(accountId, change.workspaceId ?? (parent ? undefined : null), parent)
          : folder.workspace_id;
      set.parent_folder_id = parent;
      set.workspace_id = workspace;
      if (workspace !== folder.workspace_id) {
        await this.folders.updateMany(
          { account_id: accountId, _id: { $in: subtree } },
          { $set: { workspace_id: workspace } },
        );
        moved = subtree;
      }
    }
    await this.folders.updateOne({ _id: folder._id, account_id: accountId }, { $set: set });
    return { folder: { ...folder, ...set }, moved };
  }

  /** Hides folders while their boards are deleted (`deleting`), or shows them again (an undo). */
  async markDeleting(accountId: string, ids: string[], deleting: boolean): Promise<void> {
    await this.folders.updateMany({ account_id: accountId, _id: { $in: ids } }, { $set: { deleting } });
  }

  async remove(accountId: string, ids: string[]): Promise<void> {
    await this.folders.deleteMany({ account_id: accountId, _id: { $in: ids } });
  }

  /**
   * The workspace a folder goes into: the parent's when there is a parent (refused if the
   * workspace given is another), else the one given (undefined: the main one), which must exist.
   */
  private async placeOf(
    accountId: string,
    workspaceId: string | null | undefined,
    parentFolderId: string | null,
  ): Promise<string | null> {
    if (parentFolderId !== null) {
      const parent = await this.find(accountId, parentFolderId);
      if (workspaceId !== undefined && workspaceId !== null && workspaceId !== parent.workspace_id)
        throw invalidValue(`folder ${parentFolderId} is not in workspace ${workspaceId}`);
      return parent.workspace_id;
    }
    if (!workspaceId) return null;
    const workspace = await this.workspaces.findOne({
      account_id: accountId,
      _id: workspaceId,
      state: { $ne: 'deleted' },
    });
    if (!workspace) throw invalidValue(`no workspace with id "${workspaceId}"`);
    return workspace._id;
  }
}
