import { primariesOf, type RedisClient } from '@workapi/stores';
import { sha256 } from './compose';
import type { KnownOperation } from './operations';

/** Apollo Server names each automatic persisted query `apq:<sha256>` (apps/gateway/src/persisted.ts). */
const APQ = 'apq:';
const BATCH = 500;

/**
 * The automatic persisted queries clients have stored in Redis (a day each): operations real clients
 * send, so a check must keep them working. `redis` carries `keyPrefix` like every client of the
 * stack; SCAN patterns and the keys it answers are not prefixed by the client, so they carry it here.
 * On a Redis Cluster each primary is scanned, and the texts are read one GET each: the keys are on
 * many slots, which one MGET may not span (a single server gets the GETs back to back all the same).
 */
export async function persistedOperations(redis: RedisClient, keyPrefix: string): Promise<KnownOperation[]> {
  const hashes: string[] = [];
  for (const primary of primariesOf(redis)) {
    let cursor = '0';
    do {
      const [next, keys] = await primary.scan(cursor, 'MATCH', `${keyPrefix}${APQ}*`, 'COUNT', 1000);
      cursor = next;
      hashes.push(...keys.map((key) => key.slice(keyPrefix.length + APQ.length)));
    } while (cursor !== '0');
  }
  const operations: KnownOperation[] = [];
  for (let start = 0; start < hashes.length; start += BATCH) {
    const batch = hashes.slice(start, start + BATCH);
    const texts = await Promise.all(batch.map((hash) => redis.get(`${APQ}${hash}`)));
    batch.forEach((hash, index) => {
      const text = texts[index];
      // Like the gateway, trust a text only if it still hashes to its name.
      if (text !== null && sha256(text) === hash) {
        operations.push({ id: `apq:${hash.slice(0, 16)}`, source: 'persisted', text });
      }
    });
  }
  return operations;
}
