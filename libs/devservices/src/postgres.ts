import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { aptInstall, onPath } from './install';
import { freePort, startProcess, waitForPort, type ManagedProcess } from './processes';
import { superviseService } from './supervise';

const run = promisify(execFile);

type Env = Record<string, string | undefined>;

/** The SQL that makes FerretDB's indexes GIN ones, or gives unique ones GIN twins (trigger plus backfill), run at every start. */
export const GIN_TWINS_SQL = join(__dirname, 'ferretdb-gin.sql');

/** The database FerretDB keeps everything in (one schema per MongoDB database). */
export const FERRETDB_PG_DATABASE = 'ferretdb';
const PG_USER = 'ferret';
const START_TIMEOUT_MS = 60_000;

export interface PostgresBinaries {
  dir: string;
  initdb: string;
  postgres: string;
  psql: string;
  /** Major version, e.g. 15. */
  major: number;
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Debian's layout, /usr/lib/postgresql/<major>/bin, highest major first. */
export function debianPostgresDirs(root = '/usr/lib/postgresql'): string[] {
  let versions: string[];
  try {
    versions = readdirSync(root);
  } catch {
    return [];
  }
  return versions
    .filter((version) => /^\d+(\.\d+)?$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

/**
 * `initdb` and `postgres` from one directory: the one `initdb` on PATH lives in (following
 * symlinks), else the highest version under /usr/lib/postgresql. `psql` from there or from PATH.
 */
export async function findPostgres(env: Env, debianRoot?: string): Promise<PostgresBinaries | undefined> {
  const onPathInitdb = onPath('initdb', env);
  const dirs = [
    ...(onPathInitdb ? [dirname(realpathSync(onPathInitdb))] : []),
    ...debianPostgresDirs(debianRoot),
  ];
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb');
    const postgres = join(dir, 'postgres');
    if (!executable(initdb) || !executable(postgres)) continue;
    const psql = executable(join(dir, 'psql')) ? join(dir, 'psql') : onPath('psql', env);
    if (!psql) continue;
    const { stdout } = await run(postgres, ['--version']);
    const major = Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]);
    return { dir, initdb, postgres, psql, major };
  }
  return undefined;
}

/** Installs Debian's PostgreSQL when running as root (as `installRedis` does for redis-server). */
export async function installPostgres(env: Env, log: (message: string) => void): Promise<PostgresBinaries> {
  await aptInstall(
    'postgresql',
    env,
    log,
    'PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin): install it ' +
      '(e.g. apt-get install postgresql), or set FERRETDB_BACKEND=sqlite, or set MONGO_URL',
  );
  const binaries = await findPostgres(env);
  if (!binaries)
    throw new Error('postgresql was installed but no initdb was found in /usr/lib/postgresql/*/bin');
  return binaries;
}

interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user Debian's package creates. */
async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  let entry: string | undefined;
  try {
    entry = (await run('getent', ['passwd', 'postgres'])).stdout.trim();
  } catch {
    entry = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('postgres:'));
  }
  const fields = entry?.split(':');
  if (!fields || fields.length < 4) {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no "postgres" user to run it as: create one ' +
        '(installing the postgresql package does), run as another user, or set FERRETDB_BACKEND=sqlite',
    );
  }
  return { name: 'postgres', uid: Number(fields[2]), gid: Number(fields[3]) };
}

/**
 * The user PostgreSQL runs as must be able to walk down to its data directory. Directories of
 * ours that it cannot enter (say a mkdtemp data dir, mode 0700) get search permission for others
 * (x, not r: nothing can be listed); above `dataDir` nothing is changed, a clear error is thrown.
 */
function letUserReach(dir: string, dataDir: string, user: RunAs): void {
  const ours = resolve(dataDir);
  for (let current = resolve(dir); ; current = dirname(current)) {
    const stat = statSync(current);
    const can =
      stat.mode & 0o001 ||
      (stat.uid === user.uid && stat.mode & 0o100) ||
      (stat.gid === user.gid && stat.mode & 0o010);
    if (!can) {
      if (current === ours || current.startsWith(`${ours}/`)) chmodSync(current, stat.mode | 0o001);
      else
        throw new Error(
          `PostgreSQL runs as user ${user.name}, which cannot enter ${current}: set DATA_DIR to a ` +
            'directory it can reach, or set FERRETDB_BACKEND=sqlite',
        );
    }
    if (current === dirname(current)) return;
  }
}

/** Server settings; each says why. */
function serverSettings(persistent: boolean): string[] {
  const settings = [
    // FerretDB sends the field name as a bind parameter (`_jsonb->$1 @> $2`); only a custom plan
    // substitutes it, so that an expression index on (_jsonb -> 'field') can match.
    'plan_cache_mode=force_custom_plan',
    // A freshly loaded table has no statistics yet: the planner then chose a sequential scan for a
    // 500-way OR (8 s instead of 0.1 s). Every hot query has an index; only those without scan.
    'enable_seqscan=off',
    // Data sits in the OS page cache or on SSD: random reads cost little more than sequential ones.
    'random_page_cost=1.1',
    // FerretDB's statements are short and planned afresh each time (above); the planner's costs,
    // inflated by enable_seqscan=off, crossed jit_above_cost and a 500-id read spent 251 of its
    // 352 ms compiling (docs/ferretdb.md, "Measured").
    'jit=off',
    // Every test stack opens its own pools through FerretDB.
    'max_connections=300',
  ];
  if (!persistent) {
    // Throw-away test data: durability buys nothing, and flushing costs time on busy machines.
    settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  }
  return settings.flatMap((setting) => ['-c', setting]);
}

export interface PostgresOptions {
  dataDir: string;
  env: Env;
  persistent: boolean;
  /** Start the server again (same port, same data) when it exits on its own (`npm start`). */
  supervise?: boolean;
  log: (message: string) => void;
  binaries: PostgresBinaries;
}

export interface RunningPostgres {
  /** For FerretDB's `--postgresql-url` and for tools: the `ferretdb` database, trust auth. */
  url: string;
  port: number;
  /** e.g. "PostgreSQL 15". */
  label: string;
  /** Runs SQL with psql on the `ferretdb` database and returns its unaligned, tuples-only output. */
  query(sql: string): Promise<string>;
  /** Fast shutdown (SIGINT to the postmaster); removes throw-away data. */
  stop(): Promise<void>;
}

/** A postmaster a crashed run left behind on this data directory: shut it down before starting. */
async function stopStalePostmaster(pgData: string): Promise<void> {
  const pidFile = join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
    } catch {
      return false;
    }
  };
  if (!pid || !alive()) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown: the postmaster takes its backends along
  const deadline = Date.now() + 10_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(pid, 'SIGKILL');
}

const logTail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/**
 * Runs a PostgreSQL server for FerretDB: data in `${dataDir}/postgres` (kept when `persistent`,
 * else thrown away on stop), as the `postgres` user when we are root, on a free loopback port, with
 * the `ferretdb` database and the GIN indexes trigger in place.
 */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { binaries, log } = options;
  const runDir = join(options.dataDir, 'run');
  const pgData = resolve(options.dataDir, 'postgres');
  const user = await postgresUser();
  await stopStalePostmaster(pgData);
  if (!options.persistent) rmSync(pgData, { recursive: true, force: true });
  mkdirSync(pgData, { recursive: true, mode: 0o700 });
  // A short path of its own (a Unix socket path may not exceed 107 bytes), named after the data
  // directory so that the next start removes what a crashed run left.
  const socketDir = join(
    tmpdir(),
    `workapi-pg-${createHash('sha256').update(pgData).digest('hex').slice(0, 12)}`,
  );
  rmSync(socketDir, { recursive: true, force: true });
  mkdirSync(socketDir, { mode: 0o700 });
  const cleanUp = () => {
    rmSync(socketDir, { recursive: true, force: true });
    if (!options.persistent) rmSync(pgData, { recursive: true, force: true });
  };
  try {
    if (user) {
      chownSync(pgData, user.uid, user.gid);
      chownSync(socketDir, user.uid, user.gid);
      letUserReach(pgData, options.dataDir, user);
    }
    const asUser = user ? { uid: user.uid, gid: user.gid } : {};
    const versionFile = join(pgData, 'PG_VERSION');
    if (existsSync(versionFile)) {
      const made = Number(readFileSync(versionFile, 'utf8').trim());
      if (made !== binaries.major) {
        throw new Error(
          `${pgData} holds PostgreSQL ${made} data but ${binaries.dir} is PostgreSQL ${binaries.major}: ` +
            `run PostgreSQL ${made}, or move that directory away (its data is then not used)`,
        );
      }
    } else {
      log(`postgres: initdb ${pgData}${user ? ` as user ${user.name}` : ''}`);
      await run(
        binaries.initdb,
        ['-D', pgData, '-U', PG_USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
        { ...asUser, cwd: socketDir, env: options.env as NodeJS.ProcessEnv, maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: { stderr?: string; message: string }) => {
        throw new Error(`initdb failed: ${error.stderr || error.message}`);
      });
    }
    const port = await freePort();
    const psql = async (database: string, args: string[]) =>
      (
        await run(
          binaries.psql,
          ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-tA', '-h', '127.0.0.1', '-p', String(port)]
            .concat(['-U', PG_USER, '-d', database])
            .concat(args),
          { maxBuffer: 64 * 1024 * 1024 },
        )
      ).stdout;
    // Each start (and restart, under supervision) uses the same port and data.
    const launch = async (): Promise<ManagedProcess> => {
      const managed = startProcess(
        'postgres',
        binaries.postgres,
        [
          '-D',
          pgData,
          '-p',
          String(port),
          '-k',
          socketDir,
          '-c',
          'listen_addresses=127.0.0.1',
          ...serverSettings(options.persistent),
        ],
        runDir,
        // SIGINT is PostgreSQL's fast shutdown; a checkpoint of kept data may take a while.
        {
          user: user && { uid: user.uid, gid: user.gid },
          cwd: socketDir,
          stopSignal: 'SIGINT',
          stopTimeoutMs: 60_000,
        },
      );
      try {
        await waitForPort(port, START_TIMEOUT_MS, managed.child);
        // The port opens before the server accepts queries (start-up, crash recovery).
        const deadline = Date.now() + START_TIMEOUT_MS;
        for (;;) {
          try {
            await psql('postgres', ['-c', 'SELECT 1']);
            break;
          } catch (error) {
            if (Date.now() > deadline || managed.child.exitCode !== null) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        const exists = await psql('postgres', [
          '-c',
          `SELECT 1 FROM pg_database WHERE datname = '${FERRETDB_PG_DATABASE}'`,
        ]);
        if (exists.trim() !== '1') await psql('postgres', ['-c', `CREATE DATABASE ${FERRETDB_PG_DATABASE}`]);
        await psql(FERRETDB_PG_DATABASE, ['-f', GIN_TWINS_SQL]);
        return managed;
      } catch (error) {
        await managed.stop();
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`postgres did not start: ${message}\n${logTail(join(runDir, 'postgres.log'))}`);
      }
    };
    const server = options.supervise ? await superviseService('postgres', launch, log) : await launch();
    const label = `PostgreSQL ${binaries.major}`;
    log(
      `postgres: ${label} (${binaries.postgres}) on 127.0.0.1:${port}${user ? ` as user ${user.name}` : ''}, ` +
        `data in ${pgData}${options.persistent ? '' : ' (thrown away on stop)'}, GIN indexes trigger installed`,
    );
    return {
      url: `postgres://${PG_USER}@127.0.0.1:${port}/${FERRETDB_PG_DATABASE}`,
      port,
      label,
      query: (sql) => psql(FERRETDB_PG_DATABASE, ['-c', sql]),
      stop: async () => {
        await server.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
