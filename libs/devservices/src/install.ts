import { execFile } from 'node:child_process';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
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

/** Names our build: FerretDB with the `_id` lookup fix below (a new name rebuilds old caches once). */
export const FERRETDB_BUILD = `${FERRETDB_VERSION}-idindex`;

export const cachedFerretDb = (env: Record<string, string | undefined>) =>
  join(cacheDir(env), `ferretdb-${FERRETDB_BUILD}`);

/**
 * FerretDB v1's SQLite backend looks documents up by `_id` (the `{_id: <string>}` find pushdown,
 * and every update and delete) with `_ferretdb_sjson->'$._id'`, while it builds the unique `_id`
 * index on `_ferretdb_sjson->"_id"`. SQLite only uses an expression index for the same
 * expression, so each of those lookups scanned the whole table. Both extract the same value;
 * writing the lookup like the index makes it an index search.
 */
export function patchFerretDbSource(dir: string): void {
  const file = join(dir, 'internal', 'backends', 'sqlite', 'metadata', 'metadata.go');
  const source = readFileSync(file, 'utf8');
  const lookup = `IDColumn = DefaultColumn + "->'$._id'"`;
  if (!source.includes(lookup)) throw new Error(`FerretDB source changed: ${lookup} not found in ${file}`);
  writeFileSync(file, source.replace(lookup, `IDColumn = DefaultColumn + "->'_id'"`));
}

/**
 * Builds FerretDB v1 from the Go module proxy. `go install …@version` cannot be used: the proxy
 * refuses the module's version list that `go install` reads, and the released module lacks the
 * build/version/version.txt FerretDB panics without. So: download the module, add that file, fix
 * its `_id` lookups (`patchFerretDbSource`), build.
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
    chmodSync(join(work, 'internal', 'backends', 'sqlite', 'metadata'), 0o755);
    chmodSync(join(work, 'internal', 'backends', 'sqlite', 'metadata', 'metadata.go'), 0o644);
    patchFerretDbSource(work);
    mkdirSync(cacheDir(env), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    await run(go, ['build', '-trimpath', '-o', partial, './cmd/ferretdb'], {
      cwd: work,
      env: goEnv,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 15 * 60_000,
    });
    chmodSync(partial, 0o755);
    renameSync(partial, target);
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
