import type { ChainableCommander } from 'ioredis';
import { errorBody } from '@workapi/http';
import type { Logger } from '@workapi/logging';
import type { RedisClient } from '@workapi/stores';

/**
 * How long a change's key is held while it runs: past any request's time at the gateway (30 s),
 * so a resend still waiting for the first attempt's answer gives up before the key is free again.
 */
export const ONCE_CLAIM_MS = 60_000;
/**
 * How long a change's answer is kept for its resend: the gateway resends as soon as the first
 * attempt's connection dropped, and a resend that came first waits on the claim. Short, so what
 * Redis keeps for an account stays small whatever the account sends.
 */
export const ONCE_ANSWER_MS = 10_000;
/**
 * An answer larger than this is not kept (a change's own answer is small; its nested parts come by
 * other fetches): its resend is told the change may have been made, and the client retries with
 * its Idempotency-Key.
 */
export const ONCE_KEPT_BYTES = 64 * 1024;
const RUNNING = 'running';
const POLL_MS = 20;

/** What a change's resend is answered: the first attempt's status and body. */
export interface OnceAnswer {
  status: number;
  body: string;
}

/** The answer of a resend whose first attempt ended without one (its process stopped): 502, which the gateway reads as lost. */
const lost = (requestId: string): OnceAnswer => ({
  status: 502,
  body: errorBody(
    requestId,
    'The first attempt of this change ended without an answer: it may or may not have been made',
    'INTERNAL_SERVER_ERROR',
  ),
});

/**
 * Changes the gateway may send twice, run once. A change's fetch carries a key of the gateway's
 * (`INTERNAL_HEADERS.once`, signed), the same on its resend after a dropped connection, when the
 * gateway cannot know whether the first attempt ran. The first attempt to claim the key in Redis
 * (in the round trip of the nonce check) runs and keeps its answer under it; any other waits for
 * that answer and is given it. Redis away, the change runs (as nonces are then taken on trust).
 */
export class Once {
  constructor(
    private readonly redis: RedisClient,
    private readonly logger: Logger,
  ) {}

  /** The key's Redis name: in the caller's account's hash slot, as the nonce check's other keys. */
  static keyOf(key: string, account: string | undefined): string {
    return account ? `once:{${account}}:${key}` : `once:${key}`;
  }

  /** The claim, as a step of the nonce check's pipeline: its answer is 'OK' when this attempt runs. */
  static claim(redisKey: string): (pipeline: ChainableCommander) => void {
    return (pipeline) => pipeline.set(redisKey, RUNNING, 'PX', ONCE_CLAIM_MS, 'NX');
  }

  /** Keeps the answer of the attempt that claimed the key, for a resend; not awaited by the answer. */
  keep(redisKey: string, status: number, payload: unknown, requestId: string): void {
    const kept: OnceAnswer =
      typeof payload === 'string' && payload.length <= ONCE_KEPT_BYTES
        ? { status, body: payload }
        : lost(requestId);
    this.redis.set(redisKey, JSON.stringify(kept), 'PX', ONCE_ANSWER_MS).catch((error: Error) => {
      this.logger.warn({ err: error.message }, 'could not keep the answer of a change for its resend');
    });
  }

  /**
   * The answer of the attempt that claimed the key, once it is kept; waits while that attempt runs,
   * at most as long as the claim lasts, and not after `abandoned` (the resend's own caller gone).
   */
  async answerOf(redisKey: string, requestId: string, abandoned: () => boolean): Promise<OnceAnswer> {
    const until = Date.now() + ONCE_CLAIM_MS;
    while (!abandoned() && Date.now() < until) {
      const value = await this.redis.get(redisKey).catch(() => null);
      if (value === null) break;
      if (value !== RUNNING) return JSON.parse(value) as OnceAnswer;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return lost(requestId);
  }
}
