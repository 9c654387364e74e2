import { GraphQLClient, startTestStack, type TestStack } from '@workapi/testing';

// Tags as monday.com has them: the account's, made by create_or_get_tag (public, or a private
// board's own), and a tags column holding their ids.

let env: TestStack;
let admin: GraphQLClient;
let member: GraphQLClient;
let viewer: GraphQLClient;
let globex: GraphQLClient;
let publicBoard: string;
let privateBoard: string;

interface Tag {
  id: string;
  name: string;
  color: string;
}

const TAG =
  'mutation ($n: String, $b: ID) { create_or_get_tag(tag_name: $n, board_id: $b) { id name color } }';

async function tag(name: string, board?: string, client = admin): Promise<Tag> {
  const { create_or_get_tag } = await client.data<{ create_or_get_tag: Tag }>(TAG, { n: name, b: board });
  return create_or_get_tag;
}

async function board(kind: 'public' | 'private'): Promise<string> {
  const { create_board } = await admin.data<{ create_board: { id: string } }>(
    'mutation ($k: BoardKind!) { create_board(board_name: "Tagged", board_kind: $k) { id } }',
    { k: kind },
  );
  return create_board.id;
}

const tagsOf = async (ids: string[] | null, client = admin) =>
  (await client.data<{ tags: Tag[] }>('query ($ids: [ID!]) { tags(ids: $ids) { id name } }', { ids })).tags;

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 3, roles: [undefined, 'member', 'viewer'] },
    { name: 'globex' },
  ]);
  admin = env.clients.acme;
  member = new GraphQLClient(env.gatewayUrl, env.tokens.acme[1]);
  viewer = new GraphQLClient(env.gatewayUrl, env.tokens.acme[2]);
  globex = env.clients.globex;
  publicBoard = await board('public');
  privateBoard = await board('private');
});

afterAll(async () => {
  await env?.stop();
});

describe('create_or_get_tag and tags', () => {
  it('gives the same tag for the same name, whatever its case, with a hex colour', async () => {
    const first = await tag('Release');
    expect(first).toMatchObject({ name: 'Release', color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(await tag('release')).toEqual(first);
    expect(await tag('Release', publicBoard, member)).toEqual(first);
    expect(await tagsOf([first.id])).toEqual([{ id: first.id, name: 'Release' }]);
  });

  it("makes a private board's tag its own: listed on the board, never among the public tags", async () => {
    const shared = await tag('Launch');
    const own = await tag('Launch', privateBoard);
    expect(own.id).not.toBe(shared.id);
    expect(await tag('LAUNCH', privateBoard)).toEqual(own);
    expect(await tagsOf([own.id])).toEqual([]);
    expect(await tagsOf([own.id, shared.id])).toEqual([{ id: shared.id, name: 'Launch' }]);
    expect((await tagsOf(null)).map((entry) => entry.id)).not.toContain(own.id);
    const { boards } = await admin.data<{ boards: Array<{ id: string; tags: Tag[] }> }>(
      'query ($ids: [ID!]) { boards(ids: $ids) { id tags { id name } } }',
      { ids: [privateBoard, publicBoard] },
    );
    expect(Object.fromEntries(boards.map((entry) => [entry.id, entry.tags]))).toEqual({
      [privateBoard]: [{ id: own.id, name: 'Launch' }],
      [publicBoard]: [],
    });
  });

  it('refuses a viewer, and a member on a private board it does not see', async () => {
    const byViewer = await viewer.request(TAG, { n: 'Nope', b: publicBoard });
    expect(byViewer.body.errors?.[0].extensions).toMatchObject({ code: 'UserUnauthorizedException' });
    const unseen = await member.request(TAG, { n: 'Nope', b: privateBoard });
    expect(unseen.body.data).toEqual({ create_or_get_tag: null });
    expect(unseen.body.errors).toHaveLength(1);
    expect((await tagsOf(null)).map((entry) => entry.name)).not.toContain('Nope');
  });

  it("shows another account none of the account's tags", async () => {
    const mine = await tag('Confidential');
    expect(await tagsOf([mine.id], globex)).toEqual([]);
    expect(await tagsOf(null, globex)).toEqual([]);
    expect((await tag('Confidential', undefined, globex)).id).not.toBe(mine.id);
  });
});

describe('a tags column', () => {
  let columnId: string;
  let itemId: string;

  beforeAll(async () => {
    ({
      create_column: { id: columnId },
    } = await admin.data<{ create_column: { id: string } }>(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Tags", column_type: tags) { id } }',
      { b: publicBoard },
    ));
    ({
      create_item: { id: itemId },
    } = await admin.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Tagged item") { id } }',
      { b: publicBoard },
    ));
  });

  const write = (value: unknown, client = admin) =>
    client.request(
      'mutation ($b: ID!, $i: ID, $c: String!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: $c, value: $v) { id } }',
      { b: publicBoard, i: itemId, c: columnId, v: JSON.stringify(value) },
    );

  async function read() {
    const { items } = await admin.data<{
      items: Array<{
        column_values: Array<{ text: string; value: string | null; tag_ids: number[]; tags: Tag[] }>;
      }>;
    }>(
      'query ($i: [ID!], $c: [String!]) { items(ids: $i) { column_values(ids: $c) { text value ... on TagsValue { tag_ids tags { id name color } } } } }',
      { i: [itemId], c: [columnId] },
    );
    return items[0].column_values[0];
  }

  it('holds tag ids written in monday.com’s form and shows their names', async () => {
    const [design, docs] = [await tag('Design'), await tag('Docs')];
    expect((await write({ tag_ids: [Number(docs.id), Number(design.id)] })).body.errors).toBeUndefined();
    expect(await read()).toEqual({
      text: 'Docs, Design',
      value: JSON.stringify({ tag_ids: [Number(docs.id), Number(design.id)] }),
      tag_ids: [Number(docs.id), Number(design.id)],
      tags: [docs, design],
    });
  });

  it('takes the names of existing tags in the simple form, and refuses a name no tag has', async () => {
    const design = await tag('Design');
    const named = await admin.request(
      'mutation ($b: ID!, $i: ID, $c: String!) { change_simple_column_value(board_id: $b, item_id: $i, column_id: $c, value: "design") { id } }',
      { b: publicBoard, i: itemId, c: columnId },
    );
    expect(named.body.errors).toBeUndefined();
    expect(await read()).toMatchObject({ text: 'Design', tag_ids: [Number(design.id)] });
    const unknown = await write({ tag_names: ['Never made'] });
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ code: 'ColumnValueException' });
  });

  it("refuses another account's tag and a private board's tag with ColumnValueException, keeping the value", async () => {
    const before = await read();
    const theirs = await tag('Theirs', undefined, globex);
    const own = await tag('Inner', privateBoard);
    for (const id of [theirs.id, own.id]) {
      const answer = await write({ tag_ids: [Number(id)] });
      expect(answer.body.data).toEqual({ change_column_value: null });
      expect(answer.body.errors?.[0].extensions).toMatchObject({
        code: 'ColumnValueException',
        error_data: { column_type: 'tags' },
      });
    }
    expect(await read()).toEqual(before);
  });

  it('shows another account nothing of the item or its tags', async () => {
    const { items } = await globex.data<{ items: unknown[] }>('query ($i: [ID!]) { items(ids: $i) { id } }', {
      i: [itemId],
    });
    expect(items).toEqual([]);
  });
});
