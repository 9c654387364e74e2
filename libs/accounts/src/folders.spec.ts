import { memoryDb } from '@workapi/testing';
import { AccountsRepository } from './accounts';
import { FoldersRepository } from './folders';
import { WorkspacesRepository } from './workspaces';

async function organisation() {
  const db = memoryDb();
  const accounts = new AccountsRepository(db);
  await accounts.createAccount('acme', 'pro');
  const ada = (await accounts.createUser('acme', { name: 'ada', email: 'ada@acme.test' }))._id;
  const accountId = (await accounts.findAccount('acme'))._id;
  const workspaces = new WorkspacesRepository(db);
  const ops = await workspaces.create(accountId, ada, { name: 'Ops', kind: 'open', description: null });
  const hr = await workspaces.create(accountId, ada, { name: 'HR', kind: 'open', description: null });
  const folders = new FoldersRepository(db);
  const make = (name: string, workspaceId: string | null, parentFolderId: string | null = null) =>
    folders.create(accountId, ada, { name, workspaceId, parentFolderId });
  return { folders, accountId, ada, ops: ops._id, hr: hr._id, make };
}

describe('folders', () => {
  it('nests folders in a workspace, taking the parent’s workspace and refusing another', async () => {
    const { folders, accountId, ada, ops, hr, make } = await organisation();
    const top = await make('Plans', ops);
    const sub = await folders.create(accountId, ada, {
      name: 'Q1',
      workspaceId: null,
      parentFolderId: top._id,
      color: 'DONE_GREEN',
    });
    expect(sub).toMatchObject({
      workspace_id: ops,
      parent_folder_id: top._id,
      owner_id: ada,
      color: 'DONE_GREEN',
    });
    await expect(make('Odd', hr, top._id)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(make('Lost', '404')).rejects.toMatchObject({ kind: 'invalid' });
    const main = await make('Main', null);
    expect(main.workspace_id).toBeNull();
    const page = { limit: 25, page: 1 };
    expect((await folders.list(accountId, { ...page, workspaceIds: [ops] })).map((f) => f.name)).toEqual([
      'Plans',
      'Q1',
    ]);
    expect((await folders.list(accountId, { ...page, workspaceIds: [null] })).map((f) => f.name)).toEqual([
      'Main',
    ]);
    expect((await folders.list(accountId, { limit: 1, page: 3 })).map((f) => f.name)).toEqual(['Main']);
    expect((await folders.subFolders(accountId, top._id)).map((f) => f._id)).toEqual([sub._id]);
  });

  it('moves a folder with its sub-folders, and refuses to move one into itself or below', async () => {
    const { folders, accountId, ops, hr, make } = await organisation();
    const top = await make('Plans', ops);
    const sub = await make('Q1', ops, top._id);
    const deep = await make('Jan', ops, sub._id);
    await expect(folders.update(accountId, top._id, { parentFolderId: deep._id })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/into itself/),
    });
    await expect(folders.update(accountId, top._id, { parentFolderId: top._id })).rejects.toMatchObject({
      kind: 'invalid',
    });
    const { folder, moved } = await folders.update(accountId, top._id, { workspaceId: hr, name: 'Moved' });
    expect(folder).toMatchObject({ name: 'Moved', workspace_id: hr, parent_folder_id: null });
    expect(moved.sort()).toEqual([top._id, sub._id, deep._id].sort());
    expect((await folders.find(accountId, deep._id)).workspace_id).toBe(hr);
    const other = await make('Other', ops);
    const under = await folders.update(accountId, sub._id, { parentFolderId: other._id });
    expect(under.folder).toMatchObject({ parent_folder_id: other._id, workspace_id: ops });
    expect(under.moved.sort()).toEqual([sub._id, deep._id].sort());
  });

  it('hides folders being deleted and removes them', async () => {
    const { folders, accountId, ops, make } = await organisation();
    const top = await make('Plans', ops);
    const sub = await make('Q1', ops, top._id);
    expect(await folders.subtree(accountId, top._id)).toEqual([top._id, sub._id]);
    await folders.markDeleting(accountId, [top._id, sub._id], true);
    await expect(folders.find(accountId, sub._id)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await folders.list(accountId, { limit: 25, page: 1 })).toEqual([]);
    await folders.remove(accountId, [top._id, sub._id]);
    expect(await folders.ofWorkspace(accountId, ops)).toEqual([]);
  });
});
