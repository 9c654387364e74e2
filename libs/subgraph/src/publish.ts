import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { print, type DocumentNode } from 'graphql';
import type { RedisClient } from '@workapi/stores';
import type { MongoClient } from 'mongodb';
import { SUBGRAPH_NAMES, type Config, type SubgraphName } from '@workapi/config';
import type { Logger } from '@workapi/logging';
import { publishAtStart, registryOn } from '@workapi/registry';

/** The repository's checkout, when the subgraph runs from one. */
const CHECKOUT = join(__dirname, '..', '..', '..');

const checkedIn = (path: string) => {
  const file = join(CHECKOUT, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/** How long a publish at start waits for Redis (its connection refuses commands until ready). */
const REDIS_WAIT_MS = 30_000;

/**
 * `PUBLISH_SCHEMA_AT_START`: the subgraph publishes its own `schema.graphql` to the registry,
 * through the checks `npm run schema -- publish` runs (the persisted queries clients stored
 * included; no dangerous change accepted). While the registry lacks another subgraph's schema,
 * that one's checked-in file is used, when the checkout has it. Logs the outcome, never throws.
 */
export async function publishOwnSchema(
  subgraph: SubgraphName,
  typeDefs: DocumentNode,
  stores: { mongo: MongoClient; redis: RedisClient; config: Config },
  logger: Logger,
): Promise<void> {
  if (stores.redis.status !== 'ready') {
    await once(stores.redis, 'ready', { signal: AbortSignal.timeout(REDIS_WAIT_MS) }).catch(() => undefined);
  }
  const fallbackSchemas: Partial<Record<SubgraphName, string>> = {};
  for (const name of SUBGRAPH_NAMES) {
    const sdl = checkedIn(join('apps', name, 'src', 'schema.graphql'));
    if (sdl !== undefined) fallbackSchemas[name] = sdl;
  }
  await publishAtStart(
    registryOn(stores.mongo, stores.redis, stores.config, logger),
    {
      subgraph,
      // The file's text as read (what `npm run schema -- publish` hashes), not a reprint.
      sdl: typeDefs.loc?.source.body ?? print(typeDefs),
      publishedBy: `${subgraph} subgraph at start (${hostname()})`,
      revision: null,
      fallbackSchemas,
      fallbackSupergraph: checkedIn(join('apps', 'gateway', 'src', 'supergraph.graphql')),
    },
    logger,
  );
}
