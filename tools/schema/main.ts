// `npm run schema -- <command>`: checks and publishes subgraph schemas in the schema registry
// (docs/registry.md). `--help` lists the commands.
import { join } from 'node:path';
import { ConfigError, loadStoreConfig } from '@workapi/config';
import { openRegistry, RegistryUnreachable } from '@workapi/registry';
import { runSchema } from './cli';

void runSchema(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  root: join(__dirname, '..', '..'),
  async open() {
    try {
      return await openRegistry(loadStoreConfig(process.env), 'workapi-schema');
    } catch (error) {
      if (error instanceof ConfigError) throw new RegistryUnreachable(error.message);
      throw error;
    }
  },
}).then((code) => {
  process.exitCode = code;
});
