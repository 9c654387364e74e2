// Installs what local provisioning needs on a fresh machine, idempotently and quickly when all is
// there: FerretDB built into ~/.cache/workapi (skipped when mongod, ferretdb or the cached build
// exists), PostgreSQL for FerretDB to store its data in (unless FERRETDB_BACKEND=sqlite or mongod
// is there) and redis-server, both from the OS packages when missing and running as root. Used by
// .ci/run; npm start and npm test do the same on demand.
import { existsSync } from 'node:fs';
import {
  buildFerretDb,
  cachedFerretDb,
  ferretDbBackend,
  findPostgres,
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
}

main().catch((error) => {
  console.error(`[install] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
