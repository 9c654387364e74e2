import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

describe('the resolver types generated from the subgraph schemas (codegen.ts)', () => {
  it('are what `npm run codegen` writes from each schema.graphql today', () => {
    // The CLI's --check generates in memory and names the files that differ. Run as a process:
    // it loads ES modules, which Jest's CommonJS runtime cannot.
    const check = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'graphql-codegen'),
      ['--config', 'codegen.ts', '--check', '--silent'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const output = `${check.stdout}${check.stderr}`.trim();
    expect({ status: check.status, stale: output && `${output}\nRun npm run codegen.` }).toEqual({
      status: 0,
      stale: '',
    });
  }, 120_000);
});
