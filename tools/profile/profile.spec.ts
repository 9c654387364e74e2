import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseProfileArgs, UsageError } from './profile';

const root = join(__dirname, '..', '..');

describe('npm run profile arguments', () => {
  it('names apps (all four by default) and a length', () => {
    expect(parseProfileArgs([])).toEqual({ apps: ['boards', 'items', 'columns', 'gateway'], seconds: 10 });
    expect(parseProfileArgs(['gateway', 'items', '--seconds', '30'])).toEqual({
      apps: ['gateway', 'items'],
      seconds: 30,
    });
    expect(parseProfileArgs(['--help'])).toBe('help');
    expect(() => parseProfileArgs(['mongo'])).toThrow(UsageError);
    expect(() => parseProfileArgs(['--seconds', 'x'])).toThrow(UsageError);
  });
});

describe('npm run profile against running servers', () => {
  const servers: ChildProcess[] = [];

  /** A server as every app runs one (libs/http, stopped on signals), logging as `service`. */
  async function startServer(service: string, dataDir: string): Promise<ChildProcess> {
    const script = [
      "const { createServer, listen, closeOnSignals } = require('./libs/http/src/index.ts');",
      "const { createLogger } = require('./libs/logging/src/index.ts');",
      `const logger = createLogger('${service}', 'info', false);`,
      'const app = createServer({ logger, bodyLimit: 1024, readiness: {} });',
      "listen(app, 0, '127.0.0.1').then(() => { closeOnSignals(app, logger, 1000); console.log('up'); });",
      'setInterval(() => { for (let i = 0; i < 1e5; i += 1) Math.sqrt(i); }, 5);',
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    servers.push(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    while (!output.includes('up')) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return child;
  }

  afterAll(() => {
    for (const server of servers) server.kill('SIGKILL');
  });

  it('writes a .cpuprofile of each app named, where npm start keeps its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'profile-'));
    const [gateway, items] = await Promise.all([
      startServer('gateway', dataDir),
      startServer('items', dataDir),
    ]);
    mkdirSync(join(dataDir, 'run'));
    writeFileSync(
      join(dataDir, 'run', 'apps.json'),
      JSON.stringify({ gateway: gateway.pid, items: items.pid }),
    );

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/profile/main.ts', 'gateway', 'items', '--seconds', '0.5'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );

    for (const [app, pid] of [
      ['gateway', gateway.pid],
      ['items', items.pid],
    ]) {
      const file = new RegExp(
        `\\[profile\\] ${app}: (${dataDir}/profiles/${app}-${pid}-\\S+\\.cpuprofile)`,
      ).exec(stdout)?.[1];
      expect(file).toBeDefined();
      const profile = JSON.parse(readFileSync(file!, 'utf8')) as { nodes: unknown[]; samples: unknown[] };
      expect(profile.nodes.length).toBeGreaterThan(0);
      expect(profile.samples.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('says so when npm start is not running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'profile-'));
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/profile/main.ts'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('is npm start running?') });
  }, 30_000);
});
