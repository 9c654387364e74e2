// Installs what local provisioning needs on a fresh machine, idempotently: FerretDB built into
// ~/.cache/workapi (skipped when mongod, ferretdb or the cached build exists) and redis-server
// from the OS packages (skipped when on PATH). Used by .ci/run; npm start does the same on demand.
import { existsSync } from 'node:fs';
import { buildFerretDb, cachedFerretDb, installRedis, onPath } from '@workapi/devservices';

const env = { ...process.env };
const log = (message: string) => console.log(`[install] ${message}`);

async function main() {
  const mongo =
    onPath('mongod', env) ??
    onPath('ferretdb', env) ??
    (existsSync(cachedFerretDb(env)) ? cachedFerretDb(env) : undefined);
  log(`mongo: ${mongo ?? (await buildFerretDb(env, log))}`);
  log(`redis: ${onPath('redis-server', env) ?? (await installRedis(env, log))}`);
}

main().catch((error) => {
  console.error(`[install] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
