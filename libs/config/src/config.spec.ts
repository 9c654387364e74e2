import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, loadStoreConfig, parseDevAccounts } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-spec-'));
const urls = { MONGO_URL: 'mongodb://db:27017', REDIS_URL: 'redis://cache:6379' };

describe('loadConfig', () => {
  it('applies the contract defaults for ports, cursor TTL and per-query complexity', () => {
    const config = loadConfig({ ...urls, DATA_DIR: dataDir() });
    expect(config.ports).toEqual({ gateway: 4000, boards: 4001, items: 4002, columns: 4003 });
    expect(config.subgraphUrls.items).toEqual(['http://127.0.0.1:4002/graphql']);
    expect(config.cursorTtlSeconds).toBe(3600);
    expect(config.complexityMaxPerQuery).toBe(5_000_000);
    expect(config.production).toBe(false);
  });

  it('knows every replica of a subgraph: *_URLS first, then *_URL, then the local port', () => {
    const config = loadConfig({
      ...urls,
      DATA_DIR: dataDir(),
      ITEMS_URLS: 'http://items-a:4002/graphql, http://items-b:4002/graphql',
      COLUMNS_URL: 'http://columns:4003/graphql',
    });
    expect(config.subgraphUrls).toEqual({
      boards: ['http://127.0.0.1:4001/graphql'],
      items: ['http://items-a:4002/graphql', 'http://items-b:4002/graphql'],
      columns: ['http://columns:4003/graphql'],
    });
  });

  it('refuses to start in production without URLs and secrets, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MONGO_URL: urls.MONGO_URL })).toThrow(
      new ConfigError('NODE_ENV=production requires REDIS_URL, INTERNAL_SECRET, CURSOR_SECRET to be set'),
    );
  });

  it('in production ignores development accounts and never invents secrets', () => {
    const config = loadConfig({
      ...urls,
      NODE_ENV: 'production',
      INTERNAL_SECRET: 'i'.repeat(32),
      CURSOR_SECRET: 'c'.repeat(32),
      DEV_ACCOUNTS: 'tok:pro:dev',
      DATA_DIR: dataDir(),
    });
    expect(config.devAccounts).toEqual([]);
    expect(config.internalSecret).toBe('i'.repeat(32));
  });

  it('rejects malformed numbers with the variable named', () => {
    expect(() => loadConfig({ ...urls, PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ ...urls, CURSOR_TTL_SECONDS: '-5', DATA_DIR: dataDir() })).toThrow(
      /CURSOR_TTL_SECONDS/,
    );
  });

  it('refuses a complexity figure that clients could not read back as a GraphQL Int', () => {
    const config = loadConfig({ ...urls, COMPLEXITY_BUDGET_PER_MINUTE: '2147483647', DATA_DIR: dataDir() });
    expect(config.complexityBudgetPerMinute).toBe(2_147_483_647);
    for (const name of ['COMPLEXITY_BUDGET_PER_MINUTE', 'COMPLEXITY_MAX_PER_QUERY']) {
      expect(() => loadConfig({ ...urls, [name]: '2147483648', DATA_DIR: dataDir() })).toThrow(
        new RegExp(name),
      );
    }
  });

  it('in development takes service URLs from services.json and shares generated secrets between processes', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/npm start/);
    writeFileSync(
      join(dir, 'services.json'),
      JSON.stringify({ mongo: 'mongodb://a:1', redis: 'redis://b:2' }),
    );
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.mongoUrl).toBe('mongodb://a:1');
    expect(first.internalSecret).toHaveLength(64);
    expect(second.internalSecret).toBe(first.internalSecret);
    expect(first.cursorSecret).not.toBe(first.internalSecret);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toContain(first.cursorSecret);
  });
});

describe('file storage', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:7070',
    S3_BUCKET: 'files',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is local files unless S3_* names a store, then that store', () => {
    expect(loadConfig({ ...urls, DATA_DIR: dataDir() }).files.s3).toBeUndefined();
    expect(loadConfig({ ...urls, ...s3, DATA_DIR: dataDir() }).files.s3).toEqual({
      endpoint: 'http://127.0.0.1:7070',
      bucket: 'files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    const custom = { ...s3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig({ ...urls, ...custom, DATA_DIR: dataDir() }).files.s3).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: true,
    });
  });

  it('refuses half an S3 configuration, naming what is missing, rather than keep files on one disk', () => {
    const partial = { S3_ENDPOINT: s3.S3_ENDPOINT, S3_ACCESS_KEY_ID: s3.S3_ACCESS_KEY_ID };
    expect(() => loadConfig({ ...urls, ...partial, DATA_DIR: dataDir() })).toThrow(
      new ConfigError(
        'S3_BUCKET, S3_SECRET_ACCESS_KEY must be set too, to keep files in S3 (or unset every S3_*)',
      ),
    );
    expect(() => loadConfig({ ...urls, ...s3, S3_ENDPOINT: 'not a url', DATA_DIR: dataDir() })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});

describe('loadStoreConfig', () => {
  it('finds the stores as the services do, with their prefixes, and writes no secrets', () => {
    const dir = dataDir();
    writeFileSync(
      join(dir, 'services.json'),
      JSON.stringify({ mongo: 'mongodb://a:1', redis: 'redis://b:2' }),
    );
    const stores = loadStoreConfig({ DATA_DIR: dir, MONGO_DB_PREFIX: 't1', REDIS_KEY_PREFIX: 't1:' });
    expect(stores).toMatchObject({
      mongoUrl: 'mongodb://a:1',
      redisUrl: 'redis://b:2',
      mongoDbPrefix: 't1',
      redisKeyPrefix: 't1:',
    });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it('in production needs only the URLs, not the secrets', () => {
    expect(loadStoreConfig({ ...urls, NODE_ENV: 'production' }).mongoUrl).toBe(urls.MONGO_URL);
    expect(() => loadStoreConfig({ NODE_ENV: 'production', REDIS_URL: urls.REDIS_URL })).toThrow(
      new ConfigError('NODE_ENV=production requires MONGO_URL to be set'),
    );
  });

  it('says how to get the URLs when nothing names them', () => {
    expect(() => loadStoreConfig({ DATA_DIR: dataDir() })).toThrow(/npm start/);
  });
});

describe('parseDevAccounts', () => {
  it('reads token[:tier[:account]] entries with pro and dev as defaults', () => {
    expect(parseDevAccounts('a1, b2:free , c3:enterprise:acme')).toEqual([
      { token: 'a1', tier: 'pro', account: 'dev' },
      { token: 'b2', tier: 'free', account: 'dev' },
      { token: 'c3', tier: 'enterprise', account: 'acme' },
    ]);
  });

  it("reads a fourth part, the user's role, and refuses a role it does not know", () => {
    expect(parseDevAccounts('v1:pro:acme:viewer,g1:free:acme:guest')).toEqual([
      { token: 'v1', tier: 'pro', account: 'acme', role: 'viewer' },
      { token: 'g1', tier: 'free', account: 'acme', role: 'guest' },
    ]);
    expect(() => parseDevAccounts('v1:pro:acme:owner')).toThrow(/role one of admin, member, viewer, guest/);
  });

  it('rejects an unknown tier without echoing the whole token', () => {
    expect(() => parseDevAccounts('secret-token:gold')).toThrow(/secr…/);
    expect(() => parseDevAccounts('secret-token:gold')).not.toThrow(/secret-token/);
  });
});
