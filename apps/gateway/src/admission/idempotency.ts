import { createHash } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import type { RedisClient } from '@workapi/stores';
import { ErrorCode } from '@workapi/errors';
import type { Caller } from '@workapi/internal';
import type { Logger } from '@workapi/logging';
import { refusalOf, type Refusal } from './refusal';

/** How long a first result answers its retries (contract: 24 h). */
const RESULT_SECONDS = 24 * 60 * 60;
/** How long a claim holds while the first request runs; a crashed gateway frees it after this. */
const RUNNING_SECONDS = 5 * 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

type Entry =
  | { state: 'running'; request: string }
  | { state: 'done'; request: string; status: number; result: FormattedExecutionResult };

/** A key this request holds while it runs: its first result is kept under it. */
export interface Claim {
  key: string;
  request: string;
}

/** The stored first answer of a key, given again instead of acting twice. */
export interface Replay {
  status: number;
  result: FormattedExecutionResult;
}

export type KeyDecision =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'replayed'; replay: Replay }
  | { kind: 'refused'; refusal: Refusal };

/** The keyed request, as the fingerprint that tells a retry from a different request. */
export interface KeyedRequest {
  queryHash: string;
  operationName?: string | null;
  variables?: Record<string, unknown>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * `Idempotency-Key` on mutations: the first request with a key claims it in Redis (per account);
 * a retry with the same key and the same request is answered its first result, charged nothing,
 * without acting again; while the first still runs, a retry gets 409 IDEMPOTENCY_CONFLICT with
 * `Retry-After`. The same key with a different request is refused. While Redis cannot say, a keyed
 * mutation is refused with 503 rather than risk acting twice.
 */
export async function claimKey(
  redis: RedisClient,
  logger: Logger,
  caller: Caller,
  given: string,
  request: KeyedRequest,
): Promise<KeyDecision> {
  if (!KEY.test(given)) {
    return {
      kind: 'refused',
      refusal: refusalOf(
        400,
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
        ErrorCode.badRequest,
      ),
    };
  }
  // The client adds the configured key prefix.
  const key = `idem:${caller.accountId}:${sha256(given)}`;
  const fingerprint = sha256(
    `${request.queryHash}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`,
  );
  let entry: Entry | null = null;
  try {
    const running: Entry = { state: 'running', request: fingerprint };
    const won = await redis.set(key, JSON.stringify(running), 'EX', RUNNING_SECONDS, 'NX');
    if (won) return { kind: 'claimed', claim: { key, request: fingerprint } };
    const stored = await redis.get(key);
    entry = stored ? (JSON.parse(stored) as Entry) : null;
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'idempotency keys unavailable');
    return {
      kind: 'refused',
      refusal: refusalOf(
        503,
        'Idempotency keys are unavailable for a moment: retry with the same key',
        ErrorCode.internal,
        { 'retry-after': '5' },
      ),
    };
  }
  if (entry && entry.request !== fingerprint) {
    return {
      kind: 'refused',
      refusal: refusalOf(422, 'This Idempotency-Key was used for a different request', ErrorCode.badRequest),
    };
  }
  if (!entry || entry.state === 'running') {
    return {
      kind: 'refused',
      refusal: refusalOf(
        409,
        'A request with this Idempotency-Key is still running: retry shortly',
        ErrorCode.idempotencyConflict,
        { 'retry-after': '1' },
      ),
    };
  }
  return { kind: 'replayed', replay: { status: entry.status, result: entry.result } };
}

/**
 * Keeps a claimed key's first result for a day, for its retries. A result with nothing to replay
 * (a 5xx, a stream) frees the key instead, so a retry acts.
 */
export async function keepResult(
  redis: RedisClient,
  logger: Logger,
  claim: Claim,
  status: number,
  result: FormattedExecutionResult | null,
): Promise<void> {
  try {
    if (!result || status >= 500) {
      await redis.del(claim.key);
      return;
    }
    const done: Entry = { state: 'done', request: claim.request, status, result };
    await redis.set(claim.key, JSON.stringify(done), 'EX', RESULT_SECONDS);
  } catch (error) {
    logger.warn({ err: (error as Error).message, key: claim.key }, 'idempotent result not kept');
  }
}
