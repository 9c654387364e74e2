import { execFile } from 'node:child_process';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';

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

/** Our build of FerretDB: the version plus the two patches below (a new name rebuilds old caches once). */
export const FERRETDB_BUILD = `${FERRETDB_VERSION}-workapi1`;

export const cachedFerretDb = (env: Record<string, string | undefined>) =>
  join(cacheDir(env), `ferretdb-${FERRETDB_BUILD}`);

/** Replaces the one occurrence of `anchor` in a source file, or stops the build saying what is missing. */
function patchSource(dir: string, path: string[], anchor: string, replacement: string): void {
  const file = join(dir, ...path);
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0 || source.indexOf(anchor, at + 1) >= 0) {
    throw new Error(
      `FerretDB source changed: ${JSON.stringify(anchor)} ${at < 0 ? 'not found' : 'found more than once'} in ${file}`,
    );
  }
  chmodSync(file, 0o644);
  writeFileSync(file, source.slice(0, at) + replacement + source.slice(at + anchor.length));
}

/**
 * FerretDB v1's SQLite backend looks documents up by `_id` (the `{_id: <string>}` find pushdown,
 * and every update and delete) with `_ferretdb_sjson->'$._id'`, while it builds the unique `_id`
 * index on `_ferretdb_sjson->"_id"`. SQLite only uses an expression index for the same
 * expression, so each of those lookups scanned the whole table. Both extract the same value;
 * writing the lookup like the index makes it an index search.
 */
export function patchSqliteIdLookup(dir: string): void {
  patchSource(
    dir,
    ['internal', 'backends', 'sqlite', 'metadata', 'metadata.go'],
    `IDColumn = DefaultColumn + "->'$._id'"`,
    `IDColumn = DefaultColumn + "->'_id'"`,
  );
}

/**
 * The Go code inserted into `prepareWhereClause` of the PostgreSQL backend, before its `$ne` case:
 * `{field: {$in: [scalars]}}` becomes an OR of the equality filter FerretDB already pushes down
 * for `{field: value}` (`_jsonb->'field' @> value`), which a GIN index on the field serves.
 */
export const POSTGRESQL_IN_PUSHDOWN = [
  'case "$in":',
  '\t// workapi: push {field: {$in: [scalars]}} down as an OR of the equality filter,',
  '\t// which a GIN index on the field serves; FerretDB still filters every row after.',
  '\tif arr, ok := v.(*types.Array); ok && arr.Len() > 0 && arr.Len() <= 1000 {',
  '\t\tpushable := true',
  '\t\tfor i := 0; i < arr.Len(); i++ {',
  '\t\t\tswitch must.NotFail(arr.Get(i)).(type) {',
  '\t\t\tcase float64, string, types.ObjectID, bool, time.Time, int32, int64:',
  '\t\t\tdefault:',
  '\t\t\t\tpushable = false',
  '\t\t\t}',
  '\t\t}',
  '\t\tif pushable {',
  '\t\t\tvar alternatives []string',
  '\t\t\tfor i := 0; i < arr.Len(); i++ {',
  '\t\t\t\tf, a := filterEqual(p, key, must.NotFail(arr.Get(i)), keyOperator)',
  '\t\t\t\talternatives = append(alternatives, f)',
  '\t\t\t\targs = append(args, a...)',
  '\t\t\t}',
  '\t\t\tfilters = append(filters, "("+strings.Join(alternatives, " OR ")+")")',
  '\t\t}',
  '\t}',
  '',
]
  .map((line) => (line ? `\t\t\t\t${line}` : ''))
  .join('\n');

/**
 * FerretDB v1's PostgreSQL backend pushes `{field: value}` down to PostgreSQL but not
 * `{field: {$in: […]}}`, so a batch read by `$in` read the whole collection. Pushing it down as an
 * OR of equalities lets PostgreSQL use an index. Only the scalar types `filterEqual` handles are
 * pushed (each gives a non-empty filter); anything else is left to FerretDB as before. The
 * pushdown is only a pre-filter: FerretDB applies the whole filter again to every row it gets.
 */
export function patchPostgresqlInPushdown(dir: string): void {
  const anchor = '\t\t\t\tcase "$ne":\n';
  patchSource(
    dir,
    ['internal', 'backends', 'postgresql', 'query.go'],
    anchor,
    `${POSTGRESQL_IN_PUSHDOWN}\n${anchor}`,
  );
}

/** Makes a copy of the (read-only) module cache writable, so it can be patched and removed. */
function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(path);
    else if (entry.isFile()) chmodSync(path, statSync(path).mode | 0o200);
  }
}

/**
 * Builds FerretDB v1 from the Go module proxy. `go install …@version` cannot be used: the proxy
 * refuses the module's version list that `go install` reads, and the released module lacks the
 * build/version/version.txt FerretDB panics without. So: download the module, add that file,
 * apply our two patches (`patchSqliteIdLookup`, `patchPostgresqlInPushdown`), build.
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
  const started = Date.now();
  const goEnv = { ...env, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' } as NodeJS.ProcessEnv;
  const { stdout } = await run(go, ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
    env: goEnv,
    maxBuffer: 16 * 1024 * 1024,
  });
  const source = (JSON.parse(stdout) as { Dir: string }).Dir;
  const work = mkdtempSync(join(tmpdir(), 'ferretdb-build-'));
  try {
    cpSync(source, work, { recursive: true });
    makeWritable(work);
    writeFileSync(join(work, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    patchSqliteIdLookup(work);
    patchPostgresqlInPushdown(work);
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
  log(`built ${target} in ${Math.round((Date.now() - started) / 1000)} s`);
  return target;
}

/**
 * Installs one of Debian's packages when running as root (the only system-wide installs this
 * project makes); elsewhere throws `missing`, which says what to install.
 */
export async function aptInstall(
  pkg: string,
  env: Record<string, string | undefined>,
  log: (message: string) => void,
  missing: string,
): Promise<void> {
  if (process.getuid?.() !== 0 || !onPath('apt-get', env)) throw new Error(missing);
  log(`installing ${pkg} from the OS packages`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' } as NodeJS.ProcessEnv;
  await run('apt-get', ['update', '-qq'], { env: aptEnv, maxBuffer: 64 * 1024 * 1024 });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    env: aptEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Installs the Debian package of the same name when running as root; returns where `binary` is. */
async function installBinary(
  binary: string,
  env: Record<string, string | undefined>,
  log: (message: string) => void,
  missing: string,
): Promise<string> {
  await aptInstall(binary, env, log, missing);
  const found = onPath(binary, env) ?? (existsSync(`/usr/bin/${binary}`) ? `/usr/bin/${binary}` : undefined);
  if (!found) throw new Error(`${binary} was installed but is not on PATH`);
  return found;
}

/** Installs Debian's redis-server when running as root. */
export const installRedis = (env: Record<string, string | undefined>, log: (message: string) => void) =>
  installBinary(
    'redis-server',
    env,
    log,
    'redis-server is not installed: install it (e.g. apt-get install redis-server) or set REDIS_URL',
  );

/** Installs Debian's Chromium, the browser the API explorer's e2e test drives, when running as root. */
export const installChromium = (env: Record<string, string | undefined>, log: (message: string) => void) =>
  installBinary(
    'chromium',
    env,
    log,
    'chromium is not installed, and only root can install it: run `apt-get install chromium` as root (the API explorer test drives it), then npm test again',
  );
