import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFerretDb, isListening, onPath, startTimeOf } from '@workapi/devservices';
import {
  freeAppPorts,
  GraphQLClient,
  npmStart,
  untilLogged,
  untilReady,
  type AppPorts,
  type StartedApi,
} from '@workapi/testing';

jest.setTimeout(300_000);

const local = findFerretDb(process.env) && onPath('redis-server', process.env);

// `npm start` with the services it provisions itself (FerretDB over PostgreSQL, redis-server).
(local ? describe : describe.skip)('npm start supervises the services it started', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'workapi-services-'));
  let ports: AppPorts;
  let started: StartedApi | undefined;

  const pidOf = (name: string) => Number(readFileSync(join(dataDir, 'run', `${name}.pid`), 'utf8'));
  const ready = () =>
    fetch(`http://127.0.0.1:${ports.gateway}/ready`).then(
      (answer) => answer.status,
      () => 0,
    );
  const untilServing = async () => {
    const deadline = Date.now() + 90_000;
    while ((await ready()) !== 200) {
      if (Date.now() > deadline) throw new Error('/ready did not return to 200 within 90 s');
      await sleep(250);
    }
  };

  beforeAll(async () => {
    ports = await freeAppPorts();
  });

  afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      await started.exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts redis-server, FerretDB and PostgreSQL when they die, on the same address and data, and stops them all on SIGTERM', async () => {
    const api = npmStart(dataDir, ports);
    started = api;
    await untilReady(api);
    expect(api.output()).toMatch(/\[start\] mongo: ferretdb .*PostgreSQL/);
    expect(api.output()).toMatch(/\[start\] redis: redis-server/);
    const services = JSON.parse(readFileSync(join(dataDir, 'services.json'), 'utf8'));
    const token = readFileSync(join(dataDir, 'dev-token'), 'utf8').trim();
    const client = new GraphQLClient(`http://127.0.0.1:${ports.gateway}/graphql`, token);
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Outlives its database", board_kind: public) { id } }',
    );

    for (const [name, process_] of [
      ['redis', 'redis-server'],
      ['ferretdb', 'ferretdb'],
      ['postgres', 'postgres'],
    ]) {
      const pid = pidOf(process_);
      process.kill(pid, 'SIGKILL');
      await untilLogged(api, new RegExp(`\\[start\\] ${name} restarted \\(pid \\d+\\)`), 90_000);
      expect(api.output()).toContain(`[start] ${name} exited (SIGKILL); restarting in 500 ms`);
      const restarted = Number(
        new RegExp(`\\[start\\] ${name} restarted \\(pid (\\d+)\\)`).exec(api.output())?.[1],
      );
      expect(restarted).not.toBe(pid);
      expect(pidOf(process_)).toBe(restarted);
      await untilServing();
    }
    // The same npm start throughout: one start, no app restarted, the same addresses.
    expect(api.child.exitCode).toBeNull();
    expect(api.output().match(/\[start\] ready/g)).toHaveLength(1);
    expect(api.output()).not.toMatch(/\[start\] (gateway|boards|items|columns) exited/);
    expect(JSON.parse(readFileSync(join(dataDir, 'services.json'), 'utf8'))).toEqual(services);

    // What was written before is there; new writes work.
    const { boards } = await client.data<{ boards: Array<{ id: string; name: string }> }>(
      'query ($ids: [ID!]) { boards(ids: $ids) { id name } }',
      { ids: [create_board.id] },
    );
    expect(boards).toEqual([{ id: create_board.id, name: 'Outlives its database' }]);
    const { create_item } = await client.data<{ create_item: { id: string; name: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "After the outages") { id name } }',
      { b: create_board.id },
    );
    expect(create_item.name).toBe('After the outages');

    const stopping = api.output().length;
    api.child.kill('SIGTERM');
    expect(await api.exit).toBe(0);
    expect(api.output().slice(stopping)).not.toMatch(/restart/);
    const servicePorts = [services.mongo, services.redis].map((url: string) => Number(new URL(url).port));
    for (const port of servicePorts) expect(await isListening(port)).toBe(false);
    expect(readdirSync(join(dataDir, 'run')).filter((file) => file.endsWith('.pid'))).toEqual([]);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});

// However `npm start` ends, what it started ends with it; and one data directory has one `npm start`.
(local ? describe : describe.skip)('npm start leaves nothing running, however it ends', () => {
  let dataDir: string;
  let ports: AppPorts;
  /** Every process of the `npm start` under test, by name: pid and start time (a reused pid is not it). */
  let processes: Record<string, { pid: number; startTime: string | undefined }> = {};
  let started: StartedApi[] = [];

  /** `npm start` (through npm, as a user runs it) once ready, its processes recorded from their pid files. */
  const ready = async (options = { throughNpm: true }) => {
    const api = npmStart(dataDir, ports, {}, options);
    started.push(api);
    await untilReady(api);
    const run = join(dataDir, 'run');
    const pidOf = (file: string) => Number(readFileSync(join(run, file), 'utf8'));
    const pids: Record<string, number> = {
      'npm start': pidOf('start.pid'),
      postgres: pidOf('postgres.pid'),
      ferretdb: pidOf('ferretdb.pid'),
      'redis-server': pidOf('redis-server.pid'),
      ...JSON.parse(readFileSync(join(run, 'apps.json'), 'utf8')),
    };
    processes = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, { pid, startTime: startTimeOf(pid) }]),
    );
    expect(running()).toEqual(Object.keys(pids));
    return api;
  };
  const running = () =>
    Object.entries(processes)
      .filter(
        ([, { pid, startTime }]) => pid > 0 && startTime !== undefined && startTimeOf(pid) === startTime,
      )
      .map(([name]) => name);
  /** The processes still running once an orderly stop has had its time (90 s). */
  const survivors = async () => {
    const deadline = Date.now() + 90_000;
    while (running().length > 0 && Date.now() < deadline) await sleep(250);
    return running();
  };

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'workapi-ends-'));
    ports = await freeAppPorts();
  });

  afterEach(async () => {
    // Whatever a failed test left running is ended here, so the next one starts clean.
    for (const api of started)
      if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    for (const name of running()) process.kill(processes[name].pid, 'SIGKILL');
    await sleep(500);
    started = [];
    processes = {};
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops everything, each app drained, when npm is sent SIGTERM', async () => {
    const api = await ready();
    api.child.kill('SIGTERM');
    const code = await api.exit;
    expect(await survivors()).toEqual([]);
    expect(code).toBe(0);
    expect(api.output()).toContain('[start] stopped');
  });

  it('stops everything, each app drained, on an impatient Ctrl-C Ctrl-C (two SIGTERMs to its process group)', async () => {
    const api = await ready();
    await sleep(1_000);
    const group = -(api.child.pid as number);
    process.kill(group, 'SIGTERM');
    await sleep(300);
    process.kill(group, 'SIGTERM');
    const code = await api.exit;
    expect(await survivors()).toEqual([]);
    // No app quit undrained on the second signal ("second SIGTERM, exiting").
    expect(api.output()).not.toContain('second SIGTERM');
    expect(code).toBe(0);
  });

  it('stops everything when npm is killed (SIGKILL)', async () => {
    const api = await ready();
    api.child.kill('SIGKILL');
    await api.exit;
    expect(await survivors()).toEqual([]);
  });

  it('stops every app and service when the process running tools/start.ts is killed (SIGKILL)', async () => {
    const api = await ready();
    process.kill(processes['npm start'].pid, 'SIGKILL');
    await api.exit;
    expect(await survivors()).toEqual([]);
  });

  it("refuses a second npm start on the same DATA_DIR at once, naming the pid that holds it, and takes over a dead one's", async () => {
    // The lock an npm start killed outright leaves behind: its pid runs nothing any more.
    const dead = spawnSync('true').pid;
    mkdirSync(join(dataDir, 'run'), { recursive: true });
    writeFileSync(join(dataDir, 'run', 'start.lock'), String(dead));
    const first = await ready({ throughNpm: false });
    const before = running();
    const second = npmStart(dataDir, await freeAppPorts());
    started.push(second);
    // Before anything else: it exits rather than starting alongside the first.
    expect(await Promise.race([second.exit, untilReady(second).then(() => 'started')])).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another npm start (pid ${first.child.pid})`,
    );
    // Refused before touching anything: the first one's processes all run, and it serves.
    expect(second.output()).not.toContain('[start] postgres');
    expect(running()).toEqual(before);
    expect((await fetch(`http://127.0.0.1:${ports.gateway}/ready`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(await survivors()).toEqual([]);
  });
});
