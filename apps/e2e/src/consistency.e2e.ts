import { MongoClient, type Db } from 'mongodb';
import { endpoints, internalCaller } from '@workapi/internal';
import { startTestStack, testServices, type GraphQLClient, type TestStack } from '@workapi/testing';

/*
 * Writes that span subgraphs under injected faults (docs/consistency.md). A subgraph is frozen
 * with SIGSTOP, so a step times out while the work may still happen, or killed with SIGKILL, so
 * a step is lost with its process; each test then checks that nothing was lost or left half done.
 */

jest.setTimeout(180_000);

let env: TestStack;
let client: GraphQLClient;
let mongo: MongoClient;
let items: Db;
let boards: Db;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  client = env.clients.acme;
  mongo = await new MongoClient(testServices().mongo).connect();
  items = mongo.db(`${env.mongoDbPrefix}_items`);
  boards = mongo.db(`${env.mongoDbPrefix}_boards`);
});

afterAll(async () => {
  await mongo?.close();
  await env?.stop();
});

type App = 'boards' | 'items' | 'columns';
const frozen = new Set<number>();
const freeze = (app: App) => {
  const pid = env.pids()[app];
  frozen.add(pid);
  process.kill(pid, 'SIGSTOP');
};
const thaw = (app: App) => {
  const pid = env.pids()[app];
  frozen.delete(pid);
  process.kill(pid, 'SIGCONT');
};
/** Kills an app (a frozen one too, with whatever request it held); the stack restarts it. */
const crash = (app: App) => {
  const pid = env.pids()[app];
  frozen.delete(pid);
  process.kill(pid, 'SIGKILL');
};
afterEach(() => {
  for (const pid of frozen) process.kill(pid, 'SIGCONT');
  frozen.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await probe().catch(() => undefined as T);
  while (!done(value) && Date.now() < deadline) {
    await sleep(500);
    value = await probe().catch(() => undefined as T);
  }
  return value;
}

async function board(name: string, count: number, folderId?: string) {
  const { create_board } = await client.data<{ create_board: { id: string; groups: Array<{ id: string }> } }>(
    `mutation ($n: String!, $f: ID) { create_board(board_name: $n, board_kind: public, folder_id: $f) { id groups { id } } }`,
    { n: name, f: folderId },
  );
  const [first, second] = create_board.groups.map((group) => group.id);
  const { create_column: text } = await client.data<{ create_column: { id: string } }>(
    'mutation ($b: ID!) { create_column(board_id: $b, title: "Notes", column_type: text) { id } }',
    { b: create_board.id },
  );
  const made: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      `mutation ($b: ID!, $g: String, $n: String!, $v: JSON) {
         create_item(board_id: $b, group_id: $g, item_name: $n, column_values: $v) { id } }`,
      {
        b: create_board.id,
        g: first,
        n: `Task ${index}`,
        v: JSON.stringify({ status: { index: index % 3 }, [text.id]: `note ${index}` }),
      },
    );
    made.push(create_item.id);
  }
  return { id: create_board.id, first, second, text: text.id, items: made };
}

/** The items of a board in the items subgraph's own collection, by state: what clients will eventually see. */
async function statesOf(boardId: string, groupId?: string): Promise<Record<string, number>> {
  const rows = await items
    .collection('items')
    .find({ board_id: boardId, ...(groupId ? { group_id: groupId } : {}) })
    .toArray();
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const key = row.pending ? `pending ${row.state}` : String(row.state);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const unfinished = () => boards.collection('operations').countDocuments({});

async function groupsOf(boardId: string): Promise<Array<{ id: string; title: string }>> {
  const { boards: found } = await client.data<{
    boards: Array<{ groups: Array<{ id: string; title: string }> }>;
  }>('query ($b: [ID!]) { boards(ids: $b) { groups { id title } } }', { b: [boardId] });
  return found[0]?.groups ?? [];
}

describe('delete_board', () => {
  it('keeps the board deleted when its items step times out, and the reconciler deletes the items', async () => {
    const made = await board('Deleted while items hang', 6);
    freeze('items');
    const answer = await client.request<{ delete_board: { id: string; state: string } }>(
      'mutation ($b: ID!) { delete_board(board_id: $b) { id state } }',
      { b: made.id },
    );
    // A timeout is not a failure: the board is deleted and stays so (no restore of an empty board).
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.delete_board).toMatchObject({ id: made.id, state: 'deleted' });
    expect(await statesOf(made.id)).toEqual({ active: 6 });
    crash('items');
    expect(
      await eventually(
        () => statesOf(made.id),
        (states) => states?.deleted === 6,
      ),
    ).toEqual({ deleted: 6 });
    const { boards: listed } = await client.data<{ boards: Array<{ id: string }> }>('{ boards { id } }');
    expect(listed.map((found) => found.id)).not.toContain(made.id);
    expect(await eventually(unfinished, (count) => count === 0)).toBe(0);
  });

  it('takes along an item still being made while it ran: a create inserted after the board went', async () => {
    const made = await board('Deleted under writers', 3);
    // The create checks its board (still there), then waits on the frozen columns subgraph for the
    // label it names.
    freeze('columns');
    const creating = client.request(
      `mutation ($b: ID!, $v: JSON) {
        create_item(board_id: $b, item_name: "Late", column_values: $v, create_labels_if_missing: true) { id }
      }`,
      { b: made.id, v: JSON.stringify({ status: 'Brand new label', [made.text]: 'late' }) },
    );
    await sleep(500);
    // The label is added (the board is still there) while the items process is frozen: its insert waits.
    freeze('items');
    thaw('columns');
    await sleep(500);
    // The board goes meanwhile; its items step waits on the frozen items process too.
    const deleting = client.request('mutation ($b: ID!) { delete_board(board_id: $b) { id } }', {
      b: made.id,
    });
    await sleep(500);
    thaw('items');
    const [created, deleted] = await Promise.all([creating, deleting]);
    expect(created.body.errors).toBeUndefined();
    expect(deleted.body.errors).toBeUndefined();
    // The late item was inserted into a board already retired, and took its state with the rest.
    expect(
      await eventually(
        () => statesOf(made.id),
        (states) => states?.deleted === 4,
      ),
    ).toEqual({ deleted: 4 });
  });
});

describe('archive_group and delete_group', () => {
  it('archive_group: a timed-out items step is finished by the reconciler after the items process dies', async () => {
    const made = await board('Archive while items hang', 4);
    freeze('items');
    const answer = await client.request(
      'mutation ($b: ID!, $g: String!) { archive_group(board_id: $b, group_id: $g) { id archived } }',
      {
        b: made.id,
        g: made.first,
      },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.archive_group).toMatchObject({ id: made.first, archived: true });
    // The group stays archived: a timeout does not unarchive it while its items are archived.
    expect((await groupsOf(made.id)).map((group) => group.id)).not.toContain(made.first);
    crash('items');
    expect(
      await eventually(
        () => statesOf(made.id),
        (states) => states?.archived === 4,
      ),
    ).toEqual({ archived: 4 });
  });

  it('delete_group: the boards process dies between the steps, and its successor finishes the operation', async () => {
    const made = await board('Boards dies mid-delete', 4);
    await client.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: made.items[3] });
    freeze('items');
    const deleting = client.request(
      'mutation ($b: ID!, $g: String!) { delete_group(board_id: $b, group_id: $g) { id } }',
      {
        b: made.id,
        g: made.first,
      },
    );
    // The group is marked deleted and the items step is on its way to the frozen items process.
    await eventually(
      () => groupsOf(made.id),
      (groups) => groups !== undefined && !groups.some((group) => group.id === made.first),
      10_000,
    );
    crash('boards');
    crash('items');
    expect((await deleting).body.errors).toBeDefined();
    // The new boards process takes the operation over once the dead one's hold lapses.
    expect(
      await eventually(
        () => statesOf(made.id),
        (states) => states?.deleted === 4,
      ),
    ).toEqual({ deleted: 4 });
    expect(await eventually(unfinished, (count) => count === 0)).toBe(0);
    expect((await groupsOf(made.id)).map((group) => group.id)).toEqual([made.second]);
  });

  it('two groups deleted at once: one wins, the refused one is undone and keeps its items as they were', async () => {
    const made = await board('Both groups at once', 0);
    const inSecond: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const { create_item } = await client.data<{ create_item: { id: string } }>(
        'mutation ($b: ID!, $g: String, $n: String!) { create_item(board_id: $b, group_id: $g, item_name: $n) { id } }',
        { b: made.id, g: made.second, n: name },
      );
      inSecond.push(create_item.id);
    }
    await client.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: inSecond[2] });
    const answers = await Promise.all(
      [made.first, made.second].map((group) =>
        client.request(
          'mutation ($b: ID!, $g: String!) { delete_group(board_id: $b, group_id: $g) { id } }',
          {
            b: made.id,
            g: group,
          },
        ),
      ),
    );
    // A board keeps one active group: exactly one delete may win, whichever checked first.
    const refused = answers.filter((answer) => answer.body.errors);
    expect(refused).toHaveLength(1);
    const survivor = (await groupsOf(made.id)).map((group) => group.id);
    expect(survivor).toHaveLength(1);
    if (survivor[0] === made.second) {
      expect(await statesOf(made.id, made.second)).toEqual({ active: 2, archived: 1 });
    } else {
      expect(await statesOf(made.id, made.second)).toEqual({ deleted: 3 });
    }
    expect(await eventually(unfinished, (count) => count === 0)).toBe(0);
  });

  it('an undo restores exactly the states an operation replaced', async () => {
    const made = await board('Undo exactly', 3);
    await client.data('mutation ($i: ID!) { archive_item(item_id: $i) { id } }', { i: made.items[2] });
    await client.data('mutation ($b: ID!, $g: String!) { delete_group(board_id: $b, group_id: $g) { id } }', {
      b: made.id,
      g: made.first,
    });
    expect(await statesOf(made.id, made.first)).toEqual({ deleted: 3 });
    const moved = await items.collection('items').findOne({ board_id: made.id, group_id: made.first });
    // The undo the boards subgraph would send after a refusal, signed like any internal call.
    const call = internalCaller(
      {
        internalSecret: env.internalSecret,
        subgraphUrls: { items: [`http://127.0.0.1:${env.ports.items}`] },
      } as never,
      {
        requestId: 'undo-test',
        caller: {
          accountId: String(moved?.account_id),
          userId: String(moved?.updater_id),
          tier: 'pro',
          role: 'member',
        },
      },
    );
    await call(endpoints.items.cascadeItems, {
      op: String(moved?.changed_by),
      board_id: made.id,
      step: { kind: 'restore' },
    });
    // Two were active, one archived: each gets back its own state, not one state for all.
    expect(await statesOf(made.id, made.first)).toEqual({ active: 2, archived: 1 });
  });
});

describe('duplicate_group', () => {
  it('shows the copy only once its items exist, and a retry after a timeout copies each item once', async () => {
    const made = await board('Copy while items hang', 5);
    freeze('items');
    const answer = await client.request<{ duplicate_group: { id: string } }>(
      'mutation ($b: ID!, $g: String!) { duplicate_group(board_id: $b, group_id: $g, group_title: "Copy") { id } }',
      { b: made.id, g: made.first },
    );
    // A timeout is not a failure: the mutation answers, and the reconciler finishes the copy.
    expect(answer.body.errors).toBeUndefined();
    const copyId = answer.body.data?.duplicate_group.id as string;
    // Not shown while its items are not made.
    expect((await groupsOf(made.id)).map((group) => group.id)).not.toContain(copyId);
    thaw('items');
    const groups = await eventually(
      () => groupsOf(made.id),
      (found) => found?.some((group) => group.id === copyId),
    );
    expect(groups.find((group) => group.id === copyId)?.title).toBe('Copy');
    // The frozen request ran once thawed, then the reconciler's retry found its copies: five, not ten.
    expect(await statesOf(made.id, copyId)).toEqual({ active: 5 });
    const { boards: found } = await client.data<{
      boards: Array<{
        groups: Array<{
          id: string;
          items_page: { items: Array<{ name: string; column_values: Array<{ id: string; text: string }> }> };
        }>;
      }>;
    }>(
      'query ($b: [ID!], $g: [String]) { boards(ids: $b) { groups(ids: $g) { id items_page { items { name column_values(ids: ["text"]) { id text } } } } } }',
      { b: [made.id], g: [copyId] },
    );
    const copies = found[0].groups[0].items_page.items;
    expect(copies.map((item) => item.name).sort()).toEqual(
      made.items.map((_, index) => `Task ${index}`).sort(),
    );
    for (const copy of copies) expect(copy.column_values[0].text).toBe(`note ${copy.name.slice(5)}`);
    expect(await eventually(unfinished, (count) => count === 0)).toBe(0);
  });
});

describe('delete_folder', () => {
  const boardIds = async (ids: string[]) =>
    (
      await client.data<{ boards: Array<{ id: string }> }>('query ($b: [ID!]) { boards(ids: $b) { id } }', {
        b: ids,
      })
    ).boards.map((found) => found.id);

  it('the boards process dies mid-way, and its successor deletes every board of the folder with its items', async () => {
    const { create_folder: top } = await client.data<{ create_folder: { id: string } }>(
      'mutation { create_folder(name: "Doomed") { id } }',
    );
    const { create_folder: sub } = await client.data<{ create_folder: { id: string } }>(
      'mutation ($p: ID) { create_folder(name: "Below", parent_folder_id: $p) { id } }',
      { p: top.id },
    );
    const [first, second] = [await board('In the folder', 3, top.id), await board('Below it', 2, sub.id)];
    freeze('items');
    const deleting = client.request('mutation ($f: ID!) { delete_folder(folder_id: $f) { id } }', {
      f: top.id,
    });
    // The boards are marked deleted and the items step is on its way to the frozen items process.
    await eventually(
      () => boardIds([first.id, second.id]),
      (ids) => ids !== undefined && ids.length === 0,
      10_000,
    );
    crash('boards');
    crash('items');
    expect((await deleting).body.errors).toBeDefined();
    expect(
      await eventually(
        () => statesOf(second.id),
        (states) => states?.deleted === 2,
      ),
    ).toEqual({ deleted: 2 });
    expect(await eventually(unfinished, (count) => count === 0)).toBe(0);
    expect(await statesOf(first.id)).toEqual({ deleted: 3 });
    const { folders } = await client.data<{ folders: unknown[] }>(
      'query ($f: [ID!]) { folders(ids: $f) { id } }',
      {
        f: [top.id, sub.id],
      },
    );
    expect(folders).toEqual([]);
    expect(
      await boards.collection('folders').countDocuments({ _id: { $in: [top.id, sub.id] } } as never),
    ).toBe(0);
  });
});
