import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 2 }, { name: 'globex' }]);
  acme = env.clients.acme;
  globex = env.clients.globex;
});

afterAll(async () => {
  await env?.stop();
});

async function newBoard(client = acme, name = 'Plan', kind = 'public'): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!, $k: BoardKind!) { create_board(board_name: $n, board_kind: $k) { id } }',
    { n: name, k: kind },
  );
  return create_board.id;
}

async function newItem(boardId: string, name: string, group?: string, client = acme): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $g: String) { create_item(board_id: $b, item_name: $n, group_id: $g) { id } }',
    { b: boardId, n: name, g: group },
  );
  return create_item.id;
}

async function board(id: string, fields: string, client = acme) {
  const { boards } = await client.data<{ boards: Array<Record<string, unknown>> }>(
    `query ($ids: [ID!]) { boards(ids: $ids, state: all) { ${fields} } }`,
    { ids: [id] },
  );
  return boards[0];
}

const groupIds = async (boardId: string) =>
  ((await board(boardId, 'groups { id }')).groups as Array<{ id: string }>).map((group) => group.id);

const itemNames = async (boardId: string) =>
  (
    (await board(boardId, 'items_page(limit: 100) { items { name } }')).items_page as {
      items: Array<{ name: string }>;
    }
  ).items.map((item) => item.name);

describe('users', () => {
  it('me is the token’s user; users lists the account’s users, filtered by id, email or name', async () => {
    const { me } = await acme.data<{ me: { id: string; name: string; email: string } }>(
      '{ me { id name email enabled } }',
    );
    expect(me).toMatchObject({ id: expect.stringMatching(/^\d+$/), enabled: true });
    const { users } = await acme.data<{ users: Array<{ id: string; email: string }> }>(
      '{ users { id email } }',
    );
    expect(users).toHaveLength(2);
    expect(users.map((user) => user.id)).toContain(me.id);
    const byEmail = await acme.data<{ users: Array<{ id: string }> }>(
      'query ($e: [String!]) { users(emails: $e) { id } }',
      {
        e: [me.email.toUpperCase()],
      },
    );
    expect(byEmail.users).toEqual([{ id: me.id }]);
    const byName = await acme.data<{ users: unknown[] }>('query ($n: String) { users(name: $n) { id } }', {
      n: me.name.slice(0, 5),
    });
    expect(byName.users.length).toBeGreaterThanOrEqual(1);
    const { users: theirs } = await globex.data<{ users: Array<{ id: string }> }>('{ users { id } }');
    expect(theirs).toHaveLength(1);
    expect(theirs[0].id).not.toBe(me.id);
  });

  it('a board knows its creator, owners and subscribers', async () => {
    const id = await newBoard();
    const { me } = await acme.data<{ me: { id: string } }>('{ me { id } }');
    expect(await board(id, 'creator { id } owners { id } subscribers { id }')).toEqual({
      creator: { id: me.id },
      owners: [{ id: me.id }],
      subscribers: [{ id: me.id }],
    });
  });
});

describe('board mutations', () => {
  it('update_board renames and describes a board and answers monday.com’s JSON', async () => {
    const id = await newBoard();
    const renamed = await acme.data<{ update_board: string }>(
      'mutation ($b: ID!) { update_board(board_id: $b, board_attribute: name, new_value: "Renamed") }',
      { b: id },
    );
    expect(JSON.parse(renamed.update_board)).toMatchObject({ success: true });
    await acme.data(
      'mutation ($b: ID!) { update_board(board_id: $b, board_attribute: description, new_value: "Why") }',
      { b: id },
    );
    expect(await board(id, 'name description')).toEqual({ name: 'Renamed', description: 'Why' });
  });

  it('archive_board moves a board out of the default listing into state archived', async () => {
    const id = await newBoard();
    const { archive_board } = await acme.data<{ archive_board: { state: string } }>(
      'mutation ($b: ID!) { archive_board(board_id: $b) { id state } }',
      {
        b: id,
      },
    );
    expect(archive_board.state).toBe('archived');
    const active = await acme.data<{ boards: unknown[] }>(
      'query ($ids: [ID!]) { boards(ids: $ids) { id } }',
      { ids: [id] },
    );
    expect(active.boards).toEqual([]);
    const archived = await acme.data<{ boards: unknown[] }>(
      'query ($ids: [ID!]) { boards(ids: $ids, state: archived) { id } }',
      {
        ids: [id],
      },
    );
    expect(archived.boards).toEqual([{ id }]);
  });

  it('delete_board deletes the board and its items', async () => {
    const id = await newBoard();
    const itemId = await newItem(id, 'Goes with it');
    const { delete_board } = await acme.data<{ delete_board: { state: string } }>(
      'mutation ($b: ID!) { delete_board(board_id: $b) { state } }',
      {
        b: id,
      },
    );
    expect(delete_board.state).toBe('deleted');
    const { items } = await acme.data<{ items: unknown[] }>(
      'query ($ids: [ID!]) { items(ids: $ids) { id } }',
      { ids: [itemId] },
    );
    expect(items).toEqual([]);
    const again = await acme.request('mutation ($b: ID!) { delete_board(board_id: $b) { id } }', { b: id });
    expect(again.body.errors?.[0].extensions?.code).toBe('InvalidBoardIdException');
  });
});

describe('group mutations', () => {
  it('create_group puts a group on top, or relative to another; update_group changes title, color and place', async () => {
    const id = await newBoard();
    const { create_group } = await acme.data<{ create_group: { id: string; title: string; color: string } }>(
      'mutation ($b: ID!) { create_group(board_id: $b, group_name: "Backlog", group_color: "#FF642E") { id title color } }',
      { b: id },
    );
    expect(create_group).toMatchObject({ title: 'Backlog', color: '#ff642e' });
    expect(await groupIds(id)).toEqual([create_group.id, 'topics', 'group_title']);
    const after = await acme.data<{ create_group: { id: string } }>(
      'mutation ($b: ID!) { create_group(board_id: $b, group_name: "Mid", relative_to: "topics", position_relative_method: after_at) { id } }',
      { b: id },
    );
    expect(await groupIds(id)).toEqual([create_group.id, 'topics', after.create_group.id, 'group_title']);
    const { update_group } = await acme.data<{ update_group: { title: string } }>(
      'mutation ($b: ID!) { update_group(board_id: $b, group_id: "topics", group_attribute: title, new_value: "Doing") { title } }',
      { b: id },
    );
    expect(update_group.title).toBe('Doing');
    await acme.data(
      'mutation ($b: ID!) { update_group(board_id: $b, group_id: "topics", group_attribute: relative_position_after, new_value: "group_title") { id } }',
      { b: id },
    );
    expect((await groupIds(id)).at(-1)).toBe('topics');
    const badColor = await acme.request(
      'mutation ($b: ID!) { update_group(board_id: $b, group_id: "topics", group_attribute: color, new_value: "blue") { id } }',
      { b: id },
    );
    expect(badColor.body.errors?.[0].extensions?.code).toBe('InvalidArgumentException');
  });

  it("create_group places a group at the position it is given (monday.com's deprecated position)", async () => {
    const id = await newBoard();
    const { boards } = await acme.data<{ boards: Array<{ groups: Array<{ position: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { groups { position } } }',
      { b: [id] },
    );
    const [first, second] = boards[0].groups.map((group) => Number(group.position));
    const { create_group } = await acme.data<{ create_group: { id: string; position: string } }>(
      'mutation ($b: ID!, $p: String) { create_group(board_id: $b, group_name: "Middle", position: $p) { id position } }',
      { b: id, p: String((first + second) / 2) },
    );
    expect(Number(create_group.position)).toBe((first + second) / 2);
    expect(await groupIds(id)).toEqual(['topics', create_group.id, 'group_title']);
    const both = await acme.request(
      'mutation ($b: ID!) { create_group(board_id: $b, group_name: "Both", position: "1", relative_to: "topics") { id } }',
      { b: id },
    );
    expect(both.body.errors?.[0].extensions?.code).toBe('InvalidArgumentException');
  });

  it('duplicate_group copies the group with its items', async () => {
    const id = await newBoard();
    await newItem(id, 'One', 'topics');
    await newItem(id, 'Two', 'topics');
    const { duplicate_group } = await acme.data<{ duplicate_group: { id: string; title: string } }>(
      'mutation ($b: ID!) { duplicate_group(board_id: $b, group_id: "topics") { id title } }',
      { b: id },
    );
    expect(duplicate_group.title).toBe('Duplicate of Group Title');
    expect(await groupIds(id)).toEqual(['topics', duplicate_group.id, 'group_title']);
    expect((await itemNames(id)).sort()).toEqual(['One', 'One', 'Two', 'Two']);
  });

  it('archive_group and delete_group take their items along, but never the last group', async () => {
    const id = await newBoard();
    await newItem(id, 'Archived with group', 'topics');
    await newItem(id, 'Deleted with group', 'group_title');
    await newItem(id, 'Stays', 'group_title');
    const archived = await acme.data<{ archive_group: { archived: boolean } }>(
      'mutation ($b: ID!) { archive_group(board_id: $b, group_id: "topics") { id archived } }',
      { b: id },
    );
    expect(archived.archive_group.archived).toBe(true);
    expect((await itemNames(id)).sort()).toEqual(['Deleted with group', 'Stays']);
    const last = await acme.request(
      'mutation ($b: ID!) { delete_group(board_id: $b, group_id: "group_title") { id } }',
      { b: id },
    );
    expect(last.body.errors?.[0].extensions?.code).toBe('DeleteLastGroupException');
    expect(await itemNames(id)).toHaveLength(2);
    await acme.data('mutation ($b: ID!) { create_group(board_id: $b, group_name: "Fresh") { id } }', {
      b: id,
    });
    const { delete_group } = await acme.data<{ delete_group: { deleted: boolean } }>(
      'mutation ($b: ID!) { delete_group(board_id: $b, group_id: "group_title") { deleted } }',
      { b: id },
    );
    expect(delete_group.deleted).toBe(true);
    expect(await itemNames(id)).toEqual([]);
    expect(await board(id, 'items_count')).toEqual({ items_count: 0 });
  });
});

describe('items', () => {
  it('are read by id with their group, board and creator, and counted per board', async () => {
    const id = await newBoard();
    const itemId = await newItem(id, 'Read me', 'group_title');
    await newItem(id, 'Another');
    const { me } = await acme.data<{ me: { id: string } }>('{ me { id } }');
    const { items } = await acme.data<{ items: Array<Record<string, unknown>> }>(
      'query ($ids: [ID!]) { items(ids: $ids) { id name state creator_id creator { id } board { id } group { id title } created_at updated_at } }',
      { ids: [itemId] },
    );
    expect(items).toEqual([
      {
        id: itemId,
        name: 'Read me',
        state: 'active',
        creator_id: me.id,
        creator: { id: me.id },
        board: { id },
        group: { id: 'group_title', title: 'Group Title' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(await board(id, 'items_count')).toEqual({ items_count: 2 });
  });

  it('refuses more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, n) => String(n + 1));
    const answer = await acme.request('query ($ids: [ID!]) { items(ids: $ids) { id } }', { ids });
    expect(answer.body.errors?.[0].extensions?.code).toBe('InvalidArgumentException');
  });

  it('move between groups, are duplicated, archived and deleted', async () => {
    const id = await newBoard();
    const itemId = await newItem(id, 'Mover', 'topics');
    const moved = await acme.data<{ move_item_to_group: { group: { id: string } } }>(
      'mutation ($i: ID!) { move_item_to_group(item_id: $i, group_id: "group_title") { id group { id } } }',
      { i: itemId },
    );
    expect(moved.move_item_to_group.group.id).toBe('group_title');
    const noGroup = await acme.request(
      'mutation ($i: ID!) { move_item_to_group(item_id: $i, group_id: "nope") { id } }',
      { i: itemId },
    );
    expect(noGroup.body.errors?.[0].extensions?.code).toBe('ResourceNotFoundException');

    const { duplicate_item } = await acme.data<{
      duplicate_item: { id: string; name: string; group: { id: string } };
    }>('mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id name group { id } } }', {
      b: id,
      i: itemId,
    });
    expect(duplicate_item).toMatchObject({ name: 'Mover', group: { id: 'group_title' } });
    expect(duplicate_item.id).not.toBe(itemId);

    const { archive_item } = await acme.data<{ archive_item: { state: string } }>(
      'mutation ($i: ID!) { archive_item(item_id: $i) { state } }',
      {
        i: itemId,
      },
    );
    expect(archive_item.state).toBe('archived');
    const { delete_item } = await acme.data<{ delete_item: { state: string } }>(
      'mutation ($i: ID!) { delete_item(item_id: $i) { state } }',
      {
        i: duplicate_item.id,
      },
    );
    expect(delete_item.state).toBe('deleted');
    expect(await itemNames(id)).toEqual([]);
    const active = await acme.data<{ items: unknown[] }>(
      'query ($ids: [ID!]) { items(ids: $ids, exclude_nonactive: true) { id } }',
      {
        ids: [itemId],
      },
    );
    expect(active.items).toEqual([]);
  });

  it('take item_id as monday.com types it (ID, nullable), and refuse a null one', async () => {
    const id = await newBoard();
    const itemId = await newItem(id, 'Typed as monday.com types it', 'topics');
    // Variables declared from monday.com's schema: `ID`, not `ID!`.
    const operations = [
      'mutation ($b: ID!, $i: ID) { duplicate_item(board_id: $b, item_id: $i) { id } }',
      'mutation ($i: ID) { move_item_to_group(item_id: $i, group_id: "group_title") { id } }',
      'mutation ($i: ID) { archive_item(item_id: $i) { id } }',
      'mutation ($i: ID) { delete_item(item_id: $i) { id } }',
    ];
    for (const operation of operations) {
      const board = operation.includes('$b') ? { b: id } : {};
      const missing = await acme.request(operation, { ...board, i: null });
      expect([operation, missing.body.errors?.[0].extensions?.code]).toEqual([
        operation,
        'InvalidArgumentException',
      ]);
      const done = await acme.request(operation, { ...board, i: itemId });
      expect([operation, done.body.errors]).toEqual([operation, undefined]);
    }
    // The copy stays; the original was moved, archived and deleted.
    expect(await itemNames(id)).toEqual(['Typed as monday.com types it']);
  });
});

describe('another account', () => {
  let boardId: string;
  let itemId: string;

  beforeAll(async () => {
    boardId = await newBoard(acme, 'Acme only');
    itemId = await newItem(boardId, 'Acme item');
  });

  it('reads nothing of it through any root field', async () => {
    const read = await globex.data<Record<string, unknown>>(
      'query ($b: [ID!], $i: [ID!]) { boards(ids: $b) { id } items(ids: $i) { id } users { id } me { id } }',
      { b: [boardId], i: [itemId] },
    );
    expect(read.boards).toEqual([]);
    expect(read.items).toEqual([]);
    const { users: acmeUsers } = await acme.data<{ users: Array<{ id: string }> }>('{ users { id } }');
    const theirs = (read.users as Array<{ id: string }>).map((user) => user.id);
    expect(theirs.some((id) => acmeUsers.some((user) => user.id === id))).toBe(false);
  });

  it.each([
    [
      'update_board',
      'update_board(board_id: $b, board_attribute: name, new_value: "x")',
      'InvalidBoardIdException',
    ],
    ['archive_board', 'archive_board(board_id: $b) { id }', 'InvalidBoardIdException'],
    ['delete_board', 'delete_board(board_id: $b) { id }', 'InvalidBoardIdException'],
    ['create_group', 'create_group(board_id: $b, group_name: "x") { id }', 'InvalidBoardIdException'],
    [
      'update_group',
      'update_group(board_id: $b, group_id: "topics", group_attribute: title, new_value: "x") { id }',
      'InvalidBoardIdException',
    ],
    [
      'duplicate_group',
      'duplicate_group(board_id: $b, group_id: "topics") { id }',
      'InvalidBoardIdException',
    ],
    ['archive_group', 'archive_group(board_id: $b, group_id: "topics") { id }', 'InvalidBoardIdException'],
    ['delete_group', 'delete_group(board_id: $b, group_id: "topics") { id }', 'InvalidBoardIdException'],
    ['create_item', 'create_item(board_id: $b, item_name: "x") { id }', 'InvalidBoardIdException'],
    ['duplicate_item', 'duplicate_item(board_id: $b, item_id: $i) { id }', 'ResourceNotFoundException'],
    [
      'move_item_to_group',
      'move_item_to_group(item_id: $i, group_id: "topics") { id }',
      'ResourceNotFoundException',
    ],
    ['archive_item', 'archive_item(item_id: $i) { id }', 'ResourceNotFoundException'],
    ['delete_item', 'delete_item(item_id: $i) { id }', 'ResourceNotFoundException'],
    [
      'create_column',
      'create_column(board_id: $b, title: "x", column_type: text) { id }',
      'InvalidBoardIdException',
    ],
    [
      'change_column_title',
      'change_column_title(board_id: $b, column_id: "status", title: "x") { id }',
      'InvalidBoardIdException',
    ],
    [
      'change_column_metadata',
      'change_column_metadata(board_id: $b, column_id: "status", column_property: title, value: "x") { id }',
      'InvalidBoardIdException',
    ],
    ['delete_column', 'delete_column(board_id: $b, column_id: "status") { id }', 'InvalidBoardIdException'],
    [
      'change_column_value',
      'change_column_value(board_id: $b, item_id: $i, column_id: "status", value: "{\\"index\\": 1}") { id }',
      'InvalidBoardIdException',
    ],
    [
      'change_simple_column_value',
      'change_simple_column_value(board_id: $b, item_id: $i, column_id: "status", value: "Done") { id }',
      'InvalidBoardIdException',
    ],
    [
      'change_multiple_column_values',
      'change_multiple_column_values(board_id: $b, item_id: $i, column_values: "{}") { id }',
      'InvalidBoardIdException',
    ],
  ])('cannot %s in it', async (_, mutation, code) => {
    const usesItem = mutation.includes('$i');
    const usesBoard = mutation.includes('$b');
    const params = [usesBoard ? '$b: ID!' : '', usesItem ? '$i: ID!' : ''].filter(Boolean).join(', ');
    const answer = await globex.request(`mutation (${params}) { ${mutation} }`, {
      ...(usesBoard ? { b: boardId } : {}),
      ...(usesItem ? { i: itemId } : {}),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0].extensions?.code).toBe(code);
    expect(
      await board(
        boardId,
        'name state groups { id title } columns { id title } items_page { items { id name state } }',
      ),
    ).toEqual({
      name: 'Acme only',
      state: 'active',
      groups: [
        { id: 'topics', title: 'Group Title' },
        { id: 'group_title', title: 'Group Title' },
      ],
      columns: [
        { id: 'name', title: 'Name' },
        { id: 'person', title: 'Person' },
        { id: 'status', title: 'Status' },
        { id: 'date4', title: 'Date' },
      ],
      items_page: { items: [{ id: itemId, name: 'Acme item', state: 'active' }] },
    });
  });
});
