import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFromGoProxy, cacheDir, onPath, type GoBuild } from './install';
import { freePort, startListening, startProcess, type ManagedProcess } from './processes';
import type { ProvisionOptions } from './provision';
import { runService } from './supervise';

type Env = Record<string, string | undefined>;

/*
 * An S3-compatible object store of our own, for the tests of the S3 file store and for a developer
 * who asks for one (`DEV_S3=1`): versitygw, a small S3 gateway over a directory, built from the Go
 * module proxy into the cache like FerretDB. It keeps its metadata in a sidecar directory rather
 * than in extended attributes, which some file systems (tmpfs, overlay) lack.
 */

export const VERSITYGW_VERSION = 'v1.8.0';

export const VERSITYGW: GoBuild = {
  title: `versitygw ${VERSITYGW_VERSION}`,
  module: 'github.com/versity/versitygw',
  version: VERSITYGW_VERSION,
  pkg: './cmd/versitygw',
  binary: `versitygw-${VERSITYGW_VERSION}`,
  goVersion: '1.25',
  otherwise: 'set S3_ENDPOINT',
  takes: 'about five minutes',
};

/** The bucket each provisioned server starts with. */
export const PROVISIONED_BUCKET = 'workapi';
const REGION = 'us-east-1';

/** A versitygw on PATH, else ours in the cache, built there first when there is neither. */
export function versityGw(env: Env, log: (message: string) => void): Promise<string> {
  const found = onPath('versitygw', env);
  if (found) return Promise.resolve(found);
  const cached = join(cacheDir(env), VERSITYGW.binary);
  if (!existsSync(cached)) log('s3: no versitygw on this machine; building it into the local cache');
  return buildFromGoProxy(VERSITYGW, env, log);
}

/** `DEV_S3`: whether `npm start` runs an S3-compatible server of its own for the files. */
export function wantsDevS3(env: Env): boolean {
  const value = env.DEV_S3?.trim().toLowerCase() || '0';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`DEV_S3 must be "1" or "0", not "${env.DEV_S3}"`);
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ProvisionedS3 extends S3Credentials {
  endpoint: string;
  region: string;
  bucket: string;
  /** How it was obtained, for the log: `versitygw v1.8.0 (our build …)`. */
  route: string;
  stop(): Promise<void>;
}

/** The S3_* variables (contract, File storage) that point the apps at `s3`. */
export function s3Environment(s3: ProvisionedS3): Record<string, string> {
  return {
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_REGION: s3.region,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

const newCredentials = (): S3Credentials => ({
  accessKeyId: randomBytes(10).toString('hex'),
  secretAccessKey: randomBytes(30).toString('base64url'),
});

/** The root user's keys: new for each run, kept beside the data when it is kept (its objects stay theirs). */
function credentialsIn(dir: string, persistent: boolean): S3Credentials {
  if (!persistent) return newCredentials();
  const file = join(dir, 'credentials.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(newCredentials()), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8')) as S3Credentials;
}

export interface S3ServerOptions extends S3Credentials {
  binary: string;
  port: number;
  /** The buckets, one directory each. */
  dataDir: string;
  /** The objects' metadata (content type, multipart uploads in progress). */
  metaDir: string;
  /** Where its log and pid file go. */
  runDir: string;
}

/** Runs versitygw on a loopback port over `dataDir` and resolves once it listens. */
export function startS3Server(options: S3ServerOptions): Promise<ManagedProcess> {
  const managed = startProcess(
    'versitygw',
    options.binary,
    [
      `--port=127.0.0.1:${options.port}`,
      `--region=${REGION}`,
      '--quiet',
      'posix',
      `--sidecar=${options.metaDir}`,
      options.dataDir,
    ],
    options.runDir,
    {
      // The keys go through its environment, not its command line (which `ps` shows); nothing else
      // of ours does, since versitygw reads dozens of VGW_* variables.
      env: {
        PATH: process.env.PATH,
        ROOT_ACCESS_KEY_ID: options.accessKeyId,
        ROOT_SECRET_ACCESS_KEY: options.secretAccessKey,
      },
    },
  );
  return startListening(managed, options.port);
}

/** Creates `bucket` unless it is there already (a server that keeps its data). */
async function ensureBucket(s3: Omit<ProvisionedS3, 'route' | 'stop'>): Promise<void> {
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: s3,
    forcePathStyle: true,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  } catch (error) {
    if ((error as Error).name !== 'BucketAlreadyOwnedByYou') throw error;
  } finally {
    client.destroy();
  }
}

/**
 * An S3-compatible server on a loopback port with its data under `${dataDir}/s3`, its bucket
 * created, and the keys to use it. Under `npm start` it is supervised like the other services.
 */
export async function provisionS3(options: ProvisionOptions): Promise<ProvisionedS3> {
  const binary = await versityGw(options.env, options.log);
  const dir = join(options.dataDir, 's3');
  const dataDir = join(dir, 'buckets');
  const metaDir = join(dir, 'meta');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(metaDir, { recursive: true });
  const credentials = credentialsIn(dir, options.persistent);
  const port = await freePort();
  const server = { binary, port, dataDir, metaDir, runDir: join(options.dataDir, 'run'), ...credentials };
  const managed = await runService(options, 'versitygw', () => startS3Server(server));
  const s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: REGION,
    bucket: PROVISIONED_BUCKET,
    ...credentials,
  };
  try {
    await ensureBucket(s3);
  } catch (error) {
    await managed.stop();
    throw error;
  }
  const cached = binary === join(cacheDir(options.env), VERSITYGW.binary);
  return {
    ...s3,
    route: cached
      ? `versitygw ${VERSITYGW_VERSION} (our build ${binary})`
      : `versitygw (${binary} from PATH)`,
    stop: managed.stop,
  };
}
