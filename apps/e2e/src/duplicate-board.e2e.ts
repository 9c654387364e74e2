import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import { testServices, twoAccountStack } from '@workapi/testing';

// duplicate_board (../shared/monday/surface.md §3.5): the structure, or with its items, through the
// boards subgraph's keyed operation (docs/consistency.md); a large board finishes in the background.

const stack = twoAccountStack();

interface BoardRead {
  id: string;
  name: string;
  groups: Array<{ id: string; title: string }>;
  columns: Array<{ id: string; title: string; type: string; settings_str: string }>;
  items_count: number;
  items_page: {
    items: Array<{ name: string; group: { id: string }; column_values: Array<{ id: string; text: string }> }>;
  };
}

const BOARD_FIELDS =
  'id name groups { id title } columns { id title type settings_str } items_count items_page(limit: 100) { items { name group { id } column_values { id text } } }';

const DUPLICATE = `mutation ($b: ID!, $t: DuplicateBoardType!, $n: String) {
  duplicate_board(board_id: $b, duplicate_type: $t, board_name: $n) { is_async board { ${BOARD_FIELDS} } }
}`;

const duplicate = (board: string, type: string, name?: string, client = stack.acme) =>
  client.request<{ duplicate_board: { is_async: boolean; board: BoardRead } | null }>(DUPLICATE, {
    b: board,
    t: type,
    n: name,
  });

async function readBoard(board: string): Promise<BoardRead> {
  const { boards } = await stack.acme.data<{ boards: BoardRead[] }>(
    `query ($b: [ID!]) { boards(ids: $b) { ${BOARD_FIELDS} } }`,
    {
      b: [board],
    },
  );
  return boards[0];
}

async function newItem(board: string, name: string, values: Record<string, unknown> = {}, group = 'topics') {
  await stack.acme.data(
    'mutation ($b: ID!, $n: String!, $g: String, $v: JSON) { create_item(board_id: $b, item_name: $n, group_id: $g, column_values: $v, create_labels_if_missing: true) { id } }',
    { b: board, n: name, g: group, v: JSON.stringify(values) },
  );
}

/** A board with a group of its own, a text column and a status label of its own, and two items. */
async function sourceBoard(): Promise<string> {
  const { create_board } = await stack.acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Roadmap", board_kind: public) { id } }',
  );
  const board = create_board.id;
  const { create_group } = await stack.acme.data<{ create_group: { id: string } }>(
    'mutation ($b: ID!) { create_group(board_id: $b, group_name: "Later") { id } }',
    { b: board },
  );
  await stack.acme.data(
    'mutation ($b: ID!) { create_column(board_id: $b, id: "notes", title: "Notes", column_type: text) { id } }',
    { b: board },
  );
  await newItem(board, 'Plan', { status: 'Blocked by vendor', notes: 'call them' });
  await newItem(board, 'Ship', { notes: 'friday' }, create_group.id);
  return board;
}

/** A board of `seed` items in its first group, and `copies` copies of that group (duplicate_group): many items quickly. */
async function bigBoard(
  name: string,
  seed: number,
  copies: number,
): Promise<{ board: string; total: number }> {
  const { create_board } = await stack.acme.data<{ create_board: { id: string } }>(
    'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
    { n: name },
  );
  for (let start = 0; start < seed; start += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, seed - start) }, (_, index) =>
        newItem(create_board.id, `item ${start + index}`),
      ),
    );
  for (let copy = 0; copy < copies; copy += 1)
    await stack.acme.data('mutation ($b: ID!) { duplicate_group(board_id: $b, group_id: "topics") { id } }', {
      b: create_board.id,
    });
  return { board: create_board.id, total: seed * (copies + 1) };
}

/**
 * The copy's item count once it reaches `total`, polled while the reconciler copies (a read that
 * fails while a process restarts is tried again); the test's own timeout ends a copy that never
 * finishes. No time is asserted.
 */
async function copiedInTime(board: string, total: number): Promise<number> {
  let count = 0;
  while (count < total) {
    await sleep(500);
    count = await readBoard(board).then(
      (read) => read.items_count,
      () => count,
    );
  }
  return count;
}

interface ItemWithSubitems {
  id: string;
  subitems: Array<{
    name: string;
    board: { id: string };
    parent_item: { id: string } | null;
    column_values: Array<{ id: string; text: string | null }>;
  }>;
}

async function itemNamed(board: string, name: string): Promise<ItemWithSubitems> {
  const { boards } = await stack.acme.data<{
    boards: Array<{ items_page: { items: Array<ItemWithSubitems & { name: string }> } }>;
  }>(
    'query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 10) { items { id name subitems { name board { id } parent_item { id } column_values { id text } } } } } }',
    { b: [board] },
  );
  const found = boards[0].items_page.items.find((item) => item.name === name);
  if (!found) throw new Error(`no item ${name} on board ${board}`);
  return found;
}

async function newSubitem(parent: string, name: string, values: Record<string, unknown>) {
  const { create_subitem } = await stack.acme.data<{ create_subitem: { board: { id: string } } }>(
    'mutation ($p: ID!, $n: String!, $v: JSON) { create_subitem(parent_item_id: $p, item_name: $n, column_values: $v, create_labels_if_missing: true) { board { id } } }',
    { p: parent, n: name, v: JSON.stringify(values) },
  );
  return create_subitem;
}

async function columnsOf(board: string): Promise<Array<{ id: string; title: string; type: string }>> {
  const { boards } = await stack.acme.data<{
    boards: Array<{ columns: Array<{ id: string; title: string; type: string }> }>;
  }>('query ($b: [ID!]) { boards(ids: $b) { columns { id title type } } }', { b: [board] });
  return boards[0].columns;
}

/** A parent's subitems as a user compares them: names and the text of each value, by name. */
const subitemsOf = (item: ItemWithSubitems) =>
  item.subitems
    .map((subitem) => ({
      name: subitem.name,
      values: Object.fromEntries(subitem.column_values.map((value) => [value.id, value.text])),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

const shape = (board: BoardRead) => ({
  groups: board.groups,
  columns: board.columns.map((column) => ({ ...column, settings_str: JSON.parse(column.settings_str) })),
});

const itemsOf = (board: BoardRead) =>
  board.items_page.items
    .map((item) => ({
      name: item.name,
      group: item.group.id,
      values: Object.fromEntries(item.column_values.map((value) => [value.id, value.text])),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('duplicate_board', () => {
  it('with structure copies groups and columns with their settings, and no item', async () => {
    const source = await sourceBoard();
    const answer = await duplicate(source, 'duplicate_board_with_structure');
    expect(answer.body.errors).toBeUndefined();
    const made = answer.body.data!.duplicate_board!;
    expect(made.is_async).toBe(false);
    expect(made.board.id).not.toBe(source);
    expect(made.board.name).toBe('Duplicate of Roadmap');
    const [original, copy] = [await readBoard(source), await readBoard(made.board.id)];
    expect(shape(copy)).toEqual(shape(original));
    expect(JSON.stringify(shape(copy))).toContain('Blocked by vendor');
    expect(copy.items_count).toBe(0);
    expect(original.items_count).toBe(2);
  });

  it('with pulses copies the items with their values into the same groups; the source keeps its own', async () => {
    const source = await sourceBoard();
    const answer = await duplicate(source, 'duplicate_board_with_pulses', 'Roadmap 2');
    expect(answer.body.errors).toBeUndefined();
    const made = answer.body.data!.duplicate_board!;
    expect(made).toMatchObject({ is_async: false, board: { name: 'Roadmap 2' } });
    const [original, copy] = [await readBoard(source), await readBoard(made.board.id)];
    expect(itemsOf(copy)).toEqual(itemsOf(original));
    expect(itemsOf(copy)).toEqual([
      expect.objectContaining({
        name: 'Plan',
        values: expect.objectContaining({ status: 'Blocked by vendor', notes: 'call them' }),
      }),
      expect.objectContaining({ name: 'Ship', values: expect.objectContaining({ notes: 'friday' }) }),
    ]);
    expect(original.items_count).toBe(2);
  });

  it('with pulses and updates copies each item’s updates and replies with it', async () => {
    const source = await sourceBoard();
    const { boards } = await stack.acme.data<{
      boards: Array<{ items_page: { items: Array<{ id: string; name: string }> } }>;
    }>('query ($b: [ID!]) { boards(ids: $b) { items_page { items { id name } } } }', { b: [source] });
    const plan = boards[0].items_page.items.find((item) => item.name === 'Plan')!;
    const { create_update } = await stack.acme.data<{ create_update: { id: string } }>(
      'mutation ($i: ID!) { create_update(item_id: $i, body: "Vendor answered") { id } }',
      { i: plan.id },
    );
    await stack.acme.data('mutation ($p: ID!) { create_update(parent_id: $p, body: "Thanks") { id } }', {
      p: create_update.id,
    });
    const answer = await duplicate(source, 'duplicate_board_with_pulses_and_updates');
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.duplicate_board?.is_async).toBe(false);
    const copy = answer.body.data!.duplicate_board!.board.id;
    const read = await stack.acme.data<{
      boards: Array<{
        items_page: {
          items: Array<{
            id: string;
            name: string;
            updates: Array<{ body: string; replies: Array<{ body: string }> }>;
          }>;
        };
      }>;
    }>(
      'query ($b: [ID!]) { boards(ids: $b) { items_page { items { id name updates { body replies { body } } } } } }',
      {
        b: [copy],
      },
    );
    const copied = read.boards[0].items_page.items.find((item) => item.name === 'Plan')!;
    expect(copied.id).not.toBe(plan.id);
    expect(copied.updates).toEqual([{ body: 'Vendor answered', replies: [{ body: 'Thanks' }] }]);
  });

  it('finishes a large board in the background: is_async, then every item copied once', async () => {
    const { board, total } = await bigBoard('Big', 130, 3);
    const answer = await duplicate(board, 'duplicate_board_with_pulses');
    expect(answer.body.errors).toBeUndefined();
    const made = answer.body.data!.duplicate_board!;
    expect(made.is_async).toBe(true);
    expect(await copiedInTime(made.board.id, total)).toBe(total);
  }, 180_000);

  it('with pulses copies each item’s subitems with their values onto the copy’s own subitems board', async () => {
    const source = await sourceBoard();
    const plan = await itemNamed(source, 'Plan');
    const first = await newSubitem(plan.id, 'Call vendor', { status: 'Done' });
    const subitemsBoard = first.board.id;
    await stack.acme.data(
      'mutation ($b: ID!) { create_column(board_id: $b, id: "effort", title: "Effort", column_type: text) { id } }',
      { b: subitemsBoard },
    );
    await newSubitem(plan.id, 'Sign contract', { effort: 'two days' });
    const answer = await duplicate(source, 'duplicate_board_with_pulses');
    expect(answer.body.errors).toBeUndefined();
    const copy = await itemNamed(answer.body.data!.duplicate_board!.board.id, 'Plan');
    expect(copy.id).not.toBe(plan.id);
    const copiedBoard = copy.subitems[0]?.board.id;
    expect(copiedBoard).toBeDefined();
    expect(copiedBoard).not.toBe(subitemsBoard);
    expect(copy.subitems.map((subitem) => subitem.board.id)).toEqual([copiedBoard, copiedBoard]);
    expect(copy.subitems.map((subitem) => subitem.parent_item?.id)).toEqual([copy.id, copy.id]);
    const original = await itemNamed(source, 'Plan');
    expect(subitemsOf(copy)).toEqual(subitemsOf(original));
    expect(subitemsOf(copy)).toEqual([
      { name: 'Call vendor', values: expect.objectContaining({ status: 'Done' }) },
      { name: 'Sign contract', values: expect.objectContaining({ effort: 'two days' }) },
    ]);
    // The copy's subitems board has the source subitems board's columns, its own one included.
    expect(await columnsOf(copiedBoard!)).toEqual(await columnsOf(subitemsBoard));
    expect(await columnsOf(subitemsBoard)).toContainEqual({ id: 'effort', title: 'Effort', type: 'text' });
    // The source keeps its own, on its own subitems board.
    expect(original.subitems.map((subitem) => subitem.board.id)).toEqual([subitemsBoard, subitemsBoard]);
  });

  it('finishes a large copy whose items, then boards, process was killed mid-way: one copy of each item', async () => {
    const { board, total } = await bigBoard('Killed mid-copy', 125, 7);
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const items = mongo.db(`${stack.env.mongoDbPrefix}_items`).collection('items');
      const copies = () => items.countDocuments({ copied_by: { $exists: true } });
      const before = await copies();
      const copying = stack.acme.request<{ duplicate_board: { board: { id: string } } }>(
        'mutation ($b: ID!) { duplicate_board(board_id: $b, duplicate_type: duplicate_board_with_pulses) { board { id } } }',
        { b: board },
      );
      // Killed while the request copies its first batch, then the boards process while the
      // reconciler copies the rest; the stack restarts each.
      while ((await copies()) === before) await sleep(20);
      process.kill(stack.env.pids().items, 'SIGKILL');
      const answer = await copying;
      expect(answer.body.errors).toBeUndefined();
      const copy = answer.body.data!.duplicate_board.board.id;
      const during = await copies();
      while ((await copies()) === during) await sleep(50);
      process.kill(stack.env.pids().boards, 'SIGKILL');
      expect(await copiedInTime(copy, total)).toBe(total);
      const made = await items.find({ board_id: copy }, { projection: { copy_of: 1, pending: 1 } }).toArray();
      expect(made.filter((item) => item.pending)).toEqual([]);
      expect(made).toHaveLength(total);
      expect(new Set(made.map((item) => item.copy_of)).size).toBe(total);
    } finally {
      await mongo.close();
    }
  }, 300_000);

  it('with pulses points the copies’ dependencies at the copies, not at the source’s items', async () => {
    const { create_board } = await stack.acme.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Release", board_kind: public) { id } }',
    );
    const source = create_board.id;
    await stack.acme.data(
      'mutation ($b: ID!) { create_column(board_id: $b, id: "after", title: "After", column_type: dependency) { id } }',
      { b: source },
    );
    const made = async (name: string) =>
      (
        await stack.acme.data<{ create_item: { id: string } }>(
          'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
          { b: source, n: name },
        )
      ).create_item.id;
    const dependsOn = (item: string, on: string[]) =>
      stack.acme.data(
        'mutation ($b: ID!, $i: ID!, $v: JSON!) { change_column_value(board_id: $b, item_id: $i, column_id: "after", value: $v) { id } }',
        { b: source, i: item, v: JSON.stringify({ item_ids: on.map(Number) }) },
      );
    // Launch waits for an item made after it, Review for one made before it.
    const launch = await made('Launch');
    const build = await made('Build');
    const review = await made('Review');
    await dependsOn(launch, [build]);
    await dependsOn(review, [build, launch]);
    const answer = await duplicate(source, 'duplicate_board_with_pulses');
    expect(answer.body.errors).toBeUndefined();
    const copy = answer.body.data!.duplicate_board!.board.id;
    const linksOn = async (board: string) => {
      const { boards } = await stack.acme.data<{
        boards: Array<{
          items_page: {
            items: Array<{
              name: string;
              column_values: Array<{ linked_items?: Array<{ name: string; board: { id: string } }> }>;
            }>;
          };
        }>;
      }>(
        'query ($b: [ID!]) { boards(ids: $b) { items_page { items { name column_values(ids: ["after"]) { ... on DependencyValue { linked_items { name board { id } } } } } } } }',
        { b: [board] },
      );
      return Object.fromEntries(
        boards[0].items_page.items.map((item) => [
          item.name,
          (item.column_values[0]?.linked_items ?? [])
            .map((linked) => `${linked.name}@${linked.board.id}`)
            .sort(),
        ]),
      );
    };
    expect(await linksOn(copy)).toEqual({
      Launch: [`Build@${copy}`],
      Build: [],
      Review: [`Build@${copy}`, `Launch@${copy}`],
    });
    expect(await linksOn(source)).toEqual({
      Launch: [`Build@${source}`],
      Build: [],
      Review: [`Build@${source}`, `Launch@${source}`],
    });
  });

  it('charges the account one point per item copied, beside the mutation’s price', async () => {
    const { board, total } = await bigBoard('Charged', 10, 2);
    const budgetLeft = async () =>
      (await stack.acme.request('{ me { id } }')).body.extensions?.complexity as {
        before: number;
        after: number;
        reset_in_x_seconds: number;
      };
    /** The budget one duplicate_board of `type` took, read before and after it within one window. */
    const spentOn = async (type: string): Promise<number> => {
      let start = await budgetLeft();
      if (start.reset_in_x_seconds < 20) {
        await sleep((start.reset_in_x_seconds + 1) * 1_000);
        start = await budgetLeft();
      }
      const answer = await stack.acme.request<{ duplicate_board: { is_async: boolean } }>(
        'mutation ($b: ID!, $t: DuplicateBoardType!) { duplicate_board(board_id: $b, duplicate_type: $t) { is_async } }',
        { b: board, t: type },
      );
      expect(answer.body.data?.duplicate_board.is_async).toBe(false);
      return start.after - (await budgetLeft()).before;
    };
    const structure = await spentOn('duplicate_board_with_structure');
    expect((await spentOn('duplicate_board_with_pulses')) - structure).toBe(total);
  });

  it("refuses another account's board", async () => {
    const source = await sourceBoard();
    const answer = await duplicate(source, 'duplicate_board_with_pulses', undefined, stack.globex);
    expect(answer.body.data?.duplicate_board ?? null).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('InvalidBoardIdException');
  });
});

describe('duplicate_board limit', () => {
  it('refuses the 41st duplicate_board of an account in a minute, as monday.com does, and makes no board', async () => {
    const { create_board } = await stack.globex.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Stencil", board_kind: public) { id } }',
    );
    // The board alone is asked for, ten at a time: the 41st comes well within the minute.
    const copyOf = (name: string) =>
      stack.globex.request<{ duplicate_board: { board: { id: string } } | null }>(
        'mutation ($b: ID!, $n: String) { duplicate_board(board_id: $b, duplicate_type: duplicate_board_with_structure, board_name: $n) { board { id } } }',
        { b: create_board.id, n: name },
      );
    for (let made = 0; made < 40; made += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => copyOf(`Copy ${made + index}`)),
      );
      expect(answers.flatMap((answer) => answer.body.errors ?? [])).toEqual([]);
    }
    const refused = await copyOf('One too many');
    expect(refused.body.data?.duplicate_board ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      retry_in_seconds: expect.any(Number),
    });
    const { boards } = await stack.globex.data<{ boards: Array<{ name: string }> }>(
      '{ boards(limit: 100) { name } }',
    );
    expect(boards.map((board) => board.name)).not.toContain('One too many');
    expect(boards.filter((board) => board.name.startsWith('Copy '))).toHaveLength(40);
    // Another account's duplications are its own.
    const theirs = await duplicate(await sourceBoard(), 'duplicate_board_with_structure');
    expect(theirs.body.errors).toBeUndefined();
  });
});

const USE_TEMPLATE = `mutation ($t: Int!, $n: String, $w: Int, $k: BoardKind) {
  use_template(template_id: $t, destination_name: $n, destination_workspace_id: $w, board_kind: $k) { process_id }
}`;

async function newWorkspace(name: string, kind: string): Promise<string> {
  const { create_workspace } = await stack.acme.data<{ create_workspace: { id: string } }>(
    'mutation ($n: String!, $k: WorkspaceKind!) { create_workspace(name: $n, kind: $k) { id } }',
    { n: name, k: kind },
  );
  return create_workspace.id;
}

describe('use_template', () => {
  it('makes a board from a template workspace’s board, with its items, named, placed and of the kind asked', async () => {
    const templates = await newWorkspace('Templates', 'template');
    const { create_board } = await stack.acme.data<{ create_board: { id: string } }>(
      'mutation ($w: ID) { create_board(board_name: "Onboarding", board_kind: public, workspace_id: $w) { id } }',
      { w: templates },
    );
    await newItem(create_board.id, 'Laptop', { status: 'Done' });
    await newItem(create_board.id, 'Badge');
    const team = await newWorkspace('Team', 'open');
    const answer = await stack.acme.request<{ use_template: { process_id: string | null } }>(USE_TEMPLATE, {
      t: Number(create_board.id),
      n: 'Onboarding Q3',
      w: Number(team),
      k: 'private',
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.use_template?.process_id).toEqual(expect.any(String));
    const { boards } = await stack.acme.data<{
      boards: Array<{ id: string; name: string; board_kind: string }>;
    }>('query ($w: [ID]) { boards(workspace_ids: $w) { id name board_kind } }', { w: [team] });
    expect(boards).toEqual([expect.objectContaining({ name: 'Onboarding Q3', board_kind: 'private' })]);
    const [made, template] = [await readBoard(boards[0].id), await readBoard(create_board.id)];
    expect(itemsOf(made)).toEqual(itemsOf(template));
    expect(itemsOf(made).map((item) => item.name)).toEqual(['Badge', 'Laptop']);
    expect(shape(made)).toEqual(shape(template));
  });

  it('is what create_board makes with template_id: the template’s copy, answered at once, empty if asked', async () => {
    const templates = await newWorkspace('Blueprints', 'template');
    const { create_board: template } = await stack.acme.data<{ create_board: { id: string } }>(
      'mutation ($w: ID) { create_board(board_name: "Hiring", board_kind: public, workspace_id: $w, description: "Steps") { id } }',
      { w: templates },
    );
    await newItem(template.id, 'Screen', { status: 'Done' });
    await newItem(template.id, 'Offer');
    const CREATE = `mutation ($t: ID, $n: String!, $e: Boolean, $nick: ItemNicknameInput) {
      create_board(board_name: $n, board_kind: private, template_id: $t, empty: $e, item_nickname: $nick) { id name board_kind description item_terminology }
    }`;
    const { create_board: made } = await stack.acme.data<{
      create_board: { id: string; name: string; board_kind: string; description: string };
    }>(CREATE, { t: template.id, n: 'Hiring Q4', nick: { singular: ' Candidate ', plural: 'Candidates' } });
    // What it calls its items: the nickname's singular (its preset where it has none), else item.
    expect(made).toMatchObject({
      name: 'Hiring Q4',
      board_kind: 'private',
      description: 'Steps',
      item_terminology: 'Candidate',
    });
    const [copy, original] = [await readBoard(made.id), await readBoard(template.id)];
    expect(shape(copy)).toEqual(shape(original));
    expect(itemsOf(copy)).toEqual(itemsOf(original));
    const { create_board: empty } = await stack.acme.data<{ create_board: { id: string } }>(CREATE, {
      t: template.id,
      n: 'Hiring, structure only',
      e: true,
    });
    const structure = await readBoard(empty.id);
    const { boards: terms } = await stack.acme.data<{ boards: Array<{ item_terminology: string }> }>(
      'query ($b: [ID!]) { boards(ids: $b) { item_terminology } }',
      { b: [empty.id] },
    );
    expect(terms).toEqual([{ item_terminology: 'item' }]);
    expect(shape(structure)).toEqual(shape(original));
    expect(itemsOf(structure)).toEqual([]);
    // Only a template of the caller's account: a plain board, or another account's template, is unknown.
    const plain = await sourceBoard();
    for (const [client, id] of [
      [stack.acme, plain],
      [stack.globex, template.id],
    ] as const) {
      const refused = await client.request(CREATE, { t: id, n: 'Not from a template' });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('ResourceNotFoundException');
    }
    const long = await stack.acme.request(CREATE, { n: 'Nicknamed', nick: { singular: 'x'.repeat(256) } });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('InvalidArgumentException');
  });

  it('refuses a board outside a template workspace, and another account’s template', async () => {
    const plain = await sourceBoard();
    const notTemplate = await stack.acme.request(USE_TEMPLATE, { t: Number(plain) });
    expect(notTemplate.body.errors?.[0]?.extensions?.code).toBe('ResourceNotFoundException');
    const templates = await newWorkspace('Stencils', 'template');
    const { create_board } = await stack.acme.data<{ create_board: { id: string } }>(
      'mutation ($w: ID) { create_board(board_name: "Ours", board_kind: public, workspace_id: $w) { id } }',
      { w: templates },
    );
    const foreign = await stack.globex.request(USE_TEMPLATE, { t: Number(create_board.id) });
    expect(foreign.body.data?.use_template ?? null).toBeNull();
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('ResourceNotFoundException');
  });
});
