import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFerretDb, cachedFerretDb, installRedis, onPath } from './install';
import { freePort, startProcess, waitForPort } from './processes';
import { existsSync } from 'node:fs';

type Env = Record<string, string | undefined>;

export interface ProvisionOptions {
  /** Where data (when persistent), logs and pid files live. */
  dataDir: string;
  env: Env;
  /** `npm start` keeps data across restarts; tests throw it away. */
  persistent: boolean;
  log: (message: string) => void;
}

export interface ProvisionedServices {
  mongoUrl: string;
  redisUrl: string;
  /** How each service was obtained, e.g. "MONGO_URL", "container mongo:7", "ferretdb (sqlite)". */
  routes: { mongo: string; redis: string };
  stop(): Promise<void>;
}

interface Provisioned {
  url: string;
  route: string;
  stop?: () => Promise<void>;
}

const SERVICE_START_TIMEOUT_MS = 60_000;

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

async function mongoFromBinary(options: ProvisionOptions): Promise<Provisioned> {
  const runDir = join(options.dataDir, 'run');
  const port = await freePort();
  const mongod = onPath('mongod', options.env);
  if (mongod) {
    const dbPath = join(options.dataDir, 'mongod');
    mkdirSync(dbPath, { recursive: true });
    const managed = startProcess(
      'mongod',
      mongod,
      ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1'],
      runDir,
    );
    await waitForPort(port, SERVICE_START_TIMEOUT_MS, managed.child);
    return { url: `mongodb://127.0.0.1:${port}/`, route: `mongod (${mongod})`, stop: managed.stop };
  }
  const cached = cachedFerretDb(options.env);
  let ferretdb = onPath('ferretdb', options.env) ?? (existsSync(cached) ? cached : undefined);
  let route = ferretdb ? `ferretdb (${ferretdb}, SQLite backend)` : '';
  if (!ferretdb) {
    options.log('mongo: no mongod or ferretdb on this machine; building FerretDB into the local cache');
    ferretdb = await buildFerretDb(options.env, options.log);
    route = `ferretdb built with go into ${ferretdb} (SQLite backend)`;
  }
  const sqliteDir = join(options.dataDir, 'ferretdb');
  mkdirSync(sqliteDir, { recursive: true });
  const managed = startProcess(
    'ferretdb',
    ferretdb,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${sqliteDir}/`,
      `--state-dir=${sqliteDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    runDir,
  );
  await waitForPort(port, SERVICE_START_TIMEOUT_MS, managed.child);
  return { url: `mongodb://127.0.0.1:${port}/`, route, stop: managed.stop };
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
  const managed = startProcess(
    'redis-server',
    redisServer,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      ...persistence,
      '--daemonize',
      'no',
    ],
    join(options.dataDir, 'run'),
  );
  await waitForPort(port, SERVICE_START_TIMEOUT_MS, managed.child);
  return { url: `redis://127.0.0.1:${port}`, route, stop: managed.stop };
}

/**
 * Contract section 2: explicit URL, then a container runtime (testcontainers), then binaries on
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
  try {
    redis = await obtain('redis', options.env.REDIS_URL, redisFromContainer, redisFromBinary);
  } catch (error) {
    await mongo.stop?.();
    throw error;
  }
  writeFileSync(
    join(options.dataDir, 'services.json'),
    JSON.stringify({ mongo: mongo.url, redis: redis.url }, null, 2),
  );
  return {
    mongoUrl: mongo.url,
    redisUrl: redis.url,
    routes: { mongo: mongo.route, redis: redis.route },
    async stop() {
      await Promise.all([mongo.stop?.(), redis.stop?.()]);
    },
  };
}
