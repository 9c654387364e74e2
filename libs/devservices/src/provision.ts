import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFerretDb, cachedFerretDb, FERRETDB_VERSION, installRedis, onPath } from './install';
import { findPostgres, installPostgres, startPostgres } from './postgres';
import { freePort, startListening, startProcess, type ManagedProcess } from './processes';
import { provisionS3, type ProvisionedS3 } from './s3';
import { runService } from './supervise';

type Env = Record<string, string | undefined>;

export interface ProvisionOptions {
  /** Where data (when persistent), logs and pid files live. */
  dataDir: string;
  env: Env;
  /** `npm start` keeps data across restarts; tests throw it away. */
  persistent: boolean;
  /**
   * Start a service process of ours (not a URL's, not a container) again when it exits on its own:
   * same port, same data, backoff and log lines as the apps (`npm start`).
   */
  supervise?: boolean;
  log: (message: string) => void;
  /** Also an S3-compatible server (`provisionS3`), unless `S3_ENDPOINT` names one. */
  s3?: boolean;
}

export interface ProvisionedServices {
  mongoUrl: string;
  redisUrl: string;
  /** How each service was obtained, e.g. "MONGO_URL", "container mongo:7", "ferretdb … (PostgreSQL 15 backend, GIN indexes)". */
  routes: { mongo: string; redis: string };
  /** The PostgreSQL server under a provisioned FerretDB (e.g. to read `pg_stat_user_tables`). */
  postgresUrl?: string;
  /** The S3-compatible server, when asked for one and `S3_ENDPOINT` named none. */
  s3?: ProvisionedS3;
  stop(): Promise<void>;
}

interface Provisioned {
  url: string;
  route: string;
  /** The PostgreSQL server under FerretDB, when there is one. */
  postgresUrl?: string;
  stop?: () => Promise<void>;
}

async function containerRuntime(): Promise<string | undefined> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    const client = await getContainerRuntimeClient();
    return client.info.containerRuntime.host;
  } catch {
    return undefined;
  }
}

async function mongoFromContainer(options: ProvisionOptions): Promise<Provisioned> {
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  let container = new MongoDBContainer('mongo:7');
  if (options.persistent) {
    const dir = join(options.dataDir, 'mongo-container');
    mkdirSync(dir, { recursive: true });
    container = container.withBindMounts([{ source: dir, target: '/data/db' }]);
  }
  const started = await container.start();
  return {
    url: `${started.getConnectionString()}?directConnection=true`,
    route: 'container mongo:7 (replica set)',
    stop: async () => void (await started.stop()),
  };
}

async function redisFromContainer(options: ProvisionOptions): Promise<Provisioned> {
  const { RedisContainer } = await import('@testcontainers/redis');
  let container = new RedisContainer('redis:7');
  if (options.persistent) {
    const dir = join(options.dataDir, 'redis-container');
    mkdirSync(dir, { recursive: true });
    container = container.withPersistence(dir);
  }
  const started = await container.start();
  return {
    url: started.getConnectionUrl(),
    route: 'container redis:7',
    stop: async () => void (await started.stop()),
  };
}

export type FerretDbBackend = 'postgresql' | 'sqlite';

/** `FERRETDB_BACKEND`: what our FerretDB stores its data in (PostgreSQL unless told otherwise). */
export function ferretDbBackend(env: Env): FerretDbBackend {
  const value = env.FERRETDB_BACKEND?.trim().toLowerCase() || 'postgresql';
  if (value === 'postgresql' || value === 'sqlite') return value;
  throw new Error(`FERRETDB_BACKEND must be "postgresql" or "sqlite", not "${env.FERRETDB_BACKEND}"`);
}

async function mongoFromBinary(options: ProvisionOptions): Promise<Provisioned> {
  const runDir = join(options.dataDir, 'run');
  const mongod = onPath('mongod', options.env);
  if (mongod) {
    const port = await freePort();
    const dbPath = join(options.dataDir, 'mongod');
    mkdirSync(dbPath, { recursive: true });
    const managed = await runService(options, 'mongod', () =>
      startListening(
        startProcess(
          'mongod',
          mongod,
          ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1'],
          runDir,
        ),
        port,
      ),
    );
    return { url: `mongodb://127.0.0.1:${port}/`, route: `mongod (${mongod})`, stop: managed.stop };
  }
  const backend = ferretDbBackend(options.env);
  const cached = cachedFerretDb(options.env);
  let ferretdb = findFerretDb(options.env);
  if (!ferretdb) {
    options.log('mongo: no mongod or ferretdb on this machine; building FerretDB into the local cache');
    ferretdb = await buildFerretDb(options.env, options.log);
  }
  const route = (backend: string) =>
    ferretdb === cached
      ? `ferretdb ${FERRETDB_VERSION} (${backend}; our build ${ferretdb})`
      : `ferretdb (${backend}; ${ferretdb} from PATH)`;
  const stateDir = join(options.dataDir, 'ferretdb');
  mkdirSync(stateDir, { recursive: true });
  const port = await freePort();
  const url = `mongodb://127.0.0.1:${port}/`;
  const ferret = { binary: ferretdb, port, stateDir, runDir };
  if (backend === 'sqlite') {
    const managed = await runService(options, 'ferretdb', () => startFerretDb(ferret));
    return { url, route: route('SQLite backend'), stop: managed.stop };
  }
  const binaries = (await findPostgres(options.env)) ?? (await installPostgres(options.env, options.log));
  if (readdirSync(stateDir).some((file) => file.endsWith('.sqlite'))) {
    options.log(
      `mongo: data the SQLite backend kept in ${stateDir} is not used over PostgreSQL ` +
        '(FERRETDB_BACKEND=sqlite uses it again)',
    );
  }
  const postgres = await startPostgres({ ...options, binaries });
  let managed: { stop(): Promise<void> };
  try {
    managed = await runService(options, 'ferretdb', () =>
      startFerretDb({ ...ferret, postgresUrl: postgres.url }),
    );
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return {
    url,
    route: route(`${postgres.label} backend, GIN indexes`),
    postgresUrl: postgres.url,
    stop: async () => {
      await managed.stop();
      await postgres.stop();
    },
  };
}

/** A FerretDB binary on PATH, else our build in the local cache; undefined when there is neither. */
export function findFerretDb(env: Env): string | undefined {
  const cached = cachedFerretDb(env);
  return onPath('ferretdb', env) ?? (existsSync(cached) ? cached : undefined);
}

export interface FerretDbOptions {
  binary: string;
  port: number;
  /** FerretDB's own state; with SQLite, the data too (one file per database). */
  stateDir: string;
  /** Where its log and pid file go. */
  runDir: string;
  /** The PostgreSQL database to keep the data in; SQLite files in `stateDir` without it. */
  postgresUrl?: string;
}

/**
 * FerretDB's PostgreSQL URL with a pool of 200 connections (its default is 50): an update command
 * holds one connection per statement until it ends, so a few concurrent bulk updates could take
 * the whole pool and stall every client (docs/ferretdb.md). PostgreSQL allows 300 (postgres.ts).
 */
function ferretDbPoolUrl(postgresUrl: string): string {
  const url = new URL(postgresUrl);
  if (!url.searchParams.has('pool_max_conns')) url.searchParams.set('pool_max_conns', '200');
  return url.toString();
}

/**
 * Runs FerretDB on a loopback port and resolves once it listens. The same options start it again
 * on the same address over the same data (a restart, as the database-outage test does).
 */
export async function startFerretDb(options: FerretDbOptions): Promise<ManagedProcess> {
  const backend = options.postgresUrl
    ? ['--handler=postgresql', `--postgresql-url=${ferretDbPoolUrl(options.postgresUrl)}`]
    : ['--handler=sqlite', `--sqlite-url=file:${options.stateDir}/`];
  const managed = startProcess(
    'ferretdb',
    options.binary,
    [
      ...backend,
      `--state-dir=${options.stateDir}`,
      `--listen-addr=127.0.0.1:${options.port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    options.runDir,
  );
  return startListening(managed, options.port);
}

async function redisFromBinary(options: ProvisionOptions): Promise<Provisioned> {
  let redisServer = onPath('redis-server', options.env);
  let route = `redis-server (${redisServer})`;
  if (!redisServer) {
    options.log('redis: no redis-server on this machine; installing it');
    redisServer = await installRedis(options.env, options.log);
    route = `redis-server installed from OS packages (${redisServer})`;
  }
  const dir = join(options.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const persistence = options.persistent ? ['--appendonly', 'yes'] : ['--appendonly', 'no'];
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
  const runDir = join(options.dataDir, 'run');
  const managed = await runService(options, 'redis', () =>
    startListening(
      startProcess('redis-server', redisServer, [...args, ...persistence, '--daemonize', 'no'], runDir),
      port,
    ),
  );
  return { url: `redis://127.0.0.1:${port}`, route, stop: managed.stop };
}

/** The S3-compatible server asked for, unless `S3_ENDPOINT` names one already; says which. */
async function obtainS3(options: ProvisionOptions): Promise<ProvisionedS3 | undefined> {
  if (!options.s3) return undefined;
  if (options.env.S3_ENDPOINT) {
    options.log('s3: S3_ENDPOINT');
    return undefined;
  }
  const s3 = await provisionS3(options);
  options.log(`s3: ${s3.route} at ${s3.endpoint}, bucket ${s3.bucket}`);
  return s3;
}

/**
 * README, Where MongoDB and Redis come from: explicit URL, then a container runtime (testcontainers), then binaries on
 * the machine, then installing them into the local cache. Each step logs what it chose.
 */
export async function provisionServices(options: ProvisionOptions): Promise<ProvisionedServices> {
  mkdirSync(options.dataDir, { recursive: true });
  const needContainers = !options.env.MONGO_URL || !options.env.REDIS_URL;
  const runtime = needContainers ? await containerRuntime() : undefined;
  if (needContainers) {
    options.log(
      runtime
        ? `container runtime found at ${runtime}`
        : 'no container runtime answers; using local binaries',
    );
  }
  const obtain = async (
    name: 'mongo' | 'redis',
    explicit: string | undefined,
    fromContainer: (o: ProvisionOptions) => Promise<Provisioned>,
    fromBinary: (o: ProvisionOptions) => Promise<Provisioned>,
  ): Promise<Provisioned> => {
    const service = explicit
      ? { url: explicit, route: `${name.toUpperCase()}_URL` }
      : await (runtime ? fromContainer : fromBinary)(options);
    options.log(`${name}: ${service.route}`);
    return service;
  };
  const mongo = await obtain('mongo', options.env.MONGO_URL, mongoFromContainer, mongoFromBinary);
  let redis: Provisioned;
  let s3: ProvisionedS3 | undefined;
  try {
    redis = await obtain('redis', options.env.REDIS_URL, redisFromContainer, redisFromBinary);
    s3 = await obtainS3(options).catch(async (error) => {
      await redis.stop?.();
      throw error;
    });
  } catch (error) {
    await mongo.stop?.();
    throw error;
  }
  // Exactly the two keys of README, Where MongoDB and Redis come from; the PostgreSQL under FerretDB is ours to know.
  writeFileSync(
    join(options.dataDir, 'services.json'),
    JSON.stringify({ mongo: mongo.url, redis: redis.url }, null, 2),
  );
  return {
    mongoUrl: mongo.url,
    redisUrl: redis.url,
    routes: { mongo: mongo.route, redis: redis.route },
    ...(mongo.postgresUrl && { postgresUrl: mongo.postgresUrl }),
    ...(s3 && { s3 }),
    async stop() {
      await Promise.all([mongo.stop?.(), redis.stop?.(), s3?.stop()]);
    },
  };
}
