import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const positiveInt = z.coerce.number().int().positive();
/** A figure clients read back as a GraphQL Int (`complexity { before after }`), so at most 2^31 - 1. */
const complexityFigure = positiveInt.max(2_147_483_647);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  MONGO_URL: optionalText,
  REDIS_URL: optionalText,
  DATA_DIR: z.string().min(1).default('.data'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port(4000),
  BOARDS_PORT: port(4001),
  ITEMS_PORT: port(4002),
  COLUMNS_PORT: port(4003),
  BOARDS_URL: optionalText,
  ITEMS_URL: optionalText,
  COLUMNS_URL: optionalText,
  BOARDS_URLS: optionalText,
  ITEMS_URLS: optionalText,
  COLUMNS_URLS: optionalText,
  INTERNAL_SECRET: optionalText,
  CURSOR_SECRET: optionalText,
  CURSOR_TTL_SECONDS: positiveInt.default(3600),
  COMPLEXITY_MAX_PER_QUERY: complexityFigure.default(5_000_000),
  COMPLEXITY_BUDGET_PER_MINUTE: complexityFigure.optional(),
  RATE_LIMIT_PER_MINUTE: positiveInt.optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEV_ACCOUNTS: optionalText,
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,40}$/, 'letters, digits and _ only')
    .default('workapi'),
  REDIS_KEY_PREFIX: z.string().default('workapi:'),
  MAX_BODY_BYTES: positiveInt.default(1_048_576),
  SHUTDOWN_GRACE_MS: positiveInt.default(10_000),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1', '']).default('0'),
  WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
  WEBHOOK_CONCURRENCY: positiveInt.max(1_000).default(10),
  WEBHOOK_CONCURRENCY_PER_ACCOUNT: positiveInt.max(1_000).default(2),
  WEBHOOK_RELAY_INTERVAL_MS: positiveInt.default(500),
  ACTIVITY_LOG_RETENTION_DAYS: positiveInt.max(36_500).default(365),
  NOTIFICATION_RETENTION_DAYS: positiveInt.max(36_500).default(90),
  /** A subgraph publishes its own schema to the registry at start, through the same checks (docs/registry.md). */
  FILES_DIR: optionalText,
  FILE_MAX_BYTES: positiveInt.default(524_288_000),
  ASSET_URL_TTL_SECONDS: positiveInt.default(3600),
  FILE_SWEEP_INTERVAL_SECONDS: positiveInt.default(3600),
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((value) => value === '1' || value === 'true'),
  PUBLISH_SCHEMA_AT_START: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((value) => value === '1' || value === 'true'),
});

/** Every environment variable the product reads (README "Configuration" documents each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export class ConfigError extends Error {}

export const TIERS = ['free', 'standard', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * What a user may do (contract section 9, Roles): an admin manages users, teams and the account; a
 * member works on the boards it may see; a viewer reads and writes nothing; a guest sees only the
 * `share` boards it was added to.
 */
export const ROLES = ['admin', 'member', 'viewer', 'guest'] as const;
export type Role = (typeof ROLES)[number];

/**
 * One `DEV_ACCOUNTS` entry: `token[:tier[:account[:role]]]`. Without a role the account's first
 * user is its admin and later ones are members (decided where users are stored).
 */
export interface DevAccount {
  token: string;
  tier: Tier;
  account: string;
  role?: Role;
}

export function parseDevAccounts(value: string | undefined): DevAccount[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [token, tier = 'pro', account = 'dev', role, ...rest] = entry.split(':');
      const validRole = role === undefined || (ROLES as readonly string[]).includes(role);
      if (
        !token ||
        rest.length > 0 ||
        !(TIERS as readonly string[]).includes(tier) ||
        !account ||
        !validRole
      ) {
        throw new ConfigError(
          `DEV_ACCOUNTS entry "${token ? token.slice(0, 4) + '…' : ''}" must be token[:tier[:account[:role]]] ` +
            `with tier one of ${TIERS.join(', ')} and role one of ${ROLES.join(', ')}`,
        );
      }
      return { token, tier: tier as Tier, account, ...(role ? { role: role as Role } : {}) };
    });
}

export type SubgraphName = 'boards' | 'items' | 'columns';
export const SUBGRAPH_NAMES: readonly SubgraphName[] = ['boards', 'items', 'columns'];

export interface Config {
  production: boolean;
  host: string;
  dataDir: string;
  mongoUrl: string;
  redisUrl: string;
  mongoDbPrefix: string;
  redisKeyPrefix: string;
  ports: { gateway: number } & Record<SubgraphName, number>;
  /**
   * Where clients reach the API, without a trailing slash (`PUBLIC_URL`, default the gateway's local
   * address): the base of the links the API answers (a user's profile, a board's or an item's page).
   */
  publicUrl: string;
  /** Every replica of each subgraph (`*_URLS`, else `*_URL`, else the local port). */
  subgraphUrls: Record<SubgraphName, string[]>;
  internalSecret: string;
  cursorSecret: string;
  cursorTtlSeconds: number;
  complexityMaxPerQuery: number;
  complexityBudgetPerMinute?: number;
  rateLimitPerMinute?: number;
  logLevel: string;
  /** Accounts to ensure at start; always empty in production. */
  devAccounts: DevAccount[];
  maxBodyBytes: number;
  shutdownGraceMs: number;
  webhooks: WebhookConfig;
  /** How long a board's activity log keeps an event, in days (contract section 9, Activity). */
  activityLogRetentionDays: number;
  /** How long a user's bell keeps a notification, in days (docs/notifications.md). */
  notificationRetentionDays: number;
  /** A subgraph publishes its `schema.graphql` to the registry at start (opt-in). */
  publishSchemaAtStart: boolean;
  files: FilesConfig;
}

/** Uploaded files (contract section 9, Uploads and File storage). */
export interface FilesConfig {
  /** Where local storage keeps them (`FILES_DIR`, default `${DATA_DIR}/files`). */
  dir: string;
  /** Largest file one upload may carry; past it, 413. */
  maxBytes: number;
  /** How long a signed download link stays valid. */
  urlTtlSeconds: number;
  /** Signs download links and the gateway's upload references; derived from `INTERNAL_SECRET`. */
  secret: string;
  /** How often the items subgraph removes stored files no record names. */
  sweepIntervalSeconds: number;
  /** The S3-compatible store that keeps them instead of `dir`, when `S3_*` names one. */
  s3?: S3Config;
}

/** An S3-compatible object store (contract section 9, File storage). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/** How the items subgraph delivers webhooks (README, Webhooks). */
export interface WebhookConfig {
  /** Whether URLs that resolve to loopback, link-local or private addresses may be used (development and tests). */
  allowPrivate: boolean;
  /** How long one delivery may take, connection included. */
  timeoutMs: number;
  /** Deliveries in flight at once per items process. */
  concurrency: number;
  /** Deliveries in flight at once per account, across every items process. */
  concurrencyPerAccount: number;
  /** How often each items process moves written events from the outbox to the delivery queue. */
  relayIntervalMs: number;
  /**
   * The longest pause of a relay that finds nothing to relay (`restingRounds`): ten intervals. A
   * write in the same process ends it at once; only another process's writes can wait this long.
   */
  relayRestMs: number;
}

/** The file where provisioning records the service URLs it settled on (README, Where MongoDB and Redis come from). */
export const servicesFile = (dataDir: string) => join(resolve(dataDir), 'services.json');

/** What a tool needs to reach the stack's stores (the admin CLI): URLs, prefixes, limit overrides; no secrets. */
export type StoreConfig = Pick<
  Config,
  | 'production'
  | 'dataDir'
  | 'mongoUrl'
  | 'redisUrl'
  | 'mongoDbPrefix'
  | 'redisKeyPrefix'
  | 'complexityBudgetPerMinute'
  | 'rateLimitPerMinute'
>;

type Env = z.infer<typeof envSchema>;

function parseEnv(env: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

function requireInProduction(e: Env, names: Array<keyof Env>): void {
  if (e.NODE_ENV !== 'production') return;
  const missing = names.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(`NODE_ENV=production requires ${missing.join(', ')} to be set`);
  }
}

function storesOf(e: Env): StoreConfig {
  const production = e.NODE_ENV === 'production';
  const services = production ? {} : readServices(e.DATA_DIR);
  const mongoUrl = e.MONGO_URL ?? services.mongo;
  const redisUrl = e.REDIS_URL ?? services.redis;
  if (!mongoUrl || !redisUrl) {
    throw new ConfigError(
      `MONGO_URL/REDIS_URL are unset and ${servicesFile(e.DATA_DIR)} does not name them: ` +
        'start the whole stack with `npm start` (it provisions them) or set the URLs',
    );
  }
  return {
    production,
    dataDir: resolve(e.DATA_DIR),
    mongoUrl,
    redisUrl,
    mongoDbPrefix: e.MONGO_DB_PREFIX,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    complexityBudgetPerMinute: e.COMPLEXITY_BUDGET_PER_MINUTE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
  };
}

/**
 * Where the stack's MongoDB and Redis are, as the services find them (`loadConfig`), for a tool
 * that works on their data: needs neither the secrets nor the ports, and writes nothing.
 */
export function loadStoreConfig(env: Record<string, string | undefined>): StoreConfig {
  const e = parseEnv(env);
  requireInProduction(e, ['MONGO_URL', 'REDIS_URL']);
  return storesOf(e);
}

/**
 * Parses and validates the environment once. In production every secret and URL must be given;
 * in development missing URLs come from `${DATA_DIR}/services.json` and missing secrets from a
 * generated `${DATA_DIR}/secrets.json`, so separately started processes agree with each other.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const e = parseEnv(env);
  requireInProduction(e, ['MONGO_URL', 'REDIS_URL', 'INTERNAL_SECRET', 'CURSOR_SECRET']);
  const stores = storesOf(e);
  const production = stores.production;
  const secrets = production ? {} : devSecrets(e.DATA_DIR, !e.INTERNAL_SECRET || !e.CURSOR_SECRET);
  const ports = {
    gateway: e.PORT,
    boards: e.BOARDS_PORT,
    items: e.ITEMS_PORT,
    columns: e.COLUMNS_PORT,
  };
  const internalSecret = (e.INTERNAL_SECRET ?? secrets.internal) as string;
  const localUrl = (p: number) => `http://127.0.0.1:${p}/graphql`;
  const replicas = (list: string | undefined, one: string | undefined, local: number) => {
    const urls = (list ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    return urls.length > 0 ? urls : [one ?? localUrl(local)];
  };
  return {
    ...stores,
    host: e.HOST,
    ports,
    publicUrl: (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    subgraphUrls: {
      boards: replicas(e.BOARDS_URLS, e.BOARDS_URL, ports.boards),
      items: replicas(e.ITEMS_URLS, e.ITEMS_URL, ports.items),
      columns: replicas(e.COLUMNS_URLS, e.COLUMNS_URL, ports.columns),
    },
    internalSecret,
    cursorSecret: (e.CURSOR_SECRET ?? secrets.cursor) as string,
    cursorTtlSeconds: e.CURSOR_TTL_SECONDS,
    complexityMaxPerQuery: e.COMPLEXITY_MAX_PER_QUERY,
    logLevel: e.LOG_LEVEL,
    devAccounts: production ? [] : parseDevAccounts(e.DEV_ACCOUNTS),
    maxBodyBytes: e.MAX_BODY_BYTES,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
      concurrencyPerAccount: e.WEBHOOK_CONCURRENCY_PER_ACCOUNT,
      relayIntervalMs: e.WEBHOOK_RELAY_INTERVAL_MS,
      relayRestMs: 10 * e.WEBHOOK_RELAY_INTERVAL_MS,
    },
    activityLogRetentionDays: e.ACTIVITY_LOG_RETENTION_DAYS,
    notificationRetentionDays: e.NOTIFICATION_RETENTION_DAYS,
    publishSchemaAtStart: e.PUBLISH_SCHEMA_AT_START,
    files: filesOf(e, stores.dataDir, internalSecret),
  };
}

/** The files' signing key: one of its own, so a leaked download link says nothing of the internal calls' secret. */
export const filesSecret = (internalSecret: string) =>
  createHmac('sha256', internalSecret).update('workapi files').digest('hex');

function filesOf(e: Env, dataDir: string, internalSecret: string): FilesConfig {
  const s3 = s3Of(e);
  return {
    dir: resolve(e.FILES_DIR ?? join(dataDir, 'files')),
    maxBytes: e.FILE_MAX_BYTES,
    urlTtlSeconds: e.ASSET_URL_TTL_SECONDS,
    sweepIntervalSeconds: e.FILE_SWEEP_INTERVAL_SECONDS,
    secret: filesSecret(internalSecret),
    ...(s3 && { s3 }),
  };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The S3 store when all four of `S3_REQUIRED` are set; none means local files. Some but not all
 * is refused: replicas falling back to disks of their own would each see only their own files.
 */
function s3Of(e: Env): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set too, to keep files in S3 (or unset every S3_*)`);
  }
  return {
    endpoint: e.S3_ENDPOINT as string,
    bucket: e.S3_BUCKET as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

function readServices(dataDir: string): { mongo?: string; redis?: string } {
  const file = servicesFile(dataDir);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(`${file} is not valid JSON; delete it and run \`npm start\` again`);
  }
}

function devSecrets(dataDir: string, needed: boolean): { internal?: string; cursor?: string } {
  if (!needed) return {};
  const file = join(resolve(dataDir), 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { internal: randomBytes(32).toString('hex'), cursor: randomBytes(32).toString('hex') };
  mkdirSync(resolve(dataDir), { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process of the stack created it first: use theirs so all processes agree.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(readFileSync(file, 'utf8'));
    throw error;
  }
  return secrets;
}
