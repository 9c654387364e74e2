import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphqlInProductionMode } from './index';

const root = join(__dirname, '..', '..', '..');
const SERVERS = ['gateway', 'boards', 'items', 'columns'];

/** The module specifiers a file imports, in order. */
const importsOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/^import (?:.* from )?'([^']+)';$/gm)].map(
    ([, specifier]) => specifier,
  );

describe('graphql-js in production mode', () => {
  it('is what this lib loads, while NODE_ENV keeps its value', () => {
    expect(graphqlInProductionMode()).toBe(true);
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('is told apart from a graphql loaded before this lib, with its development checks', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('graphql');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const late = require('./graphql-production') as typeof import('./graphql-production');
      expect(late.graphqlInProductionMode()).toBe(false);
    });
  });

  it.each(SERVERS)('is how %s loads it: this lib comes first, through its ./tracing', (app) => {
    expect(importsOf(`apps/${app}/src/main.ts`)[0]).toBe('./tracing');
    expect(importsOf(`apps/${app}/src/tracing.ts`)[0]).toBe('@workapi/telemetry');
  });

  it('holds in a process started as npm start starts an app, in development', () => {
    const probe = [
      "require('./apps/gateway/src/tracing.ts');",
      "require('graphql');",
      "const { graphqlInProductionMode } = require('./libs/telemetry/src/index.ts');",
      'console.log(JSON.stringify([graphqlInProductionMode(), process.env.NODE_ENV]));',
    ].join(' ');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', probe], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([true, 'development']);
  });
});
