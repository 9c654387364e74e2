import { startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

/** Where the API says clients reach it: the links it answers start so. */
const PUBLIC_URL = 'https://work.example.test';

let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;
let boardId: string;

async function createBoard(name: string, client = acme): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  return create_board.id;
}

async function createItem(name: string, groupId?: string, board = boardId): Promise<string> {
  const { create_item } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!, $g: String) { create_item(board_id: $b, item_name: $n, group_id: $g) { id } }',
    { b: board, n: name, g: groupId },
  );
  return create_item.id;
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], { PUBLIC_URL });
  acme = env.clients.acme;
  globex = env.clients.globex;
  boardId = await createBoard('Fields');
});

afterAll(async () => {
  await env?.stop();
});

describe('links and fields of an item', () => {
  it("answers the item's link, its path and its address, in monday.com's shapes", async () => {
    const id = await createItem('Linked');
    const { items } = await acme.data<{
      items: Array<{ url: string; relative_link: string; email: string }>;
    }>('query ($ids: [ID!]) { items(ids: $ids) { url relative_link email } }', { ids: [id] });
    expect(items[0]).toEqual({
      url: `${PUBLIC_URL}/boards/${boardId}/pulses/${id}`,
      relative_link: `/boards/${boardId}/pulses/${id}`,
      email: `pulse-${id}@work.example.test`,
    });
  });

  it("answers an item's description doc as none, which nothing in the API makes", async () => {
    // Clients read an item's body as description { blocks { type content } }: the field must
    // exist, and an item without a description answers null.
    const id = await createItem('Undescribed');
    const { items } = await acme.data<{ items: Array<{ id: string; description: unknown }> }>(
      'query ($ids: [ID!]) { items(ids: $ids) { id description { id blocks(limit: 60) { type content } } } }',
      { ids: [id] },
    );
    expect(items).toEqual([{ id, description: null }]);
    const { boards } = await acme.data<{
      boards: Array<{ items_page: { items: Array<{ id: string; description: unknown }> } }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 500) { items { id description { blocks { content } } } } } }',
      { b: [boardId] },
    );
    expect(boards[0].items_page.items).toContainEqual({ id, description: null });
  });

  it('answers them for the items of a page too, where monday.com tools read them', async () => {
    const id = await createItem('Paged');
    const { boards } = await acme.data<{
      boards: Array<{ items_page: { items: Array<{ id: string; url: string }> } }>;
    }>('query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 100) { items { id url } } } }', {
      b: [boardId],
    });
    expect(boards[0].items_page.items).toContainEqual({
      id,
      url: `${PUBLIC_URL}/boards/${boardId}/pulses/${id}`,
    });
  });
});

describe('fields of a board', () => {
  it("answers the board's link, when it was made and changed, its terms and limits", async () => {
    const before = Date.now();
    const id = await createBoard('Described');
    const { boards } = await acme.data<{
      boards: Array<Record<string, unknown> & { created_at: string; updated_at: string }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { url item_terminology items_limit hierarchy_type created_at updated_at owner { id } creator { id } views { id } empty: views(type: "table") { id } communication columns_namespace object_type_unique_key } }',
      { b: [id] },
    );
    const [board] = boards;
    expect(board).toMatchObject({
      url: `${PUBLIC_URL}/boards/${id}`,
      item_terminology: 'item',
      items_limit: null,
      hierarchy_type: 'classic',
      // monday.com's deprecated owner is the creator; no view is made through the API.
      owner: board.creator,
      views: [],
      empty: [],
      // Asked for by ETL connectors reading every board field (Airbyte's monday.com source asks
      // communication): classic boards, with no meeting and no object schema, answer null.
      communication: null,
      columns_namespace: null,
      object_type_unique_key: null,
    });
    expect(board.creator).toEqual({ id: expect.any(String) });
    expect(Date.parse(board.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(board.updated_at)).toBeGreaterThanOrEqual(Date.parse(board.created_at));
  });

  it('answers the top group: the first visible one, another once it is archived', async () => {
    const id = await createBoard('Topped');
    const topOf = async () =>
      (
        await acme.data<{ boards: Array<{ top_group: { id: string }; groups: Array<{ id: string }> }> }>(
          'query ($b: [ID!]) { boards(ids: $b) { top_group { id } groups { id } } }',
          { b: [id] },
        )
      ).boards[0];
    const first = await topOf();
    expect(first.top_group.id).toBe(first.groups[0].id);
    await acme.data('mutation ($b: ID!, $g: String!) { archive_group(board_id: $b, group_id: $g) { id } }', {
      b: id,
      g: first.groups[0].id,
    });
    const after = await topOf();
    expect(after.top_group.id).toBe(first.groups[1].id);
  });

  it("answers nothing of another account's board or item", async () => {
    const id = await createItem('Private');
    const boards = await globex.request<{ boards: unknown[] }>(
      'query ($b: [ID!]) { boards(ids: $b) { url top_group { id } } }',
      { b: [boardId] },
    );
    expect(boards.body.data?.boards).toEqual([]);
    const items = await globex.request<{ items: unknown[] }>(
      'query ($ids: [ID!]) { items(ids: $ids) { url email } }',
      { ids: [id] },
    );
    expect(items.body.data?.items).toEqual([]);
  });
});

describe('boards arguments', () => {
  const listed = async (args: string) =>
    (await acme.data<{ boards: Array<{ id: string }> }>(`{ boards(limit: 500${args}) { id } }`)).boards.map(
      (board) => board.id,
    );

  it('lists classic boards for hierarchy_types classic, none for multi_level only', async () => {
    const all = await listed('');
    expect(all).toContain(boardId);
    expect(await listed(', hierarchy_types: [classic]')).toEqual(all);
    expect(await listed(', hierarchy_types: [classic, multi_level]')).toEqual(all);
    expect(await listed(', hierarchy_types: [multi_level]')).toEqual([]);
  });

  it('takes hierarchy_scope_config as monday.com tools send it, the same page on a classic board', async () => {
    const a = await createItem('Scoped a');
    const b = await createItem('Scoped b');
    const PAGE = `query ($b: [ID!], $s: String) {
      boards(ids: $b) {
        items_page(limit: 500, hierarchy_scope_config: $s) { items { id } }
        groups { items_page(limit: 500, hierarchy_scope_config: $s) { items { id } } }
      }
      items_page(limit: 500, query_params: { boards: $b }, hierarchy_scope_config: $s) { items { id } }
    }`;
    const pageOf = async (scope: string | null) => {
      const { boards, items_page } = await acme.data<{
        boards: Array<{
          items_page: { items: Array<{ id: string }> };
          groups: Array<{ items_page: { items: Array<{ id: string }> } }>;
        }>;
        items_page: { items: Array<{ id: string }> };
      }>(PAGE, { b: [boardId], s: scope });
      return {
        board: boards[0].items_page.items.map((item) => item.id),
        groups: boards[0].groups.flatMap((group) => group.items_page.items.map((item) => item.id)),
        root: items_page.items.map((item) => item.id),
      };
    };
    const plain = await pageOf(null);
    expect(plain.board).toEqual(expect.arrayContaining([a, b]));
    expect(await pageOf('allItems')).toEqual(plain);
    expect(await pageOf('parentItems')).toEqual(plain);
    const found = await acme.data<{ items_page_by_column_values: { items: Array<{ id: string }> } }>(
      `query ($b: ID!) { items_page_by_column_values(board_id: $b, hierarchy_scope_config: "allItems",
        columns: [{ column_id: "name", column_values: ["Scoped a"] }]) { items { id } } }`,
      { b: boardId },
    );
    expect(found.items_page_by_column_values.items.map((item) => item.id)).toEqual([a]);
    // A misspelt scope is refused, not silently taken for the default.
    const wrong = await acme.request(PAGE, { b: [boardId], s: 'all_items' });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('InvalidArgumentException');
    expect(wrong.body.errors?.[0]?.message).toContain('hierarchy_scope_config');
  });

  it('orders by creation, newest first, with latest accepted', async () => {
    const older = await createBoard('Older');
    const newer = await createBoard('Newer');
    const ordered = await listed(', order_by: created_at, latest: true');
    expect(ordered.indexOf(newer)).toBeLessThan(ordered.indexOf(older));
    expect(ordered.indexOf(older)).toBeLessThan(ordered.indexOf(boardId));
  });

  it('lists archived boards only for state archived, and both for state all', async () => {
    const archived = await createBoard('Shelved');
    await acme.data('mutation ($b: ID!) { archive_board(board_id: $b) { id } }', { b: archived });
    expect(await listed('')).not.toContain(archived);
    const onlyArchived = await listed(', state: archived');
    expect(onlyArchived).toContain(archived);
    expect(onlyArchived).not.toContain(boardId);
    expect(await listed(', state: all')).toEqual(expect.arrayContaining([archived, boardId]));
  });
});

describe('change_item_position', () => {
  const MOVE = `mutation ($i: ID!, $r: ID, $m: PositionRelative, $g: ID, $t: Boolean) {
    change_item_position(item_id: $i, relative_to: $r, position_relative_method: $m, group_id: $g, group_top: $t) {
      id group { id }
    }
  }`;
  let board: string;
  let groups: string[];

  /** A group's items as its own items_page lists them, and as a board page filtered to it does. */
  async function orderOf(group: string): Promise<string[]> {
    const { boards } = await acme.data<{
      boards: Array<{
        groups: Array<{ id: string; items_page: { items: Array<{ id: string }> } }>;
        items_page: { items: Array<{ id: string }> };
      }>;
    }>(
      `query ($b: [ID!], $g: [String], $v: CompareValue!) { boards(ids: $b) {
        groups(ids: $g) { id items_page(limit: 100) { items { id } } }
        items_page(limit: 100, query_params: { rules: [{ column_id: "group", compare_value: $v }] }) { items { id } }
      } }`,
      { b: [board], g: [group], v: [group] },
    );
    const fromGroup = boards[0].groups[0].items_page.items.map((item) => item.id);
    expect(boards[0].items_page.items.map((item) => item.id)).toEqual(fromGroup);
    return fromGroup;
  }

  const move = (variables: Record<string, unknown>, client = acme) => client.request(MOVE, variables);

  beforeAll(async () => {
    board = await createBoard('Ordered');
    const { boards } = await acme.data<{ boards: Array<{ groups: Array<{ id: string }> }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { groups { id } } }',
      { b: [board] },
    );
    groups = boards[0].groups.map((group) => group.id);
  });

  it('places an item before or after another of its group, the others keeping their order', async () => {
    const [a, b, c] = [
      await createItem('A', groups[0], board),
      await createItem('B', groups[0], board),
      await createItem('C', groups[0], board),
    ];
    expect(await orderOf(groups[0])).toEqual([a, b, c]);
    expect((await move({ i: c, r: a, m: 'before_at' })).body.errors).toBeUndefined();
    expect(await orderOf(groups[0])).toEqual([c, a, b]);
    expect((await move({ i: a, r: b, m: 'after_at' })).body.errors).toBeUndefined();
    expect(await orderOf(groups[0])).toEqual([c, b, a]);
    expect((await move({ i: a, r: c, m: 'after_at' })).body.errors).toBeUndefined();
    expect(await orderOf(groups[0])).toEqual([c, a, b]);
    // A new item still goes to the bottom.
    const d = await createItem('D', groups[0], board);
    expect(await orderOf(groups[0])).toEqual([c, a, b, d]);
  });

  it('moves an item to the top or the bottom of another group, into that group', async () => {
    const [x, y] = [await createItem('X', groups[1], board), await createItem('Y', groups[1], board)];
    const [moving] = await orderOf(groups[0]);
    const top = await move({ i: moving, g: groups[1], t: true });
    expect(top.body.data).toEqual({ change_item_position: { id: moving, group: { id: groups[1] } } });
    expect(await orderOf(groups[1])).toEqual([moving, x, y]);
    expect(await orderOf(groups[0])).not.toContain(moving);
    expect((await move({ i: moving, g: groups[1] })).body.errors).toBeUndefined();
    expect(await orderOf(groups[1])).toEqual([x, y, moving]);
  });

  it('moves an item next to one of another group, into that group', async () => {
    const [x] = await orderOf(groups[1]);
    const [first, second] = await orderOf(groups[0]);
    expect((await move({ i: second, r: x, m: 'before_at' })).body.errors).toBeUndefined();
    expect((await orderOf(groups[1]))[0]).toBe(second);
    expect(await orderOf(groups[0])).toContain(first);
  });

  it("creates an item next to another (create_item relative_to), in that item's group", async () => {
    const CREATE = `mutation ($b: ID!, $n: String!, $g: String, $r: ID, $m: PositionRelative) {
      create_item(board_id: $b, item_name: $n, group_id: $g, relative_to: $r, position_relative_method: $m) {
        id group { id }
      }
    }`;
    const create = (variables: Record<string, unknown>) => acme.request(CREATE, { b: board, ...variables });
    const created = async (variables: Record<string, unknown>) => {
      const answer = await create(variables);
      expect(answer.body.errors).toBeUndefined();
      return (answer.body.data as { create_item: { id: string; group: { id: string } } }).create_item;
    };
    const before = await orderOf(groups[1]);
    const anchor = before[1];
    // After the anchor unless said before; in the anchor's group whatever group the board starts in.
    const after = await created({ n: 'After', r: anchor });
    expect(after.group.id).toBe(groups[1]);
    const ahead = await created({ n: 'Before', r: anchor, m: 'before_at' });
    const named = await created({ n: 'Named group', g: groups[1], r: anchor, m: 'after_at' });
    expect(await orderOf(groups[1])).toEqual([
      before[0],
      ahead.id,
      anchor,
      named.id,
      after.id,
      ...before.slice(2),
    ]);
    // Every version from 2026-01 takes the arguments, as monday.com's schema has them.
    const old = await acme.request(
      CREATE,
      { b: board, n: 'In 2026-01', r: anchor },
      { headers: { 'API-Version': '2026-01' } },
    );
    expect(old.body.errors).toBeUndefined();

    const refused = async (variables: Record<string, unknown>) =>
      (await create({ n: 'Refused', ...variables })).body.errors?.[0].extensions?.code;
    expect(await refused({ m: 'before_at' })).toBe('InvalidArgumentException');
    expect(await refused({ r: anchor, g: groups[0] })).toBe('InvalidArgumentException');
    expect(await refused({ r: '999999999' })).toBe('ResourceNotFoundException');
    const elsewhere = await createItem('On another board', undefined, await createBoard('Elsewhere'));
    expect(await refused({ r: elsewhere })).toBe('ResourceNotFoundException');
    expect((await orderOf(groups[1])).length).toBe(before.length + 4);
  });

  it('places a hundred items one after another into the same gap, every one in its place', async () => {
    const crowded = await createBoard('Crowded');
    const [first, last] = [
      await createItem('First', undefined, crowded),
      await createItem('Last', undefined, crowded),
    ];
    const placed: string[] = [];
    for (let index = 0; index < 100; index += 1) {
      const item = await createItem(`Placed ${index}`, undefined, crowded);
      // Each goes just before Last, after the one placed before it: the same gap, halved each time.
      expect((await move({ i: item, r: last, m: 'before_at' })).body.errors).toBeUndefined();
      placed.push(item);
    }
    const { boards } = await acme.data<{ boards: Array<{ items_page: { items: Array<{ id: string }> } }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 200) { items { id } } } }',
      { b: [crowded] },
    );
    expect(boards[0].items_page.items.map((item) => item.id)).toEqual([first, ...placed, last]);
  });

  it('refuses arguments monday.com allows only apart, or only together', async () => {
    const [item] = await orderOf(groups[0]);
    const [other] = await orderOf(groups[1]);
    for (const variables of [
      { i: item, r: other, g: groups[1] },
      { i: item },
      { i: item, g: groups[1], m: 'before_at' },
      { i: item, r: other, t: true },
      { i: item, r: item },
    ]) {
      const answer = await move(variables);
      expect(answer.body.errors?.[0].extensions).toMatchObject({ code: 'InvalidArgumentException' });
    }
    const unknown = await move({ i: item, g: 'no_such_group' });
    expect(unknown.body.errors?.[0].extensions).toMatchObject({ code: 'ResourceNotFoundException' });
  });

  it("neither moves another account's item nor places one next to it", async () => {
    const theirBoard = await createBoard('Theirs', globex);
    const { create_item } = await globex.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Theirs") { id } }',
      { b: theirBoard },
    );
    const before = await orderOf(groups[0]);
    const stranger = await move({ i: before[1], r: before[0], m: 'before_at' }, globex);
    expect(stranger.body.errors?.[0].extensions).toMatchObject({ code: 'ResourceNotFoundException' });
    const intoTheirs = await move({ i: before[1], r: create_item.id, m: 'before_at' });
    expect(intoTheirs.body.errors?.[0].extensions).toMatchObject({ code: 'ResourceNotFoundException' });
    expect(await orderOf(groups[0])).toEqual(before);
  });
});
