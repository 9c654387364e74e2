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
import { delimiter, dirname, join } from 'node:path';
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

/** Our build of FerretDB: the version plus the five patches below (a new name rebuilds old caches once). */
export const FERRETDB_BUILD = `${FERRETDB_VERSION}-workapi5`;

const FERRETDB_BINARY = `ferretdb-${FERRETDB_BUILD}`;

export const cachedFerretDb = (env: Record<string, string | undefined>) =>
  join(cacheDir(env), FERRETDB_BINARY);

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

/** Our `$in` pushdown (`filterIn`), a Go file of the PostgreSQL backend's package. */
export const POSTGRESQL_IN_PUSHDOWN_SOURCE = join(__dirname, 'ferretdb-in-pushdown.go');

/** The `$in` case inserted into `prepareWhereClause` of the PostgreSQL backend, before its `$ne` case. */
export const POSTGRESQL_IN_CASE = [
  'case "$in":',
  '\t// workapi: {field: {$in: [...]}} pushed down by filterIn (query_in_workapi.go).',
  '\tif f, a := filterIn(p, rootKey, key, v, keyOperator); f != "" {',
  '\t\tfilters = append(filters, f)',
  '\t\targs = append(args, a...)',
  '\t}',
  '',
]
  .map((line) => (line ? `\t\t\t\t${line}` : ''))
  .join('\n');

/**
 * FerretDB v1's PostgreSQL backend pushes `{field: value}` down to PostgreSQL but not
 * `{field: {$in: […]}}`, so a batch read by `$in` read the whole collection. `filterIn` pushes it
 * down in a form one index search serves: `= ANY` on `_id` (its btree), `?|` on other fields (their
 * GIN indexes). The pushdown is only a pre-filter: FerretDB applies the whole filter again to every
 * row it gets. A source without the `$ne` case stops the build; one whose package no longer fits
 * `filterIn` (say, a `filterEqual` changed) fails to compile.
 */
export function patchPostgresqlInPushdown(dir: string): void {
  const anchor = '\t\t\t\tcase "$ne":\n';
  const backend = ['internal', 'backends', 'postgresql'];
  patchSource(dir, [...backend, 'query.go'], anchor, `${POSTGRESQL_IN_CASE}\n${anchor}`);
  cpSync(POSTGRESQL_IN_PUSHDOWN_SOURCE, join(dir, ...backend, 'query_in_workapi.go'));
}

/** The first statement of `resource.Track` and of `resource.Untrack`: their arguments' check. */
const TRACKED = (name: string) => `func ${name}(obj any, token *Token) {\n\tcheckArgs(obj, token)\n`;

/**
 * FerretDB v1 tracks the lifetime of every document iterator (`resource.Track`): a pprof profile
 * entry, which captures the caller's stack, and a finalizer, for each one. It is a leak detector
 * for FerretDB's own development, and it took 17 % of FerretDB's CPU reading five items by id
 * (`go tool pprof`, docs/ferretdb.md). Both functions return after checking their arguments.
 */
export function patchResourceTracking(dir: string): void {
  const file = ['internal', 'util', 'resource', 'resource.go'];
  for (const name of ['Track', 'Untrack'])
    patchSource(
      dir,
      file,
      TRACKED(name),
      `${TRACKED(name)}\n\t// workapi: no lifetime tracking (patchResourceTracking).\n\treturn\n`,
    );
}

/** Our decoding of stored documents (`workapiUnmarshal`), a Go file of the sjson package. */
export const SJSON_DECODING_SOURCE = join(__dirname, 'ferretdb-sjson-decode.go');

/** The first line of sjson's `Unmarshal`, which decodes every row FerretDB reads. */
const SJSON_UNMARSHAL = 'func Unmarshal(data []byte) (*types.Document, error) {\n';

/**
 * FerretDB v1 decodes every row it reads (`sjson.Unmarshal`) with a `json.Decoder` per value and
 * the row's schema decoded again each time: half of its CPU and most of its garbage on a page of
 * 500 items (`go tool pprof`, docs/ferretdb.md). `Unmarshal` now calls `workapiUnmarshal`, which
 * gives the same documents in one pass; FerretDB's own stays beside it as `unmarshalOriginal`.
 */
export function patchSjsonDecoding(dir: string): void {
  const sjson = ['internal', 'handler', 'sjson'];
  patchSource(
    dir,
    [...sjson, 'sjson.go'],
    SJSON_UNMARSHAL,
    `${SJSON_UNMARSHAL}\t// workapi: decoded in one pass (sjson_workapi.go, patchSjsonDecoding).\n\treturn workapiUnmarshal(data)\n}\n\n` +
      `// unmarshalOriginal is FerretDB's own Unmarshal.\nfunc unmarshalOriginal(data []byte) (*types.Document, error) {\n`,
  );
  cpSync(SJSON_DECODING_SOURCE, join(dir, ...sjson, 'sjson_workapi.go'));
}

/** Our `$in` test by a set (`workapiIn`), a Go file of the handler's common package. */
export const IN_SET_SOURCE = join(__dirname, 'ferretdb-in-set.go');

/** What the `$in` case of `filterFieldExpr` does once it has the list, before its loop over it. */
const IN_LOOP =
  '\t\t\t\t\t"$in needs an array",\n\t\t\t\t\texprKey,\n\t\t\t\t)\n\t\t\t}\n\n\t\t\tvar found bool\n';

/** Answers a string field by the set of a long list of strings; anything else goes on to FerretDB's loop. */
export const IN_SET_CASE = [
  '// workapi: a string field looked up in the set of the list (filter_workapi.go, patchInSet).',
  'if in, ok := workapiIn(fieldValue, arr); ok {',
  '\tif !in {',
  '\t\treturn false, nil',
  '\t}',
  '',
  '\tbreak',
  '}',
  '',
]
  .map((line) => (line ? `\t\t\t${line}` : ''))
  .join('\n');

/**
 * FerretDB v1 applies the whole filter again to every row PostgreSQL returns, and tests `$in` by
 * comparing the field with each value of the list in turn: 13 % of its CPU on pages of 500 items
 * read by `_id: {$in: […]}` (`go tool pprof`, docs/ferretdb.md). A string field tested against a
 * list of at least 16 strings is now one lookup in a set made once per list (`workapiIn`); every
 * other case stays FerretDB's.
 */
export function patchInSet(dir: string): void {
  const common = ['internal', 'handler', 'common'];
  const loop = IN_LOOP.replace('\t\t\tvar found bool\n', '');
  patchSource(dir, [...common, 'filter.go'], IN_LOOP, `${loop}${IN_SET_CASE}\n\t\t\tvar found bool\n`);
  cpSync(IN_SET_SOURCE, join(dir, ...common, 'filter_workapi.go'));
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
 * Puts what `fill` writes at `partial` into the cache as `target`, whole or not at all: a build
 * cut short leaves no half a tool, and two processes making the same one both end with it.
 */
export async function intoCache(target: string, fill: (partial: string) => Promise<void>): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await fill(partial);
    try {
      renameSync(partial, target);
    } catch (error) {
      // A directory cannot replace another: then a process that made the same one came first.
      if (!existsSync(target)) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** A Go program built from its module on the Go module proxy, kept in the cache by `binary`. */
export interface GoBuild {
  /** What the log calls it: `FerretDB v1.24.2`. */
  title: string;
  module: string;
  version: string;
  /** The package to build, relative to the module's root. */
  pkg: string;
  /** Its file in the cache: a new name builds it again. */
  binary: string;
  /** The oldest Go that builds it (its go.mod). */
  goVersion: string;
  /** What else would do, for the error when Go is missing: `set MONGO_URL`. */
  otherwise?: string;
  /** How long the first build takes, for the log. */
  takes: string;
  /** Changes the module's writable copy before the build. */
  prepare?: (dir: string) => void;
}

/**
 * Builds a Go program from the Go module proxy into the cache, once. Not `go install …@version`:
 * the proxy refuses the version list it reads for some modules (FerretDB), and a build may have
 * to change the sources first. So: download the module, copy it writable, prepare, build.
 */
export async function buildFromGoProxy(
  build: GoBuild,
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): Promise<string> {
  const target = join(cacheDir(env), build.binary);
  if (existsSync(target)) return target;
  const go = onPath('go', env);
  if (!go) {
    const otherwise = build.otherwise ? `, or ${build.otherwise}` : '';
    throw new Error(
      `Go is not installed: install Go ${build.goVersion}+ to build ${build.title}${otherwise}`,
    );
  }
  log(`building ${build.title} with ${go} (first run only, ${build.takes})`);
  const started = Date.now();
  const goEnv = { ...env, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' } as NodeJS.ProcessEnv;
  const { stdout } = await run(go, ['mod', 'download', '-json', `${build.module}@${build.version}`], {
    env: goEnv,
    maxBuffer: 16 * 1024 * 1024,
  });
  const source = (JSON.parse(stdout) as { Dir: string }).Dir;
  const work = mkdtempSync(join(tmpdir(), `${build.binary}-build-`));
  try {
    cpSync(source, work, { recursive: true });
    makeWritable(work);
    build.prepare?.(work);
    await intoCache(target, async (partial) => {
      await run(go, ['build', '-trimpath', '-o', partial, build.pkg], {
        cwd: work,
        env: goEnv,
        maxBuffer: 16 * 1024 * 1024,
        timeout: 15 * 60_000,
      });
      chmodSync(partial, 0o755);
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`built ${target} in ${Math.round((Date.now() - started) / 1000)} s`);
  return target;
}

/**
 * FerretDB v1 with our five patches (`patchSqliteIdLookup`, `patchPostgresqlInPushdown`,
 * `patchResourceTracking`, `patchSjsonDecoding`, `patchInSet`), and the
 * build/version/version.txt the released module lacks and FerretDB panics without.
 */
export const buildFerretDb = (env: Record<string, string | undefined>, log: (message: string) => void) =>
  buildFromGoProxy(
    {
      title: `FerretDB ${FERRETDB_VERSION}`,
      module: FERRETDB_MODULE,
      version: FERRETDB_VERSION,
      pkg: './cmd/ferretdb',
      binary: FERRETDB_BINARY,
      goVersion: '1.22',
      otherwise: 'set MONGO_URL',
      takes: 'about two minutes',
      prepare: (dir) => {
        writeFileSync(join(dir, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
        patchSqliteIdLookup(dir);
        patchPostgresqlInPushdown(dir);
        patchResourceTracking(dir);
        patchSjsonDecoding(dir);
        patchInSet(dir);
      },
    },
    env,
    log,
  );

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
