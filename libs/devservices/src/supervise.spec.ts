import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isListening, startProcess, waitForPort, type ManagedProcess } from './processes';
import { RestartPolicy, superviseService } from './supervise';

jest.setTimeout(30_000);

const serverScript = (port: number) =>
  `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;

const runDirs: string[] = [];
const newRunDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'supervise-spec-'));
  runDirs.push(dir);
  return dir;
};
afterAll(() => runDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('supervised services', () => {
  it('are started again on the same port when they die, with the exit and restart logged', async () => {
    const runDir = newRunDir();
    const port = await freePort();
    const start = async () => {
      const managed = startProcess('fake-db', process.execPath, ['-e', serverScript(port)], runDir);
      await waitForPort(port, 10_000, managed.child);
      return managed;
    };
    const messages: string[] = [];
    const service = await superviseService('fake-db', start, (message) => messages.push(message));
    const first = service.current().child;
    first.kill('SIGKILL');
    await until(() => messages.length === 2, 'the restart');
    const second = service.current().child;
    expect(messages).toEqual([
      'fake-db exited (SIGKILL); restarting in 500 ms',
      `fake-db restarted (pid ${second.pid})`,
    ]);
    expect(second.pid).not.toBe(first.pid);
    expect(await isListening(port)).toBe(true);

    await service.stop();
    expect(second.signalCode).toBe('SIGTERM');
    expect(await isListening(port)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(messages).toHaveLength(2);
  });

  it('keep trying, each wait longer, while a restart fails', async () => {
    const messages: string[] = [];
    const runDir = newRunDir();
    const port = await freePort();
    let starts = 0;
    const start = async (): Promise<ManagedProcess> => {
      starts += 1;
      // The first start serves; the next two exit at once; the fourth serves again.
      const script = starts === 1 || starts === 4 ? serverScript(port) : 'process.exit(2)';
      const managed = startProcess('flaky-db', process.execPath, ['-e', script], runDir);
      await waitForPort(port, 10_000, managed.child);
      return managed;
    };
    const service = await superviseService('flaky-db', start, (message) => messages.push(message));
    service.current().child.kill('SIGKILL');
    await until(() => messages.some((message) => message.includes('restarted')), 'the restart');
    expect(messages).toEqual([
      'flaky-db exited (SIGKILL); restarting in 500 ms',
      'flaky-db did not restart (exited with code 2 before listening); trying again in 1000 ms',
      'flaky-db did not restart (exited with code 2 before listening); trying again in 2000 ms',
      `flaky-db restarted (pid ${service.current().child.pid})`,
    ]);
    await service.stop();
  });

  it('stop for good while a restart waits', async () => {
    const runDir = newRunDir();
    const port = await freePort();
    const messages: string[] = [];
    const start = async () => {
      const managed = startProcess('fake-db', process.execPath, ['-e', serverScript(port)], runDir);
      await waitForPort(port, 10_000, managed.child);
      return managed;
    };
    const service = await superviseService('fake-db', start, (message) => messages.push(message));
    service.current().child.kill('SIGKILL');
    await until(() => messages.length === 1, 'the exit');
    await service.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(messages).toEqual(['fake-db exited (SIGKILL); restarting in 500 ms']);
    expect(await isListening(port)).toBe(false);
  });
});

describe('the restart policy', () => {
  afterEach(() => jest.useRealTimers());

  it('waits 0.5 s, doubling to 15 s, and 0.5 s again after a minute of running', () => {
    jest.useFakeTimers({ now: 0 });
    const policy = new RestartPolicy('app', () => undefined);
    const delays = Array.from({ length: 7 }, () => policy.exited(1, null));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    policy.restarted(1);
    jest.advanceTimersByTime(61_000);
    expect(policy.exited(null, 'SIGKILL')).toBe(500);
  });
});
