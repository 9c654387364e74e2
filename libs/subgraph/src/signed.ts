import type { IncomingHttpHeaders } from 'node:http';
import type { ChainableCommander } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config, SubgraphName } from '@workapi/config';
import { answerUnreadBody, errorBody, PROBE_PATHS, received, type DiscardBound } from '@workapi/http';
import {
  headerOf,
  INTERNAL_HEADERS,
  receivedHead,
  receivedParts,
  verifyHead,
  verifyRequest,
  type Caller,
  type NonceRegistry,
} from '@workapi/internal';
import type { Logger } from '@workapi/logging';
import { VERSIONED_KINDS, versionsKey, versionsOf } from '@workapi/reference';
import { Once } from './once';
import './admitted';

/**
 * What a subgraph reads of a body whose headers are not signed before it answers 401: enough for
 * a small body to end so its connection closes cleanly, nothing an attacker can grow.
 */
const UNSIGNED_BODY_DISCARD: DiscardBound = { bytes: 16 * 1024, ms: 1_000 };

/** The caller the gateway signed into the request's headers, null for none. */
export function callerIn(headers: IncomingHttpHeaders): Caller | null {
  const raw = headerOf(headers, INTERNAL_HEADERS.caller);
  return raw ? (JSON.parse(raw) as Caller) : null;
}

function refuse(logger: Logger, request: FastifyRequest, reply: FastifyReply, reason: string) {
  logger.warn({ requestId: request.id, reason }, 'rejected unsigned request');
  return reply
    .code(401)
    .type('application/json; charset=utf-8')
    .send(errorBody(request.id, 'Only the gateway may call this service', 'UNAUTHENTICATED'));
}

/**
 * Only signed requests reach a subgraph's routes. Before any body is read (unknown paths included,
 * which would read it too): only a request whose headers the gateway signed, for this route and
 * this length, may send up to the signed body limit; anything else is answered 401 having read at
 * most a few KB. Returns the check of the whole request, for each route's `preHandler`.
 */
export function requireSignatures(
  app: FastifyInstance,
  name: SubgraphName,
  { internalSecret }: Config,
  logger: Logger,
  nonces: NonceRegistry,
  once: Once,
) {
  const routeOf = (request: FastifyRequest) => ({ path: request.routeOptions.url ?? '', target: name });
  app.addHook('onRequest', async (request, reply) => {
    if (PROBE_PATHS.has(request.routeOptions.url ?? '')) return;
    const check = verifyHead(
      internalSecret,
      receivedHead(request, routeOf(request)),
      headerOf(request.headers, INTERNAL_HEADERS.headSignature) || undefined,
    );
    if (!check.ok)
      return answerUnreadBody(request, reply, UNSIGNED_BODY_DISCARD, (to) =>
        refuse(logger, request, to, check.reason),
      );
  });
  // Where `signedOnly` leaves the versions for the request's context: Fastify's own per-request
  // slot (declared in admitted.ts), not a side table.
  app.decorateRequest('referenceVersions', null);
  app.decorateRequest('onceKey', null);
  // The answer of a change that claimed its key is kept for a resend of it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.onceKey) once.keep(request.onceKey, reply.statusCode, payload, request.id);
    done(null, payload);
  });
  /**
   * Serves a request signed for the route of this subgraph that received it, over the body as read,
   * once (its nonce is new, taken only now that everything else checked out); 401 otherwise. A
   * change sent with a key (`once`) runs only if its key is new: a resend of it is answered as its
   * first attempt was.
   */
  return async function signedOnly(request: FastifyRequest, reply: FastifyReply) {
    const parts = receivedParts(received(request), routeOf(request));
    const check = verifyRequest(
      internalSecret,
      parts,
      headerOf(request.headers, INTERNAL_HEADERS.signature) || undefined,
    );
    let refusal = check.ok ? undefined : check.reason;
    if (!refusal) {
      // One round trip to Redis: the nonce, the versions of the caller's reference data, the change's key.
      const account = callerIn(request.headers)?.accountId;
      const onceKey = parts.once ? Once.keyOf(parts.once, account) : null;
      const reads: Array<(pipeline: ChainableCommander) => void> = account
        ? [(pipeline) => pipeline.hmget(versionsKey(account), ...VERSIONED_KINDS)]
        : [];
      if (onceKey) reads.push(Once.claim(onceKey));
      const { first, answers } = await nonces.firstUseAlong(parts.nonce, reads, account);
      if (!first) refusal = 'replayed nonce';
      request.referenceVersions = account && answers ? versionsOf(answers[0] as Array<string | null>) : null;
      // Redis away (no answers), the change runs: as its nonce, its key is then taken on trust.
      if (!refusal && onceKey && answers && answers[reads.length - 1] !== 'OK') {
        const kept = await once.answerOf(onceKey, request.id, () => request.raw.socket.destroyed);
        return reply.code(kept.status).type('application/json; charset=utf-8').send(kept.body);
      }
      request.onceKey = onceKey;
    }
    if (refusal) return refuse(logger, request, reply, refusal);
  };
}
