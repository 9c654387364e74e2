// npm run seed against a real stack: what it makes (read back through the API), an interrupted
// run resumed without duplicates, and the messages for no gateway, a refused token and bad options.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@workapi/devservices';
import { REPO_ROOT, startTestStack, type GraphQLClient, type TestStack } from '@workapi/testing';

jest.setTimeout(120_000);

let env: TestStack;
let acme: GraphQLClient;
let token: string;
const dataDir = mkdtempSync(join(tmpdir(), 'workapi-seed-'));

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the seed CLI; `interruptWhen` is polled while it runs and, once true, sends SIGINT. */
async function seed(args: string[], interruptWhen?: () => Promise<boolean>): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/seed/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, WORKAPI_TOKEN: token },
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (interruptWhen) {
    while (child.exitCode === null && !(await interruptWhen())) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGINT');
  }
  return { code: await exited, stdout, stderr };
}

interface SeededBoard {
  id: string;
  name: string;
  type: string;
  items_count: number;
  groups: Array<{ id: string; title: string }>;
  columns: Array<{ id: string; type: string }>;
}

async function demoBoards(): Promise<SeededBoard[]> {
  const { boards } = await acme.data<{ boards: SeededBoard[] }>(
    '{ boards(limit: 50) { id name type items_count groups { id title } columns { id type } } }',
  );
  // Subitems boards ("Subitems of … (demo)") are listed too, as on monday.com: only the boards themselves.
  return boards
    .filter((board) => board.name.endsWith('(demo)') && board.type === 'board')
    .sort((a, b) => a.name.localeCompare(b.name));
}

interface Value {
  id: string;
  type: string;
  text: string | null;
  value: string | null;
  label?: string;
  persons_and_teams?: Array<{ id: string }>;
  number?: number | null;
}

async function itemsOf(boardId: string) {
  type Page = {
    cursor: string | null;
    items: Array<{ id: string; name: string; group: { id: string }; column_values: Value[] }>;
  };
  const fields = `cursor items { id name group { id } column_values { id type text value
    ... on StatusValue { label } ... on PeopleValue { persons_and_teams { id } } ... on NumbersValue { number } } }`;
  const { boards } = await acme.data<{ boards: Array<{ items_page: Page }> }>(
    `query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 500) { ${fields} } } }`,
    { b: [boardId] },
  );
  let page = boards[0].items_page;
  const items = [...page.items];
  while (page.cursor) {
    ({ next_items_page: page } = await acme.data<{ next_items_page: Page }>(
      `query ($c: String!) { next_items_page(cursor: $c, limit: 500) { ${fields} } }`,
      { c: page.cursor },
    ));
    items.push(...page.items);
  }
  return items;
}

/** The numbers at the end of the item names (`… #12`), sorted. */
const numbersOf = (items: Array<{ name: string }>) =>
  items.map((item) => Number(/ #(\d+)$/.exec(item.name)?.[1])).sort((a, b) => a - b);
const oneTo = (count: number) => Array.from({ length: count }, (_, n) => n + 1);

/** The account's users (but its two own), teams and workspaces with their members, by name. */
async function organisation() {
  const answer = await acme.data<{
    users: Array<{
      email: string;
      is_admin: boolean;
      is_view_only: boolean;
      is_guest: boolean;
      is_pending: boolean;
    }>;
    teams: Array<{ name: string; is_guest: boolean; users: Array<{ email: string }> }>;
    workspaces: Array<{ name: string; kind: string; teams_subscribers: Array<{ name: string }> }>;
  }>(`{
    users(kind: all) { email is_admin is_view_only is_guest is_pending }
    teams { name is_guest users { email } }
    workspaces { name kind teams_subscribers { name } }
  }`);
  const byName = <T extends { name: string }>(list: T[]) =>
    [...list].sort((a, b) => a.name.localeCompare(b.name));
  return {
    users: answer.users
      .filter((user) => user.email.endsWith('@demo.test'))
      .sort((a, b) => a.email.localeCompare(b.email)),
    teams: byName(answer.teams).map((team) => ({
      ...team,
      users: team.users.map((user) => user.email).sort(),
    })),
    workspaces: byName(answer.workspaces).map((w) => ({
      ...w,
      teams_subscribers: byName(w.teams_subscribers),
    })),
  };
}

const person = (email: string, role: 'admin' | 'member' | 'viewer' | 'guest') => ({
  email,
  is_admin: role === 'admin',
  is_view_only: role === 'viewer',
  is_guest: role === 'guest',
  is_pending: true,
});

/** What the seed makes of the organisation (tools/seed/organisation.ts): invited users stay pending. */
const ORGANISATION = {
  users: [
    person('ada.admin@demo.test', 'admin'),
    person('gus.guest@demo.test', 'guest'),
    person('max.member@demo.test', 'member'),
    person('mia.member@demo.test', 'member'),
    person('val.viewer@demo.test', 'viewer'),
  ],
  teams: [
    { name: 'Engineering', is_guest: false, users: ['mia.member@demo.test', 'val.viewer@demo.test'] },
    { name: 'Partners', is_guest: true, users: ['gus.guest@demo.test'] },
    { name: 'Product', is_guest: false, users: ['ada.admin@demo.test', 'max.member@demo.test'] },
  ],
  workspaces: [
    { name: 'Leadership', kind: 'closed', teams_subscribers: [{ name: 'Product' }] },
    { name: 'Product', kind: 'open', teams_subscribers: [{ name: 'Engineering' }, { name: 'Product' }] },
  ],
};

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 2 }]);
  acme = env.clients.acme;
  token = env.tokens.acme[0];
});

afterAll(async () => {
  await env?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run seed', () => {
  it('makes boards with groups, columns of the common types and items with values, and sums it up', async () => {
    const run = await seed(['--url', env.gatewayUrl, '--boards', '2', '--items', '40']);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\[seed\] done in .*: 80 items on 2 boards/);
    expect(run.stdout).toMatch(/boards +2 created, 0 already there/);
    expect(run.stdout).toMatch(/users +5 created, 0 already there/);
    expect(run.stdout).toMatch(/teams +3 created, 0 already there/);
    expect(run.stdout).toMatch(/workspaces +2 created, 0 already there/);
    expect(run.stdout).toMatch(/folders +1 created, 0 already there/);
    expect(run.stdout).toMatch(/items +80 created, 0 already there/);
    expect(run.stdout).toMatch(/updates +[1-9]\d* created, 0 already there/);
    expect(run.stdout).toMatch(/speed +[\d.]+ items\/s/);
    expect(run.stderr).toMatch(/\[seed\] \d+\/80 items/);

    const boards = await demoBoards();
    expect(boards.map((board) => [board.name, board.items_count])).toEqual([
      ['Marketing campaigns (demo)', 40],
      ['Product roadmap (demo)', 40],
    ]);
    expect(boards[1].groups.map((group) => group.title)).toEqual([
      'Backlog',
      'Up next',
      'In progress',
      'Shipped',
    ]);
    const types = new Set(boards[1].columns.map((column) => column.type));
    for (const type of ['people', 'status', 'date', 'timeline', 'numbers', 'text', 'long_text', 'dropdown']) {
      expect(types).toContain(type);
    }
    for (const type of ['checkbox', 'email', 'phone', 'link', 'rating']) expect(types).toContain(type);

    const items = await itemsOf(boards[1].id);
    expect(numbersOf(items)).toEqual(oneTo(40));
    expect(new Set(items.map((item) => item.group.id)).size).toBeGreaterThanOrEqual(3);
    const userIds = new Set<string>();
    const filled = new Map<string, number>();
    for (const item of items) {
      const byId = new Map(item.column_values.map((value) => [value.id, value]));
      expect(['Critical', 'High', 'Medium', 'Low']).toContain(byId.get('priority')?.label);
      expect(byId.get('date4')?.text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(byId.get('timeline')?.text).toMatch(/^\d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}$/);
      expect(byId.get('estimate')?.number).toBeGreaterThan(0);
      expect(byId.get('reference')?.text).toMatch(/^RM-\d+$/);
      expect(byId.get('tags')?.text).not.toBe('');
      for (const person of byId.get('person')?.persons_and_teams ?? []) userIds.add(person.id);
      for (const value of item.column_values)
        if (value.text) filled.set(value.id, (filled.get(value.id) ?? 0) + 1);
    }
    const { users } = await acme.data<{ users: Array<{ id: string }> }>('{ users(kind: non_guests) { id } }');
    expect([...userIds].sort()).toEqual(users.map((user) => user.id).sort());
    for (const column of ['status', 'notes', 'approved', 'contact', 'phone', 'link', 'impact']) {
      expect(filled.get(column)).toBeGreaterThan(0);
    }

    // Every tenth item has one to three subitems with an owner, a status and a date.
    const { items: parents } = await acme.data<{
      items: Array<{
        name: string;
        subitems: Array<{
          name: string;
          board: { type: string };
          column_values: Array<{ id: string; text: string }>;
        }>;
      }>;
    }>(
      'query ($ids: [ID!]) { items(ids: $ids) { name subitems { name board { type } column_values { id text } } } }',
      {
        ids: items.filter((item) => /#(1|11|21|31)$/.test(item.name)).map((item) => item.id),
      },
    );
    expect(parents).toHaveLength(4);
    for (const parent of parents) {
      expect(parent.subitems.length).toBeGreaterThanOrEqual(1);
      for (const subitem of parent.subitems) {
        expect(subitem.board.type).toBe('sub_items_board');
        const texts = Object.fromEntries(subitem.column_values.map((value) => [value.id, value.text]));
        expect(['Done', 'Working on it', 'Stuck']).toContain(texts.status);
        expect(texts.date0).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    const subitems = parents.reduce((sum, parent) => sum + parent.subitems.length, 0);
    expect(run.stdout).toMatch(/subitems +\d+ created, 0 already there/);
    expect(subitems).toBeGreaterThanOrEqual(4);
    // The first five items of a board have an update or two, some with a reply; the others none.
    const { items: discussed } = await acme.data<{
      items: Array<{ name: string; updates: Array<{ body: string; text_body: string; replies: unknown[] }> }>;
    }>(
      'query ($i: [ID!]) { items(ids: $i, limit: 100) { name updates { body text_body replies { id } } } }',
      {
        i: items.map((item) => item.id),
      },
    );
    const withUpdates = discussed.filter((item) => item.updates.length > 0);
    expect(numbersOf(withUpdates)).toEqual(oneTo(5));
    expect(withUpdates.flatMap((item) => item.updates).every((update) => update.text_body.length > 0)).toBe(
      true,
    );
    expect(existsSync(join(dataDir, 'seed-run.json'))).toBe(false);
  });

  it('gives the account users of every role, three teams, an open and a closed workspace, and a folder holding the first board', async () => {
    expect(await organisation()).toEqual(ORGANISATION);
    const { folders } = await acme.data<{
      folders: Array<{
        name: string;
        workspace: { name: string };
        children: Array<{ name: string; type: string }>;
      }>;
    }>('{ folders { name workspace { name } children { name type } } }');
    // The board's subitems board goes with it; only the boards themselves are looked at.
    expect(
      folders.map((folder) => ({
        ...folder,
        children: folder.children.filter((board) => board.type === 'board'),
      })),
    ).toEqual([
      {
        name: 'Roadmaps',
        workspace: { name: 'Product' },
        children: [{ name: 'Product roadmap (demo)', type: 'board' }],
      },
    ]);
  });

  it('stops on Ctrl-C after the requests in flight, and a second run completes the data without duplicates', async () => {
    const before = (await demoBoards()).reduce((sum, board) => sum + board.items_count, 0);
    const args = ['--url', env.gatewayUrl, '--boards', '2', '--items', '100'];
    // One small request at a time, so the run is still creating when it is interrupted.
    const interrupted = await seed([...args, '--concurrency', '1', '--batch', '5'], async () => {
      const boards = await demoBoards();
      return boards.reduce((sum, board) => sum + board.items_count, 0) >= before + 20;
    });
    expect(interrupted.stderr).not.toMatch(/\n\s+at /);
    expect(interrupted.code).toBe(130);
    expect(interrupted.stderr).toContain('SIGINT: finishing the requests in flight');
    expect(interrupted.stdout).toMatch(
      /\[seed\] interrupted after .*, before the end: \d+ of 200 items created/,
    );
    expect(interrupted.stdout).toContain('Run the same command again to finish');
    const stopped = (await demoBoards()).reduce((sum, board) => sum + board.items_count, 0);
    expect(stopped).toBeLessThan(200);
    expect(interrupted.stdout).toMatch(new RegExp(`items +${stopped - before} created,`));
    expect(existsSync(join(dataDir, 'seed-run.json'))).toBe(true);

    const resumed = await seed(args);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain('[seed] resuming');
    expect(resumed.stdout).toMatch(new RegExp(`items +${200 - stopped} created, ${stopped} already there`));
    expect(resumed.stdout).toMatch(/boards +0 created, 2 already there/);
    expect(resumed.stdout).toMatch(/users +0 created, 5 already there/);
    expect(resumed.stdout).toMatch(/teams +0 created, 3 already there/);
    expect(resumed.stdout).toMatch(/workspaces +0 created, 2 already there/);
    expect(resumed.stdout).toMatch(/folders +0 created, 1 already there/);
    expect(await organisation()).toEqual(ORGANISATION);
    // The first items have had their updates since the first run: none is posted twice.
    expect(resumed.stdout).toMatch(/updates +0 created, [1-9]\d* already there/);
    for (const board of await demoBoards()) {
      expect(board.items_count).toBe(100);
      expect(numbersOf(await itemsOf(board.id))).toEqual(oneTo(100));
      expect(board.groups).toHaveLength(4);
    }
    expect(existsSync(join(dataDir, 'seed-run.json'))).toBe(false);
  });

  it('removes a second copy of an item, as a request a killed run left running would make, keeping the first', async () => {
    const [board] = await demoBoards();
    const original = (await itemsOf(board.id)).find((item) => item.name.endsWith(' #7'));
    if (!original) throw new Error('the seeded board has no item #7');
    await acme.data('mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }', {
      b: board.id,
      n: original.name,
    });

    const run = await seed(['--url', env.gatewayUrl, '--boards', '2', '--items', '100']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/items +0 created, 200 already there, 1 duplicates removed/);
    const items = await itemsOf(board.id);
    expect(numbersOf(items)).toEqual(oneTo(100));
    expect(items.map((item) => item.id)).toContain(original.id);
  });

  it('ends with a message and an exit code, never a stack, when the gateway is away, the token is refused or an option is wrong', async () => {
    const away = await seed(['--url', `http://127.0.0.1:${await freePort()}/graphql`, '--boards', '1']);
    expect(away.code).toBe(4);
    expect(away.stderr).toContain('Cannot reach the gateway at http://127.0.0.1:');
    expect(away.stderr).toContain('Is npm start running?');

    const refused = await seed(['--url', env.gatewayUrl, '--token', 'not-a-token']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('The gateway refused the API token from --token (401');

    const wrong = await seed(['--items', 'many']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('--items must be a whole number from 0 to 1,000,000, got "many"');
    expect(wrong.stderr).toContain('npm run seed -- --help lists the options');

    for (const run of [away, refused, wrong]) expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
