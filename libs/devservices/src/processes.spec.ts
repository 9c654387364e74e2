import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startProcess, startTimeOf, waitForPort } from './processes';

const serverScript = (port: number) =>
  `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('managed service processes', () => {
  it('start, answer on their port, and stop leaving no process or pid file behind', async () => {
    const runDir = mkdtempSync(join(tmpdir(), 'processes-spec-'));
    const port = await freePort();
    const managed = startProcess('fake-db', process.execPath, ['-e', serverScript(port)], runDir);
    await waitForPort(port, 10_000, managed.child);
    expect(readFileSync(join(runDir, 'fake-db.pid'), 'utf8')).toBe(String(managed.child.pid));
    await managed.stop();
    expect(alive(managed.child.pid as number)).toBe(false);
    expect(existsSync(join(runDir, 'fake-db.pid'))).toBe(false);
    await expect(waitForPort(port, 300)).rejects.toThrow(/did not open/);
  });

  it('clean up a process a crashed run left behind before starting again', async () => {
    const runDir = mkdtempSync(join(tmpdir(), 'processes-spec-'));
    const port = await freePort();
    const orphan = spawn(process.execPath, ['-e', `${serverScript(port)} /* fake-db */`], {
      stdio: 'ignore',
    });
    await waitForPort(port, 10_000, orphan);
    writeFileSync(join(runDir, 'fake-db.pid'), String(orphan.pid));
    const exited = new Promise((resolve) => orphan.once('exit', resolve));
    const fresh = startProcess('fake-db', process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], runDir);
    await exited;
    expect(alive(orphan.pid as number)).toBe(false);
    await fresh.stop();
  });

  it('stop when the process that started them is killed (SIGKILL), which runs no handler of ours', async () => {
    const runDir = mkdtempSync(join(tmpdir(), 'processes-spec-'));
    const starter = join(runDir, 'starter.ts');
    writeFileSync(
      starter,
      `import { startProcess } from ${JSON.stringify(join(__dirname, 'processes'))};\n` +
        `startProcess('fake-db', process.execPath, ['-e', 'setInterval(() => {}, 1000) /* fake-db */'], ${JSON.stringify(runDir)});\n` +
        'setInterval(() => {}, 1000);\n',
    );
    const parent = spawn(process.execPath, ['--import', 'tsx', starter], { stdio: 'ignore' });
    const pidFile = join(runDir, 'fake-db.pid');
    while (!existsSync(pidFile)) await sleep(50);
    const service = Number(readFileSync(pidFile, 'utf8'));
    // Not a zombie either: an orphan's new parent may never reap it.
    const running = () => startTimeOf(service) !== undefined;
    expect(running()).toBe(true);
    parent.kill('SIGKILL');
    for (let waited = 0; running() && waited < 10_000; waited += 100) await sleep(100);
    expect(running()).toBe(false);
  }, 20_000);

  it('report a process that exits before it listens', async () => {
    const runDir = mkdtempSync(join(tmpdir(), 'processes-spec-'));
    const managed = startProcess('broken-db', process.execPath, ['-e', 'process.exit(3)'], runDir);
    await expect(waitForPort(await freePort(), 10_000, managed.child)).rejects.toThrow(/exited with code 3/);
    expect(readFileSync(join(runDir, 'broken-db.log'), 'utf8')).toBe('');
  });
});
