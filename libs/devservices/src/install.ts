import { execFile } from 'node:child_process';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.0';

/** Where built or downloaded service binaries are kept between runs (outside any clone). */
export function cacheDir(env: Record<string, string | undefined>): string {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'workapi');
}

export function onPath(binary: string, env: Record<string, string | undefined>): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

export const cachedFerretDb = (env: Record<string, string | undefined>) =>
  join(cacheDir(env), `ferretdb-${FERRETDB_VERSION}`);

/**
 * Builds FerretDB v1 from the Go module proxy. `go install …@version` cannot be used: the proxy
 * refuses the module's version list that `go install` reads, and the released module lacks the
 * build/version/version.txt FerretDB panics without. So: download the module, add that file, build.
 */
export async function buildFerretDb(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): Promise<string> {
  const target = cachedFerretDb(env);
  if (existsSync(target)) return target;
  const go = onPath('go', env);
  if (!go) throw new Error('Go is not installed: install Go 1.22+ to build FerretDB, or set MONGO_URL');
  log(`building FerretDB ${FERRETDB_VERSION} with ${go} (first run only, about two minutes)`);
  const goEnv = { ...env, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' } as NodeJS.ProcessEnv;
  const { stdout } = await run(go, ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
    env: goEnv,
    maxBuffer: 16 * 1024 * 1024,
  });
  const source = (JSON.parse(stdout) as { Dir: string }).Dir;
  const work = mkdtempSync(join(tmpdir(), 'ferretdb-build-'));
  try {
    cpSync(source, work, { recursive: true });
    chmodSync(join(work, 'build', 'version'), 0o755);
    writeFileSync(join(work, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    mkdirSync(cacheDir(env), { recursive: true });
    const partial = `${target}.partial`;
    await run(go, ['build', '-trimpath', '-o', partial, './cmd/ferretdb'], {
      cwd: work,
      env: goEnv,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 15 * 60_000,
    });
    cpSync(partial, target);
    chmodSync(target, 0o755);
    rmSync(partial, { force: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return target;
}

/** Installs Debian's redis-server when running as root (the only install this project makes system-wide). */
export async function installRedis(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): Promise<string> {
  if (process.getuid?.() !== 0 || !onPath('apt-get', env)) {
    throw new Error(
      'redis-server is not installed: install it (e.g. apt-get install redis-server) or set REDIS_URL',
    );
  }
  log('installing redis-server from the OS packages');
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' } as NodeJS.ProcessEnv;
  await run('apt-get', ['update', '-qq'], { env: aptEnv, maxBuffer: 64 * 1024 * 1024 });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
    env: aptEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
  const binary =
    onPath('redis-server', env) ??
    (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : undefined);
  if (!binary) throw new Error('redis-server was installed but is not on PATH');
  return binary;
}
