import type { Redis } from 'ioredis';
import { sha256 } from './compose';
import type { KnownOperation } from './operations';

/** Apollo Server names each automatic persisted query `apq:<sha256>` (apps/gateway/src/persisted.ts). */
const APQ = 'apq:';
const BATCH = 500;

/**
 * The automatic persisted queries clients have stored in Redis (a day each): operations real clients
 * send, so a check must keep them working. `redis` carries `keyPrefix` like every client of the
 * stack; SCAN patterns and the keys it answers are not prefixed by the client, so they carry it here.
 */
export async function persistedOperations(redis: Redis, keyPrefix: string): Promise<KnownOperation[]> {
  const hashes: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}${APQ}*`, 'COUNT', 1000);
    cursor = next;
    hashes.push(...keys.map((key) => key.slice(keyPrefix.length + APQ.length)));
  } while (cursor !== '0');
  const operations: KnownOperation[] = [];
  for (let start = 0; start < hashes.length; start += BATCH) {
    const batch = hashes.slice(start, start + BATCH);
    const texts = await redis.mget(batch.map((hash) => `${APQ}${hash}`));
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
