import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '@workapi/config';
import { readRepoFile, REPO_ROOT } from '@workapi/testing';

// docker-compose.yml cannot be run here (no Docker engine), so its agreement with the product
// (ports, entry points, the variables the configuration reads) is checked by reading it.
interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const APPS = { gateway: 4000, boards: 4001, items: 4002, columns: 4003 } as const;

describe('docker-compose.yml', () => {
  it('runs MongoDB as a replica set, Redis, the three subgraphs and the gateway, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'boards',
      'columns',
      'gateway',
      'items',
      'mongo',
      'redis',
    ]);
    expect(compose.services.mongo.image).toBe('mongo:7');
    expect(compose.services.mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(compose.services.redis.image).toBe('redis:7');
    for (const service of Object.values(compose.services))
      expect(service.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('publishes the gateway alone: the subgraphs are reached on the internal network only', () => {
    expect(compose.services.gateway.ports).toEqual(['4000:4000']);
    const published = Object.entries(compose.services).filter(
      ([name, service]) => name !== 'gateway' && service.ports !== undefined,
    );
    expect(published.map(([name]) => name)).toEqual([]);
  });

  it.each(Object.entries(APPS))(
    'serves %s on its contract port and starts its built entry point',
    (app, port) => {
      const service = compose.services[app];
      expect(app === 'gateway' ? service.ports : service.expose).toEqual([
        app === 'gateway' ? `${port}:${port}` : String(port),
      ]);
      expect(service.command).toEqual(['node', `dist/apps/${app}/main.js`]);
      const project = JSON.parse(readRepoFile(`apps/${app}/project.json`));
      expect(project.targets.build.options.command).toContain(`--outfile=dist/apps/${app}/main.js`);
      expect(service.healthcheck?.test.join(' ')).toContain(`127.0.0.1:${port}/`);
    },
  );

  it('gives every app the stores, the shared secrets and only variables the product reads', () => {
    const known = new Set(ENV_VARIABLES);
    for (const app of Object.keys(APPS)) {
      const env = compose.services[app].environment ?? {};
      expect(env.MONGO_URL).toContain('replicaSet=rs0');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.INTERNAL_SECRET).toMatch(/^\$\{INTERNAL_SECRET:\?/);
      expect(env.CURSOR_SECRET).toMatch(/^\$\{CURSOR_SECRET:\?/);
      expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
    }
  });

  it('starts the gateway only once the subgraphs and the stores are healthy', () => {
    expect(compose.services.gateway.depends_on).toEqual({
      mongo: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      boards: { condition: 'service_healthy' },
      items: { condition: 'service_healthy' },
      columns: { condition: 'service_healthy' },
    });
  });

  it('builds from the Dockerfile beside it', () => {
    expect(existsSync(join(REPO_ROOT, 'Dockerfile'))).toBe(true);
    expect(readRepoFile('Dockerfile')).toMatch(/npm ci --omit=dev/);
  });
});

describe('README', () => {
  it('documents every environment variable the configuration reads, and the two commands', () => {
    const readme = readRepoFile('README.md');
    for (const name of ENV_VARIABLES) expect(readme).toContain(`\`${name}\``);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('```mermaid');
  });
});
