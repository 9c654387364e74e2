import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isListening } from '@workapi/devservices';
import { GraphQLClient, REPO_ROOT } from '@workapi/testing';

jest.setTimeout(180_000);

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

const dataDir = mkdtempSync(join(tmpdir(), 'workapi-lifecycle-'));
let ports: Record<string, number>;

function npmStart(): Started {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(ports.gateway),
    BOARDS_PORT: String(ports.boards),
    ITEMS_PORT: String(ports.items),
    COLUMNS_PORT: String(ports.columns),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function untilReady(started: Started): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited early:\n${started.output()}`);
    if (/\[start\] ready/.test(started.output())) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not become ready:\n${started.output()}`);
}

beforeAll(async () => {
  ports = {
    gateway: await freePort(),
    boards: await freePort(),
    items: await freePort(),
    columns: await freePort(),
  };
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('provisions its own services, serves the API, stops cleanly on SIGTERM and finds its data after a restart', async () => {
    const first = npmStart();
    await untilReady(first);
    const services = JSON.parse(readFileSync(join(dataDir, 'services.json'), 'utf8'));
    expect(services).toEqual({
      mongo: expect.stringMatching(/^mongodb:\/\//),
      redis: expect.stringMatching(/^redis:\/\//),
    });
    const token = readFileSync(join(dataDir, 'dev-token'), 'utf8').trim();
    expect(first.output()).toContain(`API token: ${token}`);

    const client = new GraphQLClient(`http://127.0.0.1:${ports.gateway}/graphql`, token);
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Survives restarts", board_kind: public) { id } }',
    );
    expect((await fetch(`http://127.0.0.1:${ports.gateway}/ready`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    const servicePorts = [services.mongo, services.redis].map((url: string) => Number(new URL(url).port));
    for (const port of [...Object.values(ports), ...servicePorts])
      expect(await isListening(port)).toBe(false);
    expect(readdirSync(join(dataDir, 'run')).filter((file) => file.endsWith('.pid'))).toEqual([]);

    const second = npmStart();
    await untilReady(second);
    // A crashed app is restarted and logged; the others keep running.
    const items = Number(/items pid (\d+)/.exec(second.output())?.[1]);
    process.kill(items, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (!/\[start\] items restarted/.test(second.output()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(second.output()).toMatch(/\[start\] items exited \(SIGKILL\); restarting in 500 ms/);
    expect(second.output()).toMatch(/\[start\] items restarted \(pid \d+\)/);
    expect(second.child.exitCode).toBeNull();
    while (Date.now() < deadline && (await fetch(`http://127.0.0.1:${ports.gateway}/ready`)).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const { boards } = await client.data<{ boards: Array<{ id: string; name: string }> }>(
      `query ($ids: [ID!]) { boards(ids: $ids) { id name } }`,
      { ids: [create_board.id] },
    );
    expect(boards).toEqual([{ id: create_board.id, name: 'Survives restarts' }]);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(true);
  });
});
