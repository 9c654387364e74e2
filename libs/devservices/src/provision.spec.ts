import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheDir, onPath } from './install';
import { ferretDbBackend, provisionServices } from './provision';

describe('provisionServices', () => {
  it('uses explicit URLs as they are, says so, and records them in services.json', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'provision-spec-'));
    const messages: string[] = [];
    const services = await provisionServices({
      dataDir,
      env: { MONGO_URL: 'mongodb://db.example:27017', REDIS_URL: 'redis://cache.example:6379' },
      persistent: false,
      log: (message) => messages.push(message),
    });
    expect(services.routes).toEqual({ mongo: 'MONGO_URL', redis: 'REDIS_URL' });
    expect(messages).toEqual(['mongo: MONGO_URL', 'redis: REDIS_URL']);
    expect(JSON.parse(readFileSync(join(dataDir, 'services.json'), 'utf8'))).toEqual({
      mongo: 'mongodb://db.example:27017',
      redis: 'redis://cache.example:6379',
    });
    await services.stop();
  });
});

describe('provisionServices with s3', () => {
  it('leaves an S3_ENDPOINT of your own to the apps, says so, and starts no server', async () => {
    const messages: string[] = [];
    const services = await provisionServices({
      dataDir: mkdtempSync(join(tmpdir(), 'provision-spec-')),
      env: {
        MONGO_URL: 'mongodb://db.example:27017',
        REDIS_URL: 'redis://cache.example:6379',
        S3_ENDPOINT: 'https://s3.example',
      },
      persistent: false,
      s3: true,
      log: (message) => messages.push(message),
    });
    expect(messages).toEqual(['mongo: MONGO_URL', 'redis: REDIS_URL', 's3: S3_ENDPOINT']);
    expect(services.s3).toBeUndefined();
    await services.stop();
  });
});

describe('binary lookup', () => {
  it('finds executables on PATH and nothing that is not there', () => {
    expect(onPath('node', { PATH: join(process.execPath, '..') })).toBe(process.execPath);
    expect(onPath('surely-not-installed-binary', { PATH: '/usr/bin:/bin' })).toBeUndefined();
  });

  it('keeps its cache under XDG_CACHE_HOME when set, else under ~/.cache', () => {
    expect(cacheDir({ XDG_CACHE_HOME: '/var/cache/me' })).toBe('/var/cache/me/workapi');
    expect(cacheDir({})).toMatch(/\.cache\/workapi$/);
  });
});

describe('FERRETDB_BACKEND', () => {
  it('is PostgreSQL unless SQLite is asked for, and nothing else', () => {
    expect(ferretDbBackend({})).toBe('postgresql');
    expect(ferretDbBackend({ FERRETDB_BACKEND: '' })).toBe('postgresql');
    expect(ferretDbBackend({ FERRETDB_BACKEND: 'SQLite' })).toBe('sqlite');
    expect(ferretDbBackend({ FERRETDB_BACKEND: 'postgresql' })).toBe('postgresql');
    expect(() => ferretDbBackend({ FERRETDB_BACKEND: 'mysql' })).toThrow(/"postgresql" or "sqlite"/);
  });
});
