// Installs what local provisioning and the tests need on a fresh machine, idempotently and quickly
// when all is there: FerretDB built into ~/.cache/workapi (skipped when mongod, ferretdb or the
// cached build exists), PostgreSQL for FerretDB to store its data in (unless FERRETDB_BACKEND=sqlite
// or mongod is there), redis-server and Chromium (for the API explorer's browser test), all three
// from the OS packages when missing and running as root. Used by .ci/run; npm start and npm test
// provision the services the same way on demand.
import { existsSync } from 'node:fs';
import {
  buildFerretDb,
  cachedFerretDb,
  ferretDbBackend,
  findPostgres,
  installChromium,
  installPostgres,
  installRedis,
  onPath,
} from '@workapi/devservices';

const env = { ...process.env };
const log = (message: string) => console.log(`[install] ${message}`);

async function main() {
  const mongod = onPath('mongod', env);
  const mongo =
    mongod ?? onPath('ferretdb', env) ?? (existsSync(cachedFerretDb(env)) ? cachedFerretDb(env) : undefined);
  log(`mongo: ${mongo ?? (await buildFerretDb(env, log))}`);
  if (!mongod && ferretDbBackend(env) === 'postgresql') {
    const postgres = (await findPostgres(env)) ?? (await installPostgres(env, log));
    log(`postgres: PostgreSQL ${postgres.major} (${postgres.dir})`);
  }
  log(`redis: ${onPath('redis-server', env) ?? (await installRedis(env, log))}`);
  log(`chromium: ${onPath('chromium', env) ?? (await installChromium(env, log))}`);
}

main().catch((error) => {
  console.error(`[install] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
