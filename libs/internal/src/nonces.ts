import type { ChainableCommander } from 'ioredis';
import type { RedisClient } from '@workapi/stores';
import { LRUCache } from 'lru-cache';
import type { Logger } from '@workapi/logging';
import { MAX_SIGNATURE_AGE_SECONDS } from './signing';

/**
 * A signature is accepted while its timestamp is within a minute of the clock either way, so a
 * nonce must be remembered for two minutes to refuse every replay of it.
 */
export const NONCE_TTL_SECONDS = 2 * MAX_SIGNATURE_AGE_SECONDS;
const LOCAL_NONCES = 100_000;

/**
 * The nonces of signed requests a subgraph has accepted: each is served once. Redis makes that
 * hold across replicas; this process remembers them too, so while Redis is away (the service keeps
 * serving, as the gateway's limits do) a replay to this replica is still refused.
 */
export class NonceRegistry {
  private readonly local = new LRUCache<string, true>({ max: LOCAL_NONCES, ttl: NONCE_TTL_SECONDS * 1000 });

  constructor(
    private readonly redis: RedisClient,
    private readonly logger: Logger,
  ) {}

  /** True the first time a nonce is offered, false ever after (within the signature window). */
  async firstUse(nonce: string): Promise<boolean> {
    return (await this.firstUseAlong(nonce, [])).first;
  }

  /**
   * `firstUse`, with the request's other reads of Redis (`reads`, each adding its commands) sent in
   * the same round trip. Their answers come back in order; null when Redis could not answer.
   */
  async firstUseAlong(
    nonce: string,
    reads: Array<(pipeline: ChainableCommander) => void>,
    /** The hash tag the reads' keys carry (the caller's account): a Redis Cluster pipeline is one slot's. */
    tag?: string,
  ): Promise<{ first: boolean; answers: unknown[] | null }> {
    if (this.local.has(nonce)) return { first: false, answers: null };
    this.local.set(nonce, true);
    // A signed request's caller is part of what is signed: a replay carries the same tag.
    const key = tag ? `nonce:{${tag}}:${nonce}` : `nonce:${nonce}`;
    try {
      if (reads.length === 0) {
        return {
          first: (await this.redis.set(key, '1', 'EX', NONCE_TTL_SECONDS, 'NX')) === 'OK',
          answers: [],
        };
      }
      const pipeline = this.redis.pipeline().set(key, '1', 'EX', NONCE_TTL_SECONDS, 'NX');
      for (const read of reads) read(pipeline);
      const [[failed, set], ...others] = (await pipeline.exec()) ?? [[new Error('no answer'), null]];
      if (failed) throw failed;
      const answers = others.some(([error]) => error) ? null : others.map(([, answer]) => answer);
      return { first: set === 'OK', answers };
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'could not record a nonce in redis');
      return { first: true, answers: null };
    }
  }
}
