import { createRequire } from 'node:module';
import { twoAccountStack, type GraphQLAnswer } from '@workapi/testing';

/**
 * monday.com's official client, loaded without its type declarations: they pull in cross-fetch's,
 * which add the DOM library to the whole program and break the gateway's undici types. What the
 * test uses of it is declared here.
 */
const { ApiClient } = createRequire(__filename)('@mondaydotcomorg/api') as {
  ApiClient: new (config: { token: string; endpoint: string; apiVersion: string }) => {
    request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  };
};

const stack = twoAccountStack();

interface Subitem {
  id: string;
  name: string;
  state: string;
  board: { id: string; name: string; type: string };
  parent_item: { id: string } | null;
  column_values: Array<{ id: string; text: string | null }>;
}

const SUBITEM_FIELDS = 'id name state board { id name type } parent_item { id } column_values { id text }';

const CREATE_SUBITEM = `mutation ($p: ID!, $n: String!, $v: JSON, $l: Boolean) {
  create_subitem(parent_item_id: $p, item_name: $n, column_values: $v, create_labels_if_missing: $l) { ${SUBITEM_FIELDS} }
}`;

async function newBoard(client = stack.acme, name = 'Launch'): Promise<string> {
  const { create_board } = await client.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  return create_board.id;
}

async function newItem(boardId: string, name: string, client = stack.acme): Promise<string> {
  const { create_item } = await client.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: boardId, n: name },
  );
  return create_item.id;
}

async function newSubitem(parent: string, name: string, values?: Record<string, unknown>): Promise<Subitem> {
  const { create_subitem } = await stack.acme.data<{ create_subitem: Subitem }>(CREATE_SUBITEM, {
    p: parent,
    n: name,
    v: values === undefined ? undefined : JSON.stringify(values),
  });
  return create_subitem;
}

interface ItemWithSubitems {
  id: string;
  name: string;
  state: string;
  parent_item: { id: string } | null;
  subitems: Array<{
    id: string;
    name: string;
    state: string;
    column_values: Array<{ id: string; text: string }>;
  }>;
}

async function item(id: string): Promise<ItemWithSubitems | undefined> {
  const { items } = await stack.acme.data<{ items: ItemWithSubitems[] }>(
    'query ($ids: [ID!]) { items(ids: $ids) { id name state parent_item { id } subitems { id name state column_values(ids: ["status"]) { id text } } } }',
    { ids: [id] },
  );
  return items[0];
}

/** Every item of a board with its state, deleted ones included. */
async function everyItem(
  boardId: string,
): Promise<Array<{ name: string; state: string; parent: string | null }>> {
  const { boards } = await stack.acme.data<{
    boards: Array<{
      items_page: { items: Array<{ name: string; state: string; parent_item: { id: string } | null }> };
    }>;
  }>(
    'query ($b: [ID!]) { boards(ids: $b, state: all) { items_page(limit: 100, query_params: {state: all}) { items { name state parent_item { id } } } } }',
    { b: [boardId] },
  );
  return boards[0].items_page.items.map((entry) => ({
    name: entry.name,
    state: entry.state,
    parent: entry.parent_item?.id ?? null,
  }));
}

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

describe('create_subitem', () => {
  it('makes a subitem with its values on the board’s subitems board, which monday’s columns start', async () => {
    const boardId = await newBoard(stack.acme, 'Launch');
    const parent = await newItem(boardId, 'Ship it');
    const subitem = await newSubitem(parent, 'Write notes', { status: 'Done', date0: '2026-03-01' });
    expect(subitem).toMatchObject({
      name: 'Write notes',
      state: 'active',
      board: { name: 'Subitems of Launch', type: 'sub_items_board' },
      parent_item: { id: parent },
    });
    expect(subitem.board.id).not.toBe(boardId);
    const texts = Object.fromEntries(subitem.column_values.map((value) => [value.id, value.text]));
    expect(texts).toEqual({ person: '', status: 'Done', date0: '2026-03-01' });

    const { boards } = await stack.acme.data<{
      boards: Array<{
        id: string;
        type: string;
        columns: Array<{ id: string; title: string; type: string }>;
      }>;
    }>('query ($ids: [ID!]) { boards(ids: $ids) { id type columns { id title type } } }', {
      ids: [boardId, subitem.board.id],
    });
    const byId = Object.fromEntries(boards.map((board) => [board.id, board]));
    expect(byId[boardId].type).toBe('board');
    expect(byId[subitem.board.id]).toMatchObject({
      type: 'sub_items_board',
      columns: [
        { id: 'name', title: 'Subitem', type: 'name' },
        { id: 'person', title: 'Owner', type: 'people' },
        { id: 'status', title: 'Status', type: 'status' },
        { id: 'date0', title: 'Date', type: 'date' },
      ],
    });

    expect(await item(parent)).toMatchObject({
      parent_item: null,
      subitems: [{ id: subitem.id, name: 'Write notes', column_values: [{ id: 'status', text: 'Done' }] }],
    });
    // A subitem has no subitems of its own.
    expect(await item(subitem.id)).toMatchObject({ parent_item: { id: parent }, subitems: [] });
  });

  it('keeps one subitems board per board: later subitems, and first ones made at once, share it', async () => {
    const boardId = await newBoard(stack.acme, 'Shared');
    const items = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) items.push(await newItem(boardId, name));
    const [one, two] = items;
    // First subitems at once, each with a value of a subitems board's own column (date0): all land
    // on the one subitems board the board gets, and none is checked against a plain board's columns.
    const firsts = await Promise.all(
      items.map((parent, index) => newSubitem(parent, 'abde'[index], { date0: { date: '2026-05-01' } })),
    );
    for (const first of firsts)
      expect(first.column_values.find((value) => value.id === 'date0')?.text).toBe('2026-05-01');
    const second = await newSubitem(one, 'c');
    expect(new Set([...firsts, second].map((subitem) => subitem.board.id)).size).toBe(1);
    expect((await item(one))?.subitems.map((subitem) => subitem.name)).toEqual(['a', 'c']);
    expect((await item(two))?.subitems.map((subitem) => subitem.name)).toEqual(['b']);

    // Listed like any board, as monday.com does, with its type.
    const { boards } = await stack.acme.data<{ boards: Array<{ id: string; name: string; type: string }> }>(
      '{ boards(limit: 100) { id name type } }',
    );
    expect(boards.filter((board) => board.name === 'Subitems of Shared')).toEqual([
      { id: second.board.id, name: 'Subitems of Shared', type: 'sub_items_board' },
    ]);
  });

  it('creates a missing label when asked, and refuses bad input with the contract’s codes, storing nothing', async () => {
    const boardId = await newBoard();
    const parent = await newItem(boardId, 'Parent');
    const labelled = await stack.acme.data<{ create_subitem: Subitem }>(CREATE_SUBITEM, {
      p: parent,
      n: 'New label',
      v: JSON.stringify({ status: { label: 'Blocked by legal' } }),
      l: true,
    });
    expect(labelled.create_subitem.column_values.find((value) => value.id === 'status')?.text).toBe(
      'Blocked by legal',
    );

    const foreignBoard = await newBoard(stack.globex, 'Theirs');
    const foreign = await newItem(foreignBoard, 'Not yours', stack.globex);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ p: '2999999999', n: 'x' }, 'ResourceNotFoundException'],
      [{ p: 'not-an-id', n: 'x' }, 'ResourceNotFoundException'],
      [{ p: foreign, n: 'x' }, 'ResourceNotFoundException'],
      [{ p: labelled.create_subitem.id, n: 'x' }, 'InvalidArgumentException'],
      [{ p: parent, n: '' }, 'ItemNameTooLongException'],
      [{ p: parent, n: 'x'.repeat(256) }, 'ItemNameTooLongException'],
      [{ p: parent, n: 'x', v: '{"status": ' }, 'InvalidArgumentException'],
      [{ p: parent, n: 'x', v: '{"status": {"label": "No such label"}}' }, 'ColumnValueException'],
      [{ p: parent, n: 'x', v: '{"nope": "x"}' }, 'InvalidColumnIdException'],
    ];
    for (const [variables, code] of cases) {
      const answer = await stack.acme.request(CREATE_SUBITEM, variables);
      expect([variables, answer.status, codeOf(answer)]).toEqual([variables, 200, code]);
      expect(answer.body.errors?.[0].message).not.toMatch(/at .*\.ts|Error:/);
    }
    expect((await item(parent))?.subitems.map((subitem) => subitem.name)).toEqual(['New label']);
    // The other account's item got nothing either.
    const { items } = await stack.globex.data<{ items: ItemWithSubitems[] }>(
      'query ($ids: [ID!]) { items(ids: $ids) { subitems { id } } }',
      { ids: [foreign] },
    );
    expect(items[0].subitems).toEqual([]);
  });
});

describe('a parent carries its subitems', () => {
  it('archive_item archives its active subitems; the archived parent still shows them', async () => {
    const boardId = await newBoard();
    const parent = await newItem(boardId, 'Parent');
    const kept = await newSubitem(parent, 'kept');
    await newSubitem(parent, 'also kept');
    await stack.acme.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: parent });
    const archived = await item(parent);
    expect(archived?.state).toBe('archived');
    expect(archived?.subitems.map((subitem) => [subitem.name, subitem.state])).toEqual([
      ['kept', 'archived'],
      ['also kept', 'archived'],
    ]);
    expect(await item(kept.id)).toMatchObject({ state: 'archived', parent_item: { id: parent } });
  });

  it('delete_item deletes its subitems; other parents’ subitems stay', async () => {
    const boardId = await newBoard();
    const [doomed, other] = [await newItem(boardId, 'Doomed'), await newItem(boardId, 'Other')];
    const sub = await newSubitem(doomed, 'goes');
    await newSubitem(other, 'stays');
    await stack.acme.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: doomed });
    expect(await item(doomed)).toBeUndefined();
    expect(await item(sub.id)).toBeUndefined();
    expect(await everyItem(sub.board.id)).toEqual(
      expect.arrayContaining([
        { name: 'goes', state: 'deleted', parent: doomed },
        { name: 'stays', state: 'active', parent: other },
      ]),
    );
    expect((await item(other))?.subitems.map((subitem) => subitem.name)).toEqual(['stays']);
  });

  it('duplicate_item copies its subitems under the copy, once, even when the request is retried', async () => {
    const boardId = await newBoard();
    const parent = await newItem(boardId, 'Original');
    const first = await newSubitem(parent, 'first', { status: 'Stuck' });
    await newSubitem(parent, 'second');
    const gone = await newSubitem(parent, 'archived one');
    await stack.acme.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: gone.id });

    const duplicate = 'mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id name } }';
    const headers = { 'idempotency-key': `dup-${parent}` };
    const once = await stack.acme.request<{ duplicate_item: { id: string } }>(
      duplicate,
      { b: boardId, i: parent },
      { headers },
    );
    const again = await stack.acme.request<{ duplicate_item: { id: string } }>(
      duplicate,
      { b: boardId, i: parent },
      { headers },
    );
    const copyId = once.body.data?.duplicate_item.id as string;
    expect(again.body.data?.duplicate_item.id).toBe(copyId);

    const copy = await item(copyId);
    expect(copy?.subitems.map((subitem) => [subitem.name, subitem.column_values[0].text])).toEqual([
      ['first', 'Stuck'],
      ['second', ''],
    ]);
    expect(copy?.subitems.map((subitem) => subitem.id)).not.toContain(first.id);
    expect((await item(parent))?.subitems).toHaveLength(2);
    // On the board: the original and one copy; on the subitems board: three and two copies.
    expect((await everyItem(boardId)).map((entry) => entry.name).sort()).toEqual(['Original', 'Original']);
    const subitems = await everyItem(first.board.id);
    expect(subitems.filter((entry) => entry.parent === copyId).map((entry) => entry.name)).toEqual([
      'first',
      'second',
    ]);
    expect(subitems).toHaveLength(5);
  });

  it('duplicating a subitem makes a sibling under the same parent', async () => {
    const parent = await newItem(await newBoard(), 'Parent');
    const only = await newSubitem(parent, 'only');
    const { duplicate_item } = await stack.acme.data<{ duplicate_item: { id: string } }>(
      'mutation ($b: ID!, $i: ID!) { duplicate_item(board_id: $b, item_id: $i) { id } }',
      { b: only.board.id, i: only.id },
    );
    expect(await item(duplicate_item.id)).toMatchObject({ name: 'only', parent_item: { id: parent } });
    expect((await item(parent))?.subitems.map((subitem) => subitem.name)).toEqual(['only', 'only']);
  });

  it('delete_board takes its subitems board and the subitems with it', async () => {
    const boardId = await newBoard();
    const sub = await newSubitem(await newItem(boardId, 'Parent'), 'child');
    await stack.acme.data('mutation ($b: ID!) { delete_board(board_id: $b) { id } }', { b: boardId });
    const { boards } = await stack.acme.data<{ boards: Array<{ id: string; state: string }> }>(
      'query ($ids: [ID!]) { boards(ids: $ids, state: all) { id state } }',
      { ids: [sub.board.id] },
    );
    expect(boards).toEqual([{ id: sub.board.id, state: 'deleted' }]);
    expect(await item(sub.id)).toBeUndefined();
  });
});

describe('versions and prices', () => {
  it('exists from 2026-07 only', async () => {
    const parent = await newItem(await newBoard(), 'Parent');
    const reads = [
      ['query ($i: [ID!]) { items(ids: $i) { subitems { id } } }', { i: [parent] }],
      ['query ($i: [ID!]) { items(ids: $i) { parent_item { id } } }', { i: [parent] }],
      ['{ boards(limit: 1) { type } }', {}],
      [CREATE_SUBITEM, { p: parent, n: 'x' }],
    ] as const;
    for (const [query, variables] of reads) {
      const older = await stack.acme.request(query, variables, { headers: { 'api-version': '2026-04' } });
      expect([query, codeOf(older)]).toEqual([query, 'GRAPHQL_VALIDATION_FAILED']);
      const current = await stack.acme.request(query, variables, { headers: { 'api-version': '2026-07' } });
      expect([query, current.body.errors]).toEqual([query, undefined]);
    }
    // Nothing was made by the refused mutation; the accepted one made one subitem.
    expect((await item(parent))?.subitems).toHaveLength(1);
  });

  it('prices nested subitems as 1000 each until the answer says how many there were', async () => {
    const parent = await newItem(await newBoard(), 'Parent');
    await newSubitem(parent, 'one');
    type Priced = { complexity: { query: number } };
    const priced = async (selection: string) => {
      const answer = await stack.acme.request<Priced>(
        `query ($i: [ID!]) { complexity { query } items(ids: $i) { id ${selection} } }`,
        { i: [parent] },
      );
      return {
        estimate: answer.body.data?.complexity.query as number,
        charged: (answer.body.extensions?.complexity as { query: number }).query,
      };
    };
    const plain = await priced('');
    const nested = await priced('subitems { id name }');
    expect(nested.estimate - plain.estimate).toBeGreaterThanOrEqual(2000);
    // One subitem came back: what is charged is that, not a thousand.
    expect(nested.charged - plain.charged).toBeLessThan(20);

    const wide = await stack.acme.request(
      '{ items_page(limit: 500) { items { subitems { id column_values { id text value } } } } }',
    );
    expect(codeOf(wide)).toBe('MAX_COMPLEXITY_EXCEEDED');
  });
});

describe('the official monday.com client', () => {
  it('creates a subitem and reads it back through its parent', async () => {
    const client = new ApiClient({
      token: stack.env.tokens.acme[0],
      endpoint: stack.env.gatewayUrl,
      apiVersion: '2026-07',
    });
    const boardId = await newBoard(stack.acme, 'From the client');
    const parent = await newItem(boardId, 'Parent');
    const created = await client.request<{ create_subitem: { id: string; board: { type: string } } }>(
      'mutation ($parent: ID!, $name: String!, $values: JSON) { create_subitem(parent_item_id: $parent, item_name: $name, column_values: $values) { id board { type } } }',
      { parent, name: 'via client', values: JSON.stringify({ status: { label: 'Working on it' } }) },
    );
    expect(created.create_subitem.board.type).toBe('sub_items_board');
    const read = await client.request<{
      items: Array<{ subitems: Array<{ id: string; name: string; parent_item: { id: string } }> }>;
    }>('query ($ids: [ID!]) { items(ids: $ids) { subitems { id name parent_item { id } } } }', {
      ids: [parent],
    });
    expect(read.items[0].subitems).toEqual([
      { id: created.create_subitem.id, name: 'via client', parent_item: { id: parent } },
    ]);
  });
});
