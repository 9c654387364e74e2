import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { createHash } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import type { RedisClient } from '@workapi/stores';
import { ErrorCode } from '@workapi/errors';
import type { Logger } from '@workapi/logging';
import type { GatewayContext } from '../context';
import { refusalOf, refuse, refusalResponse } from './refusal';

/** How long a first result answers its retries (contract: 24 h). */
const RESULT_SECONDS = 24 * 60 * 60;
/** How long a claim holds while the first request runs; a crashed gateway frees it after this. */
const RUNNING_SECONDS = 5 * 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

type Entry =
  | { state: 'running'; request: string }
  | { state: 'done'; request: string; status: number; result: FormattedExecutionResult };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * `Idempotency-Key` on mutations: the first request with a key claims it in Redis (per account)
 * and stores its result for a day; a retry with the same key and the same request gets that
 * result again, charged nothing, without acting again; while the first still runs, a retry gets
 * 409 IDEMPOTENCY_CONFLICT with `Retry-After`. The same key with a different request is refused.
 * While Redis cannot say, a keyed mutation is refused with 503 rather than risk acting twice.
 */
export function idempotencyPlugin(redis: RedisClient, logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let claimed: { key: string; request: string } | null = null;
      return {
        async responseForOperation({ contextValue, request, operation, queryHash }) {
          const given = request.http?.headers.get('idempotency-key');
          const caller = contextValue.caller;
          if (given === undefined || contextValue.refusal || !caller || operation?.operation !== 'mutation') {
            return null;
          }
          if (!KEY.test(given)) {
            refuse(
              contextValue,
              refusalOf(
                400,
                'Idempotency-Key must be 1 to 255 visible ASCII characters',
                ErrorCode.badRequest,
              ),
            );
            return refusalResponse(contextValue);
          }
          // The client adds the configured key prefix.
          const key = `idem:${caller.accountId}:${sha256(given)}`;
          const fingerprint = sha256(
            `${queryHash}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`,
          );
          let entry: Entry | null = null;
          try {
            const running: Entry = { state: 'running', request: fingerprint };
            const won = await redis.set(key, JSON.stringify(running), 'EX', RUNNING_SECONDS, 'NX');
            if (won) {
              claimed = { key, request: fingerprint };
              return null;
            }
            const stored = await redis.get(key);
            entry = stored ? (JSON.parse(stored) as Entry) : null;
          } catch (error) {
            logger.warn({ err: (error as Error).message }, 'idempotency keys unavailable');
            refuse(
              contextValue,
              refusalOf(
                503,
                'Idempotency keys are unavailable for a moment: retry with the same key',
                ErrorCode.internal,
                { 'retry-after': '5' },
              ),
            );
            return refusalResponse(contextValue);
          }
          if (entry && entry.request !== fingerprint) {
            refuse(
              contextValue,
              refusalOf(422, 'This Idempotency-Key was used for a different request', ErrorCode.badRequest),
            );
          } else if (!entry || entry.state === 'running') {
            refuse(
              contextValue,
              refusalOf(
                409,
                'A request with this Idempotency-Key is still running: retry shortly',
                ErrorCode.idempotencyConflict,
                { 'retry-after': '1' },
              ),
            );
          } else {
            contextValue.replayed = true;
            return {
              body: { kind: 'single', singleResult: entry.result },
              http: { status: entry.status, headers: new HeaderMap() },
            };
          }
          return refusalResponse(contextValue);
        },

        async willSendResponse({ response }) {
          if (!claimed) return;
          const status = response.http.status ?? 200;
          try {
            if (response.body.kind !== 'single' || status >= 500) {
              // Nothing to replay: the claim goes, so a retry acts.
              await redis.del(claimed.key);
              return;
            }
            const { data, errors } = response.body.singleResult;
            const done: Entry = { state: 'done', request: claimed.request, status, result: { data, errors } };
            await redis.set(claimed.key, JSON.stringify(done), 'EX', RESULT_SECONDS);
          } catch (error) {
            logger.warn({ err: (error as Error).message, key: claimed.key }, 'idempotent result not kept');
          }
        },
      };
    },
  };
}
