import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '@workapi/logging';
import { CpuProfiler, profileOnSignal, profilesDir, PROFILE_SIGNAL } from './profiling';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string } }>;
  samples: number[];
  startTime: number;
  endTime: number;
}

/** Keeps the CPU busy in a function a profile can be searched for. */
function spinForProfile(ms: number): number {
  const until = Date.now() + ms;
  let spun = 0;
  while (Date.now() < until) spun += Math.sqrt(spun + 1);
  return spun;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;

describe('CPU profiles of a server process', () => {
  it('are written as .cpuprofile JSON, with the call tree and its samples', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'profiles-'));
    const profiler = new CpuProfiler();
    await profiler.start();
    spinForProfile(200);
    const file = await profiler.stopInto(join(dir, 'profiles'), 'gateway');

    expect(file).toMatch(new RegExp(`/profiles/gateway-${process.pid}-[\\dT-]+Z\\.cpuprofile$`));
    const profile = read(file);
    expect(profile.endTime).toBeGreaterThan(profile.startTime);
    expect(profile.samples.length).toBeGreaterThan(10);
    const ids = new Set(profile.nodes.map((node) => node.id));
    expect(profile.samples.every((sample) => ids.has(sample))).toBe(true);
    expect(profile.nodes.map((node) => node.callFrame.functionName)).toContain('spinForProfile');
    expect(profiler.running).toBe(false);
  });

  it('are taken between two SIGUSR2s, and the log says where the file went', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'profiles-'));
    const logged: string[] = [];
    const logger = {
      info: (...args: unknown[]) => logged.push(JSON.stringify(args)),
      error: (...args: unknown[]) => logged.push(JSON.stringify(args)),
    } as unknown as Logger;
    const untilLogged = async (count: number) => {
      while (logged.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const stop = profileOnSignal('items', logger, dir);
    try {
      // As the signal arrives (tools/profile sends real ones to a real process: its test).
      process.emit(PROFILE_SIGNAL);
      await untilLogged(1);
      spinForProfile(100);
      process.emit(PROFILE_SIGNAL);
      await untilLogged(2);
    } finally {
      stop();
    }
    expect(logged[0]).toContain('cpu profile started');
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^items-\d+-.*\.cpuprofile$/);
    expect(logged[1]).toContain(join(dir, file));
    expect(read(join(dir, file)).samples.length).toBeGreaterThan(0);
    expect(process.listenerCount(PROFILE_SIGNAL)).toBe(0);
  });

  it("go under DATA_DIR's profiles folder", () => {
    expect(profilesDir({ DATA_DIR: '/srv/workapi' })).toBe('/srv/workapi/profiles');
    expect(profilesDir({})).toBe(join(process.cwd(), '.data', 'profiles'));
  });
});
