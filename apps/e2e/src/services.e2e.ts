import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFerretDb, isListening, onPath } from '@workapi/devservices';
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
