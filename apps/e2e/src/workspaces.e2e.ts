import { GraphQLClient, startTestStack, type GraphQLAnswer, type TestStack } from '@workapi/testing';

// Workspaces and folders through the gateway, as a monday.com client arranges its boards in them:
// who may change them, how folders nest and move, and what a deleted folder takes with it.

jest.setTimeout(120_000);

let env: TestStack;
let admin: GraphQLClient;
let owner: GraphQLClient;
let member: GraphQLClient;
let viewer: GraphQLClient;
let ownerId: string;
let memberId: string;

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;
const idOf = async (client: GraphQLClient) =>
  (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 4, roles: [undefined, undefined, undefined, 'viewer'] },
    { name: 'globex' },
  ]);
  admin = env.clients.acme;
  owner = admin.withToken(env.tokens.acme[1]);
  member = admin.withToken(env.tokens.acme[2]);
  viewer = admin.withToken(env.tokens.acme[3]);
  ownerId = await idOf(owner);
  memberId = await idOf(member);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

async function workspace(client: GraphQLClient, name: string, kind = 'open'): Promise<string> {
  const { create_workspace } = await client.data<{ create_workspace: { id: string } }>(
    `mutation ($n: String!, $k: WorkspaceKind!) { create_workspace(name: $n, kind: $k) { id } }`,
    { n: name, k: kind },
  );
  return create_workspace.id;
}

async function folder(name: string, vars: { w?: string; p?: string }): Promise<string> {
  const { create_folder } = await owner.data<{ create_folder: { id: string } }>(
    `mutation ($n: String!, $w: ID, $p: ID) { create_folder(name: $n, workspace_id: $w, parent_folder_id: $p) { id } }`,
    { n: name, ...vars },
  );
  return create_folder.id;
}

async function board(name: string, folderId: string): Promise<string> {
  const { create_board } = await owner.data<{ create_board: { id: string } }>(
    `mutation ($n: String!, $f: ID) { create_board(board_name: $n, board_kind: public, folder_id: $f) { id } }`,
    { n: name, f: folderId },
  );
  return create_board.id;
}

const boardsOf = async (ids: string[]) =>
  (
    await admin.data<{
      boards: Array<{ id: string; workspace_id: string | null; board_folder_id: string | null }>;
    }>('query ($b: [ID!]) { boards(ids: $b) { id workspace_id board_folder_id } }', { b: ids })
  ).boards;

describe('workspaces', () => {
  it('makes its creator an owner, and lists by kind, order and page, never the main workspace', async () => {
    const ops = await workspace(owner, 'Ops');
    const hr = await workspace(owner, 'HR', 'closed');
    const { workspaces } = await owner.data<{ workspaces: Array<Record<string, unknown>> }>(
      `query ($i: [ID!]) { workspaces(ids: $i) { id name kind state is_default_workspace created_at
          account_product { kind } settings { icon { color image } }
          owners_subscribers { id } users_subscribers { id } teams_subscribers { id } team_owners_subscribers { id } } }`,
      { i: [ops, hr] },
    );
    expect(workspaces[0]).toMatchObject({
      id: ops,
      name: 'Ops',
      kind: 'open',
      state: 'active',
      is_default_workspace: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      account_product: { kind: 'core' },
      settings: { icon: { color: expect.stringMatching(/^#/), image: null } },
      owners_subscribers: [{ id: ownerId }],
      users_subscribers: [{ id: ownerId }],
      teams_subscribers: [],
      team_owners_subscribers: [],
    });
    const closed = await admin.data<{ workspaces: Array<{ id: string }> }>(
      '{ workspaces(kind: closed) { id } }',
    );
    expect(closed.workspaces.map((found) => found.id)).toContain(hr);
    expect(closed.workspaces.map((found) => found.id)).not.toContain(ops);
    const newest = await admin.data<{ workspaces: Array<{ id: string }> }>(
      '{ workspaces(order_by: created_at, limit: 1) { id } }',
    );
    expect(newest.workspaces).toEqual([{ id: hr }]);
    const second = await admin.data<{ workspaces: Array<{ id: string }> }>(
      '{ workspaces(limit: 1, page: 2) { id } }',
    );
    expect(second.workspaces).toHaveLength(1);
    const all = await admin.data<{ workspaces: Array<{ id: string | null }> }>(
      '{ workspaces(limit: 100) { id } }',
    );
    expect(all.workspaces.every((found) => found.id !== null)).toBe(true);
  });

  it('lets admins and owners change membership, and no one else', async () => {
    const ws = await workspace(owner, 'Sales');
    const viewerMakes = await viewer.request(
      'mutation { create_workspace(name: "Mine", kind: open) { id } }',
    );
    expect(codeOf(viewerMakes)).toBe('UserUnauthorizedException');
    const added = await owner.data<{ add_users_to_workspace: Array<{ id: string }> }>(
      'mutation ($w: ID!, $u: [ID!]!) { add_users_to_workspace(workspace_id: $w, user_ids: $u) { id } }',
      { w: ws, u: [memberId] },
    );
    expect(added.add_users_to_workspace).toEqual([{ id: memberId }]);
    // A subscriber is not an owner: it may not change who is in the workspace.
    const refused = await member.request(
      'mutation ($w: ID!, $u: [ID!]!) { delete_users_from_workspace(workspace_id: $w, user_ids: $u) { id } }',
      { w: ws, u: [ownerId] },
    );
    expect(codeOf(refused)).toBe('UserUnauthorizedException');
    const renamed = await member.request(
      'mutation ($w: ID) { update_workspace(id: $w, attributes: { name: "Mine" }) { name } }',
      { w: ws },
    );
    expect(codeOf(renamed)).toBe('UserUnauthorizedException');
    const { create_team } = await admin.data<{ create_team: { id: string } }>(
      'mutation ($u: [ID!]) { create_team(input: { name: "Closers", subscriber_ids: $u }) { id } }',
      { u: [memberId] },
    );
    await admin.data(
      'mutation ($w: ID!, $t: [ID!]!) { add_teams_to_workspace(workspace_id: $w, team_ids: $t, kind: owner) { id } }',
      { w: ws, t: [create_team.id] },
    );
    // Now an owner through its team, the member may.
    const updated = await member.data<{ update_workspace: { name: string; kind: string } }>(
      'mutation ($w: ID) { update_workspace(id: $w, attributes: { name: "Sales EU", kind: closed }) { name kind } }',
      { w: ws },
    );
    expect(updated.update_workspace).toEqual({ name: 'Sales EU', kind: 'closed' });
    const { workspaces } = await admin.data<{
      workspaces: Array<{
        users_subscribers: Array<{ id: string }>;
        team_owners_subscribers: Array<{ id: string }>;
      }>;
    }>(
      'query ($w: [ID!]) { workspaces(ids: $w) { users_subscribers(limit: 1, page: 2) { id } team_owners_subscribers { id } } }',
      {
        w: [ws],
      },
    );
    expect(workspaces[0]).toEqual({
      users_subscribers: [{ id: memberId }],
      team_owners_subscribers: [{ id: create_team.id }],
    });
    const removed = await admin.data<{ delete_teams_from_workspace: Array<{ id: string }> }>(
      'mutation ($w: ID!, $t: [ID!]!) { delete_teams_from_workspace(workspace_id: $w, team_ids: $t) { id } }',
      { w: ws, t: [create_team.id] },
    );
    expect(removed.delete_teams_from_workspace).toEqual([{ id: create_team.id }]);
    const again = await member.request(
      'mutation ($w: ID) { update_workspace(id: $w, attributes: { name: "Back" }) { name } }',
      { w: ws },
    );
    expect(codeOf(again)).toBe('UserUnauthorizedException');
  });
});

describe('folders', () => {
  it('nests folders in a workspace and puts boards in them', async () => {
    const ws = await workspace(owner, 'Projects');
    const top = await folder('Plans', { w: ws });
    const sub = await folder('Q1', { p: top });
    const made = await board('Roadmap', sub);
    expect(await boardsOf([made])).toEqual([{ id: made, workspace_id: ws, board_folder_id: sub }]);
    const { folders } = await owner.data<{ folders: Array<Record<string, unknown>> }>(
      `query ($w: [ID]) { folders(workspace_ids: $w) { id name owner_id created_at color
          parent { id } sub_folders { id } children { id } workspace { id name } } }`,
      { w: [ws] },
    );
    expect(folders).toEqual([
      {
        id: top,
        name: 'Plans',
        owner_id: ownerId,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        color: null,
        parent: null,
        sub_folders: [{ id: sub }],
        children: [],
        workspace: { id: ws, name: 'Projects' },
      },
      expect.objectContaining({ id: sub, parent: { id: top }, children: [{ id: made }] }),
    ]);
    const inWorkspace = await owner.data<{ boards: Array<{ id: string; workspace: { name: string } }> }>(
      'query ($w: [ID]) { boards(workspace_ids: $w) { id workspace { name } } }',
      { w: [ws] },
    );
    expect(inWorkspace.boards).toEqual([{ id: made, workspace: { name: 'Projects' } }]);
    const viewerMakes = await viewer.request('mutation { create_folder(name: "Mine") { id } }');
    expect(codeOf(viewerMakes)).toBe('UserUnauthorizedException');
    const { create_board: loose } = await owner.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Loose", board_kind: public) { id workspace { id } } }',
    );
    const { create_board: placed } = await owner.data<{ create_board: { id: string; workspace_id: string } }>(
      'mutation ($w: ID) { create_board(board_name: "Placed", board_kind: public, workspace_id: $w) { id workspace_id } }',
      { w: ws },
    );
    expect(placed.workspace_id).toBe(ws);
    const inMain = await owner.data<{ boards: Array<{ id: string; workspace: null }> }>(
      '{ boards(workspace_ids: [null], limit: 100) { id workspace { id } } }',
    );
    expect(inMain.boards.map((found) => found.id)).toContain(loose.id);
    expect(inMain.boards.map((found) => found.id)).not.toContain(made);
    expect(inMain.boards.map((found) => found.id)).not.toContain(placed.id);
    expect(inMain.boards.find((found) => found.id === loose.id)?.workspace).toBeNull();
    const mainFolder = await folder('Loose', {});
    const main = await owner.data<{ folders: Array<{ workspace: { id: string | null } }> }>(
      'query ($f: [ID!]) { folders(ids: $f) { workspace { id } } }',
      { f: [mainFolder] },
    );
    expect(main.folders).toEqual([{ workspace: { id: null } }]);
    const wrong = await owner.request(
      'mutation ($f: ID, $w: ID) { create_board(board_name: "Odd", board_kind: public, folder_id: $f, workspace_id: $w) { id } }',
      { f: sub, w: await workspace(owner, 'Elsewhere') },
    );
    expect(codeOf(wrong)).toBe('InvalidArgumentException');
    const closed = await workspace(owner, 'Closed', 'closed');
    const intruder = await member.request(
      'mutation ($w: ID) { create_board(board_name: "Sneaked", board_kind: public, workspace_id: $w) { id } }',
      { w: closed },
    );
    expect(codeOf(intruder)).toBe('UserUnauthorizedException');
  });

  it('moves a folder with its boards, and refuses to move one into a folder inside it', async () => {
    const ws = await workspace(owner, 'Moving');
    const target = await workspace(owner, 'Target');
    const top = await folder('Top', { w: ws });
    const sub = await folder('Sub', { p: top });
    const made = await board('Carried', sub);
    const cycle = await owner.request(
      'mutation ($f: ID!, $p: ID) { update_folder(folder_id: $f, parent_folder_id: $p) { id } }',
      { f: top, p: sub },
    );
    expect(codeOf(cycle)).toBe('InvalidArgumentException');
    const moved = await owner.data<{
      update_folder: { id: string; name: string; workspace: { id: string } };
    }>(
      `mutation ($f: ID!, $w: ID) { update_folder(folder_id: $f, workspace_id: $w, name: "Top moved",
          position: { object_id: "1", object_type: Folder }) { id name workspace { id } } }`,
      { f: top, w: target },
    );
    expect(moved.update_folder).toEqual({ id: top, name: 'Top moved', workspace: { id: target } });
    expect(await boardsOf([made])).toEqual([{ id: made, workspace_id: target, board_folder_id: sub }]);
    const viewerMoves = await viewer.request(
      'mutation ($f: ID!) { update_folder(folder_id: $f, name: "Mine") { id } }',
      { f: top },
    );
    expect(codeOf(viewerMoves)).toBe('UserUnauthorizedException');
  });

  it('delete_folder deletes its sub-folders and their boards, with their items', async () => {
    const ws = await workspace(owner, 'Doomed');
    const top = await folder('Top', { w: ws });
    const sub = await folder('Sub', { p: top });
    const [first, second] = [await board('In top', top), await board('In sub', sub)];
    const outside = await board('Outside', await folder('Kept', { w: ws }));
    const { create_item } = await owner.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Task") { id } }',
      { b: second },
    );
    expect(
      (
        await owner.data<{ items: Array<{ id: string }> }>('query ($i: [ID!]) { items(ids: $i) { id } }', {
          i: [create_item.id],
        })
      ).items,
    ).toHaveLength(1);
    const { delete_folder } = await owner.data<{ delete_folder: { id: string } }>(
      'mutation ($f: ID!) { delete_folder(folder_id: $f) { id } }',
      { f: top },
    );
    expect(delete_folder).toEqual({ id: top });
    expect((await boardsOf([first, second, outside])).map((found) => found.id)).toEqual([outside]);
    const items = await owner.data<{ items: Array<{ id: string }> }>(
      'query ($i: [ID!]) { items(ids: $i) { id } }',
      {
        i: [create_item.id],
      },
    );
    expect(items.items).toEqual([]);
    const left = await owner.data<{ folders: Array<{ id: string }> }>(
      'query ($f: [ID!]) { folders(ids: $f) { id } }',
      {
        f: [top, sub],
      },
    );
    expect(left.folders).toEqual([]);
  });

  it('delete_workspace deletes its folders and boards', async () => {
    const ws = await workspace(owner, 'Gone');
    const inside = await board('Inside', await folder('F', { w: ws }));
    const refused = await member.request('mutation ($w: ID!) { delete_workspace(workspace_id: $w) { id } }', {
      w: ws,
    });
    expect(codeOf(refused)).toBe('UserUnauthorizedException');
    const { delete_workspace } = await owner.data<{ delete_workspace: { id: string; state: string } }>(
      'mutation ($w: ID!) { delete_workspace(workspace_id: $w) { id state } }',
      { w: ws },
    );
    expect(delete_workspace).toEqual({ id: ws, state: 'deleted' });
    expect(await boardsOf([inside])).toEqual([]);
    const active = await owner.data<{ workspaces: Array<{ id: string }> }>(
      'query ($w: [ID!]) { workspaces(ids: $w) { id } }',
      {
        w: [ws],
      },
    );
    expect(active.workspaces).toEqual([]);
  });

  it('shows another account nothing of them', async () => {
    const ws = await workspace(owner, 'Private to acme');
    const made = await board('Acme only', await folder('Acme folder', { w: ws }));
    const globex = env.clients.globex;
    const seen = await globex.data<{ workspaces: unknown[]; folders: unknown[]; boards: unknown[] }>(
      'query ($w: [ID!], $b: [ID!]) { workspaces(ids: $w) { id } folders(workspace_ids: [null]) { id } boards(ids: $b) { id } }',
      { w: [ws], b: [made] },
    );
    expect(seen).toEqual({ workspaces: [], folders: [], boards: [] });
    const touch = await globex.request(
      'mutation ($w: ID!) { add_users_to_workspace(workspace_id: $w, user_ids: [1]) { id } }',
      { w: ws },
    );
    expect(codeOf(touch)).toBe('ResourceNotFoundException');
  });
});
